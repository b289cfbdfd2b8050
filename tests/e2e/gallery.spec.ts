/**
 * Gallery photos: a thumbnail opens the photo viewer (keyboard and swipe), and the focus comes back to it;
 * without JavaScript a thumbnail is a link to the full-size photo.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, hydrated } from './support';

async function cruisePath(page: Page): Promise<string> {
  await page.goto('/search-cruise?sort=popular');
  return (await page.locator('.sc-results .card__link').first().getAttribute('href'))!;
}

test.beforeEach(acceptCookies);

test('a thumbnail opens the viewer: arrows page, Escape closes, the focus returns', async ({
  page,
}, info) => {
  await page.goto(await cruisePath(page));
  await hydrated(page);
  const thumbs = page.locator('.cr-gallery__thumbs a');
  const count = (await thumbs.count()) + 1;
  expect(count).toBeGreaterThan(2);
  const thumb = thumbs.first();
  await thumb.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('figcaption')).toHaveText(new RegExp(`^Фото 2 из ${count}`));
  await expect
    .poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  await page.screenshot({ path: `tests/e2e/screenshots/photo-viewer-${info.project.name}.png` });
  await page.keyboard.press('ArrowRight');
  await expect(viewer.locator('figcaption')).toHaveText(new RegExp(`^Фото 3 из ${count}`));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.locator('figcaption')).toHaveText(new RegExp(`^Фото 1 из ${count}`));
  // Tab never reaches the page behind the modal viewer (past its last button it may leave for the
  // browser's own controls, which leaves the document's focus on body).
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() =>
      document.activeElement === document.body
        ? 'browser'
        : document.activeElement?.closest('dialog')
          ? 'viewer'
          : 'page',
    );
    expect(where).not.toBe('page');
  }
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(thumb).toBeFocused();
});

test('a swipe pages the viewer and the close button shuts it', async ({ page }) => {
  await page.goto(await cruisePath(page));
  await hydrated(page);
  await page.locator('.cr-gallery__link').first().click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.locator('figcaption')).toHaveText(/^Фото 1 из/);
  const box = (await viewer.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
  await page.mouse.up();
  await expect(viewer.locator('figcaption')).toHaveText(/^Фото 2 из/);
  await viewer.getByRole('button', { name: 'Закрыть' }).click();
  await expect(viewer).toBeHidden();
});

test('the thumbnails load pictures as wide as their boxes need, not the big ones', async ({ page }) => {
  await page.goto(await cruisePath(page));
  const pictures = page.locator('.cr-gallery__thumbs img');
  expect(await pictures.count()).toBeGreaterThan(1);
  for (const picture of await pictures.all()) {
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const { chosen, needed } = await picture.evaluate((img: HTMLImageElement) => ({
      // The optimizer's URL names the width it was asked for (/_img/<width>/...).
      chosen: Number(/\/_img\/(\d+)\//.exec(img.currentSrc)?.[1]),
      needed: img.getBoundingClientRect().width * devicePixelRatio,
    }));
    // Sharp on this screen, and from the small widths (a phone used to get four 640 px pictures here).
    expect(chosen).toBeGreaterThanOrEqual(needed);
    expect(chosen).toBeLessThanOrEqual(384);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a thumbnail is a link to the full-size photo', async ({ page }) => {
    await page.goto(await cruisePath(page));
    const thumb = page.locator('.cr-gallery__thumbs a').first();
    const href = (await thumb.getAttribute('href'))!;
    expect(href).toMatch(/^\/_img\/1920\/.+$/);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });
});
