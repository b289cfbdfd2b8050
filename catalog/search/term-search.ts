/**
 * Search by term (`/search/get-by-term`): the matching places, ships, lines, promotions and tag pages,
 * grouped, and the cruises of the best match, nearest departure first (cheapest first for «недорого»),
 * paged, with what the term asks besides names (./query-intent.ts: dates, length, departure) as filters.
 * The cruises are exactly what `/search-cruise` lists for `cruiseFilters`, so 'все N круизов' keeps its count.
 */
import type { SearchFilters, TermHit, TermResults } from '../../shared/api/schemas';
import { countMatching, searchCruises } from '../store/search';
import type { Model } from '../store/model';
import { isActive, type DayView } from '../store/views';
import { TERM_GROUP_OF_KIND } from '../../shared/search/term-groups';
import { readIntent, type QueryIntent } from './query-intent';
import { indexTerms, namesSomething, queryTerms, queryWords } from './russian-terms';
import { notSoldPlace } from './not-sold';
import { replaceWords } from '../../shared/search/fold';
import { applySynonyms, englishInRussian } from '../../shared/search/synonyms';
import { inCaseOf, spelledAsFound } from '../../shared/search/corrections';
import { searchTermIndex, termIndexOf, type ScoredDoc, type TermIndex, type TermKind } from './term-index';

/** A list filter takes at most this many values. */
const LIST_MAX = 20;
/** Matches of the best one's kind scoring at least this share of it list their cruises together ('Александр'). */
const TIE_SHARE = 0.75;

/** The list filter of each kind of place: a port lists the cruises that call there, its departures included. */
const LIST_FACET: Partial<Record<TermKind, 'region' | 'country' | 'callsAt' | 'ship' | 'line'>> = {
  region: 'region',
  country: 'country',
  port: 'callsAt',
  ship: 'ship',
  line: 'line',
};

function toHit({ doc }: ScoredDoc): TermHit {
  const { kind, slug, name, subtitle, href, shipKind, cases } = doc;
  return { kind, slug, name, subtitle, href, ...(shipKind ? { shipKind } : {}), ...(cases ? { cases } : {}) };
}

/**
 * The ports a route or a departure names are among the hits, so the page can say the route («Из Москвы с
 * заходом на Валаам») and show both: 'Москва Валаам' matched Valaam alone.
 */
function withRoutePorts(index: TermIndex, hits: ScoredDoc[], named: readonly string[]): ScoredDoc[] {
  const missing = named.filter((slug) => !hits.some((h) => h.doc.kind === 'port' && h.doc.slug === slug));
  return [
    ...hits,
    ...docsOf(
      index,
      missing.map((slug) => `port:${slug}`),
    ),
  ];
}

/** The index's documents of `kind:slug` keys, in their order, unscored; a key it lacks is left out. */
function docsOf(index: TermIndex, keys: readonly string[]): ScoredDoc[] {
  return keys.flatMap((key) => {
    const doc = index.docs.find((d) => `${d.kind}:${d.slug}` === key);
    return doc
      ? [{ doc, score: 0, allWords: false, spelledOut: false, asTyped: false, byContext: false }]
      : [];
  });
}

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
 * The filters of the first match that has cruises, joined with its near-equal neighbours of the same kind
 * ('Александр': four ships).
 */
function filtersOf(view: DayView, hits: ScoredDoc[]): SearchFilters | null {
  for (const lead of hits) {
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
    if (countMatching(view, filters) > 0) return filters;
  }
  return null;
}

/**
 * The port a place name means, if it is one cruises leave from: 'из Самары', 'Москва' in 'Москва Казань'.
 * The best port among the near-equal best matches, not only a port that is the best: a collection or
 * region named after the city may spell out the form typed and score first ('из Петербурга' is in «Круизы
 * из Санкт-Петербурга», not in the port's «Санкт-Петербург»).
 */
function departurePort(index: TermIndex, view: DayView, words: string[]): string | null {
  const hits = searchTermIndex(index, words.join(' '));
  const lead = hits[0];
  if (!lead) return null;
  const port = hits.find((h) => h.doc.kind === 'port' && h.score >= lead.score * TIE_SHARE);
  if (!port) return null;
  return countMatching(view, { port: [port.doc.slug] }) > 0 ? port.doc.slug : null;
}

/** Two ports a term names as a route: the first a departure, the second a call (the same: a departure alone). */
interface Route {
  from: string;
  to: string;
}

