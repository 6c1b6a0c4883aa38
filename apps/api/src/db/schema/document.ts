// The documents of an order's life (issue 15): delivery notes (DDT) made by shipping, invoices made from
// shipped delivery notes, and their yearly counters. A document keeps everything it printed as it was on
// the day of issue (seller, client, addresses, prices, VAT), so a later change of a client's record or
// of the catalogue changes no document; the PDF is made from these rows.
import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { orders } from './orders';
import { users } from './users';

const amount = (name: string) => numeric(name, { precision: 16, scale: 4 });
const vatRate = (name: string) => numeric(name, { precision: 5, scale: 2 });

/**
 * The last number used per kind (ddt, fattura) and year. Numbering takes the row in the document's own
 * transaction (INSERT … ON CONFLICT DO UPDATE … RETURNING locks it until commit): numbers never repeat
 * and a document that rolls back leaves no gap. Never a sequence (sequences leave gaps).
 */
export const documentNumberCounters = pgTable(
  'document_number_counters',
  {
    kind: varchar('kind', { length: 8 }).notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year] }),
    // 'nc': credit notes, 'reso': return requests (db/schema/returns.ts).
    check('document_number_counters_kind_ck', sql`${t.kind} in ('ddt', 'fattura', 'nc', 'reso')`),
  ],
);

/** The client as printed on a document (a snapshot). */
const clientSnapshot = {
  clientName: text('client_name').notNull(),
  clientVatNumber: varchar('client_vat_number', { length: 20 }).notNull(),
  clientFiscalCode: varchar('client_fiscal_code', { length: 20 }).notNull(),
  clientStreet: text('client_street').notNull(),
  clientPostcode: varchar('client_postcode', { length: 10 }).notNull(),
  clientCity: text('client_city').notNull(),
  clientProvince: varchar('client_province', { length: 2 }).notNull(),
  clientCountry: varchar('client_country', { length: 2 }).notNull(),
};

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** "2026/000012". */
    number: varchar('number', { length: 16 }).notNull(),
    clientCode: varchar('client_code', { length: 16 })
      .notNull()
      .references(() => clients.code),
    /** The invoice's day (the shop's calendar) and the moment it was made. */
    issuedOn: date('issued_on').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The seller as printed (documents' DocumentIssuer, JSON). */
    issuer: jsonb('issuer').notNull(),
    ...clientSnapshot,
    paymentTerms: text('payment_terms').notNull(),
    /** Sum of the lines, the orders' header promotion for the part invoiced, net of VAT, VAT, due. */
    goodsAmount: amount('goods_amount').notNull(),
    headerDiscount: amount('header_discount').notNull(),
    taxableAmount: amount('taxable_amount').notNull(),
    vatAmount: amount('vat_amount').notNull(),
    totalAmount: amount('total_amount').notNull(),
    /** Decimals of the unit prices (the orders' Set_Round). */
    decimals: integer('decimals').notNull(),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.year, t.sequence),
    uniqueIndex('invoices_number_text_uq').on(t.number),
    index('invoices_client_idx').on(t.clientCode, t.issuedOn),
    index('invoices_issued_idx').on(t.issuedOn),
  ],
);

