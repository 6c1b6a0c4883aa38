// Queries of delivery notes and invoices: writing them (with their lines), locking delivery notes for
// invoicing, the documents list and one document with everything it printed. Every read has the
// user's client scope in its WHERE: a document of a client out of reach is never found.
import type { DocumentsListQuery, DocumentsSortField } from '@shop/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  clients,
  creditNoteLines,
  creditNotes,
  creditNoteVatLines,
  deliveryNoteLines,
  deliveryNotes,
  invoiceLines,
  invoices,
  invoiceVatLines,
  orders,
  returnRequests,
} from '../../db/schema';
import { pageWindow } from '../../http/list';
import { clientScopeCondition, type ClientScope } from '../../kernel/client-scope';
import { searchCondition } from './orders.repository';

export type NewDeliveryNote = typeof deliveryNotes.$inferInsert;
export type NewDeliveryNoteLine = Omit<typeof deliveryNoteLines.$inferInsert, 'deliveryNoteId'>;
export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;
export type NewVatLine = Omit<typeof invoiceVatLines.$inferInsert, 'invoiceId'>;

export async function insertDeliveryNote(
  db: Database,
  note: NewDeliveryNote,
  lines: readonly NewDeliveryNoteLine[],
): Promise<number> {
  const [written] = await db.insert(deliveryNotes).values(note).returning({ id: deliveryNotes.id });
  if (!written) throw new Error('delivery note not returned');
  await db.insert(deliveryNoteLines).values(lines.map((line) => ({ ...line, deliveryNoteId: written.id })));
  return written.id;
}

export async function insertInvoice(
  db: Database,
  invoice: NewInvoice,
  lines: readonly NewInvoiceLine[],
  vat: readonly NewVatLine[],
  noteIds: readonly number[],
): Promise<number> {
  const [written] = await db.insert(invoices).values(invoice).returning({ id: invoices.id });
  if (!written) throw new Error('invoice not returned');
  await db.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: written.id })));
  await db.insert(invoiceVatLines).values(vat.map((line) => ({ ...line, invoiceId: written.id })));
  await db
    .update(deliveryNotes)
    .set({ invoiceId: written.id })
    .where(inArray(deliveryNotes.id, [...noteIds]));
  return written.id;
}

