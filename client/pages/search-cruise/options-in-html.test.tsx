import { unescape as unescapeHtml } from 'html-escaper';
import { describe, expect, it } from 'vitest';
import type { SearchPageData } from './loader';
import { dehydrate, rebuildLists, type OptionEntry } from './options-in-html';
import { renderPage } from './render-page.test-util';
import type { CruiseCardView } from '../_shared/cruise-card';
import type { CardText } from './cards-in-json';
import { hydration, rebuildCards } from './hydration';

const cases = { genitive: 'Малаги', accusative: 'Малагу', prepositional: 'Малаге' };
const option = (value: string, label: string, count: number) => ({ value, label, count });

function pageData(overrides: Partial<SearchPageData> = {}): SearchPageData {
  return {
    path: '/search-cruise',
    tag: null,
    fixed: [],
    filters: { kind: 'sea', port: ['malaga'] },
    state: { filters: { kind: 'sea', port: ['malaga'] }, sort: 'popular', page: 1 },
    options: {
      kind: [option('sea', 'Морские круизы', 12), option('river', 'Речные круизы', 3)],
      region: [option('sredizemnomorye', 'Средиземноморье', 12)],
      country: [option('ispaniya', 'Испания', 7), option('frantsiya', 'Франция & Монако <юг>', 2)],
      port: [{ ...option('malaga', 'Малага', 4), cases }, option('kiel', 'Киль (Германия)', 2)],
      callsAt: [option('marsel', 'Марсель', 5)],
      line: [option('msc', 'MSC Cruises', 12)],
      ship: [option('msc-grandiosa', 'MSC Grandiosa', 4)],
      month: [option('2027-05', 'май 2027', 6)],
      nights: [option('1-3', '1–3 ночи', 0), option('4-7', '4–7 ночей', 12)],
      price: { min: 20_000, max: 140_000 },
      onOffer: 5,
      weekend: 2,
      promotion: [option('infoflot-vykhodnye', 'Инфофлот: круизы выходного дня', 0)],
    },
    results: { items: [], total: 0, page: 1, pages: 0 },
    tags: [],
    calendar: null,
    origin: 'http://localhost',
    today: '2026-11-28',
    ...overrides,
  };
}

