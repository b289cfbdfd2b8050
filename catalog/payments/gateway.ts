import type { ClientOrder, OrderStatus } from '../../shared/api/schemas';

/**
 * What the two payment endpoints need from a payment provider. The sandbox is the only implementation here;
 * a YooKassa or T-Bank adapter implements the same two calls (create a payment and return its confirmation
 * URL; report the provider's status for an order) and nothing else in the catalogue changes.
 */
export interface PaymentGateway {
  readonly name: string;
  createPayment(
    order: ClientOrder,
    returnUrl: string,
    context: { apiOrigin: string },
  ): Promise<{ paymentId: string; paymentUrl: string }>;
  /** The provider's latest word on the order, or null when it has none (no payment was started). */
  status(order: ClientOrder): Promise<OrderStatus | null>;
}
