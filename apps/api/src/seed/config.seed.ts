// Seeds the configuration entries, one row per entry and language.
import { LANGUAGES } from '@shop/contract';
import type { Database } from '../db/database';
import { configEntries, type NewConfigEntryRow } from '../db/schema';
import { CONFIG_ENTRIES } from './data/config';
import type { Seeder } from './core/seeder';

export function configRows(): NewConfigEntryRow[] {
  return LANGUAGES.flatMap((language) =>
    CONFIG_ENTRIES.map((entry) => {
      const texts = (language === 'en' && entry.en) || entry.it;
      return {
        language,
        tipo: entry.tipo,
        entryId: entry.id,
        titolo: texts.titolo,
        descrizione: texts.descrizione ?? '',
        riga: entry.riga ?? 1,
        colonna: entry.colonna ?? 0,
        link: entry.link ?? '',
        icon: entry.icon ?? '',
        social: entry.social ?? '',
        flagTitolo: entry.flagTitolo ?? 'N',
      };
    }),
  );
}

export const configSeeder: Seeder = {
  name: 'config entries',
  table: configEntries,
  async seed(db: Database) {
    const rows = configRows();
    await db.insert(configEntries).values(rows);
    return rows.length;
  },
};
