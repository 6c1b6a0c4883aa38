// A credit note (nota di credito) as a PDF: the frame, client box, lines table, VAT summary and totals
// of the invoice (the shared blocks), with its own title, legal line and total (what is credited, VAT
// included). The lines are the returned units at the delivery notes' net prices; every amount arrives
// computed by the caller.
import { labelsFor } from '../texts/documents';
import { closingColumns, pricedLinesTable, totalsBlock, vatSummaryBlock } from './blocks';
import type { DocumentBase, InvoiceLine, VatSummaryRow } from './document-model';
import { formattersFor } from './format';
import { boxGrid, clientCell, documentDefinition, labelled, notesBlock, referenceLines } from './layout';
import { renderPdf } from './pdf-engine';

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
  const own = labels.creditNote;
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
        clientCell(labels.invoiceCustomer, doc.client, labels, true),
        labelled(labels.references, { stack: references }),
      ],
    ],
  );
  const lines = pricedLinesTable(doc.lines, labels, format);
  const closing = closingColumns(
    [vatSummaryBlock(doc.vatSummary, labels, format)],
    totalsBlock(
      [
        { label: labels.totalTaxable, value: doc.totals.taxable },
        { label: labels.totalVat, value: doc.totals.vat },
      ],
      { label: own.creditTotal, value: doc.totals.total },
      format,
    ),
  );
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
