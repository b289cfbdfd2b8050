/**
 * Promotions as lines run them: each in its real season (Black Friday in late November, early booking from
 * autumn to spring for the next season, the New Year sale around the holidays) or for a stretch around the
 * seed's start, with a badge that says what the offer is.
 */
import { isWeekendCruise } from '../../../shared/search/weekend';
import type { CruiseRec, LineRec, PromotionRec, RegionRec, ShipRec } from '../../store/types';
import type { Rng } from '../prng';
import { addDays, dayOfYear, isoDay } from './dates';
import type { ImageRegistry } from './images';

/** Either a yearly window (`MM-DD`, may run over the new year) or days around the seed's start. */
type When = { yearly: [string, string] } | { around: [number, number] };

interface PromotionSeed {
  slug: string;
  title: string;
  line: string | null;
  /** `null`: the offer is not a percentage off (free children, a drinks package). */
  percent: number | null;
  label: string;
  when: When;
  /** Which sailings of the line (or of all lines) it is for; the sailing is already after the offer opens. */
  applies: (c: CruiseRec, p: { startsAt: string; endsAt: string }, regionSlug: string) => boolean;
  short: string;
  terms: string[];
}

/**
 * An offer whose terms say it does not add up with other offers or discounts (`Не суммируется с другими
 * акциями…`, Vodohod's pensioners: `… с другими скидками, кроме скидок для детей`).
 */
export function doesNotAddUp(offer: { terms: readonly string[] }): boolean {
  return offer.terms.some((term) => /^Не суммируется с другими (?:акциями|скидками)/.test(term));
}

const after = (iso: string, days: number) => isoDay(addDays(new Date(`${iso}T00:00:00Z`), days));

const PERCENT_TERMS = (percent: number) => [
  `Скидка ${percent}% от тарифа круизной компании.`,
  'Не суммируется с другими акциями, кроме скидок постоянным клиентам.',
  'Количество кают по акции ограничено.',
  'Скидка не распространяется на портовые сборы и чаевые.',
];

/** The early-booking offer: its sailings sell the offer's fare until its last day (./tariffs.ts). */
const EARLY_BOOKING_SLUG = 'rannee-bronirovanie';
/**
 * The second-guest offer: not off the price a card shows, but the party's total takes its percent off the
 * second grown-up of each cabin (./tariffs.ts, shared/pricing/party-total.ts).
 */
const SECOND_GUEST = { slug: 'royal-caribbean-vtoroy-gost', percent: 20 };
/**
 * MSC's kids-sail-free offer: a child under 12 free as the third or fourth guest of a cabin with two grown-ups,
 * on the sailings it covers while it runs (./tariffs.ts, shared/pricing/party-total.ts).
 */
const CHILDREN_FREE = { slug: 'msc-deti-besplatno', toAge: 11 };

