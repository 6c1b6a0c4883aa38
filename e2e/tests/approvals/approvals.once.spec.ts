// Approvals (issue 15): management (admin) sets the rule "orders above an amount" (a missing amount is
// refused at its field); a customer (ferri) places an order above it and sees it waiting for approval;
// an approver of the sales office (ufficio, who did not place it) edits a line and approves it; the
// customer sees it received and has a notification; another order is rejected with a reason the
// customer reads on the order. axe on the approvals page at 1440 and 768 px, with screenshots. Then
// the whole life of one order: it waits, is edited and approved, ships in two deliveries with a
// backorder the customer sees in between, is invoiced; the customer downloads both delivery notes
// and the invoice, opens an issue that management closes, and both sides are told.
//
// The rule holds for every order placed while it is on (imports too), so this spec runs in a project
// of its own, after every other (playwright.config.ts: `approvals`; alone: `--project approvals
// --no-deps`), and switches the rule off again at the end, whatever happened.
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { CONSENT_KEY, consentEntry, expect, test } from '../../support/fixtures';
import { SHOP_URL } from '../../support/shop';
import { axeViolations } from '../../support/axe';
import {
  acceptPrivacyInForce,
  addToCart,
  availableProducts,
  cartState,
  emptyCart,
  graphqlAs,
} from '../../support/shop-graphql';
import { OrderRecord } from '../../pages/OrdersPages';
import { SessionDialog } from '../../pages/SessionDialog';
import { TEMPORARY_PASSWORD } from '../../../apps/api/src/seed/data/users';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
const RULES_OFF = `mutation { setApprovalRules(input: { amountAbove: false, agentDiscountAboveCeiling: false,
  creditLimitExceeded: false, buyerWu: false }) { kind } }`;

// Three sessions, dialogs, axe and screenshots on a shared 2-core machine: room for that, one test
// after the other.
test.describe.configure({ mode: 'default', timeout: 240_000 });

/** A window of its own with the cookie choice already made. */
async function newWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SHOP_URL });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_KEY,
    consentEntry(false),
  ] as const);
  return context.newPage();
}

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

/** The customer's cart filled past `above` euro with in-stock products; answers its total. */
async function fillCartAbove(request: APIRequestContext, above: number, skip: number): Promise<number> {
  await emptyCart(request);
  const products = await availableProducts(request, 3, skip);
  for (const product of products) await addToCart(request, product.code, product.minQuantity * 20);
  let cart = await cartState(request);
  for (let round = 0; cart.summary.total <= above && round < 5; round++) {
    for (const product of products) await addToCart(request, product.code, product.minQuantity * 20);
    cart = await cartState(request);
  }
  expect(cart.summary.total).toBeGreaterThan(above);
  return cart.summary.total;
}

async function placeOrder(
  request: APIRequestContext,
  key: string,
): Promise<{ number: string; status: string }> {
  const { placeOrder: placed } = await graphqlAs<{ placeOrder: { number: string; status: string } }>(
    request,
    `mutation($key: String!) { placeOrder(idempotencyKey: $key, input: { acceptSaleConditions: true }) { number status } }`,
    { key },
  );
  return placed;
}

/**
 * The office's user, logged in with the forced password change done. Earlier specs of the run may
 * have changed ufficio's seeded temporary password (management gives him one again first) and
 * published a privacy version he has not accepted (accepted here, so its dialog takes no clicks).
 */
async function officeWindow(browser: Browser, admin: APIRequestContext): Promise<Page> {
  await graphqlAs(
    admin,
    `mutation($password: String) { resetUserPassword(code: "ufficio", temporaryPassword: $password) { temporaryPassword } }`,
    { password: TEMPORARY_PASSWORD },
  );
  const page = await newWindow(browser);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const session = new SessionDialog(page);
  await session.logIn('ufficio', TEMPORARY_PASSWORD, /\/reservedarea$/);
  const dialog = session.dialog('Cambia la password');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Password attuale/).fill(TEMPORARY_PASSWORD);
  await dialog.getByLabel(/^Nuova password/).fill('Approvazioni2026');
  await dialog.getByLabel(/^Ripeti la nuova password/).fill('Approvazioni2026');
  await session.save(dialog).click();
  await expect(dialog).toHaveCount(0);
  await acceptPrivacyInForce(page.request);
  await page.reload();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return page;
}

