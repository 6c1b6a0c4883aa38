// Reading the audit log (the writer is kernel/audit.ts): reading a record's log needs the right to read
// the record (`auditReaders`).
import { can, type AuditChange, type AuditEntity, type AuditEntry, type AuditListData } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, quotes } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { listData, pageWindow } from '../../http/list';
import type { AuthUser } from '../../kernel/auth-user';
import { canReadClient } from '../../kernel/client-scope';
import { findAuditEntries } from './audit.repository';

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
