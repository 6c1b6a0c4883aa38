// Queries on the policy items (privacy policy, sale conditions) and the answers users give.
import type { Language, PolicyCategory } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { consentAnswers, policyItems, type NewConsentAnswerRow, type PolicyItemRow } from '../../db/schema';

export async function findPolicyItems(
  db: Database,
  category: PolicyCategory,
  language: Language,
): Promise<PolicyItemRow[]> {
  return db
    .select()
    .from(policyItems)
    .where(and(eq(policyItems.category, category), eq(policyItems.language, language)))
    .orderBy(asc(policyItems.position), asc(policyItems.code));
}

export async function insertConsentAnswers(db: Database, answers: NewConsentAnswerRow[]): Promise<void> {
  if (answers.length > 0) await db.insert(consentAnswers).values(answers);
}
