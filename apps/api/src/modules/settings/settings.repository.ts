// Queries on the configuration entries for their management: the rows of a tipo in both languages,
// writes of both languages' rows at once, positions.
import type { Language } from '@shop/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { configEntries, type ConfigEntryRow, type NewConfigEntryRow } from '../../db/schema';

/** Every row (both languages) of the given tipi, locked for the transaction's change when `lock`. */
export async function findRowsOfTipi(
  db: Database,
  tipi: readonly string[],
  lock = false,
): Promise<ConfigEntryRow[]> {
  const query = db
    .select()
    .from(configEntries)
    .where(inArray(configEntries.tipo, [...tipi]))
    .orderBy(
      asc(configEntries.colonna),
      asc(configEntries.riga),
      sql`${configEntries.entryId} collate "C"`,
      asc(configEntries.language),
    );
  return lock ? query.for('update') : query;
}

/** Writes an entry's row in each language (insert, or update the one there). */
export async function upsertEntryRows(db: Database, rows: NewConfigEntryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(configEntries)
    .values(rows)
    .onConflictDoUpdate({
      target: [configEntries.language, configEntries.tipo, configEntries.entryId],
      set: {
        titolo: sql`excluded.titolo`,
        descrizione: sql`excluded.descrizione`,
        riga: sql`excluded.riga`,
        colonna: sql`excluded.colonna`,
        link: sql`excluded.link`,
        icon: sql`excluded.icon`,
        social: sql`excluded.social`,
        flagTitolo: sql`excluded.flag_titolo`,
      },
    });
}

export async function deleteEntryRows(db: Database, tipo: string, entryId: string): Promise<void> {
  await db.delete(configEntries).where(and(eq(configEntries.tipo, tipo), eq(configEntries.entryId, entryId)));
}

/** Sets the position of an entry (every language). */
export async function setEntryRow(db: Database, tipo: string, entryId: string, riga: number): Promise<void> {
  await db
    .update(configEntries)
    .set({ riga })
    .where(and(eq(configEntries.tipo, tipo), eq(configEntries.entryId, entryId)));
}

export type { ConfigEntryRow, Language };
