import { API_ERROR_CODE } from '../../shared/api/error-codes';
import { hasSailed } from '../../shared/today';
import { badRequest, conflict } from '../http/errors';
import type { Handlers } from './context';

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
    const createdAt = store.now().toISOString();
    const info = store.db
      .prepare(
        `INSERT INTO leads (name, phone, email, cruise_slug, cabin_category, guests, comment, utm, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        lead.name,
        normalizePhone(lead.phone),
        lead.email || null,
        lead.cruiseSlug ?? null,
        lead.cabinCategory ?? null,
        lead.guests ?? null,
        lead.comment ?? null,
        lead.utm && Object.keys(lead.utm).length > 0 ? JSON.stringify(lead.utm) : null,
        createdAt,
      );
    return { id: Number(info.lastInsertRowid), createdAt };
  },
};

/** The cruise has left: a request for it could never be served. The message is shown to the visitor. */
const cruiseSailed = () =>
  conflict(
    API_ERROR_CODE.cruiseSailed,
    'Этот круиз уже отправился, заявки на него не принимаются. Выберите другую дату на странице круиза.',
  );

/** `8 (900) 123-45-67` → `+79001234567`, so managers can dial and dedupe. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+7${digits.slice(-10)}`;
}
