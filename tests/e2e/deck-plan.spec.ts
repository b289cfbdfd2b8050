/**
 * Deck plans in real Chromium (docs/decisions/023-deck-plans.md): a cabin chosen with the keyboard from
 * the list or the drawing fills the booking form; without JavaScript a cabin link does the same through
 * the server and the request stores the cabin; the deck switcher works; the ship page draws its decks.
 */
import { Database } from '../../catalog/db/driver';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, cabinCategories, hydrated } from './support';

const DB = 'data/e2e/catalog.sqlite';
const FREE = /^Каюта \d{3}, [^,]+, свободна$/;
/** A free cabin in the list: its group names the class, the link says the number. */
const FREE_IN_LIST = '.dp-free__cabin:not(.dp-free__cabin--request)';

/** The first bookable sailing of a river ship: 3–4 decks, cabin numbers drawn on the plan. */
async function riverCruise(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/search/get-cruises?ship=lev-tolstoy&sort=date&pageSize=1');
  return `/cruise/${(await res.json()).items[0].slug}`;
}

test.beforeEach(acceptCookies);

test('a cabin chosen with the keyboard, from the list or the plan, fills the booking form', async ({
  page,
}) => {
  await page.goto(await riverCruise(page));
  await hydrated(page);
  const form = page.locator('#booking');
  await expect(form.locator('input[name="cabinNumber"]')).toHaveCount(0);

  // The list of free cabins: Tab reaches a cabin link, Enter chooses it.
  const group = page
    .locator('.dp-free__group')
    .filter({ has: page.locator(FREE_IN_LIST) })
    .first();
  const category = (await group.getAttribute('aria-label'))!;
  const listed = group.locator(FREE_IN_LIST).first();
  const number = (await listed.textContent())!;
  await listed.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`cabin=${number}#booking$`));
  await expect(form.getByText(`Каюта ${number}, категория «${category}»`)).toBeVisible();
  await expect(form.locator('input[name="cabinNumber"]')).toHaveValue(number);
  // The drawing outlines the chosen cabin, over the white edge every cabin has.
  await expect(page.locator(`.dp__svg rect[data-n="${number}"]`)).toHaveCSS('stroke-width', '3.5px');
  // The cabin's class is the checked category.
  const checked = cabinCategories(form).getByRole('radio', { checked: true });
  await expect(checked).toHaveValue(/^[A-Z]+$/);
  await expect(checked).toHaveAccessibleName(new RegExp(`^${category} `));

  // The drawing: its free cabins are links in the tab order with the same names.
  const drawnCabin = page.locator('.dp__svg').getByRole('link', { name: FREE }).last();
  const drawnNumber = /^Каюта (\d+)/.exec((await drawnCabin.getAttribute('aria-label'))!)![1];
  await drawnCabin.focus();
  await expect(drawnCabin).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.locator('input[name="cabinNumber"]')).toHaveValue(drawnNumber);
  await expect(page.locator(`.dp__svg rect[data-n="${drawnNumber}"]`)).toHaveClass(/\bon\b/);

  // And out again.
  await form.getByRole('link', { name: /Убрать каюту/ }).click();
  await expect(form.locator('input[name="cabinNumber"]')).toHaveCount(0);
});

test('the deck switcher draws another deck with its own free cabins', async ({ page }) => {
  await page.goto(await riverCruise(page));
  await hydrated(page);
  const tabs = page.getByRole('navigation', { name: 'Палубы' });
  await tabs.getByRole('link', { name: /Шлюпочная палуба/ }).click();
  await expect(tabs.getByRole('link', { name: /Шлюпочная палуба/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.dp__svg')).toHaveAttribute('data-deck', '4');
  await expect(page.locator('.dp-free__title')).toHaveText('Свободные каюты: шлюпочная палуба');
  for (const n of await page
    .locator('.dp__svg rect[data-n]')
    .evaluateAll((r) => r.map((e) => e.getAttribute('data-n'))))
    expect(n).toMatch(/^4\d\d$/);
});

test('the key of states: «Свободна» in classes’ colours, as free cabins are drawn, not read as one class', async ({
  page,
}) => {
  await page.goto(await riverCruise(page));
  const [classes, states] = [0, 1].map((i) => page.locator('#decks .dp__keys').nth(i));
  const fills = (keys: typeof classes) =>
    keys.locator('rect').evaluateAll((r) => r.map((e) => getComputedStyle(e).fill));
  const classFills = await fills(classes);
  expect(classFills.length).toBeGreaterThan(0);
  // «Свободна» shows the deck's classes' colours (two at most) and says so; a grey of its own had matched no
  // cabin on the plan.
  const free = states.locator('li').first();
  await expect(free).toHaveText('Свободна — цвет её класса');
  expect(await fills(free)).toEqual(classFills.slice(0, 2));
  // «По запросу» and «Занята» are a grey that is no class's.
  for (const fill of (await fills(states)).slice(2)) expect(classFills).not.toContain(fill);
});

test('the ship page draws each deck with a legend of classes', async ({ page }) => {
  await page.goto('/ship/msc-grandiosa');
  const decks = page.locator('#decks');
  await expect(decks.getByRole('navigation', { name: 'Палубы' }).getByRole('link')).toHaveCount(11);
  await expect(decks.locator('.dp__svg rect[data-n]').first()).toBeVisible();
  await expect(decks.locator('.dp__keys').first()).toContainText(/Внутренняя каюта — \d+/);
  await decks.getByRole('link', { name: 'Палуба 15' }).click();
  await expect(decks.locator('.dp__keys').first()).toContainText('Сьют MSC Yacht Club');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a cabin link fills the form on the server, and the request stores the cabin', async ({ page }) => {
    await page.goto(await riverCruise(page));
    const listed = page.locator(FREE_IN_LIST).first();
    const number = (await listed.textContent())!;
    await listed.click();
    const form = page.locator('#booking');
    await expect(form.locator('input[name="cabinNumber"]')).toHaveValue(number);
    await expect(form.getByText(new RegExp(`^Каюта ${number}, категория «`))).toBeVisible();

    const name = `Палуба ${test.info().project.name} ${Date.now()}`;
    await form.getByRole('textbox', { name: /Имя/ }).fill(name);
    await form.getByRole('textbox', { name: /Телефон/ }).fill('+7 912 345-67-89');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByText('Заявка отправлена')).toBeVisible();
    const db = new Database(DB, { readonly: true });
    try {
      expect(db.prepare('SELECT cabin_number FROM leads WHERE name = ?').pluck().get(name)).toBe(number);
    } finally {
      db.close();
    }
  });
});
