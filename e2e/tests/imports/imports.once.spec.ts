// Imports (issue 15): a sales office user (U) uploads a 1,000-row CSV of orders for five clients, ten
// rows of it bad (unknown codes, quantities that are not whole or not a multiple of the pack, unknown
// clients, a row without a client). The preview says 990 valid and 10 refused; the import places one
// order per client; the refused rows download as CSV (ten rows) and XLSX; the same file uploaded
// again places nothing. Places orders: once per suite. The clients (C00031–C00035) and the products
// (far down the catalogue, with stock for all five orders) are ones no other spec counts on.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { SessionDialog } from '../../pages/SessionDialog';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
const CLIENTS = ['C00031', 'C00032', 'C00033', 'C00034', 'C00035'];
const GOOD_PER_CLIENT = 198;
const PASSWORD = 'Importa2026sicura';
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A GraphQL call with a Bearer token (no browser session): set-up and counts. */
async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  path = '/graphql',
): Promise<T> {
  const response = await request.post(path, {
    data: { query, variables },
    headers: {
      'content-type': 'application/json',
      'x-sessionid': 'e2e-imports-session-0123456789',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

async function bearer(request: APIRequestContext, username: string, password: string): Promise<string> {
  const data = await gql<{ login: { token: string } }>(
    request,
    `mutation($u: String!, $p: String!) { login(input: { username: $u, password: $p }, tokenDelivery: BEARER) { token } }`,
    { u: username, p: password },
  );
  return data.login.token;
}

/** A sales office user of this run, with a password of their own (no forced change left). */
async function officeUser(request: APIRequestContext): Promise<string> {
  const admin = await bearer(request, 'admin', 'Bellini2026');
  const code = `e2e.imp${Date.now() % 100_000_000}`;
  const created = await gql<{ createUser: { temporaryPassword: string } }>(
    request,
    `mutation($code: String!, $email: String!) {
      createUser(input: { code: $code, type: U, email: $email, firstName: "Ivo", lastName: "Import" }) {
        temporaryPassword
      }
    }`,
    { code, email: `${code}@ingrossobellini.example` },
    admin,
  );
  const temporary = created.createUser.temporaryPassword;
  const token = await bearer(request, code, temporary);
  await gql(
    request,
    `mutation($c: String!, $n: String!) { changePassword(current: $c, new: $n, repeat: $n) { lastName } }`,
    { c: temporary, n: PASSWORD },
    token,
  );
  return code;
}

interface Listed {
  code: string;
  minQuantity: number;
  quantityStep: number;
  stock: string;
}

/** Products with stock for all five orders (checked by the shop itself), and one sold in packs. */
async function products(request: APIRequestContext, token: string) {
  const listed: Listed[] = [];
  const all: Listed[] = [];
  for (const page of [31, 32, 33, 34, 35, 36]) {
    const data = await gql<{ products: { items: Listed[] } }>(
      request,
      `query($page: Int) { products(pageSize: 100, page: $page, language: IT, sort: CODE) {
        items { code minQuantity quantityStep stock } } }`,
      { page },
      token,
    );
    all.push(...data.products.items);
    listed.push(...data.products.items.filter((p) => p.stock === 'AVAILABLE'));
  }
  const plain = listed.filter((p) => p.minQuantity === p.quantityStep);
  const check = await gql<{ importOrdersCheck: { rows: { code: string; outcome: string }[] } }>(
    request,
    `mutation($rows: [ImportRowInput!]!) { importOrdersCheck(rows: $rows) { rows { code outcome } } }`,
    {
      rows: plain.map((p) => ({
        client: CLIENTS[0],
        code: p.code,
        quantity: String(p.minQuantity * CLIENTS.length),
      })),
    },
    token,
    '/graphql/imports',
  );
  const enough = new Set(check.importOrdersCheck.rows.filter((r) => r.outcome === 'OK').map((r) => r.code));
  const good = plain.filter((p) => enough.has(p.code)).slice(0, GOOD_PER_CLIENT);
  expect(good).toHaveLength(GOOD_PER_CLIENT);
  let pack = all.find((p) => p.quantityStep > 1);
  // Products sold in multiples are in some departments only: look through the catalogue for one.
  for (let page = 1; !pack && page <= 50; page += 1) {
    const data = await gql<{ products: { items: Listed[] } }>(
      request,
      `query($page: Int) { products(pageSize: 100, page: $page, language: IT, sort: CODE) {
        items { code minQuantity quantityStep stock } } }`,
      { page },
      token,
    );
    pack = data.products.items.find((p) => p.quantityStep > 1);
  }
  if (!pack) throw new Error('no product sold in packs');
  return { good, pack };
}

/** The file: 990 good rows (5 clients × 198 products) and 10 bad ones spread through it. */
function csvFile(good: Listed[], pack: Listed, tag: string): string {
  const lines: string[][] = [];
  for (const product of good) {
    for (const client of CLIENTS) lines.push([client, product.code, String(product.minQuantity), tag]);
  }
  const bad: string[][] = [
    ['C00031', 'ZZ-NON-ESISTE-1', '1', tag],
    ['C00032', 'ZZ-NON-ESISTE-2', '6', tag],
    ['C00033', 'zz non esiste', '2', tag],
    ['C00034', good[0]?.code ?? '', 'tre', tag],
    ['C00035', good[1]?.code ?? '', '0', tag],
    ['C00031', pack.code, String(pack.minQuantity + 1), tag],
    ['C00032', pack.code, String(Math.max(1, pack.minQuantity - 1)), tag],
    ['C99999', good[2]?.code ?? '', '1', tag],
    ['XYZ', good[3]?.code ?? '', '1', tag],
    ['', good[4]?.code ?? '', '1', tag],
  ];
  bad.forEach((row, index) => lines.splice(50 + index * 97, 0, row));
  expect(lines).toHaveLength(1000);
  return ['cliente;codice;quantità;riferimento', ...lines.map((line) => line.join(';'))].join('\n');
}

async function importOrderCounts(request: APIRequestContext, token: string): Promise<number[]> {
  const counts: number[] = [];
  for (const client of CLIENTS) {
    const data = await gql<{ managedOrders: { total: number } }>(
      request,
      `query($c: String) { managedOrders(filter: { clientCode: $c, channel: IMPORT }) { total } }`,
      { c: client },
      token,
    );
    counts.push(data.managedOrders.total);
  }
  return counts;
}

test('an office user imports 1,000 rows with 10 bad ones: one order per client, the refused rows downloaded, the same file never twice', async ({
  page,
  request,
}) => {
  const user = await officeUser(request);
  const token = await bearer(request, user, PASSWORD);
  const { good, pack } = await products(request, token);
  const csv = csvFile(good, pack, `E2E-${Date.now()}`);
  const before = await importOrderCounts(request, token);

  const session = new SessionDialog(page);
  await session.logIn(user, PASSWORD, /\/reservedarea$/);
  // A new user answers the privacy policy first.
  const privacy = session.dialog('Informativa sulla privacy');
  await expect(privacy).toBeVisible();
  await privacy.getByText('Dichiaro di aver letto', { exact: false }).click();
  const refuse = privacy.getByText('Non acconsento', { exact: true });
  for (let i = 0; i < (await refuse.count()); i += 1) await refuse.nth(i).click();
  await session.save(privacy).click();
  await expect(privacy).toHaveCount(0);
  // …and the sale conditions.
  const sale = session.dialog('Condizioni di vendita');
  await expect(sale).toBeVisible();
  await sale.getByText('Ho letto e accetto', { exact: false }).click();
  await sale.getByText('Approvo specificamente', { exact: false }).click();
  await sale.getByText('Ritiro presso il magazzino', { exact: true }).click();
  await session.save(sale).click();
  await expect(sale).toHaveCount(0);
  await page.goto('/importordini');
  await expect(page).toHaveURL(/\/importordini$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Importa ordini da file' })).toBeVisible();

  const upload = () =>
    page.getByTestId('import-file').setInputFiles({
      name: 'ordini-e2e.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
  await upload();
  const counts = page.getByTestId('import-counts');
  await expect(counts).toHaveText('990 righe valide, 10 rifiutate, 0 con avviso.', { timeout: 60_000 });
  await expect(page.getByTestId('import-status')).toContainText('ordini-e2e.csv: 1000 righe.');
  // The preview grid: refused rows carry the shop's reason.
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toContainText('C00031');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByTestId('import-run').click();
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('Importazione completata: 990 righe importate.', { timeout: 60_000 });
  await expect(result.getByTestId('import-made').getByRole('link')).toHaveCount(CLIENTS.length);
  expect(await importOrderCounts(request, token)).toEqual(before.map((n) => n + 1));

  // The refused rows' report: ten rows under the heading row.
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('import-report-csv').click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^import-orders-rifiutate-\d{4}-\d{2}-\d{2}\.csv$/);
  const report = readFileSync(await csvDownload.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(report).toHaveLength(11);
  // An Italian CSV: semicolons, as Italian Excel expects (the importer reads them back).
  expect(report[0]).toBe('Riga;Cliente;Codice;Quantità;Motivo');
  expect(report.join('\n')).toContain('ZZ-NON-ESISTE-1');
  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('import-report-xlsx').click(),
  ]);
  expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.screenshot({ path: `${SHOTS}/imports-1440.png` });
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.screenshot({ path: `${SHOTS}/imports-768.png` });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The same file again (by keyboard this time): the first import's result, no new orders.
  await page.getByTestId('import-again').focus();
  await page.keyboard.press('Enter');
  await upload();
  await expect(counts).toHaveText('990 righe valide, 10 rifiutate, 0 con avviso.', { timeout: 60_000 });
  await page.getByTestId('import-run').click();
  await expect(result).toContainText('era già stato importato', { timeout: 60_000 });
  await expect(result.getByTestId('import-made').getByRole('link')).toHaveCount(CLIENTS.length);
  expect(await importOrderCounts(request, token)).toEqual(before.map((n) => n + 1));
});