/**
 * Two places without «из» («Москва Казань», «Нижний Новгород Самара»): the first is the departure, the
 * second a call. `sails` is false when no cruise goes so («Москва Астрахань»); null when the words are not
 * two ports.
 */
function routeOf(index: TermIndex, view: DayView, words: string[]): (Route & { sails: boolean }) | null {
  let missed: Route | null = null;
  for (let cut = 1; cut < words.length; cut++) {
    const from = departurePort(index, view, words.slice(0, cut));
    const to = searchTermIndex(index, words.slice(cut).join(' '))[0];
    if (!from || to?.doc.kind !== 'port' || to.doc.slug === from) continue;
    if (countMatching(view, { port: [from], callsAt: [to.doc.slug] }) > 0)
      return { from, to: to.doc.slug, sails: true };
    missed ??= { from, to: to.doc.slug };
  }
  return missed ? { ...missed, sails: false } : null;
}

/**
 * Two names of different kinds that no one match has both of («MSC Средиземное море», «Costa Норвегия»,
 * «Волга Водоход»): the cruises of the one that go to the other, when there are any. Each part must name
 * something (not «круиз» alone) and be a name as typed, no typo away (not «Белое» for Бельгия), and the
 * two must filter different facets. Not when one name has all the words as typed («Роял Карибиан»).
 */
function pairOf(
  index: TermIndex,
  view: DayView,
  words: string[],
  best: ScoredDoc,
): { filters: SearchFilters | null; missedOffer?: string } {
  if (best.allWords && best.asTyped) return { filters: null };
  const nameOf = (part: string[]) => {
    const text = part.join(' ');
    const hits = namesSomething(text) ? searchTermIndex(index, text) : [];
    return hits[0]?.allWords && hits[0].asTyped ? hits : null;
  };
  let empty: SearchFilters | null = null;
  let missedOffer: string | undefined;
  for (let cut = 1; cut < words.length; cut++) {
    const first = nameOf(words.slice(0, cut));
    const second = nameOf(words.slice(cut));
    if (!first || !second) continue;
    const a = filtersOf(view, first);
    const b = filtersOf(view, second);
    if (!a || !b) continue;
    const calls = bothCalls(view, a, b);
    if (calls) return { filters: calls };
    if (Object.keys(a).some((facet) => facet in b)) continue;
    const both = { ...a, ...b };
    if (countMatching(view, both) > 0) return { filters: both };
    // An offer is no place: «горящие круизы по Волге» lists the Volga, and says that none of it is under
    // the offer (`missedOffer`); so does «с детьми по Волге» (MSC's children's offer is a sea line's).
    if (a.promotion || b.promotion) missedOffer ??= (a.promotion ?? b.promotion)!;
    else empty ??= both;
  }
  // Two names whose cruises never meet («новый год на Волге»): the list is empty and the page says so,
  // rather than one name's cruises with the other silently dropped.
  if (empty) return { filters: empty };
  return { filters: null, ...(missedOffer ? { missedOffer } : {}) };
}

/**
 * Two ports of call («Валаам Кижи»): the cruises that call at both, when those are exactly one port's (every
 * cruise to Kizhi calls at Valaam too). The search's `callsAt` is «any of», so «both» has a list only then.
 */
function bothCalls(view: DayView, a: SearchFilters, b: SearchFilters): SearchFilters | null {
  const onePort = (f: SearchFilters) =>
    Object.keys(f).length === 1 && f.callsAt?.length === 1 ? f.callsAt[0] : null;
  const x = onePort(a);
  const y = onePort(b);
  if (!x || !y || x === y) return null;
  const both = view.entries.filter((e) => e.callsAt.includes(x) && e.callsAt.includes(y)).length;
  if (both === 0) return null;
  const port = [x, y].find((p) => countMatching(view, { callsAt: [p] }) === both);
  return port ? { callsAt: [port] } : null;
}

/**
 * The list's filters: the names' (a place, ship, line, offer or collection), from «из» the departure, and
 * the intent's dates and length on top. Without names (`недорого`, `круизы в июле`) every cruise the intent
 * allows; null when the term names nothing that has cruises. A route no cruise sails («Москва Астрахань»)
 * lists the cruises that call at its second port, and says so (`missedRoute`), rather than every cruise of
 * either port.
 */
