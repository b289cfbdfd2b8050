/**
 * /search?term=: search by term. The cruises of the best match (nearest departure first, paged, with
 * 'все N круизов' leading to /search-cruise with the same filters) and, beside them, the matching tag
 * pages, places, ships, lines and promotions, grouped. When the term as typed finds nothing, the corrected
 * spelling is searched (wrong keyboard layout, transliteration, short names; shared/search/corrections.ts)
 * and the page says so, as a search engine does; so too when the API found a name only a typo away
 * («Валдай»: Valaam). Kept out of search engines (noindex).
 */
import { useRef } from 'react';
import { Form, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SEARCH_INPUT_ATTRIBUTES } from '../../app/header-search';
import { Link } from '../../ui/link';
import type { TermHit, TermResults } from '../../../shared/api/schemas';
import { formatCruises } from '../../../shared/format';
import { href, PATHS } from '../../../shared/routes';
import { sameTerm, searchWithCorrection } from '../../../shared/search/corrections';
import { TERM_MAX_LENGTH, TERM_MIN_LENGTH } from '../../../shared/validation';
import { apiFrom, optional, required } from '../../api';
import { Breadcrumbs, Seo } from '../_shared';
import { toCruiseCardView } from '../_shared/cruise-card';
import { usePageFocus } from '../_shared/page-focus';
import { FoundCruises } from '../search-cruise/found-cruises';
import { parsePage, searchHref } from '../search-cruise/search-query';
import { askedFor, missedOfferText, missedRouteText } from './asked-for';
import { groupsInOrder, hitLabel } from './groups';
import { EXACT_PARAM, normalizeTerm, termHref } from './term';

/** The least a term may be, in words as a sentence says it: «не меньше двух символов», not «2 символов». */
const MIN_LENGTH_WORDS =
  ({ 2: 'двух', 3: 'трёх', 4: 'четырёх' } as Record<number, string>)[TERM_MIN_LENGTH] ??
  String(TERM_MIN_LENGTH);

export const SEARCH_PAGE_LIMIT = 20;

/** What to try when nothing is found: the most asked-for destinations. */
export const POPULAR_TERMS = ['Волга', 'Средиземноморье', 'Норвегия', 'Карибы', 'Санкт-Петербург', 'Казань'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get('page'));
  const exact = params.get(EXACT_PARAM) === '1';
  // `?q=`, as other sites and shared links write it: the same search at its own address.
  const q = params.get('q');
  if (q !== null && !params.has('term')) throw redirect(termHref(normalizeTerm(q), { page, exact }), 301);
  const term = normalizeTerm(params.get('term'));
  if (term.length < TERM_MIN_LENGTH) return { term, status: 'short' as const, found: null };
  const api = apiFrom(context);
  const search = async (t: string) => {
    const result = await api.searchByTerm(
      { term: t, limit: SEARCH_PAGE_LIMIT, page },
      { signal: request.signal },
    );
    // The results are the page: a failing or broken answer is the error screen (502), not an empty page.
    if (!result.ok && result.error.code !== 400) required(result);
    return optional(result);
  };
  const found = exact
    ? await search(term).then((result) => result && { result, correctedTo: null })
    : // A place no sailing goes to is an answer, not a misspelling to correct.
      await searchWithCorrection(term, search, (r) => r.total > 0 || r.notSold !== undefined);
  if (!found) return { term, status: 'failed' as const, found: null };
  // «Искать только «Валдай»»: what the API found for the name it took a typo for is not the term as typed.
  if (exact && found.result.readAs !== undefined && !sameTerm(found.result.readAs, term))
    return { term, status: 'none' as const, found: null };
  const { cruises, ...rest } = found.result;
  // Only what the cards show goes into the page's hydration data.
  const results = { ...rest, cruises: { ...cruises, items: cruises.items.map(toCruiseCardView) } };
  return { term, status: 'done' as const, found: { results, correctedTo: found.correctedTo } };
}

type Results = Omit<TermResults, 'cruises'> & {
  cruises: Omit<TermResults['cruises'], 'items'> & { items: ReturnType<typeof toCruiseCardView>[] };
};

