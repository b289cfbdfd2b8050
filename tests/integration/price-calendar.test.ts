/**
 * The price calendars of the cruise page and of the search, against /api/v1/search/get-cruises for the
 * same filters: the same days, the lowest price of each, the cheapest marked, the counts their links show,
 * and month steps that land on months with departures.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CruiseCard, Page } from '../../shared/api/schemas';
import { formatMoney } from '../../shared/format';
import { moscowToday } from '../../shared/today';
import { startSite, textOf, type TestSite } from './harness';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

async function allCruises(query: string): Promise<CruiseCard[]> {
  const items: CruiseCard[] = [];
  for (let page = 1; ; page++) {
    const res = await request(site.url).get(`/api/v1/search/get-cruises?${query}&pageSize=100&page=${page}`);
    expect(res.status, res.text).toBe(200);
    const body = res.body as Page<CruiseCard>;
    items.push(...body.items);
    if (page >= body.pages) return items;
  }
}

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
const inMonth = (month: string) => `dateFrom=${month}-01&dateTo=${lastDay(month)}`;

interface ShownDay {
  date: string;
  price: string;
  /** Where the day leads; null for the cruise whose page it is. */
  link: string | null;
  text: string;
  cheapest: boolean;
}

/** The departure days of the calendar inside the element with this id (or the first calendar). */
function shownDays(html: string, sectionId?: string): ShownDay[] {
  const from = sectionId ? html.indexOf(`id="${sectionId}"`) : html.indexOf('class="pcal"');
  expect(from).toBeGreaterThan(-1);
  const part = html.slice(from, html.indexOf('</ol>', html.indexOf('class="pcal__days"', from)));
  return [...part.matchAll(/<li class="(pcal__day[^"]*)">([\s\S]*?)<\/li>/g)].map((m) => ({
    date: /dateTime="([\d-]+)"/.exec(m[2])![1],
    price: textOf(/<span class="pcal__price">([^<]*)</.exec(m[2])![1]).trim(),
    link: /href="([^"]+)"/.exec(m[2])?.[1].replace(/&amp;/g, '&') ?? null,
    text: textOf(m[2]).trim(),
    cheapest: m[1].includes('pcal__day--cheapest'),
  }));
}

/** The lowest rubles price per departure day, as the API lists them. */
function expectedDays(
  cruises: CruiseCard[],
): Map<string, { min: number | null; count: number; slugs: string[] }> {
  const days = new Map<string, { min: number | null; count: number; slugs: string[] }>();
  for (const c of cruises) {
    const day = days.get(c.startDate) ?? { min: null, count: 0, slugs: [] };
    const price = c.priceFromRub?.amount ?? null;
    day.count += 1;
    if (price !== null && (day.min === null || price < day.min)) {
      day.min = price;
      day.slugs = [c.slug];
    } else if (price !== null && price === day.min) day.slugs.push(c.slug);
    days.set(c.startDate, day);
  }
  return days;
}

const priceText = (amount: number | null) =>
  amount === null
    ? 'цена по запросу'
    : `от ${formatMoney({ amount, currency: 'RUB' })}`.replace(/\u00a0/g, ' ');

function monthLinks(html: string, param: string): string[] {
  return [
    ...html.matchAll(new RegExp(`class="pcal__step[^"]*"[^>]*href="[^"]*${param}=(\\d{4}-\\d{2})`, 'g')),
  ]
    .concat([
      ...html.matchAll(new RegExp(`href="[^"]*${param}=(\\d{4}-\\d{2})[^"]*"[^>]*class="pcal__step`, 'g')),
    ])
    .map((m) => m[1]);
}

