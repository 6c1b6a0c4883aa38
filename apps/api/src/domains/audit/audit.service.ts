// The audit log: who changed what, when, on behalf of which client, before → after. Services call
// `recordAudit` in the transaction of the change itself, so a change is never without its entry.
// Reading a record's log needs the right to read the record (`auditReaders`).
import { can, type AuditChange, type AuditEntity, type AuditEntry, type AuditListData } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, quotes } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { listData, pageWindow } from '../../http/list';
import type { AuthUser } from '../../plugins/auth';
import { canReadClient } from '../client/client-scope';
import { findAuditEntries, insertAuditEntries } from './audit.repository';

type AuditValue = string | number | boolean | null;
export type AuditFields = Record<string, AuditValue | undefined>;

export interface AuditRecord {
  entity: AuditEntity;
  key: string;
  action: string;
  /** The client the change concerns or was made on behalf of (who may read the entry). */
  clientCode?: string | null;
  /** The record before and after; only the fields that differ are kept. A creation has no `before`. */
  before?: AuditFields;
  after?: AuditFields;
  summary?: string;
}

const normalise = (value: AuditValue | undefined): AuditValue =>
  value === undefined || value === '' ? null : value;

/** The fields that differ between `before` and `after`, in `after`'s order then `before`'s. */
export function changesBetween(before: AuditFields = {}, after: AuditFields = {}): AuditChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const changes: AuditChange[] = [];
  for (const campo of fields) {
    const prima = normalise(before[campo]);
    const dopo = normalise(after[campo]);
    if (prima !== dopo) changes.push({ campo, prima, dopo });
  }
  return changes;
}

/**
 * Writes the entries of one change (with `db` the change's own transaction). An update that changes
 * nothing writes nothing and answers false.
 */
export async function recordAudit(db: Database, user: AuthUser, ...records: AuditRecord[]): Promise<boolean> {
  const rows = records.flatMap((record) => {
    const changes = changesBetween(record.before, record.after);
    if (changes.length === 0 && !record.summary) return [];
    return [
      {
        userId: user.id,
        username: user.username,
        userTipo: user.tipo,
        clientCode: record.clientCode ?? null,
        entity: record.entity,
        entityKey: record.key,
        action: record.action,
        changes,
        summary: record.summary ?? '',
      },
    ];
  });
  await insertAuditEntries(db, rows);
  return rows.length > 0;
}

/** Who may read the log of a record: whoever may read the record itself. */
const auditReaders: Record<AuditEntity, (db: Database, user: AuthUser, key: string) => Promise<boolean>> = {
  client: (db, user, key) => canReadClient(db, user, key),
  agent: async (_db, user) => can(user.tipo, 'agents.read'),
  order: async (db, user, key) => {
    const [order] = await db
      .select({ clientCode: orders.clientCode })
      .from(orders)
      .where(eq(orders.number, key))
      .limit(1);
    return order !== undefined && canReadClient(db, user, order.clientCode);
  },
  user: async (_db, user) => can(user.tipo, 'users.read'),
  supplier: async (_db, user) => can(user.tipo, 'suppliers.read'),
  mail: async (_db, user) => can(user.tipo, 'outbox.read'),
  banner: async (_db, user) => can(user.tipo, 'banners.edit'),
  promotion: async (_db, user) => can(user.tipo, 'promotions.edit'),
  config: async (_db, user) => can(user.tipo, 'settings.edit'),
  policy: async (_db, user) => can(user.tipo, 'policies.edit'),
  quote: async (db, user, key) => {
    const [quote] = await db
      .select({ clientCode: quotes.clientCode })
      .from(quotes)
      .where(eq(quotes.number, key))
      .limit(1);
    return quote !== undefined && canReadClient(db, user, quote.clientCode);
  },
};

export async function listAudit(
  db: Database,
  user: AuthUser,
  query: { entita: AuditEntity; chiave: string; page: number; pageSize: number },
): Promise<AuditListData> {
  // A record out of reach is "not found": its key reveals nothing.
  if (!(await auditReaders[query.entita](db, user, query.chiave))) {
    throw new AppError(404, 'NOT_FOUND', 'audit.notFound', { field: 'chiave' });
  }
  const { rows, total } = await findAuditEntries(
    db,
    query.entita,
    query.chiave,
    pageWindow(query.page, query.pageSize),
  );
  const items = rows.map(({ entry, firstName, lastName }): AuditEntry => ({
    id: entry.id,
    data: entry.at.toISOString(),
    utente: entry.username,
    tipoUtente: entry.userTipo,
    nomeUtente: [firstName, lastName].filter(Boolean).join(' ') || entry.username,
    cliente: entry.clientCode,
    entita: entry.entity as AuditEntity,
    chiave: entry.entityKey,
    azione: entry.action,
    modifiche: entry.changes as AuditChange[],
    descrizione: entry.summary,
  }));
  return listData(items, total, query);
}
