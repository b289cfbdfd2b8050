/**
 * Route parameters of the catalogue pages, checked before any API call: a slug that cannot exist is a 404
 * straight away (no backend round trip, no 400 turned into an error page).
 */
import { data, type LoaderFunctionArgs, type Params } from 'react-router';
import { isSlug } from '../../../shared/validation';
import { apiFrom } from '../../api';

/** The `:slug` of the route, or a thrown 404 response when it is missing or malformed. */
export function slugParam(params: Params): string {
  const slug = params.slug;
  if (!isSlug(slug)) throw data(null, { status: 404 });
  return slug;
}

/** What a `/kind/:slug` loader starts from: the checked slug, the API client and the visitor's abort signal. */
export function slugRequest({ params, request, context }: LoaderFunctionArgs) {
  return { slug: slugParam(params), api: apiFrom(context), signal: request.signal };
}
