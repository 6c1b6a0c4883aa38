import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './render-invoice';
import { invoice, NON_TAXABLE_TEXTS, nonTaxable } from './test-fixtures';
import { pdfPages, rightmostText } from './test-pdf-text';

describe('renderInvoicePdf', () => {
  it('prints a discount on the whole order between the goods and the taxable amount', async () => {
    const doc = invoice('it');
    const discounted = {
      ...doc,
      totals: { ...doc.totals, goods: doc.totals.taxable + 100, orderDiscount: 100 },
    };
    const [page] = await pdfPages(await renderInvoicePdf(discounted));
    expect(page).toContain(
      'Totale merce 2.003,54 € Sconto sul totale ordine -100,00 € Totale imponibile 1.903,54 €',
    );
    const [plain] = await pdfPages(await renderInvoicePdf(doc));
    expect(plain).not.toContain('Sconto sul totale ordine');
  });

  it('prints an Italian courtesy invoice with the data of art. 21 DPR 633/1972', async () => {
    const pdf = await renderInvoicePdf(invoice('it'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const [page, ...rest] = await pdfPages(pdf);
    expect(rest).toEqual([]);
    expect(page).toContain('FATTURA');
    expect(page).toContain('N. 57/2025 del 31/03/2025');
    // Seller and buyer with VAT number and tax code; where the e-invoice goes.
    expect(page).toContain('Ingrosso Rossi S.r.l.');
    expect(page).toContain('P. IVA IT01234567890 – C.F. 01234567890');
    expect(page).toContain('Cessionario / committente Ferramenta Bianchi S.n.c. di Bianchi Mario & C.');
    expect(page).toContain('P. IVA IT09876543210 – C.F. 09876543210');
    expect(page).toContain('Codice destinatario SdI: M5UXCR1');
    expect(page).toContain('Ordine n. W-2025-000731 del 10/03/2025');
    expect(page).toContain('DDT n. 128/2025 del 12/03/2025');
    // Description, quantity, unit price, discounts, amount and VAT rate of a line.
    expect(page).toContain('Codice Descrizione dei beni U.M. Quantità Prezzo unit. € Sconti % Importo € IVA');
    expect(page).toContain(
      'VT-M6X20 Viti testa svasata M6x20 zincate (conf. 100 pz) CF 12 4,35 20+10 37,58 22%',
    );
    expect(page).toContain('NASTRO-50 Nastro americano 50 mm x 25 m grigio PZ 1.250 1,2345 1.543,13 22%');
    // Taxable, VAT by rate and the total.
    expect(page).toContain('Riepilogo IVA Aliquota / natura Imponibile Imposta 22% 1.903,54 € 418,78 €');
    expect(page).toContain('Totale imponibile 1.903,54 €');
    expect(page).toContain('Totale IVA 418,78 €');
    expect(page).toContain('Totale documento 2.322,32 €');
    // Payment: terms, instalments, bank.
    expect(page).toContain('Condizioni di pagamento Bonifico bancario 30/60 gg d.f.f.m.');
    expect(page).toContain('Scadenza Importo 30/04/2025 1.161,16 € 31/05/2025 1.161,16 €');
    expect(page).toContain('IBAN: IT60X0542811101000000123456');
    expect(page).toContain('Copia di cortesia: la fattura elettronica è trasmessa tramite SdI');
    expect(page).toContain('Pagina 1 di 1');
  });

  it('prints the same invoice in English, with English numbers and dates', async () => {
    const pdf = await renderInvoicePdf(invoice('en'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const [page] = await pdfPages(pdf);
    expect(page).toContain('INVOICE');
    expect(page).toContain('No. 57/2025 of 31/03/2025');
    expect(page).toContain('Customer Ferramenta Bianchi S.n.c. di Bianchi Mario & C.');
    expect(page).toContain('VAT no. IT09876543210 – Tax code 09876543210');
    expect(page).toContain('Delivery note no. 128/2025 of 12/03/2025');
    expect(page).toContain('NASTRO-50 Nastro americano 50 mm x 25 m grigio PZ 1,250 1.2345 1,543.13 22%');
    expect(page).toContain('22% €1,903.54 €418.78');
    expect(page).toContain('Total due €2,322.32');
    expect(page).toContain('Bank transfer 30/60 days end of month');
    expect(page).toContain('30/04/2025 €1,161.16');
    expect(page).toContain('Courtesy copy: the electronic invoice is sent through SdI');
    expect(page).toContain('Share capital €100,000.00 fully paid');
    expect(page).toContain('Page 1 of 1');
  });

  it('prints the natura and legal reference of a non-taxable rate, and the stamp duty', async () => {
    const base = invoice('it');
    const [first] = base.lines;
    if (!first) throw new Error('the fixture has lines');
    const { line, vatRow } = nonTaxable(first);
    const doc = {
      ...base,
      lines: [line],
      vatSummary: [vatRow],
      totals: { taxable: line.amount, vat: 0, stampDuty: 2, total: line.amount + 2 },
    };
    const [page] = await pdfPages(await renderInvoicePdf(doc));
    for (const shown of NON_TAXABLE_TEXTS) expect(page).toContain(shown);
    expect(page).toContain('Imposta di bollo 2,00 €');
    expect(page).toContain('Totale documento 39,58 €');
  });

  it('runs a long invoice over several pages, repeating the letterhead and the table header', async () => {
    const pages = await pdfPages(await renderInvoicePdf(invoice('en', 120)));

    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain('No. 57/2025 of 31/03/2025');
      expect(page).toContain('Courtesy copy: the electronic invoice is sent through SdI');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const withLines = pages.filter((page) => /ART-\d{4}/.test(page));
    expect(withLines.length).toBeGreaterThanOrEqual(3);
    for (const page of withLines) {
      expect(page).toContain('Code Description of goods Unit Quantity Unit price € Discount % Amount € VAT');
    }
    const all = pages.join(' ');
    for (let n = 4; n <= 120; n++) {
      expect(all.split(`ART-${String(n).padStart(4, '0')} `)).toHaveLength(2);
    }
    // The totals come once, after the last line.
    expect(pages.at(-1)).toMatch(/ART-0120 .* Total due €[\d,]+\.\d\d/);
    expect(pages.slice(0, -1).join(' ')).not.toContain('Total due');
  });

  it('keeps the table inside the page when a code or description has a long unbroken token', async () => {
    const base = invoice('it');
    const [first, ...others] = base.lines;
    if (!first) throw new Error('the fixture has lines');
    const long = {
      ...first,
      code: 'SUPPLIER-CODE-0123456789ABCDEF',
      description: `Ricambio ${'X'.repeat(90)} fine`,
    };
    const pdf = await renderInvoicePdf({ ...base, lines: [long, ...others] });

    const [page] = await pdfPages(pdf);
    expect(page).toContain('37,58 22%');
    // A4 is 595 pt wide with 36 pt margins: every column, the VAT one included, stays inside them.
    expect(await rightmostText(pdf)).toBeLessThanOrEqual(595.28 - 36 + 0.5);
  });
});
