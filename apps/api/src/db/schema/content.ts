// The content version (modules/content): one row, raised in the transaction of every change to what
// the storefront shows everyone, so gateways know when to drop what they share between requests.
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

export const contentVersion = pgTable(
  'content_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** What the last change was about (config, policy, banner…), null before the first. */
    kind: varchar('kind', { length: 16 }),
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (t) => [check('content_version_one_row_ck', sql`${t.id} = 1`)],
);
