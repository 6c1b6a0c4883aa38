// Trade fairs (fiere) and the users (type F) who work at them.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const fairs = pgTable(
  'fairs',
  {
    code: varchar('code', { length: 16 }).primaryKey(),
    nameIt: text('name_it').notNull(),
    nameEn: text('name_en').notNull(),
    place: text('place').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
  },
  (t) => [check('fairs_dates_ck', sql`${t.endsOn} >= ${t.startsOn}`)],
);

export const userFairs = pgTable(
  'user_fairs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fairCode: varchar('fair_code', { length: 16 })
      .notNull()
      .references(() => fairs.code),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fairCode] })],
);

export type FairRow = typeof fairs.$inferSelect;
export type NewFairRow = typeof fairs.$inferInsert;
