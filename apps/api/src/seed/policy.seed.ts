// Seeds the policy documents as version 1 (published before the demo users accepted them), their
// items in both languages, and the answers of the demo users who accepted them.
import { LANGUAGES, type PolicyCategory } from '@shop/contract';
import type { Database } from '../db/database';
import {
  consentAnswers,
  policyItems,
  policyVersions,
  type NewConsentAnswerRow,
  type NewPolicyItemRow,
} from '../db/schema';
import { PRIVACY_POLICY, SALE_CONDITIONS, type PolicyItemSeed } from './data/policies';
import { SEED_ACCEPTED_AT, USERS } from './data/users';
import type { Seeder } from './core/seeder';
import { seededUserIds } from './user.seed';

const DOCUMENTS = [
  ['privacypolicy', PRIVACY_POLICY],
  ['condizionidivendita', SALE_CONDITIONS],
] as const satisfies readonly (readonly [PolicyCategory, PolicyItemSeed[]])[];

/** When the seeded version 1 of each document was published (before the users accepted it). */
export const SEEDED_POLICY_PUBLISHED_AT = new Date('2026-01-01T00:00:00Z');

/** The seeded version of each document, by category (id of its policy_versions row). */
async function seededVersionIds(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: policyVersions.id, category: policyVersions.category })
    .from(policyVersions);
  return new Map(rows.map((row) => [row.category, row.id]));
}

export const policyVersionSeeder: Seeder = {
  name: 'policy versions',
  table: policyVersions,
  async seed(db: Database) {
    const rows = DOCUMENTS.map(([category]) => ({
      category,
      number: 1,
      status: 'published',
      createdAt: SEEDED_POLICY_PUBLISHED_AT,
      updatedAt: SEEDED_POLICY_PUBLISHED_AT,
      publishedAt: SEEDED_POLICY_PUBLISHED_AT,
    }));
    await db.insert(policyVersions).values(rows);
    return rows.length;
  },
};

export function policyRows(versionIds: ReadonlyMap<string, number>): NewPolicyItemRow[] {
  return DOCUMENTS.flatMap(([category, items]) =>
    LANGUAGES.flatMap((language) =>
      items.map((item, i) => {
        const { description, testi } = item[language];
        const [testo1 = '', testo2 = '', testo3 = '', testo4 = '', testo5 = ''] = testi;
        return {
          category,
          versionId: versionIds.get(category) ?? 0,
          language,
          code: item.code,
          position: i + 1,
          description,
          testo1,
          testo2,
          testo3,
          testo4,
          testo5,
        };
      }),
    ),
  );
}

export const policySeeder: Seeder = {
  name: 'policy items',
  table: policyItems,
  async seed(db: Database) {
    const rows = policyRows(await seededVersionIds(db));
    await db.insert(policyItems).values(rows);
    return rows.length;
  },
};

/** A ticked checkbox is S; for an option item, users alternate between the first two options. */
function answerOf(item: PolicyItemSeed, userIndex: number): string {
  return item.it.testi.length === 1 ? 'S' : String((userIndex % 2) + 1);
}

export const consentAnswerSeeder: Seeder = {
  name: 'consent answers',
  table: consentAnswers,
  async seed(db: Database) {
    const [ids, versions] = [await seededUserIds(db), await seededVersionIds(db)];
    const rows: NewConsentAnswerRow[] = USERS.flatMap((user, u) => {
      const userId = ids.get(user.username);
      if (user.accepted === false || userId === undefined) return [];
      return DOCUMENTS.flatMap(([category, items]) =>
        items.map((item) => ({
          userId,
          category,
          versionId: versions.get(category) ?? null,
          itemCode: item.code,
          value: answerOf(item, u),
          answeredAt: SEED_ACCEPTED_AT,
        })),
      );
    });
    if (rows.length > 0) await db.insert(consentAnswers).values(rows);
    return rows.length;
  },
};
