import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentCheck, PaymentLink } from '../shared/api/schemas';
import { makeCatalog, SITE, type TestCatalog } from './test/helpers';
import { demoOrderKey, demoOrderPhone } from './payments/access';

let t: TestCatalog;
beforeAll(() => {
  t = makeCatalog();
});
afterAll(() => t.cleanup());

const returnUrl = (ref: string) => `${SITE}/payment-result?order=${ref}`;
const link = (orderRef: string) =>
  request(t.app)
    .post('/api/v1/client-orders/get-payment-link')
    .set('Content-Type', 'application/json')
    .send({ orderRef, returnUrl: returnUrl(orderRef) });
const check = async (orderRef: string) => {
  const res = await request(t.app).get('/api/v1/client-orders/check-payment').query({ orderRef });
  expect(PaymentCheck.safeParse(res.body).success, res.text).toBe(true);
  return res.body.order.status as string;
};

async function payThrough(orderRef: string, action: 'pay' | 'decline' | 'pending') {
  const res = await link(orderRef);
  expect(res.status, res.text).toBe(200);
  expect(PaymentLink.safeParse(res.body).success).toBe(true);
  const url = new URL(res.body.paymentUrl);
  expect(url.pathname).toMatch(/^\/api\/v1\/sandbox\/pay\/[\w-]+$/);
  const page = await request(t.app).get(url.pathname);
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  expect(page.text).toContain('Оплатить');
  expect(page.text).toContain('Отклонить');
  expect(page.text).toContain('Оставить в ожидании');
  expect(page.text).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  const done = await request(t.app).post(url.pathname).type('form').send({ action });
  expect(done.status).toBe(303);
  expect(done.headers.location).toBe(returnUrl(orderRef));
}

describe('payment through the sandbox', () => {
  it('pays: link → pay → 303 to the site → check says paid', async () => {
    expect(await check('CR-100001')).toBe('new');
    await payThrough('CR-100001', 'pay');
    expect(await check('CR-100001')).toBe('paid');
    const again = await link('CR-100001');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ORDER_ALREADY_PAID');
  });

  it('declines, and a declined order can retry and pay', async () => {
    await payThrough('CR-100002', 'decline');
    expect(await check('CR-100002')).toBe('declined');
    await payThrough('CR-100002', 'pay');
    expect(await check('CR-100002')).toBe('paid');
  });

  it('leaves pending', async () => {
    await payThrough('CR-100007', 'pending');
    expect(await check('CR-100007')).toBe('pending');
  });

  it('refuses expired, already paid and unknown orders with Russian messages', async () => {
    const expired = await link('CR-100004');
    expect(expired.status).toBe(409);
    expect(expired.body.error).toMatchObject({ code: 'ORDER_EXPIRED' });
    expect(await check('CR-100004')).toBe('expired');
    const paid = await link('cr-100003');
    expect(paid.body.error.code).toBe('ORDER_ALREADY_PAID');
    const unknown = await link('CR-999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'ORDER_NOT_FOUND', field: 'orderRef' });
    expect(unknown.body.error.message).toMatch(/Заказ не найден/);
    expect((await request(t.app).get('/api/v1/client-orders/check-payment?orderRef=CR-999999')).status).toBe(
      404,
    );
  });

  it('a paid order cannot be flipped back from an old payment page', async () => {
    const res = await link('CR-100008');
    const url = new URL(res.body.paymentUrl).pathname;
    await request(t.app).post(url).type('form').send({ action: 'pay' });
    await request(t.app).post(url).type('form').send({ action: 'decline' });
    expect(await check('CR-100008')).toBe('paid');
    const page = await request(t.app).get(url);
    expect(page.text).toContain('уже оплачен');
  });

  it('unknown token and unknown action', async () => {
    expect((await request(t.app).get('/api/v1/sandbox/pay/nope')).status).toBe(404);
    const res = await link('CR-100009');
    const url = new URL(res.body.paymentUrl).pathname;
    expect((await request(t.app).post(url).type('form').send({ action: 'steal' })).status).toBe(400);
  });
});

describe('who sees an order', () => {
  const get = (query: Record<string, string | undefined>) =>
    request(t.app).get('/api/v1/client-orders/check-payment').query(query);
  const digitsOf = (ref: string) => demoOrderPhone(ref).replace(/\D/g, '').slice(-4);
  // Amounts and purposes come from the seeded cruise and cabin price, so they are read, not written down.
  const seeded = (ref: string) =>
    t.catalog.db.prepare('SELECT amount, description FROM client_orders WHERE ref = ?').get(ref) as {
      amount: number;
      description: string;
    };

  it('the number alone (typed as people type it) gives the amount and the status, no name', async () => {
    const res = await get({ orderRef: 'ср 100002' });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      ref: 'CR-100002',
      access: 'limited',
      customerName: null,
      description: null,
      cruise: null,
      amount: { amount: seeded('CR-100002').amount, currency: 'RUB' },
    });
  });

  it('the issued link’s key or the phone’s last four digits give the whole order', async () => {
    for (const proof of [{ key: demoOrderKey('CR-100002') }, { phoneLast4: digitsOf('CR-100002') }]) {
      const res = await get({ orderRef: 'CR-100002', ...proof });
      expect(res.status, res.text).toBe(200);
      expect(res.body.order).toMatchObject({
        access: 'full',
        customerName: 'Петрова Анна',
        description: seeded('CR-100002').description,
      });
    }
  });

  it('a wrong key, wrong digits and an unknown number get one answer that tells nothing apart', async () => {
    const answers = await Promise.all([
      get({ orderRef: 'CR-100005', key: demoOrderKey('CR-100006') }),
      get({ orderRef: 'CR-100005', phoneLast4: digitsOf('CR-100005') === '0000' ? '1111' : '0000' }),
      get({ orderRef: 'CR-999998', key: demoOrderKey('CR-100005') }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('ORDER_ACCESS_DENIED');
      expect(res.body.error.field).toBeUndefined();
      expect(res.body.error.message).toBe(answers[0].body.error.message);
    }
  });

  it('after five wrong proofs the order is locked, even for the right one', async () => {
    const ref = 'CR-100008';
    const wrong = digitsOf(ref) === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) expect((await get({ orderRef: ref, phoneLast4: wrong })).status).toBe(403);
    const locked = await get({ orderRef: ref, key: demoOrderKey(ref) });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('ORDER_LOCKED');
    // The number alone still shows what anyone may see.
    expect((await get({ orderRef: ref })).body.order.access).toBe('limited');
  });

  it('a payment link’s answer carries the limited view only', async () => {
    const res = await link('CR-100009');
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ access: 'limited', description: null });
  });

  it('the bank page anyone with the number opens shows the amount and the payee, not the payer nor the purpose', async () => {
    const { customerName, description } = t.catalog.db
      .prepare('SELECT customer_name AS customerName, description FROM client_orders WHERE ref = ?')
      .get('CR-100010') as { customerName: string; description: string };
    const res = await link('CR-100010');
    const page = await request(t.app).get(new URL(res.body.paymentUrl).pathname);
    expect(page.text).toContain('Круизный клуб');
    for (const part of [...customerName.split(' '), description]) expect(page.text).not.toContain(part);
    // Opening it changes nothing the payer sees: the order waits for payment as before.
    expect(await check('CR-100010')).toBe('new');
  });
});