describe('the cruise page: other dates of its route and of its ship', () => {
  it('shows each departure day of the month with its lowest price, linking to that departure', async () => {
    // A river ship's cruise with other departures in its own month.
    const river = await allCruises('kind=river');
    const cruise = river.find(
      (c) =>
        river.filter(
          (o) => o.ship.slug === c.ship.slug && o.startDate.slice(0, 7) === c.startDate.slice(0, 7),
        ).length >= 3,
    )!;
    const month = cruise.startDate.slice(0, 7);
    const res = await request(site.url).get(`/cruise/${cruise.slug}`);
    expect(res.status).toBe(200);

    const fromApi = expectedDays(await allCruises(`ship=${cruise.ship.slug}&${inMonth(month)}`));
    const shown = shownDays(res.text, 'cr-ship-dates');
    expect(shown.map((d) => d.date)).toEqual([...fromApi.keys()].sort());
    for (const day of shown) {
      const expected = fromApi.get(day.date)!;
      if (day.date === cruise.startDate) {
        expect(day.link).toBeNull();
        expect(day.text).toContain('этот круиз');
        continue;
      }
      expect(day.price).toBe(priceText(expected.min));
      expect(expected.slugs.map((s) => `/cruise/${s}`)).toContain(day.link);
    }
    const lowest = Math.min(...[...fromApi.values()].flatMap((d) => (d.min === null ? [] : [d.min])));
    const marked = shown.filter((d) => d.cheapest);
    expect(marked.length).toBeGreaterThan(0);
    for (const d of marked) {
      expect(d.text).toContain('самая низкая цена');
      expect(d.price).toBe(priceText(lowest));
    }
    expect(textOf(res.text)).toContain(`Другие круизы теплохода «${cruise.ship.name}»`);
  });

  it('with another currency chosen, shows the days in it and keeps it on the other dates’ links', async () => {
    // A line that sells in euros: its ship's other departures in the cruise's own month.
    const sea = (await allCruises('kind=sea')).filter((c) => c.priceFrom?.currency === 'EUR');
    const cruise = sea.find(
      (c) =>
        sea.filter((o) => o.ship.slug === c.ship.slug && o.startDate.slice(0, 7) === c.startDate.slice(0, 7))
          .length >= 3,
    );
    if (!cruise) throw new Error('the catalogue has a euro line sailing one ship thrice in a month');
    const month = cruise.startDate.slice(0, 7);
    const res = await request(site.url).get(`/cruise/${cruise.slug}?currency=EUR`);
    expect(res.status).toBe(200);
    const ofMonth = await allCruises(`ship=${cruise.ship.slug}&${inMonth(month)}`);
    const fromApi = expectedDays(ofMonth);
    const shown = shownDays(res.text, 'cr-ship-dates');
    expect(shown.length).toBeGreaterThan(1);
    for (const day of shown) {
      const slug = day.link ? /^\/cruise\/([^?]+)/.exec(day.link)![1] : cruise.slug;
      const departure = ofMonth.find((c) => c.slug === slug)!;
      // The line's own figure, as the cruise page itself shows it in euros: not rubles, not a conversion.
      expect(day.price, day.date).toBe(`от ${formatMoney(departure.priceFrom!)}`.replace(/\u00a0/g, ' '));
      if (day.link) {
        expect(fromApi.get(day.date)!.slugs).toContain(slug);
        expect(day.link).toBe(`/cruise/${slug}?currency=EUR`);
      }
    }
    // Rubles by default, links without a currency.
    const rubles = shownDays((await request(site.url).get(`/cruise/${cruise.slug}`)).text, 'cr-ship-dates');
    expect(rubles.every((d) => d.price.endsWith('₽'))).toBe(true);
    expect(rubles.every((d) => d.link === null || !d.link.includes('currency'))).toBe(true);
  });

  it('the route calendar lists the same ports of call in order, and steps to the next month with departures', async () => {
    const all = await allCruises('kind=sea');
    let found: { cruise: CruiseCard; route: CruiseCard[] } | null = null;
    for (const cruise of all.slice(0, 200)) {
      const route = await allCruises(`routeOf=${cruise.slug}`);
      if (route.length >= 3 && new Set(route.map((c) => c.startDate.slice(0, 7))).size >= 2) {
        found = { cruise, route };
        break;
      }
    }
    if (!found) throw new Error('the catalogue repeats sea routes over several months');
    const { cruise, route } = found;
    const month = cruise.startDate.slice(0, 7);
    const res = await request(site.url).get(`/cruise/${cruise.slug}`);
    const shown = shownDays(res.text, 'cr-dates');
    const thisMonth = route.filter((c) => c.startDate.startsWith(month));
    expect(shown.map((d) => d.date)).toEqual([...expectedDays(thisMonth).keys()].sort());
    expect(textOf(res.text)).toContain('Другие даты этого маршрута');
    // Several ships on the route this month: the page says so, since a date may lead to another ship.
    const ships = new Set(thisMonth.map((c) => c.ship.slug)).size;
    const mixed = 'В этом месяце маршрутом идут несколько судов';
    if (ships > 1) expect(textOf(res.text)).toContain(mixed);
    else expect(textOf(res.text)).not.toContain(mixed);
    // The next step is the first later month the route departs in.
    const later = route.find((c) => c.startDate > lastDay(month));
    const section = res.text.slice(res.text.indexOf('id="cr-dates"'), res.text.indexOf('id="cr-ship-dates"'));
    if (later) {
      const next = later.startDate.slice(0, 7);
      expect(monthLinks(section, 'cal')).toContain(next);
      const stepped = await request(site.url).get(`/cruise/${cruise.slug}?cal=${next}`);
      const days = shownDays(stepped.text, 'cr-dates');
      expect(days.map((d) => d.date)).toEqual(
        [...expectedDays(route.filter((c) => c.startDate.startsWith(next))).keys()].sort(),
      );
      // In another month every day is another departure, each a link.
      expect(days.every((d) => d.link?.startsWith('/cruise/'))).toBe(true);
    }
  });

  it('names each day’s ship when the route’s month mixes ships, and none when it does not', async () => {
    const river = await allCruises('kind=river&sort=date');
    let found: { cruise: CruiseCard; month: CruiseCard[] } | null = null;
    for (const cruise of river.slice(0, 300)) {
      const month = (await allCruises(`routeOf=${cruise.slug}`)).filter((c) =>
        c.startDate.startsWith(cruise.startDate.slice(0, 7)),
      );
      if (new Set(month.map((c) => c.ship.slug)).size > 1) {
        found = { cruise, month };
        break;
      }
    }
    if (!found) throw new Error('the catalogue has a river route two ships sail in one month');
    const res = await request(site.url).get(`/cruise/${found.cruise.slug}`);
    expect(textOf(res.text)).toContain('у каждой даты указано её судно');
    const shipOf = new Map(found.month.map((c) => [c.slug, c.ship.name]));
    for (const day of shownDays(res.text, 'cr-dates')) {
      const slug = day.link?.replace('/cruise/', '') ?? found.cruise.slug;
      expect(day.text, day.date).toContain(shipOf.get(slug)!);
    }
    // The ship's own calendar names no ship: they are all its own.
    const shipCalendar = res.text.indexOf('id="cr-ship-dates"');
    expect(shipCalendar).toBeGreaterThan(-1);
    const own = res.text.slice(shipCalendar);
    expect(own).not.toContain('pcal__ship');
  });
});

