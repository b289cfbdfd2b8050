/** /search-cruise, tag landing pages and /search against the real app and the embedded catalogue. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type TestSite } from './harness';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('/search-cruise', () => {
  it('renders results, the count and a canonical URL', async () => {
    const res = await request(site.url).get('/search-cruise');
    expect(res.status).toBe(200);
    expect(title(res.text)).toBe('Поиск круизов — Круизный клуб');
    expect(res.text).toMatch(/Найден[оа]? [\d\s\u00a0]+ круиз/);
    expect(res.text).toContain('class="card ccard"');
    expect(res.text).toMatch(/<form id="sc-form"[^>]*action="\/search-cruise" method="get"/);
  });

  it('renders a filtered, sorted page with a canonical query and real page links', async () => {
    // A field sent empty (the form without scripts sends them all) goes to the canonical address.
    const sent = await request(site.url).get('/search-cruise?sort=price-asc&kind=river&region=');
    expect(sent.status).toBe(302);
    expect(sent.headers.location).toBe('/search-cruise?kind=river&sort=price-asc');
    const res = await request(site.url).get(sent.headers.location);
    expect(res.status).toBe(200);
    expect(title(res.text)).toBe('Речные круизы — Круизный клуб');
    expect(res.text).toMatch(/rel="canonical" href="[^"]*\/search-cruise\?kind=river&amp;sort=price-asc"/);
    expect(res.text).toContain('href="/search-cruise?kind=river&amp;sort=price-asc&amp;page=2"');
  });

  it('cards say their kind in a mixed list, and not when the visitor chose the kind', async () => {
    const mixed = await request(site.url).get('/search-cruise');
    expect(mixed.text).toContain('card__kind">Морской</span>');
    const river = await request(site.url).get('/search-cruise?kind=river');
    expect(river.text).toContain('class="card ccard"');
    expect(river.text).not.toContain('card__kind');
  });

  it('ignores garbage in the query instead of failing', async () => {
    const res = await request(site.url).get(
      '/search-cruise?kind=space&page=-1&sort=nope&priceMin=abc&region=%3Cx%3E',
    );
    expect(res.status).toBe(200);
    expect(title(res.text)).toBe('Поиск круизов — Круизный клуб');
  });

  it('names the offer a promotion page links to: «Круизы по акции «…»»', async () => {
    const offers = (await request(site.url).get('/api/v1/promotions/get-all')).body.items as {
      slug: string;
      title: string;
    }[];
    const res = await request(site.url).get(`/search-cruise?promotion=${offers[0].slug}`);
    expect(title(res.text)).toBe(`Круизы по акции «${offers[0].title}» — Круизный клуб`);
  });

  it('names a ship a ship page links to by its noun: «Круизы на пароходе «Н. В. Гоголь»»', async () => {
    const res = await request(site.url).get('/search-cruise?ship=n-v-gogol');
    expect(title(res.text)).toBe('Круизы на пароходе «Н. В. Гоголь» — Круизный клуб');
  });

  it('a page past the end redirects to the last page', async () => {
    const res = await request(site.url).get('/search-cruise?kind=river&page=9999');
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/\/search-cruise\?kind=river&page=\d+$/);
  });

  it('offers only the choices that lead somewhere, and keeps a chosen one that leads nowhere', async () => {
    const options = await request(site.url).get('/api/v1/search/get-filter-options?kind=sea');
    const ships = options.body.ship as { value: string; count: number }[];
    const dead = ships.find((s) => s.count === 0);
    const live = ships.find((s) => s.count > 0);
    if (!dead || !live) throw new Error('the catalogue has sea and river ships');
    const sea = await request(site.url).get('/search-cruise?kind=sea');
    expect(sea.text).toContain(`<option value="${live.value}">`);
    expect(sea.text).not.toContain(`<option value="${dead.value}"`);
    const chosen = await request(site.url).get(`/search-cruise?kind=sea&ship=${dead.value}`);
    // Options carry no end tag (client/ui/select-options.ts): the next option or the select's end closes one.
    expect(chosen.text).toMatch(
      new RegExp(`<option value="${dead.value}" selected>[^<]+ \\(0\\)<(option|/select)`),
    );
  });

  it('drops a slug nothing knows, and the URL says so: never «majami» or «msc» on the page', async () => {
    const port = await request(site.url).get('/search-cruise?kind=sea&port=majami&nights=15-');
    expect(port.status).toBe(302);
    expect(port.headers.location).toBe('/search-cruise?kind=sea&nights=15-');
    const line = await request(site.url).get('/search-cruise?line=msc&region=kariby,atlantida&page=2');
    expect(line.status).toBe(302);
    expect(line.headers.location).toBe('/search-cruise?region=kariby&page=2');
    // A port no cruise departs from is still a port: named, not dropped.
    const options = await request(site.url).get('/api/v1/search/get-filter-options');
    const departures = new Set((options.body.port as { value: string }[]).map((o) => o.value));
    const callOnly = (options.body.callsAt as { value: string }[]).find((o) => !departures.has(o.value));
    if (!callOnly) throw new Error('the catalogue has a port of call no cruise departs from');
    expect((await request(site.url).get(`/search-cruise?port=${callOnly.value}`)).status).toBe(200);
  });

  it('a heading says the kind searched for (decision 052, amended), and a departure port not as a call', async () => {
    const h1 = (html: string) =>
      /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)?.[1]
        .replace(/<!-- -->/g, '')
        .replace(/&nbsp;|\u00a0/g, ' ');
    const ships = (await request(site.url).get('/api/v1/search/get-filter-options')).body.ship as {
      value: string;
      label: string;
    }[];
    const seashore = ships.find((s) => s.label === 'MSC Seashore')!;
    const onShip = await request(site.url).get(`/search-cruise?kind=river&ship=${seashore.value}`);
    expect(h1(onShip.text)).toBe('Речные круизы на лайнере MSC Seashore');
    expect(onShip.text).toContain('Круизов не найдено');
    const caribbean = await request(site.url).get('/search-cruise?kind=river&region=kariby');
    expect(h1(caribbean.text)).toBe('Речные круизы по Карибам');
    const ports = (await request(site.url).get('/api/v1/search/get-filter-options')).body.port as {
      value: string;
      label: string;
    }[];
    const miami = ports.find((p) => p.label === 'Майами')!;
    const fromMiami = await request(site.url).get(
      `/search-cruise?port=${miami.value}&callsAt=${miami.value}`,
    );
    expect(h1(fromMiami.text)).toBe('Круизы из Майами');
    // Nothing because of the month, not the places: the kind keeps its word.
    const river = await request(site.url).get('/api/v1/search/get-filter-options?kind=river');
    // Eighteen months on sale always hold a winter without river sailings.
    const winter = (river.body.month as { value: string; count: number }[]).find((m) => m.count === 0);
    expect(winter).toBeDefined();
    const page = await request(site.url).get(`/search-cruise?kind=river&region=volga&month=${winter!.value}`);
    expect(h1(page.text)).toMatch(/^Речные круизы по Волге в [а-я]+ \d{4} г\.$/);
  });

  it('no results: suggestions to relax the filters', async () => {
    const res = await request(site.url).get('/search-cruise?kind=river&priceMax=1');
    expect(res.status).toBe(200);
    expect(res.text).toContain('По этим условиям круизов нет');
    expect(res.text).toContain('href="/search-cruise?kind=river"');
  });
});

describe('tag landing pages', () => {
  it('render their own heading and sanitised SEO text', async () => {
    const tags = await request(site.url).get('/api/v1/get-page-tags?page=search');
    const slug = tags.body.items[0].slug as string;
    const res = await request(site.url).get(`/search-cruise/${slug}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('sc-tags__chip--current');
    const seo = /<div class="sc-seo">([\s\S]*?)<\/div>/.exec(res.text)?.[1] ?? '';
    expect(seo).not.toMatch(/<script|<iframe|\son\w+=|javascript:/i);
  });

  it('say what the collection holds a line a filter: «Даты отправления: с … по …», not «Отправление с: с …»', async () => {
    const res = await request(site.url).get('/search-cruise/kruizy-na-majskie');
    const preset = (/<div class="sc-preset">([\s\S]*?)<\/ul>/.exec(res.text)?.[1] ?? '')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;|\u00a0|\s+/g, ' ');
    expect(preset).toMatch(/Даты отправления: с \d+ апреля по \d+ мая \d{4} г\./);
    expect(preset).not.toMatch(/: с .*: по /);
  });

  it('unknown or malformed tags are 404', async () => {
    expect((await request(site.url).get('/search-cruise/no-such-tag')).status).toBe(404);
    expect((await request(site.url).get('/search-cruise/Bad_Slug')).status).toBe(404);
  });
});

describe('/search', () => {
  it('groups the hits and stays out of search engines', async () => {
    const res = await request(site.url).get(`/search?term=${encodeURIComponent('мо')}`);
    expect(res.status).toBe(200);
    expect(title(res.text)).toBe('Поиск: «мо» — Круизный клуб');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.text).toContain('class="ts-group"');
  });

  it('shows first the group of the best match: «Александр» is ships before the port of Александрия', async () => {
    const res = await request(site.url).get(`/search?term=${encodeURIComponent('Александр')}`);
    const headings = [...res.text.matchAll(/<h2 id="ts-(\w+)"/g)].map((m) => m[1]);
    expect(headings.slice(0, 2)).toEqual(['ships', 'ports']);
  });

  it('a short or empty term gets a hint, not an error', async () => {
    const short = await request(site.url).get(`/search?term=${encodeURIComponent('м')}`);
    expect(short.status).toBe(200);
    expect(short.text).toContain('Введите не меньше двух символов');
    expect((await request(site.url).get('/search')).status).toBe(200);
  });

  /** The page's visible text, one space between words (React leaves comments between text parts). */
  const textOf = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;|\s+/g, ' ');
  const get = async (path: string) => {
    const res = await request(site.url).get(path);
    expect(res.status).toBe(200);
    return { html: res.text, text: textOf(res.text) };
  };
  const searchFor = (term: string, extra = '') => get(`/search?term=${encodeURIComponent(term)}${extra}`);

  it('a term in the wrong keyboard layout is searched corrected, and the page says so', async () => {
    const { html, text } = await searchFor('djkuf');
    expect(text).toMatch(/Показаны результаты по запросу «\s*Волга\s*»/);
    expect(html).toContain('href="/search?term=djkuf&amp;exact=1"');
    expect(text).toContain('Искать только «djkuf»');
    expect(html).toContain('href="/region/volga"');
    const literal = await searchFor('djkuf', '&exact=1');
    expect(literal.text).toContain('По запросу «djkuf» ничего не нашлось');
  });

  it('says a correction as the names found spell it: «Волга», «Казань», «MSC», not «волга» or «msc»', async () => {
    for (const [typed, said] of [
      ['djkuf', 'Волга'],
      ['rfpfym', 'Казань'],
      ['ьыс', 'MSC'],
    ])
      expect((await searchFor(typed)).text, typed).toMatch(
        new RegExp(`Показаны результаты по запросу « ?${said} ?»\\. Искать только «${typed}»`),
      );
  });

  it('says when it found a name only by forgiving a typo, and searches as typed on asking: «Валаан»', async () => {
    const { html, text } = await searchFor('Валаан');
    expect(text).toMatch(/Показаны результаты по запросу « ?Валаам ?»\. Искать только «Валаан»/);
    expect(html).toContain('href="/port/valaam"');
    expect((await searchFor('Валаан', '&exact=1')).text).toContain('По запросу «Валаан» ничего не нашлось');
    // A name as typed says nothing of the kind.
    expect((await searchFor('Валаам')).text).not.toContain('Показаны результаты по запросу');
  });

  it('understands Latin letters, typos, word forms and short names', async () => {
    expect((await searchFor('grandiosa')).html).toContain('href="/ship/msc-grandiosa"');
    expect((await searchFor('Грандиоза')).html).toContain('href="/ship/msc-grandiosa"');
    expect((await searchFor('volga')).html).toContain('href="/region/volga"');
    expect((await searchFor('Валга')).html).toContain('href="/region/volga"');
    const cases = await searchFor('по Волге');
    expect(cases.html).toContain('href="/region/volga"');
    expect(cases.html).toContain('href="/search-cruise/kruizy-po-volge"');
    expect((await searchFor('СПб')).html).toContain('href="/port/sankt-peterburg"');
    expect((await searchFor('Норвегия')).html).toContain(
      'href="/search-cruise/kruizy-po-norvezhskim-fordam"',
    );
  });

  it("lists a port's cruises by nearest departure with Russian dates and prices, paged", async () => {
    const { html, text } = await searchFor('Казань');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).toMatch(/\d+–\d+ [а-я]+ \d{4} г\.|\d+ [а-я]+ – \d+ [а-я]+ \d{4} г\./);
    expect(text).toMatch(/от [\d\s ]+₽/);
    const total = Number(/(\d+) круиз[а-я]* · страница 1 из (\d+)/.exec(text)?.[1]);
    expect(total).toBeGreaterThan(20);
    expect(html).toContain('href="/search?term=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C&amp;exact=1&amp;page=2"');
    expect((await searchFor('Казань', '&exact=1&page=2')).text).toContain('страница 2 из');
  });

  it("'все N круизов' leads to /search-cruise with the same filters and the same count", async () => {
    const { html, text } = await searchFor('Волга');
    const link = /href="(\/search-cruise\?region=volga)"[^>]*>([^<]*)</.exec(html.replace(/<!-- -->/g, ''));
    expect(link).not.toBeNull();
    const count = /Все (\d+) круиз/.exec(link![2])?.[1];
    expect(text).toContain(`${count} круиз`);
    const listed = await get(link![1]);
    expect(listed.text).toMatch(new RegExp(`Найден[оа]? ${count} круиз`));
  });

  it('says what a term asked for besides names, and «все N круизов» keeps it: «Волга на неделю недорого»', async () => {
    const { html, text } = await searchFor('Волга на неделю недорого');
    expect(text).toContain('4–7 ночей, сначала дешевле');
    const link = /href="(\/search-cruise\?[^"]*)"[^>]*>Все (\d+) круиз/.exec(html.replace(/<!-- -->/g, ''));
    expect(link).not.toBeNull();
    const target = link![1].replace(/&amp;/g, '&');
    expect(new URLSearchParams(target.split('?')[1]).get('sort')).toBe('price-asc');
    expect(new URLSearchParams(target.split('?')[1]).get('nights')).toBe('4-7');
    expect((await get(target)).text).toMatch(new RegExp(`Найден[оа]? ${link![2]} круиз`));
  });

  it('says the route a term names: «Казань Самара» is from Kazan through Samara', async () => {
    expect((await searchFor('Казань Самара')).text).toContain('Из Казани в Самару');
  });

  it('says a route no cruise sails, and lists those calling at its second port: «Москва Астрахань»', async () => {
    const { text } = await searchFor('Москва Астрахань');
    expect(text).toContain(
      'Круизов из Москвы в Астрахань в продаже нет. Ниже — круизы с заходом в Астрахань.',
    );
    expect(text).not.toContain('Из Москвы с заходом');
  });

  it('says when the names meet in no cruise, and where to change the conditions: «новый год на Волге»', async () => {
    const { html, text } = await searchFor('новый год на Волге');
    expect(text).toContain('Круизов по запросу «новый год на Волге» в продаже нет.');
    const link = /href="(\/search-cruise\?[^"]*)"[^>]*>Изменить условия в поиске круизов/.exec(html);
    expect(link).not.toBeNull();
    expect(new URLSearchParams(link![1].replace(/&amp;/g, '&').split('?')[1]).get('region')).toBe('volga');
    // Not the Volga's cruises of any month under the New Year's question; said before the hits.
    expect(text).not.toMatch(/\d+ круиз(а|ов)? · страница/);
    expect(text.indexOf('в продаже нет')).toBeLessThan(text.indexOf('Подборки круизов'));
  });

  it('says when an offer named beside a place covers none of its cruises: «горящие круизы по Лене»', async () => {
    const { text } = await searchFor('горящие круизы по Лене');
    expect(text).toContain('Ни один из этих круизов не продаётся по акции «Горящие круизы».');
    // The Lena's cruises are listed, with the note above them.
    expect(text).toMatch(/\d+ круиз(а|ов)? Все \d+ круиз(а|ов)? с фильтрами Ни один из этих/);
  });

  it('reads a price: «Волга до 50000» lists the Volga’s cruises under 50 000 ₽, not the Don', async () => {
    const { text } = await searchFor('Волга до 50000');
    expect(text.replace(/\s/g, ' ')).toContain('До 50 000 ₽');
    expect(text).not.toContain('Показаны результаты по запросу');
  });

  it('a place no sailing goes to: says so and shows what is nearest, no spelling hint («Байкал»)', async () => {
    const { html, text } = await searchFor('Байкал');
    expect(text).toContain('Круизов по Байкалу в продаже нет. Посмотрите также:');
    expect(html).toContain('href="/region/enisey"');
    expect(html).toContain('href="/region/lena"');
    expect(text).not.toContain('ничего не нашлось');
    expect(text).not.toContain('опечатки');
    expect(text).toContain('Подберите круиз по датам и цене');
    // The transliterated retry is not tried on an answer: no «krugosvetnyy kruiz».
    const world = await searchFor('кругосветный круиз');
    expect(world.text).toContain('Кругосветных круизов в продаже нет. Посмотрите также:');
    expect(world.text).not.toContain('krugosvetnyy');
  });

  it('a place no sailing goes to is not a name a letter away: «Ялта», «Бали», «Обь», «Гоа»', async () => {
    for (const [term, said, see, notShown] of [
      ['Ялта', 'Круизов в Ялту', '/region/vostochnoe-sredizemnomore', ['yalta', 'Мальта']],
      ['Бали', 'Круизов на Бали', '/region/yugo-vostochnaya-aziya', ['bali', 'Бари']],
      ['Обь', 'Круизов по Оби', '/region/enisey', ['объединённое', 'Образцов']],
      ['Гоа', 'Круизов в Гоа', null, ['Горицы', 'Гоголь']],
    ] as const) {
      const { html, text } = await searchFor(term);
      expect(text, term).toContain(`${said} в продаже нет.`);
      if (see) expect(html, term).toContain(`href="${see}"`);
      else expect(text, term).not.toContain('Посмотрите также');
      for (const word of notShown) expect(text, term).not.toContain(word);
      expect(text, term).not.toContain('Показаны результаты по запросу');
    }
    // Typed in Latin letters: the Cyrillic spelling is asked before Bari a letter away is offered.
    const { text } = await searchFor('bali');
    expect(text).toContain('Круизов на Бали в продаже нет.');
    expect(text).not.toContain('Бари');
  });

  it('reads a holiday named with a year as that holiday, not the whole year: «майские 2028»', async () => {
    const { text } = await searchFor('майские 2028');
    expect(text).not.toContain('по 31 декабря 2028');
    // Said of the list if it has any, or that there are none.
    expect(text).toMatch(/С 28 апреля по 9 мая 2028 г\.|Круизов по запросу «майские 2028» в продаже нет/);
  });

  it('takes `?q=`, as other sites write it, to the same search at `?term=`', async () => {
    const res = await request(site.url).get(`/search?q=${encodeURIComponent('Соловки')}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/search?term=${encodeURIComponent('Соловки')}`);
    const paged = await request(site.url).get(`/search?q=${encodeURIComponent('Казань')}&page=2`);
    expect(paged.headers.location).toBe(`/search?term=${encodeURIComponent('Казань')}&page=2`);
  });

  /** The names the page lists under a group's heading («Порты»), in order. */
  const groupNames = (html: string, group: string) => {
    const at = html.indexOf(`<h2 id="ts-${group}"`);
    if (at < 0) return [];
    const list = html.slice(at, html.indexOf('</ul>', at));
    return [...list.matchAll(/<span class="ts-hit__name">([^<]*)<\/span>/g)].map((m) => m[1]);
  };

  it('lists under «Порты» the city a term names, not the ports of its region: «питер», «Москва»', async () => {
    for (const [term, port] of [
      ['питер', 'Санкт-Петербург'],
      ['Спб', 'Санкт-Петербург'],
      ['Москва', 'Москва'],
      ['Казань', 'Казань'],
    ]) {
      const { html } = await searchFor(term);
      expect(groupNames(html, 'ports'), term).toEqual([port]);
    }
    // The region and the collection stay, and a region's term still lists its towns.
    const piter = await searchFor('питер');
    expect(groupNames(piter.html, 'regions')).toEqual(['Москва — Санкт-Петербург']);
    expect(groupNames(piter.html, 'tagPages')).toEqual(['Круизы из Санкт-Петербурга']);
    expect(groupNames((await searchFor('Волга')).html, 'ports')).toEqual(
      expect.arrayContaining(['Москва', 'Казань', 'Ярославль']),
    );
    expect((await searchFor('Сочи')).text).toContain('в продаже нет');
  });

  it('junk with a number finds nothing, not the 1–3-night collection: «abc 1», a script tag', async () => {
    for (const term of ['abc 1', '<script>alert(1)</script>']) {
      const { html, text } = await searchFor(term);
      expect(text, term).toMatch(/По запросу «[^»]*» ничего не нашлось/);
      expect(html, term).not.toContain('href="/search-cruise/korotkie-kruizy"');
      expect(text, term).not.toContain('Короткие круизы');
    }
    expect((await searchFor('круиз 7 ночей')).text).not.toContain('ничего не нашлось');
  });

  it('reads an English name as the Russian one and says so: «Mediterranean» is «Средиземноморье»', async () => {
    const { html, text } = await searchFor('Mediterranean');
    expect(text).toMatch(
      /Показаны результаты по запросу « ?Средиземноморье ?»\. Искать только «Mediterranean»/,
    );
    expect(html).toContain('href="/region/sredizemnomore"');
    expect((await searchFor('Mediterranean', '&exact=1')).text).toContain(
      'По запросу «Mediterranean» ничего не нашлось',
    );
    for (const [term, said] of [
      ['Norwegian fjords', 'Норвежские фьорды'],
      ['Caribbean', 'Карибы'],
      ['St Petersburg', 'Санкт-Петербург'],
      // A city whose cruise port has another name is said as the city, its port listed.
      ['Rome', 'Рим'],
    ])
      expect((await searchFor(term)).text, term).toMatch(
        new RegExp(`Показаны результаты по запросу « ?${said} ?»\\. Искать только «${term}»`),
      );
    // A brand is read as typed.
    expect((await searchFor('Royal Caribbean')).text).not.toContain('Показаны результаты по запросу');
  });

  /** The page's correction line: what it says the results are for. */
  const correctionOf = (text: string) => /Показаны результаты по запросу « ?([^»]*?) ?»/.exec(text)?.[1];
  const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html.replace(/<!-- -->/g, ''))?.[1];

  it('says a typo corrected in the form typed, not the form a name has: «Норвежские фьорды», «Нижнего Новгорода»', async () => {
    for (const [typed, said] of [
      ['Норвежские фьйорды', 'Норвежские фьорды'],
      ['Средеземное', 'Средиземное'],
      ['Нижнего Новгорада', 'Нижнего Новгорода'],
      ['норвежкие фьорды', 'норвежские фьорды'],
    ]) {
      const { text } = await searchFor(typed);
      expect(correctionOf(text), typed).toBe(said);
      expect(text, typed).toContain(`Искать только «${typed}»`);
    }
  });

  it('never says a Latin reading of a Cyrillic term: «ярославь» is «Ярославль»', async () => {
    const { html, text } = await searchFor('ярославь');
    expect(correctionOf(text)).toBe('Ярославль');
    expect(html).toContain('href="/port/yaroslavl"');
    expect(html).not.toMatch(/yaroslav(?!l)/);
  });

  it('names in the heading and the title what the results are for; the term typed only in «Искать только»', async () => {
    const layout = await searchFor('djkuf');
    expect(title(layout.html)).toBe('Поиск: «волга» — Круизный клуб');
    expect(h1Of(layout.html)).toBe('Поиск: «волга»');
    expect(layout.text.match(/djkuf/g)).toEqual(['djkuf']);
    expect(layout.text).toContain('Искать только «djkuf»');
    const typo = await searchFor('Валаан');
    expect(h1Of(typo.html)).toBe('Поиск: «Валаам»');
    expect(title(typo.html)).toBe('Поиск: «Валаам» — Круизный клуб');
    // As typed, and asked for as typed: the term typed.
    expect(h1Of((await searchFor('Волга')).html)).toBe('Поиск: «Волга»');
    expect(h1Of((await searchFor('djkuf', '&exact=1')).html)).toBe('Поиск: «djkuf»');
  });

  it('picks no line out of thirteen for a word that says only «a cruise»: «круиз», «круизы»', async () => {
    for (const word of ['круиз', 'круизы']) {
      const { html } = await searchFor(word);
      expect(groupNames(html, 'cruiseLines'), word).toEqual([]);
      const hits = [...html.matchAll(/<span class="ts-hit__name">([^<]*)<\/span>/g)].map((m) => m[1]);
      expect(hits, word).not.toContain('Norwegian Cruise Line');
    }
  });

  it('lists the closest name for a typo: «Майями» is Майами, not Коста-Майя too', async () => {
    const allLink = (html: string) =>
      /href="(\/search-cruise\?[^"]*)"[^>]*>Все (\d+) круиз/.exec(html.replace(/<!-- -->/g, ''))?.slice(1);
    const typo = allLink((await searchFor('Майями')).html);
    expect(typo?.[0]).toBe('/search-cruise?callsAt=mayami');
    expect(typo).toEqual(allLink((await searchFor('Майами')).html));
  });

  it('reads a length in days as nights, as «на неделю» is: «по волге на 7 дней» is 4–7 nights', async () => {
    const allLink = (html: string) =>
      /href="(\/search-cruise\?[^"]*)"[^>]*>Все \d+ круиз/.exec(html.replace(/<!-- -->/g, ''))?.[1];
    const days = await searchFor('по волге на 7 дней');
    expect(days.text).toContain('4–7 ночей');
    expect(allLink(days.html)).toBe('/search-cruise?region=volga&amp;nights=4-7');
    expect(allLink(days.html)).toBe(allLink((await searchFor('по волге на неделю')).html));
    expect(allLink((await searchFor('Волга 3 дня')).html)).toBe('/search-cruise?region=volga&amp;nights=1-3');
    expect(allLink((await searchFor('Волга на 10 дней')).html)).toBe(
      '/search-cruise?region=volga&amp;nights=8-10',
    );
  });

  it('nothing found: what to try instead, never an empty page', async () => {
    const { html, text } = await searchFor('щщщшшш');
    expect(text).toContain('По запросу «щщщшшш» ничего не нашлось');
    expect(text).toContain('Часто ищут');
    expect(html).toContain(`href="/search?term=${encodeURIComponent('Волга')}"`);
    expect(html).toContain('href="/search-cruise"');
  });
});
