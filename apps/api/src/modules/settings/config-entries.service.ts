// The configuration entries by tipo (menus, footer, messages, help boxes…), both languages side by
// side: list, create or change one, delete one, reorder a list (or a footer column). What a tipo may
// hold is the contract's CONFIG_ENTRY_RULES; here: keys, counts, positions, both languages' rows, the
// audit (entity config, key = the tipo) and the content version, each change in one transaction.
import {
  CONFIG_ENTRY_RULES,
  LANGUAGES,
  type ConfigEntryFields,
  type ConfigEntryRecord,
  type EntryRule,
  type EntryTipo,
} from '@shop/contract';
import type { Database } from '../../db/database';
import type { ConfigEntryRow, NewConfigEntryRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit, type AuditFields } from '../../kernel/audit';
import { contentChanged } from '../content';
import { deleteEntryRows, findRowsOfTipi, setEntryRow, upsertEntryRows } from './settings.repository';

/** Both languages of each entry, in list order (column, row, key). */
function toRecords(tipo: string, rows: readonly ConfigEntryRow[]): ConfigEntryRecord[] {
  const byKey = new Map<string, { it?: ConfigEntryRow; en?: ConfigEntryRow }>();
  for (const row of rows) {
    const pair = byKey.get(row.entryId) ?? {};
    pair[row.language === 'en' ? 'en' : 'it'] = row;
    byKey.set(row.entryId, pair);
  }
  return [...byKey.entries()].map(([chiave, { it, en }]) => {
    const shared = (it ?? en) as ConfigEntryRow;
    return {
      tipo,
      chiave,
      riga: shared.riga,
      colonna: shared.colonna,
      titoloIt: it?.titolo ?? '',
      titoloEn: en?.titolo ?? it?.titolo ?? '',
      descrizioneIt: it?.descrizione ?? '',
      descrizioneEn: en?.descrizione ?? it?.descrizione ?? '',
      link: shared.link,
      icon: shared.icon,
      social: shared.social,
      flagTitolo: shared.flagTitolo === 'S' ? 'S' : 'N',
    };
  });
}

async function readEntries(db: Database, tipo: EntryTipo, lock = false): Promise<ConfigEntryRecord[]> {
  return toRecords(tipo, await findRowsOfTipi(db, [tipo], lock));
}

export async function listEntries(db: Database, tipo: EntryTipo): Promise<ConfigEntryRecord[]> {
  return readEntries(db, tipo);
}

/** What the audit log keeps of an entry: its fields, named `<key>.<field>`. */
function auditFields(entry: ConfigEntryRecord | undefined, rule: EntryRule): AuditFields {
  if (!entry) return {};
  const fields: AuditFields = {};
  const put = (name: keyof ConfigEntryRecord, used: boolean) => {
    if (used) fields[`${entry.chiave}.${name}`] = entry[name];
  };
  put('titoloIt', rule.title !== 'none');
  put('titoloEn', rule.title !== 'none');
  put('descrizioneIt', rule.text !== 'none');
  put('descrizioneEn', rule.text !== 'none');
  put('link', rule.link !== 'none');
  put('icon', rule.icon);
  put('social', rule.social);
  put('colonna', rule.columns);
  put('flagTitolo', rule.columns);
  return fields;
}

/** Rows of `entry` in each language. */
function rowsOf(entry: ConfigEntryRecord): NewConfigEntryRow[] {
  return LANGUAGES.map((language) => ({
    language,
    tipo: entry.tipo,
    entryId: entry.chiave,
    titolo: language === 'it' ? entry.titoloIt : entry.titoloEn,
    descrizione: language === 'it' ? entry.descrizioneIt : entry.descrizioneEn,
    riga: entry.riga,
    colonna: entry.colonna,
    link: entry.link,
    icon: entry.icon,
    social: entry.social,
    flagTitolo: entry.flagTitolo,
  }));
}

/** The entries sharing a list with `colonna` (a footer column, or the whole list). */
const sameList = (entries: readonly ConfigEntryRecord[], rule: EntryRule, colonna: number) =>
  rule.columns ? entries.filter((e) => e.colonna === colonna) : [...entries];

/** A key for a new entry: from its Italian title (`Lavora con noi` → `lavora-con-noi`), unique in the tipo. */
export function newEntryKey(tipo: string, title: string, taken: ReadonlySet<string>): string {
  const base =
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || tipo.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  return key;
}

const notFound = (tipo: string, key: string) =>
  new AppError(404, 'NOT_FOUND', 'settings.notFound', { field: 'chiave', params: { tipo, key } });

export interface EntrySave {
  tipo: EntryTipo;
  chiave: string;
  nuova: boolean;
  fields: ConfigEntryFields;
}

