/**
 * The catalogue pages against the real app and the embedded catalogue: every route answers 200 with its
 * title and key data, unknown and malformed slugs give the 404 page, nothing gives a 500.
 * Slugs come from the catalogue's own API, so the test follows the seed data.
 */
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, textOf, type TestSite } from './harness';

let site: TestSite;
let request: ReturnType<typeof supertest>;

interface Slugs {
  region: { slug: string; name: string };
  riverRegion: { slug: string; name: string };
  country: { slug: string; name: string; capital: string };
  port: { slug: string; name: string };
  city: { slug: string; name: string };
  line: { slug: string; name: string };
  ship: { slug: string; name: string; year: number };
}
let slugs: Slugs;

async function api<T>(path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`).set('Accept', 'application/json');
  expect(res.status, path).toBe(200);
  return res.body as T;
}

function titleOf(html: string): string {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  return m ? textOf(m[1]).trim() : '';
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
}

function typesOf(html: string): unknown[] {
  return jsonLdOf(html).flatMap((d) => (Array.isArray(d['@type']) ? d['@type'] : [d['@type']]));
}

async function page(path: string) {
  const res = await request.get(path).set('Accept', 'text/html');
  return { status: res.status, html: res.text, text: textOf(res.text), title: titleOf(res.text) };
}

beforeAll(async () => {
  site = await startSite();
  request = supertest(site.url);

  type Named = { slug: string; name: string };
  const map = await api<{ regions: (Named & { kind: string; cruisesCount: number })[] }>('/regions/get-map');
  const sea = map.regions.filter((r) => r.kind === 'sea').sort((a, b) => b.cruisesCount - a.cruisesCount)[0];
  const river = map.regions.find((r) => r.kind === 'river')!;
  const region = await api<Named & { countries: Named[] }>(`/regions/get-by-slug?slug=${sea.slug}`);
  const country = await api<Named & { capital: string; ports: Named[] }>(
    `/countries/get-by-slug?slug=${region.countries[0].slug}`,
  );
  const port = await api<Named & { city: Named }>(`/ports/get-by-slug?slug=${country.ports[0].slug}`);
  const city = await api<Named>(`/cities/get-by-slug?slug=${port.city.slug}`);
  const lines = await api<{ items: Named[] }>('/cruise-companies/get-all?page=1&pageSize=100');
  const line = lines.items[0];
  const ships = await api<{ items: (Named & { year: number })[] }>(
    `/ships/get-by-cruise-company-slug?slug=${line.slug}`,
  );
  slugs = {
    region: { slug: region.slug, name: region.name },
    riverRegion: { slug: river.slug, name: river.name },
    country: { slug: country.slug, name: country.name, capital: country.capital },
    port: { slug: port.slug, name: port.name },
    city: { slug: city.slug, name: city.name },
    line: { slug: line.slug, name: line.name },
    ship: { slug: ships.items[0].slug, name: ships.items[0].name, year: ships.items[0].year },
  };
});

afterAll(async () => {
  await site?.close();
});

describe('/all-regions', () => {
  it('lists sea and river regions with the map', async () => {
    const { status, html, text, title } = await page('/all-regions');
    expect(status).toBe(200);
    expect(title).toContain('Регионы');
    expect(text).toContain('Морские круизы');
    expect(text).toContain('Речные круизы');
    expect(text).toContain(slugs.region.name);
    expect(text).toContain(slugs.riverRegion.name);
    // The SVG map: a link around each region's outline, with an accessible title.
    expect(html).toMatch(/<svg[^>]*class="regions-map__svg"/);
    expect(html).toContain(`href="/region/${slugs.region.slug}"`);
    expect(html).toMatch(/<a[^>]*class="regions-map__region[^"]*"[^>]*><title>/);
    expect(html).toMatch(/<path class="regions-map__area" d="M[\d.]+ [\d.]+L/);
    expect(typesOf(html)).toContain('BreadcrumbList');
    // Every point has its name on the map, Europe's crowded ones at a smaller size: four had had none.
    const regions = [...html.matchAll(/<a[^>]*class="regions-map__region[^"]*"[^>]*><title>([^<]+) — \d/g)];
    const labels = [...html.matchAll(/<text[^>]*class="regions-map__label[^"]*"[^>]*>([^<]+)<\/text>/g)];
    expect(regions.length).toBeGreaterThan(10);
    expect(labels.map((m) => textOf(m[1]).trim()).sort()).toEqual(
      regions.map((m) => textOf(m[1]).trim()).sort(),
    );
  });
});

describe('/all-cruiselines', () => {
  it('lists the cruise lines with logos and counts', async () => {
    const { status, html, text, title } = await page('/all-cruiselines');
    expect(status).toBe(200);
    expect(title).toContain('Круизные компании');
    expect(text).toContain(slugs.line.name);
    expect(html).toContain(`href="/cruiseline/${slugs.line.slug}"`);
    expect(text).toMatch(/\d+ (лайнер|теплоход)/);
    expect(text).toMatch(/\d+ круиз/);
  });
});

describe('/region/:slug', () => {
  it('shows the region with facts, cruises and a preset search link', async () => {
    const { status, html, text, title } = await page(`/region/${slugs.region.slug}`);
    expect(status).toBe(200);
    expect(title).toContain(slugs.region.name);
    expect(text).toContain('Лучший сезон');
    expect(text).toContain('О регионе');
    expect(html).toContain(`/search-cruise?region=${slugs.region.slug}`);
    expect(html).toMatch(/href="\/cruise\/[a-z0-9-]+"/);
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="(https?://[^/"]+)?/region/${slugs.region.slug}"`),
    );
    // The first gallery image is the page's LCP: loaded eagerly with high priority.
    expect(html).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/i);
    const types = typesOf(html);
    expect(types).toContain('TouristDestination');
    expect(types).toContain('BreadcrumbList');
    const place = jsonLdOf(html).find((d) => d['@type'] === 'TouristDestination')!;
    expect(place.geo).toMatchObject({ '@type': 'GeoCoordinates' });
  });
  it('lists a region’s countries by how many of its ports they have: the fjords’ Norway first', async () => {
    const fjords = await page('/region/norvezhskie-fordy');
    expect(fjords.status).toBe(200);
    // The short facts name four and a fifth rather than «и ещё 1».
    expect(fjords.text).toMatch(
      /Страны\s*Норвегия\s*,\s*Германия\s*,\s*Исландия\s*,\s*Дания\s*,\s*Нидерланды/,
    );
    expect(fjords.text).not.toContain('и ещё 1');
  });

  it('shows a river region', async () => {
    const { status, text } = await page(`/region/${slugs.riverRegion.slug}`);
    expect(status).toBe(200);
    expect(text).toContain('Речной регион');
  });
});

