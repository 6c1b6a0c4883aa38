// The client directory and the client record (issue 14): an agent sees only his clients, and a client
// he does not follow is "not found" by any route; an agent adds a contact (the one edit of his that
// changes the record), management changes the commercial terms with a refused discount chain first;
// every change shows in the record's audit log. Directory and record at 360, 768 and 1440 px, axe clean.
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { ClientDirectory, ClientRecord } from '../../pages/ClientsPages';
import { SessionDialog } from '../../pages/SessionDialog';

const SHOTS = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
// Logins, axe runs and screenshots on a shared 2-core machine: more time than the default.
test.describe.configure({ timeout: 120_000 });

test(
  'an agent sees only the clients he follows and cannot open another agent’s client',
  { tag: '@rules' },
  async ({ page }) => {
    await new SessionDialog(page).logIn('moretti', undefined, /\/reservedarea$/);
    const directory = new ClientDirectory(page);
    await directory.open();
    const codes = await directory.codes();
    expect(codes).toContain('C00001');
    expect(codes).toContain('C00002');
    expect(codes).not.toContain('C00003');
    expect(codes).not.toContain('C00019');
    // No agent column: it would read his own name on every row.
    await expect(page.getByRole('columnheader', { name: 'Agente', exact: true })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // Gallo d'Oro (C00003) is Esposito's: no search finds it for him.
    for (const term of ['C00003', 'Gallo']) {
      await directory.searchFor(term);
      await expect(directory.empty).toBeVisible();
    }

    const record = new ClientRecord(page);
    await page.goto('/client/C00003');
    await expect(record.notFound).toBeVisible();
    await expect(record.heading).toHaveText('Cliente non trovato');
    await expect(page.getByText('C00003 non esiste o non è tra i clienti che puoi consultare')).toBeVisible();
    await page.goto('/en/client/C00003');
    await expect(record.heading).toHaveText('Client not found');
    expect(await axeViolations(page)).toEqual([]);
  },
);

test('an agent opens his client from the directory and adds a contact; he is offered no terms edit', async ({
  page,
}, testInfo) => {
  // Each browser project adds its own contact (they share the suite's database).
  const name = `Aldo Rocca ${testInfo.project.name}`;
  await new SessionDialog(page).logIn('moretti', undefined, /\/reservedarea$/);
  const directory = new ClientDirectory(page);
  await directory.open('/clients?q=rocchetta');
  await directory.row('C00014').getByRole('link').click();
  await expect(page).toHaveURL(/\/client\/C00014$/);
  const record = new ClientRecord(page);
  await expect(record.heading).toHaveText('Ristorante La Rocchetta S.r.l.');

  const terms = record.section('Condizioni commerciali');
  await expect(terms.getByText('5+2')).toBeVisible();
  await expect(terms.getByRole('button')).toHaveCount(0);
  await expect(record.section('Dati aziendali').getByRole('button')).toHaveCount(0);

  const contacts = record.section('Contatti');
  await contacts.getByRole('button', { name: 'Aggiungi contatto' }).click();
  const form = contacts.getByRole('form', { name: 'Nuovo contatto' });
  await form.getByLabel('E-mail').fill('non-valida');
  await form.getByLabel('E-mail').press('Enter');
  await expect(form.getByText(/obbligatorio/)).toBeVisible();
  await expect(form.getByText(/indirizzo e-mail/i)).toBeVisible();
  await form.getByLabel(/^Nome/).fill(name);
  await form.getByLabel('Ruolo').fill('Chef');
  await form.getByLabel('E-mail').fill('aldo@rocchetta.example');
  await record.save(form).click();
  await expect(form).toHaveCount(0);
  await expect(contacts.getByTestId('contact').filter({ hasText: name })).toContainText('Chef');
  await expect(
    record.audit.getByRole('row', { name: new RegExp(`^Contatto: nome .* ${name}$`) }),
  ).toBeVisible();
  await expect(record.audit).toContainText('Luca Moretti');
  expect(await axeViolations(page)).toEqual([]);
});

test(
  'management changes a client’s terms; a refused discount chain is explained at its field',
  { tag: '@rules' },
  async ({ page }, testInfo) => {
    await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
    const record = new ClientRecord(page);
    // Each browser project changes its own client (they share the suite's database): discounts 10, 20.
    const [code, before] = testInfo.project.name === 'desktop' ? ['C00011', '10'] : ['C00013', '20'];
    await record.open(code);
    const terms = record.section('Condizioni commerciali');
    await expect(terms.getByRole('definition').filter({ hasText: new RegExp(`^${before}$`) })).toBeVisible();
    await terms.getByRole('button', { name: 'Modifica Condizioni commerciali' }).click();
    const discounts = terms.getByLabel('Sconti');
    await discounts.fill('20+100');
    await discounts.press('Enter');
    await expect(terms.getByText(/catena di sconti/i)).toBeVisible();
    await expect(discounts).toHaveAttribute('aria-invalid', 'true');
    await expect(discounts).toHaveValue('20+100');

    await discounts.fill('12,5 + 3');
    await terms.getByLabel('Fido (€)').fill('18.000');
    await terms.getByLabel('Fido (€)').press('Enter');
    await expect(terms.getByRole('status')).toHaveText('Modifiche salvate.');
    await expect(terms.getByText('12.5+3')).toBeVisible();
    await expect(terms.getByText(/18\.000,00\s€/)).toBeVisible();
    // The audit panel shows who changed what, before → after.
    const entry = record.audit.getByRole('listitem').first();
    await expect(entry).toContainText('Francesca Bellini');
    await expect(entry.getByRole('row', { name: /Sconti/ })).toContainText(before);
    await expect(entry.getByRole('row', { name: /Sconti/ })).toContainText('12.5+3');
    expect(await axeViolations(page)).toEqual([]);
  },
);

test('directory and record at 1440, 768 and 360 px', async ({ page }, testInfo) => {
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  const directory = new ClientDirectory(page);
  const record = new ClientRecord(page);
  // The desktop project takes the desktop and tablet widths, the phone project its own 360 px.
  const sizes =
    testInfo.project.name === 'desktop'
      ? ([
          [1440, 900],
          [768, 1024],
        ] as const)
      : ([[360, 740]] as const);
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    await directory.open('/clients?sort=-turnoverThisYear');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(
      true,
    );
    await page.screenshot({ path: `${SHOTS}/clients-directory-${width}.png` });
    await record.open('C00009');
    await expect(record.section('Contatti')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(
      true,
    );
    await page.screenshot({ path: `${SHOTS}/client-record-${width}.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  }
});

test('a client record lists its delivery notes and invoices, each a PDF, each leading to its order', async ({
  page,
}) => {
  await new SessionDialog(page).logIn('admin', undefined, /\/reservedarea$/);
  const record = new ClientRecord(page);
  await record.open('C00001');
  const documents = record.section('DDT e fatture');
  await expect(documents.getByTestId('client-document').first()).toBeVisible();
  await expect(
    documents.getByRole('link', { name: /^Scarica Fattura \d{4}\/\d{6} in PDF$/ }).first(),
  ).toHaveAttribute('href', /^\/documents\/invoice\/\d{4}\/\d{6}\.pdf$/);
  const pdf = await page.request.get(
    (await documents
      .getByRole('link', { name: /^Scarica DDT/ })
      .first()
      .getAttribute('href')) ?? '',
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(await axeViolations(page)).toEqual([]);
  // The order of a document opens the order's record.
  const orderLink = documents
    .getByTestId('client-document')
    .first()
    .getByRole('link', { name: /^\d{4}\/\d{6}$/ });
  const number = (await orderLink.first().textContent()) ?? '';
  await orderLink.first().click();
  await expect(page).toHaveURL(new RegExp(`/orders/${number}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ordine ${number}`);
});
