// Returns (resi, contract returns.ts): a customer asks to send back delivered lines (each names the
// delivery note line it comes from), staff approve them (fully or in part) or reject them, and an
// approval makes a credit note (nota di credito) numbered per year without gaps like the other
// documents (document_number_counters, kind 'nc'). Photos are on disk under MEDIA_DIR/returns, named
// by their SHA-256; the rows only describe them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { deliveryNotes } from './document';
import { users } from './users';

const amount = (name: string) => numeric(name, { precision: 16, scale: 4 });
const vatRate = (name: string) => numeric(name, { precision: 5, scale: 2 });
const STATUSES = sql`('richiesto', 'approvato', 'approvato_parziale', 'rifiutato')`;
const REASONS = sql`('danneggiato', 'errato', 'difettoso', 'non_ordinato', 'altro')`;

export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** "2026/000012": per year without gaps (document_number_counters kind 'reso'). */
    number: varchar('number', { length: 16 }).notNull(),
    clientCode: varchar('client_code', { length: 16 })
      .notNull()
      .references(() => clients.code),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 20 }).notNull().default('richiesto'),
    /** Why staff rejected it (rifiutato). */
    rejectionReason: text('rejection_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The credit note an approval made. */
    creditNoteId: integer('credit_note_id').references((): AnyPgColumn => creditNotes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message, decision or change. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('return_requests_number_uq').on(t.year, t.sequence),
    uniqueIndex('return_requests_number_text_uq').on(t.number),
    index('return_requests_client_idx').on(t.clientCode, t.createdAt),
    index('return_requests_updated_idx').on(t.updatedAt),
    check('return_requests_status_ck', sql`${t.status} in ${STATUSES}`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    /** The delivery note line it comes from (delivery_note_lines: note id + line_no). */
    deliveryNoteId: integer('delivery_note_id')
      .notNull()
      .references(() => deliveryNotes.id),
    deliveryNoteLineNo: integer('delivery_note_line_no').notNull(),
    productCode: varchar('product_code', { length: 32 }).notNull(),
    descriptionIt: text('description_it').notNull(),
    descriptionEn: text('description_en').notNull(),
    quantityAsked: integer('quantity_asked').notNull(),
    /** Set by the decision (0 on a rejection); null while the request waits. */
    quantityApproved: integer('quantity_approved'),
    reason: varchar('reason', { length: 16 }).notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.lineNo] }),
    // The returnable check sums a delivery note line's returns.
    index('return_lines_ddt_line_idx').on(t.deliveryNoteId, t.deliveryNoteLineNo),
    check('return_lines_reason_ck', sql`${t.reason} in ${REASONS}`),
    check(
      'return_lines_quantity_ck',
      sql`${t.quantityAsked} > 0 and (${t.quantityApproved} is null or ${t.quantityApproved} between 0 and ${t.quantityAsked})`,
    ),
  ],
);

/** A photo of the goods, on the whole return or on one of its lines; the bytes are on disk. */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    /** return_lines.line_no, or null for the whole return. */
    lineNo: integer('line_no'),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_photos_return_idx').on(t.returnId)],
);

export const returnMessages = pgTable(
  'return_messages',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Written by one of the client's own users (true) or by staff. */
    byCustomer: boolean('by_customer').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_messages_return_idx').on(t.returnId, t.id)],
);

export const returnStatusHistory = pgTable(
  'return_status_history',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_status_history_return_idx').on(t.returnId, t.id)],
);

/** A credit note (nota di credito): what an approved return gives back, as issued (a snapshot). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: varchar('number', { length: 16 }).notNull(),
    returnId: integer('return_id').notNull(),
    clientCode: varchar('client_code', { length: 16 })
      .notNull()
      .references(() => clients.code),
    issuedOn: date('issued_on').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    issuer: jsonb('issuer').notNull(),
    clientName: text('client_name').notNull(),
    clientVatNumber: varchar('client_vat_number', { length: 20 }).notNull(),
    clientFiscalCode: varchar('client_fiscal_code', { length: 20 }).notNull(),
    clientStreet: text('client_street').notNull(),
    clientPostcode: varchar('client_postcode', { length: 10 }).notNull(),
    clientCity: text('client_city').notNull(),
    clientProvince: varchar('client_province', { length: 2 }).notNull(),
    clientCountry: varchar('client_country', { length: 2 }).notNull(),
    taxableAmount: amount('taxable_amount').notNull(),
    vatAmount: amount('vat_amount').notNull(),
    totalAmount: amount('total_amount').notNull(),
    decimals: integer('decimals').notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_uq').on(t.year, t.sequence),
    uniqueIndex('credit_notes_number_text_uq').on(t.number),
    // One credit note per return, whatever happens concurrently.
    uniqueIndex('credit_notes_return_uq').on(t.returnId),
    index('credit_notes_client_idx').on(t.clientCode, t.issuedOn),
  ],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    deliveryNoteId: integer('delivery_note_id')
      .notNull()
      .references(() => deliveryNotes.id),
    productCode: varchar('product_code', { length: 32 }).notNull(),
    descriptionIt: text('description_it').notNull(),
    descriptionEn: text('description_en').notNull(),
    um: varchar('um', { length: 4 }).notNull(),
    quantity: integer('quantity').notNull(),
    listPrice: amount('list_price').notNull(),
    netPrice: amount('net_price').notNull(),
    discounts: varchar('discounts', { length: 64 }).notNull(),
    amount: amount('amount').notNull(),
    vatRate: vatRate('vat_rate').notNull(),
  },
  (t) => [primaryKey({ columns: [t.creditNoteId, t.lineNo] })],
);

/** A credit note's VAT summary: one row per rate. */
export const creditNoteVatLines = pgTable(
  'credit_note_vat_lines',
  {
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    vatRate: vatRate('vat_rate').notNull(),
    taxableAmount: amount('taxable_amount').notNull(),
    vatAmount: amount('vat_amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.creditNoteId, t.vatRate] })],
);

export type CreditNoteRow = typeof creditNotes.$inferSelect;
