import { randomInt } from 'node:crypto';
import { API_ERROR_CODE } from '../../shared/api/error-codes';
import { hasSailed } from '../../shared/today';
import { badRequest, conflict } from '../http/errors';
import type { Model } from '../store/model';
import type { CruiseRec } from '../store/types';
import type { Handlers } from './context';
import { sailingCabins } from './cruises';

/** Subscriptions and leads: the visitor's data, written in one statement each (autocommit is a transaction). */
export const writeHandlers: Pick<Handlers, 'createSubscription' | 'saveLead'> = {
  createSubscription: ({ email, source }, { store }) => {
    const normalized = email.trim().toLowerCase();
    // INSERT OR IGNORE against the NOCASE unique index: a repeat is success, not an error, and never a race.
    const info = store.db
      .prepare('INSERT OR IGNORE INTO subscriptions (email, source, created_at) VALUES (?, ?, ?)')
      .run(normalized, source ?? null, store.now().toISOString());
    return { ok: true as const, alreadySubscribed: info.changes === 0 };
  },
  saveLead: (lead, { store }) => {
    const cruise = lead.cruiseSlug ? store.model().cruiseBySlug.get(lead.cruiseSlug) : undefined;
    if (lead.cruiseSlug && !cruise) throw badRequest('Круиз не найден', 'cruiseSlug');
    if (cruise && hasSailed(cruise.startDate, store.view().today)) throw cruiseSailed();
    if (lead.cabinNumber) checkCabin(store.model(), cruise, lead.cabinNumber, lead.cabinCategory);
    const createdAt = store.now().toISOString();
    const reference = leadReference();
    store.db
      .prepare(
        `INSERT INTO leads (reference, name, phone, email, cruise_slug, cabin_category, cabin_number, guests, comment, utm, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        reference,
        lead.name,
        normalizePhone(lead.phone),
        lead.email || null,
        lead.cruiseSlug ?? null,
        lead.cabinCategory ?? null,
        lead.cabinNumber ?? null,
        lead.guests ?? null,
        lead.comment ?? null,
        lead.utm && Object.keys(lead.utm).length > 0 ? JSON.stringify(lead.utm) : null,
        createdAt,
      );
    return { reference, createdAt };
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

/** The cruise has left: a request for it could never be served. The message is shown to the visitor. */
const cruiseSailed = () =>
  conflict(
    API_ERROR_CODE.cruiseSailed,
    'Этот круиз уже отправился, заявки на него не принимаются. Выберите другую дату на странице круиза.',
  );
/**
 * A lead's reference for its sender and the manager: 8 random characters (31^8, about 40 bits) from an
 * alphabet without look-alikes (no 0/O, 1/I/L), unlike the row id, which counts every request ever made.
 * A clash with an earlier reference fails the unique index and the visitor's retry gets a new one.
 */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function leadReference(): string {
  const chars = Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** `8 (900) 123-45-67` → `+79001234567`, so managers can dial and dedupe. */
function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+7${digits.slice(-10)}`;
}
