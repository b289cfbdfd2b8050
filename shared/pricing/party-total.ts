/**
 * What a party pays for one cabin category on one sailing, by the line's tariff (docs/decisions/
 * 024-party-price.md). Pure and isomorphic: the booking form shows it live, the server renders it without
 * JavaScript, and the catalogue recomputes a quoted total with it.
 *
 * Rules: every traveller pays the per-person price of the day (./fare.ts: the early-booking price while it
 * holds); a pensioner gets the line's pensioner percent off; the second full-fare grown-up of a cabin gets
 * the second-guest offer's percent off while it runs. Neither adds up with the early-booking price: while it
 * holds, such a traveller pays the lower of the early price and the regular price less their percent (lines
 * say «Скидки не суммируются»; Vodohod's pensioners: «…кроме скидок для детей»). A child gets the percent of
 * their age band off the price of the day, and an infant whose band has no own berth takes no place; under
 * the kids-sail-free offer (MSC: «Ребёнок до 12 лет размещается бесплатно на третьем или четвёртом месте в
 * каюте с двумя взрослыми») a child of its ages travels free as the third or fourth guest of a cabin shared
 * with two grown-ups while the offer runs, and any other child pays their band's fare; a party
 * larger than the category's berths takes more cabins; a traveller who has to be alone in a cabin for two or
 * more pays the single supplement. Every amount is rounded to whole currency units per traveller, so the
 * lines add up to the total.
 */
import type { CabinPrice, Currency, Money, Party, Tariff } from '../api/schemas';
import { convertPrice } from './convert';
import { fareToday, holdingOn } from './fare';

type PartyLineKind = 'adult' | 'pensioner' | 'secondGuest' | 'child' | 'single';

interface PartyLine {
  kind: PartyLineKind;
  /** Travellers on this line (the single supplement: cabins with one traveller). */
  count: number;
  /** A child's age, and whether the child takes a berth of their own. */
  age?: number;
  ownBerth?: boolean;
  /** A child free under the kids-sail-free offer, as the third or fourth guest of a cabin with two grown-ups. */
  kidsSailFree?: true;
  /** Percent off the per-person price (a supplement: percent added). */
  percent: number;
  /** The percent is off the regular price: the early-booking price holds but is higher than that. */
  ofRegular?: boolean;
  /** Per traveller, whole currency units. */
  unit: number;
  amount: number;
}

export interface PartyTotal {
  lines: PartyLine[];
  total: number;
  people: number;
  /** Adults and pensioners: each cabin needs one. */
  grownUps: number;
  /** Places taken: infants without their own berth take none. */
  berths: number;
  cabins: number;
}

type TariffRules = Pick<
  Tariff,
  'childDiscounts' | 'pensionerPercent' | 'singleSupplementPercent' | 'secondGuest' | 'childrenFree'
>;

const off = (base: number, percent: number) => Math.round((base * (100 - percent)) / 100);

/**
 * While `base` is the early-booking price: the regular price after it, and the early price's percent off it.
 * The percent is measured once, in the line's own currency, so a quote in rubles picks the same fare for
 * each traveller as the one in the line's currency, line for line.
 */
export interface EarlyFare {
  regular: number;
  percent: number;
}

/** The party's total at `base` per person in a category with `cabinBerths` places. */
export function partyTotal(
  party: Party,
  base: number,
  cabinBerths: number,
  tariff: TariffRules,
  early?: EarlyFare,
): PartyTotal {
  const children = party.children.map((age) => {
    const band = tariff.childDiscounts.find((b) => b.fromAge <= age && age <= b.toAge);
    return { age, percent: band?.percent ?? 0, ownBerth: band?.ownBerth !== false };
  });
  const berths = party.adults + party.pensioners + children.filter((c) => c.ownBerth).length;
  const places = Math.max(1, cabinBerths);
  const cabins = Math.max(1, Math.ceil(berths / places));
  // The kids-sail-free offer's places go to the children of its ages whose own fare is the highest (the
  // lowest percent off), the first named first when fares are equal: the booking that costs the party least.
  const offer = tariff.childrenFree;
  const freePlaces = offer ? kidsSailFreePlaces(party.adults + party.pensioners, cabins, places) : 0;
  const free = new Set(
    children
      .map((child, i) => ({ ...child, i }))
      .filter((c) => offer && c.ownBerth && c.age <= offer.toAge)
      .sort((a, b) => a.percent - b.percent || a.i - b.i)
      .slice(0, freePlaces)
      .map((c) => c.i),
  );

  // A pensioner's or second guest's percent does not add up with the early-booking price: the larger
  // discount of the two.
  const notAddingUp = (percent: number): Pick<PartyLine, 'percent' | 'unit' | 'ofRegular'> => {
    if (percent <= 0 || (early && percent <= early.percent)) return { percent: 0, unit: base };
    return early
      ? { percent, unit: off(early.regular, percent), ofRegular: true }
      : { percent, unit: off(base, percent) };
  };

  // The second-guest offer: grown-ups spread one to a cabin first, and each cabin's second grown-up pays
  // the offer's fare (unless the early price is lower). It does not add up with a pensioner's own fare, so
  // only full-fare grown-ups count.
  const pensionerPercent = tariff.pensionerPercent ?? 0;
  const secondFare = notAddingUp(tariff.secondGuest?.percent ?? 0);
  const fullFare = party.adults + (pensionerPercent === 0 ? party.pensioners : 0);
  const seconds = secondFare.percent > 0 ? Math.min(cabins, Math.max(0, fullFare - cabins)) : 0;
  const secondAdults = Math.min(seconds, party.adults);

  const lines: PartyLine[] = [];
  const add = (line: Omit<PartyLine, 'amount'>) => {
    if (line.count > 0) lines.push({ ...line, amount: line.unit * line.count });
  };
  add({ kind: 'adult', count: party.adults - secondAdults, percent: 0, unit: base });
  add({
    kind: 'pensioner',
    count: party.pensioners - (seconds - secondAdults),
    ...notAddingUp(pensionerPercent),
  });
  add({ kind: 'secondGuest', count: seconds, ...secondFare });
  children.forEach((child, i) =>
    add(
      free.has(i)
        ? { kind: 'child', count: 1, ...child, percent: 100, kidsSailFree: true, unit: 0 }
        : { kind: 'child', count: 1, ...child, unit: off(base, child.percent) },
    ),
  );

  // Spread over the fewest cabins, travellers share two or more to a cabin while they can; the rest are
  // alone in a cabin for two or more and pay the supplement.
  const alone = places >= 2 ? Math.max(0, 2 * cabins - berths) : 0;
  const supplement = tariff.singleSupplementPercent;
  add({
    kind: 'single',
    count: supplement > 0 ? alone : 0,
    percent: supplement,
    unit: Math.round((base * supplement) / 100),
  });

  return {
    lines,
    total: lines.reduce((sum, l) => sum + l.amount, 0),
    people: party.adults + party.pensioners + party.children.length,
    grownUps: party.adults + party.pensioners,
    berths,
    cabins,
  };
}

