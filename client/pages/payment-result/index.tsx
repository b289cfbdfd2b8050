/**
 * /payment-result: where the gateway sends the visitor back. The order's status from `checkPayment` decides
 * the screen: paid, declined, still pending (re-checked a few times in the browser), or expired.
 */
import { useEffect, useState } from 'react';
import {
  data,
  useLoaderData,
  useRevalidator,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';
import { Link } from '../../ui/link';
import { href, PATHS } from '../../../shared/routes';
import { apiFrom } from '../../api';
import type { RootData } from '../../app/root-loader';
import { AlertIcon, CheckIcon, ClockIcon, PhoneIcon } from '../../ui/icons';
import { Loader } from '../../ui/loader';
import { Breadcrumbs } from '../_shared/breadcrumbs';
import { Facts } from '../_shared/facts';
import { Seo } from '../_shared/seo';
import { parseOrderRef } from '../../../shared/order-ref';
import { toOrderView, toPaymentOrder, type PaymentOrder } from '../payment/order-view';
import { duringWorkingHours } from '../../app/support-hours';
import { RECHECK_INTERVAL_MS, shouldRecheck } from './polling';
import { PAYMENT_TEXT } from '../payment/messages';

type LoaderResult =
  | { state: 'no-order' }
  | { state: 'invalid' }
  | { state: 'not-found'; ref: string }
  | { state: 'unavailable'; ref: string }
  | { state: 'order'; order: PaymentOrder };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseOrderRef(new URL(request.url).searchParams.get('order'));
  if (!parsed.ok)
    return data<LoaderResult>(
      { state: parsed.reason === 'invalid' ? 'invalid' : 'no-order' },
      { status: 400 },
    );
  const checked = await apiFrom(context).checkPayment({ orderRef: parsed.ref }, { signal: request.signal });
  if (checked.ok)
    return data<LoaderResult>({ state: 'order', order: toPaymentOrder(toOrderView(checked.data.order)) });
  if (checked.error.code === 404 || checked.error.code === 400)
    return data<LoaderResult>({ state: 'not-found', ref: parsed.ref }, { status: 404 });
  return data<LoaderResult>({ state: 'unavailable', ref: parsed.ref }, { status: 503 });
}

const HEADLINE: Record<PaymentOrder['status'], string> = {
  paid: 'Оплата прошла успешно',
  declined: 'Платёж отклонён',
  pending: 'Платёж обрабатывается',
  new: 'Заказ ещё не оплачен',
  expired: 'Срок оплаты истёк',
};

export function Component() {
  const result = useLoaderData<typeof loader>() as LoaderResult;
  const title = result.state === 'order' ? HEADLINE[result.order.status] : 'Результат оплаты';
  return (
    <div className="container pay pay--result">
      <Seo title={title} description="Результат оплаты заказа." noindex />
      <Breadcrumbs items={[{ title: 'Оплата заказа', to: PATHS.payment }, { title: 'Результат оплаты' }]} />
      {result.state === 'order' ? <OrderResult order={result.order} /> : <NoResult result={result} />}
    </div>
  );
}

function NoResult({ result }: { result: Exclude<LoaderResult, { state: 'order' }> }) {
  const text =
    result.state === 'no-order'
      ? 'В ссылке нет номера заказа. Откройте страницу оплаты и введите номер из письма.'
      : result.state === 'invalid'
        ? PAYMENT_TEXT.invalid
        : result.state === 'not-found'
          ? `Заказ ${result.ref} не найден. Проверьте номер в письме с заказом или позвоните нам.`
          : 'Не удалось узнать статус платежа: платёжный сервис не отвечает. Обновите страницу через пару минут — деньги не потеряются.';
  return (
    <section className="pay__card pay__outcome pay__outcome--error" aria-labelledby="pr-title">
      <AlertIcon size={40} className="pay__outcome-icon" />
      <h1 id="pr-title" className="heading heading--xl">
        Результат оплаты
      </h1>
      <p className="pay__outcome-text">{text}</p>
      <div className="pay__buttons">
        <Link
          className="btn btn--default btn--primary"
          to={
            result.state === 'no-order' || result.state === 'invalid'
              ? PATHS.payment
              : href.payment(result.ref)
          }
        >
          К оплате заказа
        </Link>
      </div>
    </section>
  );
}

