// The approval rules (approvals.rules): which placed orders wait for approval. One row per kind; a kind
// without a row is off, so a new database makes no order wait. Reading them costs the order's
// placement one indexed query; saving them is audited (entity config, key "approvals").
import {
  APPROVAL_RULE_KINDS,
  type ApprovalRule,
  type ApprovalRuleKind,
  type ApprovalRulesData,
  type approvalRulesSavePayloadSchema,
} from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { approvalRules, users } from '../../db/schema';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit } from '../../kernel/audit';

export type SaveRulesInput = z.output<typeof approvalRulesSavePayloadSchema>;

/** The rules that are on, by kind, with the amount rule's threshold (EUR). */
export async function findEnabledRules(db: Database): Promise<Map<ApprovalRuleKind, number | null>> {
  const rows = await db
    .select({ kind: approvalRules.kind, threshold: approvalRules.threshold })
    .from(approvalRules)
    .where(eq(approvalRules.enabled, true));
  return new Map(
    rows.map((r) => [r.kind as ApprovalRuleKind, r.threshold === null ? null : Number(r.threshold)]),
  );
}

/** True when the rule of `kind` is on. */
export async function isRuleEnabled(db: Database, kind: ApprovalRuleKind): Promise<boolean> {
  return (await findEnabledRules(db)).has(kind);
}

export async function getApprovalRules(db: Database): Promise<ApprovalRulesData> {
  const rows = await db
    .select({
      kind: approvalRules.kind,
      enabled: approvalRules.enabled,
      threshold: approvalRules.threshold,
      updatedAt: approvalRules.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(approvalRules)
    .leftJoin(users, eq(users.id, approvalRules.updatedBy));
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return {
    regole: APPROVAL_RULE_KINDS.map((kind): ApprovalRule => {
      const row = byKind.get(kind);
      const who = row && ([row.firstName, row.lastName].filter(Boolean).join(' ') || row.username);
      return {
        tipo: kind,
        attiva: row?.enabled ?? false,
        soglia: row?.threshold == null ? null : Number(row.threshold),
        modificataDa: who || null,
        modificataIl: row ? row.updatedAt.toISOString() : null,
      };
    }),
  };
}

/** How the audit log shows a rule: "on (above 5000.00)" / "off". */
const described = (rule: { attiva: boolean; soglia: number | null }) =>
  rule.attiva ? (rule.soglia === null ? 'on' : `on (> ${rule.soglia.toFixed(2)})`) : 'off';

export async function saveApprovalRules(
  db: Database,
  user: AuthUser,
  input: SaveRulesInput,
  now: Date = new Date(),
): Promise<ApprovalRulesData> {
  await db.transaction(async (tx) => {
    const before = await getApprovalRules(tx);
    const wanted = APPROVAL_RULE_KINDS.map((kind) => ({
      kind,
      enabled: input[kind] === 'S',
      // The threshold is kept while the rule is off, so switching it on again shows the last one.
      threshold:
        kind === 'amount_above'
          ? (input.soglia?.toFixed(2) ??
            before.regole.find((r) => r.tipo === kind)?.soglia?.toFixed(2) ??
            null)
          : null,
    }));
    await tx
      .insert(approvalRules)
      .values(wanted.map((w) => ({ ...w, updatedAt: now, updatedBy: user.id })))
      .onConflictDoUpdate({
        target: approvalRules.kind,
        set: {
          enabled: sql`excluded.enabled`,
          threshold: sql`excluded.threshold`,
          updatedAt: sql`excluded.updated_at`,
          updatedBy: sql`excluded.updated_by`,
        },
      });
    await recordAudit(tx, user, {
      entity: 'config',
      key: 'approvals',
      action: 'approvalRules',
      before: Object.fromEntries(before.regole.map((r) => [r.tipo, described(r)])),
      after: Object.fromEntries(
        wanted.map((w) => [
          w.kind,
          described({ attiva: w.enabled, soglia: w.threshold === null ? null : Number(w.threshold) }),
        ]),
      ),
    });
  });
  return getApprovalRules(db);
}
