import { HttpError, badRequest } from '../http/errors';
import { effectiveStatus, findOrder, orderView, setOrderStatus } from '../payments/orders';
import type { Handlers } from './context';

const orderNotFound = () =>
  new HttpError(404, 'ORDER_NOT_FOUND', 'Заказ не найден. Проверьте номер заказа.', 'orderRef');

export const paymentHandlers: Pick<Handlers, 'getPaymentLink' | 'checkPayment'> = {
  getPaymentLink: async ({ orderRef, returnUrl }, { store, siteOrigins, gateway, req }) => {
    let origin: string;
    try {
      origin = new URL(returnUrl).origin;
    } catch {
      throw badRequest('Некорректный адрес возврата', 'returnUrl');
    }
    if (!siteOrigins.includes(origin)) throw badRequest('Адрес возврата должен вести на сайт', 'returnUrl');
    const now = store.now();
    const row = findOrder(store.db, orderRef);
    if (!row) throw orderNotFound();
    const status = effectiveStatus(row, now);
    if (status === 'paid') throw new HttpError(409, 'ORDER_ALREADY_PAID', 'Заказ уже оплачен');
    if (status === 'expired')
      throw new HttpError(409, 'ORDER_EXPIRED', 'Срок оплаты заказа истёк. Свяжитесь с менеджером.');
    const apiOrigin = `${req.protocol}://${req.get('host')}`;
    const { paymentUrl } = await gateway.createPayment(orderView(store.db, row, now), returnUrl, {
      apiOrigin,
    });
    setOrderStatus(store.db, row.ref, 'pending', now);
    return { order: orderView(store.db, findOrder(store.db, row.ref)!, now), paymentUrl };
  },
  checkPayment: async ({ orderRef }, { store, gateway }) => {
    const now = store.now();
    const row = findOrder(store.db, orderRef);
    if (!row) throw orderNotFound();
    const order = orderView(store.db, row, now);
    if (order.status !== 'paid' && order.status !== 'expired') {
      // Ask the gateway: with a real provider the webhook may not have arrived yet.
      const reported = await gateway.status(order);
      if (reported && reported !== row.status && reported !== 'new') {
        setOrderStatus(store.db, row.ref, reported, now);
        return { order: orderView(store.db, findOrder(store.db, row.ref)!, now) };
      }
    }
    return { order };
  },
};