describe('/country/:slug', () => {
  it('shows capital, language, currency, visa and ports', async () => {
    const { status, html, text, title } = await page(`/country/${slugs.country.slug}`);
    expect(status).toBe(200);
    expect(title).toContain(slugs.country.name);
    for (const label of ['Столица', 'Язык', 'Валюта', 'Виза', 'Порты страны']) expect(text).toContain(label);
    expect(text).toContain(slugs.country.capital);
    expect(html).toContain(`href="/port/${slugs.port.slug}"`);
    expect(html).toContain(`/search-cruise?country=${slugs.country.slug}`);
    expect(typesOf(html)).toContain('Country');
  });
});

describe('/port/:slug', () => {
  it('shows country, city, coordinates and regions', async () => {
    const { status, html, text, title } = await page(`/port/${slugs.port.slug}`);
    expect(status).toBe(200);
    expect(title).toContain(slugs.port.name);
    expect(text).toContain('Координаты');
    expect(text).toMatch(/\d+,\d+° [сю]\. ш\./);
    expect(html).toContain(`href="/country/${slugs.country.slug}"`);
    expect(html).toContain(`href="/city/${slugs.city.slug}"`);
    expect(html).toContain(`/search-cruise?callsAt=${slugs.port.slug}`);
    const terminal = jsonLdOf(html).find((d) => d['@type'] === 'BoatTerminal')!;
    expect(terminal.geo).toMatchObject({ '@type': 'GeoCoordinates' });
  });

  it('calls the place a port serves what it is: «Остров: Кижи», not «Город»', async () => {
    const kizhi = await page('/port/kizhi');
    expect(kizhi.status).toBe(200);
    expect(kizhi.text).toMatch(/Остров\s*Кижи/);
    expect(kizhi.text).not.toMatch(/Город\s*Кижи/);
    expect((await page('/port/kazan')).text).toMatch(/Город\s*Казань/);
  });
});

