/**
 * /search-cruise and the tag landing pages /search-cruise/<tag>: filters, sorted and paginated results.
 * Every bit of state is in the URL (search-query.ts), so the server renders any filtered page and links
 * can be shared, bookmarked and crawled.
 */
import { useMemo, useRef } from 'react';
import { useLoaderData, useLocation, useNavigation } from 'react-router';
import { Link } from '../../ui/link';
import { href } from '../../../shared/routes';
import { formatCruises, formatInMonth, formatNumber } from '../../../shared/format';
import { Breadcrumbs, Seo, type Crumb } from '../_shared';
import { ShareButton } from '../share/share-button';
import { useApplySearch } from './apply-search';
import { SortSelect } from './filter-fields';
import { FiltersForm } from './filters-form';
import {
  activeFilters,
  filterPhrase,
  foundText,
  searchDescription,
  searchTitle,
  summaryLines,
} from './labels';
import { endedOfferNote, kindNote, nearestMonth, passedDates, relaxChoices } from './empty-state';
import { searchLoader } from './loader';
import { hydration } from './hydration';
import { usePageFocus } from '../_shared/page-focus';
import { FoundCruises } from './found-cruises';
import { SearchCalendar } from './calendar';
import {
  countActiveFilters,
  searchHref,
  withoutFilter,
  type FilterKey,
  type SearchFiltersState,
} from './search-query';

export const loader = searchLoader;
export const handle = { hydration };