describe('the search page: «Календарь цен» for the current filters', () => {
  it('lists the lowest price and the count per day; a day link shows exactly that many cruises', async () => {
    const river = await allCruises('kind=river');
    const month = river[Math.floor(river.length / 3)].startDate.slice(0, 7);
    const res = await request(site.url).get(`/search-cruise?kind=river&view=calendar&cal=${month}`);
    expect(res.status).toBe(200);
    const fromApi = expectedDays(await allCruises(`kind=river&${inMonth(month)}`));
    const shown = shownDays(res.text);
    expect(shown.map((d) => d.date)).toEqual([...fromApi.keys()].sort());
    for (const day of shown) {
      const expected = fromApi.get(day.date)!;
      expect(day.price).toBe(priceText(expected.min));
      expect(day.text).toContain(`${expected.count} круиз`);
      expect(day.link).toBe(
        `/search-cruise?kind=river&dateFrom=${day.date}&dateTo=${day.date}&sort=price-asc`,
      );
    }
    const lowest = Math.min(...[...fromApi.values()].flatMap((d) => (d.min === null ? [] : [d.min])));
    expect(shown.filter((d) => d.cheapest).map((d) => d.price)).toEqual(
      [...fromApi.values()].filter((d) => d.min === lowest).map(() => priceText(lowest)),
    );
    // The busiest day's link lists that day's cruises, as many as the calendar says.
    const busiest = shown.reduce((a, b) => (fromApi.get(b.date)!.count > fromApi.get(a.date)!.count ? b : a));
    const list = await request(site.url).get(busiest.link!);
    const count = fromApi.get(busiest.date)!.count;
    expect(textOf(list.text)).toMatch(new RegExp(`Найден[оа]? ${count} круиз`));
  });

  it('keeps every filter in the month steps and the view switch', async () => {
    const res = await request(site.url).get('/search-cruise?kind=sea&nights=8-10&view=calendar');
    expect(res.status).toBe(200);
    const next = monthLinks(res.text, 'cal');
    expect(next.length).toBeGreaterThan(0);
    // Assertions on matches, not on the page: a failure prints what was found, not 100 KB of HTML.
    expect(
      res.text.match(
        /href="\/search-cruise\?kind=sea&amp;nights=8-10&amp;view=calendar&amp;cal=\d{4}-\d{2}"/,
      ),
    ).not.toBeNull();
    expect(
      res.text.match(/<a href="\/search-cruise\?kind=sea&amp;nights=8-10"[^>]*class="sc-views__link"/),
    ).not.toBeNull();
    expect(res.text.match(/<input type="hidden" name="view" value="calendar"\/>/)).not.toBeNull();
    // The current Moscow month first; nothing before it.
    const today = moscowToday();
    const shown = shownDays(res.text);
    expect(shown.every((d) => d.date > today)).toBe(true);
  });

  it('says a month has no departures and offers the next one; a bad month is the default', async () => {
    const empty = await request(site.url).get('/search-cruise?view=calendar&cal=2099-01');
    expect(empty.status).toBe(200);
    expect(textOf(empty.text)).toContain('В январе 2099 г. отправлений нет. Более поздних дат пока нет.');
    const bad = await request(site.url).get('/search-cruise?view=calendar&cal=2027-99');
    expect(bad.status).toBe(200);
    const soonest = (await request(site.url).get('/api/v1/search/get-cruises?pageSize=1')).body.items[0];
    expect(shownDays(bad.text)[0].date).toBe(soonest.startDate);
    // A route that does not sail in a month: the calendar says so and links to its next month.
    const sea = await allCruises('kind=sea');
    for (const cruise of sea.slice(0, 100)) {
      const route = await allCruises(`routeOf=${cruise.slug}`);
      const months = [...new Set(route.map((c) => c.startDate.slice(0, 7)))];
      const gap = months.find((m, i) => i > 0 && addMonth(months[i - 1]) !== m);
      if (!gap) continue;
      const before = months[months.indexOf(gap) - 1];
      const res = await request(site.url).get(`/cruise/${cruise.slug}?cal=${addMonth(before)}`);
      const section = res.text.slice(
        res.text.indexOf('id="cr-dates"'),
        res.text.indexOf('id="cr-ship-dates"'),
      );
      expect(textOf(section)).toMatch(/отправлений нет\. Ближайшие отправления в [а-я]+ \d{4} г\./);
      expect(section).toContain(`cal=${gap}#cr-dates`);
      return;
    }
    throw new Error('some sea route skips a month');
  });
});

function addMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
}
