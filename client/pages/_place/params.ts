/**
 * Route parameters of the catalogue pages, checked before any API call: a slug that cannot exist is a 404
 * straight away (no backend round trip, no 400 turned into an error page).
 */
import { data, type Params } from 'react-router';

/**
 * The same rule as `SLUG_PATTERN` in shared/api/schemas.ts, repeated here because importing a value from
 * that module would pull zod into the browser bundle. The catalogue tests keep the two in step.
 */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_SLUG_MAX_LENGTH = 120;

export function isPageSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= PAGE_SLUG_MAX_LENGTH && PAGE_SLUG_PATTERN.test(value);
}

/** The `:slug` of the route, or a thrown 404 response when it is missing or malformed. */
export function slugParam(params: Params): string {
  const slug = params.slug;
  if (!isPageSlug(slug)) throw data(null, { status: 404 });
  return slug;
}
