// The header search box against the seeded catalogue: the suggestion timing rules (spec §5, §9),
// the groups, keyboard use of the combobox, where each suggestion leads, and /search for a term.
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { SearchBox } from '../../pages/SearchBox';
import { ShopPage } from '../../pages/ShopPage';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
// The machine runs several suites at once: pages answer slowly, so waits are generous.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

// "pasti" suggests pasta items, two categories ("Pastiglie per lavastoviglie", "Utensili per
// pasticceria") and the supplier F002 Pastificio Meridionale S.r.l.
const TERM = 'pasti';

test.beforeEach(async ({ page }) => {
  await new ShopPage(page).open('/');
});

test(
  'asks nothing at 2 characters and exactly once, after the 300 ms debounce, at 3 or more',
  { tag: '@rules' },
  async ({ page }) => {
    const box = new SearchBox(page);
    const requests = box.countSuggestionRequests();
    await box.type('pa');
    // Nothing can be awaited for a request that must not happen: give the debounce time to pass.
    await page.waitForTimeout(900);
    expect(requests.terms).toEqual([]);
    await expect(box.input).toHaveAttribute('aria-expanded', 'false');

    // Three more keystrokes, each well within 300 ms of the last: one request, for the whole term.
    const answered = page.waitForResponse(
      (r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes('SearchSuggestions'),
    );
    await box.type('sti', 60);
    await answered;
    await box.waitForSuggestions();
    await page.waitForTimeout(700);
    expect(requests.terms).toEqual([TERM]);
  },
);

test(
  'a late answer to an older term never replaces the suggestions of the newer one',
  { tag: '@rules' },
  async ({ page }) => {
    // The answer for "pasti" is held back until the answer for "pomo" has been shown.
    let releaseOld: () => void = () => undefined;
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { variables?: { term?: string } } | null;
      if (body?.variables?.term === TERM) await oldHeld;
      await route.fallback();
    });
    const box = new SearchBox(page);
    const oldAsked = page.waitForRequest((r) => (r.postData() ?? '').includes(`"term":"${TERM}"`));
    await box.type(TERM);
    await oldAsked;
    await box.input.fill('pomo');
    await expect(box.options().first()).toContainText('Pomodori');
    const oldAnswered = page.waitForResponse((r) =>
      (r.request().postData() ?? '').includes(`"term":"${TERM}"`),
    );
    releaseOld();
    await oldAnswered;
    // Give the late answer every chance to be (wrongly) rendered before looking again.
    await page.waitForTimeout(500);
    await expect(box.listbox).toContainText('Pomodori');
    await expect(box.listbox).not.toContainText('Pasta di semola');
  },
);

test('groups the suggestions as items, categories and suppliers, each with code and description', async ({
  page,
}) => {
  const box = new SearchBox(page);
  await box.type(TERM);
  await box.waitForSuggestions();
  const items = box.group(/^articoli$/i).getByRole('option');
  await expect(items.first()).toContainText(/AL\d{6}/);
  await expect(items.first()).toContainText(/Pasta di semola/);
  const categories = box.group(/^categorie$/i).getByRole('option');
  await expect(categories.filter({ hasText: '06.02.02' })).toContainText('Pastiglie per lavastoviglie');
  const suppliers = box.group(/^fornitori$/i).getByRole('option');
  await expect(suppliers).toHaveCount(1);
  await expect(suppliers).toContainText('F002');
  await expect(suppliers).toContainText('Pastificio Meridionale S.r.l.');
  // Visitors see no prices in the suggestions.
  await expect(box.listbox).not.toContainText('€');
});

