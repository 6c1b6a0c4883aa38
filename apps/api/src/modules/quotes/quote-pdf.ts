// A quote as a PDF through the documents' pdfmake engine and layout (letterhead, client box, items
// table, notes): the current revision as its reader may see it (a customer: the last sent one), in the
// language asked for. Drawn from the data on every call, never stored.
import type { Language, Quote } from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { addressLines, companyOf, type DocumentBase } from '../../kernel/pdf';
import { formattersFor } from '../../kernel/pdf/format';
import { quotedLinesTable, totalsBlock } from '../../kernel/pdf/blocks';
import { boxGrid, clientCell, documentDefinition, labelled, notesBlock } from '../../kernel/pdf/layout';
import { renderPdf } from '../../kernel/pdf/pdf-engine';
import type { Content } from '../../kernel/pdf/pdfmake-types';
import { labelsFor } from '../../kernel/texts/documents';
import { SHOP_COMPANY } from '../../kernel/shop-company';
import { shopDay } from '../../kernel/shop-calendar';
import { findQuoteClient } from './quotes.repository';
import { readQuote } from './quotes.service';

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
  const words = labels.quote;
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
      // A quote prints its client's address without the country, as it always has.
      addressLines: addressLines(client, { country: 'never' }),
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
  const lines = quotedLinesTable(
    revision.righe.map((line) => ({
      code: line.codArt,
      description: line.descrizione,
      unit: line.um,
      quantity: line.quantita,
      // What fits the customer: his own net price, the extra discount on top of it, the quoted net.
      listPrice: line.prezzoCliente,
      discount: line.scontoExtra,
      netPrice: line.prezzoNetto,
      amount: line.totale,
    })),
    labels,
    format,
  );
  const totals = totalsBlock([], { label: words.total, value: revision.totale }, format, 8);
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
