import { randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import { API_ERROR_CODE } from '../../shared/api/error-codes';
import { LEAD_REFERENCE_ALPHABET } from '../../shared/order-ref';
import { hasSailed, leavesToday } from '../../shared/today';
import { LEAD_MESSAGES, RU_PHONE_PATTERN } from '../../shared/validation';
import { quoteParty } from '../../shared/pricing/party-total';
import { badRequest, conflict } from '../http/errors';
import { formatLeadNotice } from '../leads/notice';
import type { Model } from '../store/model';
import type { CruiseRec } from '../store/types';
import { cabinPricesOf } from './cruises';
import type { Handlers } from './context';
import { sailingCabins } from './cruises';

/**
 * Subscriptions and leads: the visitor's data. A subscription is one statement (autocommit is a transaction); a
 * lead's look for an earlier same request and its insert are one write transaction.
 */
export const writeHandlers: Pick<Handlers, 'createSubscription' | 'saveLead'> = {
  createSubscription: ({ email, source }, { store }) => {
    const normalized = email.trim().toLowerCase();
    // INSERT OR IGNORE against the NOCASE unique index: a repeat is success, not an error, and never a race.
    const info = store.db
      .prepare('INSERT OR IGNORE INTO subscriptions (email, source, created_at) VALUES (?, ?, ?)')
      .run(normalized, source ?? null, store.now().toISOString());
    return { ok: true as const, alreadySubscribed: info.changes === 0 };
  },
  saveLead: (lead, { store, notifyLead }) => {
    const model = store.model();
    const cruise = lead.cruiseSlug ? model.cruiseBySlug.get(lead.cruiseSlug) : undefined;
    if (lead.cruiseSlug && !cruise) throw badRequest('Круиз не найден', 'cruiseSlug');
    const now = store.now();
    const phone = normalizePhone(lead.phone);
    // What the request asks for, as stored: a repeat of it is matched on these, the quote and UTM aside.
    const request: LeadRequest = {
      name: lead.name,
      phone,
      email: lead.email || null,
      cruise_slug: lead.cruiseSlug ?? null,
      cabin_category: lead.cabinCategory ?? null,
      cabin_number: lead.cabinNumber ?? null,
      party: lead.party ? JSON.stringify(lead.party) : null,
      comment: lead.comment ?? null,
    };
    // One write transaction from the look for an earlier same request to the insert. The look comes before
    // the checks against today's catalogue, so a request already taken keeps its reference though its class
    // has sold out or its cruise left since; and two presses that reach two worker processes at once make
    // one lead, the second seeing the first's row.
    const saved = store.db
      .transaction(() => {
        const repeat = earlierSameRequest(store.db, request, now);
        if (repeat) return { ...repeat, notice: null };
        const today = store.view().today;
        if (cruise && hasSailed(cruise.startDate, today)) throw cruiseSailed(cruise.startDate, today);
        if (lead.cabinNumber) checkCabin(model, cruise, lead.cabinNumber, lead.cabinCategory);
        const cabin =
          cruise && lead.cabinCategory
            ? cabinPricesOf(model, cruise, today).find((p) => p.category.code === lead.cabinCategory)
            : undefined;
        if (cruise && lead.cabinCategory) checkCategory(cabin);
        // The catalogue's own total in the quote's currency; a different quote is stored and flagged, never
        // refused: the manager calls the customer either way (docs/decisions/024-party-price.md).
        const quote =
          cabin && lead.party
            ? quoteParty(lead.party, cabin, lead.quote?.currency ?? 'RUB', currenciesOf(model), today)
            : null;
        const computed = quote?.total ?? null;
        const mismatch = lead.quote && computed ? lead.quote.amount !== computed.amount : null;
        const createdAt = now.toISOString();
        const reference = leadReference();
        store.db
          .prepare(
            `INSERT INTO leads (reference, name, phone, email, cruise_slug, cabin_category, cabin_number, guests, party,
               quote_amount, quote_currency, computed_amount, quote_mismatch, comment, utm, created_at)
             VALUES (@reference, @name, @phone, @email, @cruise_slug, @cabin_category, @cabin_number, @guests, @party,
               @quote_amount, @quote_currency, @computed_amount, @quote_mismatch, @comment, @utm, @created_at)`,
          )
          .run({
            ...request,
            reference,
            guests: lead.party
              ? lead.party.adults + lead.party.pensioners + lead.party.children.length
              : null,
            quote_amount: lead.quote?.amount ?? null,
            quote_currency: lead.quote?.currency ?? null,
            computed_amount: computed?.amount ?? null,
            quote_mismatch: mismatch === null ? null : mismatch ? 1 : 0,
            utm: lead.utm && Object.keys(lead.utm).length > 0 ? JSON.stringify(lead.utm) : null,
            created_at: createdAt,
          });
        const notice = formatLeadNotice({
          reference,
          name: lead.name,
          phone,
          email: lead.email || null,
          cruise: cruise
            ? { title: cruise.title, startDate: cruise.startDate, endDate: cruise.endDate }
            : null,
          cabin: cabin ? { code: cabin.category.code, name: cabin.category.name } : null,
          party: lead.party ?? null,
          placement: quote,
          quote: lead.quote ?? null,
          computed,
          comment: lead.comment ?? null,
        });
        return { reference, createdAt, notice };
      })
      .immediate();
    // Told once the row is committed; a repeat tells no one again.
    if (saved.notice) notifyLead(saved.notice);
    return { reference: saved.reference, createdAt: saved.createdAt };
  },
};

/**
 * A chosen cabin must be on the cruise's ship, of the chosen class, and not booked on this sailing (a
 * cabin on request may be asked for). Its state comes from the same derivation the plan is drawn from.
 */
function checkCabin(model: Model, cruise: CruiseRec | undefined, number: string, category?: string) {
  if (!cruise) throw badRequest('Каюту можно выбрать только на странице круиза', 'cabinNumber');
  const cabin = sailingCabins(model, cruise).find((c) => c.number === number);
  if (!cabin) throw badRequest(`Каюты ${number} нет на этом судне`, 'cabinNumber');
  if (category && category !== cabin.category)
    throw badRequest(
      `Каюта ${number} другой категории: выберите её категорию или другую каюту`,
      'cabinCategory',
    );
  if (cabin.status === 'booked')
    throw conflict(
      API_ERROR_CODE.cabinBooked,
      `Каюта ${number} уже забронирована на этот рейс. Выберите свободную каюту на плане палуб.`,
    );
}

/**
 * A chosen class must be sold on the sailing and have a place left: the form offers no other (a page left
 * open while the last cabin went, or a hand-made request, gets the reason).
 */
function checkCategory(cabin: ReturnType<typeof cabinPricesOf>[number] | undefined) {
  if (!cabin) throw badRequest(LEAD_MESSAGES.cabinInvalid, 'cabinCategory');
  if (!cabin.available)
    throw conflict(
      API_ERROR_CODE.categorySoldOut,
      `В категории «${cabin.category.name}» мест нет: выберите другую или оставьте поле пустым, и менеджер предложит варианты.`,
    );
}

const currenciesOf = (model: Model) => [...model.rates].map(([code, rateToRub]) => ({ code, rateToRub }));

/**
 * The cruise has left or leaves today: a request for it could never be served. The message is shown to the
 * visitor.
 */
const cruiseSailed = (startDate: string, today: string) =>
  conflict(
    API_ERROR_CODE.cruiseSailed,
    `${leavesToday(startDate, today) ? 'Этот круиз отправляется сегодня' : 'Этот круиз уже отправился'}, заявки на него не принимаются. Выберите другую дату на странице круиза.`,
  );
/**
 * The same request sent again within half an hour (a reload of the answer to a form sent without
 * JavaScript re-sends it, a second press, Back and send): the first one's reference, no second lead and no
 * second notice to the managers (docs/decisions/054-a-repeated-request.md).
 */
const REPEAT_WINDOW_MS = 30 * 60_000;
/** The columns a request is matched on: its own words and choices, not its quote or UTM. */
const LEAD_REQUEST_COLUMNS = [
  'name',
  'phone',
  'email',
  'cruise_slug',
  'cabin_category',
  'cabin_number',
  'party',
  'comment',
] as const;
type LeadRequest = Record<(typeof LEAD_REQUEST_COLUMNS)[number], string | null>;
const SAME_REQUEST_SQL = `SELECT reference, created_at AS createdAt FROM leads
  WHERE created_at >= @since AND ${LEAD_REQUEST_COLUMNS.map((c) => `${c} IS @${c}`).join(' AND ')}
  ORDER BY id DESC LIMIT 1`;
function earlierSameRequest(
  db: Database.Database,
  request: LeadRequest,
  now: Date,
): { reference: string; createdAt: string } | undefined {
  return db
    .prepare(SAME_REQUEST_SQL)
    .get({ ...request, since: new Date(now.getTime() - REPEAT_WINDOW_MS).toISOString() }) as
    { reference: string; createdAt: string } | undefined;
}

/**
 * A lead's reference for its sender and the manager: 8 random characters (31^8, about 40 bits) from an
 * alphabet without look-alikes (no 0/O, 1/I/L), unlike the row id, which counts every request ever made.
 * A clash with an earlier reference fails the unique index and the visitor's retry gets a new one.
 */
function leadReference(): string {
  const chars = Array.from(
    { length: 8 },
    () => LEAD_REFERENCE_ALPHABET[randomInt(LEAD_REFERENCE_ALPHABET.length)],
  );
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** `8 (900) 123-45-67` → `+79001234567`, `+375 29 123-45-67` → `+375291234567`: managers dial and dedupe. */
function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return RU_PHONE_PATTERN.test(phone.trim()) ? `+7${digits.slice(-10)}` : `+${digits}`;
}