test('admin sets the amount rule; ufficio edits a waiting order and approves it; another is rejected with a reason', async ({
  page,
  browser,
}) => {
  // The customer's cart first: the rule's amount is set below what it adds up to.
  const customer = await newWindow(browser);
  await customer.setViewportSize({ width: 1440, height: 1000 });
  await new SessionDialog(customer).logIn('ferri', undefined, /\/account$/);
  const total = await fillCartAbove(customer.request, 600, 10);
  const threshold = Math.floor(total / 2);

  await page.setViewportSize({ width: 1440, height: 1000 });
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  try {
    await page.goto('/approvazioni');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approvazioni');
    const rules = page.getByRole('form', { name: 'Regole di approvazione' });
    await expect(rules).toBeVisible();
    // On without an amount: refused at the field, nothing sent, the tick kept.
    await rules.getByText('Ordini sopra un importo').click();
    await rules.getByRole('button', { name: 'Salva le regole' }).click();
    const amount = rules.getByLabel(/^Importo \(EUR/);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(rules.getByText('Campo obbligatorio.')).toBeVisible();
    await amount.fill(String(threshold));
    await rules.getByRole('button', { name: 'Salva le regole' }).click();
    await expect(rules.getByRole('status')).toHaveText('Modifiche salvate.');

    // The customer's order waits, and the customer sees so.
    const first = await placeOrder(customer.request, `e2e-approvals-1-${Date.now()}`);
    expect(first.status).toBe('WAITING_APPROVAL');
    await customer.goto(`/account/orders/${first.number}`);
    await expect(customer.getByText('In approvazione').first()).toBeVisible();
    await expect(customer.getByTestId('order-approval-note')).toBeVisible();

    // The queue as management sees it: the order with its reason; axe and screenshots.
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: first.number });
    await expect(row).toBeVisible();
    await expect(row).toContainText('sopra la soglia');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/approvals-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 768, height: 1000 });
    await expect(row).toBeVisible();
    await noHorizontalScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/approvals-768.png`, fullPage: true });

    // The office's approver opens it from the queue, edits a line, then approves it.
    const office = await officeWindow(browser, page.request);
    await office.goto('/approvazioni');
    await office.getByRole('row').filter({ hasText: first.number }).getByRole('link').first().click();
    const record = new OrderRecord(office);
    await expect(record.heading).toHaveText(`Ordine ${first.number}`);
    await expect(record.status).toHaveText('In approvazione');
    await expect(office.getByTestId('approval-reasons')).toContainText('sopra la soglia');
    const lines = await graphqlAs<{ managedOrder: { lines: Array<{ code: string; quantity: number }> } }>(
      office.request,
      `query($n: String!) { managedOrder(number: $n) { lines { code quantity } } }`,
      { n: first.number },
    );
    const line = lines.managedOrder.lines[0];
    if (!line) throw new Error('no line');
    await record.action('Modifica righe').click();
    await record.editQuantity(line.code).fill(String(line.quantity / 2));
    await record.editDialog.getByRole('button', { name: 'Salva le righe' }).click();
    await expect(record.editDialog).toHaveCount(0);
    await expect(record.line(line.code)).toContainText(String(line.quantity / 2));
    const decide = office.getByRole('group', { name: 'Approvazione' });
    await decide.getByRole('button', { name: 'Approva', exact: true }).click();
    const confirm = office.getByTestId('confirm-dialog');
    await confirm.getByLabel('Nota (facoltativa)').fill('Quantità dimezzata d’accordo col cliente');
    await confirm.getByRole('button', { name: 'Approva', exact: true }).click();
    await expect(record.outcome).toHaveText('Ordine approvato.');
    await expect(record.status).toHaveText('Ricevuto');
    await expect(office.getByTestId('approval-decision')).toContainText('dopo aver modificato le righe');
    await expect(decide).toHaveCount(0);

    // The customer sees it received, and is told.
    await customer.reload();
    await expect(customer.getByTestId('order-approval-note')).toHaveCount(0);
    await expect(customer.getByText('Ricevuto').first()).toBeVisible();
    await customer.goto('/notifiche');
    await expect(
      customer.getByTestId('notification').filter({ hasText: `Ordine ${first.number} approvato` }),
    ).toBeVisible();

    // A second order above the amount: rejected with a reason (required), which the customer reads.
    await fillCartAbove(customer.request, threshold, 10);
    const second = await placeOrder(customer.request, `e2e-approvals-2-${Date.now()}`);
    expect(second.status).toBe('WAITING_APPROVAL');
    await record.open(second.number);
    await decide.getByRole('button', { name: 'Respingi', exact: true }).click();
    await confirm.getByRole('button', { name: 'Respingi', exact: true }).click();
    await expect(confirm.getByText('Scrivi il motivo: il cliente lo vedrà.')).toBeVisible();
    await confirm.getByLabel(/^Motivo/).fill('Budget mensile superato: riordinare a gennaio');
    await confirm.getByRole('button', { name: 'Respingi', exact: true }).click();
    await expect(record.outcome).toHaveText('Ordine respinto.');
    await expect(record.status).toHaveText('Respinto');
    await customer.goto(`/account/orders/${second.number}`);
    await expect(customer.getByTestId('order-rejection')).toContainText(
      'Budget mensile superato: riordinare a gennaio',
    );
    expect(await axeViolations(customer)).toEqual([]);
    await office.context().close();
  } finally {
    // Whatever happened, no order placed after this spec waits for approval.
    await graphqlAs(page.request, RULES_OFF);
    await customer.context().close();
  }
});

/** The bytes a document link downloads. */
async function downloaded(page: Page, link: Locator): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('the whole life of an order: approval with an edit, two deliveries with a backorder between, documents, an issue, notifications on both sides', async ({
  page,
  browser,
}) => {
  const stamp = `e2e ${Date.now()}`;
  const customer = await newWindow(browser);
  await customer.setViewportSize({ width: 1440, height: 1000 });
  await new SessionDialog(customer).logIn('ferri', undefined, /\/account$/);
  const total = await fillCartAbove(customer.request, 600, 20);

  await page.setViewportSize({ width: 1440, height: 1000 });
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  try {
    await graphqlAs(
      page.request,
      `mutation($t: Float!) { setApprovalRules(input: { amountAbove: true, threshold: $t,
        agentDiscountAboveCeiling: false, creditLimitExceeded: false, buyerWu: false }) { kind } }`,
      { t: Math.floor(total / 2) },
    );

    // The customer orders; the order waits for approval.
    const order = await placeOrder(customer.request, `e2e-life-${Date.now()}`);
    expect(order.status).toBe('WAITING_APPROVAL');

    // An approver (admin, not the placer) halves the first line and approves.
    const record = new OrderRecord(page);
    await record.open(order.number);
    await expect(record.status).toHaveText('In approvazione');
    const { managedOrder } = await graphqlAs<{
      managedOrder: { lines: Array<{ code: string; quantity: number }> };
    }>(page.request, `query($n: String!) { managedOrder(number: $n) { lines { code quantity } } }`, {
      n: order.number,
    });
    const line = managedOrder.lines[0];
    if (!line) throw new Error('no line');
    const halved = line.quantity / 2;
    await record.action('Modifica righe').click();
    await record.editQuantity(line.code).fill(String(halved));
    await record.editDialog.getByRole('button', { name: 'Salva le righe' }).click();
    await expect(record.editDialog).toHaveCount(0);
    const decide = page.getByRole('group', { name: 'Approvazione' });
    await decide.getByRole('button', { name: 'Approva', exact: true }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Approva', exact: true }).click();
    await expect(record.status).toHaveText('Ricevuto');

    // Confirmed, then a first delivery of one unit of that line: the rest stays open.
    await record.action('Conferma').click();
    await expect(record.status).toHaveText('Confermato');
    await record.action('Spedisci').click();
    await record.shipQuantity(line.code).fill('1');
    await record.shipDialog.getByRole('button', { name: 'Crea il DDT' }).click();
    await expect(record.shipDialog.getByText(/^Creato il DDT \d{4}\/\d{6}\.$/)).toBeVisible();
    await record.shipDialog.getByRole('button', { name: 'Torna all’ordine' }).click();
    await expect(record.status).toHaveText('Spedito in parte');
    await expect(record.line(line.code).getByTestId('line-open')).toHaveText(String(halved - 1));

    // The customer sees the backorder of that line.
    await customer.goto('/account/backorders');
    const backorder = customer
      .getByTestId('backorders')
      .getByRole('row')
      .filter({ hasText: order.number })
      .filter({ hasText: line.code });
    await expect(backorder).toBeVisible();
    await expect(backorder).toContainText(`${halved - 1} `);

    // The rest in a second delivery; both delivery notes invoiced.
    await record.action('Spedisci').click();
    await record.shipDialog.getByRole('button', { name: 'Crea il DDT' }).click();
    await expect(record.shipDialog.getByText(/^Creato il DDT/)).toBeVisible();
    await record.shipDialog.getByRole('button', { name: 'Torna all’ordine' }).click();
    await expect(record.status).toHaveText('Spedito');
    await record.documents.getByRole('button', { name: 'Fattura tutti i DDT (2)' }).click();
    await record.documents
      .page()
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Emetti la fattura' })
      .click();
    await expect(record.status).toHaveText('Fatturato');

    // The customer: no backorder left, both delivery notes and the invoice downloaded as PDFs.
    await customer.reload();
    await expect(
      customer.getByTestId('backorders').getByRole('row').filter({ hasText: order.number }),
    ).toHaveCount(0);
    await customer.goto(`/account/orders/${order.number}`);
    const documents = customer.getByTestId('order-documents');
    const notes = documents.getByRole('link', { name: /^Scarica DDT \d{4}\/\d{6} in PDF$/ });
    await expect(notes).toHaveCount(2);
    const invoice = documents.getByRole('link', { name: /^Scarica Fattura \d{4}\/\d{6} in PDF$/ });
    await expect(invoice).toHaveCount(1);
    for (const link of [notes.nth(0), notes.nth(1), invoice]) {
      expect((await downloaded(customer, link)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    // An issue opened by the customer on the halved line, answered and closed by management.
    const card = customer.getByTestId('order-issues');
    await card.getByTestId('order-issue-kind').selectOption('DAMAGED');
    await card.getByTestId('order-issue-line').selectOption('1');
    await card.getByTestId('order-issue-text').fill(`Un cartone è arrivato rotto (${stamp}).`);
    await card.getByTestId('order-issue-submit').click();
    await expect(card.getByTestId('order-issue').filter({ hasText: stamp })).toBeVisible();
    await page.goto('/notifiche');
    await expect(
      page.getByTestId('notification').filter({ hasText: `Nuova segnalazione sull’ordine ${order.number}` }),
    ).toBeVisible();
    await record.open(order.number);
    const thread = page.getByTestId('order-issue').filter({ hasText: stamp });
    await thread.getByTestId('order-issue-reply').fill(`Lo sostituiamo con la prossima consegna (${stamp}).`);
    await thread.getByTestId('order-issue-status-select').selectOption('CLOSED');
    await thread.getByRole('button', { name: 'Cambia stato' }).click();
    await expect(thread.getByTestId('order-issue-status')).toHaveText('Chiusa');

    // The customer was told at each step.
    await customer.goto('/notifiche');
    for (const title of [
      `Ordine ${order.number} approvato`,
      `Ordine ${order.number}: spedito in parte`,
      `Ordine ${order.number}: fatturato`,
      `Segnalazione sull’ordine ${order.number}: chiusa`,
    ]) {
      await expect(customer.getByTestId('notification').filter({ hasText: title }).first()).toBeVisible();
    }
    expect(await axeViolations(customer)).toEqual([]);
  } finally {
    await graphqlAs(page.request, RULES_OFF);
    await customer.context().close();
  }
});
