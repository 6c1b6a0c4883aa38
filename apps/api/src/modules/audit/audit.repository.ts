// Queries on the audit log.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog, users } from '../../db/schema';

/** A record's entries, newest first, with the author's name (when the user still exists). */
export async function findAuditEntries(
  db: Database,
  entity: string,
  entityKey: string,
  window: { limit: number; offset: number },
) {
  const where = and(eq(auditLog.entity, entity), eq(auditLog.entityKey, entityKey));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
