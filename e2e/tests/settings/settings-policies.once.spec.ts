// Settings and texts (reserved area, management): admin changes the customers' page size
// (Set_NumRes_B2B) and a main-menu title, and a visitor's next page load shows both (the content
// version); a bad value is refused at its field; each change is in the audit log. Admin publishes a
// new privacy version and bianchi is asked to accept it at the next visit. An agent gets the
// not-allowed page on the three routes.
//
// The specs share one database, so this one runs in the `shared-state` project, after every other
// spec (alone: `playwright test --project shared-state --no-deps`). It still leaves the shop as it
// found it: the page size and the menu title are put back at the end of their test, and the privacy
// version published here has the same items as the one before; every seeded user who had accepted
// the old version (but bianchi, who starts without an acceptance) accepts the new one at once.
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CONSENT_KEY, consentEntry, expect, test } from '../../support/fixtures';
import { SHOP_URL } from '../../support/shop';
import { axeViolations } from '../../support/axe';
import { CatalogueListing } from '../../pages/catalogue';
import { SessionDialog } from '../../pages/SessionDialog';
import { DEMO_PASSWORD, USERS } from '../../../apps/api/src/seed/data/users';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
const LISTING = '/brand/CASCINA/cascina-verde?brand=CASCINA';
// Logins, axe runs and screenshots on a shared 2-core machine: more time than the default. One
// after the other, never side by side (the suite is fullyParallel): the new privacy version
// published by one test asks the admin of another to accept it, and its dialog takes the clicks.
test.describe.configure({ mode: 'default', timeout: 240_000 });

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

/** A window of its own with the cookie choice already made (a visitor, or another user). */
async function newWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SHOP_URL });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_KEY,
    consentEntry(false),
  ] as const);
  return context.newPage();
}

/** The page's audit log (AuditLogPanel). */
function auditLog(page: Page) {
  return page.getByRole('region', { name: 'Registro delle modifiche' });
}

async function saveSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Salva le impostazioni' }).click();
  await expect(page.getByRole('form', { name: 'Impostazioni' }).getByRole('status')).toHaveText(
    'Modifiche salvate.',
  );
}

async function renameMenuEntry(page: Page, from: string, to: string): Promise<void> {
  await page
    .getByTestId('section-entries')
    .getByRole('button', { name: `Modifica ${from}`, exact: true })
    .click();
  const dialog = page.getByTestId('config-entry-dialog');
  await dialog.getByLabel('Titolo (italiano)').fill(to);
  await dialog.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('section-entries').getByRole('status')).toHaveText(
    'Modifiche salvate: il negozio le mostra già.',
  );
}

