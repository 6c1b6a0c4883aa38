// The frame every document shares (delivery note, invoice, credit note, quote): A4 page, the seller's
// letterhead repeated on every page, a footer with the seller's registry data, the legal line and
// "Pagina x di y", labelled boxes and the lines table.
import type { ClientSnapshot, CompanyInfo, DestinationAddress, DocumentBase } from './document-model';
import type { Formatters } from './format';
import type { Labels } from '../texts/documents';
import { FONT_FAMILY } from './pdf-engine';
import type {
  Content,
  ContentText,
  DocumentDefinition,
  DynamicContent,
  TableCell,
  TableLayout,
} from './pdfmake-types';

const PAGE_WIDTH = 595.28; // A4 in points
const MARGIN_X = 36;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const PRIMARY = '#005AA6';
const LINE = '#9AA5B1';
const SOFT_LINE = '#D5DAE1';
const HEADER_FILL = '#E8EEF5';
const MUTED = '#5B6573';

/** What a renderer hands to `documentDefinition`. */
export interface DocumentFrame {
  doc: DocumentBase;
  title: string;
  /** Printed in the footer of every page: the DDT's legal basis, the invoice's courtesy-copy notice. */
  legalLine: string;
  labels: Labels;
  format: Formatters;
  content: Content[];
}

export function documentDefinition(frame: DocumentFrame): DocumentDefinition {
  const { doc, title, labels } = frame;
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN_X, 92, MARGIN_X, 50],
    language: doc.language === 'it' ? 'it-IT' : 'en-GB',
    info: {
      title: `${title} ${documentNumber(doc)}`,
      author: doc.company.name,
      subject: `${title} ${documentNumber(doc)} – ${doc.client.name}`,
      creator: doc.company.name,
    },
    header: pageHeader(frame),
    footer: pageFooter(doc.company, frame.legalLine, labels, frame.format),
    content: frame.content,
    defaultStyle: { font: FONT_FAMILY, fontSize: 8.5, lineHeight: 1.1, color: '#1A1F26' },
    styles: {
      companyName: { fontSize: 14, bold: true, color: PRIMARY },
      companyLine: { fontSize: 7.5, color: MUTED },
      docTitle: { fontSize: 13, bold: true, color: PRIMARY, alignment: 'right' },
      docNumber: { fontSize: 10, bold: true, alignment: 'right' },
      cellLabel: { fontSize: 6.5, color: MUTED, margin: [0, 0, 0, 1] },
      partyName: { fontSize: 9.5, bold: true },
      tableHead: { fontSize: 7.5, bold: true, color: '#1A1F26' },
      footer: { fontSize: 6.5, color: MUTED },
      legal: { fontSize: 7.5, italics: true, color: '#1A1F26' },
      total: { fontSize: 11, bold: true },
    },
  };
}

/** "128/2025": the progressive number within its year; year 0: a number that holds its year ("P2026/000001"). */
export function documentNumber(doc: Pick<DocumentBase, 'number' | 'year'>): string {
  return doc.year === 0 ? doc.number : `${doc.number}/${doc.year}`;
}

function pageHeader({ doc, title, labels, format }: DocumentFrame): DynamicContent {
  const company = doc.company;
  const ids = [
    `${labels.vatNumber} ${company.vatNumber}`,
    company.taxCode ? `${labels.taxCode} ${company.taxCode}` : '',
  ];
  const contacts = [
    company.phone ? `${labels.phone} ${company.phone}` : '',
    company.email ? `${labels.email} ${company.email}` : '',
    company.website ?? '',
  ];
  const letterhead: Content = {
    width: '*',
    stack: [
      { text: company.name, style: 'companyName' },
      { text: company.addressLines.join(' – '), style: 'companyLine' },
      { text: joined(ids), style: 'companyLine' },
      { text: joined(contacts), style: 'companyLine' },
    ],
  };
  const heading: Content = {
    width: 210,
    stack: [
      { text: title.toUpperCase(), style: 'docTitle' },
      { text: labels.numberAndDate(documentNumber(doc), format.date(doc.date)), style: 'docNumber' },
    ],
  };
  // The same block on every page, so a loose page still says whose document it is and which one.
  return () => ({
    margin: [MARGIN_X, 22, MARGIN_X, 0],
    stack: [
      { columns: [letterhead, heading], columnGap: 12 },
      {
        canvas: [{ type: 'line', x1: 0, y1: 6, x2: CONTENT_WIDTH, y2: 6, lineWidth: 1, lineColor: PRIMARY }],
      },
    ],
  });
}

function pageFooter(
  company: CompanyInfo,
  legalLine: string,
  labels: Labels,
  format: Formatters,
): DynamicContent {
  const registry = joined([
    company.name,
    `${labels.vatNumber} ${company.vatNumber}`,
    company.rea ? `${labels.rea} ${company.rea}` : '',
    company.shareCapital
      ? labels.shareCapital(format.money(company.shareCapital.amount), company.shareCapital.fullyPaid)
      : '',
    company.pec ? `${labels.pec} ${company.pec}` : '',
  ]);
  return (currentPage, pageCount) => ({
    margin: [MARGIN_X, 10, MARGIN_X, 0],
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 0.5, lineColor: LINE }] },
      {
        margin: [0, 3, 0, 0],
        columns: [
          {
            width: '*',
            stack: [
              { text: legalLine, style: 'legal' },
              { text: registry, style: 'footer' },
            ],
          },
          { width: 80, text: labels.pageOf(currentPage, pageCount), alignment: 'right', fontSize: 8 },
        ],
      },
    ],
  });
}