/** The share of its order's header discount each earlier delivery note carried, summed. */
export async function earlierDiscountShares(db: Database, orderId: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deliveryNotes.headerDiscount}), 0)::text` })
    .from(deliveryNotes)
    .where(eq(deliveryNotes.orderId, orderId));
  return row?.total ?? '0';
}

/**
 * Delivery notes by number, in the scope, locked in number order (an invoice takes them): a note
 * invoiced at the same time by someone else is seen invoiced once that one commits.
 */
export function lockDeliveryNotes(db: Database, scope: ClientScope, numbers: readonly string[]) {
  return db
    .select({ note: deliveryNotes, invoiceNumber: invoices.number })
    .from(deliveryNotes)
    .innerJoin(clients, eq(clients.code, deliveryNotes.clientCode))
    .leftJoin(invoices, eq(invoices.id, deliveryNotes.invoiceId))
    .where(and(inArray(deliveryNotes.number, [...numbers]), clientScopeCondition(scope)))
    .orderBy(asc(deliveryNotes.year), asc(deliveryNotes.sequence))
    .for('update', { of: [deliveryNotes] });
}

export function findDeliveryNoteLines(db: Database, noteIds: readonly number[]) {
  return db
    .select({ line: deliveryNoteLines, noteNumber: deliveryNotes.number, orderNumber: orders.number })
    .from(deliveryNoteLines)
    .innerJoin(deliveryNotes, eq(deliveryNotes.id, deliveryNoteLines.deliveryNoteId))
    .innerJoin(orders, eq(orders.id, deliveryNotes.orderId))
    .where(inArray(deliveryNoteLines.deliveryNoteId, [...noteIds]))
    .orderBy(asc(deliveryNotes.year), asc(deliveryNotes.sequence), asc(deliveryNoteLines.lineNo));
}

/** A delivery note with its order and invoice, in the scope. */
export async function findDeliveryNote(db: Database, scope: ClientScope, number: string) {
  const [row] = await db
    .select({
      note: deliveryNotes,
      orderNumber: orders.number,
      orderCreatedAt: orders.createdAt,
      invoiceNumber: invoices.number,
      invoiceIssuedOn: invoices.issuedOn,
    })
    .from(deliveryNotes)
    .innerJoin(clients, eq(clients.code, deliveryNotes.clientCode))
    .innerJoin(orders, eq(orders.id, deliveryNotes.orderId))
    .leftJoin(invoices, eq(invoices.id, deliveryNotes.invoiceId))
    .where(and(eq(deliveryNotes.number, number), clientScopeCondition(scope)))
    .limit(1);
  if (!row) return undefined;
  const lines = await db
    .select()
    .from(deliveryNoteLines)
    .where(eq(deliveryNoteLines.deliveryNoteId, row.note.id))
    .orderBy(asc(deliveryNoteLines.lineNo));
  return { ...row, lines };
}
export type DeliveryNoteFound = NonNullable<Awaited<ReturnType<typeof findDeliveryNote>>>;

/** An invoice with its lines, VAT summary and delivery notes, in the scope. */
export async function findInvoice(db: Database, scope: ClientScope, number: string) {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(clients, eq(clients.code, invoices.clientCode))
    .where(and(eq(invoices.number, number), clientScopeCondition(scope)))
    .limit(1);
  if (!row) return undefined;
  const id = row.invoice.id;
  const [lines, vat, notes] = await Promise.all([
    db
      .select({ line: invoiceLines, noteNumber: deliveryNotes.number, orderNumber: orders.number })
      .from(invoiceLines)
      .innerJoin(deliveryNotes, eq(deliveryNotes.id, invoiceLines.deliveryNoteId))
      .innerJoin(orders, eq(orders.id, deliveryNotes.orderId))
      .where(eq(invoiceLines.invoiceId, id))
      .orderBy(asc(invoiceLines.lineNo)),
    db
      .select()
      .from(invoiceVatLines)
      .where(eq(invoiceVatLines.invoiceId, id))
      .orderBy(desc(invoiceVatLines.vatRate)),
    db
      .select({ note: deliveryNotes, orderNumber: orders.number })
      .from(deliveryNotes)
      .innerJoin(orders, eq(orders.id, deliveryNotes.orderId))
      .where(eq(deliveryNotes.invoiceId, id))
      .orderBy(asc(deliveryNotes.year), asc(deliveryNotes.sequence)),
  ]);
  return { invoice: row.invoice, lines, vat, notes };
}
export type InvoiceFound = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

/** A credit note with its lines, VAT summary, the delivery notes it credits and its return, in the scope. */
export async function findCreditNote(db: Database, scope: ClientScope, number: string) {
  const [row] = await db
    .select({
      note: creditNotes,
      returnNumber: returnRequests.number,
      returnCreatedAt: returnRequests.createdAt,
    })
    .from(creditNotes)
    .innerJoin(clients, eq(clients.code, creditNotes.clientCode))
    .innerJoin(returnRequests, eq(returnRequests.id, creditNotes.returnId))
    .where(and(eq(creditNotes.number, number), clientScopeCondition(scope)))
    .limit(1);
  if (!row) return undefined;
  const id = row.note.id;
  const [lines, vat] = await Promise.all([
    db
      .select({ line: creditNoteLines, delivery: deliveryNotes, orderNumber: orders.number })
      .from(creditNoteLines)
      .innerJoin(deliveryNotes, eq(deliveryNotes.id, creditNoteLines.deliveryNoteId))
      .innerJoin(orders, eq(orders.id, deliveryNotes.orderId))
      .where(eq(creditNoteLines.creditNoteId, id))
      .orderBy(asc(creditNoteLines.lineNo)),
    db
      .select()
      .from(creditNoteVatLines)
      .where(eq(creditNoteVatLines.creditNoteId, id))
      .orderBy(desc(creditNoteVatLines.vatRate)),
  ]);
  return { ...row, lines, vat };
}
export type CreditNoteFound = NonNullable<Awaited<ReturnType<typeof findCreditNote>>>;

/** A row of the documents list (every kind, one shape). */
export interface DocumentListRow {
  kind: 'ddt' | 'fattura' | 'nc';
  id: number;
  number: string;
  issued_on: string;
  client_code: string;
  client_name: string;
  orders: string[];
  lines: number;
  pieces: number;
  total: string;
  invoice_number: string | null;
  /** A credit note's return. */
  return_id: number | null;
}

function sortOf(field: DocumentsSortField): SQL {
  switch (field) {
    case 'data':
      return sql`d.issued_at`;
    case 'numero':
      return sql`d.number`;
    case 'cliente':
      return sql`lower(d.client_name)`;
    case 'totale':
      return sql`d.total`;
  }
}

type DocumentFilters = Pick<
  DocumentsListQuery,
  'tipo' | 'ordine' | 'dataDa' | 'dataA' | 'daFatturare' | 'search' | 'sort'
> &
  Partial<Pick<DocumentsListQuery, 'cliente' | 'agente'>> & { page: number; pageSize: number };

/** The delivery notes and invoices matching the filters, one page and the count, side by side. */
export async function findDocumentsPage(db: Database, scope: ClientScope, query: DocumentFilters) {
  const common = (issuedOn: SQL, number: SQL) =>
    and(
      clientScopeCondition(scope),
      query.cliente ? eq(clients.code, query.cliente) : undefined,
      query.agente ? eq(clients.agentCode, query.agente) : undefined,
      query.dataDa ? sql`${issuedOn} >= ${query.dataDa}::date` : undefined,
      query.dataA ? sql`${issuedOn} <= ${query.dataA}::date` : undefined,
      searchCondition(
        query.search,
        sql`(${number} || ' ' || ${clients.code} || ' ' || ${clients.companyName})`,
      ),
    ) ?? sql`true`;
  const noteWhere = and(
    common(sql`${deliveryNotes.issuedOn}`, sql`${deliveryNotes.number}`),
    query.ordine ? eq(orders.number, query.ordine) : undefined,
    query.daFatturare === 'S' ? sql`${deliveryNotes.invoiceId} is null` : undefined,
  );
  const invoiceWhere = and(
    common(sql`${invoices.issuedOn}`, sql`${invoices.number}`),
    query.ordine
      ? sql`exists (select 1 from ${deliveryNotes} join ${orders} on ${orders.id} = ${deliveryNotes.orderId}
          where ${deliveryNotes.invoiceId} = ${invoices.id} and ${orders.number} = ${query.ordine})`
      : undefined,
  );
  const noteRows = sql`
    select 'ddt'::text as kind, ${deliveryNotes.id} as id, ${deliveryNotes.number} as number,
      ${deliveryNotes.issuedOn}::text as issued_on, ${deliveryNotes.issuedAt} as issued_at,
      ${clients.code} as client_code, ${deliveryNotes.clientName} as client_name,
      array[${orders.number}]::text[] as orders,
      (select count(*) from ${deliveryNoteLines} where ${deliveryNoteLines.deliveryNoteId} = ${deliveryNotes.id})::int as lines,
      (select coalesce(sum(${deliveryNoteLines.quantity} + ${deliveryNoteLines.freeQuantity}), 0)
         from ${deliveryNoteLines} where ${deliveryNoteLines.deliveryNoteId} = ${deliveryNotes.id})::int as pieces,
      ${deliveryNotes.goodsAmount} as total, ${invoices.number} as invoice_number, null::int as return_id
    from ${deliveryNotes}
    join ${clients} on ${clients.code} = ${deliveryNotes.clientCode}
    join ${orders} on ${orders.id} = ${deliveryNotes.orderId}
    left join ${invoices} on ${invoices.id} = ${deliveryNotes.invoiceId}
    where ${noteWhere}`;
  const invoiceRows = sql`
    select 'fattura'::text as kind, ${invoices.id} as id, ${invoices.number} as number,
      ${invoices.issuedOn}::text as issued_on, ${invoices.issuedAt} as issued_at,
      ${clients.code} as client_code, ${invoices.clientName} as client_name,
      array(select distinct ${orders.number} from ${deliveryNotes} join ${orders} on ${orders.id} = ${deliveryNotes.orderId}
        where ${deliveryNotes.invoiceId} = ${invoices.id} order by 1)::text[] as orders,
      (select count(*) from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id})::int as lines,
      (select coalesce(sum(${invoiceLines.quantity} + ${invoiceLines.freeQuantity}), 0)
         from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id})::int as pieces,
      ${invoices.totalAmount} as total, null::text as invoice_number, null::int as return_id
    from ${invoices}
    join ${clients} on ${clients.code} = ${invoices.clientCode}
    where ${invoiceWhere}`;
  // Credit notes (modules/returns): the orders of the delivery notes their lines come from.
  const creditOrders = sql`select distinct ${orders.number} from ${creditNoteLines}
    join ${deliveryNotes} on ${deliveryNotes.id} = ${creditNoteLines.deliveryNoteId}
    join ${orders} on ${orders.id} = ${deliveryNotes.orderId}
    where ${creditNoteLines.creditNoteId} = ${creditNotes.id}`;
  const creditWhere = and(
    common(sql`${creditNotes.issuedOn}`, sql`${creditNotes.number}`),
    query.ordine ? sql`${query.ordine} in (${creditOrders})` : undefined,
  );
  const creditRows = sql`
    select 'nc'::text as kind, ${creditNotes.id} as id, ${creditNotes.number} as number,
      ${creditNotes.issuedOn}::text as issued_on, ${creditNotes.issuedAt} as issued_at,
      ${clients.code} as client_code, ${creditNotes.clientName} as client_name,
      array(${creditOrders} order by 1)::text[] as orders,
      (select count(*) from ${creditNoteLines} where ${creditNoteLines.creditNoteId} = ${creditNotes.id})::int as lines,
      (select coalesce(sum(${creditNoteLines.quantity}), 0)
         from ${creditNoteLines} where ${creditNoteLines.creditNoteId} = ${creditNotes.id})::int as pieces,
      ${creditNotes.totalAmount} as total, null::text as invoice_number, ${creditNotes.returnId} as return_id
    from ${creditNotes}
    join ${clients} on ${clients.code} = ${creditNotes.clientCode}
    where ${creditWhere}`;
  // Only delivery notes are ever "to invoice"; a kind asked for leaves out the others.
  const wants = (kind: DocumentListRow['kind']) => query.tipo === undefined || query.tipo === kind;
  const parts = [
    wants('ddt') ? noteRows : undefined,
    wants('fattura') && query.daFatturare !== 'S' ? invoiceRows : undefined,
    wants('nc') && query.daFatturare !== 'S' ? creditRows : undefined,
  ].filter((part): part is SQL => part !== undefined);
  if (parts.length === 0) return { rows: [] as DocumentListRow[], total: 0 };
  const union = sql.join(parts, sql` union all `);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const direction = query.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const [page, counted] = await Promise.all([
    db.execute(sql`select * from (${union}) d
      order by ${sortOf(query.sort.field)} ${direction}, d.kind, d.id limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from (${union}) d`),
  ]);
  const rows = (page as unknown as { rows: DocumentListRow[] }).rows;
  const [total] = (counted as unknown as { rows: { total: number }[] }).rows;
  return { rows, total: Number(total?.total ?? 0) };
}
