import { describe, expect, it } from 'vitest';
import { rowsFromTable, rowsFromText } from './import-file';

describe('import files', () => {
  it('maps columns by their headings, in any order and language', () => {
    const rows = rowsFromText('Codice;Cliente;Quantità;Note\nAL1;C00001;6;urgente\n\nAL2;C00002;12;\n');
    expect(rows).toEqual([
      { client: 'C00001', code: 'AL1', quantity: '6', note: 'urgente' },
      { client: 'C00002', code: 'AL2', quantity: '12' },
    ]);
  });

  it('reads client, code, quantity by position without headings, and code, quantity for two columns', () => {
    expect(rowsFromText('C00001,AL1,3,PO-1')).toEqual([
      { client: 'C00001', code: 'AL1', quantity: '3', reference: 'PO-1' },
    ]);
    expect(
      rowsFromTable([
        ['AL1', 4],
        ['AL2', 5],
      ]),
    ).toEqual([
      { code: 'AL1', quantity: '4' },
      { code: 'AL2', quantity: '5' },
    ]);
  });
});
