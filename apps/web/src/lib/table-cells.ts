// A cell of a pasted or uploaded table (CSV text, a spreadsheet's value) as trimmed text: a date as
// its day (yyyy-mm-dd), a number or a yes/no as written, anything else empty. The quick order's paste
// and the order import read their rows with it.
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return typeof cell === 'string' || typeof cell === 'number' || typeof cell === 'boolean'
    ? String(cell).trim()
    : '';
}
