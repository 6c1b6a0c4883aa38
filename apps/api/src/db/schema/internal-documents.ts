// Internal documents (intdocument): files staff attach to a client or to one of its orders. The row
// holds what the file is; its bytes are on disk, named by `sha256` (modules/internal-documents/
// internal-document-files.ts; contract internal-documents.ts: at most 10 MB, type sniffed from the content).
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { orders } from './orders';
import { users } from './users';

export const internalDocuments = pgTable(
  'internal_documents',
  {
    id: serial('id').primaryKey(),
    clientCode: varchar('client_code', { length: 16 })
      .notNull()
      .references(() => clients.code),
    /** The order it is attached to (of the same client), or null for the client itself. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    note: text('note').notNull().default(''),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 96 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('internal_documents_client_idx').on(t.clientCode, t.uploadedAt),
    index('internal_documents_order_idx').on(t.orderId),
  ],
);