function HitList({ hits }: { hits: TermHit[] }) {
  return (
    <ul className="ts-hits">
      {hits.map((hit) => (
        <li key={hit.href} className="ts-hit">
          <Link to={hit.href} className="ts-hit__link">
            <span className="ts-hit__name">{hit.name}</span>
            <span className="ts-hit__sub">
              {hitLabel(hit)}
              {hit.subtitle ? ` · ${hit.subtitle}` : ''}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Nothing found: said plainly, or, for a place no sailing goes to (`notSold`), that there are none on sale
 * and where to look instead; no hint to check the spelling of a name spelled right.
 */
function NothingFound({ term, notSold }: { term: string; notSold?: TermResults['notSold'] }) {
  return (
    <div className="ts__empty">
      {notSold ? (
        <>
          <p className="ts__message">{notSold.what} в продаже нет.</p>
          {notSold.see.length > 0 ? (
            <>
              <p className="ts__message">Посмотрите также:</p>
              <HitList hits={notSold.see} />
            </>
          ) : null}
        </>
      ) : (
        <p className="ts__message">По запросу «{term}» ничего не нашлось.</p>
      )}
      <p className="ts__message">Часто ищут:</p>
      <ul className="ts__popular">
        {POPULAR_TERMS.map((popular) => (
          <li key={popular}>
            <Link to={termHref(popular)} className="chip">
              {popular}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="ts__tips">
        {notSold ? null : (
          <li>
            Проверьте, нет ли опечатки, или напишите короче: одно слово — название реки, моря, города или
            лайнера.
          </li>
        )}
        <li>
          {notSold ? 'Подберите' : 'Или подберите'} круиз по датам и цене в{' '}
          <Link to={href.searchCruise()}>поиске круизов</Link>, посмотрите{' '}
          <Link to={PATHS.allRegions}>все регионы</Link> и <Link to={href.promotions()}>акции</Link>.
        </li>
      </ul>
    </div>
  );
}

function Found({
  term,
  searched,
  results,
  correctedTo,
}: {
  term: string;
  searched: string;
  results: Results;
  correctedTo: string | null;
}) {
  const { cruises, cruiseFilters, cruiseSort } = results;
  const allCruises = cruiseFilters
    ? searchHref(PATHS.searchCruise, { filters: cruiseFilters, ...(cruiseSort ? { sort: cruiseSort } : {}) })
    : null;
  const asked = cruiseFilters ? askedFor(cruiseFilters, cruiseSort, results.ports) : '';
  const missed = results.missedRoute ? missedRouteText(results.missedRoute, results.ports) : '';
  const noOffer = results.missedOffer ? missedOfferText(results.missedOffer, results.promotions) : '';
  return (
    <>
      {correctedTo ? (
        <p className="ts__corrected" role="status">
          Показаны результаты по запросу «<b>{correctedTo}</b>».{' '}
          <Link to={termHref(term, { exact: true })}>Искать только «{term}»</Link>
        </p>
      ) : null}
      {cruises.total === 0 && allCruises ? (
        // The names meet in no cruise («новый год на Волге»): said first, with the way to loosen the conditions.
        <p className="ts__message" role="status">
          Круизов по запросу «{searched}» в продаже нет.{' '}
          <Link to={allCruises}>Изменить условия в поиске круизов</Link>
        </p>
      ) : null}
      {results.best.length > 0 ? (
        <div className="ts-groups">
          {groupsInOrder(results).map((group) => {
            const hits = results[group.key];
            if (hits.length === 0) return null;
            return (
              <section key={group.key} className="ts-group" aria-labelledby={`ts-${group.key}`}>
                <h2 id={`ts-${group.key}`} className="heading heading--m ts-group__title">
                  {group.title} <span className="ts-group__count">{hits.length}</span>
                </h2>
                <HitList hits={hits} />
              </section>
            );
          })}
        </div>
      ) : null}
      {cruises.total > 0 ? (
        <section className="ts-cruises" aria-labelledby="ts-cruises">
          <div className="ts-cruises__head">
            <h2 id="ts-cruises" className="heading heading--l">
              {formatCruises(cruises.total)}
              {cruises.pages > 1 ? (
                <span className="ts-cruises__page">
                  {' '}
                  · страница {cruises.page} из {cruises.pages}
                </span>
              ) : null}
            </h2>
            {allCruises ? (
              <Link to={allCruises} className="ts-cruises__all">
                Все {formatCruises(cruises.total)} с фильтрами
              </Link>
            ) : null}
          </div>
          {missed ? <p className="ts-cruises__asked">{missed}</p> : null}
          {noOffer ? <p className="ts-cruises__asked">{noOffer}</p> : null}
          {asked ? <p className="ts-cruises__asked">{asked}</p> : null}
          <FoundCruises
            cruises={cruises.items}
            page={cruises.page}
            pages={cruises.pages}
            hrefOf={(p) => termHref(correctedTo ?? term, { page: p, exact: !correctedTo })}
            cardWidth={360}
          />
        </section>
      ) : null}
    </>
  );
}

export function Component() {
  const { term, status, found } = useLoaderData<typeof loader>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  usePageFocus(headingRef);
  // What the results are for, in the form they were found for: «волга» for 'djkuf', «Валаам» for «Валаан»;
  // what was typed is said only in «Искать только …».
  const searched = found?.correctedTo ? (found.results.readAs ?? found.results.term) : term;
  const title = searched ? `Поиск: «${searched}»` : 'Поиск по сайту';
  return (
    <div className="container ts">
      <Seo
        title={title}
        description="Поиск круизов, лайнеров, портов, регионов, стран и круизных компаний."
        noindex
      />
      <Breadcrumbs items={[{ title: 'Поиск' }]} />
      <h1 ref={headingRef} tabIndex={-1} className="heading heading--xl ts__title">
        {title}
      </h1>
      <Form method="get" action={PATHS.search} role="search" className="ts-form">
        <label htmlFor="ts-term" className="visually-hidden">
          Что ищем
        </label>
        <input
          id="ts-term"
          name="term"
          type="search"
          className="field__input ts-form__input"
          defaultValue={searched}
          key={searched}
          minLength={TERM_MIN_LENGTH}
          maxLength={TERM_MAX_LENGTH}
          placeholder={SEARCH_INPUT_ATTRIBUTES.placeholder}
          autoComplete="off"
          aria-describedby={status === 'short' ? 'ts-hint' : undefined}
        />
        <button type="submit" className="btn btn--default btn--primary">
          Найти
        </button>
      </Form>

      {status === 'short' ? (
        <p id="ts-hint" className="ts__message">
          {term
            ? `Введите не меньше ${MIN_LENGTH_WORDS} символов.`
            : `Введите не меньше ${MIN_LENGTH_WORDS} символов: название круиза, лайнера, порта, города или страны.`}
        </p>
      ) : status === 'none' ? (
        <NothingFound term={term} />
      ) : status === 'failed' || !found ? (
        <p className="ts__message" role="alert">
          Поиск временно не работает. Попробуйте ещё раз чуть позже или воспользуйтесь{' '}
          <Link to={href.searchCruise()}>подбором круиза</Link>.
        </p>
      ) : found.results.total === 0 ? (
        <NothingFound term={term} notSold={found.results.notSold} />
      ) : (
        <Found term={term} searched={searched} results={found.results} correctedTo={found.correctedTo} />
      )}
    </div>
  );
}
