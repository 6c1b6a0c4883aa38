// The storefront and GraphiQL work in a real browser under the gateway's Content-Security-Policy: the
// server-rendered page's inline scripts run (allowed by the answer's nonce, so the page hydrates),
// Chakra's run-time styles apply, nothing is
// blocked on the way from the home page through a listing and a product page to a login. Over
// plain HTTP no HSTS is sent (a LAN host name must keep working).
import { expect, test } from '../../support/fixtures';
import { DEMO_PASSWORD } from '../../../apps/api/src/seed/data/users';
import { CatalogueListing, ProductDetail } from '../../pages/catalogue';
import { LoginPage } from '../../pages/LoginPage';
import { ShopPage } from '../../pages/ShopPage';
import { pickProducts, productUrl } from '../../support/cart-api';
import { watchCspViolations } from '../../support/csp';

test.describe('security headers @rules', () => {
  test('the storefront runs under its CSP with nothing blocked, from home to login', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)';/.exec(
      headers['content-security-policy'] ?? '',
    )?.[1];
    expect(nonce).toBeDefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    await new ShopPage(page).sideMenu();
    // The page's inline scripts carry the answer's nonce, and they ran: the app hydrated.
    expect(await response?.text()).toContain(`<script nonce="${nonce}">`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    await new CatalogueListing(page).open('/offerte');
    const { single } = await pickProducts(page.request);
    await page.goto(productUrl(single.code));
    await expect(new ProductDetail(page).heading).toBeVisible();

    const login = new LoginPage(page);
    await login.open('/login');
    await login.username.fill('ferri');
    await login.password.fill(DEMO_PASSWORD);
    await login.submit.click();
    await expect(page).toHaveURL(/\/account$/);
    expect(await violations()).toEqual([]);
  });

  test('GraphiQL runs under its own policy and answers a query', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const response = await page.goto('/graphql');
    expect(response?.headers()['content-security-policy']).toContain("font-src 'self' data:");
    const editor = page.locator('.graphiql-query-editor .CodeMirror').first();
    await expect(editor).toBeVisible();
    await page.evaluate(() => {
      const element = document.querySelector('.graphiql-query-editor .CodeMirror') as
        (Element & { CodeMirror?: { setValue(v: string): void } }) | null;
      element?.CodeMirror?.setValue('{ ping }');
    });
    // GraphiQL reads the operation's name from the editor a moment after a change: until then it
    // still sends the default document's name (Shell), which this document does not have.
    await expect(async () => {
      await page.getByRole('button', { name: /execute query/i }).click();
      await expect(page.locator('.graphiql-response')).toContainText('"ping": true', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    expect(await violations()).toEqual([]);
  });
});
