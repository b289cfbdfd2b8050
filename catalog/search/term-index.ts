/**
 * The term engine's index: every place, ship, line, promotion and tag page of the day's catalogue as one
 * MiniSearch document (BM25 ranking, prefix and typo-tolerant matching), with the Russian term processing
 * of russian-terms.ts. Built once per day view; searching it is a few hundred microseconds.
 */
import { byEar } from './english-names';
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  SearchFilters,
  type CruiseKind,
  type PlaceCases,
  type SearchFilters as Filters,
} from '../../shared/api/schemas';
import { catalogCases } from '../store/place-cases';
import { shipNoun } from '../../shared/russian/vessel';
import { formatCount, formatCruises, lowerFirst, NOUN_FORMS } from '../../shared/format';
import { href } from '../../shared/routes';
import { foldText, foldWords, hasLatin, WORD } from '../../shared/search/fold';
import { applySynonyms } from '../../shared/search/synonyms';
import { latinToCyrillic } from '../../shared/search/transliterate';
import type { Model } from '../store/model';
import { countMatching } from '../store/search';
import type { DayView } from '../store/views';
import {
  DESCRIPTOR_STEMS,
  indexTerms,
  kindOfQuery,
  namesSomething,
  queryTerms,
  queryWords,
} from './russian-terms';

export type TermKind = 'region' | 'country' | 'port' | 'ship' | 'line' | 'promotion' | 'tag';

interface TermDoc {
  id: number;
  kind: TermKind;
  slug: string;
  name: string;
  subtitle: string;
  href: string;
  /** The /search-cruise filters listing this document's cruises. */
  filters: Filters;
  /** Upcoming cruises: breaks ties between equally good matches. */
  cruises: number;
  /** Indexed text: other names (the slug, which is the name in Latin letters). */
  aliases: string;
  /** Indexed as the name: a Latin name as Russians write it ('Коста Круизес'). */
  cyrillicName: string;
  /** Indexed text that relates the document to a place without naming it (a region's countries). */
  context: string;
  /** The name's words as typed (not indexed): a query with all of them ranks the document higher. */
  nameWords: ReadonlySet<string>;
  /** A ship's kind: the hit says `Теплоход` or `Лайнер`. */
  shipKind?: CruiseKind;
  /** A port's case forms (catalog/store/place-cases.ts). */
  cases?: PlaceCases;
}

export interface TermIndex {
  docs: TermDoc[];
  search: MiniSearch<TermDoc>;
  /** The words of the names as written, by their index term: 'фьорд' → «фьорды», «фьордам», «Фьорды». */
  forms: ReadonlyMap<string, readonly string[]>;
}

export interface ScoredDoc {
  doc: TermDoc;
  score: number;
  /** It has every word of the query; false when only some words matched anything ('Москва Казань'). */
  allWords: boolean;
  /** Its own name has every word of the query as typed ('Александр' in «Александр Грин»). */
  spelledOut: boolean;
  /** Every word it matched, it matched as typed (a form or a beginning of it), none by a typo. */
  asTyped: boolean;
  /**
   * On the best match of a search that found nothing as typed: the words of the query it matched only by
   * forgiving a typo, each with its own word it took it for (folded), 'валдай' → 'валаам'.
   */
  typos?: ReadonlyMap<string, string>;
  /** Matched only by what relates it to the place asked for, not by a name ('Казань' for 'Волга'). */
  byContext: boolean;
}

/** What people type for any offer ('акции', 'скидки'): every current promotion answers them. */
const OFFER_WORDS = 'акция скидка распродажа спецпредложение';

/** The page each kind of document opens. */
const HREF_OF: Record<TermKind, (slug: string) => string> = {
  region: href.region,
  country: href.country,
  port: href.port,
  ship: href.ship,
  line: href.cruiseLine,
  promotion: href.promotion,
  tag: href.landing,
};

/** What a document says and finds besides its name; `filters` default to the search by this one place. */
interface DocFacts {
  /** What a hit's kind label does not say already: 'речной', the country, the line. */
  fact: string;
  cruises: number;
  filters?: Filters;
  context?: string;
  /** The name is in Latin letters: index it as Russians write it in Cyrillic too. */
  cyrillicAlias?: boolean;
  shipKind?: CruiseKind;
  cases?: PlaceCases;
}

type PlaceKind = 'region' | 'country' | 'port' | 'ship' | 'line';

