// The blocks the documents share, written once: the lines tables (the goods of a delivery note; the
// priced lines of an invoice and a credit note; the quoted lines of a quote), the VAT summary with the
// natura and legal reference of non-taxable rates, and the totals box.
import type { Labels } from '../texts/documents';
import type { InvoiceLine, VatSummaryRow } from './document-model';
import type { Formatters } from './format';
import { boxGrid, itemsTable, type ItemColumn } from './layout';
import type { Content, TableCell, TableLayout } from './pdfmake-types';

/** A light table: one rule under the header row, no borders. */
export const plainLayout: TableLayout = {
  hLineWidth: (i: number) => (i === 1 ? 0.5 : 0),
  vLineWidth: () => 0,
  hLineColor: () => '#9AA5B1',
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** What every lines table opens with: code, description, unit of measure and quantity. */
export interface GoodsLine {
  code: string;
  description: string;
  unit: string;
  quantity: number;
}

interface GoodsWidths {
  code: number;
  unit: number;
  quantity: number;
}

const NARROW: GoodsWidths = { code: 56, unit: 26, quantity: 40 };
const WIDE: GoodsWidths = { code: 80, unit: 34, quantity: 60 };

function goodsColumns(labels: Labels, widths: GoodsWidths): ItemColumn[] {
  return [
    { header: labels.code, width: widths.code },
    { header: labels.description, width: '*' },
    { header: labels.unit, width: widths.unit, align: 'center' },
    { header: labels.quantity, width: widths.quantity, align: 'right' },
  ];
}

function goodsCells(line: GoodsLine, format: Formatters): TableCell[] {
  return [line.code, line.description, line.unit, format.quantity(line.quantity)];
}

/** The delivery note's table: what travels, without prices. */
export function goodsTable(lines: GoodsLine[], labels: Labels, format: Formatters): Content {
  return itemsTable(
    goodsColumns(labels, WIDE),
    lines.map((line) => goodsCells(line, format)),
  );
}

/** The rate of a line or summary row: "22%", or the natura code ("N3.1") of a 0 % rate. */
function vatLabel(rate: number, nature: string | undefined, format: Formatters): string {
  return rate === 0 && nature ? nature : format.percent(rate);
}

/** The invoice's and credit note's table: price, discount chain, amount and VAT rate or natura. */
export function pricedLinesTable(lines: InvoiceLine[], labels: Labels, format: Formatters): Content {
  return itemsTable(
    [
      ...goodsColumns(labels, NARROW),
      { header: labels.unitPrice, width: 58, align: 'right' },
      { header: labels.discounts, width: 42, align: 'center' },
      { header: labels.amount, width: 64, align: 'right' },
      { header: labels.vatRateShort, width: 30, align: 'center' },
    ],
    lines.map((line): TableCell[] => [
      ...goodsCells(line, format),
      format.unitPrice(line.unitPrice),
      format.discounts(line.discounts),
      format.amount(line.amount),
      vatLabel(line.vatRate, line.vatNature, format),
    ]),
  );
}

/** A quoted line: list price, one discount in percent, net price and amount. */
export interface QuotedLine extends GoodsLine {
  listPrice: number;
  discount: number;
  netPrice: number;
  amount: number;
}

/** The quote's table: list price, discount and net price in place of the chain and the VAT rate. */
export function quotedLinesTable(lines: QuotedLine[], labels: Labels, format: Formatters): Content {
  return itemsTable(
    [
      ...goodsColumns(labels, NARROW),
      { header: labels.unitPrice, width: 58, align: 'right' },
      { header: labels.quote.discount, width: 42, align: 'right' },
      { header: labels.quote.net, width: 58, align: 'right' },
      { header: labels.amount, width: 64, align: 'right' },
    ],
    lines.map((line): TableCell[] => [
      ...goodsCells(line, format),
      format.unitPrice(line.listPrice),
      line.discount > 0 ? format.percent(line.discount) : '',
      format.unitPrice(line.netPrice),
      format.amount(line.amount),
    ]),
  );
}

/** The riepilogo IVA: taxable and tax by rate; a 0 % rate shows its natura and legal reference. */
export function vatSummaryBlock(rows: VatSummaryRow[], labels: Labels, format: Formatters): Content {
  const head = (text: string, alignment: 'left' | 'right' = 'right'): TableCell => ({
    text,
    style: 'tableHead',
    alignment,
  });
  return {
    margin: [0, 0, 0, 8],
    stack: [
      { text: labels.vatSummary, style: 'cellLabel' },
      {
        table: {
          widths: ['*', 70, 60],
          body: [
            [head(labels.vatRate, 'left'), head(labels.taxable), head(labels.vat)],
            ...rows.map((row): TableCell[] => [
              [vatLabel(row.rate, row.vatNature, format), row.legalReference].filter(Boolean).join(' – '),
              { text: format.money(row.taxable), alignment: 'right' },
              { text: format.money(row.vat), alignment: 'right' },
            ]),
          ],
        },
        layout: plainLayout,
      },
    ],
  };
}

/** One amount of the totals box. */
export interface TotalRow {
  label: string;
  value: number;
}

/** The totals box: its rows, then the document's total in bold. */
export function totalsBlock(rows: TotalRow[], total: TotalRow, format: Formatters, margin = 0): Content {
  const body: TableCell[][] = rows.map((row) => [
    row.label,
    { text: format.money(row.value), alignment: 'right' },
  ]);
  body.push([
    { text: total.label, style: 'total' },
    { text: format.money(total.value), style: 'total', alignment: 'right' },
  ]);
  return boxGrid(['*', 'auto'], body, margin);
}

/** An invoice's or credit note's closing: the VAT summary (and what follows it) beside the totals. */
export function closingColumns(left: Content[], totals: Content): Content {
  return {
    unbreakable: true,
    columns: [
      { width: '*', stack: left },
      { width: 200, stack: [totals] },
    ],
    columnGap: 12,
  };
}
