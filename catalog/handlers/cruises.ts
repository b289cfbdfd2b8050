import type { CabinPrice } from '../../shared/api/schemas';
import { daysBetween } from '../seed/generate/dates';
import { cabinStatuses } from '../store/cabin-status';
import type { Model } from '../store/model';
import type { CruiseRec } from '../store/types';
import { cabinCategoryView, cruiseDetail, ref, tariffView, toRub } from '../store/views';
import { bySlugOr404, type Handlers } from './context';

function cruiseOr404(model: Model, slug: string): CruiseRec {
  return bySlugOr404(model.cruiseBySlug, slug, 'Круиз не найден');
}

/** Every cabin of the cruise's ship with its state on this sailing (catalog/store/cabin-status.ts). */
export function sailingCabins(model: Model, cruise: CruiseRec) {
  const entries = model.pricesByCruise.get(cruise.id) ?? [];
  const byCode = new Map(entries.map((p) => [model.cabinById.get(p.cabinId)!.code, p]));
  return cabinStatuses(
    cruise.slug,
    (model.decksByShip.get(cruise.shipId) ?? []).flatMap((d) => d.cabins),
    (code) => byCode.get(code),
    daysBetween(new Date(`${model.seedStart}T00:00:00Z`), cruise.startDate),
  );
}

/** Every cabin category's price and fares on a sailing, as `/cruises/get-prices-by-cruise-slug` gives them. */
export function cabinPricesOf(model: Model, cruise: CruiseRec, today: string): CabinPrice[] {
  const ship = model.shipById.get(cruise.shipId)!;
  return (model.pricesByCruise.get(cruise.id) ?? []).map((p) => {
    const price = { amount: p.amount, currency: p.currency };
    return {
      category: cabinCategoryView(model, model.cabinById.get(p.cabinId)!, ship.name),
      price,
      priceRub: toRub(model, price),
      available: p.available,
      cabinsLeft: p.cabinsLeft,
      tariff: tariffView(model, p, today),
    };
  });
}

export const cruiseHandlers: Pick<
  Handlers,
  'getCruiseBySlug' | 'getPopularCruises' | 'getCruiseItinerary' | 'getCruiseMap' | 'getCruisePrices'
> = {
  getCruiseBySlug: ({ slug }, { store }) =>
    cruiseDetail(store.model(), store.view(), cruiseOr404(store.model(), slug)),
  getPopularCruises: ({ limit }, { store }) => {
    const view = store.view();
    // One cruise per ship, so the home page does not show six dates of the same sailing.
    const seen = new Set<number>();
    const items = [...view.entries]
      .sort((a, b) => b.cruise.popularity - a.cruise.popularity || a.start.localeCompare(b.start))
      .filter((e) => (seen.has(e.cruise.shipId) ? false : (seen.add(e.cruise.shipId), true)))
      .slice(0, limit)
      .map((e) => e.card);
    return { items };
  },
  getCruiseItinerary: ({ slug }, { store }) => {
    const model = store.model();
    const cruise = cruiseOr404(model, slug);
    return {
      cruiseSlug: cruise.slug,
      days: (model.daysByCruise.get(cruise.id) ?? []).map((d) => ({
        day: d.day,
        date: d.date,
        port: d.portId ? ref(model.portById.get(d.portId)!) : null,
        title: d.title,
        arrival: d.arrival,
        departure: d.departure,
        description: d.description,
      })),
    };
  },
  getCruiseMap: ({ slug }, { store }) => {
    const model = store.model();
    const cruise = cruiseOr404(model, slug);
    const stops: { name: string; slug: string; day: number; location: { lat: number; lng: number } }[] = [];
    for (const d of model.daysByCruise.get(cruise.id) ?? []) {
      if (!d.portId || stops.some((s) => s.slug === model.portById.get(d.portId!)!.slug)) continue;
      const p = model.portById.get(d.portId)!;
      stops.push({ name: p.name, slug: p.slug, day: d.day, location: p.location });
    }
    const lats = cruise.path.map((p) => p.lat);
    const lngs = cruise.path.map((p) => p.lng);
    const pad = 0.5;
    return {
      cruiseSlug: cruise.slug,
      stops,
      path: cruise.path,
      bounds: {
        south: Math.max(-90, Math.min(...lats) - pad),
        west: Math.max(-180, Math.min(...lngs) - pad),
        north: Math.min(90, Math.max(...lats) + pad),
        east: Math.min(180, Math.max(...lngs) + pad),
      },
    };
  },
  getCruisePrices: ({ slug }, { store }) => {
    const model = store.model();
    const cruise = cruiseOr404(model, slug);
    const ship = model.shipById.get(cruise.shipId)!;
    return {
      cruiseSlug: cruise.slug,
      currency: model.lineById.get(ship.lineId)!.currency,
      cabins: sailingCabins(model, cruise),
      prices: cabinPricesOf(model, cruise, store.view().today),
    };
  },
};
