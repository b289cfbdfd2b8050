/**
 * Fare rules of every price row (docs/decisions/024-party-price.md), written from how lines sell them:
 * Russian river lines (Vodohod, Mosturflot and the like) give children under 14 a percentage off a main
 * berth and let a child under 2 travel free on a parent's berth, and give pensioners a few percent off;
 * sea lines charge children by age band and have no pensioner fare; one traveller alone in a double cabin
 * pays a single supplement (half the fare on rivers, a second fare at sea). Some sailings sell an
 * early-booking price until a date well before departure: the early-booking offer's, or the line's own.
 * MSC's «дети плывут бесплатно» is an offer of some sailings, carried as the second-guest offer is.
 * A river category with an extra bed («дополнительное место») sells it at the line's percent off (30–50%) to
 * a child, and at a smaller one (15–25%) to a grown-up when no child needs it.
 */
import type { ChildDiscount } from '../../../shared/api/schemas';
import type { CabinRec, CruiseRec, LineRec, PriceRec, ShipRec, TariffRec } from '../../store/types';
import type { Rng } from '../prng';
import type { TariffOffer } from './promotions';
import { addDays, isoDay } from './dates';

const INFANT: ChildDiscount = { fromAge: 0, toAge: 1, percent: 100, ownBerth: false };

/**
 * River lines: percent off a child's (2–13 years) main berth, pensioners' percent, and percent off the extra
 * bed (Russian river lines: 30–50% off the fare of the day for a child on it, 15–25% for a grown-up).
 */
const RIVER_RULES: Record<
  string,
  { child: number; pensioner: number; extraBed: number; extraBedAdult: number }
> = {
  // Vodohod's own offer: 10% for pensioners (the 'vodokhod-pensioneram' promotion says so).
  vodokhod: { child: 15, pensioner: 10, extraBed: 40, extraBedAdult: 20 },
  mosturflot: { child: 20, pensioner: 7, extraBed: 35, extraBedAdult: 15 },
  infoflot: { child: 10, pensioner: 5, extraBed: 50, extraBedAdult: 25 },
  gama: { child: 15, pensioner: 10, extraBed: 30, extraBedAdult: 15 },
  'eniseyskoe-parokhodstvo': { child: 25, pensioner: 10, extraBed: 45, extraBedAdult: 20 },
  'lenskoe-parokhodstvo': { child: 25, pensioner: 10, extraBed: 45, extraBedAdult: 20 },
};
const RIVER_DEFAULT = { child: 15, pensioner: 5, extraBed: 40, extraBedAdult: 20 };

function lineRules(line: Pick<LineRec, 'kind' | 'slug'>): Omit<TariffRec, 'early'> {
  if (line.kind === 'river') {
    const r = RIVER_RULES[line.slug] ?? RIVER_DEFAULT;
    return {
      childDiscounts: [INFANT, { fromAge: 2, toAge: 13, percent: r.child, ownBerth: true }],
      pensionerPercent: r.pensioner,
      singleSupplementPercent: 50,
      extraBedPercent: r.extraBed,
      extraBedAdultPercent: r.extraBedAdult,
    };
  }
  return {
    // MSC too: its «дети плывут бесплатно» is an offer on some sailings and only for a child on the third or
    // fourth place of a cabin with two grown-ups, not a fare of the line's every sailing and cabin.
    childDiscounts: [
      INFANT,
      { fromAge: 2, toAge: 11, percent: 50, ownBerth: true },
      { fromAge: 12, toAge: 17, percent: 30, ownBerth: true },
    ],
    pensionerPercent: null,
    singleSupplementPercent: 100,
    // A liner's cabin counts its sofa bed and pull-down berths among its berths: no extra bed to price.
    extraBedPercent: null,
    extraBedAdultPercent: null,
  };
}

/** Early booking closes 45–120 days before departure; a sailing whose date would already be past has none. */
const EARLY_DAYS: [number, number] = [45, 120];
const EARLY_SHARE = 0.6;