export const PROMOTION_SEEDS: PromotionSeed[] = [
  {
    slug: EARLY_BOOKING_SLUG,
    title: 'Раннее бронирование',
    line: null,
    percent: 15,
    label: '−15% раннее бронирование',
    when: { yearly: ['09-01', '03-31'] },
    applies: (c, p) => c.startDate >= after(p.endsAt, 90),
    short: 'Скидка 15% на круизы следующего сезона при бронировании заранее.',
    terms: PERCENT_TERMS(15),
  },
  {
    slug: 'goryashchie-kruizy',
    title: 'Горящие круизы',
    line: null,
    percent: 25,
    label: '−25% горящие круизы',
    when: { around: [-5, 45] },
    applies: (c, p) => c.startDate <= after(p.endsAt, 30),
    short: 'Скидка 25% на круизы ближайших двух месяцев.',
    terms: PERCENT_TERMS(25),
  },
  {
    slug: CHILDREN_FREE.slug,
    title: 'MSC: дети плывут бесплатно',
    line: 'msc-cruises',
    percent: null,
    label: 'Дети бесплатно',
    when: { around: [-60, 240] },
    applies: () => true,
    short: 'Дети до 12 лет бесплатно в каюте с двумя взрослыми.',
    terms: [
      'Ребёнок до 12 лет размещается бесплатно на третьем или четвёртом месте в каюте с двумя взрослыми.',
      'Чаевые (сервисный сбор) за ребёнка оплачиваются на борту.',
      'Количество кают по акции ограничено.',
    ],
  },
  {
    slug: 'costa-napitki-v-podarok',
    title: 'Costa: пакет напитков в подарок',
    line: 'costa-cruises',
    percent: null,
    label: 'Напитки в подарок',
    when: { around: [-20, 180] },
    applies: () => true,
    short: 'Пакет напитков «Pranzo & Cena» к обеду и ужину — в подарок.',
    terms: [
      'Пакет напитков «Pranzo & Cena» к обеду и ужину для каждого гостя каюты.',
      'Не суммируется с другими акциями.',
      'Количество кают по акции ограничено.',
    ],
  },
  {
    slug: SECOND_GUEST.slug,
    title: 'Royal Caribbean: скидка второму гостю',
    line: 'royal-caribbean',
    percent: null,
    label: `−${SECOND_GUEST.percent}% второму гостю`,
    when: { around: [-10, 120] },
    applies: () => true,
    short: `Второй гость в каюте — со скидкой ${SECOND_GUEST.percent}%.`,
    terms: [
      `Скидка ${SECOND_GUEST.percent}% от тарифа на второго взрослого в каюте; первый платит полный тариф.`,
      'Укажите в заявке всех взрослых: расчёт стоимости учтёт скидку.',
      'Не суммируется с другими акциями.',
      'Количество кают по акции ограничено.',
      'Скидка не распространяется на портовые сборы и чаевые.',
    ],
  },
  {
    slug: 'vodokhod-pensioneram',
    title: 'Водоход: скидка пенсионерам',
    line: 'vodokhod',
    // Not off the price a card shows: the party's total takes it off for each pensioner (tariffs.ts).
    percent: null,
    label: '−10% пенсионерам',
    when: { around: [-90, 400] },
    applies: () => true,
    short: 'Скидка 10% для пенсионеров на круизы без других скидок.',
    terms: [
      'Скидка 10% от тарифа для пенсионеров по возрасту; документ, подтверждающий статус пенсионера, нужно взять в круиз.',
      'Укажите пенсионеров в заявке: расчёт стоимости учтёт скидку.',
      'Не суммируется с другими скидками, кроме скидок для детей.',
    ],
  },
  {
    slug: 'infoflot-vykhodnye',
    title: 'Инфофлот: круизы выходного дня',
    line: 'infoflot',
    percent: 7,
    label: '−7% круизы выходного дня',
    when: { around: [-30, 300] },
    // Friday (after work) or Saturday to Monday morning: shared/search/weekend.ts, as the search filter.
    applies: (c) => isWeekendCruise(c.startDate, c.nights),
    short:
      'Скидка 7% на круизы выходного дня: отправление в пятницу или субботу, возвращение к утру понедельника.',
    terms: PERCENT_TERMS(7),
  },
  {
    slug: 'fyordy-letom',
    title: 'Фьорды летом',
    line: 'aida-cruises',
    percent: 15,
    label: '−15% фьорды летом',
    when: { yearly: ['01-15', '05-31'] },
    applies: (c, _p, region) =>
      region === 'norvezhskie-fordy' && ['06', '07', '08'].includes(c.startDate.slice(5, 7)),
    short: 'Скидка 15% на летние круизы по норвежским фьордам.',
    terms: PERCENT_TERMS(15),
  },
  {
    slug: 'chernaya-pyatnitsa',
    title: 'Чёрная пятница',
    line: null,
    percent: 30,
    label: 'Чёрная пятница −30%',
    when: { yearly: ['11-20', '11-30'] },
    applies: () => true,
    short: 'Скидка 30% на отдельные круизы.',
    terms: PERCENT_TERMS(30),
  },
  {
    slug: 'novogodnyaya-rasprodazha',
    title: 'Новогодняя распродажа',
    line: 'norwegian-cruise-line',
    percent: 20,
    label: '−20% новогодняя распродажа',
    when: { yearly: ['12-10', '01-15'] },
    applies: () => true,
    short: 'Скидка 20% на круизы Norwegian Cruise Line.',
    terms: PERCENT_TERMS(20),
  },
];

