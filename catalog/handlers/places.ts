import type { Store } from '../store/store';
import { cityView, countryView, portView, regionCard, regionView, type Agg } from '../store/views';
import { bySlugOr404, lineOr404, shipOr404, paginate, type Handlers } from './context';

/** The regions a line or ship sails, in id order, a page at a time, each with that line's or ship's cruises. */
function regionCardsPage(store: Store, own: Map<number, Agg> | undefined, page: number, pageSize: number) {
  const model = store.model();
  const view = store.view();
  const sorted = [...(own?.keys() ?? [])].sort((a, b) => a - b);
  return paginate(
    sorted.map((id) => regionCard(model, view, id, own!.get(id))),
    page,
    pageSize,
  );
}

export const placeHandlers: Pick<
  Handlers,
  | 'getPortBySlug'
  | 'getRegionBySlug'
  | 'getCountryBySlug'
  | 'getCityBySlug'
  | 'getRegionsMap'
  | 'getRegionsByCruiseLine'
  | 'getRegionsByShip'
> = {
  getPortBySlug: ({ slug }, { store }) => {
    const port = bySlugOr404(store.model().portBySlug, slug, 'Порт не найден');
    return portView(store.model(), store.view(), port.id);
  },
  getRegionBySlug: ({ slug }, { store }) => {
    const region = bySlugOr404(store.model().regionBySlug, slug, 'Регион не найден');
    return regionView(store.model(), store.view(), region.id);
  },
  getCountryBySlug: ({ slug }, { store }) => {
    const country = bySlugOr404(store.model().countryBySlug, slug, 'Страна не найдена');
    return countryView(store.model(), store.view(), country.id);
  },
  getCityBySlug: ({ slug }, { store }) => {
    const city = bySlugOr404(store.model().cityBySlug, slug, 'Город не найден');
    return cityView(store.model(), store.view(), city.id);
  },
  getRegionsMap: (_input, { store }) => {
    const model = store.model();
    const view = store.view();
    return {
      regions: model.regions.map((r) => ({
        ...regionCard(model, view, r.id),
        center: r.center,
        area: r.area,
      })),
    };
  },
  getRegionsByCruiseLine: ({ slug, page, pageSize }, { store }) => {
    const line = lineOr404(store.model(), slug);
    return regionCardsPage(store, store.view().regionsByLine.get(line.id), page, pageSize);
  },
  getRegionsByShip: ({ slug, page, pageSize }, { store }) => {
    const ship = shipOr404(store.model(), slug);
    return regionCardsPage(store, store.view().regionsByShip.get(ship.id), page, pageSize);
  },
};
