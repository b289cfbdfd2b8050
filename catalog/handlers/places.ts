import { notFound } from '../http/errors';
import { cityView, countryView, portView, regionCard, regionView } from '../store/views';
import { paginate, type Handlers } from './context';

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
    const port = store.model().portBySlug.get(slug);
    if (!port) throw notFound('Порт не найден');
    return portView(store.model(), store.view(), port.id);
  },
  getRegionBySlug: ({ slug }, { store }) => {
    const region = store.model().regionBySlug.get(slug);
    if (!region) throw notFound('Регион не найден');
    return regionView(store.model(), store.view(), region.id);
  },
  getCountryBySlug: ({ slug }, { store }) => {
    const country = store.model().countryBySlug.get(slug);
    if (!country) throw notFound('Страна не найдена');
    return countryView(store.model(), store.view(), country.id);
  },
  getCityBySlug: ({ slug }, { store }) => {
    const city = store.model().cityBySlug.get(slug);
    if (!city) throw notFound('Город не найден');
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
    const model = store.model();
    const line = model.lineBySlug.get(slug);
    if (!line) throw notFound('Круизная компания не найдена');
    const view = store.view();
    const ids = [...(view.regionsByLine.get(line.id) ?? [])].sort((a, b) => a - b);
    return paginate(
      ids.map((id) => regionCard(model, view, id)),
      page,
      pageSize,
    );
  },
  getRegionsByShip: ({ slug, page, pageSize }, { store }) => {
    const model = store.model();
    const ship = model.shipBySlug.get(slug);
    if (!ship) throw notFound('Судно не найдено');
    const view = store.view();
    const ids = [...(view.regionsByShip.get(ship.id) ?? [])].sort((a, b) => a - b);
    return paginate(
      ids.map((id) => regionCard(model, view, id)),
      page,
      pageSize,
    );
  },
};
