/**
 * /payment: a visitor with an order number (`?order=CR-100001`, or typed into the form) sees what they pay
 * for and goes to the payment gateway. 'Оплатить' posts to this route's action, which asks the API for a
 * payment link and redirects there: a real 303 when the form posts to the server (before hydration or
 * without JavaScript), a client-side redirect after hydration.
 */
import { data, Form, redirectDocument, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { InputHTMLAttributes } from 'react';
import { Link } from '../../ui/link';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { href, PATHS } from '../../../shared/routes';
import { apiFrom, siteUrlFrom } from '../../api';
import type { ClientOrder } from '../../../shared/api/schemas';
import { useSupportPhone } from '../../app/support-hours';
import { AlertIcon, ArrowRightIcon, ShieldIcon } from '../../ui/icons';
import { FieldError, fieldErrorProps } from '../../ui/field-error';
import { Loader } from '../../ui/loader';
import { Breadcrumbs } from '../_shared/breadcrumbs';
import { Facts } from '../_shared/facts';
import { Seo } from '../_shared/seo';
import { invalidOrderText, PAYMENT_TEXT } from './messages';
import { parseOrderRef } from '../../../shared/order-ref';
import { canPay, STATUS_LABEL, toOrderView, toPaymentOrder, type PaymentOrder } from './order-view';

type LoaderResult =
  | { state: 'form'; input: string; problem: null | 'invalid' }
  | { state: 'not-found'; input: string }
  | { state: 'unavailable'; input: string }
  | { state: 'order'; order: PaymentOrder; problem: null | 'denied' };

const KEY_RE = /^[A-Za-z0-9_-]{22,64}$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = parseOrderRef(params.get('order'));
  if (!parsed.ok) {
    const result: LoaderResult = {
      state: 'form',
      input: parsed.input,
      problem: parsed.reason === 'invalid' ? 'invalid' : null,
    };
    return data(result, { status: parsed.reason === 'invalid' ? 400 : 200 });
  }
  const api = apiFrom(context);
  const key = params.get('key');
  // The link's key opens the whole order; a key that is not even well-formed is simply a wrong one.
  if (key !== null) {
    const full = KEY_RE.test(key)
      ? await api.checkPayment({ orderRef: parsed.ref, key }, { signal: request.signal })
      : null;
    if (full?.ok)
      return data<LoaderResult>({ state: 'order', order: toPayment(full.data.order), problem: null });
    if (full && full.error.code !== 403 && full.error.code !== 429)
      return failure(full.error.code, parsed.ref);
  }
  const checked = await api.checkPayment({ orderRef: parsed.ref }, { signal: request.signal });
  if (!checked.ok) return failure(checked.error.code, parsed.ref);
  const problem = key === null ? null : 'denied';
  return data<LoaderResult>(
    { state: 'order', order: toPayment(checked.data.order), problem },
    { status: problem ? 403 : 200 },
  );
}

const toPayment = (order: ClientOrder) => toPaymentOrder(toOrderView(order));

function failure(code: number, ref: string) {
  if (code === 404) return data<LoaderResult>({ state: 'not-found', input: ref }, { status: 404 });
  if (code === 400)
    return data<LoaderResult>({ state: 'form', input: ref, problem: 'invalid' }, { status: 400 });
  return data<LoaderResult>({ state: 'unavailable', input: ref }, { status: 503 });
}

export interface PaymentActionData {
  error?: string;
  /** The whole order, after the last four digits of its phone were confirmed. */
  order?: PaymentOrder;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = parseOrderRef(String(form.get('order') ?? ''));
  if (!parsed.ok)
    return data<PaymentActionData>(
      { error: invalidOrderText(String(form.get('order') ?? '')) },
      { status: 400 },
    );
  if (form.get('intent') === 'verify')
    return verify(parsed.ref, String(form.get('phoneLast4') ?? ''), request, context);
  // The gateway sends the visitor back to the site's own address (SITE_URL), whatever address the visitor
  // used: the API accepts only that one.
  const returnUrl = new URL(href.paymentResult(parsed.ref), siteUrlFrom(context)).toString();
  const link = await apiFrom(context).getPaymentLink(
    { orderRef: parsed.ref, returnUrl },
    { signal: request.signal },
  );
  // A document redirect: the gateway may share the site's origin (the embedded sandbox), and the router
  // must not try to render it as one of its own routes.
  if (link.ok) return redirectDocument(link.data.paymentUrl, 303);
  const { code, apiCode, field, message } = link.error;
  // After an action the loader runs again, so a paid or expired order also shows its own explanation.
  if (code === 404)
    return data<PaymentActionData>({ error: PAYMENT_TEXT.notFound(parsed.ref) }, { status: 404 });
  if (apiCode === 'ORDER_ALREADY_PAID')
    return data<PaymentActionData>({ error: PAYMENT_TEXT.alreadyPaid }, { status: 409 });
  if (apiCode === 'ORDER_EXPIRED')
    return data<PaymentActionData>({ error: PAYMENT_TEXT.expired }, { status: 409 });
  if (code === 400 && field === 'orderRef')
    return data<PaymentActionData>({ error: PAYMENT_TEXT.invalid }, { status: 400 });
  // Any other refusal is the API's considered answer, not a breakdown: say what it said.
  if (code >= 400 && code < 500 && message)
    return data<PaymentActionData>({ error: PAYMENT_TEXT.refused(message) }, { status: code });
  return data<PaymentActionData>({ error: PAYMENT_TEXT.payFailed }, { status: 503 });
}

