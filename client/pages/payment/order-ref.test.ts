import { describe, expect, it } from 'vitest';
import type { ClientOrder } from '../../../shared/api/schemas';
import { normalizeOrderRef, parseOrderRef } from '../../../shared/order-ref';
import { canPay, toOrderView, toPaymentOrder } from './order-view';
import { isUnsettled, RECHECK_MAX, shouldRecheck } from '../payment-result/polling';

describe('order numbers', () => {
  it('forgive case, spaces and dashes', () => {
    expect(normalizeOrderRef(' cr-100001 ')).toBe('CR-100001');
    expect(normalizeOrderRef('CR – 100001')).toBe('CR-100001');
    expect(parseOrderRef('cr-100001')).toEqual({ ok: true, ref: 'CR-100001' });
  });
  it('tell a missing number from an invalid one', () => {
    expect(parseOrderRef(null)).toEqual({ ok: false, reason: 'missing', input: '' });
    expect(parseOrderRef('  ')).toEqual({ ok: false, reason: 'missing', input: '' });
    expect(parseOrderRef('12345')).toEqual({ ok: false, reason: 'invalid', input: '12345' });
    expect(parseOrderRef('<script>')).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

const order: ClientOrder = {
  ref: 'CR-100001',
  access: 'full',
  description: 'Предоплата',
  customerName: 'Иванов Сергей',
  amount: { amount: 184_500, currency: 'RUB' },
  status: 'new',
  cruise: null,
  createdAt: '2027-01-01T10:00:00.000Z',
  expiresAt: '2027-02-01T10:00:00.000Z',
  paidAt: null,
};

describe('order view', () => {
  it('treats an unpaid order past its deadline as expired', () => {
    expect(toOrderView(order, new Date('2027-01-15T00:00:00Z')).status).toBe('new');
    expect(toOrderView(order, new Date('2027-03-01T00:00:00Z'))).toMatchObject({
      status: 'expired',
      expired: true,
    });
    expect(toOrderView({ ...order, status: 'paid' }, new Date('2027-03-01T00:00:00Z')).status).toBe('paid');
  });
  it('lets new and declined orders be paid, not one the bank is still processing', () => {
    expect(
      ['new', 'declined', 'pending', 'paid', 'expired'].map((status) =>
        canPay({ status: status as ClientOrder['status'] }),
      ),
    ).toEqual([true, true, false, false, false]);
  });
  it('formats money and moments once, in Moscow time', () => {
    const view = toPaymentOrder(toOrderView(order, new Date('2027-01-15T00:00:00Z')));
    expect(view.amountText).toBe('184\u00a0500\u00a0₽');
    expect(view.expiresText).toMatch(/^1 февраля 2027 г\.,? (в )?13:00 \(мск\)$/);
  });
});

describe('pending re-checks', () => {
  it('re-check a payment the bank is processing a few times only, not an order with none begun', () => {
    expect(isUnsettled('pending')).toBe(true);
    expect(isUnsettled('new')).toBe(false);
    expect(isUnsettled('paid')).toBe(false);
    expect(shouldRecheck('pending', 0)).toBe(true);
    expect(shouldRecheck('pending', RECHECK_MAX)).toBe(false);
    expect(shouldRecheck('declined', 0)).toBe(false);
  });
});
