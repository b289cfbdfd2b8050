/** The order as the payment pages show it, and what a visitor can do with it. */
import type { ClientOrder, Money, OrderAccess, OrderStatus } from '../../../shared/api/schemas';
import { formatMoney } from '../../../shared/format';
import { onFirstUse } from '../../../shared/on-first-use';

export interface OrderView {
  ref: string;
  /** `limited`: the number alone was shown; no purpose, cruise or payer's name. */
  access: OrderAccess;
  description: string | null;
  customerName: string | null;
  amount: Money;
  status: OrderStatus;
  /** `expired` also when the deadline passed before the API caught up. */
  expired: boolean;
  expiresAt: string;
  paidAt: string | null;
  /** Paid within the last day: the receipt is still on its way and the manager has yet to call. */
  paidRecently: boolean;
  cruise: { slug: string; name: string } | null;
}

const DAY_MS = 86_400_000;

export function toOrderView(order: ClientOrder, now: Date = new Date()): OrderView {
  const expired =
    order.status === 'expired' || (order.status !== 'paid' && Date.parse(order.expiresAt) <= now.getTime());
  return {
    ref: order.ref,
    access: order.access,
    description: order.description,
    customerName: order.customerName,
    amount: order.amount,
    status: expired ? 'expired' : order.status,
    expired,
    expiresAt: order.expiresAt,
    paidAt: order.paidAt,
    paidRecently: order.paidAt !== null && now.getTime() - Date.parse(order.paidAt) < DAY_MS,
    cruise: order.cruise,
  };
}

/** New, declined (a failed try) and pending (a try not finished) orders can be paid (again). */
/** Not while the bank is still processing a payment: a second one could charge the payer twice. */
export function canPay(order: Pick<OrderView, 'status'>): boolean {
  return order.status === 'new' || order.status === 'declined';
}

export const STATUS_LABEL: Record<OrderStatus, string> = {
  new: 'Ожидает оплаты',
  pending: 'Платёж обрабатывается',
  paid: 'Оплачен',
  declined: 'Платёж отклонён',
  expired: 'Срок оплаты истёк',
};

/**
 * `12 мая 2027 г. в 14:30 (мск)`; older ICU writes `г., 14:30` (Moscow time: the company and most visitors are
 * there). On Intl because the zone's rules can change (docs/decisions/039-russian-formats-without-intl.md).
 */
const moment = onFirstUse(
  () =>
    new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Moscow',
    }),
);
function formatMoment(iso: string): string {
  return `${moment().format(new Date(iso))} (мск)`;
}

export interface PaymentOrder extends OrderView {
  amountText: string;
  expiresText: string;
  paidText: string | null;
}

/** Dates and money are formatted here, once: server and browser then render the very same text. */
export function toPaymentOrder(view: OrderView): PaymentOrder {
  return {
    ...view,
    amountText: formatMoney(view.amount),
    expiresText: formatMoment(view.expiresAt),
    paidText: view.paidAt ? formatMoment(view.paidAt) : null,
  };
}