async function verify(ref: string, digits: string, request: Request, context: unknown) {
  const phoneLast4 = digits.replace(/\D/g, '');
  if (phoneLast4.length !== 4)
    return data<PaymentActionData>({ error: PAYMENT_TEXT.digitsInvalid }, { status: 400 });
  const checked = await apiFrom(context).checkPayment(
    { orderRef: ref, phoneLast4 },
    { signal: request.signal },
  );
  if (checked.ok) return data<PaymentActionData>({ order: toPayment(checked.data.order) });
  const { code } = checked.error;
  if (code === 403) return data<PaymentActionData>({ error: PAYMENT_TEXT.denied }, { status: 403 });
  if (code === 429) return data<PaymentActionData>({ error: PAYMENT_TEXT.locked }, { status: 429 });
  return data<PaymentActionData>({ error: PAYMENT_TEXT.unavailable }, { status: 503 });
}

export function Component() {
  const result = useLoaderData<typeof loader>() as LoaderResult;
  const actionData = useActionData<typeof action>() as PaymentActionData | undefined;
  const title = result.state === 'order' ? `Оплата заказа ${result.order.ref}` : PAYMENT_TEXT.title;
  // After the digits were confirmed the action's whole order replaces the loader's limited one.
  const order = result.state === 'order' ? (actionData?.order ?? result.order) : null;
  return (
    <div className="container pay">
      <Seo
        title={title}
        description="Оплата заказа банковской картой онлайн на защищённой странице банка."
        noindex
      />
      <Breadcrumbs items={[{ title: PAYMENT_TEXT.title }]} />
      <h1 className="heading heading--xl pay__title">{title}</h1>
      {result.state === 'order' && order ? (
        <OrderPanel
          order={order}
          error={actionData?.error ?? (result.problem ? PAYMENT_TEXT.denied : null)}
        />
      ) : (
        <>
          {result.state === 'not-found' ? <Problem text={PAYMENT_TEXT.notFound(result.input)} /> : null}
          {result.state === 'unavailable' ? <Problem text={PAYMENT_TEXT.unavailable} /> : null}
          <OrderForm
            input={result.state === 'order' ? result.order.ref : result.input}
            invalid={result.state === 'form' && result.problem === 'invalid'}
          />
        </>
      )}
    </div>
  );
}