/** What people call the ships of a kind of cruise: 'теплоход' finds «Речные круизы», 'лайнер' «Морские». */
const VESSEL_WORDS: Record<CruiseKind, string> = { river: 'теплоход пароход', sea: 'лайнер' };

function buildDocs(model: Model, view: DayView): Omit<TermDoc, 'id'>[] {
  const count = (m: Map<number, { count: number }>, id: number) => m.get(id)?.count ?? 0;
  const slugWords = (slug: string) => slug.replace(/-/g, ' ');
  // A Latin name as Russians write it in Cyrillic: 'Коста', 'Роял Карибиан'; letter for letter and by ear
  // ('Айкон оф зе Сиз', ./english-names.ts).
  const inCyrillic = (name: string) => {
    if (!hasLatin(name)) return '';
    const folded = foldText(name);
    return [latinToCyrillic(folded), byEar(folded)].filter(Boolean).join(' ');
  };
  const termDoc = (
    kind: TermKind,
    { slug, name }: { slug: string; name: string },
    { fact, cruises, filters, context = '', cyrillicAlias, shipKind, cases }: DocFacts,
  ): Omit<TermDoc, 'id'> => {
    const cyrillicName = cyrillicAlias ? inCyrillic(name) : '';
    return {
      kind,
      slug,
      name,
      // 'речной · 146 круизов'
      // A place with nothing on sale says so: 'Венеция · Италия' alone read as if its cruises were there.
      subtitle: [fact, cruises > 0 ? formatCruises(cruises) : 'круизов в продаже нет']
        .filter(Boolean)
        .join(' · '),
      href: HREF_OF[kind](slug),
      filters: filters ?? { [kind as PlaceKind]: [slug] },
      cruises,
      aliases: slugWords(slug),
      cyrillicName,
      context,
      // A Latin name typed in Cyrillic is the name as typed too: 'Коста' is Costa Cruises by name, as
      // much as the port of Коста-Майя; but a word that says only «a cruise» is no brand's word: «круиз» is
      // not Norwegian Cruise Line by its Cyrillic spelling («норвежиан круиз лайн»).
      nameWords: new Set([...queryWords(name), ...queryWords(cyrillicName).filter((w) => namesSomething(w))]),
      ...(shipKind ? { shipKind } : {}),
      ...(cases ? { cases } : {}),
    };
  };
  const countriesOfRegion = new Map<number, Set<string>>();
  for (const port of model.ports) {
    for (const regionId of port.regionIds) {
      const set =
        countriesOfRegion.get(regionId) ?? countriesOfRegion.set(regionId, new Set()).get(regionId)!;
      set.add(model.countryById.get(port.countryId)!.name);
    }
  }
  const docs: Omit<TermDoc, 'id'>[] = [];
  for (const r of model.regions) {
    docs.push(
      termDoc('region', r, {
        fact: r.kind === 'sea' ? 'морской' : 'речной',
        cruises: count(view.byRegion, r.id),
        context: [...(countriesOfRegion.get(r.id) ?? [])].join(' '),
      }),
    );
  }
  for (const c of model.countries) {
    // What a cruise passenger asks of a country: how many ports the cruises call at, not its capital.
    const ports = model.ports.filter((p) => p.countryId === c.id).length;
    const fact = ports ? formatCount(ports, NOUN_FORMS.port) : '';
    docs.push(termDoc('country', c, { fact, cruises: count(view.byCountry, c.id) }));
  }
  for (const p of model.ports) {
    const country = model.countryById.get(p.countryId)!.name;
    // 'Волга' lists the towns on the Volga too, after the river itself.
    const regions = p.regionIds.map((id) => model.regionById.get(id)!.name);
    const context = [country, ...regions].join(' ');
    const cases = catalogCases(p.name);
    docs.push(termDoc('port', p, { fact: country, cruises: count(view.byPort, p.id), context, cases }));
  }
  for (const s of model.ships) {
    const line = model.lineById.get(s.lineId)!.name;
    const cruises = count(view.byShip, s.id);
    // 'теплоход Лев Толстой', 'лайнер' alone: what the ship is, as people say it.
    const context = `${line} ${shipNoun(s, 'nominative')}`;
    docs.push(termDoc('ship', s, { fact: line, cruises, context, cyrillicAlias: true, shipKind: s.kind }));
  }
  for (const l of model.lines) {
    // 'Компания · речная · 53 круиза', as a region is 'речной': not «круизы» twice.
    const fact = l.kind === 'sea' ? 'морская' : 'речная';
    docs.push(termDoc('line', l, { fact, cruises: count(view.byLine, l.id), cyrillicAlias: true }));
  }
  const ix = view.entries;
  for (const p of model.promotions) {
    if (p.endsAt < view.today) continue;
    docs.push(
      termDoc(
        'promotion',
        { slug: p.slug, name: p.title },
        {
          // An offer that is not a percentage off the price (children free, drinks) says what it is; a
          // percentage is the same on every sailing of the offer.
          fact: p.discountPercent === null ? lowerFirst(p.label) : `скидка ${p.discountPercent}%`,
          cruises: ix.filter((e) => e.promotions.includes(p.slug)).length,
          filters: { promotion: p.slug },
          context: [p.lineId ? model.lineById.get(p.lineId)!.name : '', OFFER_WORDS].join(' '),
        },
      ),
    );
  }
  for (const t of model.tagPages) {
    const filters = SearchFilters.parse(t.filters);
    const related = [
      filters.kind ? VESSEL_WORDS[filters.kind] : undefined,
      ...(filters.region ?? []).map((s) => model.regionBySlug.get(s)?.name),
      ...(filters.country ?? []).map((s) => model.countryBySlug.get(s)?.name),
      ...(filters.port ?? []).map((s) => model.portBySlug.get(s)?.name),
      ...(filters.line ?? []).map((s) => model.lineBySlug.get(s)?.name),
    ];
    docs.push(
      termDoc(
        'tag',
        { slug: t.slug, name: t.h1 },
        {
          fact: '',
          cruises: countMatching(view, filters),
          filters,
          context: related.filter(Boolean).join(' '),
        },
      ),
    );
  }
  return docs;
}

