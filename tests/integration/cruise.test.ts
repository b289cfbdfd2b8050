/** /cruise/<slug> and its booking request (a plain form POST, as without JS) against the real app. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { Database } from '../../catalog/db/driver';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToContainAll } from '../../shared/expect-text.test-util';
import { createCatalog } from '../../catalog/index';
import type { CabinPrice, Cruise } from '../../shared/api/schemas';
import { formatDateRange, formatDeadline, formatMoney } from '../../shared/format';
import { fareToday } from '../../shared/pricing/fare';
import { daysUntil, moscowToday } from '../../shared/today';
import { cabinRadiosOf, startSite, textOf, type TestSite } from './harness';

/** A formatted phrase as the page's text reads it (textOf turns no-break spaces into spaces). */
const words = (s: string) => s.replace(/\u00a0/g, ' ');

let site: TestSite;
let slug: string;
let seedDir: string;
let dbPath: string;

/**
 * A store seeded 40 days ago: the seed starts at the first day of its month, so whatever the date today,
 * weeks of departed cruises come before the bookable ones.
 */
function seededFortyDaysAgo(): string {
  seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cruise-seed-'));
  const file = path.join(seedDir, 'catalog.sqlite');
  const earlier = new Date(Date.now() - 40 * 86_400_000);
  createCatalog({
    dbPath: file,
    siteOrigins: ['http://localhost:3000'],
    storageDir: seedDir,
    logger: pino({ level: 'silent' }),
    now: () => earlier,
  }).close();
  return file;
}

beforeAll(async () => {
  dbPath = seededFortyDaysAgo();
  site = await startSite({ CATALOG_DB: dbPath });
  const found = await request(site.url).get('/api/v1/search/get-cruises?sort=popular&pageSize=1');
  slug = found.body.items[0].slug;
});
afterAll(async () => {
  await site?.close();
  if (seedDir) fs.rmSync(seedDir, { recursive: true, force: true });
});