function cruiseFiltersOf(
  index: TermIndex,
  view: DayView,
  intent: QueryIntent,
  hits: ScoredDoc[],
): { filters: SearchFilters | null; missedRoute?: Route; missedOffer?: string } {
  const rest = intent.rest.join(' ');
  const from = intent.from.length ? departurePort(index, view, intent.from) : null;
  let names: SearchFilters | null = null;
  let missedRoute: Route | undefined;
  let missedOffer: string | undefined;
  if (from) {
    const others = intent.rest.filter((w) => !intent.from.includes(w)).join(' ');
    names = {
      ...(namesSomething(others) ? filtersOf(view, searchTermIndex(index, others)) : null),
      port: [from],
    };
  } else if (namesSomething(rest)) {
    const twoNames = hits.length > 0 && mayBeRoute(hits[0], rest);
    // «круиз Москва Астрахань»: a word that names only a cruise is no part of a route or a pair.
    const nameWords = intent.rest.filter((w) => namesSomething(w));
    const route = twoNames ? routeOf(index, view, nameWords) : null;
    if (route?.sails) names = { port: [route.from], callsAt: [route.to] };
    else if (route && countMatching(view, { callsAt: [route.to] }) > 0) {
      names = { callsAt: [route.to] };
      missedRoute = { from: route.from, to: route.to };
    } else {
      const pair = twoNames ? pairOf(index, view, nameWords, hits[0]) : null;
      names = pair?.filters ?? filtersOf(view, hits);
      // Said only of the list shown: none of its cruises is under the offer.
      const offer = pair?.missedOffer;
      if (offer && names && countMatching(view, { ...names, promotion: offer }) === 0) missedOffer = offer;
    }
    if (!names) return { filters: null };
    // «из Стамбула»: a port no cruise leaves from lists the cruises calling there, and says so.
    const asked = intent.from.length ? searchTermIndex(index, intent.from.join(' '))[0] : undefined;
    const callsOnly = names.callsAt?.length === 1 ? names.callsAt[0] : null;
    if (!missedRoute && asked?.doc.kind === 'port' && callsOnly === asked.doc.slug)
      missedRoute = { from: callsOnly, to: callsOnly };
  }
  const filters: SearchFilters = { ...names, ...intent.filters };
  // «скидка пенсионерам» names its offer: «any offer» on top says nothing more.
  if (filters.promotion) delete filters.onOffer;
  return { filters, ...(missedRoute ? { missedRoute } : {}), ...(missedOffer ? { missedOffer } : {}) };
}

/**
 * Two names that no one match has both of in its own name ('Москва Валаам': Valaam only by its region's
 * name) may be a route between two ports.
 */
function mayBeRoute(best: ScoredDoc, rest: string): boolean {
  return queryWords(rest).length > 1 && (!best.allWords || !best.spelledOut);
}

const byCruises = (a: ScoredDoc, b: ScoredDoc) => b.doc.cruises - a.doc.cruises;

/**
 * The term names one or more ports, in their own words (2026-11-28): every word of it is a word of the name
 * or slug of a port found by name, and no region or country is the best match or named by exactly its
 * words. «Питер», «в Москве», «Казань», «Москва Казань» name ports; «Волга», «Норвегия», «Волго-Балт» and
 * «Москва Петербург» (the region «Москва — Санкт-Петербург», first) name a place whose ports are what it is
 * about, and «пет» is a name still being typed.
 */
function namesPorts(hits: readonly ScoredDoc[], terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const asked = new Set(terms);
  const termsOf = (doc: ScoredDoc['doc']) => new Set(indexTerms(`${doc.name} ${doc.aliases}`));
  const exactly = (doc: ScoredDoc['doc']) => {
    const own = new Set(indexTerms(doc.name));
    return own.size === asked.size && [...asked].every((t) => own.has(t));
  };
  const isArea = (h: ScoredDoc) => h.doc.kind === 'region' || h.doc.kind === 'country';
  if ((hits[0] && isArea(hits[0])) || hits.some((h) => isArea(h) && exactly(h.doc))) return false;
  const ports = hits.filter((h) => h.doc.kind === 'port' && !h.byContext).map((h) => termsOf(h.doc));
  return [...asked].every((t) => ports.some((own) => own.has(t)));
}

