/** Reads a filter form and navigates to its canonical search URL (the router keeps the scroll position). */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ownFilters, parseSearchQuery, searchHref, type FilterKey } from './search-query';

/** Reads a filter form (and controls tied to it by `form=`) and navigates to its canonical URL. */
export function useApplySearch(path: string, fixed: ReadonlySet<FilterKey>) {
  const navigate = useNavigate();
  return useCallback(
    (form: HTMLFormElement) => {
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
      const next = parseSearchQuery(params);
      const filters = ownFilters(next.filters, fixed);
      navigate(searchHref(path, { filters, sort: next.sort, page: 1, view: next.view }), {
        preventScrollReset: true,
      });
    },
    [navigate, path, fixed],
  );
}
