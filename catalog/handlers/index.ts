import { cacheHandlers } from './cache';
import { contentHandlers } from './content';
import type { Handlers } from './context';
import { cruiseHandlers } from './cruises';
import { fleetHandlers } from './fleet';
import { linkHandlers } from './links';
import { marketingHandlers } from './marketing';
import { paymentHandlers } from './payments';
import { placeHandlers } from './places';
import { searchHandlers } from './search';
import { settingsHandlers } from './settings';
import { writeHandlers } from './writes';

/** Every endpoint of ENDPOINTS has exactly one handler; the type makes a missing one a compile error. */
export const HANDLERS: Handlers = {
  ...settingsHandlers,
  ...marketingHandlers,
  ...placeHandlers,
  ...fleetHandlers,
  ...cruiseHandlers,
  ...contentHandlers,
  ...searchHandlers,
  ...writeHandlers,
  ...paymentHandlers,
  ...linkHandlers,
  ...cacheHandlers,
};