/**
 * How many third and fourth places the party's cabins with two grown-ups have: the places a child travels
 * free on under the kids-sail-free offer. Grown-ups go one to a cabin first, as for the second-guest offer,
 * then a second to each cabin in turn; any more fill one cabin after another, which leaves the most cabins
 * with exactly two. A cabin for two has no third place, and a cabin with one grown-up none for the offer.
 */
function kidsSailFreePlaces(grownUps: number, cabins: number, places: number): number {
  const inCabin = Array.from({ length: cabins }, (_, i) =>
    Math.min(2, Math.floor(grownUps / cabins) + (i < grownUps % cabins ? 1 : 0)),
  );
  let more = Math.max(0, grownUps - 2 * cabins);
  for (let i = 0; i < cabins && more > 0; i++) {
    const room = Math.min(more, places - inCabin[i]);
    inCabin[i] += room;
    more -= room;
  }
  // Exactly two grown-ups: a third one takes the third place himself, and the offer is for two.
  return inCabin.reduce((sum, g) => sum + (g === 2 ? Math.max(0, Math.min(4, places) - 2) : 0), 0);
}

export interface PartyQuote {
  total: Money;
  /** The breakdown, each line in `total`'s currency. */
  lines: (PartyLine & { unitMoney: Money; amountMoney: Money })[];
  people: number;
  grownUps: number;
  /** Places the party takes (infants on a parent's berth take none). */
  berths: number;
  cabins: number;
  /** The early-booking price was applied. */
  early: boolean;
}

/**
 * The party's price for a cabin category in `currency`: computed in the line's currency and in rubles with
 * the same rules, then converted as every price on the page is (shared/pricing/convert.ts).
 */
export function quoteParty(
  party: Party,
  cabin: Pick<CabinPrice, 'price' | 'priceRub' | 'tariff'> & {
    category: Pick<CabinPrice['category'], 'berths'>;
  },
  currency: string,
  currencies: readonly Pick<Currency, 'code' | 'rateToRub'>[],
  today: string,
): PartyQuote {
  const base = fareToday(cabin, today);
  // The second-guest and kids-sail-free offers hold up to and including their last day, as the early-booking
  // price does: a page opened the evening before quotes what the catalogue will check the morning after.
  const tariff = {
    ...cabin.tariff,
    secondGuest: holdingOn(cabin.tariff.secondGuest, today),
    childrenFree: holdingOn(cabin.tariff.childrenFree, today),
  };
  const berths = cabin.category.berths;
  const earlyPercent = base.early ? 100 - (100 * base.price.amount) / base.early.regular.amount : 0;
  const early = (regular: number | undefined) =>
    regular === undefined ? undefined : { regular, percent: earlyPercent };
  const original = partyTotal(party, base.price.amount, berths, tariff, early(base.early?.regular.amount));
  const rub = partyTotal(party, base.priceRub.amount, berths, tariff, early(base.early?.regularRub.amount));
  const money = (o: number, r: number) =>
    convertPrice(
      { original: { amount: o, currency: base.price.currency }, rub: { amount: r, currency: 'RUB' } },
      currency,
      currencies,
    );
  return {
    total: money(original.total, rub.total),
    lines: original.lines.map((line, i) => ({
      ...line,
      unitMoney: money(line.unit, rub.lines[i].unit),
      amountMoney: money(line.amount, rub.lines[i].amount),
    })),
    people: original.people,
    grownUps: original.grownUps,
    berths: original.berths,
    cabins: original.cabins,
    early: base.early !== null,
  };
}