/**
 * The dates of an offer: a yearly one takes its latest window that opens before the seed's month is over,
 * so in late November Black Friday is running and last winter's New Year sale has ended.
 */
export function promotionDates(when: When, seedStart: Date): { startsAt: string; endsAt: string } {
  if ('around' in when) {
    return {
      startsAt: isoDay(addDays(seedStart, when.around[0])),
      endsAt: isoDay(addDays(seedStart, when.around[1])),
    };
  }
  const [from, to] = when.yearly;
  const monthEnd = addDays(seedStart, 31);
  let year = seedStart.getUTCFullYear();
  if (dayOfYear(year, from) >= monthEnd) year -= 1;
  const close = dayOfYear(from > to ? year + 1 : year, to);
  return { startsAt: isoDay(dayOfYear(year, from)), endsAt: isoDay(close) };
}

export function generatePromotions(
  rng: Rng,
  seedStart: Date,
  { image }: ImageRegistry,
  data: { lines: LineRec[]; ships: ShipRec[]; regions: RegionRec[]; cruises: CruiseRec[] },
): { promotions: PromotionRec[]; cruisePromotions: [number, number][] } {
  const lineBySlug = new Map(data.lines.map((l) => [l.slug, l]));
  const promotions: PromotionRec[] = PROMOTION_SEEDS.map((p, i) => {
    const { startsAt, endsAt } = promotionDates(p.when, seedStart);
    return {
      id: i + 1,
      slug: p.slug,
      title: p.title,
      label: p.label,
      shortDescription: p.short,
      // «Об акции» goes on from the lead under the title (the short text), not again through it.
      description: `${p.percent !== null ? 'Скидка уже учтена в ценах круизов на сайте. ' : ''}Предложение может закончиться раньше срока, если каюты по акции будут распроданы.`,
      terms: p.terms,
      discountPercent: p.percent,
      startsAt,
      endsAt,
      lineId: p.line ? lineBySlug.get(p.line)!.id : null,
      image: image(`promo-${p.slug}`, 'banner', p.title, p.label),
    };
  });
  const lineOfShip = new Map(data.ships.map((s) => [s.id, s.lineId]));
  const regionSlug = new Map(data.regions.map((r) => [r.id, r.slug]));
  const cruisePromotions: [number, number][] = [];
  for (const c of data.cruises) {
    // Offers whose terms say «Не суммируется с другими акциями» (every percentage, the second guest, Costa's
    // drinks) do not add up with any other: a sailing that has one has it alone, the first that applies, so
    // its badges and its price say one thing (not «Дети бесплатно» beside «Чёрная пятница −30%»).
    const applying: { id: number; alone: boolean }[] = [];
    PROMOTION_SEEDS.forEach((seed, i) => {
      const promo = promotions[i];
      if (promo.lineId !== null && promo.lineId !== lineOfShip.get(c.shipId)) return;
      if (c.startDate <= promo.startsAt) return;
      if (!seed.applies(c, promo, regionSlug.get(c.regionIds[0])!)) return;
      // An offer open to every line covers a share of the sailings, as lines choose which ones to put in.
      if (promo.lineId === null && !rng.chance(0.35)) return;
      applying.push({ id: promo.id, alone: doesNotAddUp(seed) });
    });
    const alone = applying.find((a) => a.alone);
    for (const a of alone ? [alone] : applying) cruisePromotions.push([c.id, a.id]);
  }
  // An offer is booked before its last sailing leaves: Vodohod's pensioners' offer, a year long from its
  // start, ends the day before the river season's last departure, not in December with nothing to book.
  const startOf = new Map(data.cruises.map((c) => [c.id, c.startDate]));
  const lastDeparture = new Map<number, string>();
  for (const [cruiseId, promotionId] of cruisePromotions) {
    const start = startOf.get(cruiseId)!;
    if (start > (lastDeparture.get(promotionId) ?? '')) lastDeparture.set(promotionId, start);
  }
  for (const promo of promotions) {
    const last = lastDeparture.get(promo.id);
    if (last !== undefined && promo.endsAt >= last) promo.endsAt = after(last, -1);
  }
  return { promotions, cruisePromotions };
}

