// A credit note (nota di credito) as a PDF: the frame, client box, lines table and VAT summary of the
// invoice, with its own title, legal line and total (what is credited, VAT included). The lines are the
// returned units at the delivery notes' net prices; every amount arrives computed by the caller.
import { creditNoteLabelsFor } from './credit-note-labels';
import type { DocumentBase, InvoiceLine, VatSummaryRow } from './document-model';
import { formattersFor, type Formatters } from './format';
import { labelsFor } from './labels';
import {
  boxGrid,
  clientCell,
  documentDefinition,
  itemsTable,
  labelled,
  notesBlock,
  referenceLines,
} from './layout';
import { renderPdf } from './pdf-engine';
import type { Content, TableCell } from './pdfmake-types';

export interface CreditNoteDocument extends Omit<DocumentBase, 'kind'> {
  kind: 'nc';
  /** The return it comes from: number and day. */
  returnRef: { number: string; date: string };
  lines: InvoiceLine[];
  vatSummary: VatSummaryRow[];
  totals: { taxable: number; vat: number; total: number };
}

export async function renderCreditNotePdf(doc: CreditNoteDocument): Promise<Buffer> {
  const labels = labelsFor(doc.language);
  const own = creditNoteLabelsFor(doc.language);
  const format = formattersFor(doc.language);
  // The shared frame reads no kind: the credit note is laid out as the invoice is.
  const frameDoc: DocumentBase = { ...doc, kind: 'fattura' };
  const references = [
    own.referenceReturn(doc.returnRef.number, format.date(doc.returnRef.date)),
    ...referenceLines(frameDoc, labels, format),
  ];
  const parties = boxGrid(
    ['*', '*'],
    [
      [
        clientCell(own.customer, doc.client, labels, true),
        labelled(labels.references, { stack: references }),
      ],
    ],
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
      { width: '*', stack: [vatSummary(doc.vatSummary, format, labels)] },
      { width: 200, stack: [totals(doc, format, labels, own.creditTotal)] },
    ],
    columnGap: 12,
  };
  return renderPdf(
    documentDefinition({
      doc: frameDoc,
      title: own.title,
      legalLine: own.legalLine,
      labels,
      format,
      content: [parties, lines, closing, ...notesBlock(doc.notes, labels)],
    }),
  );
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
    format.percent(line.vatRate),
  ];
}

type Labels = ReturnType<typeof labelsFor>;

function vatSummary(rows: VatSummaryRow[], format: Formatters, labels: Labels): Content {
  const head = (text: string, alignment: 'left' | 'right' = 'right'): TableCell => ({
    text,
    style: 'tableHead',
    alignment,
  });
  return {
    stack: [
      { text: labels.vatSummary, style: 'cellLabel' },
      {
        table: {
          widths: ['*', 70, 60],
          body: [
            [head(labels.vatRate, 'left'), head(labels.taxable), head(labels.vat)],
            ...rows.map((row): TableCell[] => [
              format.percent(row.rate),
              { text: format.money(row.taxable), alignment: 'right' },
              { text: format.money(row.vat), alignment: 'right' },
            ]),
          ],
        },
        layout: {
          hLineWidth: (i: number) => (i === 1 ? 0.5 : 0),
          vLineWidth: () => 0,
          hLineColor: () => '#9AA5B1',
        },
      },
    ],
  };
}

function totals(doc: CreditNoteDocument, format: Formatters, labels: Labels, creditTotal: string): Content {
  const row = (label: string, value: number): TableCell[] => [
    label,
    { text: format.money(value), alignment: 'right' },
  ];
  return boxGrid(
    ['*', 'auto'],
    [
      row(labels.totalTaxable, doc.totals.taxable),
      row(labels.totalVat, doc.totals.vat),
      [
        { text: creditTotal, style: 'total' },
        { text: format.money(doc.totals.total), style: 'total', alignment: 'right' },
      ],
    ],
    0,
  );
}
