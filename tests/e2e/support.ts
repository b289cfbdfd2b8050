/**
 * What browser tests share: the cookie banner answered, reading the catalogue's API, the console, the moment
 * a page has hydrated, and the checks every page passes (no sideways scrolling, no serious axe findings). Page weights are measured
 * by bench/first-load-js.ts, the same code as the benchmark's.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * The cookie banner already answered, so it covers nothing a test looks at. Takes Playwright's fixtures:
 * `test.beforeEach(acceptCookies)`, or `await acceptCookies({ context, baseURL })` inside a test.
 */
export async function acceptCookies({ context, baseURL }: { context: BrowserContext; baseURL?: string }) {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL! }]);
}

/** A catalogue answer the test builds on (real slugs, counts); a failed call fails the test there. */
export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

export interface ConsoleWatch {
  /** Also collect warnings (React reports hydration mismatches as errors, some libraries as warnings). */
  warnings?: boolean;
  /**
   * Leave out Chromium's "Failed to load resource … 4xx": a page answered with its own 4xx status (a
   * not-found page, a refused order) is logged that way, and it is not a bug.
   */
  allowPageStatus4xx?: boolean;
}

/** Errors the page logs or throws from now on; assert `toEqual([])` at the end. */
export function watchConsole(page: Page, options: ConsoleWatch = {}): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    const type = msg.type();
    if (type !== 'error' && !(options.warnings && type === 'warning')) return;
    const text = msg.text();
    if (
      options.allowPageStatus4xx &&
      /Failed to load resource: the server responded with a status of 4\d\d/.test(text)
    )
      return;
    errors.push(options.warnings ? `${type}: ${text}` : text);
  });
  page.on('pageerror', (error) =>
    errors.push(options.warnings ? `pageerror: ${error.message}` : error.message),
  );
  return errors;
}

/** React has hydrated the page (client/entry.tsx marks the document): client behaviour is live. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
}

export async function expectNoSideScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'no horizontal scrolling').toBeLessThanOrEqual(innerWidth);
}

/**
 * Axe over the whole page (or the part `include` selects, without what `exclude` does): no serious or
 * critical violation. `label` names the page in the failure.
 */
export async function expectAccessible(
  page: Page,
  { include, exclude, label }: { include?: string; exclude?: string; label?: string } = {},
): Promise<void> {
  // Axe reads a text's background from what is painted at its place. A section styled `content-visibility:
  // auto` (the cruise page below its first screen) is not painted until it nears the view, so axe read
  // whatever covered that place instead: the phone's booking bar, a coral that section never has. Laid out
  // here, the section has the colours a visitor sees when they scroll to it.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
  // "Label in Name" (WCAG 2.5.3) is among axe's experimental rules, off unless asked for; Lighthouse checks it.
  let axe = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  if (include) axe = axe.include(include);
  if (exclude) axe = axe.exclude(exclude);
  const { violations } = await axe.analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    label,
  ).toEqual([]);
}

/** Lazy images load as they scroll into view: scroll through the page so a full-page screenshot has them. */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** The booking form's cabin categories: a radio group named by its legend. */
export function cabinCategories(form: Locator): Locator {
  return form.getByRole('radiogroup', { name: 'Категория каюты' });
}

/** The radio of one cabin category (by its code, the value the form posts). */
export function cabinRadio(form: Locator, code: string): Locator {
  return cabinCategories(form).locator(`input[type="radio"][value="${code}"]`);
}
