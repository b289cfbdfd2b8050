/**
 * Order numbers typed or linked by visitors. The pattern is a copy of ORDER_REF_PATTERN in
 * shared/api/schemas.ts (that module carries zod, which must stay out of the browser bundle);
 * order-ref.test.ts keeps the two equal.
 */
export const ORDER_REF_RE = /^[A-Z0-9]{2,6}-\d{4,10}$/;
export const ORDER_EXAMPLE = 'CR-100001';

/** ` cr-100001 ` → `CR-100001`; also forgives spaces or a long dash typed around the hyphen. */
export function normalizeOrderRef(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/\s*[-‐‑‒–—]\s*/g, '-')
    .replace(/^№\s*/, '');
}

export type OrderRefCheck =
  { ok: true; ref: string } | { ok: false; reason: 'missing' | 'invalid'; input: string };

export function parseOrderRef(raw: string | null | undefined): OrderRefCheck {
  const input = (raw ?? '').slice(0, 40);
  if (!input.trim()) return { ok: false, reason: 'missing', input: '' };
  const ref = normalizeOrderRef(input);
  return ORDER_REF_RE.test(ref) ? { ok: true, ref } : { ok: false, reason: 'invalid', input: input.trim() };
}
