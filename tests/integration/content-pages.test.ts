/**
 * Promotions, content and payment pages against the real app with the embedded catalogue: status,
 * title, key data, 404s, the sanitiser on the seeded page-builder pages, and the payment action.
 */
import { Database } from '../../catalog/db/driver';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/format';
import { siteForFile, textOf } from './harness';
import { demoOrderKey, demoOrderPhone } from '../../catalog/payments/access';

const site = siteForFile();

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
/** The page's markup without the router state JSON and JSON-LD (which legitimately quote text). */
const visible = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
/** The rendered content-page HTML alone (the layout around it has forms of its own). */
const contentBody = (html: string) =>
  /class="content__body">([\s\S]*?)<p class="content__updated"/.exec(html)?.[1] ?? '';

/** A column of a seeded order (amounts and purposes come from the seeded cruises and cabin prices). */
function orderColumn(ref: string, column: 'amount' | 'description'): string {
  const db = new Database(site.dbPath, { readonly: true });
  try {
    return String(db.prepare(`SELECT ${column} FROM client_orders WHERE ref = ?`).pluck().get(ref));
  } finally {
    db.close();
  }
}

/** The seeded order's amount as the site prints it. */
const orderAmount = (ref: string) =>
  formatMoney({ amount: Number(orderColumn(ref, 'amount')), currency: 'RUB' });

async function api<T>(path: string): Promise<T> {
  const res = await site.request.get(`/api/v1${path}`);
  expect(res.status, path).toBe(200);
  return res.body as T;
}

interface PromotionItem {
  slug: string;
  title: string;
  cruisesCount: number;
  isActive: boolean;
  discountPercent: number | null;
  shortDescription: string;
}

describe('promotions', () => {
  it('lists the active promotions', async () => {
    const { items } = await api<{ items: PromotionItem[] }>('/promotions/get-all?status=active');
    const res = await site.request.get('/promotions');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('Акции и скидки на круизы — Круизный клуб');
    for (const p of items.slice(0, 3)) expect(res.text).toContain(`href="/promotions/${p.slug}"`);
    expect(res.text).toContain('href="/promotions?status=expired"');
    // Some running offers are no price off a card (a gift, a child's or a second guest's berth): the lead
    // says which are in the cards' prices and where the others count.
    expect(items.some((p) => p.discountPercent === null)).toBe(true);
    expect(res.text).not.toContain('уже учитывают действующие акции');
    expect(res.text).toContain('Скидка для всех гостей уже учтена в ценах круизов');
  });

  it('lists finished promotions on their tab, and ignores bad query values', async () => {
    const res = await site.request.get('/promotions?status=expired');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toContain('Завершившиеся акции');
    expect((await site.request.get('/promotions?status=%3Cx%3E&page=-1')).status).toBe(200);
  });

  it('shows a promotion with its terms and cruises', async () => {
    const [p] = (await api<{ items: PromotionItem[] }>('/promotions/get-all?status=active')).items;
    const res = await site.request.get(`/promotions/${p.slug}`);
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toContain(p.title);
    // A percentage after the title with a comma: a title may have a colon of its own («Инфофлот: …»).
    const percent = (
      await api<{ items: (PromotionItem & { discountPercent: number | null; slug: string })[] }>(
        '/promotions/get-all?status=active',
      )
    ).items.find((o) => o.discountPercent !== null)!;
    const titled = titleOf((await site.request.get(`/promotions/${percent.slug}`)).text);
    expect(titled).toBe(`${percent.title}, скидка ${percent.discountPercent}% — Круизный клуб`);
    expect(res.text).toContain('Условия акции');
    expect(res.text).toContain(`href="/search-cruise?promotion=${p.slug}"`);
    if (p.cruisesCount > 0) expect(res.text).toContain('Круизы по акции');
  });

  it('claims prices «уже со скидкой» only for an offer off everybody’s price, not the pensioners’ one', async () => {
    const { items } = await api<{ items: PromotionItem[] }>('/promotions/get-all?status=active');
    const pensioners = items.find((p) => p.slug === 'vodokhod-pensioneram');
    const percent = items.find((p) => p.discountPercent !== null && p.cruisesCount > 0);
    expect(pensioners?.discountPercent).toBeNull();
    const own = textOf((await site.request.get(`/promotions/${pensioners!.slug}`)).text);
    expect(own).not.toContain('Цены уже со скидкой');
    expect(own).toContain(pensioners!.shortDescription);
    const inPrice = textOf((await site.request.get(`/promotions/${percent!.slug}`)).text);
    expect(inPrice).toContain(`Цены уже со скидкой ${percent!.discountPercent}%`);
  });

  it('says a finished promotion is over and suggests current ones', async () => {
    const { items } = await api<{ items: PromotionItem[] }>('/promotions/get-all?status=expired');
    expect(items.length, 'the seed has finished promotions').toBeGreaterThan(0);
    const res = await site.request.get(`/promotions/${items[0].slug}`);
    expect(res.status).toBe(200);
    const text = textOf(res.text).replace(/\u00a0/g, ' ');
    expect(text).toMatch(/Акция завершилась \d+ [а-я]+ \d{4} г\. Условия больше не действуют/);
    expect(text).toContain('Действующие акции');
    // What a running offer says of its prices is not said of a finished one.
    expect(text).not.toContain('Скидка уже учтена');
  });

  it('answers 404 for unknown and malformed slugs', async () => {
    for (const path of ['/promotions/net-takoy-akcii', '/promotions/BAD_SLUG', '/promotions/%3Cscript%3E']) {
      const res = await site.request.get(path);
      expect(res.status, path).toBe(404);
      expect(titleOf(res.text)).toContain('Страница не найдена');
    }
  });
});

