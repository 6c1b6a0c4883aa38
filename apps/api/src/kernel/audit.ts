// The audit writer: who changed what, when, on behalf of which client, before → after. Services call
// `recordAudit` in the transaction of the change itself, so a change is never without its entry.
import type { AuditChange, AuditEntity, AuditValueKind } from '@shop/contract';
import type { Database } from '../db/database';
import { auditLog, type NewAuditLogRow } from '../db/schema';
import type { AuthUser } from './auth-user';

type AuditValue = string | number | boolean | null;
export type AuditFields = Record<string, AuditValue | undefined>;
/** What the values of some fields are (a day, an amount, an order status...); the others are text. */
export type AuditKinds = Record<string, AuditValueKind>;

export interface AuditRecord {
  entity: AuditEntity;
  key: string;
  action: string;
  /** The client the change concerns or was made on behalf of (who may read the entry). */
  clientCode?: string | null;
  /** The record before and after; only the fields that differ are kept. A creation has no `before`. */
  before?: AuditFields;
  after?: AuditFields;
  /** The kind of each field's value that is not plain text, so readers format it in their language. */
  kinds?: AuditKinds;
  /** Text that is the same in every language (a name, a code); words go into fields, not here. */
  summary?: string;
}

const normalise = (value: AuditValue | undefined): AuditValue =>
  value === undefined || value === '' ? null : value;

/** The fields that differ between `before` and `after`, in `after`'s order then `before`'s. */
export function changesBetween(
  before: AuditFields = {},
  after: AuditFields = {},
  kinds: AuditKinds = {},
): AuditChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const changes: AuditChange[] = [];
  for (const campo of fields) {
    const prima = normalise(before[campo]);
    const dopo = normalise(after[campo]);
    const tipo = kinds[campo];
    if (prima !== dopo) changes.push(tipo ? { campo, prima, dopo, tipo } : { campo, prima, dopo });
  }
  return changes;
}

/**
 * Writes the entries of one change (with `db` the change's own transaction). An update that changes
 * nothing writes nothing and answers false.
 */
export async function recordAudit(db: Database, user: AuthUser, ...records: AuditRecord[]): Promise<boolean> {
  const rows = records.flatMap((record) => {
    const changes = changesBetween(record.before, record.after, record.kinds);
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
  if (rows.length > 0) await db.insert(auditLog).values(rows satisfies NewAuditLogRow[]);
  return rows.length > 0;
}
