/** What a term asked for besides names, in words (the catalogue reads it: catalog/search/query-intent.ts). */
import type { SearchFilters, SearchSort, TermHit, TermResults } from '../../../shared/api/schemas';
import { capitalize, formatFromTo, formatInMonth } from '../../../shared/format';
import { fromPlace, toPlace } from '../../../shared/russian/place-cases';
import { NIGHTS_LABEL, SORT_LABEL, valueLabel } from '../search-cruise/labels';

/** A port among the hits, `из …` and `в …` in its trusted forms; null for a form it has not. */
function portWords(hits: readonly TermHit[], slug: string | undefined) {
  const port = slug ? hits.find((h) => h.kind === 'port' && h.slug === slug) : undefined;
  return { from: port ? fromPlace(port) : null, to: port ? toPlace(port) : null };
}

/**
 * A route the list follows, from the ports among the hits: `из Казани в Самару` (as cruise sites say it of a
 * round trip through Samara and of a one-way ending there alike: «с заходом» is wrong for the latter);
 * `из Самары` alone. A port without trusted forms is not named (no case is guessed).
 */
function routeWords(filters: SearchFilters, hits: readonly TermHit[]): string {
  if (filters.port?.length !== 1) return '';
  const fromText = portWords(hits, filters.port[0]).from;
  if (!fromText) return '';
  const toText = filters.callsAt?.length === 1 ? portWords(hits, filters.callsAt[0]).to : null;
  return toText ? `${fromText} ${toText}` : fromText;
}

/**
 * What the term asked for besides names, as the list applies it: `Из Казани в Самару, в июле
 * 2027 г., 4–7 ночей, сначала дешевле`; empty when it asked for nothing else.
 */
export function askedFor(
  filters: SearchFilters,
  sort: SearchSort | undefined,
  hits: readonly TermHit[] = [],
): string {
  const parts = [
    routeWords(filters, hits),
    filters.month ? formatInMonth(filters.month) : '',
    filters.dateFrom && filters.dateTo ? formatFromTo(filters.dateFrom, filters.dateTo) : '',
    filters.nights ? NIGHTS_LABEL[filters.nights] : '',
    // «От 100 000 ₽ до 200 000 ₽», «до 50 000 ₽»: the chips' words.
    (['priceMin', 'priceMax'] as const)
      .flatMap((key) => (filters[key] === undefined ? [] : [valueLabel(key, String(filters[key]), null)]))
      .join(' '),
    filters.onOffer ? 'только по акции' : '',
    // «Выходного дня» alone is no phrase: «В июле, на выходные».
    filters.weekend ? 'на выходные' : '',
    sort && sort !== 'date' ? SORT_LABEL[sort].toLowerCase() : '',
  ].filter(Boolean);
  return parts.length ? capitalize(parts.join(', ')) : '';
}

/**
 * A route the term names that no cruise sails, and what the list shows instead: `Круизов из Москвы в
 * Астрахань в продаже нет. Ниже — круизы с заходом в Астрахань.`; empty when a port has no trusted forms.
 */
export function missedRouteText(
  missed: NonNullable<TermResults['missedRoute']>,
  hits: readonly TermHit[],
): string {
  const fromText = portWords(hits, missed.from).from;
  const toText = portWords(hits, missed.to).to;
  if (!fromText || !toText) return '';
  // A departure alone: «Круизов из Стамбула в продаже нет. Ниже — круизы с заходом в Стамбул.»
  const route = missed.from === missed.to ? fromText : `${fromText} ${toText}`;
  return `Круизов ${route} в продаже нет. Ниже — круизы с заходом ${toText}.`;
}

/**
 * An offer the term names that none of the listed cruises is under («горящие круизы по Волге»): `Ни один из
 * этих круизов не продаётся по акции «Горящие круизы».`; empty when the offer is not among the hits.
 */
export function missedOfferText(slug: string, hits: readonly TermHit[]): string {
  const offer = hits.find((h) => h.kind === 'promotion' && h.slug === slug);
  return offer ? `Ни один из этих круизов не продаётся по акции «${offer.name}».` : '';
}
