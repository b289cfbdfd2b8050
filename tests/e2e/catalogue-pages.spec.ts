/**
 * The catalogue pages in a browser at phone and desktop widths: no sideways scrolling, no serious or
 * critical axe violations, no console errors (hydration warnings included), a screenshot of each, and
 * client-side navigation from /all-regions to a region and on to a port.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, expectAccessible, expectNoSideScroll, hydrated, loadLazyImages, watchConsole } from './support';

interface Named {
  slug: string;
  name: string;
}

/** Real slugs from the catalogue: a busy sea region and its first country, port, city; a line and its ship. */
async function discover(request: APIRequestContext) {
  const map = await api<{ regions: (Named & { kind: string; cruisesCount: number })[] }>(
    request,
    '/regions/get-map',
  );
  const region = map.regions
    .filter((r) => r.kind === 'sea')
    .sort((a, b) => b.cruisesCount - a.cruisesCount)[0];
  const full = await api<Named & { countries: Named[] }>(request, `/regions/get-by-slug?slug=${region.slug}`);
  const country = await api<Named & { ports: Named[] }>(
    request,
    `/countries/get-by-slug?slug=${full.countries[0].slug}`,
  );
  const port = await api<Named & { city: Named }>(
    request,
    `/ports/get-by-slug?slug=${country.ports[0].slug}`,
  );
  const lines = await api<{ items: Named[] }>(request, '/cruise-companies/get-all?page=1&pageSize=100');
  const ships = await api<{ items: Named[] }>(
    request,
    `/ships/get-by-cruise-company-slug?slug=${lines.items[0].slug}`,
  );
  return { region, country, port, city: port.city, line: lines.items[0], ship: ships.items[0] };
}

const PAGES = [
  { name: 'all-regions', path: () => '/all-regions', heading: () => 'Регионы круизов' },
  { name: 'all-cruiselines', path: () => '/all-cruiselines', heading: () => 'Круизные компании' },
  {
    name: 'region',
    path: (d: Awaited<ReturnType<typeof discover>>) => `/region/${d.region.slug}`,
    heading: (d: Awaited<ReturnType<typeof discover>>) => d.region.name,
  },
  {
    name: 'country',
    path: (d: Awaited<ReturnType<typeof discover>>) => `/country/${d.country.slug}`,
    heading: (d: Awaited<ReturnType<typeof discover>>) => d.country.name,
  },
  {
    name: 'port',
    path: (d: Awaited<ReturnType<typeof discover>>) => `/port/${d.port.slug}`,
    heading: (d: Awaited<ReturnType<typeof discover>>) => d.port.name,
  },
  {
    name: 'city',
    path: (d: Awaited<ReturnType<typeof discover>>) => `/city/${d.city.slug}`,
    heading: (d: Awaited<ReturnType<typeof discover>>) => d.city.name,
  },
  {
    name: 'cruiseline',
    path: (d: Awaited<ReturnType<typeof discover>>) => `/cruiseline/${d.line.slug}`,
    heading: (d: Awaited<ReturnType<typeof discover>>) => d.line.name,
  },
  {
    name: 'ship',
    path: (d: Awaited<ReturnType<typeof discover>>) => `/ship/${d.ship.slug}`,
    heading: (d: Awaited<ReturnType<typeof discover>>) => d.ship.name,
  },
] as const;

for (const p of PAGES) {
  test(`${p.name}: renders, fits the screen, accessible, no console errors`, async ({
    page,
    request,
  }, testInfo) => {
    // Long pages with dozens of images, axe and a scroll through everything: more than the default 30 s on a busy machine.
    test.slow();
    const data = await discover(request);
    const errors = watchConsole(page);
    const response = await page.goto(p.path(data));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading(data));
    await hydrated(page);
    await expectNoSideScroll(page);
    await expectAccessible(page);
    // The banner is fixed to the bottom and would cover the middle of a full-page picture.
    await page.locator('.cookie__button').click();
    await loadLazyImages(page);
    await page.screenshot({
      path: `tests/e2e/screenshots/${p.name}-${testInfo.project.name}.png`,
      fullPage: true,
    });
    expect(errors).toEqual([]);
  });
}

test('a gallery thumbnail opens the photo viewer at its photo', async ({ page, request }) => {
  const data = await discover(request);
  await page.goto(`/region/${data.region.slug}`);
  await hydrated(page);
  const thumbs = page.locator('.gallery__thumb');
  const count = await thumbs.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await thumbs.nth(1).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.locator('figcaption')).toHaveText(/^Фото 2 из \d+/);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(thumbs.nth(1)).toBeFocused();
});

test('navigation: all regions → region (map and list) → port, without reloading the page', async ({
  page,
  request,
}) => {
  const data = await discover(request);
  const errors = watchConsole(page);
  await page.goto('/all-regions');
  await hydrated(page);
  // A marker that survives only while the document is the same: a full reload would drop it.
  await page.evaluate(() => {
    (window as unknown as { __spa: boolean }).__spa = true;
  });

  // The map's region links are real links inside the SVG.
  const mapLink = page.locator(`svg.regions-map__svg a[href="/region/${data.region.slug}"]`);
  await expect(mapLink).toHaveCount(1);

  await page.locator(`.cards a.card__link[href="/region/${data.region.slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/region/${data.region.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.region.name);

  // On to a country of the region, then to one of its ports.
  await page.locator(`.place-hero__facts a[href="/country/${data.country.slug}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.country.name);
  await page.locator(`.refs a[href="/port/${data.port.slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/port/${data.port.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.port.name);
  await expect(page).toHaveTitle(new RegExp(data.port.name));

  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  expect(errors).toEqual([]);
});

// Desktop only: on phones the map scrolls sideways inside its box and the list below covers the regions.
test('clicking a region on the map opens it client-side @desktop-only', async ({ page, request }) => {
  const data = await discover(request);
  await page.goto('/all-regions');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { __spa: boolean }).__spa = true;
  });
  await page
    .locator(`svg.regions-map__svg a[href="/region/${data.region.slug}"] circle`)
    .click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/region/${data.region.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.region.name);
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
});

test('unknown and malformed slugs show the 404 page', async ({ page }) => {
  for (const path of ['/region/net-takogo', '/ship/%3Cscript%3E', '/cruiseline/UPPER']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
  }
});