/** Creates or changes one entry (both languages); answers the tipo's entries. */
export async function saveEntry(
  db: Database,
  user: AuthUser,
  input: EntrySave,
): Promise<ConfigEntryRecord[]> {
  const { tipo, fields } = input;
  const rule: EntryRule = CONFIG_ENTRY_RULES[tipo];
  await db.transaction(async (tx) => {
    const entries = await readEntries(tx, tipo, true);
    const existing = input.nuova ? undefined : entries.find((e) => e.chiave === input.chiave);
    if (!input.nuova && !existing) throw notFound(tipo, input.chiave);
    const taken = new Set(entries.map((e) => e.chiave));
    if (input.nuova) {
      if (rule.kind === 'single' && entries.length > 0) {
        throw new AppError(409, 'CONFLICT', 'settings.single', { params: { tipo } });
      }
      if (input.chiave !== '' && taken.has(input.chiave)) {
        throw new AppError(409, 'CONFLICT', 'settings.keyTaken', {
          field: 'chiave',
          params: { tipo, key: input.chiave },
        });
      }
    }
    const chiave = existing?.chiave || input.chiave || newEntryKey(tipo, fields.titoloIt ?? '', taken);
    const colonna = rule.columns ? (fields.colonna ?? existing?.colonna ?? 1) : 0;
    const list = sameList(entries, rule, colonna).filter((e) => e.chiave !== chiave);
    const moved = !existing || existing.colonna !== colonna;
    if (moved && list.length >= rule.max) {
      throw new AppError(422, 'VALIDATION', 'settings.tooMany', {
        field: rule.columns ? 'colonna' : 'chiave',
        params: { tipo, max: rule.max },
      });
    }
    const base: ConfigEntryRecord = existing ?? {
      tipo,
      chiave,
      riga: 0,
      colonna,
      titoloIt: '',
      titoloEn: '',
      descrizioneIt: '',
      descrizioneEn: '',
      link: '',
      icon: '',
      social: '',
      flagTitolo: 'N',
    };
    const entry: ConfigEntryRecord = {
      ...base,
      ...definedOnly(fields),
      chiave,
      colonna,
      // A new entry (or one moved to another column) goes last in its list.
      riga: moved ? Math.max(0, ...list.map((e) => e.riga)) + 1 : base.riga,
    };
    await upsertEntryRows(tx, rowsOf(entry));
    if (existing && moved) await renumber(tx, sameList(entries, rule, existing.colonna), chiave);
    const changed = await recordAudit(tx, user, {
      entity: 'config',
      key: tipo,
      action: existing ? 'update' : 'create',
      before: auditFields(existing, rule),
      after: auditFields(entry, rule),
    });
    if (changed) await contentChanged(tx, 'config');
  });
  return readEntries(db, tipo);
}

function definedOnly(fields: ConfigEntryFields): Partial<ConfigEntryRecord> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as never;
}

/** Positions 1…n for a list, leaving out `without` (the entry deleted or moved away). */
async function renumber(tx: Database, list: readonly ConfigEntryRecord[], without: string): Promise<void> {
  const rest = list.filter((e) => e.chiave !== without);
  for (const [index, entry] of rest.entries()) {
    if (entry.riga !== index + 1) await setEntryRow(tx, entry.tipo, entry.chiave, index + 1);
  }
}

export async function deleteEntry(
  db: Database,
  user: AuthUser,
  input: { tipo: EntryTipo; chiave: string },
): Promise<ConfigEntryRecord[]> {
  const rule: EntryRule = CONFIG_ENTRY_RULES[input.tipo];
  await db.transaction(async (tx) => {
    const entries = await readEntries(tx, input.tipo, true);
    const entry = entries.find((e) => e.chiave === input.chiave);
    if (!entry) throw notFound(input.tipo, input.chiave);
    await deleteEntryRows(tx, input.tipo, input.chiave);
    await renumber(tx, sameList(entries, rule, entry.colonna), entry.chiave);
    await recordAudit(tx, user, {
      entity: 'config',
      key: input.tipo,
      action: 'delete',
      before: auditFields(entry, rule),
      summary: entry.chiave,
    });
    await contentChanged(tx, 'config');
  });
  return readEntries(db, input.tipo);
}

/** Puts a list (or a footer column) in the order of `chiavi`, which must name each of its entries once. */
export async function reorderEntries(
  db: Database,
  user: AuthUser,
  input: { tipo: EntryTipo; colonna: number; chiavi: string[] },
): Promise<ConfigEntryRecord[]> {
  const rule: EntryRule = CONFIG_ENTRY_RULES[input.tipo];
  if (rule.columns && input.colonna === 0) {
    throw new AppError(422, 'VALIDATION', 'settings.columnRequired', { field: 'colonna' });
  }
  await db.transaction(async (tx) => {
    const list = sameList(await readEntries(tx, input.tipo, true), rule, input.colonna);
    const keys = list.map((e) => e.chiave);
    const wanted = new Set(input.chiavi);
    if (
      wanted.size !== input.chiavi.length ||
      wanted.size !== keys.length ||
      keys.some((k) => !wanted.has(k))
    ) {
      throw new AppError(422, 'VALIDATION', 'settings.reorderMismatch', { field: 'chiavi' });
    }
    const rowOf = new Map(list.map((e) => [e.chiave, e.riga]));
    let changed = false;
    for (const [index, key] of input.chiavi.entries()) {
      if (rowOf.get(key) === index + 1) continue;
      await setEntryRow(tx, input.tipo, key, index + 1);
      changed = true;
    }
    if (!changed) return;
    const column = rule.columns ? ` (${input.colonna})` : '';
    await recordAudit(tx, user, {
      entity: 'config',
      key: input.tipo,
      action: 'reorder',
      before: { [`ordine${column}`]: keys.join(', ') },
      after: { [`ordine${column}`]: input.chiavi.join(', ') },
    });
    await contentChanged(tx, 'config');
  });
  return readEntries(db, input.tipo);
}