describe('/city/:slug', () => {
  it('shows the city with its ports', async () => {
    const { status, html, text, title } = await page(`/city/${slugs.city.slug}`);
    expect(status).toBe(200);
    expect(title).toContain(slugs.city.name);
    expect(text).toContain('О городе');
    expect(html).toContain(`href="/port/${slugs.port.slug}"`);
    expect(html).toContain('/search-cruise?callsAt=');
    expect(typesOf(html)).toContain('City');
  });

  it('calls a place what it is: «Остров» Кижи, «Деревня» Мандроги, with no population it does not know', async () => {
    const kizhi = await page('/city/kizhi');
    expect(kizhi.status).toBe(200);
    expect(kizhi.text).toContain('Остров');
    expect(kizhi.text).toContain('Об острове');
    expect(kizhi.text).toContain('Порты острова');
    expect(kizhi.text).not.toContain('О городе');
    const mandrogi = await page('/city/mandrogi');
    expect(mandrogi.text).toContain('О деревне');
    expect(mandrogi.text).not.toMatch(/Население\s*1\s000/);
  });
});

describe('/cruiseline/:slug', () => {
  it('shows the line, its ships, regions and cruises', async () => {
    const { status, html, text, title } = await page(`/cruiseline/${slugs.line.slug}`);
    expect(status).toBe(200);
    expect(title).toContain(slugs.line.name);
    expect(text).toContain('Год основания');
    expect(text).toContain(slugs.ship.name);
    expect(html).toContain(`href="/ship/${slugs.ship.slug}"`);
    expect(html).toContain(`/search-cruise?line=${slugs.line.slug}`);
    expect(html).toMatch(/href="\/region\/[a-z0-9-]+"/);
    expect(typesOf(html)).toContain('Organization');
  });
});

describe('/ship/:slug', () => {
  it('shows specifications, cabins, regions and cruises', async () => {
    const { status, html, text, title } = await page(`/ship/${slugs.ship.slug}`);
    expect(status).toBe(200);
    expect(title).toContain(slugs.ship.name);
    for (const label of ['Год постройки', 'Палуб', 'Пассажиров', 'Экипаж', 'Длина', 'Каюты'])
      expect(text).toContain(label);
    expect(text).toContain(String(slugs.ship.year));
    expect(text).toMatch(/\d+(,\d)? м²/);
    expect(html).toContain(`href="/cruiseline/${slugs.line.slug}"`);
    expect(html).toContain(`/search-cruise?ship=${slugs.ship.slug}`);
    const product = jsonLdOf(html).find((d) => d['@type'] === 'Product')!;
    expect(Array.isArray(product.additionalProperty)).toBe(true);
  });

  it('names the ship in the lists’ labels as a sentence would: «Каюты парохода «Н. В. Гоголь»»', async () => {
    const { html } = await page('/ship/n-v-gogol');
    expect(html).toContain('aria-label="Каюты парохода «Н. В. Гоголь»"');
    expect(html).toContain('aria-label="Регионы, где ходит пароход «Н. В. Гоголь»"');
  });
});

describe('unknown and malformed slugs', () => {
  const bases = ['region', 'country', 'port', 'city', 'cruiseline', 'ship'];
  for (const base of bases) {
    it(`/${base}: unknown slug is a 404 page`, async () => {
      const { status, title } = await page(`/${base}/net-takogo-slaga-12345`);
      expect(status).toBe(404);
      expect(title).toContain('Страница не найдена');
    });
    for (const bad of [
      '%3Cscript%3E',
      '%E0%A4%A',
      '%',
      'UPPER',
      'a--b',
      '-x',
      `${'a'.repeat(121)}`,
      '%E2%80%94',
      '..%2F..%2Fetc',
    ]) {
      it(`/${base}/${bad.slice(0, 20)}: malformed slug is a 404, never a 500`, async () => {
        const { status, html } = await page(`/${base}/${bad}`);
        // A path that is not even valid percent-encoding is refused by the server before routing (400).
        expect(status).toBe(bad.startsWith('%E0') || bad === '%' ? 400 : 404);
        expect(html).not.toContain('<script>alert');
      });
    }
  }
});
