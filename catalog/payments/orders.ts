import type { ClientOrder, OrderAccess, OrderStatus } from '../../shared/api/schemas';
import type { Db } from '../db/open';
import type { OrderSecrets } from './access';

interface OrderRow extends OrderSecrets {
  ref: string;
  description: string;
  customer_name: string;
  amount: number;
  currency: string;
  status: OrderStatus;
  cruise_slug: string | null;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
}

export function findOrder(db: Db, ref: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM client_orders WHERE ref = ?').get(ref) as OrderRow | undefined;
}

/** An unpaid order past its deadline is expired whatever was stored: the clock decides, not a cron job. */
export function effectiveStatus(row: OrderRow, now: Date): OrderStatus {
  if (row.status !== 'paid' && row.expires_at <= now.toISOString()) return 'expired';
  return row.status;
}

/** `limited`: no purpose, no cruise, no name (decision 051); what anyone with the number may see. */
export function orderView(db: Db, row: OrderRow, now: Date, access: OrderAccess): ClientOrder {
  const cruise =
    access === 'full' && row.cruise_slug
      ? (db.prepare('SELECT slug, title AS name FROM cruises WHERE slug = ?').get(row.cruise_slug) as
          { slug: string; name: string } | undefined)
      : undefined;
  return {
    ref: row.ref,
    access,
    description: access === 'full' ? row.description : null,
    customerName: access === 'full' ? row.customer_name : null,
    amount: { amount: row.amount, currency: row.currency },
    status: effectiveStatus(row, now),
    cruise: cruise ?? null,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    paidAt: row.paid_at,
  };
}

export function setOrderStatus(db: Db, ref: string, status: OrderStatus, now: Date): void {
  db.prepare(
    "UPDATE client_orders SET status = ?, paid_at = CASE WHEN ? = 'paid' THEN ? ELSE paid_at END WHERE ref = ? AND status != 'paid'",
  ).run(status, status, now.toISOString(), ref);
}
