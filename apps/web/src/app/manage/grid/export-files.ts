// The files an export writes. CSV opens in the spreadsheet of the user's language: an Italian one is
// separated by semicolons with a decimal comma (what Italian Excel expects), an English one by commas
// with a decimal point; a header row of the translated column names, dates as ISO 8601 (yyyy-mm-dd,
// which every spreadsheet reads as a date), UTF-8 with a BOM so that Excel reads accented letters.
// XLSX: typed cells (numbers, money with two decimals, real dates), a bold, frozen header row. Both
// write a coded value (a status, a channel) as its text in the user's language, and carry every
// exportable column (hidden ones too: the column choice is about screen width, a spreadsheet has
// room) in the user's order.
import Papa from 'papaparse';
import type { IntlShape } from 'react-intl';
import type { Cell, SheetData } from 'write-excel-file/browser';
import type { GridColumn, GridValue } from './columns';
import { toDate } from './format-value';
import { gridMessages } from './messages';

export type ExportFormat = 'csv' | 'xlsx';

export function exportColumns<Row>(columns: readonly GridColumn<Row>[]): GridColumn<Row>[] {
  return columns.filter((column) => column.exportValue !== false);
}

function rawValue<Row>(intl: IntlShape, column: GridColumn<Row>, row: Row): GridValue {
  const value = column.exportValue ? column.exportValue(row) : column.value(row);
  const label = typeof value === 'string' ? column.valueLabels?.[value] : undefined;
  return label ? intl.formatMessage(label) : value;
}

/** The decimal sign of the user's language (',' in Italian). */
function decimalSign(intl: IntlShape): string {
  return (
    new Intl.NumberFormat(intl.locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
  );
}

function isoDate(date: Date, withTime: boolean): string {
  if (withTime) return date.toISOString();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function csvValue<Row>(intl: IntlShape, column: GridColumn<Row>, row: Row, decimal: string): string {
  const value = rawValue(intl, column, row);
  if (value === null || value === undefined) return '';
  if (column.type === 'date' || column.type === 'datetime' || value instanceof Date) {
    const date = toDate(value);
    return date ? isoDate(date, column.type === 'datetime') : String(value);
  }
  if (typeof value === 'boolean') return intl.formatMessage(value ? gridMessages.yes : gridMessages.no);
  // Numbers without grouping, money with its two decimals, in the language's decimal sign.
  if (typeof value === 'number')
    return (column.type === 'money' ? value.toFixed(2) : String(value)).replace('.', decimal);
  return value;
}

export function toCsv<Row>(
  intl: IntlShape,
  columns: readonly GridColumn<Row>[],
  rows: readonly Row[],
): string {
  const chosen = exportColumns(columns);
  const decimal = decimalSign(intl);
  const csv = Papa.unparse(
    {
      fields: chosen.map((column) => intl.formatMessage(column.header)),
      data: rows.map((row) => chosen.map((column) => csvValue(intl, column, row, decimal))),
    },
    // Quote a cell that starts like a formula, so a spreadsheet does not run it (CSV injection).
    { newline: '\r\n', escapeFormulae: true, delimiter: decimal === ',' ? ';' : ',' },
  );
  return `\uFEFF${csv}`;
}

function xlsxCell<Row>(intl: IntlShape, column: GridColumn<Row>, row: Row): Cell {
  const value = rawValue(intl, column, row);
  if (value === null || value === undefined || value === '') return null;
  switch (column.type) {
    case 'number':
      return typeof value === 'number' ? { value, type: Number } : String(value);
    case 'money':
      return typeof value === 'number' ? { value, type: Number, format: '#,##0.00' } : String(value);
    case 'percent':
      return typeof value === 'number'
        ? { value: value / 100, type: Number, format: '0.00%' }
        : String(value);
    case 'date':
    case 'datetime': {
      const date = toDate(value);
      if (!date) return String(value);
      return { value: date, type: Date, format: column.type === 'date' ? 'dd/mm/yyyy' : 'dd/mm/yyyy hh:mm' };
    }
    default:
      return typeof value === 'boolean' ? { value, type: Boolean } : String(value);
  }
}

export function toXlsxSheet<Row>(
  intl: IntlShape,
  columns: readonly GridColumn<Row>[],
  rows: readonly Row[],
): SheetData {
  const chosen = exportColumns(columns);
  const header: Cell[] = chosen.map((column) => ({
    value: intl.formatMessage(column.header),
    fontWeight: 'bold',
  }));
  return [header, ...rows.map((row) => chosen.map((column) => xlsxCell(intl, column, row)))];
}

/** The XLSX file (write-excel-file, loaded on first use: it is not needed until someone exports). */
export async function toXlsx<Row>(
  intl: IntlShape,
  columns: readonly GridColumn<Row>[],
  rows: readonly Row[],
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = toXlsxSheet(intl, columns, rows);
  return writeXlsxFile(data, {
    stickyRowsCount: 1,
    columns: exportColumns(columns).map((column) => ({
      width: Math.max(10, intl.formatMessage(column.header).length + 2),
    })),
  }).toBlob();
}

/** `clients-2026-11-23.csv` */
export function exportFileName(gridId: string, format: ExportFormat, now = new Date()): string {
  return `${gridId}-${isoDate(now, false)}.${format}`;
}

/** Hands a file to the browser's download. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
