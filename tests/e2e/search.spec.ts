/** The search journey: filters and sorting in the URL, a tag landing page, search by term from the header. */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, hydrated, watchConsole } from './support';

async function openFilters(page: Page) {
  const toggle = page.locator('.sc-filters__toggle');
  if (await toggle.isVisible()) await toggle.click();
}

test('filter and sort a search; the same results after reload', async ({ page }, info) => {
  const errors = watchConsole(page);
  await page.goto('/search-cruise');
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Поиск круизов');
  const countText = await page.locator('#sc-results-title').innerText();
  expect(countText).toMatch(/^Найден/);
  await page.screenshot({
    path: `tests/e2e/screenshots/search-cruise-${info.project.name}.png`,
    fullPage: true,
  });
  await expectNoSideScroll(page);
  await expectAccessible(page);

  await openFilters(page);
  await page.getByLabel('Тип круиза').selectOption('river');
  await expect(page).toHaveURL(/\?kind=river$/);
  await expect(page.locator('h1')).toHaveText('Речные круизы');
  // The other lists follow the chosen type: no sea liners among the ships now.
  await expect(page.locator('#sc-kind')).toHaveValue('river');
  const ships = page.locator('#sc-ship option');
  await expect(ships.filter({ hasText: 'MSC' })).toHaveCount(0);
  expect(await ships.count()).toBeGreaterThan(1);
  await page.getByLabel('Сортировка').selectOption('price-asc');
  await expect(page).toHaveURL(/\?kind=river&sort=price-asc$/);
  await expect(page.locator('.sc-results')).not.toHaveClass(/busy/);

  const titles = await page.locator('.sc-results .card__title').allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  const prices = await page.locator('.sc-results .price__main').allInnerTexts();
  const amounts = prices.map((p) => Number(p.replace(/\D/g, '')));
  expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);

  await page.reload();
  await expect(page.locator('h1')).toHaveText('Речные круизы');
  expect(await page.locator('.sc-results .card__title').allInnerTexts()).toEqual(titles);
  await expect(page.getByLabel('Сортировка')).toHaveValue('price-asc');
  // With a filter chip: its name says what the visitor sees on it (WCAG 2.5.3).
  await expect(page.getByRole('link', { name: 'Убрать фильтр «Тип круиза: Речные круизы»' })).toBeVisible();
  await expectAccessible(page);

  // Pagination links are real links that keep the filters.
  const next = page.locator('.sc-pages a[rel="next"]');
  if ((await next.count()) > 0) {
    await expect(next).toHaveAttribute('href', '/search-cruise?kind=river&sort=price-asc&page=2');
    // By keyboard: the focus goes on from the new page's first cruise, not from the links at the bottom.
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.sc-results .card a').first()).toBeFocused();
  }
  // Back returns to the first page.
  await page.goBack();
  await expect(page).toHaveURL(/\?kind=river&sort=price-asc$/);
  await expect(page.locator('#sc-kind')).toHaveValue('river');
  expect(errors).toEqual([]);
});

test('«Только по акции» narrows the list at once; its chip takes it off', async ({ page }) => {
  await page.goto('/search-cruise?kind=river');
  await hydrated(page);
  await openFilters(page);
  const box = page.getByRole('checkbox', { name: /Только по акции/ });
  await box.check();
  await expect(page).toHaveURL(/\?kind=river&onOffer=1$/);
  await expect(page.locator('h1')).toHaveText('Акционные речные круизы');
  // The box is the same element after the list has changed: the keyboard stays on it.
  await expect(box).toBeFocused();
  await expect(box).toBeChecked();
  await expect(page.locator('.sc-results')).not.toHaveClass(/busy/);
  // Every card found shows its offer.
  const cards = page.locator('.sc-results .card');
  const n = await cards.count();
  expect(n).toBeGreaterThan(0);
  await expect(page.locator('.sc-results .card .card__badge')).toHaveCount(n);
  await page.getByRole('link', { name: 'Убрать фильтр «Только по акции»' }).click();
  await expect(page).toHaveURL(/\?kind=river$/);
  await expect(page.getByRole('checkbox', { name: /Только по акции/ })).not.toBeChecked();
});

