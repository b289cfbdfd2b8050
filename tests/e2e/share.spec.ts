/** Sharing: a short link of the current page, copied, and opened again. */
import { expect, test } from '@playwright/test';
import { expectAccessible, hydrated } from './support';

test('share a filtered search and open the short link', async ({ page, context }, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/search-cruise?kind=sea&sort=price-desc');
  await hydrated(page);
  await page.locator('.sc-results__share').getByRole('button', { name: 'Поделиться' }).click();
  const field = page.getByLabel('Короткая ссылка', { exact: true });
  await expect(field).toHaveValue(/\/share\/[A-Za-z0-9]{4,12}$/);
  if (info.project.name === 'desktop') await expect(page.getByText('Ссылка скопирована')).toBeVisible();
  const shortUrl = await field.inputValue();
  // Escape puts the popover away and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(page.locator('.sc-results__share').getByRole('button', { name: 'Поделиться' })).toBeFocused();

  const response = await page.request.get(shortUrl, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toContain('/search-cruise?kind=sea&sort=price-desc');

  await page.goto(shortUrl);
  await expect(page).toHaveURL(/\/search-cruise\?kind=sea&sort=price-desc$/);
  await expect(page.getByLabel('Сортировка')).toHaveValue('price-desc');
});

test('short link codes: unknown and malformed are 404', async ({ page }) => {
  expect((await page.goto('/share/Zz9Zz9Zz9'))?.status()).toBe(404);
  expect((await page.goto('/share/bad-code!'))?.status()).toBe(404);
});

test('the /share page opens a link by code', async ({ page }, info) => {
  await page.goto('/share');
  await expect(page.locator('h1')).toHaveText('Короткие ссылки');
  await page.getByLabel('Код или короткая ссылка').fill('?');
  await page.getByRole('button', { name: 'Открыть', exact: true }).click();
  await expect(page.locator('#share-code-error')).toBeVisible();
  await page.screenshot({ path: `tests/e2e/screenshots/share-${info.project.name}.png`, fullPage: true });
  await expectAccessible(page);
});
