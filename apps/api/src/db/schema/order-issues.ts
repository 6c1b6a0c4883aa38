// Issues (criticità) on orders, each with its thread of messages: contract order-issues.ts. An issue
// on a line names the line's number (order_lines.line_no of the same order; checked when opened).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

const KINDS = sql`('danneggiato', 'mancante', 'articolo_errato', 'ritardo', 'altro')`;
const STATUSES = sql`('aperta', 'in_lavorazione', 'chiusa')`;

export const orderIssues = pgTable(
  'order_issues',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line it is about (order_lines.line_no), or null for the whole order. */
    lineNo: integer('line_no'),
    kind: varchar('kind', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('aperta'),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => users.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message or status change. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_issues_order_idx').on(t.orderId),
    // The staff grid: the issues not closed, last updated first.
    index('order_issues_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} <> 'chiusa'`),
    index('order_issues_updated_idx').on(t.updatedAt),
    check('order_issues_kind_ck', sql`${t.kind} in ${KINDS}`),
    check('order_issues_status_ck', sql`${t.status} in ${STATUSES}`),
  ],
);

export const orderIssueMessages = pgTable(
  'order_issue_messages',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => orderIssues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Written by one of the client's own users (true) or by staff. */
    byCustomer: boolean('by_customer').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_issue_messages_issue_idx').on(t.issueId, t.id)],
);
