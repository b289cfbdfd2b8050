/**
 * A tester's keyboard and layout pass, in real Chromium at 390 and 1366 px: where the focus goes (the share
 * panel, the phone's menu, the favourites drawer emptied), that focus shows on a card, and that what must be
 * read whole is (a date, the sort's choice, the comparison's row names, the page under the comparison's dock).
 */
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { acceptCookies, api, hydrated } from './support';

const shot = (name: string, project: string) => `test-results/focus-and-fit-${name}-${project}.png`;

/** Slugs of cruises on sale, most popular first. */
async function popularSlugs(page: Page, count: number): Promise<string[]> {
  const popular = await api<{ items: { slug: string }[] }>(page.request, '/cruises/get-popular');
  expect(popular.items.length).toBeGreaterThanOrEqual(count);
  return popular.items.slice(0, count).map((item) => item.slug);
}

async function setCookies(context: BrowserContext, baseURL: string, cookies: Record<string, string>) {
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })));
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The focused element, as a string a failure reads (`BODY` is the bug these tests catch). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const at = document.activeElement;
    return at ? `${at.tagName} ${at.className}`.trim() : 'none';
  });

test.describe('with JavaScript', () => {
  test.beforeEach(acceptCookies);

  test('«Поделиться» by keyboard: the focus goes into the panel, in view and uncovered; Escape brings it back', async ({
    page,
    context,
    baseURL,
  }, info) => {
    const slugs = await popularSlugs(page, 2);
    // Two cruises compared: the dock waits at the bottom right on a laptop and on a phone.
    await setCookies(context, baseURL!, { compare: slugs.join(',') });
    await page.goto(`/cruise/${slugs[0]}`);
    await hydrated(page);
    const button = page.locator('.cr-summary__actions').getByRole('button', { name: 'Поделиться' });
    await button.focus();
    await page.keyboard.press('Enter');
    const field = page.getByLabel('Короткая ссылка', { exact: true });
    await expect(field).toHaveValue(/\/share\/[A-Za-z0-9]{4,12}$/);
    await expect(field, await focused(page)).toBeFocused();
    const popover = page.locator('.share__popover');
    await expect(popover).toBeInViewport({ ratio: 1 });
    // Whole again once «Ссылка скопирована» (or the fallback's words) lengthened it.
    await expect(page.locator('.share__status')).not.toBeEmpty();
    await expect(popover).toBeInViewport({ ratio: 1 });
    const box = (await popover.boundingBox())!;
    const dock = page.locator('a.vt-dock');
    if (await dock.isVisible())
      expect(overlaps(box, (await dock.boundingBox())!), 'the dock covers it').toBe(false);
    const header = (await page.locator('header.hdr').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.screenshot({ path: shot('share', info.project.name) });

    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(button).toBeFocused();
  });

  // The burger menu is the header of phones.
  test('the phone menu keeps Tab inside the header while open; Escape closes it and focuses the burger @phone-only', async ({
    page,
  }, info) => {
    await page.goto('/about-us');
    await hydrated(page);
    const burger = page.locator('a.hdr__burger');
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(burger).toHaveAccessibleName('Закрыть меню');
    const menu = page.getByRole('navigation', { name: 'Основное меню' });
    await expect(menu.getByRole('link').first()).toBeFocused();
    const inHeader = () => page.evaluate(() => document.activeElement?.closest('header.hdr') != null);
    // Round the menu's links and the bar's buttons, past «Закрыть меню», and round again.
    let burgerPassed = false;
    for (let i = 0; i < 30; i++) {
      const onBurger = await burger.evaluate((el) => el === document.activeElement);
      await page.keyboard.press('Tab');
      expect(await inHeader(), `Tab ${i + 1} left the open menu for ${await focused(page)}`).toBe(true);
      if (onBurger) burgerPassed = true;
    }
    expect(burgerPassed).toBe(true);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    // Backwards from the bar's first control: to «Закрыть меню».
    await page.locator('header .logo').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(burger).toBeFocused();
    await page.screenshot({ path: shot('menu', info.project.name) });

    await menu.getByRole('link').nth(1).focus();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link').first()).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Открыть меню' })).toBeFocused();
  });

  test('favourites: a heart pressed in the drawer leaves the focus on what is left, then on «пусто»', async ({
    page,
    context,
    baseURL,
  }, info) => {
    const slugs = await popularSlugs(page, 2);
    await setCookies(context, baseURL!, { favourites: slugs.join(',') });
    await page.goto('/about-us?favourites=1');
    await hydrated(page);
    const drawer = page.getByRole('dialog', { name: 'Избранное' });
    const hearts = drawer.getByRole('button', { name: 'В избранное', pressed: true });
    await expect(hearts).toHaveCount(2);
    await hearts.first().focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByText('1 круиз в избранном'), await focused(page)).toBeFocused();
    await hearts.first().focus();
    await page.keyboard.press('Enter');
    const empty = drawer.getByText('В избранном пока пусто');
    await expect(empty, await focused(page)).toBeFocused();
    await page.screenshot({ path: shot('favourites-empty', info.project.name) });
    // Tab goes on inside the drawer, round to its first control.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') != null)).toBe(true);
  });

  test('a cruise card shows the site’s 3 px focus outline when its title link has the focus', async ({
    page,
  }) => {
    await page.goto('/search-cruise?sort=popular');
    await hydrated(page);
    const card = page.locator('.sc-results .card').nth(1);
    const link = card.locator('.card__link');
    // Reached by keyboard, so :focus-visible holds.
    await page.locator('.sc-results .card').first().locator('.card__link').focus();
    for (let i = 0; i < 10 && !(await link.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    const outline = await card.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline).toEqual({ style: 'solid', width: '3px' });
  });
});

