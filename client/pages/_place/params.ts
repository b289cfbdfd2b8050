/**
 * Route parameters of the catalogue pages, checked before any API call: a slug that cannot exist is a 404
 * straight away (no backend round trip, no 400 turned into an error page).
 */
import { data, type Params } from 'react-router';
import { isSlug } from '../../../shared/validation';

/** The `:slug` of the route, or a thrown 404 response when it is missing or malformed. */
export function slugParam(params: Params): string {
  const slug = params.slug;
  if (!isSlug(slug)) throw data(null, { status: 404 });
  return slug;
}
