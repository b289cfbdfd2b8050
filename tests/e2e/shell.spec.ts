/**
 * The app shell in real Chromium: home renders and hydrates cleanly, the cookie banner, the phone link,
 * the not-found page and the error screen.
 */
import { expect, test } from '@playwright/test';
import { startBuiltServer, type ServerProcess } from '../load/server-process';
import { renderedLines } from './text-lines';
import { acceptCookies, hydrated, watchConsole } from './support';

test('home renders, hydrates with no console errors, and has no horizontal scroll', async ({
  page,
}, info) => {
  const errors = watchConsole(page, { warnings: true });
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page).toHaveTitle(/Круизный клуб/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: `tests/e2e/screenshots/home-${info.project.name}.png`, fullPage: true });
  expect(errors).toEqual([]);
});

// /copy-home is the home module's second route (docs/decisions/038-a-landing-pages-own-code.md): it loads
// home's chunk, hydrates, stays out of search engines, and a link from it to home is a client-side move.
test('/copy-home hydrates from the home chunk, is not indexed, and its logo goes home without a reload', async ({
  page,
}) => {
  const errors = watchConsole(page, { warnings: true });
  await page.goto('/copy-home');
  await hydrated(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
  );
  expect(scripts.some((p) => /\/assets\/pages\/home-[\w-]+\.js$/.test(p))).toBe(true);
  await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
  // The stylesheet is React's resource (precedence): hydration and navigation adopt it, never add another.
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the header menu and the footer columns travel once, in the HTML, and stay after client-side navigation', async ({
  page,
}) => {
  const errors = watchConsole(page, { warnings: true });
  await page.goto('/search-cruise');
  await hydrated(page);
  // Read back before hydrating (client/app/root-hydration.ts), not repeated in the router state.
  const routerData = await page.locator('#__router_data').textContent();
  expect(routerData).not.toContain('"menu":[{');
  expect(routerData).not.toContain('"columns":[{');
  const shell = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.hdr__menu a, nav.ftr__col')].map((el) =>
        el.tagName === 'A' ? `${el.textContent}|${el.getAttribute('href')}` : el.textContent,
      ),
    );
  const before = await shell();
  expect(before.length).toBeGreaterThan(3);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('.ftr__link', { hasText: 'Политика обработки персональных данных' }).click();
  await expect(page).toHaveURL(/\/info\/policy$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(await shell()).toEqual(before);
  expect(errors).toEqual([]);
});

test("the cookie banner's 'Oк' hides it for good and sets the consent cookie for 365 days", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Уведомление о файлах cookie' });
  await expect(banner).toBeVisible();
  for (const link of await banner.getByRole('link').all())
    await expect(link).toHaveAttribute('target', '_blank');
  // While it floats over the page, what Tab reaches is scrolled above it, never left under it.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const under = await page.evaluate(() => {
      const focused = document.activeElement;
      const box = document.querySelector('.cookie__inner');
      if (!focused || !box || box.contains(focused)) return false;
      const a = focused.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      return a.bottom > b.top && a.top < b.bottom;
    });
    expect(under).toBe(false);
  }
  await banner.getByRole('button', { name: 'O\u043a' }).click();
  await expect(banner).toBeHidden();
  // The focus goes on from the page's content, not from <body>.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  const consent = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  expect(consent).toBeDefined();
  const days = (consent!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
  await page.reload();
  await expect(page.getByText('Уведомление о файлах cookie')).toHaveCount(0);
});

test("the footer's subscribe link opens the subscription modal; Escape closes it and focus goes back", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies({ context, baseURL });
  await page.goto('/about-us');
  await hydrated(page);
  await expect(page.locator('dialog')).toHaveCount(0);
  const link = page.getByRole('link', { name: 'Подписаться на рассылку' });
  await link.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const email = dialog.getByRole('textbox', { name: 'Электронная почта' });
  await expect(email).toBeFocused();
  // The form's checks answer in Russian before anything is sent.
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByText('Укажите адрес электронной почты')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  // Opened again, it is the same dialog at once.
  await link.click();
  await expect(dialog).toBeVisible();
});