/** The date inputs fit a whole date: their width at least what Chromium asks for, and «28.05.2027» too. */
async function expectWholeDates(page: Page) {
  const dates = page.locator('.sc-filters input[type="date"]');
  await expect(dates).toHaveCount(2);
  for (const input of await dates.all()) {
    const fit = await input.evaluate((el: HTMLInputElement) => {
      const own = el.getBoundingClientRect().width;
      // What the browser lays the field out at with no width set: its format, digits and calendar button.
      const probe = el.cloneNode() as HTMLInputElement;
      probe.style.width = 'auto';
      probe.style.position = 'absolute';
      el.parentElement!.append(probe);
      const wanted = probe.getBoundingClientRect().width;
      probe.remove();
      // The Russian format, measured in the field's font beside its padding and a 24 px calendar button.
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const russian =
        Math.max(context.measureText('28.05.2027').width, context.measureText('дд.мм.гггг').width) +
        parseFloat(style.paddingLeft) +
        parseFloat(style.paddingRight) +
        24;
      return { own, wanted, russian };
    });
    expect(fit.own, 'as wide as the browser wants').toBeGreaterThanOrEqual(fit.wanted - 0.5);
    expect(fit.own, 'a Russian date fits').toBeGreaterThanOrEqual(fit.russian);
  }
}

for (const locale of ['ru-RU', 'en-US']) {
  test.describe(`dates in ${locale}`, () => {
    test.use({ locale });
    test.beforeEach(acceptCookies);

    test('«Отправление с / по» show the whole date with the year', async ({ page }, info) => {
      await page.goto('/search-cruise?dateFrom=2027-05-28&dateTo=2027-09-30');
      await hydrated(page);
      // On a phone the filters fold into «Фильтры».
      const toggle = page.locator('.sc-filters__toggle');
      if (await toggle.isVisible()) await toggle.click();
      await expectWholeDates(page);
      await page
        .locator('.sc-fieldset', { has: page.locator('input[type="date"]') })
        .screenshot({ path: shot(`dates-${locale}`, info.project.name) });
    });
  });
}

/** The sort select shows its longest choice whole, and nothing lies over it. */
async function expectWholeSort(page: Page) {
  const select = page.getByLabel('Сортировка');
  const fit = await select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const longest = Math.max(...[...el.options].map((o) => context.measureText(o.text).width));
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { longest, room, right: el.getBoundingClientRect().right, width: window.innerWidth };
  });
  expect(fit.room, 'the longest choice fits').toBeGreaterThanOrEqual(fit.longest);
  expect(fit.right).toBeLessThanOrEqual(fit.width);
  const box = (await select.boundingBox())!;
  for (const other of [page.locator('.sc-results__share'), page.locator('.sc-views')]) {
    expect(overlaps(box, (await other.boundingBox())!)).toBe(false);
  }
}

