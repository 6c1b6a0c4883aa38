import { describe, expect, it } from 'vitest';
import { renderCreditNotePdf, type CreditNoteDocument } from './render-credit-note';
import { invoice, NON_TAXABLE_TEXTS, nonTaxable } from './test-fixtures';
import { pdfPages } from './test-pdf-text';

/** The invoice fixture's first two lines given back by a return. */
function creditNote(language: 'it' | 'en'): CreditNoteDocument {
  const source = invoice(language, 2);
  return {
    kind: 'nc',
    number: '4',
    year: 2025,
    date: '2025-04-02',
    language,
    company: source.company,
    client: source.client,
    references: [{ kind: 'ddt', number: '128/2025', date: '2025-03-12' }],
    returnRef: { number: '2025/000011', date: '2025-03-28' },
    lines: source.lines,
    vatSummary: [{ rate: 22, taxable: 100, vat: 22 }],
    totals: { taxable: 100, vat: 22, total: 122 },
  };
}

describe('renderCreditNotePdf', () => {
  it('prints an Italian credit note with its return, delivery note, lines and total credited', async () => {
    const pdf = await renderCreditNotePdf(creditNote('it'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [page, ...rest] = await pdfPages(pdf);
    expect(rest).toEqual([]);
    expect(page).toContain('NOTA DI CREDITO');
    expect(page).toContain('N. 4/2025 del 02/04/2025');
    expect(page).toContain('Reso n. 2025/000011 del 28/03/2025');
    expect(page).toContain('DDT n. 128/2025 del 12/03/2025');
    expect(page).toContain('Cessionario / committente');
    expect(page).toContain(creditNote('it').lines[0]?.description ?? '(no line)');
    expect(page).toContain('Riepilogo IVA');
    expect(page).toContain('Totale a credito 122,00 €');
    expect(page).toContain('art. 26 DPR 633/1972');
  });

  it('prints it in English', async () => {
    const [page] = await pdfPages(await renderCreditNotePdf(creditNote('en')));
    expect(page).toContain('CREDIT NOTE');
    expect(page).toContain('Return no. 2025/000011');
    expect(page).toContain('VAT summary');
    expect(page).toContain('Total credited');
    expect(page).not.toContain('Riepilogo IVA');
  });

  it('prints the natura and legal reference of a non-taxable line as the invoice does', async () => {
    const base = creditNote('it');
    const [first] = base.lines;
    if (!first) throw new Error('the fixture has lines');
    const { line, vatRow } = nonTaxable(first);
    const doc: CreditNoteDocument = {
      ...base,
      lines: [line],
      vatSummary: [vatRow],
      totals: { taxable: line.amount, vat: 0, total: line.amount },
    };
    const [page] = await pdfPages(await renderCreditNotePdf(doc));
    for (const shown of NON_TAXABLE_TEXTS) expect(page).toContain(shown);
    expect(page).toContain('Totale a credito 37,58 €');
    expect(page).not.toContain('0%');
  });
});
