import { imageOf } from '../store/model';
import { countMatching } from '../store/search';
import type { Handlers } from './context';

export const marketingHandlers: Pick<Handlers, 'getBanners' | 'getDescriptions' | 'getPageTags'> = {
  getBanners: ({ placement }, { store }) => {
    const model = store.model();
    return {
      items: model.banners
        .filter((b) => b.placement === placement)
        .map((b) => ({ ...b, image: imageOf(model, b.image, b.title) })),
    };
  },
  getDescriptions: ({ path }, { store }) => {
    // Unknown paths are not an error: the site falls back to its own defaults on nulls.
    const clean = path.split('?')[0].replace(/\/+$/, '') || '/';
    return store.model().descriptions.get(clean) ?? { path: clean, title: null, description: null };
  },
  getPageTags: ({ page }, { store }) => {
    const model = store.model();
    const view = store.view();
    return {
      items: model.pageTags
        .filter((t) => t.page === page)
        .map((t) => {
          const tag = model.tagPageBySlug.get(t.slug)!;
          return { slug: tag.slug, title: tag.title, count: countMatching(view, tag.filters as never) };
        }),
    };
  },
};