test.describe('the sort on a phone', () => {
  test.beforeEach(acceptCookies);

  test('without JavaScript, beside its «Применить» @phone-only', async ({ browser, baseURL }, info) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      locale: 'ru-RU',
    });
    await acceptCookies({ context, baseURL });
    const page = await context.newPage();
    await page.goto('/search-cruise');
    await expect(page.getByRole('button', { name: 'Применить' })).toBeVisible();
    await expectWholeSort(page);
    const apply = (await page.getByRole('button', { name: 'Применить' }).boundingBox())!;
    expect(overlaps(apply, (await page.getByLabel('Сортировка').boundingBox())!)).toBe(false);
    await page.locator('.sc-results__bar').screenshot({ path: shot('sort-no-js', info.project.name) });
    await context.close();
  });

  test('with JavaScript at 150 % text @phone-only', async ({ page, context, baseURL }, info) => {
    await setCookies(context, baseURL!, { a11y: 't150' });
    await page.goto('/search-cruise');
    await hydrated(page);
    await expectWholeSort(page);
    await page.locator('.sc-results__bar').screenshot({ path: shot('sort-t150', info.project.name) });
  });
});

/** Each word of each row name lies on one line. */
async function expectWholeRowNames(labels: Locator) {
  const broken = await labels.evaluateAll((ths) =>
    ths.flatMap((th) => {
      const text = th.firstChild!;
      const words: string[] = [];
      const source = text.textContent ?? '';
      for (const match of source.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) words.push(match[0]);
      }
      return words;
    }),
  );
  expect(broken, 'words broken across lines').toEqual([]);
}

for (const [size, cookie] of [
  ['usual text', null],
  ['150 % text', 't150'],
] as const) {
  test(`the comparison's row names break between words only, in ${size}`, async ({
    page,
    context,
    baseURL,
  }, info) => {
    const slugs = await popularSlugs(page, 3);
    await setCookies(context, baseURL!, {
      cookie_consent: '1',
      compare: slugs.join(','),
      ...(cookie ? { a11y: cookie } : {}),
    });
    await page.goto('/about-us?compare=1');
    await hydrated(page);
    const labels = page.getByRole('dialog', { name: 'Сравнение круизов' }).locator('th.cmp__label');
    await expect(labels.filter({ hasText: 'Длительность' })).toHaveCount(1);
    await expectWholeRowNames(labels);
    await labels.filter({ hasText: 'Длительность' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`compare-${cookie ?? 't100'}`, info.project.name) });
  });
}

test('the comparison dock covers nothing at the end of the page, nor the booking form’s last cabin row', async ({
  page,
  context,
  baseURL,
}, info) => {
  const slugs = await popularSlugs(page, 2);
  await setCookies(context, baseURL!, { cookie_consent: '1', compare: slugs.join(',') });
  await page.goto(`/cruise/${slugs[0]}`);
  await hydrated(page);
  const dock = page.locator('a.vt-dock');
  // The dock shows on a phone and beside the full desktop menu: both projects' widths.
  await expect(dock).toBeVisible();
  const dockBox = (await dock.boundingBox())!;
  const covered = () =>
    page.evaluate((d) => {
      const hits: string[] = [];
      const walker = document.createTreeWalker(document.querySelector('.app')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!node.textContent?.trim() || parent.closest('.vt-dock, .visually-hidden, .vt-notice')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (
            r.width > 0 &&
            r.right > d.x &&
            r.left < d.x + d.width &&
            r.bottom > d.y &&
            r.top < d.y + d.height
          )
            hits.push(node.textContent.trim());
        }
      }
      return hits;
    }, dockBox);

  // The last cabin of the booking form's list, reached by keyboard, scrolls above the dock.
  const cabins = page.locator('form.lead').getByRole('radiogroup', { name: 'Категория каюты' });
  const last = cabins.locator('input[type="radio"]').last();
  await cabins.locator('input[type="radio"]').first().focus();
  for (let i = 0; i < 10 && !(await last.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(last).toBeFocused();
  const row = (await last.locator('xpath=ancestor::label[1]').boundingBox())!;
  expect(overlaps(row, dockBox), 'the last cabin row is under the dock').toBe(false);

  // At the end of the page the footer's last line is clear of it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(covered).toEqual([]);
  await page.screenshot({ path: shot('dock-end', info.project.name) });
});