/**
 * Adds tariffs to generated prices. Its own `rng`, so the rest of the seed (promotions, orders) stays what
 * it was before tariffs existed. A sailing the early-booking offer covers (`offers.early`, by cruise id)
 * sells the offer's fare until its last day; another may have the line's own early-booking fare. A sailing
 * the second-guest offer covers (`offers.secondGuest`) carries its percent and last day, and one the
 * kids-sail-free offer covers (`offers.childrenFree`) its ages and last day. A category with an extra bed
 * carries the line's percent off it; one without, none.
 */
export function withTariffs(
  rng: Rng,
  seedStart: Date,
  {
    lines,
    ships,
    cabins,
    cruises,
  }: { lines: LineRec[]; ships: ShipRec[]; cabins: CabinRec[]; cruises: CruiseRec[] },
  prices: PriceRec[],
  offers: {
    early: ReadonlyMap<number, TariffOffer>;
    secondGuest: ReadonlyMap<number, TariffOffer>;
    childrenFree: ReadonlyMap<number, { toAge: number; until: string }>;
    percentOff: ReadonlyMap<number, number>;
    /** Sailings under an offer that adds up with no other discount (promotions.ts `aloneOfferSailings`). */
    alone: ReadonlySet<number>;
  },
): PriceRec[] {
  const first = isoDay(seedStart);
  const lineOfShip = new Map(ships.map((s) => [s.id, lines.find((l) => l.id === s.lineId)!]));
  const earlyOf = new Map<number, { percent: number; until: string } | null>();
  for (const c of cruises) {
    // Drawn for every sailing, so the stream (and every other sailing's fare) does not depend on the offer.
    const until = isoDay(addDays(new Date(`${c.startDate}T00:00:00Z`), -rng.int(...EARLY_DAYS)));
    const percent = rng.int(7, 15);
    // A line's own early fare does not add up with an offer on the sailing that adds up with nothing
    // («Не суммируется с другими акциями»): «Чёрная пятница −30%» beside an early price 14% lower says two
    // things, and so does «скидка пенсионерам на круизы без других скидок» beside one.
    const own =
      rng.chance(EARLY_SHARE) && until >= first && !offers.percentOff.has(c.id) && !offers.alone.has(c.id)
        ? { percent, until }
        : null;
    const offer = offers.early.get(c.id);
    earlyOf.set(c.id, offer && offer.until >= first ? offer : own);
  }
  const cruiseById = new Map(cruises.map((c) => [c.id, c]));
  const extraBedsOf = new Map(cabins.map((c) => [c.id, c.extraBeds ?? 0]));
  return prices.map((p) => {
    const line = lineOfShip.get(cruiseById.get(p.cruiseId)!.shipId)!;
    const early = earlyOf.get(p.cruiseId);
    // Whole hundreds of rubles, tens of dollars; a short sailing's few hundred dollars to the dollar.
    const step = p.currency === 'RUB' ? 100 : p.amount < 500 ? 1 : 10;
    const amount = early ? Math.floor((p.amount * (100 - early.percent)) / 100 / step) * step : 0;
    const rules = lineRules(line);
    // A pensioner's fare does not add up with a percentage already off the price (the offers' terms and
    // Vodohod's own: «Не суммируется с другими скидками»): on such a sailing a pensioner pays the offer price.
    if (offers.percentOff.has(p.cruiseId)) rules.pensionerPercent = null;
    if (!extraBedsOf.get(p.cabinId)) {
      rules.extraBedPercent = null;
      rules.extraBedAdultPercent = null;
    }
    return {
      ...p,
      tariff: {
        ...rules,
        early: early && amount > 0 && amount < p.amount ? { amount, until: early.until } : null,
        secondGuest: offers.secondGuest.get(p.cruiseId) ?? null,
        childrenFree: offers.childrenFree.get(p.cruiseId) ?? null,
      },
    };
  });
}
