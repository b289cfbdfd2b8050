import type { ClientOrder, OrderStatus } from '../../shared/api/schemas';
import type { Db } from '../db/open';
import type { OrderRec } from '../store/types';

interface OrderRow {
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

export function orderView(db: Db, row: OrderRow, now: Date): ClientOrder {
  const cruise = row.cruise_slug
    ? (db.prepare('SELECT slug, title AS name FROM cruises WHERE slug = ?').get(row.cruise_slug) as
        { slug: string; name: string } | undefined)
    : undefined;
  return {
    ref: row.ref,
    description: row.description,
    customerName: row.customer_name,
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

/** For tests and an admin tool: orders normally come from the CRM. */
export function createOrder(db: Db, order: OrderRec): void {
  db.prepare(
    'INSERT INTO client_orders VALUES (@ref, @description, @customerName, @amount, @currency, @status, @cruiseSlug, @createdAt, @expiresAt, @paidAt)',
  ).run(order);
}