/**
 * The sailings the early-booking offer covers, with its percent and last day: their early-booking fare is
 * the offer's, so the badge «−15% раннее бронирование» and the price «до 31 марта, потом …» say one thing.
 */
export function earlyBookingOffers(
  promotions: readonly PromotionRec[],
  cruisePromotions: readonly [number, number][],
): Map<number, TariffOffer> {
  const offer = promotions.find((p) => p.slug === EARLY_BOOKING_SLUG);
  return offer?.discountPercent
    ? sailingsOf(offer, { percent: offer.discountPercent, until: offer.endsAt }, cruisePromotions)
    : new Map();
}

/** The sailings the second-guest offer covers, with its percent and last day (the party's total applies it). */
export function secondGuestOffers(
  promotions: readonly PromotionRec[],
  cruisePromotions: readonly [number, number][],
): Map<number, TariffOffer> {
  const offer = promotions.find((p) => p.slug === SECOND_GUEST.slug);
  return offer
    ? sailingsOf(offer, { percent: SECOND_GUEST.percent, until: offer.endsAt }, cruisePromotions)
    : new Map();
}

/** The sailings the kids-sail-free offer covers, with its ages and last day (the party's total applies it). */
export function childrenFreeOffers(
  promotions: readonly PromotionRec[],
  cruisePromotions: readonly [number, number][],
): Map<number, { toAge: number; until: string }> {
  const offer = promotions.find((p) => p.slug === CHILDREN_FREE.slug);
  return offer
    ? sailingsOf(offer, { toAge: CHILDREN_FREE.toAge, until: offer.endsAt }, cruisePromotions)
    : new Map();
}

/**
 * The sailings whose price already has a percentage off (every percentage offer but early booking, whose
 * percent is the early fare itself): a line's pensioner fare does not add up with it (./tariffs.ts).
 */
export function percentOffSailings(
  promotions: readonly PromotionRec[],
  cruisePromotions: readonly [number, number][],
): Map<number, number> {
  const offers = new Map(
    promotions
      .filter((p) => p.discountPercent !== null && p.slug !== EARLY_BOOKING_SLUG)
      .map((p) => [p.id, p.discountPercent!]),
  );
  // The percent the cruise page says its prices have: its first such offer's (fare-shown.ts `offerNote`).
  const percentOf = new Map<number, number>();
  for (const [cruise, promotion] of cruisePromotions) {
    const percent = offers.get(promotion);
    if (percent !== undefined && !percentOf.has(cruise)) percentOf.set(cruise, percent);
  }
  return percentOf;
}

/**
 * Sailings under an offer that adds up with no other discount («Не суммируется с другими акциями»), the
 * early-booking offer aside (its percent is the early fare itself): they sell no early fare of the line's own.
 */
export function aloneOfferSailings(
  promotions: readonly PromotionRec[],
  cruisePromotions: readonly [number, number][],
): Set<number> {
  return sailingsUnder(
    promotions.filter((p) => p.slug !== EARLY_BOOKING_SLUG && doesNotAddUp(p)),
    cruisePromotions,
  );
}

/** The sailings any of `offers` covers. */
function sailingsUnder(offers: readonly PromotionRec[], cruisePromotions: readonly [number, number][]) {
  const ids = new Set(offers.map((p) => p.id));
  return new Set(cruisePromotions.filter(([, p]) => ids.has(p)).map(([c]) => c));
}

export interface TariffOffer {
  percent: number;
  until: string;
}

/** What an offer gives on each sailing it covers, by cruise id (its percent or ages, and its last day). */
function sailingsOf<T extends object>(
  offer: PromotionRec,
  value: T,
  cruisePromotions: readonly [number, number][],
) {
  const byCruise = new Map<number, T>();
  // A copy each: every price row of the sailing carries its own.
  for (const [cruiseId, promotionId] of cruisePromotions)
    if (promotionId === offer.id) byCruise.set(cruiseId, { ...value });
  return byCruise;
}
