import { imageOf } from '../store/model';
import { promotionView } from '../store/views';
import { bySlugOr404, paginate, type Handlers } from './context';

export const contentHandlers: Pick<
  Handlers,
  | 'getPromotionBySlug'
  | 'getPromotions'
  | 'getTagPageBySlug'
  | 'getPageBySlug'
  | 'getTildaPageBySlug'
  | 'getRedirects'
  | 'getCurrencies'
> = {
  getPromotionBySlug: ({ slug }, { store }) => {
    const promo = bySlugOr404(store.model().promotionBySlug, slug, 'Акция не найдена');
    return promotionView(store.model(), store.view(), promo);
  },
  getPromotions: ({ status, page, pageSize }, { store }) => {
    const model = store.model();
    const view = store.view();
    const all = model.promotions.map((p) => promotionView(model, view, p));
    const picked = all.filter((p) =>
      status === 'all' ? true : status === 'active' ? p.isActive : p.endsAt < view.today,
    );
    // Running offers first, the soonest to end first (Black Friday's last days before a winter-long
    // early booking: home shows four); ended ones after, the latest to end first.
    picked.sort(
      (a, b) =>
        Number(b.isActive) - Number(a.isActive) ||
        (a.isActive ? a.endsAt.localeCompare(b.endsAt) : b.endsAt.localeCompare(a.endsAt)),
    );
    return paginate(picked, page, pageSize);
  },
  getTagPageBySlug: ({ slug }, { store }) => {
    const model = store.model();
    const tag = bySlugOr404(model.tagPageBySlug, slug, 'Подборка не найдена');
    return { ...tag, image: imageOf(model, tag.image, tag.h1) };
  },
  getPageBySlug: ({ slug }, { store }) => {
    const page = bySlugOr404(store.model().contentPages, slug, 'Страница не найдена');
    return page;
  },
  getTildaPageBySlug: ({ slug }, { store }) => {
    const page = bySlugOr404(store.model().tildaPages, slug, 'Страница не найдена');
    return page;
  },
  getRedirects: (_input, { store }) => ({ items: store.model().redirects }),
  getCurrencies: (_input, { store }) => {
    const currencies = store.model().currencies;
    return {
      items: currencies.map(({ code, name, symbol, rateToRub }) => ({ code, name, symbol, rateToRub })),
      updatedAt: currencies.reduce(
        (max, c) => (c.updatedAt > max ? c.updatedAt : max),
        currencies[0].updatedAt,
      ),
    };
  },
};
