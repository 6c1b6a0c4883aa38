// The courtesy copy of an invoice as a PDF, with the data art. 21 DPR 633/1972 requires (number and
// date, seller and buyer with VAT number / tax code, nature and quantity of the goods, unit price,
// taxable amount, VAT rate and amount, total); the legal invoice is the XML sent through SdI.
import { labelsFor, type Labels } from '../texts/documents';
import {
  closingColumns,
  plainLayout,
  pricedLinesTable,
  totalsBlock,
  vatSummaryBlock,
  type TotalRow,
} from './blocks';
import type { InvoiceDocument } from './document-model';
import { formattersFor, type Formatters } from './format';
import {
  boxGrid,
  clientCell,
  destinationCell,
  documentDefinition,
  labelled,
  notesBlock,
  referenceLines,
  wrapping,
} from './layout';
import { renderPdf } from './pdf-engine';
import type { Content, TableCell } from './pdfmake-types';

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

  const lines = pricedLinesTable(doc.lines, labels, format);
  const closing = closingColumns(
    [vatSummaryBlock(doc.vatSummary, labels, format), ...payment(doc, labels, format)],
    totals(doc, labels, format),
  );

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
  const rows: TotalRow[] = [];
  if (doc.totals.orderDiscount) {
    rows.push(
      {
        label: labels.goodsTotal,
        value: doc.totals.goods ?? doc.totals.taxable + doc.totals.orderDiscount,
      },
      { label: labels.orderDiscount, value: -doc.totals.orderDiscount },
    );
  }
  rows.push(
    { label: labels.totalTaxable, value: doc.totals.taxable },
    { label: labels.totalVat, value: doc.totals.vat },
  );
  if (doc.totals.stampDuty) rows.push({ label: labels.stampDuty, value: doc.totals.stampDuty });
  return totalsBlock(rows, { label: labels.documentTotal, value: doc.totals.total }, format);
}