test("Escape closes the header's search and, on a phone, its menu; the focus goes back to the opener", async ({
  page,
}, info) => {
  await page.goto('/about-us');
  await hydrated(page);
  const opener = page.getByRole('button', { name: 'Открыть поиск' });
  await opener.click();
  const field = page.getByRole('combobox', { name: 'Поиск по сайту' });
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(page.getByRole('button', { name: 'Открыть поиск' })).toBeFocused();
  if (info.project.name !== 'phone') return;
  await page.getByRole('link', { name: 'Открыть меню' }).click();
  const menu = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link').first()).toBeHidden();
  await expect(page.getByRole('link', { name: 'Открыть меню' })).toBeFocused();
});

test('the footer’s dividing line is as wide as its columns, not their gutters too', async ({ page }) => {
  await page.goto('/');
  const line = (await page.locator('.ftr__bottom').boundingBox())!;
  const grid = page.locator('.ftr__grid');
  const box = (await grid.boundingBox())!;
  const gutter = await grid.evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
  expect(line.x).toBeCloseTo(box.x + gutter, 0);
  expect(line.width).toBeCloseTo(box.width - 2 * gutter, 0);
});

test('the header shows the phone as a tel: link with an icon', async ({ page }) => {
  await page.goto('/');
  const phone = page.locator('header a[href^="tel:"]').first();
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', /^tel:\+7\d{10}$/);
  await expect(phone.locator('svg')).toHaveCount(1);
});

test('an unknown path shows the not-found page with status 404', async ({ page }, info) => {
  const errors = watchConsole(page, { warnings: true });
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await hydrated(page);
  await page.screenshot({ path: `tests/e2e/screenshots/not-found-${info.project.name}.png`, fullPage: true });
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('a page found gone on the way there shows the not-found page in the layout @desktop-only', async ({
  page,
}) => {
  const errors = watchConsole(page, { warnings: true });
  // The cruise disappears between the home page and the click: its lookup answers 404.
  await page.route('**/api/v1/cruises/get-by-slug?**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'not_found', message: 'Круиз не найден' } }),
    }),
  );
  await page.goto('/');
  await hydrated(page);
  const link = page.locator('a[href^="/cruise/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test.describe('when the API is down', () => {
  // A port from the OS: the desktop and phone projects run this block at once, each with its own server.
  let server: ServerProcess;

  test.beforeAll(async () => {
    // Nothing listens on port 9: the refusal is immediate, and the page is a 502. The timeout is long so that
    // a busy machine (the first request's module loading under a parallel run) cannot turn it into a 504.
    server = await startBuiltServer({ env: { API_URL: 'http://127.0.0.1:9', API_TIMEOUT_MS: '5000' } });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test("a page shows the error screen, and 'Обновить' reloads it", async ({ page }, info) => {
    const response = await page.goto(`${server.url}/cruise/some-cruise`);
    expect(response?.status()).toBe(502);
    await expect(page.getByText('Очень жаль, но что-то пошло не так')).toBeVisible();
    await page.screenshot({ path: `tests/e2e/screenshots/error-${info.project.name}.png`, fullPage: true });
    // No line of the title ends inside a word (`что-` above `то`), at this width or a narrow phone's.
    for (const width of [390, 320, 360]) {
      await page.setViewportSize({ width, height: 800 });
      const [lines] = await renderedLines(page, '.error-screen__title');
      expect(lines, `${width}px`).not.toContainEqual(expect.stringMatching(/[-\u00ad]$/));
    }
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Обновить' }).click();
    await reload;
    await expect(page.getByText('Очень жаль, но что-то пошло не так')).toBeVisible();
  });
});