function Problem({ text, tone = 'error' }: { text: string; tone?: 'error' | 'info' }) {
  return (
    <p className={`pay__problem pay__problem--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <AlertIcon size={20} />
      <span>{text}</span>
    </p>
  );
}

/** A labelled field with its submit button beside it: the order number, and the phone's last digits. */
function LookupField({
  label,
  button,
  primary = false,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; button: string; primary?: boolean }) {
  return (
    <>
      <label htmlFor={input.id} className="pay__label">
        {label}
      </label>
      <div className="pay__lookup-row">
        <input {...input} className={['field__input pay__input', className].filter(Boolean).join(' ')} />
        <button type="submit" className={`btn btn--default ${primary ? 'btn--primary' : 'btn--secondary'}`}>
          {button}
        </button>
      </div>
    </>
  );
}

/** Asks for the order number; a plain GET form, so it also works before the scripts arrive. */
function OrderForm({ input, invalid }: { input: string; invalid: boolean }) {
  const error = invalid ? invalidOrderText(input) : null;
  return (
    <Form method="get" action={PATHS.payment} className="pay__card pay__lookup">
      <p className="pay__intro">{PAYMENT_TEXT.formIntro}</p>
      <LookupField
        label={PAYMENT_TEXT.fieldLabel}
        button={PAYMENT_TEXT.show}
        primary
        name="order"
        defaultValue={input}
        required
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...fieldErrorProps('pay-order', error, 'pay-order-hint')}
      />
      <p id="pay-order-hint" className="pay__hint">
        {PAYMENT_TEXT.fieldHint}
      </p>
      <FieldError fieldId="pay-order" error={error} role="alert" />
    </Form>
  );
}

function OrderPanel({ order, error }: { order: PaymentOrder; error: string | null }) {
  const navigation = useNavigation();
  const phone = useSupportPhone();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const payable = canPay(order);
  return (
    <div className="pay__layout">
      <section className="pay__card pay__order" aria-labelledby="pay-order-title">
        <h2 id="pay-order-title" className="heading heading--m">
          {payable ? 'Что вы оплачиваете' : 'Ваш заказ'}
        </h2>
        <Facts
          block="pay-facts"
          facts={[
            { label: 'Заказ', value: order.ref },
            { label: 'Назначение', value: order.description },
            {
              label: 'Круиз',
              value: order.cruise ? (
                <Link to={href.cruise(order.cruise.slug)}>{order.cruise.name}</Link>
              ) : null,
            },
            { label: 'Плательщик', value: order.customerName },
            {
              label: 'Статус',
              value: (
                <span className={`pay__status pay__status--${order.status}`}>
                  {STATUS_LABEL[order.status]}
                </span>
              ),
            },
            order.status === 'paid' && order.paidText
              ? { label: 'Дата оплаты', value: order.paidText }
              : { label: order.expired ? 'Оплатить нужно было до' : 'Оплатить до', value: order.expiresText },
          ]}
        />
        <p className="pay__amount">
          <span className="pay__amount-label">
            {order.status === 'paid' ? 'Оплачено' : order.expired ? 'Сумма заказа' : 'К оплате'}
          </span>
          <span className="pay__amount-value">{order.amountText}</span>
        </p>
        {order.access === 'limited' ? <VerifyForm orderRef={order.ref} /> : null}
      </section>
      <section className="pay__card pay__action" aria-label="Оплата">
        {order.status === 'paid' ? <Problem tone="info" text={PAYMENT_TEXT.alreadyPaid} /> : null}
        {order.status === 'expired' ? <Problem text={PAYMENT_TEXT.expired} /> : null}
        {order.status === 'pending' ? <Problem tone="info" text={PAYMENT_TEXT.pending} /> : null}
        {order.status === 'declined' ? <Problem tone="info" text={PAYMENT_TEXT.declined} /> : null}
        {error && (payable || order.access === 'limited') ? <Problem text={error} /> : null}
        {payable ? (
          <Form method="post" className="pay__form">
            <input type="hidden" name="order" value={order.ref} />
            <button
              type="submit"
              className="btn btn--large btn--primary btn--block pay__submit"
              disabled={submitting}
            >
              {submitting ? <Loader size="small" color="white" label="Переходим к оплате" /> : null}
              {PAYMENT_TEXT.pay} {order.amountText}
              {submitting ? null : <ArrowRightIcon size={18} />}
            </button>
            <p className="pay__secure">
              <ShieldIcon size={18} />
              <span>{PAYMENT_TEXT.secure}</span>
            </p>
          </Form>
        ) : null}
        {order.status === 'expired' && phone ? (
          <a className="btn btn--large btn--secondary btn--block" href={`tel:${phone.tel}`}>
            Позвонить {phone.display}
          </a>
        ) : null}
        {order.status === 'paid' ? (
          <Link className="btn btn--default btn--secondary btn--block" to={href.paymentResult(order.ref)}>
            Подробнее об оплате
          </Link>
        ) : null}
        <p className="pay__other">
          <Link to={PATHS.payment}>Оплатить другой заказ</Link>
        </p>
      </section>
    </div>
  );
}

/** The second factor: a POST to this route's action, so it works without JavaScript and keeps the digits out of URLs. */
function VerifyForm({ orderRef }: { orderRef: string }) {
  return (
    <Form method="post" className="pay__verify">
      <p className="pay__intro">{PAYMENT_TEXT.limitedIntro}</p>
      <input type="hidden" name="order" value={orderRef} />
      <input type="hidden" name="intent" value="verify" />
      <LookupField
        label={PAYMENT_TEXT.phoneLabel}
        button={PAYMENT_TEXT.phoneShow}
        id="pay-phone"
        className="pay__input--digits"
        name="phoneLast4"
        required
        inputMode="numeric"
        pattern="[0-9]{4}"
        maxLength={4}
        autoComplete="off"
      />
    </Form>
  );
}
