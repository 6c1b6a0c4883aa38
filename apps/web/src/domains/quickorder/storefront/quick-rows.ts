// Rows of code + quantity from what the user gives quick order: text pasted from a spreadsheet (tab,
// semicolon or comma separated: Papa Parse guesses which), a CSV file, or the cells of an XLSX sheet.
// The first two non-empty cells of a line are the code and the quantity; a first line whose quantity
// is not a number is a heading and is skipped. The shop checks every row (nothing is judged here).
import Papa from 'papaparse';
import { cellText } from '../../../lib/table-cells';

export interface QuickRow {
  code: string;
  quantity: string;
}

/** Rows per call: a request stays well below the gateway's 256 kB body limit whatever the codes. */
export const ROWS_PER_CALL = 2000;

/** A cell of a CSV line or an XLSX sheet (read-excel-file gives numbers, dates, booleans, text). */
type Cell = unknown;

const looksLikeQuantity = (text: string) => /^\s*\d+(?:[.,]\d+)?\s*$/.test(text);

/** Rows from a table of cells (CSV or sheet): the first two non-empty cells of each line. */
export function rowsFromTable(table: readonly (readonly Cell[])[]): QuickRow[] {
  const rows: QuickRow[] = [];
  for (const [index, line] of table.entries()) {
    const cells = line.map(cellText).filter((text) => text !== '');
    if (cells.length === 0) continue;
    const [code = '', quantity = ''] = cells;
    // A heading ("Codice; Quantità") on the first line carries no quantity.
    if (index === 0 && rows.length === 0 && !looksLikeQuantity(quantity) && cells.length >= 2) continue;
    rows.push({ code, quantity: quantity || '1' });
  }
  return rows;
}

/** Rows from text pasted from a spreadsheet or a CSV file's text. */
export function rowsFromText(text: string): QuickRow[] {
  const parsed = Papa.parse<string[]>(text.trim(), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: ['\t', ';', ','],
  });
  return rowsFromTable(parsed.data);
}

/** True when pasted text holds more than one cell (a line break, tab, semicolon or comma). */
export function isTablePaste(text: string): boolean {
  return /[\n\t;]/.test(text.trim()) || /,\s*\d/.test(text);
}

/** The rows in calls of ROWS_PER_CALL (the shop has no row cap; a request has a size limit). */
export function chunked<T>(rows: readonly T[], size = ROWS_PER_CALL): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}
