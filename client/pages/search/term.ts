/** A search term as the API takes it: single spaces, trimmed, at most TERM_MAX_LENGTH characters. */
import { TERM_MAX_LENGTH } from '../../../shared/validation';

export function normalizeTerm(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, TERM_MAX_LENGTH);
}
