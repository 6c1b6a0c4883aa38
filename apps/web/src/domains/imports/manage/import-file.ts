// The rows of an import file: CSV (comma, semicolon or tab: Papa Parse guesses) or the first sheet of
// an XLSX. A first line of column names (cliente, codice, quantità, riferimento, note, in Italian or
// English, any case) says which column is which; without one the columns are client, code, quantity,
// reference, note, or code, quantity for a file of two columns (one client, chosen on the page).
// Empty lines are skipped; nothing is judged here (the shop checks every row).
import Papa from 'papaparse';
import type { ImportRowInput } from '../../../gql/graphql';
import { cellText } from '../../../lib/table-cells';

type Cell = unknown;
type Field = 'client' | 'code' | 'quantity' | 'reference' | 'note';

const HEADINGS: Record<string, Field> = {
  cliente: 'client',
  client: 'client',
  codcliente: 'client',
  codice: 'code',
  code: 'code',
  codart: 'code',
  articolo: 'code',
  product: 'code',
  quantita: 'quantity',
  qta: 'quantity',
  quantity: 'quantity',
  qty: 'quantity',
  riferimento: 'reference',
  rif: 'reference',
  reference: 'reference',
  note: 'note',
  notes: 'note',
};

const heading = (text: string): Field | undefined =>
  HEADINGS[
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z]/gi, '')
      .toLowerCase()
  ];

/** The rows of a table of cells (CSV or sheet). */
export function rowsFromTable(table: readonly (readonly Cell[])[]): ImportRowInput[] {
  const lines = table.map((line) => line.map(cellText)).filter((cells) => cells.some((text) => text !== ''));
  const [first] = lines;
  if (!first) return [];
  const named = first.map(heading);
  const hasHeader = named.includes('code') && named.includes('quantity');
  const width = Math.max(...lines.map((cells) => cells.filter((text) => text !== '').length));
  const positional: (Field | undefined)[] =
    width <= 2 ? ['code', 'quantity'] : ['client', 'code', 'quantity', 'reference', 'note'];
  const fields = hasHeader ? named : positional;
  return (hasHeader ? lines.slice(1) : lines).map((cells) => {
    const row: ImportRowInput = { code: '', quantity: '' };
    fields.forEach((field, index) => {
      const text = cells[index] ?? '';
      if (!field || text === '') return;
      row[field] = text;
    });
    return row;
  });
}

export function rowsFromText(text: string): ImportRowInput[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, '').trim(), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t'],
  });
  return rowsFromTable(parsed.data);
}

/** Reads a chosen file (XLSX by its name, anything else as CSV text). */
export async function readImportFile(file: File): Promise<ImportRowInput[]> {
  if (/\.xlsx$/i.test(file.name)) {
    const { readSheet } = await import('read-excel-file/browser');
    return rowsFromTable(await readSheet(file));
  }
  return rowsFromText(await file.text());
}
