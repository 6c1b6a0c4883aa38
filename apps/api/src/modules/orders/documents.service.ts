// Reading delivery notes, invoices and credit notes: staff in their client scope (documents.read), a customer his
// own client's (the customer calls pass the client as the scope). A document out of reach is 404.
import type {
  DdtDetail,
  DocumentDetail,
  DocumentsListData,
  DocumentListType,
  DocumentsListQuery,
  DocumentType,
  InvoiceDetail,
  Language,
} from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { listData } from '../../http/list';
import type { ClientScope } from '../../kernel/client-scope';
import { findCreditNote, findDeliveryNote, findDocumentsPage, findInvoice } from './documents.repository';
import { toCreditNoteDetail, toDdtDetail, toDocumentListItem, toInvoiceDetail } from './documents.view';

type DocumentsQuery = Omit<DocumentsListQuery, 'cliente' | 'agente' | 'Lingua'> &
  Partial<Pick<DocumentsListQuery, 'cliente' | 'agente'>>;

export async function listDocuments(
  db: Database,
  scope: ClientScope,
  query: DocumentsQuery,
): Promise<DocumentsListData> {
  if (query.dataDa && query.dataA && query.dataDa > query.dataA) {
    throw new AppError(422, 'VALIDATION', 'order.badDateRange', { field: 'dataDa' });
  }
  const { rows, total } = await findDocumentsPage(db, scope, query);
  return listData(rows.map(toDocumentListItem), total, query);
}

/** One document by kind and number (a delivery note or an invoice for the PDF calls; a credit note too). */
export async function getDocument(
  db: Database,
  scope: ClientScope,
  kind: DocumentType,
  number: string,
  language: Language,
): Promise<DdtDetail | InvoiceDetail>;
export async function getDocument(
  db: Database,
  scope: ClientScope,
  kind: DocumentListType,
  number: string,
  language: Language,
): Promise<DocumentDetail>;
export async function getDocument(
  db: Database,
  scope: ClientScope,
  kind: DocumentListType,
  number: string,
  language: Language,
): Promise<DocumentDetail> {
  if (kind === 'ddt') {
    const note = await findDeliveryNote(db, scope, number);
    if (note) return toDdtDetail(note, language);
  } else if (kind === 'fattura') {
    const invoice = await findInvoice(db, scope, number);
    if (invoice) return toInvoiceDetail(invoice, language);
  } else {
    const creditNote = await findCreditNote(db, scope, number);
    if (creditNote) return toCreditNoteDetail(creditNote, language);
  }
  throw new AppError(404, 'NOT_FOUND', 'documents.notFound', { field: 'numero' });
}