test('Back during a search: the fields show the address Back went to, and the next change keeps to it', async ({
  page,
}) => {
  await page.goto('/search-cruise');
  await hydrated(page);
  await openFilters(page);
  await page.getByLabel('Тип круиза').selectOption('river');
  await expect(page).toHaveURL(/\?kind=river$/);
  await expect(page.locator('.sc-results')).not.toHaveClass(/busy/);

  // The next answers are slow: Back comes before the list does.
  let held = 0;
  await page.route('**/api/v1/**', async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => undefined);
  });
  const box = page.getByRole('checkbox', { name: /Только по акции/ });
  await box.check();
  await expect.poll(() => held).toBeGreaterThan(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/search-cruise$/);
  await expect(page.locator('#sc-kind')).toHaveValue('');
  await expect(page.locator('.sc-results')).not.toHaveClass(/busy/);
  await expect(box).not.toBeChecked();

  // The next change posts what is on screen, not the change Back undid.
  await page.unroute('**/api/v1/**');
  await page.getByLabel('Сортировка').selectOption('price-asc');
  await expect(page).toHaveURL(/\/search-cruise\?sort=price-asc$/);
});

test('arrows on a closed select load nothing until Enter or Tab (WCAG 3.2.2)', async ({ page }) => {
  await page.goto('/search-cruise');
  await hydrated(page);
  await openFilters(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) asked.push(request.url());
  });
  const kind = page.locator('#sc-kind');
  await kind.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const stepped = await kind.inputValue();
  expect(stepped).not.toBe('');
  // Time enough for a request to leave, had a step sent one.
  await page.waitForTimeout(400);
  expect(asked).toEqual([]);
  await expect(page).toHaveURL(/\/search-cruise$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?kind=${stepped}$`));
  await expect(kind).toBeFocused();

  // The sort, stepped and left with Tab.
  const sort = page.locator('#sc-sort');
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  const sorted = await sort.inputValue();
  await page.waitForTimeout(400);
  await expect(page).toHaveURL(new RegExp(`\\?kind=${stepped}$`));
  await page.keyboard.press('Tab');
  await expect(page).toHaveURL(new RegExp(`\\?kind=${stepped}&sort=${sorted}$`));
  await expect(page.locator('.sc-results')).not.toHaveClass(/busy/);

  // Stepped away and back, then left: the value is the one applied, nothing loads.
  asked.length = 0;
  await kind.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.waitForTimeout(400);
  expect(asked).toEqual([]);

  // A step, then a choice by pointer: applied once, not again on leaving.
  await kind.focus();
  await page.keyboard.press('ArrowUp');
  await kind.selectOption('');
  await expect(page).toHaveURL(new RegExp(`\\?sort=${sorted}$`));
  await page.keyboard.press('Tab');
  await page.waitForTimeout(400);
  expect(asked.filter((url) => url.includes('/search/get-cruises'))).toHaveLength(1);
});

test('a filter chip removes its filter, the empty state offers to relax', async ({ page }) => {
  await page.goto('/search-cruise?kind=river&priceMax=1');
  await hydrated(page);
  await expect(page.locator('.sc-empty__title')).toHaveText('По этим условиям круизов нет');
  const relax = page.locator('.sc-empty__list a').filter({ hasText: 'Цена до' });
  await relax.click();
  await expect(page).toHaveURL(/\/search-cruise\?kind=river$/);
  await expect(page.locator('.sc-results .card').first()).toBeVisible();
});

test('garbage in the query is ignored, not an error', async ({ page }) => {
  const response = await page.goto('/search-cruise?kind=space&page=-3&sort=zzz&priceMin=abc');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Поиск круизов');
});

test('a tag landing page', async ({ page }, info) => {
  const errors = watchConsole(page);
  await page.goto('/search-cruise');
  const chip = page.locator('.sc-tags__chip').first();
  const tagTitle = (await chip.innerText()).split('\n')[0].trim();
  await hydrated(page);
  await chip.click();
  await expect(page).toHaveURL(/\/search-cruise\/[a-z0-9-]+$/);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.sc-tags__chip--current')).toContainText(tagTitle);
  // The server renders the landing page on its own too.
  await page.goto(page.url());
  await hydrated(page);
  await page.screenshot({ path: `tests/e2e/screenshots/landing-${info.project.name}.png`, fullPage: true });
  await expectNoSideScroll(page);
  await expectAccessible(page);
  const missing = await page.goto('/search-cruise/no-such-tag');
  expect(missing?.status()).toBe(404);
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('search by term from the header: suggestions, keyboard, Enter', async ({ page }, info) => {
  // A results page of cruise cards plus axe: slow on a busy machine.
  test.slow();
  const errors = watchConsole(page);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Открыть поиск' }).click();
  const field = page.getByRole('combobox', { name: 'Поиск по сайту' });
  await field.fill('мо');
  const list = page.getByRole('listbox', { name: 'Подсказки поиска' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('option').first()).toBeVisible();
  await page.screenshot({ path: `tests/e2e/screenshots/suggestions-${info.project.name}.png` });
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await field.press('Escape');
  await expect(list).toBeHidden();
  await expect(field).toBeVisible();

  // Enter without a chosen option: the full results page.
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?term=%D0%BC%D0%BE|\/search\?term=мо/);
  await expect(page.locator('h1')).toHaveText('Поиск: «мо»');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('.ts-group').first()).toBeVisible();
  await page.screenshot({ path: `tests/e2e/screenshots/search-${info.project.name}.png`, fullPage: true });
  await expectNoSideScroll(page);
  await expectAccessible(page);

  // Picking a suggestion opens it.
  await page.getByRole('button', { name: 'Открыть поиск' }).click();
  await field.fill('мо');
  await expect(list.getByRole('option').first()).toBeVisible();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).not.toHaveURL(/\/search\?/);
  await expect(page.locator('h1')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a too short term gets a hint, not an error', async ({ page }) => {
  const response = await page.goto('/search?term=%D0%B2');
  expect(response?.status()).toBe(200);
  await expect(page.locator('.ts__message')).toContainText('Введите не меньше двух символов');
});

test('header suggestions: the corrected query, the best across kinds, arrows and Enter, on screen', async ({
  page,
}, info) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Открыть поиск' }).click();
  const field = page.getByRole('combobox', { name: 'Поиск по сайту' });
  await field.fill('djkuf');
  const list = page.getByRole('listbox', {
    name: /Подсказки поиска: показаны результаты по запросу «Волга»/,
  });
  await expect(list).toBeVisible();
  await expect(list.getByRole('option').first()).toContainText('Волга');
  await expect(list.getByRole('option').first()).toContainText('Регион');
  // The whole list is on the screen, at 390 px as at 1366 px.
  const box = (await list.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  await page.screenshot({ path: `tests/e2e/screenshots/suggestions-djkuf-${info.project.name}.png` });
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/region\/volga$/);
  expect(errors).toEqual([]);
});

test('/search answers what Russians type: layout, cruises with dates and prices, nothing found', async ({
  page,
}, info) => {
  // Four full-page screenshots and axe over a page of cruise cards.
  test.slow();
  for (const [name, term] of [
    ['volga', 'Волга'],
    ['djkuf', 'djkuf'],
    ['kazan', 'Казань'],
    ['nothing', 'щщщшшш'],
  ]) {
    await page.goto(`/search?term=${encodeURIComponent(term)}`);
    await page.screenshot({
      path: `tests/e2e/screenshots/term-${name}-${info.project.name}.png`,
      fullPage: true,
    });
    await expectNoSideScroll(page);
  }
  await expect(page.getByText('Часто ищут')).toBeVisible();
  await page.goto(`/search?term=djkuf`);
  await expect(page.locator('.ts__corrected')).toContainText('Показаны результаты по запросу «Волга»');
  await page.getByRole('link', { name: 'Искать только «djkuf»' }).click();
  await expect(page.locator('.ts__empty')).toContainText('По запросу «djkuf» ничего не нашлось');
  await page.goto(`/search?term=${encodeURIComponent('Казань')}`);
  await expect(page.locator('.ccard').first()).toContainText(/\d+\s[а-я]+\s\d{4}\sг\./);
  await expectAccessible(page);
});

test('without JavaScript the header search opens and searches', async ({ browser }, info) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: info.project.use.viewport });
  const page = await context.newPage();
  await page.goto('/');
  const field = page.locator('#header-search-term');
  await expect(field).toBeHidden();
  await page.getByRole('button', { name: 'Открыть поиск' }).click();
  await expect(field).toBeVisible();
  await field.fill('djkuf');
  await page.screenshot({ path: `tests/e2e/screenshots/nojs-header-search-${info.project.name}.png` });
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?term=djkuf/);
  await expect(page.locator('.ts__corrected')).toContainText('Показаны результаты по запросу «Волга»');
  await context.close();
});