/**
 * Between equally good matches: a place or a line before a page about it ('Волга' the region before the
 * 'Круизы по Волге' page), a line before a port that shares its brand ('Коста' is Costa Cruises, then
 * Коста-Майя), and one with cruises before one without ('Валга' is the Volga, not Valaam).
 */
const KIND_WEIGHT: Record<TermKind, number> = {
  region: 1.15,
  country: 1.15,
  line: 1.3,
  port: 1,
  ship: 1,
  promotion: 0.8,
  tag: 0.85,
};

function docBoost(doc: TermDoc): number {
  return KIND_WEIGHT[doc.kind] * (1 + 0.1 * Math.log10(1 + doc.cruises));
}

const indexes = new WeakMap<DayView, TermIndex>();

/** A document matching the generic words of the query too ('круизы') scores this much higher. */
const WHOLE_PHRASE_BOOST = 1.5;
/**
 * A document whose name has every word of the query as typed scores this much higher: 'Александр' is the
 * four ships of that name before 'Александрия', which the stemmer reduces to the same stem.
 */
const WORD_AS_TYPED_BOOST = 1.3;
/**
 * A query that names only a kind of cruise ('теплоход', 'речной') leads with that kind's page («Речные
 * круизы по России», every river cruise), not with the lines that have 'речное' in their names.
 */
const KIND_PAGE_BOOST = 3;

/** The share of a term's letters MiniSearch forgives as typos, and the most it forgives. */
const FUZZY = 0.25;
const MAX_TYPOS = 2;

const isKindPage = (doc: TermDoc, kind: CruiseKind) =>
  doc.filters.kind === kind && Object.keys(doc.filters).length === 1;

export function termIndexOf(model: Model, view: DayView): TermIndex {
  let index = indexes.get(view);
  if (!index) {
    const docs = buildDocs(model, view).map((d, id) => ({ ...d, id }));
    const search = new MiniSearch<TermDoc>({
      fields: ['name', 'aliases', 'context'],
      // One field for both spellings of a name: a word's rarity is counted among names, so 'Коста' in
      // Costa's six names is no weaker than in the one of Коста-Майя.
      extractField: (doc, field) =>
        field === 'name' ? `${doc.name} ${doc.cyrillicName}` : String(doc[field as keyof TermDoc]),
      tokenize: indexTerms,
      processTerm: (term) => term,
      searchOptions: {
        tokenize: (text) => text.split(' ').filter(Boolean),
        processTerm: (term) => term,
        boost: { name: 3, aliases: 1.5, context: 0.6 },
        // Short terms only complete; longer ones forgive one typo, and two from eight letters on.
        prefix: (term) => term.length >= 2,
        fuzzy: (term) => (term.length >= 4 ? FUZZY : false),
        maxFuzzy: MAX_TYPOS,
        weights: { fuzzy: 0.3, prefix: 0.4 },
        boostDocument: (id) => docBoost(docs[id as number]),
      },
    });
    search.addAll(docs);
    const forms = new Map<string, string[]>();
    for (const word of docs.flatMap((d) => d.name.match(WORD) ?? [])) {
      const [term] = indexTerms(word);
      const known = forms.get(term) ?? [];
      if (term !== undefined && !known.includes(word)) forms.set(term, [...known, word]);
    }
    index = { docs, search, forms };
    indexes.set(view, index);
  }
  return index;
}

