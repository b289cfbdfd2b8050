/**
 * Who may see an order's personal data (docs/decisions/016-order-privacy.md). The order number is printed
 * on contracts and is sequential, so it proves nothing; the link an order was issued with carries a random
 * key (only its SHA-256 is stored), and the payer also knows the last four digits of the order's phone.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { OrderAccess } from '../../shared/api/schemas';
import type { Db } from '../db/open';

function hashOrderKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

function lastFour(phone: string): string {
  return phone.replace(/\D/g, '').slice(-4);
}

export interface OrderSecrets {
  access_key_hash: string | null;
  customer_phone: string | null;
}

/** `denied` when a key or digits were given and do not match: the caller then says so, without saying which. */
export function orderAccess(
  row: OrderSecrets,
  proof: { key?: string; phoneLast4?: string },
): OrderAccess | 'denied' {
  if (proof.key === undefined && proof.phoneLast4 === undefined) return 'limited';
  const keyOk =
    proof.key !== undefined &&
    row.access_key_hash !== null &&
    sameHash(hashOrderKey(proof.key), row.access_key_hash);
  const phoneOk =
    proof.phoneLast4 !== undefined &&
    row.customer_phone !== null &&
    timingSafeEqual(
      Buffer.from(lastFour(row.customer_phone).padStart(4, '-')),
      Buffer.from(proof.phoneLast4),
    );
  return keyOk || phoneOk ? 'full' : 'denied';
}

/**
 * Demo orders of the generated seed get keys and phones derived from their numbers, so the links in
 * docs/catalog.md and the tests are stable across re-seeds. Real orders come from the CRM with a random
 * key of 128 bits sent to the payer; only its SHA-256 is stored here.
 */
const DEMO_SECRET = 'cruise-club-demo-orders';

export function demoOrderKey(ref: string): string {
  return createHmac('sha256', DEMO_SECRET)
    .update(`key:${ref}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

export function demoOrderPhone(ref: string): string {
  const d = createHmac('sha256', DEMO_SECRET).update(`phone:${ref}`).digest();
  const digits = Array.from(d.subarray(0, 9), (b) => String(b % 10)).join('');
  return `+7 9${digits.slice(0, 2)} ${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits.slice(7, 9)}`;
}

/** Gives every order still without a key its demo key and phone; the seed calls it after inserting orders. */
export function issueDemoOrderAccess(db: Db): void {
  const refs = db
    .prepare('SELECT ref FROM client_orders WHERE access_key_hash IS NULL')
    .pluck()
    .all() as string[];
  const set = db.prepare(
    'UPDATE client_orders SET access_key_hash = ?, customer_phone = COALESCE(customer_phone, ?) WHERE ref = ?',
  );
  for (const ref of refs) set.run(hashOrderKey(demoOrderKey(ref)), demoOrderPhone(ref), ref);
}

/**
 * Wrong keys or digits per order: after MAX_FAILURES in WINDOW_MS the order answers 429 to any proof,
 * whoever asks. Four digits are 10 000 guesses; counted per order, not per address, so a botnet gains
 * nothing either. In memory: a restart forgives, which costs an attacker a restart they cannot cause.
 */
export const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

export class ProofFailures {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  locked(ref: string): boolean {
    const f = this.failures.get(ref);
    if (!f) return false;
    if (this.now() - f.since >= WINDOW_MS) {
      this.failures.delete(ref);
      return false;
    }
    return f.count >= MAX_FAILURES;
  }

  record(ref: string): void {
    const f = this.failures.get(ref);
    if (!f || this.now() - f.since >= WINDOW_MS) this.failures.set(ref, { count: 1, since: this.now() });
    else f.count += 1;
    // Bounded: a flood of distinct numbers cannot grow the map without end.
    if (this.failures.size > 10_000) this.failures.delete(this.failures.keys().next().value as string);
  }
}