describe('/cruise/<slug>', () => {
  it('renders the cruise with SEO tags and structured data', async () => {
    const res = await request(site.url).get(`/cruise/${slug}`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/storage\//);
    expectToContainAll(res.text, [
      '<meta property="og:type" content="product"/>',
      '"@type":"Product"',
      '"@type":"AggregateOffer"',
      '"@type":"TouristTrip"',
      'class="cr-map__svg"',
      'Заявка на бронирование',
    ]);
    // The route is many cruises' title: the page's names its dates and ship too.
    const cruise = (await request(site.url).get(`/api/v1/cruises/get-by-slug?slug=${slug}`)).body as Cruise;
    const title = /<title>([^<]+)<\/title>/.exec(res.text)![1]!;
    expect(title.startsWith(`${cruise.title}, `)).toBe(true);
    expect(title).toContain(formatDateRange(cruise.startDate, cruise.endDate));
    expect(title).toContain(cruise.ship.name);
  });

  it('sets a route title so that no line starts with a dash: a no-break space before each «—»', async () => {
    const found = await request(site.url).get('/api/v1/search/get-cruises?kind=river&pageSize=50');
    const cruise = (found.body.items as { slug: string; title: string }[]).find((c) =>
      c.title.includes(' — '),
    )!;
    const res = await request(site.url).get(`/cruise/${cruise.slug}`);
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(res.text)![1];
    expect(h1).toBe(cruise.title.replaceAll(' — ', '\u00a0— '));
  });

  it('says by the booking form that a cruise leaving within three days is better booked by phone', async () => {
    const today = moscowToday();
    const soon = (await request(site.url).get(`/api/v1/search/get-cruises?sort=date&pageSize=50`)).body
      .items as { slug: string; startDate: string }[];
    const near = soon.find((c) => daysUntil(c.startDate, today) >= 1 && daysUntil(c.startDate, today) <= 3);
    if (!near) throw new Error('the catalogue has a sailing within three days');
    const text = textOf((await request(site.url).get(`/cruise/${near.slug}`)).text);
    const days = daysUntil(near.startDate, today);
    expect(text).toMatch(
      days === 1
        ? /Круиз отправляется завтра, \d+ [а-я]+ ?: чтобы успеть, лучше позвонить — 8 800 /
        : /До отправления [23] дня \(\d+ [а-я]+\) ?: чтобы успеть, лучше позвонить — 8 800 /,
    );
    const later = soon.find((c) => daysUntil(c.startDate, today) > 10)!;
    expect(textOf((await request(site.url).get(`/cruise/${later.slug}`)).text)).not.toContain('чтобы успеть');
  });

  it('says the comment’s limit before the visitor reaches it: a longer text stops there without a word', async () => {
    const res = await request(site.url).get(`/cruise/${slug}`);
    const text = textOf(res.text);
    expect(text).toContain('Комментарий, до 2 000 знаков');
    expect(res.text).toMatch(/<textarea[^>]*maxLength="2000"/);
  });

  it('says what documents and visas the route needs: each country’s rule once, a Russian passport at home', async () => {
    const sea = await request(site.url).get('/api/v1/search/get-cruises?region=sredizemnomore&pageSize=1');
    const page = textOf((await request(site.url).get(`/cruise/${sea.body.items[0].slug}`)).text);
    expect(page).toContain('Документы и визы');
    expect(page).toContain('Нужен заграничный паспорт');
    expect(page).toMatch(
      / — нужна шенгенская виза, в том числе для схода на берег, а если маршрут выходит из Шенгенской зоны и возвращается в неё, — многократная\./,
    );
    const river = await request(site.url).get('/api/v1/search/get-cruises?region=volga&pageSize=1');
    const home = textOf((await request(site.url).get(`/cruise/${river.body.items[0].slug}`)).text);
    expect(home).toContain('Нужен паспорт гражданина России, детям до 14 лет — свидетельство о рождении.');
  });

  it('renders prices in another currency from the URL', async () => {
    const currencies = await request(site.url).get('/api/v1/currencies/get-all');
    const other = (currencies.body.items as { code: string }[]).find((c) => c.code !== 'RUB');
    if (!other) return;
    const res = await request(site.url).get(`/cruise/${slug}?currency=${other.code}`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(new RegExp(`<option value="${other.code}" selected=""`));
  });

  it('offers the cabin categories as radios with their prices, those without places disabled', async () => {
    const res = await request(site.url).get(`/cruise/${slug}`);
    const prices = (await request(site.url).get(`/api/v1/cruises/get-prices-by-cruise-slug?slug=${slug}`))
      .body.prices as CabinPrice[];
    expect(res.text).toMatch(/<fieldset role="radiogroup"[^>]*><legend[^>]*>Категория каюты<\/legend>/);
    expect(cabinRadiosOf(res.text)).toEqual([
      { value: '', checked: true, disabled: false },
      ...prices.map((p) => ({ value: p.category.code, checked: false, disabled: !p.available })),
    ]);
    // The error summary's focus goes to the field's id: the first radio carries it.
    const focused = /<input[^>]*id="lead-cabinCategory"[^>]*>/.exec(res.text)?.[0];
    for (const attribute of ['type="radio"', 'name="cabinCategory"', 'value=""'])
      expect(focused).toContain(attribute);
    const text = textOf(res.text);
    expect(text).toContain('Пока не знаю, подскажите');
    for (const p of prices)
      expect(text).toContain(
        `${p.category.name}${p.available ? '' : ' (нет мест)'} ${words(formatMoney(fareToday(p, moscowToday()).priceRub))}`,
      );
  });

  it('names each cabin category once, its class in its name («Сьют MSC Yacht Club»)', async () => {
    const res = await request(site.url).get(`/cruise/${slug}`);
    const names = [...res.text.matchAll(/<h3 class="cr-price__name">(.*?)<\/h3>/g)].map((m) => textOf(m[1]));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name, name).not.toMatch(/^(\S+)\s+\1$|Полулюкс Люкс|Люкс-сьют/);
    const msc = await request(site.url).get('/api/v1/search/get-cruises?line=msc-cruises&pageSize=1');
    const yacht = await request(site.url).get(`/cruise/${msc.body.items[0].slug}`);
    const text = textOf(yacht.text);
    expect(text).toContain('Сьют MSC Yacht Club');
    expect(text).not.toContain('MSC Yacht Club Сьют');
  });

  it('offers the early-booking price of the day as the price: the card, the hero, the cabin list and the form agree', async () => {
    const today = moscowToday();
    const found = await request(site.url).get('/api/v1/search/get-cruises?sort=popular&pageSize=50');
    let early: { slug: string; prices: CabinPrice[] } | undefined;
    for (const item of found.body.items as { slug: string }[]) {
      const answer = await request(site.url).get(
        `/api/v1/cruises/get-prices-by-cruise-slug?slug=${item.slug}`,
      );
      const prices = answer.body.prices as CabinPrice[];
      if (prices.some((p) => p.available && p.tariff.earlyBooking)) {
        early = { slug: item.slug, prices };
        break;
      }
    }
    expect(early, 'a popular sailing with an early-booking price').toBeDefined();
    const offered = early!.prices.filter((p) => p.available);
    const fares = offered.map((p) => fareToday(p, today));
    const lowest = fares.reduce((low, f) => (f.priceRub.amount < low.priceRub.amount ? f : low));
    const card = (await request(site.url).get(`/api/v1/cruises/get-by-slug?slug=${early!.slug}`)).body;
    expect(card.priceFromRub.amount).toBe(lowest.priceRub.amount);

    const text = textOf((await request(site.url).get(`/cruise/${early!.slug}`)).text);
    const rub = (m: { amount: number }) => words(formatMoney({ amount: m.amount, currency: 'RUB' }));
    if (lowest.early) {
      const regularFrom = Math.min(...fares.map((f) => (f.early ? f.early.regularRub : f.priceRub).amount));
      expect(text).toContain(
        `от ${rub(lowest.priceRub)} за человека Цена раннего бронирования — до ${words(formatDeadline(lowest.early.until, today))}, потом от ${rub({ amount: regularFrom })}`,
      );
    }
    for (const [i, p] of offered.entries()) {
      const fare = fares[i];
      const after = fare.early
        ? ` до ${words(formatDeadline(fare.early.until, today))}, потом ${rub(fare.early.regularRub)}`
        : '';
      expect(text).toContain(`${rub(fare.priceRub)} за человека${after}`);
      expect(text).toContain(`${p.category.name} ${rub(fare.priceRub)}`);
    }
  });

  it('a cruise priced in dollars or euros says so in rubles too: the line’s price beside, the rate under the list', async () => {
    const found = await request(site.url).get('/api/v1/search/get-cruises?kind=sea&sort=popular&pageSize=1');
    const card = found.body.items[0] as { slug: string; priceFrom: { currency: string } };
    expect(card.priceFrom.currency).not.toBe('RUB');
    const html = (await request(site.url).get(`/cruise/${card.slug}`)).text;
    const text = textOf(html);
    const sign = card.priceFrom.currency === 'USD' ? '$' : '€';
    // The rate as a price list writes it, kopecks and the sign, on one line: «98,50 ₽ за 1 €».
    expect(html).toMatch(new RegExp(`по курсу [\\d\u00a0]+,\\d\\d\u00a0₽ за 1\u00a0\\${sign}\\.`));
    // «от 147 026 ₽ от 1 630 $ за человека», as the search's cards show it.
    expect(text).toMatch(new RegExp(`от [\\d ]+ ₽ от [\\d ]+ \\${sign} за человека`));
    expect(text).toMatch(
      new RegExp(
        `Круизная компания назначает цены в (евро|долларах США): в рублях они показаны по курсу [\\d ]+,\\d\\d ₽ за 1 \\${sign}\\.`,
      ),
    );
  });

  it('says under the price that a percentage offer is in it: «Со скидкой 30% по акции «Чёрная пятница»»', async () => {
    // A store seeded today: the one seeded forty days ago may have no percentage offer left running (its
    // hot-cruise offer has ended, and what runs besides depends on the day).
    const today = await startSite();
    try {
      await expectOfferNoted(today.url);
    } finally {
      await today.close();
    }
  });

  async function expectOfferNoted(url: string) {
    const all = (await request(url).get('/api/v1/promotions/get-all')).body.items as {
      slug: string;
      title: string;
      discountPercent: number | null;
      cruisesCount: number;
      endsAt: string;
    }[];
    // Early booking says it with its own note and date (the test above); the other percentage offers here.
    const offers = all.filter(
      (p) => p.discountPercent !== null && p.cruisesCount > 0 && p.slug !== 'rannee-bronirovanie',
    );
    expect(offers.length, 'a percentage offer on sale').toBeGreaterThan(0);
    const sailing = async (slug: string, page: number) => {
      const res = await request(url).get(
        `/api/v1/search/get-cruises?promotion=${slug}&sort=date&pageSize=1&page=${page}`,
      );
      return res.body as { pages: number; items: { slug: string; startDate: string }[] };
    };
    const said = { until: 0, without: 0 };
    for (const offer of offers) {
      // Its first and its last sailing: one that leaves after the offer ends hears till when its price
      // holds, one that leaves before it does not.
      const first = await sailing(offer.slug, 1);
      const last = await sailing(offer.slug, first.pages);
      for (const cruise of [first.items[0], last.items[0]]) {
        const text = textOf((await request(url).get(`/cruise/${cruise.slug}`)).text);
        const note = `за человека Со скидкой ${offer.discountPercent}% по акции «${offer.title}»`;
        expect(text, cruise.slug).toContain(note);
        if (offer.endsAt < cruise.startDate) {
          expect(text, cruise.slug).toMatch(new RegExp(`${note} — до \\d+ [а-я]+`));
          said.until++;
        } else {
          expect(text, cruise.slug).not.toContain(`${note} — до`);
          said.without++;
        }
      }
    }
    // Both cases met (Black Friday's 2027 sailings leave after it ends; a hot offer's first before).
    expect(said.until, 'a sailing that leaves after its offer ends').toBeGreaterThan(0);
    expect(said.without, 'a sailing that leaves before its offer ends').toBeGreaterThan(0);
  }

  it('a category the form does not offer comes back with its message tied to the group', async () => {
    const res = await request(site.url).post(`/cruise/${slug}`).type('form').send({
      name: 'Иван',
      phone: '+7 912 345-67-89',
      cabinCategory: 'bad code',
      adults: '2',
      consent: 'on',
    });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(
      /<fieldset role="radiogroup"[^>]*aria-invalid="true" aria-describedby="lead-cabinCategory-error"/,
    );
    expect(res.text).toContain(
      '<p id="lead-cabinCategory-error" class="field__error lead__error">Выберите категорию каюты из списка</p>',
    );
    expect(cabinRadiosOf(res.text).find((r) => r.checked)?.value).toBe('');
  });

  it('unknown and malformed slugs are 404', async () => {
    expect((await request(site.url).get('/cruise/no-such-cruise')).status).toBe(404);
    expect((await request(site.url).get('/cruise/BAD%20slug')).status).toBe(404);
  });

  it('a booking request without JS: bad input comes back with messages and the typed values', async () => {
    const res = await request(site.url)
      .post(`/cruise/${slug}`)
      .type('form')
      .send({ name: 'Иван', phone: '123', email: 'nope', adults: '2' });
    expect(res.status).toBe(400);
    expect(res.text).toContain(
      'Введите телефон в формате +7\u00a0900\u00a0000\u201100\u201100, номер другой страны — с\u00a0«+» и её кодом',
    );
    expect(res.text).toContain('Нужно согласие на обработку персональных данных');
    expect(res.text).toContain('value="Иван"');
  });

  it('a booking request without JS is stored with the UTM cookies, once when it is sent twice', async () => {
    const name = `Интеграция ${Date.now()}`;
    const send = () =>
      request(site.url)
        .post(`/cruise/${slug}`)
        .set('Cookie', 'utm_source=integration; utm_campaign=spring')
        .type('form')
        .send({ name, phone: '8 (912) 345-67-89', email: '', adults: '2', comment: 'Тест', consent: 'on' });
    const res = await send();
    // Post, redirect, get: a reload or «Назад» on the answer sends nothing again (a tester's reload had
    // posted the form a second time, and «Назад» met ERR_CACHE_MISS).
    expect(res.status).toBe(303);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    // The reference is random: nothing in it counts the requests made so far.
    const reference = new RegExp(`^/cruise/${slug}\\?sent=([A-Z0-9]{4}-[A-Z0-9]{4})#booking$`).exec(
      res.headers.location,
    )?.[1];
    expect(reference).toBeDefined();
    const answer = await request(site.url).get(res.headers.location);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Заявка отправлена');
    expect(answer.text.replace(/<!-- -->/g, '')).toContain(`Номер заявки — ${reference}`);
    // Only a reference shaped as the catalogue makes them is shown.
    const forged = await request(site.url).get(`/cruise/${slug}?sent=${encodeURIComponent('<b>x</b>')}`);
    expect(forged.text).not.toContain('Заявка отправлена');
    const db = new Database(dbPath, { readonly: true });
    try {
      const row = db.prepare('SELECT * FROM leads WHERE name = ?').get(name) as Record<string, unknown>;
      expect(row).toMatchObject({ cruise_slug: slug, guests: 2, reference });
      expect(String(row.utm)).toContain('integration');
      // The same form sent again (a double press): the same request, its reference, no second lead.
      const again = await send();
      expect(again.headers.location).toContain(`sent=${reference}`);
      expect(db.prepare('SELECT COUNT(*) FROM leads WHERE name = ?').pluck().get(name)).toBe(1);
    } finally {
      db.close();
    }
  });
});

describe('the party’s price on /cruise/<slug> without JavaScript', () => {
  /** The first sailing the search `query` finds with a cabin category that `fits`, as the API prices it. */
  async function sailingWith(query: string, fits: (cabin: CabinPrice) => boolean, what: string) {
    const found = await request(site.url).get(`/api/v1/search/get-cruises?${query}`);
    for (const c of found.body.items as { slug: string }[]) {
      const prices = await request(site.url).get(`/api/v1/cruises/get-prices-by-cruise-slug?slug=${c.slug}`);
      const cabin = (prices.body.prices as CabinPrice[]).find(fits);
      if (cabin) return { slug: c.slug, cabin };
    }
    throw new Error(`no sailing with ${what}`);
  }
  /** The cruise page the server renders for a posted booking form, without JavaScript. */
  async function quotePage(slug: string, form: string) {
    const res = await request(site.url).post(`/cruise/${slug}`).type('form').send(form);
    expect(res.status).toBe(200);
    return res.text.replace(/<!-- -->/g, '');
  }
  it('offers the pensioners’ stepper only on a sailing with a pensioner fare', async () => {
    const found = await request(site.url).get('/api/v1/search/get-cruises?kind=river&pageSize=60');
    const pages: Record<'with' | 'without', string | null> = { with: null, without: null };
    for (const c of found.body.items as { slug: string }[]) {
      const prices = await request(site.url).get(`/api/v1/cruises/get-prices-by-cruise-slug?slug=${c.slug}`);
      const fare = (prices.body.prices as CabinPrice[]).some((p) => (p.tariff.pensionerPercent ?? 0) > 0);
      pages[fare ? 'with' : 'without'] ??= c.slug;
      if (pages.with && pages.without) break;
    }
    expect(pages.with && pages.without, 'river sailings with and without a pensioner fare').toBeTruthy();
    const stepper = 'Больше: пенсионеры';
    expect(textOf((await request(site.url).get(`/cruise/${pages.with}`)).text)).toContain(stepper);
    // A pensioner there is a grown-up at the full fare: no stepper that reads as a discount.
    expect(textOf((await request(site.url).get(`/cruise/${pages.without}`)).text)).not.toContain(stepper);
  });

  /**
   * A bookable river sailing with a pensioner fare (no percentage offer in its price) at its regular price
   * (an early-booking price does not add up with the pensioner's), and its double cabin.
   */
  const riverCabin = () =>
    sailingWith(
      'kind=river&pageSize=20',
      (x) =>
        x.available &&
        x.category.berths === 2 &&
        x.tariff.pensionerPercent !== null &&
        x.tariff.earlyBooking === null,
      'a river double cabin with a pensioner fare at its regular price',
    );
  const money = (amount: number) => `${amount.toLocaleString('ru-RU')}\u00a0₽`.replace(/\s/g, '\u00a0');

  it('«Рассчитать» renders the total for the party with the fares applied', async () => {
    const { slug: river, cabin } = await riverCabin();
    const base = cabin.priceRub.amount;
    const pensioner = Math.round((base * (100 - cabin.tariff.pensionerPercent!)) / 100);
    // Three grown-ups in a double: one cabin, an adult on its extra bed at the grown-ups' fare (two cabins and
    // a single supplement before decision 024's amendment of 2026-11-28).
    const onExtraBed = Math.round((base * (100 - cabin.tariff.extraBedAdultPercent!)) / 100);
    const total = base + onExtraBed + pensioner;
    const text = await quotePage(
      river,
      `cabinCategory=${cabin.category.code}&adults=2&pensioners=1&children=0&intent=quote`,
    );
    expectToContainAll(text, [
      `Итого за 3 человека: ${money(total)}`,
      `Взрослый, на дополнительном месте (−${cabin.tariff.extraBedAdultPercent}%)`,
      `Пенсионер (−${cabin.tariff.pensionerPercent}%)`,
      'Размещение: все в одной каюте, один из взрослых — на дополнительном месте.',
      'В стоимость входит:',
    ]);
    // One traveller alone in a double pays the single supplement.
    const alone = await quotePage(
      river,
      `cabinCategory=${cabin.category.code}&adults=1&pensioners=0&children=0&intent=quote`,
    );
    expect(alone).toContain(`Доплата за одноместное размещение (+${cabin.tariff.singleSupplementPercent}%)`);
    expect(text).toContain(`name="quoteAmount" value="${total}"`);
  });

  it('the second-guest offer takes its percent off the second adult of the cabin (decision 035)', async () => {
    const { slug, cabin } = await sailingWith(
      'line=royal-caribbean&pageSize=50',
      // At the regular price: an early-booking price does not add up with the offer (decision 024).
      (x) =>
        x.available &&
        x.category.berths >= 2 &&
        x.tariff.secondGuest !== null &&
        x.tariff.earlyBooking === null,
      'the second-guest offer at the regular price',
    );
    const base = cabin.priceRub.amount;
    const second = Math.round((base * (100 - cabin.tariff.secondGuest!.percent)) / 100);
    const text = await quotePage(
      slug,
      `cabinCategory=${cabin.category.code}&adults=2&pensioners=0&children=0&intent=quote`,
    );
    expectToContainAll(text, [
      `Итого за 2 человека: ${money(base + second)}`,
      `Второй гость в каюте (−${cabin.tariff.secondGuest!.percent}%)`,
    ]);
    expect(text).toContain(`name="quoteAmount" value="${base + second}"`);
  });

  it('a stepper press adds a child and asks for the age', async () => {
    const { slug: river, cabin } = await riverCabin();
    const text = await quotePage(
      river,
      `cabinCategory=${cabin.category.code}&adults=2&pensioners=0&children=0&intent=children%3A%2B1`,
    );
    expect(text).toContain('Ребёнок 1: возраст');
    expect(text).toContain('Укажите возраст каждого ребёнка, и мы рассчитаем стоимость для всей компании.');
  });

  it('three adults share a river double, the third on its extra bed at the grown-ups’ fare', async () => {
    const { slug: river, cabin } = await riverCabin();
    const base = cabin.priceRub.amount;
    const adultPercent = cabin.tariff.extraBedAdultPercent!;
    expect(adultPercent).toBeLessThan(cabin.tariff.extraBedPercent!);
    const third = Math.round((base * (100 - adultPercent)) / 100);
    const quoted = await quotePage(
      river,
      `cabinCategory=${cabin.category.code}&adults=3&pensioners=0&children=0&intent=quote`,
    );
    // Had been two cabins and a single supplement (decision 024, amended 2026-11-28).
    expectToContainAll(quoted, [
      `Итого за 3 человека: ${money(2 * base + third)}`,
      `Взрослый, на дополнительном месте (−${adultPercent}%)`,
      'Размещение: все в одной каюте, один из взрослых — на дополнительном месте.',
    ]);
    expect(quoted).not.toContain('Доплата за одноместное размещение');
  });

  it('a request with the party stores it with the quote, which the catalogue confirms', async () => {
    const { slug: river, cabin } = await riverCabin();
    const base = cabin.priceRub.amount;
    // A river double sells an extra bed: the child of 7 sleeps on it in the parents' cabin and pays the lower
    // of the band's fare and the extra bed's; one cabin, no single supplement (decision 024, 2026-11-28).
    expect(cabin.category.extraBeds).toBe(1);
    const percent = Math.max(cabin.tariff.childDiscounts[1].percent, cabin.tariff.extraBedPercent!);
    const child = Math.round((base * (100 - percent)) / 100);
    const total = 2 * base + child;
    const quoted = await quotePage(
      river,
      `cabinCategory=${cabin.category.code}&adults=2&pensioners=0&children=1&childAge=7&intent=quote`,
    );
    expectToContainAll(quoted, [
      `Итого за 3 человека: ${money(total)}`,
      `Ребёнок, 7 лет, на дополнительном месте (−${percent}%)`,
      'Размещение: все в одной каюте, ребёнок — на дополнительном месте.',
      // The cabin list says so beside the category.
      '<li>2 места + 1 дополнительное</li>',
    ]);
    expect(quoted).not.toContain('Доплата за одноместное размещение');
    const name = `Семья ${Date.now()}`;
    const res = await request(site.url)
      .post(`/cruise/${river}`)
      .type('form')
      .send(
        `name=${encodeURIComponent(name)}&phone=${encodeURIComponent('+7 912 345-67-89')}&consent=on&intent=send` +
          `&cabinCategory=${cabin.category.code}&adults=2&pensioners=0&children=1&childAge=7` +
          `&quoteAmount=${total}&quoteCurrency=RUB`,
      );
    // Without JavaScript the answer is the page `?sent=` leads to; the party and its total were on the form.
    expect(res.status).toBe(303);
    const db = new Database(dbPath, { readonly: true });
    try {
      const row = db.prepare('SELECT * FROM leads WHERE name = ?').get(name) as Record<string, unknown>;
      expect(row).toMatchObject({
        guests: 3,
        party: JSON.stringify({ adults: 2, children: [7], pensioners: 0 }),
        quote_amount: total,
        computed_amount: total,
        quote_mismatch: 0,
      });
    } finally {
      db.close();
    }
  });

  it('a party without an adult comes back with the message beside the field', async () => {
    const { slug: river } = await riverCabin();
    const res = await request(site.url)
      .post(`/cruise/${river}`)
      .type('form')
      .send('name=Анна&phone=89123456789&consent=on&adults=0&pensioners=0&children=1&childAge=5&intent=send');
    expect(res.status).toBe(400);
    expect(res.text).toContain('Нужен хотя бы один взрослый');
  });
});

describe('/cruise/<slug> of a cruise that has sailed (departed today or earlier, Moscow time)', () => {
  /** A departed cruise whose route sails again, read from the seed and the API. */
  async function sailedCruise(): Promise<{ slug: string; next: string[] }> {
    const db = new Database(dbPath, { readonly: true });
    const slugs = db
      .prepare('SELECT slug FROM cruises WHERE start_date < ? ORDER BY start_date DESC')
      .pluck()
      .all(moscowToday()) as string[];
    db.close();
    for (const s of slugs) {
      const res = await request(site.url).get(`/api/v1/cruises/get-by-slug?slug=${s}`);
      const next = (res.body.nextDepartures as { slug: string }[]).map((c) => c.slug);
      if (next.length > 0) return { slug: s, next };
    }
    throw new Error('the seed has no departed cruise whose route sails again');
  }

  it('says so, offers no booking and lists the next departures of the route', async () => {
    const { slug: sailed, next } = await sailedCruise();
    const res = await request(site.url).get(`/cruise/${sailed}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Этот круиз уже отправился');
    expect(res.text).toContain('Ближайшие даты по этому маршруту');
    // Its description offers no price.
    const description = /<meta name="description" content="([^"]+)"/.exec(res.text)![1]!;
    expect(description).toMatch(/Круиз уже отправился\.$/);
    expect(description).not.toContain('Цена от');
    expect(res.text).not.toContain('Заявка на бронирование');
    expect(res.text).not.toContain('Оставить заявку');
    for (const s of next) expect(res.text).toContain(`href="/cruise/${s}"`);
    expect(res.text).toContain('https://schema.org/Discontinued');
  });

  it('a booking request for it is refused with the reason, and nothing is stored', async () => {
    const { slug: sailed } = await sailedCruise();
    const name = `Опоздавший ${Date.now()}`;
    const res = await request(site.url)
      .post(`/cruise/${sailed}`)
      .type('form')
      .send({ name, phone: '8 (912) 345-67-89', email: '', adults: '2', consent: 'on' });
    expect(res.status).toBe(409);
    expect(res.text).toContain('Этот круиз уже отправился');
    expect(res.text).not.toContain('Заявка отправлена');
    const db = new Database(dbPath, { readonly: true });
    try {
      expect(db.prepare('SELECT COUNT(*) FROM leads WHERE name = ?').pluck().get(name)).toBe(0);
    } finally {
      db.close();
    }
  });
});
