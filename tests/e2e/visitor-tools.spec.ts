/**
 * The visitor's own tools in real Chromium, on a phone (390 px) and a laptop (1366 px): favourites (with and
 * without JavaScript), compare (four at most, side by side or swiped), recently viewed on home and on the
 * not-found page. No hydration warnings: the hearts in the server's HTML are the hearts after hydration.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, hydrated, watchConsole } from './support';
import { expectedComparisonRows } from '../../client/app/visitor-tools/compare-panel.test-util';

const shot = (name: string, project: string) => `test-results/visitor-tools-${name}-${project}.png`;
const cards = (page: Page) => page.locator('.sc-results .card');
const heartOf = (scope: ReturnType<Page['locator']>) => scope.locator('button.vt-heart');
const compareOf = (scope: ReturnType<Page['locator']>) => scope.locator('button.vt-compare');

test.describe('with JavaScript', () => {
  test.beforeEach(acceptCookies);

  test('favourites: the heart keeps a cruise without a reload, the list shows it and takes it out', async ({
    page,
  }, info) => {
    const errors = watchConsole(page, { allowPageStatus4xx: true });
    await page.goto('/search-cruise?sort=popular');
    await hydrated(page);
    const first = cards(page).first();
    // By its page, not its title: two sailings of one route share the title.
    const cruiseHref = (await first.locator('.card__title a').getAttribute('href'))!;
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));

    const heart = heartOf(first);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // One name, pressed or not: the state is aria-pressed's to say (WAI-ARIA APG, toggle button).
    await expect(heart).toHaveAccessibleName('В избранное');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('В избранное');
    await expect(page.getByRole('link', { name: 'Избранное: 1 круиз' })).toBeVisible();
    await heartOf(cards(page).nth(1)).click();
    await expect(page.getByRole('link', { name: 'Избранное: 2 круиза' })).toBeVisible();
    expect(navigations).toEqual([]);

    // The server draws the same hearts: pressed in the HTML, no hydration mismatch.
    const html = await (await page.request.get('/search-cruise?sort=popular')).text();
    expect(html.match(/aria-pressed="true" aria-label="В избранное"/g)).toHaveLength(2);
    await page.reload();
    await hydrated(page);
    await expect(heartOf(cards(page).first())).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'Избранное: 2 круиза' }).click();
    const drawer = page.getByRole('dialog', { name: 'Избранное' });
    await expect(drawer.getByText('2 круиза в избранном')).toBeVisible();
    // Newest first: the second heart's cruise leads, the first card's follows.
    const kept = drawer.locator('.vt-fav__item').filter({ has: page.locator(`a[href="${cruiseHref}"]`) });
    await expect(kept).toHaveCount(1);
    await expect(kept).toContainText(/от \d[\d\s]*\s₽/);
    await page.screenshot({ path: shot('favourites', info.project.name) });
    // Tab goes round inside the drawer, never on behind its shade.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await kept.getByRole('button', { name: 'В избранное', pressed: true }).click();
    await expect(drawer.getByText('1 круиз в избранном')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Избранное: 1 круиз' })).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(heartOf(cards(page).first())).toHaveAttribute('aria-pressed', 'false');
    expect(errors).toEqual([]);
  });

  test('compare: four at most, a fifth is refused politely, differences highlighted, fits the screen', async ({
    page,
  }, info) => {
    const errors = watchConsole(page, { allowPageStatus4xx: true });
    await page.goto('/search-cruise?sort=popular');
    await hydrated(page);
    for (let i = 0; i < 4; i++) {
      const button = compareOf(cards(page).nth(i));
      await expect(button).toHaveAccessibleName('Сравнить');
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    await compareOf(cards(page).nth(4)).click();
    await expect(page.getByRole('status').filter({ hasText: 'Сравнивать можно до 4 круизов' })).toBeVisible();
    await expect(compareOf(cards(page).nth(4))).toHaveAttribute('aria-pressed', 'false');

    // On a phone and beside the full desktop menu the comparison waits at the bottom of the screen.
    const dock = page.locator('a.vt-dock');
    await expect(dock).toHaveText('Сравнение: 4 круиза');
    await expect(dock).toBeInViewport();
    await page.screenshot({ path: shot('compare-dock', info.project.name) });
    // The favourites drawer opens it too.
    await page.getByRole('link', { name: /^Избранное/ }).click();
    await page.getByRole('link', { name: 'Открыть сравнение: 4 круиза' }).click();
    const panel = page.getByRole('dialog', { name: 'Сравнение круизов' });
    const table = panel.locator('.cmp__table');
    await expect(table.locator('th[scope="col"]')).toHaveCount(4);
    for (const label of expectedComparisonRows()) {
      await expect(table.locator('th[scope="row"]', { hasText: label })).toHaveCount(1);
    }
    await expect(table.locator('th[scope="row"]', { hasText: /каюта|Сьют|Люкс/ }).first()).toBeVisible();
    await expect(table.locator('.cmp__row--differs').first()).toBeVisible();
    await expect(table.locator('.cmp__row--differs th').first()).toContainText('различается');
    const width = page.viewportSize()!.width;
    const scroller = panel.locator('.cmp');
    const { scrollWidth, clientWidth, snap } = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      snap: getComputedStyle(el).scrollSnapType,
    }));
    if (width < 768) {
      // One cruise at a time beside the row names; a swipe brings the next column, the names stay.
      expect(scrollWidth).toBeGreaterThan(clientWidth * 2);
      expect(snap).toContain('x');
      const label = table.locator('th[scope="row"]').first();
      const before = (await label.boundingBox())!.x;
      await scroller.evaluate((el) => el.scrollBy({ left: 200 }));
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
      expect((await label.boundingBox())!.x).toBeCloseTo(before, 0);
      const second = table.locator('th[scope="col"]').nth(1);
      const box = (await second.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
    } else {
      // Side by side: every column within the screen, no sideways scrolling.
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
      for (const box of await table
        .locator('th[scope="col"]')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right))) {
        expect(box).toBeLessThanOrEqual(width);
      }
    }
    await page.screenshot({ path: shot('compare', info.project.name) });
    await table
      .locator('th[scope="col"]')
      .first()
      .getByRole('button', { name: 'Убрать из сравнения' })
      .click();
    await expect(table.locator('th[scope="col"]')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Opened from the dock by keyboard, closed with Escape: the focus is back on the dock.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await dock.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(dock).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('recently viewed: «Вы смотрели» on home and on the not-found page, newest first', async ({
    page,
    browser,
  }, info) => {
    const errors = watchConsole(page, { allowPageStatus4xx: true });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Вы смотрели' })).toHaveCount(0);
    await page.goto('/search-cruise?sort=popular');
    const hrefs = await cards(page)
      .locator('.card__link')
      .evaluateAll((links) => links.slice(0, 2).map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      await page.goto(href);
      await hydrated(page);
    }
    await page.goto('/');
    await hydrated(page);
    const recent = page.getByRole('list', { name: 'Вы смотрели' });
    await expect(recent.locator('.card__link')).toHaveCount(2);
    await expect(recent.locator('.card__link').first()).toHaveAttribute('href', hrefs[1]!);
    await recent.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('recent-home', info.project.name) });

    const response = await page.goto('/no-such-page-at-all');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('list', { name: 'Вы смотрели' }).locator('.card__link')).toHaveCount(2);
    await page.screenshot({ path: shot('recent-not-found', info.project.name), fullPage: true });
    expect(errors).toEqual([]);

    // Another visitor sees none of it.
    const stranger = await browser.newPage();
    await stranger.goto('/no-such-page-at-all');
    await expect(stranger.getByRole('heading', { name: 'Вы смотрели' })).toHaveCount(0);
    await stranger.close();
  });

  test('recently viewed in two tabs: a cruise seen in one is kept when the other records its own', async ({
    page,
    context,
  }) => {
    // Tab B opens the search first, so its page knew no views when it loaded.
    await page.goto('/search-cruise?sort=popular');
    await hydrated(page);
    const hrefs = await cards(page)
      .locator('.card__link')
      .evaluateAll((links) => links.slice(0, 2).map((a) => a.getAttribute('href')!));
    // Tab A views the first cruise.
    const tabA = await context.newPage();
    await tabA.goto(hrefs[0]!);
    await hydrated(tabA);
    await tabA.close();
    // Tab B follows a link to the second one, without a reload: its view joins the first, not replaces it.
    await cards(page).nth(1).locator('.card__link').click();
    await expect(page).toHaveURL(hrefs[1]!);
    // The page records the view in an effect after it renders: wait for it before leaving.
    await expect
      .poll(() => page.evaluate(() => decodeURIComponent(document.cookie)))
      .toContain(hrefs[1]!.split('/').pop()!);
    await page.goto('/');
    await hydrated(page);
    const recent = page.getByRole('list', { name: 'Вы смотрели' }).locator('.card__link');
    await expect(recent).toHaveCount(2);
    await expect(recent.first()).toHaveAttribute('href', hrefs[1]!);
  });
});

test('before the cookie banner is answered the comparison is one press away, above it', async ({ page }) => {
  await page.goto('/search-cruise?sort=popular');
  await hydrated(page);
  await expect(page.locator('.cookie')).toBeVisible();
  for (let i = 0; i < 2; i++) await compareOf(cards(page).nth(i)).click();
  const dock = page.locator('a.vt-dock');
  await expect(dock).toHaveText('Сравнение: 2 круиза');
  await expect(dock).toBeInViewport();
  // Clear of the banner at the bottom of the screen.
  const dockBox = (await dock.boundingBox())!;
  const bannerBox = (await page.locator('.cookie').boundingBox())!;
  expect(dockBox.y + dockBox.height).toBeLessThan(bannerBox.y);
  await dock.click();
  await expect(page.getByRole('dialog', { name: 'Сравнение круизов' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(acceptCookies);

  test('the heart posts, the page comes back with it pressed; the list opens and takes a cruise out', async ({
    page,
  }, info) => {
    await page.goto('/search-cruise?sort=popular');
    // A card far down the list: the page comes back to it, not to its top.
    const tenth = cards(page).nth(9);
    const title = (await tenth.locator('.card__title').textContent())!.trim();
    const slug = (await heartOf(tenth).getAttribute('value'))!.slice('+f:'.length);
    await heartOf(tenth).click();
    await expect(page).toHaveURL(new RegExp(`/search-cruise\\?sort=popular#${slug}$`));
    await expect(heartOf(cards(page).nth(9))).toHaveAttribute('aria-pressed', 'true');
    await expect(heartOf(cards(page).nth(9))).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Избранное: 1 круиз' })).toBeVisible();

    await page.getByRole('link', { name: 'Избранное: 1 круиз' }).click();
    await expect(page).toHaveURL(/favourites=1/);
    const drawer = page.getByRole('dialog', { name: 'Избранное' });
    await expect(drawer.getByText('1 круиз в избранном')).toBeVisible();
    await expect(drawer).toContainText(title);
    await page.screenshot({ path: shot('favourites-no-js', info.project.name) });
    await drawer.getByRole('button', { name: 'В избранное', pressed: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Избранное' }).getByText('В избранном пока пусто'),
    ).toBeVisible();
    await page.getByRole('dialog', { name: 'Избранное' }).getByRole('link', { name: 'Закрыть' }).click();
    await expect(page).toHaveURL(/\/search-cruise\?sort=popular$/);
    await expect(heartOf(cards(page).nth(9))).toHaveAttribute('aria-pressed', 'false');
  });

  test('a fifth cruise to compare opens the comparison with a polite note', async ({ page }) => {
    await page.goto('/search-cruise?sort=popular');
    for (let i = 0; i < 5; i++) await compareOf(cards(page).nth(i)).click();
    await expect(page).toHaveURL(/compare=full/);
    const panel = page.getByRole('dialog', { name: 'Сравнение круизов' });
    await expect(panel).toContainText('Сравнивать можно до 4 круизов');
    await expect(panel.locator('th[scope="col"]')).toHaveCount(4);
  });
});
