// The shop's settings (Set_*, Parametro*, Default_TipoOrdine): one value each, the same in both
// languages, stored as a config entry per language (tipo = id = the setting, value in descrizione).
// A save changes only what differs, logs each change (audit entity config, key "settings") and
// raises the content version, all in one transaction.
import {
  LANGUAGES,
  SETTING_TIPI,
  type SettingTipo,
  type SettingValues,
  type SettingsSavePayload,
  type settingsSavePayloadSchema,
} from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit } from '../../kernel/audit';
import { contentChanged } from '../content';
import { findRowsOfTipi, upsertEntryRows } from './settings.repository';

/** The audit key of the settings (config entries are logged under their tipo). */
export const SETTINGS_AUDIT_KEY = 'settings';

/** Every setting's stored value ('' for one the shop has no entry for): the Italian row's. */
export async function getSettingValues(db: Database, lock = false): Promise<SettingValues> {
  const rows = await findRowsOfTipi(db, SETTING_TIPI, lock);
  const values = Object.fromEntries(SETTING_TIPI.map((tipo) => [tipo, ''])) as SettingValues;
  // Italian first; an English row stands in only where the Italian one is missing.
  for (const language of ['en', 'it'] as const) {
    for (const row of rows) {
      if (row.language === language && row.entryId === row.tipo)
        values[row.tipo as SettingTipo] = row.descrizione;
    }
  }
  return values;
}

export async function saveSettings(
  db: Database,
  user: AuthUser,
  input: z.output<typeof settingsSavePayloadSchema>,
): Promise<SettingValues> {
  return db.transaction(async (tx) => {
    const before = await getSettingValues(tx, true);
    const after = { ...before };
    for (const tipo of SETTING_TIPI) {
      const value = (input as Partial<Record<SettingTipo, string | number>>)[tipo];
      if (value !== undefined) after[tipo] = String(value);
    }
    const changed = SETTING_TIPI.filter((tipo) => after[tipo] !== before[tipo]);
    if (changed.length === 0) return after;
    await upsertEntryRows(
      tx,
      changed.flatMap((tipo) =>
        LANGUAGES.map((language) => ({
          language,
          tipo,
          entryId: tipo,
          titolo: tipo,
          descrizione: after[tipo],
        })),
      ),
    );
    await recordAudit(tx, user, {
      entity: 'config',
      key: SETTINGS_AUDIT_KEY,
      action: 'update',
      before: pick(before, changed),
      after: pick(after, changed),
    });
    await contentChanged(tx, 'config');
    return after;
  });
}

function pick(values: SettingValues, tipi: readonly SettingTipo[]): Record<string, string> {
  return Object.fromEntries(tipi.map((tipo) => [tipo, values[tipo]]));
}

export type { SettingsSavePayload };
