// Queries on the policy documents (privacy policy, sale conditions): the version in force, its items,
// and the answers users give.
import type { Language, PolicyCategory } from '@shop/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  consentAnswers,
  policyItems,
  policyVersions,
  type NewConsentAnswerRow,
  type PolicyItemRow,
} from '../../db/schema';

export interface VersionRef {
  id: number;
  number: number;
}

/** The version in force: the published one with the highest number (undefined before the first). */
export async function findCurrentVersion(
  db: Database,
  category: PolicyCategory,
): Promise<VersionRef | undefined> {
  const [row] = await db
    .select({ id: policyVersions.id, number: policyVersions.number })
    .from(policyVersions)
    .where(and(eq(policyVersions.category, category), eq(policyVersions.status, 'published')))
    .orderBy(desc(policyVersions.number))
    .limit(1);
  return row;
}

/** The number of the version in force of each document (0 for one never published). */
export async function findCurrentVersionNumbers(db: Database): Promise<Record<PolicyCategory, number>> {
  const rows = await db
    .selectDistinctOn([policyVersions.category], {
      category: policyVersions.category,
      number: policyVersions.number,
    })
    .from(policyVersions)
    .where(eq(policyVersions.status, 'published'))
    .orderBy(policyVersions.category, desc(policyVersions.number));
  const numbers: Record<PolicyCategory, number> = { privacypolicy: 0, condizionidivendita: 0 };
  for (const row of rows) numbers[row.category as PolicyCategory] = row.number;
  return numbers;
}

/** The items of one version in one language, in order. */
export async function findPolicyItems(
  db: Database,
  versionId: number,
  language: Language,
): Promise<PolicyItemRow[]> {
  return db
    .select()
    .from(policyItems)
    .where(and(eq(policyItems.versionId, versionId), eq(policyItems.language, language)))
    .orderBy(asc(policyItems.position), asc(policyItems.code));
}

export async function insertConsentAnswers(db: Database, answers: NewConsentAnswerRow[]): Promise<void> {
  if (answers.length > 0) await db.insert(consentAnswers).values(answers);
}
