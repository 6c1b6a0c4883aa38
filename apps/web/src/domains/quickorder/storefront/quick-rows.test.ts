import { describe, expect, it } from 'vitest';
import { chunked, isTablePaste, rowsFromTable, rowsFromText } from './quick-rows';

describe('rowsFromText', () => {
  it('reads rows pasted from a spreadsheet (tabs), with a heading', () => {
    expect(rowsFromText('Codice\tQuantità\nAL000001\t12\nAL000002\t3\n')).toEqual([
      { code: 'AL000001', quantity: '12' },
      { code: 'AL000002', quantity: '3' },
    ]);
  });

  it('reads semicolon and comma separated text, and keeps a decimal comma in a semicolon file', () => {
    expect(rowsFromText('AL000001;12\nAL000002;2,00')).toEqual([
      { code: 'AL000001', quantity: '12' },
      { code: 'AL000002', quantity: '2,00' },
    ]);
    expect(rowsFromText('AL000001,12\r\nAL000002,4')).toEqual([
      { code: 'AL000001', quantity: '12' },
      { code: 'AL000002', quantity: '4' },
    ]);
  });

  it('skips empty lines and cells, and takes one unit when the quantity is missing', () => {
    expect(rowsFromText('\n\tAL000001\t\t5\n\nAL000002\n')).toEqual([
      { code: 'AL000001', quantity: '5' },
      { code: 'AL000002', quantity: '1' },
    ]);
  });

  it('keeps what it cannot judge for the shop to report (bad codes, bad quantities)', () => {
    expect(rowsFromText('AL000001\t12\nXX\tdue')).toEqual([
      { code: 'AL000001', quantity: '12' },
      { code: 'XX', quantity: 'due' },
    ]);
  });
});

describe('rowsFromTable', () => {
  it('reads sheet cells: numbers, text, empty cells', () => {
    expect(
      rowsFromTable([
        ['Articolo', 'Qta'],
        ['AL000001', 12],
        [null, null],
        ['AL000002', '3'],
      ]),
    ).toEqual([
      { code: 'AL000001', quantity: '12' },
      { code: 'AL000002', quantity: '3' },
    ]);
  });
});

describe('isTablePaste and chunked', () => {
  it('tells a table paste from one code', () => {
    expect(isTablePaste('AL000001')).toBe(false);
    expect(isTablePaste('AL000001\t3')).toBe(true);
    expect(isTablePaste('AL000001\nAL000002')).toBe(true);
  });

  it('cuts 5,000 rows into calls of 2,000', () => {
    const chunks = chunked(Array.from({ length: 5000 }, (_, i) => i));
    expect(chunks.map((c) => c.length)).toEqual([2000, 2000, 1000]);
    expect(chunks[2]?.[0]).toBe(4000);
  });
});
