/**
 * The words of the party's price in the booking form: the total line and one line per fare applied. Kept
 * apart from the component so the phrases are tested as a visitor reads them.
 */
import type { Money } from '../../../shared/api/schemas';
import { formatMoney } from '../../../shared/format';
import type { PartyQuote } from '../../../shared/pricing/party-total';
import { cabinsCount, childAge, forPeople, onExtraBeds } from '../../../shared/russian/party';
import { earlyFareNote, type ShownFare } from './fare-shown';

interface SummaryLine {
  label: string;
  amount: string;
}

/** ` (−10%)`; ` (−10% от обычной цены)` while a higher early-booking price holds; nothing at 0%. */
function percentOff(line: PartyQuote['lines'][number]): string {
  if (line.percent <= 0 || line.percent >= 100) return '';
  return ` (−${line.percent}%${line.ofRegular ? ' от обычной цены' : ''})`;
}

function times(count: number, unit: Money): string {
  return count > 1 ? `, ${count} × ${formatMoney(unit)}` : '';
}

/** `, на дополнительном месте`: a grown-up on an extra bed (a child's line says it among its own words). */
function onExtraBed(line: PartyQuote['lines'][number]): string {
  return line.extraBed ? (line.count > 1 ? ', на дополнительных местах' : ', на дополнительном месте') : '';
}

/**
 * After a pensioner's line whose own discount gives way to the early-booking price: the two do not add up,
 * and the lower is taken (shared/pricing/party-total.ts); «2 × 131 000 ₽» alone had read as the discount lost.
 */
const EARLY_IS_LOWER = ' — по цене раннего бронирования: она ниже, чем со скидкой пенсионерам';

function lineOf(line: PartyQuote['lines'][number]): SummaryLine {
  const amount = line.amountMoney.amount === 0 ? 'бесплатно' : formatMoney(line.amountMoney);
  switch (line.kind) {
    case 'adult':
      return {
        label: `${line.count > 1 ? 'Взрослые' : 'Взрослый'}${onExtraBed(line)}${percentOff(line)}${times(line.count, line.unitMoney)}`,
        amount,
      };
    case 'pensioner':
      return {
        label: `${line.count > 1 ? 'Пенсионеры' : 'Пенсионер'}${onExtraBed(line)}${percentOff(line)}${times(line.count, line.unitMoney)}${line.earlyIsLower ? EARLY_IS_LOWER : ''}`,
        amount,
      };
    case 'secondGuest':
      return {
        label: `${line.count > 1 ? 'Вторые гости в каютах' : 'Второй гость в каюте'}${percentOff(line)}${times(line.count, line.unitMoney)}`,
        amount,
      };
    case 'child':
      return {
        // Free under the offer only as the third or fourth guest of a cabin with two grown-ups: the line says
        // why, so a brother in the next cabin at his band's fare is not a surprise.
        label: `Ребёнок, ${childAge(line.age ?? 0)}${line.ownBerth === false ? ', без отдельного места' : ''}${line.extraBed ? ', на дополнительном месте' : ''}${line.kidsSailFree ? ', по акции «MSC: дети плывут бесплатно»' : percentOff(line)}`,
        amount,
      };
    case 'single':
      return {
        label: `Доплата за одноместное размещение (+${line.percent}%)${times(line.count, line.unitMoney)}`,
        amount,
      };
  }
}

export interface PartySummary {
  /** `Итого за 3 человека: 152 400 ₽`. */
  total: string;
  /**
   * `Размещение: 2 каюты…` when the party needs more than one; `Размещение: все в одной каюте, ребёнок — на
   * дополнительном месте.` when a child takes an extra bed of the one; null otherwise.
   */
  cabins: string | null;
  lines: SummaryLine[];
  /** `Цена раннего бронирования — до 15 января, потом 40 000 ₽ за человека`; null at the regular price. */
  early: string | null;
}

const COLLECTIVE = ['один', 'двое', 'трое', 'четверо', 'пятеро', 'шестеро'];

/**
 * How the grown-ups share the cabins, spread evenly: `взрослый`, `двое взрослых`, `один или двое взрослых`,
 * `двое или трое взрослых` (a collective numeral: «двое взрослых», not «два взрослых»).
 */
function grownUpsEach({ grownUps, cabins }: Pick<PartyQuote, 'grownUps' | 'cabins'>): string {
  const fewest = Math.max(1, Math.floor(grownUps / cabins));
  const most = Math.max(1, Math.ceil(grownUps / cabins));
  if (most === 1) return 'взрослый';
  const word = (n: number) => COLLECTIVE[n - 1] ?? String(n);
  return `${fewest === most ? word(most) : `${word(fewest)} или ${word(most)}`} взрослых`;
}

/** A category of the sailing where the whole party fits in one cabin, with what the party pays there. */
export interface RoomierCategory {
  name: string;
  total: Money;
}

/**
 * `early`: the category's early-booking date and regular price while the quote is at the early price.
 * `roomier`: the sailing's categories where the whole party fits in one cabin, said with their totals when
 * the chosen one takes more (a family of three in a cabin for two pays for two cabins and a single
 * supplement), and by how much the cheapest of them is cheaper (./party-fields.tsx `quoteFor` prices them).
 */
export function partySummary(
  quote: PartyQuote,
  early: ShownFare['early'],
  roomier: readonly RoomierCategory[] = [],
): PartySummary {
  // The two cheapest, the cheaper first, and by how much it is cheaper than the cabins chosen.
  const byTotal = [...roomier].sort((a, b) => a.total.amount - b.total.amount).slice(0, 2);
  const fitting = byTotal.map((c, i) => {
    const saving = c.total.currency === quote.total.currency ? quote.total.amount - c.total.amount : 0;
    const cheaper =
      i === 0 && saving > 0
        ? `, на ${formatMoney({ amount: saving, currency: quote.total.currency })} дешевле`
        : '';
    return `«${c.name}» — ${formatMoney(c.total)}${cheaper}`;
  });
  // Grown-ups go one to a cabin first (shared/pricing/party-total.ts), so a child always shares with one, and
  // a single supplement is a grown-up's: said, so no one reads that a child is alone.
  const withChildren = quote.people > quote.grownUps ? `, в каждой — ${grownUpsEach(quote)}` : '';
  const together = fitting.length
    ? ` Всем вместе хватит места в одной каюте категории ${fitting.join(', или ')}.`
    : '';
  // A parent reads first whether the family is together: «все в одной каюте», then where the child sleeps.
  const extra = quote.extraBeds > 0 ? onExtraBeds(quote) : null;
  return {
    total: `Итого ${forPeople(quote.people)}: ${formatMoney(quote.total)}`,
    cabins:
      quote.cabins > 1
        ? `Размещение: ${cabinsCount(quote.cabins)}${withChildren}${extra ? `; ${extra}${quote.extraBeds === 1 ? ' в одной из них' : ''}` : ''}.${together}`
        : extra
          ? `Размещение: все в одной каюте, ${extra}.`
          : null,
    lines: quote.lines.map(lineOf),
    early:
      quote.early && early ? earlyFareNote(early.until, `${formatMoney(early.regular)} за человека`) : null,
  };
}
