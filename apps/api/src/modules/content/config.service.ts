// The shop's configuration for one language, shaped as the contract's entries.
import type { ConfigData, ConfigEntry, ConfigTipo, Language } from '@shop/contract';
import type { Database } from '../../db/database';
import type { ConfigEntryRow } from '../../db/schema';
import { findConfigEntries } from './config.repository';

export function toConfigEntry(row: ConfigEntryRow): ConfigEntry {
  return {
    // The column is free text; the seed and the check of the contract tests keep it to CONFIG_TIPI.
    tipo: row.tipo as ConfigTipo,
    id: row.entryId,
    titolo: row.titolo,
    descrizione: row.descrizione,
    riga: row.riga,
    colonna: row.colonna,
    link: row.link,
    icon: row.icon,
    social: row.social,
    flagTitolo: row.flagTitolo === 'S' ? 'S' : 'N',
  };
}

export async function getConfiguration(db: Database, language: Language): Promise<ConfigData> {
  const rows = await findConfigEntries(db, language);
  return { configurazione: rows.map(toConfigEntry) };
}