function OrderResult({ order }: { order: PaymentOrder }) {
  const revalidator = useRevalidator();
  const [checks, setChecks] = useState(0);
  const waiting = shouldRecheck(order.status, checks);

  // A pending payment is asked about again a few times: gateways confirm within seconds as a rule.
  useEffect(() => {
    if (!waiting || revalidator.state !== 'idle') return;
    const timer = window.setTimeout(() => {
      setChecks((n) => n + 1);
      void revalidator.revalidate();
    }, RECHECK_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, checks, revalidator]);

  const tone =
    order.status === 'paid'
      ? 'success'
      : order.status === 'declined' || order.status === 'expired'
        ? 'error'
        : 'pending';
  return (
    <section className={`pay__card pay__outcome pay__outcome--${tone}`} aria-labelledby="pr-title">
      {tone === 'success' ? <CheckIcon size={40} className="pay__outcome-icon" /> : null}
      {tone === 'error' ? <AlertIcon size={40} className="pay__outcome-icon" /> : null}
      {tone === 'pending' ? (
        waiting ? (
          <Loader size="large" label="Проверяем статус платежа" className="pay__outcome-icon" />
        ) : (
          <ClockIcon size={40} className="pay__outcome-icon" />
        )
      ) : null}
      <h1 id="pr-title" className="heading heading--xl">
        {HEADLINE[order.status]}
      </h1>
      <Outcome order={order} waiting={waiting} />
      <Summary order={order} />
    </section>
  );
}

function Outcome({ order, waiting }: { order: PaymentOrder; waiting: boolean }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const phone = root?.header.phone ?? root?.footer.contacts.phone ?? null;
  const phoneDisplay = root?.header.phoneDisplay ?? root?.footer.contacts.phoneDisplay ?? phone;
  const email = root?.footer.contacts.email ?? null;
  const callBack = duringWorkingHours(root?.header.workingHours);
  const call = phone ? (
    <a className="btn btn--default btn--secondary" href={`tel:${phone}`}>
      <PhoneIcon size={18} />
      {phoneDisplay}
    </a>
  ) : null;

  switch (order.status) {
    case 'paid':
      return (
        <>
          <p className="pay__outcome-text">
            Спасибо! Мы получили {order.amountText} по заказу {order.ref}.
          </p>
          {/* An order paid days ago, its link opened again: what has happened, not what is about to. */}
          <ol className="pay__steps">
            {order.paidRecently ? (
              <>
                <li>
                  Чек и подтверждение оплаты придут на вашу электронную почту в течение нескольких минут.
                </li>
                <li>
                  Менеджер свяжется с вами {callBack}, чтобы подтвердить бронирование и рассказать о
                  документах.
                </li>
              </>
            ) : (
              <li>Чек и подтверждение оплаты мы отправили на вашу электронную почту {order.paidText}.</li>
            )}
            <li>Билеты и памятку туриста пришлём не позднее чем за 7 дней до начала круиза.</li>
          </ol>
          <div className="pay__buttons">
            <Link className="btn btn--default btn--primary" to={href.home()}>
              На главную
            </Link>
            {order.cruise ? (
              <Link className="btn btn--default btn--secondary" to={href.cruise(order.cruise.slug)}>
                О круизе
              </Link>
            ) : null}
          </div>
        </>
      );
    case 'declined':
      return (
        <>
          <p className="pay__outcome-text">
            Банк не подтвердил платёж, деньги не списаны. Проверьте данные карты и лимиты или попробуйте
            другую карту.
          </p>
          <div className="pay__buttons">
            <Link className="btn btn--default btn--primary" to={href.payment(order.ref)}>
              Попробовать снова
            </Link>
            {call}
          </div>
        </>
      );
    case 'expired':
      return (
        <>
          <p className="pay__outcome-text">
            Срок оплаты заказа {order.ref} закончился {order.expiresText}. Позвоните нам — менеджер проверит
            наличие мест и выставит новый счёт.
          </p>
          <div className="pay__buttons">
            {call}
            {email ? (
              <a className="btn btn--default btn--secondary" href={`mailto:${email}`}>
                {email}
              </a>
            ) : null}
          </div>
        </>
      );
    case 'new':
      return (
        <>
          <p className="pay__outcome-text" role="status">
            Оплата по заказу {order.ref} не поступала. Если вы только что оплатили, проверьте ещё раз через
            минуту.
          </p>
          <div className="pay__buttons">
            <Link className="btn btn--default btn--primary" to={href.payment(order.ref)}>
              Оплатить
            </Link>
            <Link
              className="btn btn--default btn--secondary"
              to={href.paymentResult(order.ref)}
              reloadDocument
            >
              Проверить ещё раз
            </Link>
          </div>
        </>
      );
    default:
      return waiting ? (
        <>
          <p className="pay__outcome-text" role="status">
            Ждём подтверждения от банка: обычно оно приходит за несколько секунд, иногда за несколько минут.
          </p>
          {/* Without JavaScript (or before it) the page does not ask again by itself; with it, a visitor may
              still ask now rather than wait for the next check. */}
          <div className="pay__buttons">
            <a className="btn btn--default btn--secondary" href={href.paymentResult(order.ref)}>
              Проверить ещё раз
            </a>
          </div>
        </>
      ) : (
        <>
          <p className="pay__outcome-text" role="status">
            Банк ещё не подтвердил платёж. Мы сообщим о результате по электронной почте, как только он придёт.
            Если деньги списались, повторно платить не нужно.
          </p>
          <div className="pay__buttons">
            <Link className="btn btn--default btn--primary" to={href.paymentResult(order.ref)} reloadDocument>
              Проверить ещё раз
            </Link>
            {call}
          </div>
        </>
      );
  }
}

function Summary({ order }: { order: PaymentOrder }) {
  // A limited order (no key in the link) has no purpose to show: that row is left out.
  return (
    <Facts
      block="pay-facts"
      className="pay-facts--summary"
      facts={[
        { label: 'Заказ', value: order.ref },
        { label: 'Назначение', value: order.description },
        { label: 'Плательщик', value: order.customerName },
        { label: 'Сумма', value: order.amountText },
        { label: 'Дата оплаты', value: order.paidText },
      ]}
    />
  );
}
