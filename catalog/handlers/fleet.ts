import { cabinCategoryView, lineView, shipCard, shipView } from '../store/views';
import { lineOr404, shipOr404, paginate, type Handlers } from './context';

export const fleetHandlers: Pick<
  Handlers,
  | 'getCruiseLineBySlug'
  | 'getShipBySlug'
  | 'getCruiseLines'
  | 'getNewestShips'
  | 'getShipsByCruiseLine'
  | 'getCabinCategoriesByShip'
> = {
  getCruiseLineBySlug: ({ slug }, { store }) => {
    const line = lineOr404(store.model(), slug);
    return lineView(store.model(), store.view(), line.id);
  },
  getShipBySlug: ({ slug }, { store }) => {
    const ship = shipOr404(store.model(), slug);
    return shipView(store.model(), store.view(), ship.id);
  },
  getCruiseLines: ({ page, pageSize }, { store }) => {
    const model = store.model();
    const view = store.view();
    return paginate(
      model.lines.map((l) => lineView(model, view, l.id)),
      page,
      pageSize,
    );
  },
  getNewestShips: ({ limit }, { store }) => {
    const model = store.model();
    const view = store.view();
    const newest = [...model.ships]
      .sort((a, b) => b.year - a.year || a.slug.localeCompare(b.slug))
      .slice(0, limit);
    return { items: newest.map((s) => shipCard(model, view, s.id)) };
  },
  getShipsByCruiseLine: ({ slug, page, pageSize }, { store }) => {
    const model = store.model();
    const line = lineOr404(model, slug);
    const view = store.view();
    return paginate(
      model.ships.filter((s) => s.lineId === line.id).map((s) => shipCard(model, view, s.id)),
      page,
      pageSize,
    );
  },
  getCabinCategoriesByShip: ({ slug }, { store }) => {
    const model = store.model();
    const ship = shipOr404(model, slug);
    return {
      items: (model.cabinsByShip.get(ship.id) ?? []).map((c) => cabinCategoryView(model, c, ship.name)),
      decks: (model.decksByShip.get(ship.id) ?? []).map(({ number, name, width, height, cabins }) => ({
        number,
        name,
        width,
        height,
        cabins,
      })),
    };
  },
};
