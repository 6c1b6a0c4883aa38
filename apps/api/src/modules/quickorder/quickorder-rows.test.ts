import { describe, expect, it } from 'vitest';
import { codesOf, parseRows, planRows, summarize, type RowProduct } from './quickorder-rows';

function product(code: string, overrides: Partial<RowProduct> = {}): RowProduct {
  return {
    code,
    active: true,
    current: 0,
    minQty: 1,
    stepQty: 1,
    stock: 1000,
    descriptionIt: `Articolo ${code}`,
    descriptionEn: `Product ${code}`,
    um: 'PZ',
    ...overrides,
  };
}

const catalogue = (...products: RowProduct[]) => new Map(products.map((p) => [p.code, p]));

describe('parseRows', () => {
  it('normalises codes to capitals and reads whole quantities as spreadsheets write them', () => {
    const rows = parseRows([
      { codice: ' al000001 ', qta: '12' },
      { codice: 'AL000002', qta: 3 },
      { codice: 'AL000003', qta: '4,00' },
      { codice: 'AL000004', qta: '5.0' },
    ]);
    expect(rows.map((r) => [r.riga, r.code, r.quantity])).toEqual([
      [1, 'AL000001', 12],
      [2, 'AL000002', 3],
      [3, 'AL000003', 4],
      [4, 'AL000004', 5],
    ]);
  });

  it('keeps malformed codes away from the database and refuses what is not a whole number from 1', () => {
    const rows = parseRows([
      { codice: "AL1'; drop table products; --", qta: '1' },
      { codice: 'AL\u00001', qta: '1' },
      { codice: 'AL1', qta: '1,5' },
      { codice: 'AL1', qta: '0' },
      { codice: 'AL1', qta: '-2' },
      { codice: 'AL1', qta: 'dodici' },
      { codice: 'AL1', qta: '1000000' },
    ]);
    expect(rows.map((r) => r.code)).toEqual([null, null, 'AL1', 'AL1', 'AL1', 'AL1', 'AL1']);
    expect(rows.map((r) => r.quantity)).toEqual([1, 1, null, null, null, null, null]);
    expect(codesOf(rows)).toEqual(['AL1']);
  });
});

describe('planRows', () => {
  it('puts valid rows in as typed, and reports unknown, withdrawn and bad rows as errors', () => {
    const rows = parseRows([
      { codice: 'A1', qta: '3' },
      { codice: 'NOPE', qta: '1' },
      { codice: 'GONE', qta: '1' },
      { codice: 'A2', qta: 'x' },
    ]);
    const { results, writes } = planRows(
      rows,
      catalogue(product('A1'), product('A2'), product('GONE', { active: false })),
      'it',
    );
    expect(results.map((r) => [r.riga, r.esito, r.motivo, r.qtaCarrello, r.nelCarrello])).toEqual([
      [1, 'ok', null, 3, 0],
      [2, 'errore', 'codiceSconosciuto', null, null],
      [3, 'errore', 'nonInVendita', null, 0],
      [4, 'errore', 'quantitaNonValida', null, 0],
    ]);
    expect(results[1]?.messaggio).toBe('Il codice «NOPE» non esiste nel catalogo.');
    expect(results[3]?.messaggio).toBe('La quantità «x» non è valida: scrivi un numero intero da 1.');
    expect(writes).toEqual([{ code: 'A1', from: 0, to: 3 }]);
    expect(summarize(results)).toMatchObject({ valide: 1, avvisi: 0, errori: 3 });
  });

  it('rounds up to the pack (a warning) on top of what the cart line holds', () => {
    const rows = parseRows([{ codice: 'PACK', qta: '5' }]);
    const { results, writes } = planRows(
      rows,
      catalogue(product('PACK', { minQty: 6, stepQty: 6, current: 6 })),
      'en',
    );
    // The cart holds 6 now (a check changes nothing), 12 after the add.
    expect(results[0]).toMatchObject({
      esito: 'avviso',
      motivo: 'arrotondata',
      qtaCarrello: 12,
      nelCarrello: 6,
    });
    expect(results[0]?.messaggio).toBe(
      'Quantity raised from 11 to 12: the product is sold from 6 in multiples of 6.',
    );
    expect(writes).toEqual([{ code: 'PACK', from: 6, to: 12 }]);
  });

  it('adds up the rows of one product, once, and points the later rows at the first', () => {
    const rows = parseRows([
      { codice: 'A1', qta: '2' },
      { codice: 'B1', qta: '1' },
      { codice: 'a1', qta: '3' },
    ]);
    const { results, writes } = planRows(rows, catalogue(product('A1'), product('B1')), 'it');
    expect(results.map((r) => [r.esito, r.motivo, r.qtaCarrello])).toEqual([
      ['ok', null, 5],
      ['ok', null, 1],
      ['avviso', 'ripetuta', 5],
    ]);
    expect(results[2]?.messaggio).toBe('Stesso articolo della riga 1: le quantità sono sommate lì.');
    expect(writes).toEqual([
      { code: 'A1', from: 0, to: 5 },
      { code: 'B1', from: 0, to: 1 },
    ]);
  });

  it('puts in what the stock allows (rounded down to the pack), and nothing when it is out of stock: warnings', () => {
    const rows = parseRows([
      { codice: 'LOW', qta: '30' },
      { codice: 'NONE', qta: '1' },
      { codice: 'FULL', qta: '4' },
    ]);
    const { results, writes } = planRows(
      rows,
      catalogue(
        product('LOW', { minQty: 6, stepQty: 6, stock: 20 }),
        product('NONE', { stock: 0 }),
        product('FULL', { stock: 5, current: 5 }),
      ),
      'it',
    );
    expect(results.map((r) => [r.esito, r.motivo, r.qtaCarrello, r.disponibili])).toEqual([
      ['avviso', 'disponibilitaParziale', 18, 20],
      ['avviso', 'esaurito', null, 0],
      ['avviso', 'esaurito', null, 5],
    ]);
    expect(results[0]?.messaggio).toBe('Disponibili solo 20: nel carrello 18 invece di 30.');
    expect(writes).toEqual([{ code: 'LOW', from: 0, to: 18 }]);
    expect(summarize(results)).toMatchObject({ valide: 1, avvisi: 3, errori: 0 });
  });

  it('plans 5,000 rows at once', () => {
    const products = Array.from({ length: 5000 }, (_, i) => product(`P${i}`));
    const rows = parseRows(products.map((p) => ({ codice: p.code, qta: '2' })));
    const { results, writes } = planRows(rows, catalogue(...products), 'it');
    expect(results).toHaveLength(5000);
    expect(writes).toHaveLength(5000);
    expect(results.every((r) => r.esito === 'ok' && r.qtaCarrello === 2)).toBe(true);
  });
});
