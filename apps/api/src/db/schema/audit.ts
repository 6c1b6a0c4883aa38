// The audit log: every change made in the management area and every order placed for someone.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who did it (kept as text too: the entry outlives the user). */
    userId: integer('user_id'),
    username: varchar('username', { length: 64 }).notNull(),
    userTipo: varchar('user_tipo', { length: 2 }).notNull(),
    /** The client the change concerns or was made on behalf of: the entry's scope for readers. */
    clientCode: varchar('client_code', { length: 16 }),
    /** What was changed: entity kind (client, agent, order...) and its key. */
    entity: varchar('entity', { length: 32 }).notNull(),
    entityKey: varchar('entity_key', { length: 64 }).notNull(),
    /** What was done: create, update, delete, assign, placeFor... */
    action: varchar('action', { length: 32 }).notNull(),
    /** Field by field, `{ field: { from, to } }`; for a creation only `to`. */
    changes: jsonb('changes').notNull(),
    /** A short human description when the change has no fields (e.g. an order placed). */
    summary: text('summary').notNull().default(''),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityKey, t.at),
    index('audit_log_client_idx').on(t.clientCode, t.at),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