export function Component() {
  const d = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  usePageFocus(headingRef);
  const fixed = useMemo(() => new Set<FilterKey>(d.fixed), [d.fixed]);
  const apply = useApplySearch(d.path, fixed);

  // Loading the next results of this same page: keep the old ones in place, dimmed (no layout jump).
  const busy = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const { state, options, results, tag } = d;
  const h1 = tag ? tag.h1 : searchTitle(d.filters, options);
  const pageSuffix = state.page > 1 ? ` — страница ${state.page}` : '';
  const canonical = searchHref(d.path, state);
  const own = activeFilters(state.filters, options);
  const preset = tag
    ? summaryLines(d.filters, options, new Set(Object.keys(state.filters) as FilterKey[]))
    : [];
  const activeCount = countActiveFilters(state.filters);
  const hrefOfPage = (page: number) => searchHref(d.path, { ...state, page });
  const inCalendar = state.view === 'calendar';
  /** The same search with other filters, in the same view. */
  const hrefOfFilters = (filters: SearchFiltersState) =>
    searchHref(d.path, { filters, sort: state.sort, view: state.view });
  const crumbs: Crumb[] = tag
    ? [{ title: 'Поиск круизов', to: href.searchCruise() }, { title: tag.h1 }]
    : [{ title: 'Поиск круизов' }];
  const description = tag ? tag.description : searchDescription(results?.total, activeCount);
  const imageUrl = tag?.imageUrl ?? results?.items[0]?.image.url ?? null;
  // Nothing found: what empties the list, and where the cruises are (empty-state.ts).
  const empty = results?.total === 0;
  const passed = empty ? passedDates(d.filters, d.today) : null;
  // Dates gone by find nothing without one of their ends either: `passed` links the list without both.
  const relaxed = passed ? own.filter((f) => f.key !== 'dateFrom' && f.key !== 'dateTo') : own;
  const relax = empty ? relaxChoices(d.filters, relaxed, options) : [];
  const notes = empty ? [endedOfferNote(d.filters, options), kindNote(d.filters, options)] : [];
  const nearest = empty ? nearestMonth(d.filters, options, d.today) : null;
  // A month a tag page fixes is changed in the general search, where it can be.
  const nearestHref = nearest
    ? fixed.has('month')
      ? searchHref(href.searchCruise(), { filters: Object.assign({}, d.filters, { month: nearest.month }) })
      : hrefOfFilters(Object.assign({}, state.filters, { month: nearest.month }))
    : null;
  const noDates = (f: SearchFiltersState) => withoutFilter(withoutFilter(f, 'dateFrom'), 'dateTo');
  // Dates a tag page fixes are dropped in the general search, where they can be.
  const passedHref =
    fixed.has('dateFrom') || fixed.has('dateTo')
      ? searchHref(href.searchCruise(), { filters: noDates(d.filters) })
      : hrefOfFilters(noDates(state.filters));

  return (
    <div className="sc">
      <Seo
        title={`${tag ? tag.title : h1}${pageSuffix}`}
        description={description}
        canonical={canonical}
        image={imageUrl ? `${d.origin}${imageUrl}` : null}
      />
      {results && !inCalendar && state.page > 1 ? (
        <link rel="prev" href={hrefOfPage(state.page - 1)} />
      ) : null}
      {results && !inCalendar && state.page < results.pages ? (
        <link rel="next" href={hrefOfPage(state.page + 1)} />
      ) : null}
      <div className="container sc__head">
        <Breadcrumbs items={crumbs} />
        <h1 ref={headingRef} tabIndex={-1} className="heading heading--xl sc__title">
          {h1}
        </h1>
        {tag ? <p className="sc__lead">{tag.description}</p> : null}
        {d.tags.length > 0 ? (
          <nav className="sc-tags" aria-label="Подборки круизов">
            <ul className="sc-tags__list">
              {d.tags.map((t) => (
                <li key={t.slug}>
                  <Link
                    to={href.landing(t.slug)}
                    className={`sc-tags__chip${tag?.slug === t.slug ? ' sc-tags__chip--current' : ''}`}
                    aria-current={tag?.slug === t.slug ? 'page' : undefined}
                  >
                    {t.title}
                    <span className="sc-tags__count">{formatNumber(t.count)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>

      <div className="container sc__body">
        <aside className="sc__aside" aria-label="Фильтры">
          {preset.length > 0 ? (
            <div className="sc-preset">
              <p className="sc-preset__title">В подборке:</p>
              <ul className="sc-preset__list">
                {preset.map((line) => (
                  <li key={line.key} className="sc-preset__item">
                    <span className="sc-preset__key">{line.name}:</span> {line.value}
                  </li>
                ))}
              </ul>
              <Link to={searchHref(href.searchCruise(), { filters: d.filters })} className="sc-preset__all">
                Изменить условия в общем поиске
              </Link>
            </div>
          ) : null}
          <FiltersForm
            path={d.path}
            filters={d.filters}
            fixed={fixed}
            options={options}
            activeCount={activeCount}
            sort={state.sort}
            view={state.view}
          />
        </aside>

        <section
          className={`sc-results${busy ? ' sc-results--busy' : ''}`}
          aria-labelledby="sc-results-title"
          aria-busy={busy}
        >
          <div className="sc-results__bar">
            <h2 id="sc-results-title" className="sc-results__count" aria-live="polite">
              {results ? foundText(results.total) : 'Круизы'}
            </h2>
            <div className="sc-results__tools">
              <nav className="sc-views" aria-label="Вид результатов">
                <Link
                  to={searchHref(d.path, { filters: state.filters, sort: state.sort })}
                  className="sc-views__link"
                  aria-current={inCalendar ? undefined : 'page'}
                  preventScrollReset
                >
                  Списком
                </Link>
                <Link
                  to={searchHref(d.path, { filters: state.filters, sort: state.sort, view: 'calendar' })}
                  className="sc-views__link"
                  aria-current={inCalendar ? 'page' : undefined}
                  preventScrollReset
                >
                  Календарь цен
                </Link>
              </nav>
              {inCalendar ? null : <SortSelect value={state.sort} onApply={apply} />}
              <ShareButton title={h1} className="sc-results__share" />
            </div>
          </div>

          {own.length > 0 ? (
            <ul className="sc-chips" aria-label="Выбранные фильтры">
              {own.map((f) => (
                <li key={`${f.key}-${f.value ?? ''}`}>
                  <Link
                    to={hrefOfFilters(withoutFilter(state.filters, f.key, f.value))}
                    className="sc-chips__chip"
                    preventScrollReset
                    aria-label={`Убрать фильтр «${filterPhrase(f)}»`}
                  >
                    {f.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}

          {!results ? (
            <div className="sc-empty">
              <p className="sc-empty__title">Не удалось загрузить круизы</p>
              <p>Попробуйте обновить страницу или изменить условия поиска.</p>
            </div>
          ) : results.total === 0 ? (
            <div className="sc-empty">
              <p className="sc-empty__title">По этим условиям круизов нет</p>
              {notes.map((note) => (note ? <p key={note}>{note}</p> : null))}
              {passed ? (
                <p>
                  {passed.lead} <Link to={passedHref}>{passed.link}</Link>.
                </p>
              ) : null}
              {nearest && nearestHref ? (
                <p>
                  {nearest.lead} <Link to={nearestHref}>{formatInMonth(nearest.month)}</Link> (
                  {formatCruises(nearest.count)}).
                </p>
              ) : null}
              {own.length > 0 ? (
                <>
                  {relax.length > 0 ? (
                    <>
                      <p>Попробуйте ослабить условия — уберите один из фильтров:</p>
                      <ul className="sc-empty__list">
                        {relax.map(({ filter: f, count }) => (
                          <li key={`${f.key}-${f.value ?? ''}`}>
                            <Link to={hrefOfFilters(withoutFilter(state.filters, f.key, f.value))}>
                              Без условия «{filterPhrase(f)}»{count ? ` — ${formatCruises(count)}` : ''}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  <Link to={hrefOfFilters({})} className="btn btn--default btn--secondary">
                    Сбросить все фильтры
                  </Link>
                </>
              ) : (
                <p>
                  Посмотрите <Link to={href.searchCruise()}>все круизы</Link> или{' '}
                  <Link to={href.promotions()}>акции</Link>.
                </p>
              )}
            </div>
          ) : inCalendar ? (
            d.calendar ? (
              <SearchCalendar
                path={d.path}
                state={state}
                filters={d.filters}
                fixed={fixed}
                calendar={d.calendar}
              />
            ) : (
              <div className="sc-empty">
                <p className="sc-empty__title">Не удалось загрузить календарь цен</p>
                <p>Попробуйте обновить страницу или посмотрите круизы списком.</p>
              </div>
            )
          ) : (
            <FoundCruises
              cruises={results.items}
              page={state.page}
              pages={results.pages}
              hrefOf={hrefOfPage}
              cardWidth={300}
              oneKind={Boolean(d.filters.kind)}
              className="sc-results__grid"
            />
          )}
        </section>
      </div>

      {tag && tag.seoHtml ? (
        <div className="container">
          <div className="sc-seo" dangerouslySetInnerHTML={{ __html: tag.seoHtml }} />
        </div>
      ) : null}
    </div>
  );
}
