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
 * more pays the single supplement. A category whose line sells an extra bed («дополнительное место», river
 * doubles) lets a traveller sleep on it in a cabin shared with a grown-up instead of opening another cabin:
 * the fewest cabins first, then nobody alone. Children take the extra beds first, each at the lower of their
 * band's fare and the extra-bed fare, both off the price of the day. Where the line sells it to grown-ups too
 * (`extraBedAdultPercent`, less off than a child's), a grown-up takes one no child needs (three adults in a
 * double: one cabin, not two and a single supplement), adults before pensioners, a pensioner at the lower of
 * their own fare and that one; every cabin keeps a grown-up on a main berth. Every amount is rounded to whole
 * currency units per traveller, so the lines add up to the total.
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
  /** On a cabin's extra bed: a child at the lower of their band's fare and the extra-bed fare, a grown-up at
   * the grown-ups' extra-bed fare (a pensioner: or their own when lower). */
  extraBed?: true;
  /** Percent off the per-person price (a supplement: percent added). */
  percent: number;
  /** The percent is off the regular price: the early-booking price holds but is higher than that. */
  ofRegular?: boolean;
  /**
   * The traveller's own discount (a pensioner's, a second guest's) is not taken: the early-booking price is
   * lower, and the two do not add up. Said on the line, or a pensioner reads the full fare without a reason.
   */
  earlyIsLower?: true;
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
  /** Places taken, extra beds included: infants without their own berth take none. */
  berths: number;
  cabins: number;
  /** Travellers on the cabins' extra beds, children and grown-ups. */
  extraBeds: number;
  /** The grown-ups among them. */
  extraBedGrownUps: number;
}

type TariffRules = Pick<
  Tariff,
  'childDiscounts' | 'pensionerPercent' | 'singleSupplementPercent' | 'secondGuest' | 'childrenFree'
> &
  Partial<Pick<Tariff, 'extraBedPercent' | 'extraBedAdultPercent'>>;

/** A cabin of the category: its main berths and the extra beds of one cabin (0 when none is sold). */
interface CabinPlaces {
  berths: number;
  extraBeds: number;
}

/** The extra beds of one cabin that a child can book: the category's, when the tariff prices them. */
export function extraBedsSold(cabin: {
  category: Pick<CabinPrice['category'], 'extraBeds'>;
  tariff: Partial<Pick<Tariff, 'extraBedPercent'>>;
}): number {
  return cabin.tariff.extraBedPercent ? (cabin.category.extraBeds ?? 0) : 0;
}

/**
 * How many cabins `grownUps` and `children` (with a berth of their own) take: the fewest where everyone has a
 * main berth or an extra bed, an extra bed only in a cabin with a grown-up in it, and a grown-up on one only
 * where the line sells it to grown-ups (`adultsOnExtraBeds`). Without an extra bed, travellers with a berth ÷
 * berths rounded up, as before.
 */
function cabinsFor(
  grownUps: number,
  children: number,
  { berths, extraBeds }: CabinPlaces,
  adultsOnExtraBeds = false,
): number {
  const places = Math.max(1, berths);
  const most = Math.max(1, Math.ceil((grownUps + children) / places));
  const fewest = Math.ceil(grownUps / (places + (adultsOnExtraBeds ? extraBeds : 0)));
  for (let n = Math.max(1, fewest); n < most; n++)
    if (grownUps + children <= n * places + Math.min(n, grownUps) * extraBeds) return n;
  return most;
}

const off = (base: number, percent: number) => Math.round((base * (100 - percent)) / 100);

interface ChildFare {
  age: number;
  percent: number;
  ownBerth: boolean;
}

/** The indices of up to `count` children `eligible` picks, in `order`, the first named first when equal. */
function pickChildren(
  children: readonly ChildFare[],
  eligible: (child: ChildFare, i: number) => boolean,
  order: (a: ChildFare, b: ChildFare) => number,
  count: number,
): Set<number> {
  if (count <= 0) return new Set();
  const picked = children
    .map((_, i) => i)
    .filter((i) => eligible(children[i], i))
    .sort((a, b) => order(children[a], children[b]) || a - b);
  return new Set(picked.slice(0, count));
}

/**
 * While `base` is the early-booking price: the regular price after it, and the early price's percent off it.
 * The percent is measured once, in the line's own currency, so a quote in rubles picks the same fare for
 * each traveller as the one in the line's currency, line for line.
 */
export interface EarlyFare {
  regular: number;
  percent: number;
}

/**
 * The party's total at `base` per person in a category with `cabin` places: its berths, or its berths and
 * the extra beds of a cabin (used only when the tariff prices them, `extraBedPercent`).
 */
