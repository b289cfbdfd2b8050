/**
 * Data of /cruise/<slug>: the cruise (required), and what the page can live without (itinerary, map,
 * prices, currencies) in parallel. The action takes the booking request (a form POST on the server without
 * JS, a fetcher submit in the browser), validates it with the same rules as the API and saves it.
 */
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { CabinPrice, Cruise, CruiseMap, Currency, ItineraryDay } from '../../../shared/api/schemas';
import { API_ERROR_CODE } from '../../../shared/api/error-codes';
import { UTM_KEYS } from '../../../shared/constants';
import {
  hasLeadErrors,
  isSlug,
  leadFieldOf,
  validateLead,
  type LeadErrors,
  type LeadFormValues,
} from '../../../shared/validation';
import { apiFrom, optional, required } from '../../api';
import { toCruiseCardView, type CruiseCardView } from '../_shared/cruise-card';

/** Similar cruises shown under the cruise. */
export const SIMILAR_SHOWN = 3;
import { readCookie } from '../../cookies';
import { withCases } from '../../../shared/russian/place-cases';
import { makeProgrammeLink, type ProgrammeLink } from './programme-link';

export interface CruiseView {
  cruise: Omit<Cruise, 'popularity' | 'similar' | 'nextDepartures'> & {
    similar: CruiseCardView[];
    nextDepartures: CruiseCardView[];
  };
  itinerary: ItineraryDay[];
  map: CruiseMap | null;
  prices: { currency: string; items: CabinPrice[] } | null;
  currencies: Currency[];
  origin: string;
  /** The printed programme's short link and QR code (server only); null when not made here. */
  programme: ProgrammeLink | null;
}

export async function cruiseLoader({ params, request, context }: LoaderFunctionArgs): Promise<CruiseView> {
  const slug = params.slug ?? '';
  if (!isSlug(slug)) throw data(null, { status: 404 });
  const api = apiFrom(context);
  const { signal } = request;
  const found = api.getCruiseBySlug({ slug }, { signal });
  const origin = new URL(request.url).origin;
  const [cruise, itinerary, map, prices, currencies, programme] = await Promise.all([
    found,
    api.getCruiseItinerary({ slug }, { signal }),
    api.getCruiseMap({ slug }, { signal }),
    api.getCruisePrices({ slug }, { signal }),
    api.getCurrencies({}, { signal }),
    // The printed programme's short link and QR code: on the server only (the page makes it after a
    // client-side move, so a prefetch makes none), and only for a cruise that exists.
    typeof document === 'undefined'
      ? found.then((result) => (result.ok ? makeProgrammeLink(api, slug, origin, signal) : null))
      : null,
  ]);
  const c = required(cruise);
  const p = optional(prices);
  // Drop what the page never shows (popularity is only for sorting) to keep the hydration data lean.
  const { popularity: _popularity, ...rest } = c;
  return {
    cruise: {
      ...rest,
      departurePort: await withCases(c.departurePort),
      similar: c.similar.slice(0, SIMILAR_SHOWN).map(toCruiseCardView),
      nextDepartures: c.sailed ? c.nextDepartures.map(toCruiseCardView) : [],
    },
    itinerary: optional(itinerary)?.days ?? [],
    map: optional(map),
    prices: p ? { currency: p.currency, items: p.prices } : null,
    currencies: optional(currencies)?.items ?? [],
    origin,
    programme,
  };
}

/** Only the currency changed, or the booking form was sent: nothing to load again. */
export function cruiseShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return false;
  if (currentUrl.pathname === nextUrl.pathname) {
    const a = new URLSearchParams(currentUrl.search);
    const b = new URLSearchParams(nextUrl.search);
    a.delete('currency');
    b.delete('currency');
    a.sort();
    b.sort();
    if (a.toString() === b.toString()) return false;
  }
  return defaultShouldRevalidate;
}

export type LeadActionResult =
  | { ok: true; reference: string }
  | { ok: false; errors: LeadErrors; formError?: string; values: LeadFormValues };

export const LEAD_FAILED =
  'Не удалось отправить заявку. Проверьте соединение и попробуйте ещё раз или позвоните нам.';

export function leadValuesOf(form: FormData): LeadFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    cabinCategory: text('cabinCategory'),
    guests: text('guests'),
    comment: text('comment'),
    consent: form.get('consent') !== null,
  };
}

/** UTM values from the visitor's utm_* cookies (requirements §3), cut to the API's limit. */
export function utmFromCookies(
  cookieHeader: string,
): Partial<Record<(typeof UTM_KEYS)[number], string>> | undefined {
  const utm: Partial<Record<(typeof UTM_KEYS)[number], string>> = {};
  for (const key of UTM_KEYS) {
    const value = readCookie(cookieHeader, key);
    if (value) utm[key] = value.slice(0, 200);
  }
  return Object.keys(utm).length ? utm : undefined;
}

export async function cruiseAction({ params, request, context }: ActionFunctionArgs) {
  const slug = params.slug ?? '';
  if (!isSlug(slug)) throw data(null, { status: 404 });
  const values = leadValuesOf(await request.formData());
  const errors = validateLead(values);
  if (hasLeadErrors(errors)) return data<LeadActionResult>({ ok: false, errors, values }, { status: 400 });

  const cookies = request.headers.get('cookie') ?? (typeof document === 'undefined' ? '' : document.cookie);
  const result = await apiFrom(context).saveLead({
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    cruiseSlug: slug,
    cabinCategory: values.cabinCategory || undefined,
    guests: values.guests.trim() ? Number(values.guests) : undefined,
    comment: values.comment.trim() || undefined,
    consent: true,
    utm: utmFromCookies(cookies),
  });
  if (result.ok) return data<LeadActionResult>({ ok: true, reference: result.data.reference });

  // The cruise left while the page was open: the API's message says so and where to look instead.
  if (result.error.apiCode === API_ERROR_CODE.cruiseSailed) {
    return data<LeadActionResult>(
      { ok: false, errors: {}, formError: result.error.message, values },
      { status: 409 },
    );
  }
  const field = leadFieldOf(result.error.field);
  if (result.error.code === 400 && field) {
    return data<LeadActionResult>(
      { ok: false, errors: { [field]: result.error.message }, values },
      { status: 400 },
    );
  }
  return data<LeadActionResult>(
    { ok: false, errors: {}, formError: LEAD_FAILED, values },
    { status: result.error.code === 400 ? 400 : 502 },
  );
}
