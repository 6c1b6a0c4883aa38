// Suggestions for a signed-in customer: prices, and adding a suggested product to the cart from the
// panel beside the listbox (it changes the user's cart, so it runs once per suite).
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { SearchBox } from '../../pages/SearchBox';
import { SessionDialog } from '../../pages/SessionDialog';

// The machine runs several suites at once: pages answer slowly, so waits are generous.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
const TERM = 'pasti';

test('a signed-in customer sees prices and can add a suggested product to the cart', async ({ page }) => {
  await new SessionDialog(page).logIn('gallo', undefined, /\/account$/);
  const box = new SearchBox(page);
  await box.type(TERM);
  await box.waitForSuggestions();
  await expect(
    box
      .group(/^articoli$/i)
      .getByRole('option')
      .first(),
  ).toContainText('€');
  await box.input.press('ArrowDown');
  const first = box.options().first();
  const description = (await first.locator('p').nth(1).textContent())?.trim() ?? '';
  const panel = page.getByRole('region', { name: /^aggiungi al carrello:/i });
  await expect(panel).toContainText(description);
  // The panel is outside the listbox: its controls are never inside an option.
  await expect(box.listbox.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/search-suggestions-user-desktop.png` });
  expect(await axeViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: /aggiungi/i }).click();
  await expect(page.getByText(/aggiunto al carrello|added to your cart/i).first()).toBeVisible();
});
