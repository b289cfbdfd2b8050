/** A search term as the API takes it, and the /search links of a term. */
import { href } from '../../../shared/routes';
import { TERM_MAX_LENGTH } from '../../../shared/validation';

/** `exact=1`: search the term as typed, without the corrected spelling. */
export const EXACT_PARAM = 'exact';

export function normalizeTerm(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, TERM_MAX_LENGTH);
}

/** `/search?term=…` with its page and the as-typed flag. */
export function termHref(term: string, { page = 1, exact = false }: { page?: number; exact?: boolean } = {}) {
  const base = href.search(term);
  return `${base}${exact ? `&${EXACT_PARAM}=1` : ''}${page > 1 ? `&page=${page}` : ''}`;
}