test(
  'arrows move through the suggestions (wrapping), Enter opens the product page',
  { tag: '@rules' },
  async ({ page }) => {
    const box = new SearchBox(page);
    await box.type(TERM);
    await box.waitForSuggestions();
    const count = await box.options().count();
    await box.input.press('ArrowDown');
    await expect(box.options().first()).toHaveAttribute('aria-selected', 'true');
    const firstId = await box.options().first().getAttribute('id');
    expect(firstId).toBeTruthy();
    await expect(box.input).toHaveAttribute('aria-activedescendant', firstId ?? '');
    await box.input.press('ArrowUp');
    await expect(box.options().nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await box.input.press('ArrowDown');
    await box.input.press('ArrowDown');
    const second = box.options().nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const code = (await second.textContent())?.match(/[A-Z]{2}\d{6}/)?.[0];
    expect(code).toBeTruthy();
    await box.input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/[^/]+/[^/?]+\\?codart=${code}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);

test(
  'Escape closes the suggestions, and a second Escape clears the box',
  { tag: '@rules' },
  async ({ page }) => {
    const box = new SearchBox(page);
    await box.type(TERM);
    await box.waitForSuggestions();
    await box.input.press('Escape');
    await expect(box.input).toHaveAttribute('aria-expanded', 'false');
    await expect(box.listbox).toBeHidden();
    await expect(box.input).toHaveValue(TERM);
    await box.input.press('Escape');
    await expect(box.input).toHaveValue('');
  },
);

test('a click on a category opens its listing', { tag: '@rules' }, async ({ page }) => {
  const box = new SearchBox(page);
  await box.type(TERM);
  await box.waitForSuggestions();
  await box
    .group(/^categorie$/i)
    .getByRole('option', { name: /Pastiglie per lavastoviglie/ })
    .click();
  await expect(page).toHaveURL(/\/category\/06\.02\.02\/pastiglie-per-lavastoviglie\?category=06\.02\.02$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pastiglie per lavastoviglie');
  await expect(box.listbox).toBeHidden();
});

test(
  'a click on a supplier opens the search listing of that supplier',
  { tag: '@rules' },
  async ({ page }) => {
    const box = new SearchBox(page);
    await box.type(TERM);
    await box.waitForSuggestions();
    await box
      .group(/^fornitori$/i)
      .getByRole('option')
      .click();
    await expect(page).toHaveURL(/\/search\?supplier=F002$/);
    await expect(page.getByRole('main')).toContainText('Fornitore: Pastificio Meridionale S.r.l.');
  },
);

test('a click on an item opens its product page', { tag: '@rules' }, async ({ page }) => {
  const box = new SearchBox(page);
  await box.type(TERM);
  await box.waitForSuggestions();
  await box
    .group(/^articoli$/i)
    .getByRole('option')
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\/al\d{6}\/pasta-di-semola-[^?]+\?codart=AL\d{6}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pasta di semola');
});

test(
  'Enter without a chosen suggestion, or the button, opens /search with the term',
  { tag: '@rules' },
  async ({ page }) => {
    const box = new SearchBox(page);
    await box.type(TERM);
    await box.waitForSuggestions();
    await box.input.press('Enter');
    await expect(page).toHaveURL(`/search?search_term=${TERM}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Risultati per “${TERM}”`);
    await expect(box.input).toHaveValue(TERM);

    await new ShopPage(page).open('/en');
    await box.input.fill('riso');
    await box.submit.click();
    await expect(page).toHaveURL('/en/search?search_term=riso');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('riso');
  },
);

test('the term is required: an empty search goes nowhere', { tag: '@rules' }, async ({ page }) => {
  const box = new SearchBox(page);
  await box.submit.click();
  await expect(page).toHaveURL(/\/$/);
  expect(await box.input.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(
    'Scrivi cosa cerchi.',
  );
});

test('no accessibility violations with the suggestions open; screenshots', async ({ page }, testInfo) => {
  const box = new SearchBox(page);
  await box.type(TERM);
  await box.waitForSuggestions();
  await box.input.press('ArrowDown');
  expect(await axeViolations(page)).toEqual([]);
  const name = testInfo.project.name === 'desktop' ? 'desktop' : '360';
  await page.screenshot({ path: `${SHOTS}/search-suggestions-${name}.png` });
});
