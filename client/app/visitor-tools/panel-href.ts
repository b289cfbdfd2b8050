import { COMPARE_PARAM, FAVOURITES_PARAM } from '../../../shared/visitor-tools';

/** The current page's address with one panel's parameter set, or with both taken away (`null`). */
export function panelHref(pathname: string, search: string, panel: 'favourites' | 'compare' | null): string {
  const params = new URLSearchParams(search);
  params.delete(FAVOURITES_PARAM);
  params.delete(COMPARE_PARAM);
  if (panel === 'favourites') params.set(FAVOURITES_PARAM, '1');
  if (panel === 'compare') params.set(COMPARE_PARAM, '1');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
