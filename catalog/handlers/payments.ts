import { HttpError, badRequest } from '../http/errors';
import { MAX_FAILURES, orderAccess, ProofFailures } from '../payments/access';
import { effectiveStatus, findOrder, orderView, setOrderStatus } from '../payments/orders';
import type { Store } from '../store/store';
import type { Handlers } from './context';
import { oncePer } from '../../shared/once-per';

const orderNotFound = () =>
  new HttpError(404, 'ORDER_NOT_FOUND', 'Заказ не найден. Проверьте номер заказа.', 'orderRef');
/** One answer for a wrong key, wrong digits and a number that does not exist: nothing to tell them apart. */
const accessDenied = () =>
  new HttpError(
    403,
    'ORDER_ACCESS_DENIED',
    'Данные заказа не подтверждены: проверьте номер заказа и ссылку из письма или последние цифры телефона.',
  );
const tooManyTries = () =>
  new HttpError(
    429,
    'ORDER_LOCKED',
    `После ${MAX_FAILURES} неверных попыток данные этого заказа закрыты на 15 минут.`,
    undefined,
    { 'Retry-After': '900' },
  );

const failuresOf = oncePer((store: Store) => new ProofFailures(() => store.now().getTime()));

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
    // The gateway (the bank) gets the whole order; the caller, who proved nothing, the limited view.
    const { paymentUrl } = await gateway.createPayment(orderView(store.db, row, now, 'full'), returnUrl, {
      apiOrigin,
    });
    // The order stays as it is until the bank says the payer paid or is paying: opening the bank's page
    // (anyone with the number can) changes nothing the payer sees.
    return { order: orderView(store.db, row, now, 'limited'), paymentUrl };
  },
  checkPayment: async ({ orderRef, key, phoneLast4 }, { store, gateway }) => {
    const now = store.now();
    const proving = key !== undefined || phoneLast4 !== undefined;
    const failures = failuresOf(store);
    if (proving && failures.locked(orderRef)) throw tooManyTries();
    const row = findOrder(store.db, orderRef);
    if (!row) {
      if (!proving) throw orderNotFound();
      failures.record(orderRef);
      throw accessDenied();
    }
    const access = orderAccess(row, { key, phoneLast4 });
    if (access === 'denied') {
      failures.record(orderRef);
      throw accessDenied();
    }
    const order = orderView(store.db, row, now, access);
    if (order.status !== 'paid' && order.status !== 'expired') {
      // Ask the gateway: with a real provider the webhook may not have arrived yet.
      const reported = await gateway.status(order);
      if (reported && reported !== row.status && reported !== 'new') {
        setOrderStatus(store.db, row.ref, reported, now);
        return { order: orderView(store.db, findOrder(store.db, row.ref)!, now, access) };
      }
    }
    return { order };
  },
};
