/**
 * Data of /cruise/<slug>: the cruise (required), and what the page can live without (itinerary, map,
 * prices, currencies) in parallel. The action takes the booking request (a form POST on the server without
 * JS, a fetcher submit in the browser), validates it with the same rules as the API and saves it.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type {
  CabinPrice,
  Cruise,
  CruiseMap,
  Currency,
  ItineraryDay,
  Money,
} from '../../../shared/api/schemas';
import { API_ERROR_CODE } from '../../../shared/api/error-codes';
import { UTM_KEYS } from '../../../shared/constants';
import { formatMoney } from '../../../shared/format';
import { forPeople, partyPhrase } from '../../../shared/russian/party';
import {
  CURRENCY_CODE_PATTERN,
  hasLeadErrors,
  LEAD_REFERENCE_PATTERN,
  isSlug,
  leadFieldOf,
  PARTY_LIMITS,
  partyOf,
  validateLead,
  type LeadErrors,
  type LeadFormValues,
} from '../../../shared/validation';
import { apiFrom, optional, required } from '../../api';
import { buildDeckPlan, chosenCabin, type CabinPick, type DeckPlanView } from '../_deck/view';
import { toCruiseCardView, type CruiseCardView } from '../_shared/cruise-card';

/** The booking form's id: links to it and the page a request sent leads to land there. */
export const BOOKING_ID = 'booking';

/** Similar cruises shown under the cruise. */
const SIMILAR_SHOWN = 3;
import { readCookie } from '../../cookies';
import { withCases } from '../../../shared/russian/place-cases';
import { moscowToday } from '../../../shared/today';
import { SENT_PARAM } from '../../../shared/routes';
import { loadOtherDates, type OtherDatesView } from './other-dates';
import { makeProgrammeLink, type ProgrammeLink } from './programme-link';

export interface CruiseView {
  cruise: Omit<Cruise, 'popularity' | 'similar' | 'nextDepartures'> & {
    similar: CruiseCardView[];
    nextDepartures: CruiseCardView[];
  };
  itinerary: ItineraryDay[];
  map: CruiseMap | null;
  prices: { currency: string; items: CabinPrice[] } | null;
  /** The drawn deck with each cabin's state on this sailing, and the cabin `?cabin=` chose. */
  decks: { plan: DeckPlanView; chosen: CabinPick | null } | null;
  currencies: Currency[];
  origin: string;
  otherDates: OtherDatesView;
  /**
   * Moscow's date the page was rendered for: the prices of the day follow it (shared/pricing/fare.ts), and
   * the browser hydrates with the same date the server used.
   */
  today: string;
  /** The printed programme's short link and QR code (server only); null when not made here. */
  programme: ProgrammeLink | null;
}

export async function cruiseLoader({ params, request, context }: LoaderFunctionArgs): Promise<CruiseView> {
  const slug = params.slug ?? '';
  if (!isSlug(slug)) throw data(null, { status: 404 });
  const api = apiFrom(context);
  const { signal } = request;
  const cruiseAnswer = api.getCruiseBySlug({ slug }, { signal });
  const origin = new URL(request.url).origin;
  // The deck plan is the ship's: asked for as soon as the cruise names its ship, alongside the rest.
  const shipAnswer = cruiseAnswer.then((r) =>
    r.ok ? api.getCabinCategoriesByShip({ slug: r.data.ship.slug }, { signal }) : null,
  );
  const [cruise, itinerary, map, prices, currencies, shipCabins, programme] = await Promise.all([
    cruiseAnswer,
    api.getCruiseItinerary({ slug }, { signal }),
    api.getCruiseMap({ slug }, { signal }),
    api.getCruisePrices({ slug }, { signal }),
    api.getCurrencies({}, { signal }),
    shipAnswer,
    // The printed programme's short link and QR code: on the server only (the page makes it after a
    // client-side move, so a prefetch makes none), and only for a cruise that exists.
    typeof document === 'undefined'
      ? cruiseAnswer.then((result) => (result.ok ? makeProgrammeLink(api, slug, origin, signal) : null))
      : null,
  ]);
  const c = required(cruise);
  const p = optional(prices);
  const url = new URL(request.url);
  const query = url.searchParams;
  const today = moscowToday();
  const otherDates = await loadOtherDates(api, c, query, today, signal);
  const ship = shipCabins ? optional(shipCabins) : null;
  const plan =
    p && ship
      ? buildDeckPlan(ship.decks, ship.items, p.cabins, {
          deck: query.get('deck'),
          cabin: query.get('cabin'),
        })
      : null;
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
    decks:
      plan && p && ship
        ? { plan, chosen: chosenCabin(ship.decks, ship.items, p.cabins, query.get('cabin')) }
        : null,
    currencies: optional(currencies)?.items ?? [],
    origin,
    otherDates,
    today,
    programme,
  };
}

/** The address a request sent leads to: the page's own with `?sent=<reference>`. */
export function sentAddress(pageUrl: string, reference: string): string {
  const url = new URL(pageUrl);
  // The page's other choices stay (the cabin, the deck, the currency): the page need not load again.
  url.searchParams.set(SENT_PARAM, reference);
  return `${url.pathname}${url.search}`;
}

/** The reference of a request sent, from `?sent=`: only one shaped as the API answers them. */
export function sentReference(query: URLSearchParams): string | null {
  const sent = query.get(SENT_PARAM);
  return sent && LEAD_REFERENCE_PATTERN.test(sent) ? sent : null;
}