test('admin changes the page size and a menu title; a visitor sees both at once; bad values are refused at their field', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);

  // The settings: a page size out of its range is refused at its field, nothing typed is lost.
  await page.goto('/tools/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impostazioni del negozio');
  const pageSize = page.getByLabel('Prodotti per pagina nel catalogo (clienti)');
  await expect(pageSize).toHaveValue('12');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/settings-1440.png`, fullPage: true });
  await pageSize.fill('0');
  await page.getByLabel('Tipo d’ordine del gestionale per gli ordini del sito').fill('AB');
  await page.getByRole('button', { name: 'Salva le impostazioni' }).click();
  await expect(pageSize).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Il valore minimo è 1.')).toBeVisible();
  await expect(page.getByLabel('Tipo d’ordine del gestionale per gli ordini del sito')).toHaveValue('AB');
  await page.getByLabel('Tipo d’ordine del gestionale per gli ordini del sito').fill('');
  await pageSize.fill('8');
  await saveSettings(page);
  await expect(auditLog(page).getByRole('listitem').first()).toContainText('8');

  // A main-menu title: a link that is no link is refused at its field, then the title is saved.
  await page.goto('/tablemanagement?tipo=Menu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testi e menu');
  await page
    .getByTestId('section-entries')
    .getByRole('button', { name: 'Modifica Outlet', exact: true })
    .click();
  const dialog = page.getByTestId('config-entry-dialog');
  await dialog.getByLabel('Collegamento').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(dialog.getByLabel('Collegamento')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(/Un percorso del negozio \(che inizia con \/\)/)).toBeVisible();
  await dialog.getByLabel('Collegamento').fill('/outlet?type=O');
  await dialog.getByLabel('Titolo (italiano)').fill('Outlet e stock');
  await dialog.getByRole('button', { name: 'Mostra l’anteprima' }).click();
  await expect(dialog.getByTestId('config-preview')).toContainText('Outlet e stock');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('config-preview')).toContainText('Outlet e stock');
  await expect(auditLog(page).getByRole('listitem').first()).toContainText('Outlet e stock');

  // A visitor's next page load shows both at once.
  const visitor = await newWindow(browser);
  const listing = new CatalogueListing(visitor);
  await listing.open(LISTING);
  await expect(listing.cards).toHaveCount(8);
  await expect(visitor.getByRole('link', { name: 'Outlet e stock' }).first()).toBeVisible();

  // Put back what the other specs count on: the menu title and 12 a page.
  await renameMenuEntry(page, 'Outlet e stock', 'Outlet');
  await page.goto('/tools/settings');
  await page.getByLabel('Prodotti per pagina nel catalogo (clienti)').fill('12');
  await saveSettings(page);
  await visitor.reload();
  await listing.waitForResults();
  await expect(listing.cards).toHaveCount(12);
  await expect(visitor.getByRole('link', { name: 'Outlet', exact: true }).first()).toBeVisible();
  await visitor.context().close();

  // Another tipo from the URL; the footer by columns; tablet and phone widths.
  await page.goto('/tablemanagement?tipo=Footer');
  await expect(page.getByTestId('tipo-chooser')).toHaveValue('Footer');
  await expect(page.getByRole('heading', { name: 'Colonna 1' })).toBeVisible();
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/tablemanagement?tipo=Menu');
  await expect(page.getByTestId('config-entry').first()).toBeVisible();
  await noHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/tablemanagement-768.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await noHorizontalScroll(page);
  await page.goto('/tools/settings');
  await expect(page.getByLabel('Prodotti per pagina nel catalogo (clienti)')).toHaveValue('12');
  await noHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});

interface Session {
  username: string;
  token: string;
}

async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<{ data?: T; errors?: unknown[] }> {
  const response = await request.post(`${SHOP_URL}/graphql`, {
    data: { query, variables },
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return (await response.json()) as { data?: T; errors?: unknown[] };
}

/** Signs a seeded user in (a session of its own) and says whether the privacy policy is accepted. */
async function signIn(request: APIRequestContext, username: string) {
  const result = await gql<{ login: { token: string; user: { consents: { privacyPolicy: boolean } } } }>(
    request,
    `mutation ($input: LoginInput!) { login(input: $input, tokenDelivery: BEARER) { token user { consents { privacyPolicy } } } }`,
    { input: { username, password: DEMO_PASSWORD } },
  );
  const login = result.data?.login;
  return login ? { username, token: login.token, accepted: login.user.consents.privacyPolicy } : null;
}

/** Accepts the privacy version in force as `session`'s user: every box ticked, the first option chosen. */
async function acceptPrivacy(request: APIRequestContext, session: Session): Promise<boolean> {
  const policy = await gql<{
    policy: {
      version: number;
      items: Array<{ code: string; kind: string; options: Array<{ value: string }> }>;
    };
  }>(
    request,
    `query { policy(kind: PRIVACY, language: IT) { version items { code kind options { value } } } }`,
    {},
    session.token,
  );
  const text = policy.data?.policy;
  if (!text) return false;
  const answers = text.items.map((item) => ({
    code: item.code,
    value: item.kind === 'CHECKBOX' ? 'S' : (item.options[0]?.value ?? '1'),
  }));
  const accepted = await gql(
    request,
    `mutation ($answers: [PolicyAnswerInput!]!, $version: Int) { acceptPolicies(kind: PRIVACY, answers: $answers, version: $version) { code } }`,
    { answers, version: text.version },
    session.token,
  );
  return !accepted.errors;
}

test('admin publishes a new privacy version and a customer is asked to accept it at the next visit', async ({
  page,
  browser,
  request,
}) => {
  // bianchi has accepted the version in force (so that the question is about the new one).
  const bianchi = await signIn(request, 'bianchi');
  expect(bianchi).not.toBeNull();
  if (bianchi && !bianchi.accepted) expect(await acceptPrivacy(request, bianchi)).toBe(true);
  // The others who have accepted it accept the new one at once (sessions opened beforehand).
  const others = (
    await Promise.all(USERS.filter((u) => u.username !== 'bianchi').map((u) => signIn(request, u.username)))
  ).filter((s): s is NonNullable<typeof s> => s !== null && s.accepted);

  await page.setViewportSize({ width: 1440, height: 1000 });
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  await page.goto('/altmanagement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy e condizioni di vendita');
  await expect(page.getByRole('button', { name: 'Informativa privacy', pressed: true })).toBeVisible();
  const versions = page.getByTestId('policy-versions');
  await expect(versions.getByRole('row').nth(1)).toContainText('In vigore');
  expect(await axeViolations(page)).toEqual([]);

  // A new draft starts from the version in force; an item without its English text is refused there.
  await page.getByRole('button', { name: 'Prepara una nuova versione' }).click();
  const draft = page.getByTestId('policy-draft');
  const firstItem = draft.getByTestId('policy-item').first();
  const english = firstItem.getByLabel('Testo (inglese)');
  const englishText = await english.inputValue();
  expect(englishText).not.toBe('');
  await english.fill('');
  await draft.getByRole('button', { name: 'Salva la bozza' }).click();
  await expect(english).toHaveAttribute('aria-invalid', 'true');
  await expect(firstItem.getByText('Campo obbligatorio.')).toBeVisible();
  await english.fill(englishText);
  await draft.getByRole('button', { name: 'Salva la bozza' }).click();
  await expect(page.getByTestId('policy-note')).toHaveText('Bozza salvata.');
  await expect(versions.getByRole('row').nth(1)).toContainText('Bozza');
  await page.screenshot({ path: `${SHOTS}/policies-1440.png`, fullPage: true });

  // Publishing asks first, saying that every customer will be asked again.
  await page.getByRole('button', { name: /^Pubblica la versione \d+$/ }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('a ogni cliente sarà chiesto di accettarla di nuovo');
  await confirm.getByRole('button', { name: /^Pubblica la versione \d+$/ }).click();
  await expect(page.getByTestId('policy-note')).toHaveText(/^Versione \d+ pubblicata/);
  // (A user who must change the password first may not answer; the rest must.)
  const reaccepted = await Promise.all(others.map((session) => acceptPrivacy(request, session)));
  expect(reaccepted.filter(Boolean).length).toBeGreaterThan(others.length / 2);
  await expect(versions.getByRole('row').nth(1)).toContainText('In vigore');
  await expect(versions.getByRole('row').nth(2)).toContainText('Pubblicata');
  await expect(auditLog(page).getByRole('listitem').first()).toContainText(/privacy|pubblic|publish/i);

  // What bianchi accepted is no longer the version in force.
  await page.reload();
  const consents = page.getByTestId('policy-consents');
  await consents.getByLabel('Codice utente').fill('bianchi');
  await consents.getByRole('button', { name: 'Cerca' }).click();
  await expect(consents).toContainText('Da accettare di nuovo');
  expect(await axeViolations(page)).toEqual([]);

  // bianchi's next visit: the privacy dialog asks for the new version (left unanswered: see above).
  const customer = await newWindow(browser);
  await new SessionDialog(customer).logIn('bianchi');
  await expect(new SessionDialog(customer).dialog('Informativa sulla privacy')).toBeVisible();
  await customer.context().close();

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/altmanagement?doc=sale');
  await expect(page.getByRole('button', { name: 'Condizioni di vendita', pressed: true })).toBeVisible();
  await expect(page.getByTestId('policy-versions')).toBeVisible();
  await noHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('an agent gets the not-allowed page on the settings, the entries and the policies', async ({ page }) => {
  await new SessionDialog(page).logIn('moretti', undefined, /\/reservedarea$/);
  for (const path of ['/tools/settings', '/tablemanagement', '/altmanagement']) {
    await page.goto(path);
    await expect(page.getByTestId('not-allowed')).toBeVisible();
  }
});
