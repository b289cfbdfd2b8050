/**
 * A booking request made on the site reaches the managers' chat through the notifier's Telegram transport
 * (a fake Bot API on 127.0.0.1), with the party and the quoted total.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CabinPrice } from '../../shared/api/schemas';
import { reportingSiteEnv, startFakeTelegram, type FakeTelegram } from '../fakes/telegram';
import { startSite, type TestSite } from './harness';

let telegram: FakeTelegram;
let site: TestSite;
beforeAll(async () => {
  telegram = await startFakeTelegram();
  site = await startSite(reportingSiteEnv(telegram));
});
afterAll(async () => {
  await site?.close();
  await telegram?.close();
});

async function noticeWith(text: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = telegram.messages.find((m) => m.text.includes(text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}

describe('the manager’s notice of a new lead', () => {
  it('is sent to the chat with the party, the category and the quoted total', async () => {
    const found = await request(site.url).get('/api/v1/search/get-cruises?kind=river&pageSize=1');
    const slug = found.body.items[0].slug as string;
    const prices = await request(site.url).get(`/api/v1/cruises/get-prices-by-cruise-slug?slug=${slug}`);
    const cabin = (prices.body.prices as CabinPrice[]).find((p) => p.available)!;
    const res = await request(site.url)
      .post(`/cruise/${slug}`)
      .type('form')
      .send(
        `name=${encodeURIComponent('Мария <Иванова>')}&phone=89123456789&consent=on&intent=send` +
          `&cabinCategory=${cabin.category.code}&adults=2&pensioners=1&children=1&childAge=7` +
          `&quoteAmount=152400&quoteCurrency=RUB`,
      );
    expect(res.status).toBe(303);
    const reference = /\?sent=([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(res.headers.location)![1];
    const message = await noticeWith(reference);
    expect(message, 'notice sent').toBeDefined();
    expect(message!.chatId).toBe('-100');
    expect(message!.parseMode).toBe('HTML');
    const text = message!.text;
    expect(text.startsWith('#production\n<b>Новая заявка ')).toBe(true);
    expect(text).toContain('<b>Имя:</b> Мария &lt;Иванова&gt;');
    expect(text).toContain('<b>Телефон:</b> +79123456789');
    expect(text).toContain(`<b>Каюта:</b> ${cabin.category.name} (${cabin.category.code})`);
    expect(text).toContain('<b>Состав:</b> 2 взрослых, 1 ребёнок (7 лет), 1 пенсионер');
    expect(text).toContain('<b>Сумма на сайте:</b> 152\u00a0400\u00a0₽');
    // 152 400 ₽ is not what this party pays for that cabin: the tariff's own total is shown beside it.
    expect(text).toMatch(/<b>Расчёт по тарифу:<\/b> [\d\u00a0]+\u00a0₽ — не совпадает с суммой на сайте/);
  });
});
