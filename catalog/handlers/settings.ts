import type { Handlers } from './context';

/** Header, footer, subscription block and the selling points: one locale (ru) for now. */
export const settingsHandlers: Pick<
  Handlers,
  'getHeader' | 'getFooter' | 'getSubscriptionSettings' | 'getUspList'
> = {
  getHeader: (_input, { store }) => store.model().header,
  getFooter: (_input, { store }) => store.model().footer,
  getSubscriptionSettings: (_input, { store }) => store.model().subscription,
  getUspList: (_input, { store }) => ({ items: store.model().usp }),
};
