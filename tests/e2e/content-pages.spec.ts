/**
 * Promotions, content and payment pages in a browser at phone and desktop widths: status and heading,
 * no sideways scrolling, no serious or critical axe violations, no console errors (hydration warnings
 * included), a screenshot of each. Plus client-side navigation into a content page (its sanitised data
 * comes from /_data/content) and the promotions tabs.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, loadLazyImages, watchConsole } from './support';

interface PromotionItem {
  slug: string;
  title: string;
  isActive: boolean;
}

async function promotions(
  request: APIRequestContext,
  status: 'active' | 'expired',
): Promise<PromotionItem[]> {
  const res = await request.get(`/api/v1/promotions/get-all?status=${status}&page=1&pageSize=50`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: PromotionItem[] }).items;
}

interface PageCase {
  name: string;
  path: (d: { active: PromotionItem; expired: PromotionItem | undefined }) => string | null;
  status?: number;
  heading: RegExp | ((d: { active: PromotionItem; expired: PromotionItem | undefined }) => RegExp);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Orders viewed here are never paid by payment.spec.ts (its journeys use CR-100001, -02, -07, -08, -09, -11).
const PAGES: PageCase[] = [
  { name: 'promotions', path: () => '/promotions', heading: /^Акции на круизы$/ },
  { name: 'promotions-expired', path: () => '/promotions?status=expired', heading: /^Завершившиеся акции$/ },
  {
    name: 'promotion',
    path: (d) => `/promotions/${d.active.slug}`,
    heading: (d) => new RegExp(`^${escape(d.active.title)}$`),
  },
  {
    name: 'promotion-expired',
    path: (d) => (d.expired ? `/promotions/${d.expired.slug}` : null),
    heading: (d) => new RegExp(`^${escape(d.expired?.title ?? '')}$`),
  },
  { name: 'about-us', path: () => '/about-us', heading: /^О нас$/ },
  { name: 'info-cookies', path: () => '/info/cookies', heading: /^Политика использования файлов cookie$/ },
  {
    name: 'info-policy',
    path: () => '/info/policy',
    heading: /^Политика в отношении обработки персональных данных$/,
  },
  {
    name: 'info-consent',
    path: () => '/info/soglasie-na-obrabotku-personalnykh-dannykh',
    heading: /^Согласие на обработку персональных данных$/,
  },
  { name: 'info-builder', path: () => '/info/rannee-bronirovanie', heading: /Раннее бронирование/ },
  { name: 'payment-form', path: () => '/payment', heading: /^Оплата заказа$/ },
  // CR-100010 is unpaid and no payment journey touches it; CR-100003 was paid when seeded.
  { name: 'payment-order', path: () => '/payment?order=CR-100010', heading: /^Оплата заказа CR-100010$/ },
  {
    name: 'payment-order-paid',
    path: () => '/payment?order=CR-100003',
    heading: /^Оплата заказа CR-100003$/,
  },
  { name: 'payment-expired', path: () => '/payment?order=CR-100004', heading: /^Оплата заказа CR-100004$/ },
  {
    name: 'payment-unknown',
    path: () => '/payment?order=CR-999999',
    status: 404,
    heading: /^Оплата заказа$/,
  },
  {
    name: 'payment-result-paid',
    path: () => '/payment-result?order=CR-100003',
    heading: /^Оплата прошла успешно$/,
  },
  {
    name: 'payment-result-declined',
    path: () => '/payment-result?order=CR-100005',
    heading: /^Платёж отклонён$/,
  },
  {
    name: 'payment-result-expired',
    path: () => '/payment-result?order=CR-100004',
    heading: /^Срок оплаты истёк$/,
  },
];

for (const p of PAGES) {
  test(`${p.name}: renders, fits the screen, accessible, no console errors`, async ({
    page,
    request,
  }, testInfo) => {
    const [active, expired] = await Promise.all([
      promotions(request, 'active'),
      promotions(request, 'expired'),
    ]);
    const d = { active: active[0], expired: expired[0] };
    const path = p.path(d);
    expect(path, 'the catalogue has data for this page').not.toBeNull();
    const errors = watchConsole(page, { allowPageStatus4xx: true });
    const response = await page.goto(path!);
    expect(response?.status()).toBe(p.status ?? 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      typeof p.heading === 'function' ? p.heading(d) : p.heading,
    );
    await page.waitForLoadState('networkidle');
    // The screenshot first, so a failing check below still leaves a picture to look at.
    await loadLazyImages(page);
    await page.screenshot({
      path: `tests/e2e/screenshots/${p.name}-${testInfo.project.name}.png`,
      fullPage: true,
    });
    await expectNoSideScroll(page);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
}

test('expired promotion says so and points to current ones', async ({ page, request }) => {
  const expired = (await promotions(request, 'expired'))[0];
  expect(expired, 'the seed has expired promotions').toBeTruthy();
  await page.goto(`/promotions/${expired.slug}`);
  await expect(page.getByRole('status').filter({ hasText: 'Акция завершилась' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Действующие акции' }).first()).toBeVisible();
});

test('promotions: tabs and cards navigate client-side', async ({ page }) => {
  const errors = watchConsole(page, { allowPageStatus4xx: true });
  await page.goto('/promotions');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { __spa: boolean }).__spa = true;
  });
  await page.getByRole('link', { name: 'Завершившиеся' }).click();
  await expect(page).toHaveURL(/\/promotions\?status=expired$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Завершившиеся акции');
  await page.getByRole('link', { name: 'Действующие' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Акции на круизы');
  const first = page.locator('.cards a.card__link').first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  expect(errors).toEqual([]);
});

test('content page reached client-side gets sanitised data from /_data/content', async ({ page }) => {
  const errors = watchConsole(page, { allowPageStatus4xx: true });
  await page.goto('/promotions');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { __spa: boolean }).__spa = true;
  });
  const dataRequest = page.waitForResponse((r) => r.url().includes('/_data/content/page/about-us'));
  await page.locator('footer a[href="/about-us"]').first().click();
  const response = await dataRequest;
  expect(response.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('О нас');
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  expect(errors).toEqual([]);
});
