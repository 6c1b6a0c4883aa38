// Queries on the configuration entries.
import type { Language } from '@shop/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { configEntries, type ConfigEntryRow } from '../../db/schema';

/** The entries of one language by tipo, column, row. */
export async function findConfigEntries(db: Database, language: Language): Promise<ConfigEntryRow[]> {
  return db
    .select()
    .from(configEntries)
    .where(eq(configEntries.language, language))
    .orderBy(
      // Byte order, so that PGlite and a server whatever its locale agree ("Set_Round" < "Set_RoundInt").
      sql`${configEntries.tipo} collate "C"`,
      asc(configEntries.colonna),
      asc(configEntries.riga),
      sql`${configEntries.entryId} collate "C"`,
    );
}