/** The selects' options as the browser's DOM would list them. */
function selectsOf(html: string): (id: string) => OptionEntry[] | null {
  return (id) => {
    const select = new RegExp(`<select[^>]*id="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
    if (!select) return null;
    return [...select[1].matchAll(/<option value="([^"]*)"[^>]*>([^<]*)/g)].map((m) => ({
      value: unescapeHtml(m[1]),
      text: unescapeHtml(m[2]),
    }));
  };
}

describe('filter options carried by the HTML, not twice', () => {
  it('keeps only the chosen options in the router state, with their case forms', () => {
    const slim = dehydrate(pageData()).options!;
    expect(slim.port).toEqual([{ ...option('malaga', 'Малага', 4), cases }]);
    expect(slim.kind).toEqual([option('sea', 'Морские круизы', 12)]);
    expect(slim.callsAt).toEqual([]);
    expect(slim.price).toEqual({ min: 20_000, max: 140_000 });
  });

  it('reads every list back from the rendered selects exactly as the loader returned it', async () => {
    const data = pageData();
    const html = await renderPage(data);
    expect(rebuildLists(dehydrate(data), selectsOf(html))).toEqual(data);
  });

  it('writes a count in thousands with a space, as the rest of the page does, and reads it back', async () => {
    const base = pageData();
    const data = pageData({ options: { ...base.options!, kind: [option('sea', 'Морские круизы', 1_699)] } });
    const html = await renderPage(data);
    expect(selectsOf(html)('sc-kind')).toContainEqual({ value: 'sea', text: 'Морские круизы (1\u00a0699)' });
    expect(html).toContain('placeholder="20\u00a0000"');
    expect(rebuildLists(dehydrate(data), selectsOf(html))).toEqual(data);
  });

  it('also with several values chosen in one list (shown as one extra entry)', async () => {
    const filters = { kind: 'sea' as const, port: ['malaga', 'kiel'] };
    const data = pageData({ filters, state: { filters, sort: 'popular', page: 1 } });
    const html = await renderPage(data);
    expect(html).toContain('Выбрано: 2');
    expect(rebuildLists(dehydrate(data), selectsOf(html))).toEqual(data);
  });

  it("leaves a tag page's fixed lists in the data: they have no select", async () => {
    const data = pageData({ fixed: ['kind'] });
    expect(dehydrate(data).options!.kind).toEqual(data.options!.kind);
    const html = await renderPage(data);
    expect(html).not.toContain('id="sc-kind"');
    expect(rebuildLists(dehydrate(data), selectsOf(html))).toEqual(data);
  });
});

/** The cards' text as the browser's DOM would give it (cards-in-json.ts `cardTexts`). */
function cardTextsOf(html: string): CardText[] {
  return [...html.matchAll(/<article class="card ccard"[^>]*>([\s\S]*?)<\/article>/g)].map(([, card]) => {
    const link = /<a href="([^"]*)" class="card__link">([^<]*)<\/a>/.exec(card)!;
    const route = /<p class="ccard__route"><span[^>]*>[^<]*<\/span>([^<]*)<\/p>/.exec(card);
    const badge = /<span class="badge card__badge">([^<]*)<\/span>/.exec(card);
    return {
      href: unescapeHtml(link[1]),
      title: unescapeHtml(link[2]),
      route: route ? unescapeHtml(route[1]) : null,
      promotion: badge ? { label: unescapeHtml(badge[1]) } : null,
    };
  });
}

describe('cards carried by the HTML and short arrays', () => {
  const card = (slug: string, title: string, route: string[], promotion: CruiseCardView['promotion']) => ({
    slug,
    title,
    kind: 'sea' as const,
    startDate: '2027-05-12',
    endDate: '2027-05-19',
    nights: 7,
    route,
    ship: { name: 'MSC Grandiosa' },
    cruiseLine: { name: 'MSC Cruises' },
    image: { url: '/storage/gallery/ship-msc-grandiosa-1.jpg', width: 1600, height: 1000, alt: '' },
    priceFrom: { amount: 1299, currency: 'EUR' },
    priceFromRub: { amount: 125000, currency: 'RUB' },
    promotion,
  });
  const items: CruiseCardView[] = [
    card('genuya-2027-05-12', 'Генуя — Марсель — Генуя', ['Генуя', 'Марсель', 'Генуя'], null),
    card('genuya-2027-05-19', 'Генуя — Барселона — Генуя', ['Генуя', 'Марсель', 'Барселона', 'Генуя'], {
      label: '−15% <раннее> & «скидка»',
    }),
    card('genuya-2027-05-26', 'Круиз «Море & солнце»', [], null),
  ];

  it('reads every card back from the rendered page exactly as the loader returned it', async () => {
    const data = pageData({ results: { items, total: 3, page: 1, pages: 1 } });
    const html = await renderPage(data);
    const slim = hydration.dehydrate(data);
    expect(JSON.stringify(slim.results)).not.toContain('Генуя');
    expect(rebuildLists(rebuildCards(slim, cardTextsOf(html)), selectsOf(html))).toEqual(data);
  });

  it('keeps the calendar view’s item as it is: it renders no card', () => {
    const data = pageData({
      state: { filters: { kind: 'sea', port: ['malaga'] }, sort: 'popular', page: 1, view: 'calendar' },
      results: { items: items.slice(0, 1), total: 3, page: 1, pages: 1 },
    });
    expect(hydration.dehydrate(data).results).toEqual(data.results);
  });
});

describe('the filters’ words', () => {
  const text = (html: string) => unescapeHtml(html.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ');

  it('give the price range found, or one price when every cruise found costs the same', async () => {
    expect(text(await renderPage(pageData()))).toContain('Сейчас в подборке: 20 000 ₽ – 140 000 ₽');
    const one = pageData();
    one.options = { ...one.options!, price: { min: 26_800, max: 26_800 } };
    const said = text(await renderPage(one));
    expect(said).toContain('Сейчас в подборке: 26 800 ₽');
    expect(said).not.toContain('26 800 ₽ –');
    // With a price chosen the range is the one without it, and said so: the list holds none above 60 000.
    const capped = pageData({
      filters: { kind: 'sea', priceMax: 60_000 },
      state: { filters: { kind: 'sea', priceMax: 60_000 }, sort: 'popular', page: 1 },
    });
    const cappedSaid = text(await renderPage(capped));
    expect(cappedSaid).toContain('Без фильтра по цене: 20 000 ₽ – 140 000 ₽');
    expect(cappedSaid).not.toContain('Сейчас в подборке');
  });

  it('say how many filters are on in agreement with the number: «1 активный», «2 активных»', async () => {
    expect(text(await renderPage(pageData()))).toMatch(/Фильтры ?2 активных/);
    const one = pageData({
      filters: { kind: 'sea' },
      state: { filters: { kind: 'sea' }, sort: 'popular', page: 1 },
    });
    expect(text(await renderPage(one))).toMatch(/Фильтры ?1 активный/);
  });
});

describe('the promotion’s chip', () => {
  it('names the promotion by its title, never by its slug', async () => {
    const data = pageData({
      filters: { kind: 'sea', promotion: 'infoflot-vykhodnye' },
      state: { filters: { kind: 'sea', promotion: 'infoflot-vykhodnye' }, sort: 'popular', page: 1 },
    });
    const html = await renderPage(data);
    expect(unescapeHtml(html)).toContain('Инфофлот: круизы выходного дня');
    // What a visitor reads: the text between the tags (links and the form's values may carry the slug).
    expect(unescapeHtml(html.replace(/<[^>]+>/g, ' '))).not.toContain('infoflot-vykhodnye');
  });
});

describe('a chosen value the lists do not hold', () => {
  const text = (html: string) =>
    unescapeHtml(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

  it('is said in words, never as its slug, when the options did not load', async () => {
    const filters = { port: ['malaga'], line: ['msc'] };
    const html = await renderPage(
      pageData({ filters, state: { filters, sort: 'popular', page: 1 }, options: null }),
    );
    const said = text(html);
    expect(said).not.toMatch(/malaga|msc/);
    expect(said).toContain('Выбрано: 1');
    expect(unescapeHtml(html)).toContain('aria-label="Убрать фильтр «Порт отправления»"');
    expect(said).toContain('Без условия «Круизная компания»');
  });

  it('a month past by its name; no results said as «Круизов не найдено»', async () => {
    const filters = { month: '2025-01' };
    const said = text(await renderPage(pageData({ filters, state: { filters, sort: 'popular', page: 1 } })));
    expect(said).not.toContain('2025-01');
    expect(said).toContain('Месяц отправления Любой месяц Январь 2025');
    expect(said).toContain('Круизов не найдено');
    expect(said).not.toContain('Найдено 0');
  });
});
