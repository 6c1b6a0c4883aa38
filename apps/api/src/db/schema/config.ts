// The shop's configuration entries (spec §3 "Config entry"), one row per language, tipo and entry id.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const configEntries = pgTable(
  'config_entries',
  {
    id: serial('id').primaryKey(),
    language: varchar('language', { length: 2 }).notNull(),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    entryId: varchar('entry_id', { length: 64 }).notNull(),
    titolo: text('titolo').notNull().default(''),
    descrizione: text('descrizione').notNull().default(''),
    riga: integer('riga').notNull().default(1),
    colonna: integer('colonna').notNull().default(0),
    link: text('link').notNull().default(''),
    icon: varchar('icon', { length: 64 }).notNull().default(''),
    social: varchar('social', { length: 20 }).notNull().default(''),
    flagTitolo: varchar('flag_titolo', { length: 1 }).notNull().default('N'),
  },
  (t) => [
    uniqueIndex('config_entries_language_tipo_entry_uq').on(t.language, t.tipo, t.entryId),
    check('config_entries_language_ck', sql`${t.language} in ('it', 'en')`),
    check('config_entries_flag_titolo_ck', sql`${t.flagTitolo} in ('S', 'N')`),
  ],
);

export type ConfigEntryRow = typeof configEntries.$inferSelect;
export type NewConfigEntryRow = typeof configEntries.$inferInsert;
