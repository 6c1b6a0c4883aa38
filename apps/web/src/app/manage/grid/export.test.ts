// The export's two halves: reading every filtered row page by page (with its cap), and the files.
import { unzipSync, strFromU8 } from 'fflate';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { GridColumn } from './columns';
import { fetchAllRows } from './fetch-all-rows';
import { exportFileName, toCsv, toXlsx } from './export-files';

interface Row {
  code: string;
  status: string;
  name: string;
  total: number;
  discount: number;
  day: string;
  secret: string;
}
const columns: GridColumn<Row>[] = [
  { id: 'code', header: { id: 'x.code', defaultMessage: 'Codice' }, value: (r) => r.code },
  {
    id: 'status',
    header: { id: 'x.status', defaultMessage: 'Stato' },
    value: (r) => r.status,
    valueLabels: {
      INVOICED: { id: 'x.invoiced', defaultMessage: 'Fatturato' },
      PARTLY_SHIPPED: { id: 'x.partly', defaultMessage: 'Spedito in parte' },
    },
  },
  {
    id: 'name',
    header: { id: 'x.name', defaultMessage: 'Ragione sociale' },
    value: (r) => r.name,
    cell: () => 'a link',
  },
  { id: 'total', header: { id: 'x.total', defaultMessage: 'Totale' }, value: (r) => r.total, type: 'money' },
  {
    id: 'discount',
    header: { id: 'x.discount', defaultMessage: 'Sconto' },
    value: (r) => r.discount,
    type: 'percent',
  },
  { id: 'day', header: { id: 'x.day', defaultMessage: 'Data' }, value: (r) => r.day, type: 'date' },
  {
    id: 'secret',
    header: { id: 'x.secret', defaultMessage: 'Interno' },
    value: (r) => r.secret,
    exportValue: false,
  },
];
const rows: Row[] = [
  {
    code: 'C00001',
    status: 'INVOICED',
    name: 'Alimentari Rossi, S.r.l. "centro"',
    total: 1234.5,
    discount: 12.5,
    day: '2026-03-01',
    secret: 's',
  },
  {
    code: 'C00002',
    status: 'NEW_ONE',
    name: '=HYPERLINK("http://x")',
    total: 0,
    discount: 0,
    day: '2026-12-31',
    secret: 's',
  },
];
const intl = createIntl({ locale: 'it', onError: () => undefined });

describe('reading the rows to export', () => {
  const pages = (total: number) =>
    vi.fn(async (page: number, pageSize: number) => ({
      items: Array.from(
        { length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) },
        (_, i) => (page - 1) * pageSize + i,
      ),
      total,
    }));

  it('reads every page at 500 rows and reports progress', async () => {
    const fetchPage = pages(1_234);
    const progress: number[] = [];
    const result = await fetchAllRows(fetchPage, { onProgress: (done) => progress.push(done) });
    expect(fetchPage.mock.calls).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    expect(result.rows).toHaveLength(1_234);
    expect(result.rows.at(-1)).toBe(1_233);
    expect(progress).toEqual([500, 1_000, 1_234]);
    expect(result.capped).toBe(false);
  });

  it('stops at the cap and says so', async () => {
    const fetchPage = pages(50_000);
    const result = await fetchAllRows(fetchPage, { cap: 1_200 });
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(result).toMatchObject({ total: 50_000, capped: true });
    expect(result.rows).toHaveLength(1_200);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async () => {
      controller.abort();
      return { items: Array.from({ length: 500 }, () => 0), total: 5_000 };
    });
    await expect(fetchAllRows(fetchPage, { signal: controller.signal })).rejects.toThrow();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('the export files', () => {
  it('writes an Italian CSV for Italian Excel: semicolons, decimal comma, texts not codes, no formulas', () => {
    const csv = toCsv(intl, columns, rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Codice;Stato;Ragione sociale;Totale;Sconto;Data',
      'C00001;Fatturato;"Alimentari Rossi, S.r.l. ""centro""";1234,50;12,5;2026-03-01',
      `C00002;NEW_ONE;"'=HYPERLINK(""http://x"")";0,00;0;2026-12-31`,
    ]);
  });

  it("writes a yes/no column as words of the user's language", () => {
    const flags: GridColumn<{ on: boolean }>[] = [
      { id: 'on', header: { id: 'x.on', defaultMessage: 'Attivo' }, value: (r) => r.on },
    ];
    expect(
      toCsv(intl, flags, [{ on: true }, { on: false }])
        .slice(1)
        .split('\r\n'),
    ).toEqual(['Attivo', 'Sì', 'No']);
  });

  it('writes an English CSV with commas and decimal points', () => {
    const english = createIntl({ locale: 'en', onError: () => undefined });
    expect(toCsv(english, columns, rows).slice(1).split('\r\n')[1]).toBe(
      'C00001,Fatturato,"Alimentari Rossi, S.r.l. ""centro""",1234.50,12.5,2026-03-01',
    );
  });

  it('writes XLSX for people: typed numbers and dates, a bold header', async () => {
    const blob = await toXlsx(intl, columns, rows);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
    const shared = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    const text = sheet + shared;
    for (const header of ['Codice', 'Ragione sociale', 'Totale', 'Sconto', 'Data'])
      expect(text).toContain(header);
    expect(text).not.toContain('Interno');
    expect(text).toContain('Alimentari Rossi, S.r.l. "centro"');
    // Text that looks like a formula stays text.
    expect(sheet).not.toContain('<f>');
    // Money is a number cell (not text), the percent a fraction, the date an Excel serial (2026-03-01 = 46082).
    expect(sheet).toMatch(/<c r="D2"[^>]*><v>1234.5<\/v><\/c>/);
    expect(sheet).toMatch(/<c r="E2"[^>]*><v>0.125<\/v><\/c>/);
    expect(sheet).toMatch(/<c r="F2"[^>]*><v>46082(\.\d+)?<\/v><\/c>/);
    // A coded value is written as its text in the user's language, never the code.
    expect(text).toContain('Fatturato');
    expect(text).not.toContain('INVOICED');
  });

  it('names the file after the grid and the day', () => {
    expect(exportFileName('clients', 'xlsx', new Date(2026, 10, 23, 18))).toBe('clients-2026-11-23.xlsx');
  });
});
