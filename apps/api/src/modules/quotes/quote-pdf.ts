// A quote as a PDF through the documents' pdfmake engine and layout (letterhead, client box, items
// table, notes): the current revision as its reader may see it (a customer: the last sent one), in the
// language asked for. Drawn from the data on every call, never stored.
import type { Language, Quote } from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { companyOf } from '../../kernel/pdf/pdf-mapping';
import type { DocumentBase } from '../../kernel/pdf/document-model';
import { formattersFor } from '../../kernel/pdf/format';
import { labelsFor } from '../../kernel/pdf/labels';
import {
  boxGrid,
  clientCell,
  documentDefinition,
  itemsTable,
  labelled,
  notesBlock,
} from '../../kernel/pdf/layout';
import { renderPdf } from '../../kernel/pdf/pdf-engine';
import type { Content, TableCell } from '../../kernel/pdf/pdfmake-types';
import { SHOP_COMPANY } from '../../kernel/shop-company';
import { shopDay } from '../../kernel/shop-calendar';
import { findQuoteClient } from './quotes.repository';
import { readQuote } from './quotes.service';

const QUOTE_LABELS = {
  it: {
    title: 'Preventivo',
    revision: 'Revisione',
    validUntil: 'Valido fino al',
    legal: 'Preventivo non vincolante oltre la data di validità. Prezzi IVA esclusa.',
    discount: 'Sconto',
    net: 'Netto',
    total: 'Totale (IVA esclusa)',
  },
  en: {
    title: 'Quote',
    revision: 'Revision',
    validUntil: 'Valid until',
    legal: 'Quote not binding after its validity date. Prices exclude VAT.',
    discount: 'Discount',
    net: 'Net',
    total: 'Total (excluding VAT)',
  },
} as const;

export async function quotePdf(
  db: Database,
  user: AuthUser,
  number: string,
  language: Language,
): Promise<{ pdf: Buffer; fileName: string }> {
  const quote = await readQuote(db, user, number, language);
  const revision = quote.revisioni.at(-1);
  if (!revision) throw new AppError(404, 'NOT_FOUND', 'quotes.notFound', { field: 'numero' });
  const client = await findQuoteClient(db, quote.cliente.codice);
  const pdf = await renderQuotePdf(quote, revision, client, language);
  return { pdf, fileName: `preventivo-${quote.numero.replace('/', '-')}-rev${revision.revisione}.pdf` };
}

type Revision = Quote['revisioni'][number];
type ClientRow = Awaited<ReturnType<typeof findQuoteClient>>;

export async function renderQuotePdf(
  quote: Quote,
  revision: Revision,
  client: ClientRow,
  language: Language,
) {
  const labels = labelsFor(language);
  const format = formattersFor(language);
  const words = QUOTE_LABELS[language];
  const town = [client.postcode, client.city, client.province ? `(${client.province})` : '']
    .filter(Boolean)
    .join(' ');
  const doc: DocumentBase = {
    kind: 'fattura',
    number: quote.numero,
    year: 0,
    date: (revision.inviata ?? revision.creata).slice(0, 10) || shopDay(),
    language,
    company: companyOf(SHOP_COMPANY),
    client: {
      code: client.code,
      name: client.companyName,
      vatNumber: client.vatNumber || undefined,
      taxCode: client.fiscalCode || undefined,
      addressLines: [client.street, town].filter((line) => line.trim() !== ''),
    },
    notes: revision.noteCliente || undefined,
  };
  const details: Content = {
    stack: [
      { text: `${words.revision} ${revision.revisione}`, bold: true },
      { text: `${words.validUntil} ${format.date(revision.validoFino)}`, bold: true },
    ],
  };
  const parties = boxGrid(
    ['*', '*'],
    [[clientCell(labels.invoiceCustomer, doc.client, labels, false), labelled(words.title, details)]],
  );
  const lines = itemsTable(
    [
      { header: labels.code, width: 56 },
      { header: labels.description, width: '*' },
      { header: labels.unit, width: 26, align: 'center' },
      { header: labels.quantity, width: 40, align: 'right' },
      { header: labels.unitPrice, width: 58, align: 'right' },
      { header: words.discount, width: 42, align: 'right' },
      { header: words.net, width: 58, align: 'right' },
      { header: labels.amount, width: 64, align: 'right' },
    ],
    revision.righe.map((line): TableCell[] => [
      line.codArt,
      line.descrizione,
      line.um,
      format.quantity(line.quantita),
      format.unitPrice(line.prezzoListino),
      line.sconto > 0 ? format.percent(line.sconto) : '',
      format.unitPrice(line.prezzoNetto),
      format.amount(line.totale),
    ]),
  );
  const totals = boxGrid(
    ['*', 'auto'],
    [
      [
        { text: words.total, style: 'total' },
        { text: format.money(revision.totale), style: 'total', alignment: 'right' },
      ],
    ],
    8,
  );
  return renderPdf(
    documentDefinition({
      doc,
      title: words.title,
      legalLine: words.legal,
      labels,
      format,
      content: [parties, lines, totals, ...notesBlock(doc.notes, labels)],
    }),
  );
}