/** Only the currency changed, the booking form was sent or its reference put in the address: nothing to load again. */
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
    for (const key of ['currency', SENT_PARAM]) {
      a.delete(key);
      b.delete(key);
    }
    a.sort();
    b.sort();
    if (a.toString() === b.toString()) return false;
  }
  return defaultShouldRevalidate;
}

export type LeadActionResult =
  | { ok: true; reference: string; party: string | null; total: string | null }
  | { ok: false; errors: LeadErrors; formError?: string; values: LeadFormValues };

const LEAD_FAILED =
  'Не удалось отправить заявку. Проверьте соединение и попробуйте ещё раз или позвоните нам.';

/** The party's steppers and «Рассчитать» submit the form too, so they work without JavaScript. */
export const INTENT = { send: 'send', quote: 'quote' } as const;
const STEP = /^(adults|pensioners|children):([+-]1)$/;

export function leadValuesOf(form: FormData): LeadFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  // As many ages as the children stepper says: a new child's age is still to be chosen.
  const count = Math.min(PARTY_LIMITS.childrenMax, Math.max(0, Number.parseInt(text('children'), 10) || 0));
  const ages = form.getAll('childAge').map((a) => (typeof a === 'string' ? a : ''));
  return {
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    cabinCategory: text('cabinCategory'),
    cabinNumber: text('cabinNumber'),
    adults: text('adults'),
    pensioners: text('pensioners'),
    children: Array.from({ length: count }, (_, i) => ages[i] ?? ''),
    comment: text('comment'),
    consent: form.get('consent') !== null,
  };
}

/** A stepper's press: one more or one fewer, kept within 0 and the field's limit. */
export function stepParty(values: LeadFormValues, intent: string): LeadFormValues {
  const m = STEP.exec(intent);
  if (!m) return values;
  const by = m[2] === '+1' ? 1 : -1;
  if (m[1] === 'children') {
    const n = Math.min(PARTY_LIMITS.childrenMax, Math.max(0, values.children.length + by));
    return { ...values, children: Array.from({ length: n }, (_, i) => values.children[i] ?? '') };
  }
  const field = m[1] as 'adults' | 'pensioners';
  const max = field === 'adults' ? PARTY_LIMITS.adultsMax : PARTY_LIMITS.pensionersMax;
  const current = Number.parseInt(values[field], 10) || 0;
  return { ...values, [field]: String(Math.min(max, Math.max(0, current + by))) };
}

/** The total the visitor saw, from the form's hidden fields; null when none was shown. */
function quoteOf(form: FormData): Money | null {
  const amount = Number(form.get('quoteAmount'));
  const currency = String(form.get('quoteCurrency') ?? '');
  return Number.isSafeInteger(amount) && amount > 0 && CURRENCY_CODE_PATTERN.test(currency)
    ? { amount, currency }
    : null;
}

/** UTM values from the visitor's utm_* cookies (requirements §3), cut to the API's limit. */
function utmFromCookies(
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
  const form = await request.formData();
  const intent = String(form.get('intent') ?? INTENT.send);
  // A stepper or «Рассчитать» without JavaScript: the page is rendered again with the new party and its total.
  if (intent !== INTENT.send)
    return data<LeadActionResult>({ ok: false, errors: {}, values: stepParty(leadValuesOf(form), intent) });
  const values = leadValuesOf(form);
  const errors = validateLead(values);
  if (hasLeadErrors(errors)) return data<LeadActionResult>({ ok: false, errors, values }, { status: 400 });

  const cookies = request.headers.get('cookie') ?? (typeof document === 'undefined' ? '' : document.cookie);
  const party = partyOf(values);
  const quote = values.cabinCategory ? quoteOf(form) : null;
  const result = await apiFrom(context).saveLead({
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    cruiseSlug: slug,
    cabinCategory: values.cabinCategory || undefined,
    cabinNumber: values.cabinNumber || undefined,
    party: party ?? undefined,
    quote: quote ?? undefined,
    comment: values.comment.trim() || undefined,
    consent: true,
    utm: utmFromCookies(cookies),
  });
  // Without JavaScript the answer is a page of its own (post, redirect, get): a reload or «Назад» does not
  // send the form again, and the reference stays on screen (docs/decisions/018-forms-without-javascript.md).
  if (result.ok && typeof document === 'undefined')
    return redirect(`${sentAddress(request.url, result.data.reference)}#${BOOKING_ID}`, 303);
  if (result.ok)
    return data<LeadActionResult>({
      ok: true,
      reference: result.data.reference,
      party: party ? partyPhrase(party) : null,
      total:
        quote && party
          ? `Итого ${forPeople(party.adults + party.pensioners + party.children.length)}: ${formatMoney(quote)}`
          : null,
    });

  // The cruise left while the page was open: the API's message says so and where to look instead.
  if (result.error.apiCode === API_ERROR_CODE.cruiseSailed) {
    return data<LeadActionResult>(
      { ok: false, errors: {}, formError: result.error.message, values },
      { status: 409 },
    );
  }
  // The cabin was booked by someone else meanwhile, or its class sold out: say so next to the choice.
  if (result.error.apiCode === API_ERROR_CODE.cabinBooked) {
    return data<LeadActionResult>(
      { ok: false, errors: { cabinNumber: result.error.message }, values },
      { status: 409 },
    );
  }
  if (result.error.apiCode === API_ERROR_CODE.categorySoldOut) {
    return data<LeadActionResult>(
      { ok: false, errors: { cabinCategory: result.error.message }, values },
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
