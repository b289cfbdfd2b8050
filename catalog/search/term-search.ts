/**
 * Search by term (`/search/get-by-term`): the matching places, ships, lines, promotions and tag pages,
 * grouped, and the cruises of the best match, nearest departure first, paged. When `cruiseFilters` is set,
 * the cruises are exactly what `/search-cruise` lists for it, so 'все N круизов' keeps its count.
 */
import type { CruiseCard, Page, SearchFilters, TermHit, TermResults } from '../../shared/api/schemas';
import { countMatching, searchCruises } from '../store/search';
import type { Model } from '../store/model';
import type { DayView } from '../store/views';
import { TERM_GROUP_OF_KIND } from '../../shared/search/term-groups';
import { searchTermIndex, termIndexOf, type ScoredDoc, type TermKind } from './term-index';

/** A list filter takes at most this many values. */
const LIST_MAX = 20;
/** Matches of the best one's kind scoring at least this share of it list their cruises together ('Александр'). */
const TIE_SHARE = 0.75;

const LIST_FACET: Partial<Record<TermKind, 'region' | 'country' | 'port' | 'ship' | 'line'>> = {
  region: 'region',
  country: 'country',
  port: 'port',
  ship: 'ship',
  line: 'line',
};

function toHit({ doc }: ScoredDoc): TermHit {
  const { kind, slug, name, subtitle, href, shipKind } = doc;
  return { kind, slug, name, subtitle, href, ...(shipKind ? { shipKind } : {}) };
}

type CruiseSource = { filters: SearchFilters } | { calls: string };

/**
 * A matching collection of regions that holds every matched region, if any: 'Средиземное' names the two
 * Mediterranean regions, and the collection «Круизы по Средиземному морю» the whole sea with the Adriatic,
 * so the list is the collection's and its count the collection's.
 */
function wholeSeaOf(hits: ScoredDoc[], regions: string[]): SearchFilters | null {
  const holding = hits
    .map((h) => h.doc.filters)
    .filter((f) => Object.keys(f).length === 1 && regions.every((r) => f.region?.includes(r)));
  holding.sort((a, b) => a.region!.length - b.region!.length);
  return holding[0] ?? null;
}

/**
 * Where the cruises come from: the first match that has any. A port gives the cruises calling there (the
 * port filter of /search-cruise is the departure port, so there is no equal filter); anything else gives
 * its filters, joined with its near-equal neighbours of the same kind ('Александр': four ships).
 */
function cruiseSourceOf(view: DayView, hits: ScoredDoc[]): CruiseSource | null {
  for (const lead of hits) {
    if (lead.doc.kind === 'port') {
      if (lead.doc.cruises > 0) return { calls: lead.doc.name };
      continue;
    }
    const facet = LIST_FACET[lead.doc.kind];
    let filters: SearchFilters = lead.doc.filters;
    if (facet) {
      const slugs = hits
        .filter((h) => h.doc.kind === lead.doc.kind && h.doc.cruises > 0 && h.score >= lead.score * TIE_SHARE)
        .slice(0, LIST_MAX)
        .map((h) => h.doc.slug);
      filters = { [facet]: slugs.length > 0 ? slugs : [lead.doc.slug] };
      if (facet === 'region') filters = wholeSeaOf(hits, filters.region!) ?? filters;
    }
    if (countMatching(view, filters) > 0) return { filters };
  }
  return null;
}

/** Cruises calling at a port, nearest departure first (the day's entries are in date order). */
function cruisesCalling(view: DayView, port: string, page: number, pageSize: number): Page<CruiseCard> {
  const all = view.entries.filter((e) => e.card.route.includes(port));
  const items = all.slice((page - 1) * pageSize, page * pageSize).map((e) => e.card);
  return { items, total: all.length, page, pageSize, pages: Math.ceil(all.length / pageSize) };
}

export function searchByTerm(
  model: Model,
  view: DayView,
  { term, limit, page }: { term: string; limit: number; page: number },
): TermResults {
  const hits = searchTermIndex(termIndexOf(model, view), term);
  const source = cruiseSourceOf(view, hits);
  const cruiseFilters = source && 'filters' in source ? source.filters : null;
  const cruises = cruiseFilters
    ? searchCruises(view, { ...cruiseFilters, sort: 'date', page, pageSize: limit })
    : source && 'calls' in source
      ? cruisesCalling(view, source.calls, page, limit)
      : { items: [], total: 0, page, pageSize: limit, pages: 0 };
  const results: TermResults = {
    term,
    best: hits.slice(0, limit).map(toHit),
    cruises,
    cruiseFilters,
    regions: [],
    countries: [],
    ports: [],
    ships: [],
    cruiseLines: [],
    promotions: [],
    tagPages: [],
    total: cruises.total + hits.length,
  };
  for (const hit of hits) {
    const group = results[TERM_GROUP_OF_KIND[hit.doc.kind]];
    if (group.length < limit) group.push(toHit(hit));
  }
  return results;
}