export function searchByTerm(
  model: Model,
  view: DayView,
  { term, limit, page }: { term: string; limit: number; page: number },
): TermResults {
  const index = termIndexOf(model, view);
  const intent = readIntent(term, view.today);
  const rest = intent.rest.join(' ');
  // A term of dates, lengths and prices alone ('9 мая', 'на выходные') shows only a name it spells out
  // (the collection «Круизы выходного дня» and Infoflot's offer for 'круизы выходного дня'), not what is a
  // letter or two from it.
  // «скидки» alone: every offer that runs today is a hit, as its list is every cruise under one.
  const running = (slug: string) => {
    const p = model.promotionBySlug.get(slug);
    return p !== undefined && isActive(p, view.today);
  };
  const named = namesSomething(rest);
  // The words that name something, as the index reads them: for the places not sold and the ports named.
  const specific = queryTerms(applySynonyms(rest)).specific;
  const matches = named
    ? searchTermIndex(index, rest)
    : searchTermIndex(index, term).filter(
        (h) => h.spelledOut || (intent.filters.onOffer && h.doc.kind === 'promotion' && running(h.doc.slug)),
      );
  // «Байкал», «Чёрное море»: a place no sailing goes to, said as such (./not-sold.ts), not what shares a word
  // or is a letter away («Валдай» is no typo of Valaam).
  const unsold =
    named && !matches.some((h) => h.allWords && h.asTyped)
      ? notSoldPlace(specific, matches.length > 0)
      : null;
  const found = unsold ? [] : matches;
  // Found only by forgiving a typo ('Валдай' is Valaam a letter away): the answer says what it read the term
  // as, so that the site says so as it says a corrected spelling (shared/search/corrections.ts), and lists
  // the cruises of that one name, not of every name as far ('Казнь': Kazan, not Cannes too).
  const typoOnly = found.length > 0 && !found.some((h) => h.asTyped);
  const {
    filters: cruiseFilters,
    missedRoute,
    missedOffer,
  } = cruiseFiltersOf(index, view, intent, typoOnly ? found.slice(0, 1) : found);
  const routePorts = missedRoute
    ? [missedRoute.from, missedRoute.to]
    : cruiseFilters?.port
      ? [...cruiseFilters.port, ...(cruiseFilters.callsAt ?? [])]
      : [];
  // A term that names ports lists them, not the ports related to them by a region («Питер» is Petersburg, not
  // also Valaam, Moscow and the seven other ports of «Москва — Санкт-Петербург»); the list of cruises above
  // was chosen from every match, as before.
  const ownPorts = namesPorts(found, specific);
  const shown = ownPorts ? found.filter((h) => !(h.doc.kind === 'port' && h.byContext)) : found;
  const hits = withRoutePorts(index, shown, routePorts);
  const sort = intent.sort ?? 'date';
  const cruises = cruiseFilters
    ? searchCruises(view, { ...cruiseFilters, sort, page, pageSize: limit })
    : { items: [], total: 0, page, pageSize: limit, pages: 0 };
  // An English name is read as the Russian one and said so, as a typo forgiven is («Mediterranean» →
  // «Средиземноморье»), spelled as the names found spell it; a typo's word in the letter case it was typed
  // in («норвежкие фьорды» → «норвежские фьорды», «Валаан» → «Валаам»).
  const english = englishInRussian(term);
  const typoFixed = (text: string) =>
    replaceWords(text, (w, typed) => {
      const word = found[0].typos?.get(w);
      return word && inCaseOf(typed, word);
    });
  const read = typoOnly ? typoFixed(english ?? term) : english;
  const names = hits.map((h) => h.doc.name);
  const readAs = read === null ? term : spelledAsFound(read, names);
  const results: TermResults = {
    term,
    ...(readAs !== term ? { readAs } : {}),
    best: hits.slice(0, limit).map(toHit),
    cruises,
    cruiseFilters,
    ...(intent.sort ? { cruiseSort: intent.sort } : {}),
    ...(missedRoute ? { missedRoute } : {}),
    ...(missedOffer ? { missedOffer } : {}),
    ...(unsold ? { notSold: { what: unsold.what, see: docsOf(index, unsold.see).map(toHit) } } : {}),
    regions: [],
    countries: [],
    ports: [],
    ships: [],
    cruiseLines: [],
    promotions: [],
    tagPages: [],
    total: cruises.total + hits.length,
  };
  // In a group, the places that match by name come first, as they scored; those that match only by their
  // region's name ('Волга': its towns) follow by their cruises, Moscow and Kazan before Astrakhan.
  const grouped = [...hits.filter((h) => !h.byContext), ...hits.filter((h) => h.byContext).sort(byCruises)];
  for (const hit of grouped) {
    const group = results[TERM_GROUP_OF_KIND[hit.doc.kind]];
    if (group.length < limit) group.push(toHit(hit));
  }
  return results;
}