/** Joins the non-empty parts of a line with a dash. */
function joined(parts: string[]): string {
  return parts.filter((part) => part.trim() !== '').join(' – ');
}

// A token this long (a supplier code, a URL, a run of X) may break anywhere: otherwise pdfmake widens
// its column to fit it and pushes the table off the page.
const LONG_TOKEN = /(\S{16,})/;

/** Text from the data: long unbroken tokens may break inside, everything else wraps at spaces. */
export function wrapping(text: string): string | ContentText[] {
  if (!LONG_TOKEN.test(text)) return text;
  return text
    .split(LONG_TOKEN)
    .filter((part) => part !== '')
    .map((part) => (LONG_TOKEN.test(part) ? { text: part, wordBreak: 'break-all' } : { text: part }));
}

/** A cell with a small label above its value. */
export function labelled(label: string, value: Content): TableCell {
  return { stack: [{ text: label, style: 'cellLabel' }, value] };
}

const boxLayout: TableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => LINE,
  vLineColor: () => LINE,
  paddingLeft: () => 5,
  paddingRight: () => 5,
  paddingTop: () => 4,
  paddingBottom: () => 4,
};

/** A grid of bordered, labelled boxes: rows of cells that share their row's height. */
export function boxGrid(widths: (number | string)[], rows: TableCell[][], margin = 8): Content {
  return { table: { widths, body: rows }, layout: boxLayout, margin: [0, 0, 0, margin] };
}

/** The buyer's box: name, code, address, VAT number and tax code, and for invoices where the e-invoice goes. */
export function clientCell(
  title: string,
  client: ClientSnapshot,
  labels: Labels,
  eInvoice: boolean,
): TableCell {
  const lines: Content[] = [
    { text: wrapping(client.name), style: 'partyName' },
    ...client.addressLines.map((line) => ({ text: wrapping(line) })),
    {
      text: joined([
        client.vatNumber ? `${labels.vatNumber} ${client.vatNumber}` : '',
        client.taxCode ? `${labels.taxCode} ${client.taxCode}` : '',
      ]),
    },
    { text: `${labels.clientCode} ${client.code}`, color: MUTED },
  ];
  if (eInvoice && client.sdiCode) lines.push({ text: wrapping(`${labels.sdiCode}: ${client.sdiCode}`) });
  if (eInvoice && client.pec) lines.push({ text: wrapping(`${labels.pec}: ${client.pec}`) });
  return labelled(title, { stack: lines });
}

export function destinationCell(title: string, destination: DestinationAddress): TableCell {
  const lines: Content[] = destination.addressLines.map((line) => ({ text: wrapping(line) }));
  if (destination.name) lines.unshift({ text: wrapping(destination.name), bold: true });
  return labelled(title, { stack: lines });
}

export interface ItemColumn {
  header: string;
  width: number | '*';
  align?: 'left' | 'right' | 'center';
}

const itemsLayout: TableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.4),
  vLineWidth: () => 0,
  hLineColor: (i) => (i <= 1 ? LINE : SOFT_LINE),
  fillColor: (row) => (row === 0 ? HEADER_FILL : null),
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/**
 * The lines table: its header row is repeated on every page it runs onto, a row never splits across
 * pages, and long descriptions wrap inside their column.
 */
export function itemsTable(columns: ItemColumn[], rows: TableCell[][]): Content {
  const header: TableCell[] = columns.map((column) => ({
    text: column.header,
    style: 'tableHead',
    alignment: column.align ?? 'left',
  }));
  const body = rows.map((row) =>
    row.map((cell, index) => {
      const align = columns[index]?.align;
      return typeof cell === 'string' ? { text: wrapping(cell), alignment: align ?? 'left' } : cell;
    }),
  );
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((column) => column.width),
      body: [header, ...body],
    },
    layout: itemsLayout,
    margin: [0, 0, 0, 8],
  };
}

export function notesBlock(notes: string | undefined, labels: Labels): Content[] {
  if (!notes?.trim()) return [];
  return [boxGrid(['*'], [[labelled(labels.notes, { text: wrapping(notes.trim()) })]])];
}

/** One line per referenced document: "Ordine n. W-1 del 02/03/2025", "DDT n. 12/2025 del 04/03/2025". */
export function referenceLines(doc: DocumentBase, labels: Labels, format: Formatters): string[] {
  return (doc.references ?? []).map((ref) =>
    ref.kind === 'order'
      ? labels.referenceOrder(ref.number, format.date(ref.date))
      : labels.referenceDdt(ref.number, format.date(ref.date)),
  );
}
