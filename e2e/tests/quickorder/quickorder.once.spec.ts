// Quick order (issue 14): a customer pastes rows from a spreadsheet, a few of them bad, and sees each
// reported and the good ones in the cart; an agent ordering for a client uploads an XLSX in the
// current order. Changes carts: once per suite.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import writeXlsxFile from 'write-excel-file/node';
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { SessionDialog } from '../../pages/SessionDialog';
import { CartPageObject } from '../../pages/CartPages';
import { CurrentOrderPage } from '../../pages/CurrentOrder';
import { emptyCart, graphqlAs } from '../../support/shop-graphql';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
test.describe.configure({ mode: 'serial', timeout: 180_000 });

interface Listed {
  code: string;
  description: string;
  minQuantity: number;
  stock: string;
}

async function inStock(request: Parameters<typeof graphqlAs>[0], count: number): Promise<Listed[]> {
  const { products } = await graphqlAs<{ products: { items: Listed[] } }>(
    request,
    '{ products(pageSize: 60, language: IT, sort: CODE) { items { code description minQuantity stock } } }',
  );
  const items = products.items.filter((p) => p.stock === 'AVAILABLE').slice(0, count);
  expect(items).toHaveLength(count);
  return items;
}

test('a customer pastes rows with a few bad ones: each is reported, the good ones go into the cart', async ({
  page,
}) => {
  await new SessionDialog(page).logIn('rossi', undefined, /\/account$/);
  await emptyCart(page.request);
  const [a, b] = await inStock(page.request, 2);
  if (!a || !b) throw new Error('no products');

  const cart = new CartPageObject(page);
  await cart.open();
  await page.getByRole('button', { name: 'Ordine rapido: codici e quantità' }).click();
  const quick = page.getByTestId('quick-order');
  await expect(quick.getByRole('heading', { name: 'Ordine rapido' })).toBeVisible();

  // Typed: Enter moves from the code to the quantity and on to the next row; the code is looked up.
  const firstCode = quick.getByRole('textbox', { name: 'Codice, riga 1' });
  await firstCode.fill(a.code.toLowerCase());
  await firstCode.press('Enter');
  await expect(quick.getByRole('textbox', { name: 'Quantità, riga 1' })).toBeFocused();
  await page.keyboard.type(String(a.minQuantity));
  await page.keyboard.press('Enter');
  await expect(quick.getByRole('textbox', { name: 'Codice, riga 2' })).toBeFocused();
  await expect(quick.getByTestId('quick-order-row').first()).toContainText(a.description);

  // Pasted from a spreadsheet into row 2: a good row, an unknown code, a bad quantity.
  await page.evaluate(
    (text) => {
      const target = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text/plain', text);
      target.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    `${b.code}\t${b.minQuantity * 2}\nNONESISTE99\t3\n${b.code}\tdue\n`,
  );
  await expect(quick.getByTestId('quick-order-status')).toHaveText('3 righe caricate');
  await expect(quick.getByTestId('quick-order-row')).toHaveCount(5);

  await quick.getByRole('button', { name: 'Controlla' }).click();
  await expect(quick.getByTestId('quick-order-status')).toHaveText('2 righe valide, 0 avvisi, 2 errori.');
  const rows = quick.getByTestId('quick-order-row');
  await expect(rows.nth(2)).toContainText('Il codice «NONESISTE99» non esiste nel catalogo.');
  await expect(rows.nth(3)).toContainText('La quantità «due» non è valida: scrivi un numero intero da 1.');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/quickorder-check-desktop.png`, fullPage: true });

  await quick.getByTestId('quick-order-add').click();
  await expect(quick.getByTestId('quick-order-status')).toHaveText(
    '2 righe aggiunte al carrello. 2 righe da correggere.',
  );
  // The bad rows stay, with their messages, to be fixed; the good ones are in the cart.
  await expect(rows).toHaveCount(3);
  await expect(cart.line(a.code)).toBeVisible();
  await expect(cart.line(b.code)).toBeVisible();
  await expect(cart.quantity(b.code)).toHaveValue(String(b.minQuantity * 2));

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/quickorder-360.png`, fullPage: true });
  await emptyCart(page.request);
});

test('an agent ordering for a client uploads an XLSX in the current order', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await new SessionDialog(page).logIn('moretti', undefined, /\/reservedarea$/);
  // One of moretti's clients that the other tests leave alone (not C00001, not C00002).
  const { orderingClients } = await graphqlAs<{
    orderingClients: { items: { code: string; name: string }[] };
  }>(page.request, '{ orderingClients(pageSize: 50) { items { code name } } }');
  const client = orderingClients.items.find((c) => c.code !== 'C00001' && c.code !== 'C00002');
  if (!client) throw new Error('moretti follows no third client');
  const chooser = new CurrentOrderPage(page);
  await chooser.open();
  await chooser.choose(client.code, client.code);
  await emptyCart(page.request);
  const [a, b, c] = await inStock(page.request, 3);
  if (!a || !b || !c) throw new Error('no products');

  const dir = mkdtempSync(join(tmpdir(), 'quickorder-'));
  const file = join(dir, 'ordine.xlsx');
  await writeXlsxFile([
    [{ value: 'Codice' }, { value: 'Quantità' }],
    [{ value: a.code }, { value: a.minQuantity, type: Number }],
    [{ value: b.code }, { value: b.minQuantity * 3, type: Number }],
    [{ value: 'ZZ-NON-ESISTE' }, { value: 1, type: Number }],
    [{ value: c.code }, { value: a.minQuantity, type: Number }],
  ]).toFile(file);

  await chooser.open();
  const quick = page.getByTestId('quick-order');
  await quick.getByTestId('quick-order-file').setInputFiles(file);
  await expect(quick.getByTestId('quick-order-status')).toHaveText('4 righe caricate');
  await quick.getByTestId('quick-order-add').click();
  await expect(quick.getByTestId('quick-order-status')).toHaveText(
    /^[23] righe aggiunte al carrello\. [12] rig[ae] da correggere\.$/,
  );
  await expect(quick.getByTestId('quick-order-row').first()).toContainText('ZZ-NON-ESISTE');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/quickorder-currentorder-768.png`, fullPage: true });

  const { cart } = await graphqlAs<{ cart: { lines: { code: string; quantity: number }[] } }>(
    page.request,
    '{ cart { lines { code quantity } } }',
  );
  expect(cart.lines.map((l) => l.code)).toEqual(expect.arrayContaining([a.code, b.code]));
  expect(cart.lines.find((l) => l.code === b.code)?.quantity).toBe(b.minQuantity * 3);
  await emptyCart(page.request);
});
