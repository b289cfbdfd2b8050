/**
 * Order numbers as visitors type or paste them, and as API callers send them: one reading for the site
 * and the catalogue. No zod here, so the browser bundle can carry it.
 */
export const ORDER_REF_RE = /^[A-Z0-9]{2,6}-\d{4,10}$/;
/** The form's example: no order has this number, so the hint shows no one's order. */
export const ORDER_EXAMPLE = 'CR-000000';

/**
 * Cyrillic letters a visitor types for the Latin ones on a Russian keyboard layout: `СР-100001` is
 * `CR-100001` (Р is read as R). Only letters whose Latin reading is unambiguous.
 */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  А: 'A',
  Е: 'E',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'R',
  С: 'C',
  Т: 'T',
};

/**
 * ` cr 100001 `, `СР-100001` (Cyrillic), `№ CR – 100 001` → `CR-100001`: case, Cyrillic letters, a space or any dash between letters and digits, spaces inside the number.
 */
export function normalizeOrderRef(raw: string): string {
  const upper = raw
    .trim()
    .toUpperCase()
    .replace(/^№\s*/, '')
    .replace(/[А-ЯЁ]/g, (ch) => CYRILLIC_TO_LATIN[ch] ?? ch);
  const split = /^([A-Z0-9]*[A-Z])[\s\-‐‑‒–—]*(\d[\d\s]*)$/.exec(upper);
  return split ? `${split[1]}-${split[2].replace(/\s+/g, '')}` : upper.replace(/\s*[-‐‑‒–—]\s*/g, '-');
}

export type OrderRefCheck =
  { ok: true; ref: string } | { ok: false; reason: 'missing' | 'invalid'; input: string };

export function parseOrderRef(raw: string | null | undefined): OrderRefCheck {
  const input = (raw ?? '').slice(0, 40);
  if (!input.trim()) return { ok: false, reason: 'missing', input: '' };
  const ref = normalizeOrderRef(input);
  return ORDER_REF_RE.test(ref) ? { ok: true, ref } : { ok: false, reason: 'invalid', input: input.trim() };
}

/**
 * A booking request's reference (catalog/handlers/writes.ts makes them): 8 characters in two fours from an
 * alphabet without look-alikes (no 0/O, 1/I/L). Not an order number: a visitor who types it on /payment is
 * told what it is.
 */
export const LEAD_REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LEAD_REFERENCE_RE = new RegExp(`^[${LEAD_REFERENCE_ALPHABET}]{4}-[${LEAD_REFERENCE_ALPHABET}]{4}$`);

export function isLeadReference(raw: string): boolean {
  return LEAD_REFERENCE_RE.test(raw.trim().toUpperCase());
}