export const deliveryNotes = pgTable(
  'delivery_notes',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: varchar('number', { length: 16 }).notNull(),
    /** One shipment of one order. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    clientCode: varchar('client_code', { length: 16 })
      .notNull()
      .references(() => clients.code),
    issuedOn: date('issued_on').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    issuer: jsonb('issuer').notNull(),
    ...clientSnapshot,
    // Where the goods go: the order's delivery address.
    deliveryCode: varchar('delivery_code', { length: 16 }).notNull(),
    deliveryDescription: text('delivery_description').notNull(),
    deliveryStreet: text('delivery_street').notNull(),
    deliveryPostcode: varchar('delivery_postcode', { length: 10 }).notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryProvince: varchar('delivery_province', { length: 2 }).notNull(),
    deliveryCountry: varchar('delivery_country', { length: 2 }).notNull(),
    // Transport (DPR 472/1996): causale, porto, who carries, carrier, appearance, packages, weight.
    reason: text('reason').notNull().default('Vendita'),
    porto: varchar('porto', { length: 12 }).notNull().default('franco'),
    transportBy: varchar('transport_by', { length: 12 }).notNull().default('mittente'),
    carrier: text('carrier').notNull().default(''),
    appearance: text('appearance').notNull().default('Scatole'),
    packages: integer('packages'),
    weightKg: numeric('weight_kg', { precision: 10, scale: 3 }),
    transportStartedAt: timestamp('transport_started_at', { withTimezone: true }).notNull(),
    /** The goods' value at the order's net prices, and this shipment's share of its header promotion. */
    goodsAmount: amount('goods_amount').notNull(),
    headerDiscount: amount('header_discount').notNull(),
    decimals: integer('decimals').notNull(),
    notes: text('notes').notNull().default(''),
    /** Set when invoiced: a delivery note is invoiced once. */
    invoiceId: integer('invoice_id').references(() => invoices.id),
  },
  (t) => [
    uniqueIndex('delivery_notes_number_uq').on(t.year, t.sequence),
    uniqueIndex('delivery_notes_number_text_uq').on(t.number),
    index('delivery_notes_order_idx').on(t.orderId),
    index('delivery_notes_client_idx').on(t.clientCode, t.issuedOn),
    index('delivery_notes_issued_idx').on(t.issuedOn),
    index('delivery_notes_invoice_idx').on(t.invoiceId),
    check('delivery_notes_porto_ck', sql`${t.porto} in ('franco', 'assegnato')`),
    check('delivery_notes_transport_by_ck', sql`${t.transportBy} in ('mittente', 'destinatario', 'vettore')`),
    check('delivery_notes_packages_ck', sql`${t.packages} is null or ${t.packages} > 0`),
  ],
);

export const deliveryNoteLines = pgTable(
  'delivery_note_lines',
  {
    deliveryNoteId: integer('delivery_note_id')
      .notNull()
      .references(() => deliveryNotes.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    /** The order line it ships (order_lines.line_no of the note's order). */
    orderLineNo: integer('order_line_no').notNull(),
    productCode: varchar('product_code', { length: 32 }).notNull(),
    descriptionIt: text('description_it').notNull(),
    descriptionEn: text('description_en').notNull(),
    um: varchar('um', { length: 4 }).notNull(),
    quantity: integer('quantity').notNull(),
    freeQuantity: integer('free_quantity').notNull().default(0),
    // The order line's prices (what its invoice charges) and the VAT rate on the day of shipping.
    listPrice: amount('list_price').notNull(),
    netPrice: amount('net_price').notNull(),
    discounts: varchar('discounts', { length: 64 }).notNull(),
    vatRate: vatRate('vat_rate').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deliveryNoteId, t.lineNo] }),
    check('delivery_note_lines_quantity_ck', sql`${t.quantity} > 0 and ${t.freeQuantity} >= 0`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    deliveryNoteId: integer('delivery_note_id')
      .notNull()
      .references(() => deliveryNotes.id),
    productCode: varchar('product_code', { length: 32 }).notNull(),
    descriptionIt: text('description_it').notNull(),
    descriptionEn: text('description_en').notNull(),
    um: varchar('um', { length: 4 }).notNull(),
    quantity: integer('quantity').notNull(),
    freeQuantity: integer('free_quantity').notNull().default(0),
    listPrice: amount('list_price').notNull(),
    netPrice: amount('net_price').notNull(),
    discounts: varchar('discounts', { length: 64 }).notNull(),
    /** netPrice × quantity, in euro cents. */
    amount: amount('amount').notNull(),
    vatRate: vatRate('vat_rate').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.lineNo] })],
);

/** An invoice's VAT summary: one row per rate. */
export const invoiceVatLines = pgTable(
  'invoice_vat_lines',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    vatRate: vatRate('vat_rate').notNull(),
    taxableAmount: amount('taxable_amount').notNull(),
    vatAmount: amount('vat_amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.vatRate] })],
);

export type DeliveryNoteRow = typeof deliveryNotes.$inferSelect;
export type DeliveryNoteLineRow = typeof deliveryNoteLines.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