export function partyTotal(
  party: Party,
  base: number,
  cabin: number | CabinPlaces,
  tariff: TariffRules,
  early?: EarlyFare,
): PartyTotal {
  const children = party.children.map((age) => {
    const band = tariff.childDiscounts.find((b) => b.fromAge <= age && age <= b.toAge);
    return { age, percent: band?.percent ?? 0, ownBerth: band?.ownBerth !== false };
  });
  const grownUps = party.adults + party.pensioners;
  const seated = children.filter((c) => c.ownBerth).length;
  const berths = grownUps + seated;
  const { berths: cabinBerths, extraBeds } =
    typeof cabin === 'number' ? { berths: cabin, extraBeds: 0 } : cabin;
  const places = Math.max(1, cabinBerths);
  const extraBedPercent = tariff.extraBedPercent ?? 0;
  const adultExtraBedPercent = extraBedPercent > 0 ? (tariff.extraBedAdultPercent ?? 0) : 0;
  const cabins = cabinsFor(
    grownUps,
    seated,
    { berths: places, extraBeds: extraBedPercent > 0 ? extraBeds : 0 },
    adultExtraBedPercent > 0,
  );
  // The kids-sail-free offer's places go to the children of its ages whose own fare is the highest (the
  // lowest percent off), the first named first when fares are equal: the booking that costs the party least.
  const offer = tariff.childrenFree;
  const freePlaces = offer ? kidsSailFreePlaces(party.adults + party.pensioners, cabins, places) : 0;
  const free = pickChildren(
    children,
    (c) => offer !== null && c.ownBerth && c.age <= offer.toAge,
    (a, b) => a.percent - b.percent,
    freePlaces,
  );
  // The extra beds hold whoever the main berths do not: children, those whose band is dearest first (they
  // gain the most from the extra-bed fare: the booking that costs the party least), the youngest first when
  // equal (a folding bed suits the smallest), then the first named.
  const onExtraBeds = Math.max(0, berths - cabins * places);
  const extra = pickChildren(
    children,
    (c, i) => c.ownBerth && !free.has(i),
    (a, b) => a.percent - b.percent || a.age - b.age,
    onExtraBeds,
  );
  // The extra beds no child needs are grown-ups' (cabinsFor counted them only where the line sells them so):
  // adults first, whom the extra-bed fare saves the most, then pensioners.
  const adultsOnExtra = Math.min(party.adults, onExtraBeds - extra.size);
  const pensionersOnExtra = onExtraBeds - extra.size - adultsOnExtra;

  // A pensioner's or second guest's percent does not add up with the early-booking price: the larger
  // discount of the two.
  const notAddingUp = (
    percent: number,
  ): Pick<PartyLine, 'percent' | 'unit' | 'ofRegular' | 'earlyIsLower'> => {
    if (percent <= 0) return { percent: 0, unit: base };
    if (early && percent <= early.percent) return { percent: 0, unit: base, earlyIsLower: true };
    return early
      ? { percent, unit: off(early.regular, percent), ofRegular: true }
      : { percent, unit: off(base, percent) };
  };

  // The second-guest offer: grown-ups spread one to a cabin first, and each cabin's second grown-up pays
  // the offer's fare (unless the early price is lower). It does not add up with a pensioner's own fare, so
  // only full-fare grown-ups count.
  const pensionerPercent = tariff.pensionerPercent ?? 0;
  const secondFare = notAddingUp(tariff.secondGuest?.percent ?? 0);
  const fullFare =
    party.adults - adultsOnExtra + (pensionerPercent === 0 ? party.pensioners - pensionersOnExtra : 0);
  const seconds = secondFare.percent > 0 ? Math.min(cabins, Math.max(0, fullFare - cabins)) : 0;
  const secondAdults = Math.min(seconds, party.adults - adultsOnExtra);
  const pensionerFare = notAddingUp(pensionerPercent);
  const adultExtraBed = { percent: adultExtraBedPercent, unit: off(base, adultExtraBedPercent) };

  const lines: PartyLine[] = [];
  const add = (line: Omit<PartyLine, 'amount'>) => {
    if (line.count > 0) lines.push({ ...line, amount: line.unit * line.count });
  };
  add({ kind: 'adult', count: party.adults - secondAdults - adultsOnExtra, percent: 0, unit: base });
  add({ kind: 'adult', count: adultsOnExtra, extraBed: true, ...adultExtraBed });
  add({
    kind: 'pensioner',
    count: party.pensioners - (seconds - secondAdults) - pensionersOnExtra,
    ...pensionerFare,
  });
  add({
    kind: 'pensioner',
    count: pensionersOnExtra,
    extraBed: true,
    ...(pensionerFare.unit < adultExtraBed.unit ? pensionerFare : adultExtraBed),
  });
  add({ kind: 'secondGuest', count: seconds, ...secondFare });
  children.forEach((child, i) => {
    if (free.has(i)) add({ kind: 'child', count: 1, ...child, percent: 100, kidsSailFree: true, unit: 0 });
    else if (extra.has(i)) {
      // The lower of the band's fare and the extra bed's, both off the price of the day.
      const percent = Math.max(child.percent, extraBedPercent);
      add({ kind: 'child', count: 1, ...child, extraBed: true, percent, unit: off(base, percent) });
    } else add({ kind: 'child', count: 1, ...child, unit: off(base, child.percent) });
  });

  // Spread over the fewest cabins, travellers share two or more to a cabin while they can; the rest are
  // alone in a cabin for two or more and pay the supplement. A child on an extra bed means every main berth
  // is taken, so nobody is alone then.
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
    people: grownUps + party.children.length,
    grownUps,
    berths,
    cabins,
    extraBeds: onExtraBeds,
    extraBedGrownUps: adultsOnExtra + pensionersOnExtra,
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
  /** Places the party takes, extra beds included (infants on a parent's berth take none). */
  berths: number;
  cabins: number;
  /** Travellers on the cabins' extra beds, and the grown-ups among them. */
  extraBeds: number;
  extraBedGrownUps: number;
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
    category: Pick<CabinPrice['category'], 'berths' | 'extraBeds'>;
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
  const places = { berths: cabin.category.berths, extraBeds: extraBedsSold(cabin) };
  const earlyPercent = base.early ? 100 - (100 * base.price.amount) / base.early.regular.amount : 0;
  const early = (regular: number | undefined) =>
    regular === undefined ? undefined : { regular, percent: earlyPercent };
  const original = partyTotal(party, base.price.amount, places, tariff, early(base.early?.regular.amount));
  const rub = partyTotal(party, base.priceRub.amount, places, tariff, early(base.early?.regularRub.amount));
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
    extraBeds: original.extraBeds,
    extraBedGrownUps: original.extraBedGrownUps,
    early: base.early !== null,
  };
}
