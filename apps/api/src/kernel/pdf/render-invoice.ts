// The courtesy copy of an invoice as a PDF, with the data art. 21 DPR 633/1972 requires (number and
// date, seller and buyer with VAT number / tax code, nature and quantity of the goods, unit price,
// taxable amount, VAT rate and amount, total); the legal invoice is the XML sent through SdI.
import type { InvoiceDocument, InvoiceLine, VatSummaryRow } from './document-model';
import { formattersFor, type Formatters } from './format';
import { labelsFor, type Labels } from './labels';
import {
  boxGrid,
  clientCell,
  destinationCell,
  documentDefinition,
  itemsTable,
  labelled,
  notesBlock,
  referenceLines,
  wrapping,
} from './layout';
import { renderPdf } from './pdf-engine';
import type { Content, TableCell } from './pdfmake-types';

const plainLayout = {
  hLineWidth: (i: number) => (i === 1 ? 0.5 : 0),
  vLineWidth: () => 0,
  hLineColor: () => '#9AA5B1',
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const labels = labelsFor(doc.language);
  const format = formattersFor(doc.language);

  const details: Content[] = [];
  if (doc.destination) details.push(destinationCell(labels.destination, doc.destination));
  const references = referenceLines(doc, labels, format);
  if (references.length > 0) details.push(labelled(labels.references, { stack: references }));
  details.push(labelled(labels.paymentTerms, { text: wrapping(doc.payment.terms), bold: true }));
  const parties = boxGrid(
    ['*', '*'],
    [[clientCell(labels.invoiceCustomer, doc.client, labels, true), { stack: details.map(spaced) }]],
  );

  const lines = itemsTable(
    [
      { header: labels.code, width: 56 },
      { header: labels.description, width: '*' },
      { header: labels.unit, width: 26, align: 'center' },
      { header: labels.quantity, width: 40, align: 'right' },
      { header: labels.unitPrice, width: 58, align: 'right' },
      { header: labels.discounts, width: 42, align: 'center' },
      { header: labels.amount, width: 64, align: 'right' },
      { header: labels.vatRateShort, width: 30, align: 'center' },
    ],
    doc.lines.map((line) => lineRow(line, format)),
  );

  const closing: Content = {
    unbreakable: true,
    columns: [
      { width: '*', stack: [vatSummary(doc.vatSummary, labels, format), ...payment(doc, labels, format)] },
      { width: 200, stack: [totals(doc, labels, format)] },
    ],
    columnGap: 12,
  };

  return renderPdf(
    documentDefinition({
      doc,
      title: labels.invoiceTitle,
      legalLine: labels.courtesyCopy,
      labels,
      format,
      content: [parties, lines, closing, ...notesBlock(doc.notes, labels)],
    }),
  );
}

function spaced(content: Content, index: number): Content {
  return index === 0 ? content : { stack: [content], margin: [0, 4, 0, 0] };
}

function vatLabel(rate: number, nature: string | undefined, format: Formatters): string {
  return rate === 0 && nature ? nature : format.percent(rate);
}

function lineRow(line: InvoiceLine, format: Formatters): TableCell[] {
  return [
    line.code,
    line.description,
    line.unit,
    format.quantity(line.quantity),
    format.unitPrice(line.unitPrice),
    line.discounts,
    format.amount(line.amount),
    vatLabel(line.vatRate, line.vatNature, format),
  ];
}

function vatSummary(rows: VatSummaryRow[], labels: Labels, format: Formatters): Content {
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

function payment(doc: InvoiceDocument, labels: Labels, format: Formatters): Content[] {
  const blocks: Content[] = [];
  if (doc.payment.dueDates.length > 0) {
    blocks.push({
      table: {
        widths: [80, 80],
        body: [
          [
            { text: labels.dueDate, style: 'tableHead' },
            { text: labels.dueAmount, style: 'tableHead', alignment: 'right' },
          ],
          ...doc.payment.dueDates.map((due): TableCell[] => [
            format.date(due.date),
            { text: format.money(due.amount), alignment: 'right' },
          ]),
        ],
      },
      layout: plainLayout,
      margin: [0, 0, 0, 6],
    });
  }
  const bank = doc.payment.bank;
  if (bank) {
    blocks.push({
      stack: [
        { text: wrapping(`${labels.bank}: ${bank.name}`) },
        { text: `${labels.iban}: ${bank.iban}`, bold: true },
        ...(bank.bic ? [{ text: `${labels.bic}: ${bank.bic}` }] : []),
      ],
    });
  }
  return blocks;
}

function totals(doc: InvoiceDocument, labels: Labels, format: Formatters): Content {
  const row = (label: string, value: number): TableCell[] => [
    label,
    { text: format.money(value), alignment: 'right' },
  ];
  const body: TableCell[][] = [];
  if (doc.totals.orderDiscount) {
    body.push(row(labels.goodsTotal, doc.totals.goods ?? doc.totals.taxable + doc.totals.orderDiscount));
    body.push(row(labels.orderDiscount, -doc.totals.orderDiscount));
  }
  body.push(row(labels.totalTaxable, doc.totals.taxable), row(labels.totalVat, doc.totals.vat));
  if (doc.totals.stampDuty) body.push(row(labels.stampDuty, doc.totals.stampDuty));
  body.push([
    { text: labels.documentTotal, style: 'total' },
    { text: format.money(doc.totals.total), style: 'total', alignment: 'right' },
  ]);
  return boxGrid(['*', 'auto'], body, 0);
}