const isNumber = (term: string) => /^\d+$/.test(term);

/** Letters one word must change to become another (Levenshtein): 'норвежк' is 1 from 'норвежск', 2 from 'норвег'. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + Number(a[i - 1] !== b[j - 1]));
    row = next;
  }
  return row[b.length];
}

/**
 * Documents matching the term, best first. Every word must match ('Ростов на Дону' is the port, not
 * every 'Дон'); if no document has them all, any word may ('Москва Казань'). Ties go to more cruises.
 */
export function searchTermIndex(index: TermIndex, term: string): ScoredDoc[] {
  const expanded = applySynonyms(term);
  const { specific, all } = queryTerms(expanded);
  // A number names nothing on its own (2026-11-28): the intent reader took those it reads (nights, days, a
  // price, a year, a day of a month), and one left over is no name. «abc 1» had found «Короткие круизы на
  // 1–3 ночи» by its «1»; a number with a word of a name still narrows it («Короткие 1»).
  if (specific.every(isNumber)) return [];
  // As typed: a word's stem (its forms), a longer word that begins with the word typed ('норв', 'волго'
  // complete while being typed), or a longer stem that the word typed begins with (Snowball stems 'Дубай'
  // «дуба», 'Дубая' «дуб»). A word's stem alone is no beginning: 'Норвегия' is not 'Norwegian'
  // («норвегиан»), 'Обь' (stem «об») not «объединённое», nor 'Волга' 'Волгоград' by name (the towns on the
  // Volga come by their region).
  const typedWords = queryWords(expanded);
  const asTyped = (q: string) => (t: string) =>
    t === q || (t.startsWith(q) && typedWords.some((w) => t.startsWith(w) || w.startsWith(t)));
  // What else a word may match: a beginning only as typed, and a typo only with the word's first letter, as
  // Elasticsearch's `prefix_length: 1`: 'Валга' is the Volga, 'yalta' not Malta. A longer word a typo away
  // is a typo, not a beginning: «ярославь» (stem «ярослав») is Ярославль («ярославл»), one letter away.
  const isTypo = (q: string, t: string) =>
    q.length >= 4 && t.length - q.length <= Math.min(MAX_TYPOS, Math.round(q.length * FUZZY));
  const matches = (q: string) => (t: string) =>
    t.startsWith(q) ? asTyped(q)(t) || isTypo(q, t) : t[0] === q[0];
  const search = (terms: string[], combineWith: 'AND' | 'OR'): SearchResult[] =>
    index.search.search({
      combineWith,
      // Word by word, so each document term a word reaches is judged against that word; a zero boost drops it.
      queries: terms.map((q) => ({
        queries: [q],
        boostDocument: (id: number, t: string) => (matches(q)(t) ? docBoost(index.docs[id]) : 0),
      })),
    });
  let results = search(specific, 'AND');
  const allWords = results.length > 0;
  // Some of the words: a document matched only by what kind of place it is ('острова') or by a number is not
  // one asked for.
  if (!allWords)
    results = search(specific, 'OR').filter((r) =>
      r.queryTerms.some((q) => !DESCRIPTOR_STEMS.has(q) && !isNumber(q)),
    );
  // A typo is forgiven only when nothing has the words as typed: 'Генуя' is Genoa, not also 'Александр
  // Бенуа' one letter away; 'Валга' is still the Volga. Every query word the document matched, it matched
  // as typed somewhere (Волгоград: 'волга' in its regions, though its name only begins like it).
  const literal = (r: SearchResult) => r.queryTerms.every((q) => r.terms.some(asTyped(q)));
  const literalHits = results.filter(literal);
  if (literalHits.length > 0) results = literalHits;
  const scores = new Map(results.map((r) => [r.id as number, r.score]));
  const typedHits = new Set(literalHits.map((r) => r.id as number));
  const byContext = new Set(
    results
      .filter((r) => Object.values(r.match).every((fields) => fields.every((f) => f === 'context')))
      .map((r) => r.id as number),
  );
  // The words a document took only a typo away, with the word it took each for: what the answer says it
  // took the term for ('Валдай' → 'Валаам').
  const typosOf = (doc: TermDoc): ReadonlyMap<string, string> => {
    // MiniSearch reads the id through extractField too: it comes back as a string.
    const r = results.find((x) => String(x.id) === String(doc.id))!;
    const typedTerms = (t: string) => r.queryTerms.some((q) => asTyped(q)(t));
    const typos = new Map<string, string>();
    for (const word of typedWords) {
      const [q] = indexTerms(word);
      if (!r.queryTerms.includes(q) || r.terms.some(asTyped(q))) continue;
      // The closest of its terms: «норвежкие» is «норвежские» of its name, not «Норвегия» of its countries.
      const [t] = r.terms
        .filter((t) => matches(q)(t) && !typedTerms(t))
        .sort((a, b) => editDistance(q, a) - editDistance(q, b));
      const own = t ? (formOf(index, word, t) ?? ownWord(doc, t)) : undefined;
      if (own) typos.set(word, own);
    }
    return typos;
  };
  // 'Речные круизы' is the page of that name before every line with 'речное' in its name.
  if (all.length > specific.length) {
    // Only what the words found already: the phrase's generic words («круиз») add no document of their own
    // («Норвегиан Круиз Лайн» for «круиз в Норвегию»).
    for (const r of search(all, 'AND'))
      if (scores.has(r.id as number)) scores.set(r.id as number, r.score * WHOLE_PHRASE_BOOST);
  }
  const typed = queryWords(term);
  const kind = kindOfQuery(all);
  const scored: ScoredDoc[] = [...scores].map(([id, score]) => {
    const doc = index.docs[id];
    const spelledOut = typed.every((w) => doc.nameWords.has(w));
    return { doc, score, allWords, spelledOut, asTyped: typedHits.has(id), byContext: byContext.has(id) };
  });
  // When no name has the words as typed, the names closest to them count as such: «Майями» is Майами (a
  // letter away) before Коста-Майя («майя», two), though Snowball stems all three «май».
  const distance = (h: ScoredDoc) =>
    typedWords.reduce((sum, w) => sum + Math.min(...[...h.doc.nameWords].map((n) => editDistance(w, n))), 0);
  const spelled = scored.some((h) => h.spelledOut);
  const away = scored.map((h) => (spelled ? Number(!h.spelledOut) : distance(h)));
  const nearest = Math.min(...away);
  const hits = scored
    .map((h, i) => (away[i] === nearest ? { ...h, score: h.score * WORD_AS_TYPED_BOOST } : h))
    .map((h) => (kind && isKindPage(h.doc, kind) ? { ...h, score: h.score * KIND_PAGE_BOOST } : h))
    .sort((a, b) => b.score - a.score || b.doc.cruises - a.doc.cruises);
  if (hits.length > 0 && typedHits.size === 0) hits[0].typos = typosOf(hits[0].doc);
  return hits;
}

