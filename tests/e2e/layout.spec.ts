/**
 * Defects a visitor sees, measured in real Chromium at the project's width (390 and 1366 px): the desktop
 * footer's columns, select boxes and search fields that cut their text, a date's 'г.' alone on a line, and the share popover
 * that must not move the search toolbar or cut its link.
 */
import { expect, test, type Page } from '@playwright/test';
import { renderedLines } from './text-lines';
import { acceptCookies, hydrated } from './support';

test.beforeEach(acceptCookies);

/**
 * Visible fields whose shown text is wider than the room they give it, as `name: text`: a select box's
 * chosen option, an empty text field's placeholder.
 */
function cutFields(page: Page): Promise<string[]> {
  return page.locator('select, input[placeholder]').evaluateAll((fields) => {
    const context = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const field of fields as (HTMLSelectElement | HTMLInputElement)[]) {
      if (field.offsetParent === null) continue;
      const shown =
        field instanceof HTMLSelectElement
          ? (field.selectedOptions[0]?.text ?? '')
          : field.value === ''
            ? field.placeholder
            : '';
      const style = getComputedStyle(field);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(shown).width > room) cut.push(`${field.name}: ${shown}`);
    }
    return cut;
  });
}

test('the desktop footer is one row of columns lined up with the content @desktop-only', async ({ page }) => {
  await page.goto('/about-us');
  const tops = await page
    .locator('.ftr__grid > *')
    .evaluateAll((columns) => columns.map((c) => Math.round(c.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThan(2);
  expect(new Set(tops).size).toBe(1);
  const edge = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return Math.round(element.getBoundingClientRect().left + parseFloat(style.paddingLeft));
      });
  expect(await edge('.ftr__grid')).toBe(await edge('main .container'));
});

test('select boxes show their whole text', async ({ page }) => {
  await page.goto('/search-cruise?sort=popular');
  await hydrated(page);
  if (await page.locator('.sc-filters__toggle').isVisible())
    await page.locator('.sc-filters__toggle').click();
  expect(await cutFields(page)).toEqual([]);
  await page.goto((await page.locator('.sc-results .card__link').first().getAttribute('href'))!);
  await hydrated(page);
  expect(await cutFields(page)).toEqual([]);
});

test('the search fields show their whole placeholder', async ({ page }) => {
  await page.goto('/search');
  await hydrated(page);
  await page.getByRole('button', { name: 'Открыть поиск' }).click();
  await expect(page.getByRole('combobox', { name: 'Поиск по сайту' })).toBeVisible();
  expect(await cutFields(page)).toEqual([]);
});

test('the not-found page’s search field shows its whole placeholder, the header’s words', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.locator('#nf-term')).toHaveAttribute('placeholder', 'Регион, порт или лайнер');
  expect(await cutFields(page)).toEqual([]);
});

test('a page that ends on the dark subscription band runs on into the footer, no white strip between', async ({
  page,
}) => {
  await page.goto('/');
  const bottom = await page.locator('#subscribe').evaluate((e) => e.getBoundingClientRect().bottom);
  const top = await page.locator('.ftr').evaluate((e) => e.getBoundingClientRect().top);
  expect(Math.round(top - bottom)).toBe(0);
});

test("a cruise card's dates keep 'г.' with the year", async ({ page }) => {
  await page.goto('/search-cruise?sort=popular');
  const dates = await renderedLines(page, '.sc-results .fact--calendar');
  expect(dates.length).toBeGreaterThan(3);
  for (const lines of dates) expect(lines.filter((line) => /^г\./.test(line))).toEqual([]);
});

test("'Поделиться' opens over the page: the toolbar stays put and the link is whole", async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/search-cruise?kind=sea');
  await hydrated(page);
  const bar = page.locator('.sc-results__bar');
  const before = await bar.boundingBox();
  const results = await page.locator('.sc-results__grid').boundingBox();
  await page.locator('.sc-results__share').getByRole('button', { name: 'Поделиться' }).click();
  const field = page.getByLabel('Короткая ссылка', { exact: true });
  await expect(field).toHaveValue(/\/share\/[A-Za-z0-9]{4,12}$/);
  expect(await bar.boundingBox()).toEqual(before);
  expect(await page.locator('.sc-results__grid').boundingBox()).toEqual(results);
  expect(await field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(
    true,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: `tests/e2e/screenshots/share-popover-${test.info().project.name}.png` });
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(page.locator('.sc-results__share').getByRole('button', { name: 'Поделиться' })).toBeFocused();
});
