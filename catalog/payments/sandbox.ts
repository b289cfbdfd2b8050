import crypto from 'node:crypto';
import type { ClientOrder, OrderStatus } from '../../shared/api/schemas';
import type { Db } from '../db/open';
import { API_PREFIX } from '../../shared/api/endpoints';
import type { PaymentGateway } from './gateway';

export const SANDBOX_PATH = `${API_PREFIX}/sandbox/pay`;

/** The built-in gateway: a payment is a row with an unguessable token and a page that settles it. */
export function createSandboxGateway(db: Db, now: () => Date, publicUrl?: string): PaymentGateway {
  return {
    name: 'sandbox',
    async createPayment(order, returnUrl, { apiOrigin }) {
      const token = crypto.randomBytes(18).toString('base64url');
      const at = now().toISOString();
      db.prepare(
        "INSERT INTO payments (token, order_ref, gateway, return_url, status, created_at, updated_at) VALUES (?, ?, 'sandbox', ?, 'new', ?, ?)",
      ).run(token, order.ref, returnUrl, at, at);
      return { paymentId: token, paymentUrl: `${publicUrl ?? apiOrigin}${SANDBOX_PATH}/${token}` };
    },
    async status(order: ClientOrder): Promise<OrderStatus | null> {
      const row = db
        .prepare(
          "SELECT status FROM payments WHERE order_ref = ? AND gateway = 'sandbox' ORDER BY created_at DESC, rowid DESC LIMIT 1",
        )
        .pluck()
        .get(order.ref) as OrderStatus | undefined;
      return row ?? null;
    },
  };
}