/**
 * The word a typo was taken for, in the form typed (2026-11-28): of the names' words with that index term, the
 * one closest to the word typed («фьйорды» → «фьорды», not «фьордам»; «валге» → «Волге»), or the word typed
 * with the name's stem for its own when that is closer («Новгорада» → «Новгорода», «Средеземное» →
 * «Средиземное»: no name has those forms). Undefined when no name has the term (a slug's, 'bari').
 */
function formOf(index: TermIndex, typed: string, term: string): string | undefined {
  const forms = index.forms.get(term);
  if (!forms) return undefined;
  const [stem = typed] = indexTerms(typed);
  const own = forms[0].slice(0, term.length) + typed.slice(stem.length);
  const distance = (form: string) => editDistance(typed, foldText(form));
  return [...forms, own].reduce((best, form) => (distance(form) < distance(best) ? form : best));
}

/**
 * The document's word whose index term is `term`, its name's first; a word of its slug as the name's word in
 * its place ('bari' as «Бари»), so that a correction reads as the name.
 */
function ownWord(doc: TermDoc, term: string): string | undefined {
  const is = (w: string) => indexTerms(w)[0] === term;
  // As written (capitals, «ё»), so that the correction reads as the name: «Валаам», «Плёс».
  const asWritten = (text: string) => text.match(WORD) ?? [];
  const name = asWritten(doc.name);
  const slug = foldWords(doc.aliases);
  const bySlug = slug.length === name.length ? name.find((_, i) => is(slug[i])) : undefined;
  return name.find(is) ?? bySlug ?? asWritten(`${doc.cyrillicName} ${doc.context}`).find(is);
}