describe('content pages', () => {
  it('renders about-us from /pages', async () => {
    const res = await site.request.get('/about-us');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('О нас — Круизный клуб');
    expect(res.text).toContain('Круизы — это наша работа с 2010 года');
  });

  it.each(['cookies', 'policy', 'soglasie-na-obrabotku-personalnykh-dannykh'])(
    'renders /info/%s',
    async (slug) => {
      const res = await site.request.get(`/info/${slug}`);
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/<h1>[^<]+<\/h1>/);
    },
  );

  it('the cookie policy names the cookies the site sets and how long, and no counter it does not load', async () => {
    const text = textOf(contentBody((await site.request.get('/info/cookies')).text));
    for (const said of [
      '365 дней',
      '90 дней',
      '20 дней',
      'IP-адрес',
      'избранные круизы',
      // The «Вы смотрели» list is a cookie too, and requests may reach the managers through Telegram.
      'недавно просмотренные круизы',
      'избранное, сравнение и просмотренные круизы — 90 дней',
      'через мессенджер Telegram',
      'удаляются при закрытии браузера',
    ])
      expect(text).toContain(said);
    expect(text).not.toMatch(/выбранный язык|Метрика собирает/);
    const policy = textOf(contentBody((await site.request.get('/info/policy')).text));
    expect(policy).toContain('через мессенджер Telegram');
  });

  it('the cookie notice agrees with the documents it links, in one sentence a reader can parse', async () => {
    const text = textOf((await site.request.get('/about-us')).text);
    expect(text).toContain(
      'Оставаясь на сайте, вы соглашаетесь с условиями использования файлов cookie и политикой конфиденциальности и даёте согласие на обработку персональных данных .',
    );
  });

  it('strips scripts, handlers, javascript: URLs, iframes, forms and styles from builder pages', async () => {
    for (const slug of ['rannee-bronirovanie', 'kruizy-s-detmi']) {
      const res = await site.request.get(`/info/${slug}`);
      expect(res.status).toBe(200);
      const page = contentBody(res.text);
      expect(page.length).toBeGreaterThan(100);
      expect(page).not.toMatch(/tildaTrack|tracker\.example|tilda-scripts|alert\(/);
      expect(page).not.toMatch(/\son(click|mouseover|error)=/i);
      expect(page).not.toMatch(/javascript:/i);
      expect(page).not.toMatch(/<iframe|<form|<style|t-container|t-cover/);
      expect(page).not.toMatch(/display:none|@import/);
      // The router state carries the same, already sanitised HTML.
      expect(res.text).not.toMatch(/onclick|onerror|<script>window\.tildaTrack/i);
    }
  });

  it('serves the same sanitised data to browser loaders', async () => {
    const res = await site.request.get('/_data/content/tilda/kruizy-s-detmi');
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body.html).toContain('Круизы с детьми');
    expect(res.body.html).not.toMatch(/javascript:|<script|<style|<form|style=/i);
    expect(res.body).not.toHaveProperty('css');
    expect((await site.request.get('/_data/content/tilda/net-takoy')).status).toBe(404);
    expect((await site.request.get('/_data/content/secret/cookies')).status).toBe(404);
  });

  it('answers 404 for unknown builder pages', async () => {
    expect((await site.request.get('/info/net-takoy-stranicy')).status).toBe(404);
    expect((await site.request.get('/info/BAD')).status).toBe(404);
  });
});

