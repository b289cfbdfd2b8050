/**
 * /search?term=: search by term over cruises, ships, ports, regions, countries and cruise lines, grouped.
 * A term that is empty or too short gets a hint instead of an API call; the page is kept out of search
 * engines (noindex), as result pages of a site search should be.
 */
import { useRef } from 'react';
import { Form, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../ui/link';
import type { TermHit, TermResults } from '../../../shared/api/schemas';
import { formatCount } from '../../../shared/format';
import { href, PATHS } from '../../../shared/routes';
import { TERM_MAX_LENGTH, TERM_MIN_LENGTH } from '../../../shared/validation';
import { apiFrom, optional, required } from '../../api';
import { Breadcrumbs, Seo } from '../_shared';
import { usePageFocus } from '../search-cruise/page-focus';
import { TERM_GROUPS } from './groups';
import { normalizeTerm } from './term';

export const SEARCH_PAGE_LIMIT = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const term = normalizeTerm(new URL(request.url).searchParams.get('term'));
  if (term.length < TERM_MIN_LENGTH) return { term, status: 'short' as const, results: null };
  const result = await apiFrom(context).searchByTerm(
    { term, limit: SEARCH_PAGE_LIMIT },
    { signal: request.signal },
  );
  // The results are the page: a failing or broken answer is the error screen (502), not an empty page.
  if (!result.ok && result.error.code !== 400) required(result);
  const results: TermResults | null = optional(result);
  return { term, status: results ? ('done' as const) : ('failed' as const), results };
}

function HitList({ hits }: { hits: TermHit[] }) {
  return (
    <ul className="ts-hits">
      {hits.map((hit) => (
        <li key={hit.href} className="ts-hit">
          <Link to={hit.href} className="ts-hit__link">
            <span className="ts-hit__name">{hit.name}</span>
            {hit.subtitle ? <span className="ts-hit__sub">{hit.subtitle}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  const { term, status, results } = useLoaderData<typeof loader>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  usePageFocus(headingRef);
  const total = results?.total ?? 0;
  const title = term ? `Поиск: «${term}»` : 'Поиск по сайту';
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
          defaultValue={term}
          key={term}
          minLength={TERM_MIN_LENGTH}
          maxLength={TERM_MAX_LENGTH}
          placeholder="Круиз, лайнер, порт или страна"
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
            ? `Введите не меньше ${TERM_MIN_LENGTH} символов.`
            : `Введите не меньше ${TERM_MIN_LENGTH} символов: название круиза, лайнера, порта, города или страны.`}
        </p>
      ) : status === 'failed' ? (
        <p className="ts__message" role="alert">
          Поиск временно не работает. Попробуйте ещё раз чуть позже или воспользуйтесь{' '}
          <Link to={href.searchCruise()}>подбором круиза</Link>.
        </p>
      ) : total === 0 ? (
        <div className="ts__empty">
          <p className="ts__message">По запросу «{term}» ничего не нашлось.</p>
          <ul className="ts__tips">
            <li>Проверьте, нет ли опечатки, или напишите короче: «Волга» вместо «по Волге».</li>
            <li>Ищите по названию порта, города, страны, лайнера или круизной компании.</li>
            <li>
              Или подберите круиз по датам и цене в <Link to={href.searchCruise()}>поиске круизов</Link>,
              посмотрите <Link to={PATHS.allRegions}>все регионы</Link> и{' '}
              <Link to={href.promotions()}>акции</Link>.
            </li>
          </ul>
        </div>
      ) : (
        <>
          <p className="ts__count" role="status">
            Найдено: {formatCount(total, ['совпадение', 'совпадения', 'совпадений'])}
          </p>
          {TERM_GROUPS.map((group) => {
            const hits = results?.[group.key] ?? [];
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
        </>
      )}
    </div>
  );
}