describe('payment', () => {
  it('asks for the order number when there is none', async () => {
    const res = await site.request.get('/payment');
    expect(res.status).toBe(200);
    expect(res.text).toContain('name="order"');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('shows the order number alone no more than the amount: no payer, not even a masked name', async () => {
    const res = await site.request.get('/payment?order=cr 100002');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('Оплата заказа CR-100002 — Круизный клуб');
    expect(visible(res.text)).not.toContain('Анна');
    expect(visible(res.text)).not.toContain('Плательщик');
    expect(res.text).not.toContain('Петрова');
    expect(res.text).not.toContain(orderColumn('CR-100002', 'description'));
    expect(res.text).toContain(orderAmount('CR-100002'));
    expect(res.text).toContain('name="phoneLast4"');
  });

  it('shows the whole order to the link it was issued with', async () => {
    const res = await site.request.get(`/payment?order=CR-100002&key=${demoOrderKey('CR-100002')}`);
    expect(res.status).toBe(200);
    expect(visible(res.text)).toContain('Петрова Анна');
    expect(visible(res.text)).toContain(orderColumn('CR-100002', 'description'));
    expect(res.text).not.toContain('name="phoneLast4"');
  });

  it('shows the whole order after the last four digits of its phone, and one message for a wrong key or digits', async () => {
    const digits = demoOrderPhone('CR-100002').replace(/\D/g, '').slice(-4);
    const right = await site.request
      .post('/payment?order=CR-100002')
      .type('form')
      .send({ order: 'CR-100002', intent: 'verify', phoneLast4: digits });
    expect(right.status).toBe(200);
    expect(visible(right.text)).toContain('Петрова Анна');
    expect(visible(right.text)).toContain(orderColumn('CR-100002', 'description'));

    const wrongDigits = await site.request
      .post('/payment?order=CR-100002')
      .type('form')
      .send({ order: 'CR-100002', intent: 'verify', phoneLast4: digits === '0000' ? '1111' : '0000' });
    expect(wrongDigits.status).toBe(403);
    const wrongKey = await site.request.get(`/payment?order=CR-100002&key=${demoOrderKey('CR-100001')}`);
    expect(wrongKey.status).toBe(403);
    for (const res of [wrongDigits, wrongKey]) {
      expect(visible(res.text)).toContain('Не удалось подтвердить, что это ваш заказ');
      expect(res.text).not.toContain('Петрова');
      expect(res.text).not.toContain(orderColumn('CR-100002', 'description'));
    }
    // Two digits are no answer to check: the visitor is told what the field wants.
    const short = await site.request
      .post('/payment?order=CR-100002')
      .type('form')
      .send({ order: 'CR-100002', intent: 'verify', phoneLast4: '12' });
    expect(short.status).toBe(400);
    expect(visible(short.text)).toContain('Введите четыре последние цифры телефона, указанного в заказе');
    expect(short.text).not.toContain('Петрова');
  });

  it('explains invalid, unknown, paid and expired orders', async () => {
    const invalid = await site.request.get('/payment?order=12');
    expect(invalid.status).toBe(400);
    expect(visible(invalid.text)).toContain('Номер заказа выглядит как CR-000000');
    // «ZZ-12» has letters, a hyphen and digits: the message names what it lacks.
    const short = await site.request.get('/payment?order=ZZ-12');
    expect(visible(short.text)).toContain('латинские буквы, дефис и не меньше четырёх цифр');
    // A booking request's reference, as the booking form gave it: said to be one, and where the order's comes from.
    const lead = await site.request.get('/payment?order=DVRW-DZ8D');
    expect(lead.status).toBe(400);
    expect(visible(lead.text)).toContain('Это номер заявки на бронирование, а не заказа.');
    const unknown = await site.request.get('/payment?order=CR-999999');
    expect(unknown.status).toBe(404);
    expect(visible(unknown.text)).toContain('Заказ CR-999999 не найден');
    const paid = await site.request.get('/payment?order=CR-100003');
    expect(visible(paid.text)).toContain('Этот заказ уже оплачен');
    const paidAmount = orderAmount('CR-100003');
    expect(visible(paid.text)).not.toContain(`Оплатить ${paidAmount}`);
    expect(visible(paid.text)).toContain('Ваш заказ');
    expect(visible(paid.text)).toContain(`>Оплачено</span><span class="pay__amount-value">${paidAmount}<`);
    expect(visible(paid.text)).not.toContain('К оплате');
    // The date it was paid on says so, not «Оплачен» twice.
    expect(visible(paid.text)).toContain('Дата оплаты');
    const expired = await site.request.get('/payment?order=CR-100004');
    expect(visible(expired.text)).toContain('Срок оплаты этого заказа истёк');
    // An expired order's sum is no longer «К оплате».
    expect(visible(expired.text)).toContain('Сумма заказа');
    expect(visible(expired.text)).not.toContain('К оплате');
    // Nor is it something «вы оплачиваете».
    expect(visible(expired.text)).toContain('Ваш заказ');
    expect(visible(expired.text)).not.toContain('Что вы оплачиваете');
  });

  it('sends the visitor to the gateway with a 303 from the form post', async () => {
    // The catalogue accepts return URLs on SITE_URL only (http://localhost:0 in the harness): ask as that host.
    const res = await site.request
      .post('/payment?order=CR-100002')
      .set('Host', 'localhost:0')
      .type('form')
      .send({ order: 'CR-100002' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/\/api\/v1\/sandbox\/pay\/[\w-]+$/);
    // On the site's own address, which the page's form-action allows: the built-in gateway's page had been
    // on the address the site calls its catalogue by (127.0.0.1), so a browser without scripts refused the
    // redirect (CSP form-action), and a deployed site would have sent visitors to its own loopback.
    expect(new URL(res.headers.location).origin).toBe(site.config.siteUrl);
    const formAction = /form-action ([^;]+)/.exec(res.headers['content-security-policy'])![1];
    expect(formAction).toContain("'self'");
  });

  it('explains a post for a paid order instead of redirecting', async () => {
    const res = await site.request
      .post('/payment?order=CR-100003')
      .set('Host', 'localhost:0')
      .type('form')
      .send({ order: 'CR-100003' });
    expect(res.status).toBe(409);
    expect(visible(res.text)).toContain('Этот заказ уже оплачен');
  });

  it('shows the result of a payment by status', async () => {
    const paid = await site.request.get('/payment-result?order=CR-100003');
    expect(paid.status).toBe(200);
    expect(titleOf(paid.text)).toContain('Оплата прошла успешно');
    // Paid days before the seed's start: the receipt has gone, not «придут в течение нескольких минут».
    expect(visible(paid.text)).toContain('Чек и подтверждение оплаты мы отправили на вашу электронную почту');
    expect(visible(paid.text)).not.toContain('в течение нескольких минут');
    expect(paid.text).toContain('<meta name="robots" content="noindex"/>');
    const declined = await site.request.get('/payment-result?order=CR-100005');
    expect(titleOf(declined.text)).toContain('Платёж отклонён');
    expect(declined.text).toContain('href="/payment?order=CR-100005"');
    const expired = await site.request.get('/payment-result?order=CR-100004');
    expect(titleOf(expired.text)).toContain('Срок оплаты истёк');
    const pending = await site.request.get('/payment-result?order=CR-100006');
    expect(titleOf(pending.text)).toContain('Платёж обрабатывается');
    expect((await site.request.get('/payment-result?order=CR-999999')).status).toBe(404);
    const none = await site.request.get('/payment-result');
    expect(none.status).toBe(400);
    expect(visible(none.text)).toContain('В ссылке нет номера заказа');
    // A number that is there but malformed is said to be malformed, as the payment page says it.
    const malformed = await site.request.get('/payment-result?order=abc');
    expect(malformed.status).toBe(400);
    expect(visible(malformed.text)).toContain('Номер заказа выглядит как CR-000000');
    expect(visible(malformed.text)).not.toContain('В ссылке нет номера заказа');
  });
});
