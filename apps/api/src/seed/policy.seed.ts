// Seeds the policy items in both languages, and the answers of the demo users who accepted them.
import { LANGUAGES } from '@shop/contract';
import type { Database } from '../db/database';
import { consentAnswers, policyItems, type NewConsentAnswerRow, type NewPolicyItemRow } from '../db/schema';
import { PRIVACY_POLICY, SALE_CONDITIONS, type PolicyItemSeed } from './data/policies';
import { SEED_ACCEPTED_AT, USERS } from './data/users';
import type { Seeder } from './seeder';
import { seededUserIds } from './user.seed';

const DOCUMENTS = [
  ['privacypolicy', PRIVACY_POLICY],
  ['condizionidivendita', SALE_CONDITIONS],
] as const satisfies readonly (readonly [string, PolicyItemSeed[]])[];

export function policyRows(): NewPolicyItemRow[] {
  return DOCUMENTS.flatMap(([category, items]) =>
    LANGUAGES.flatMap((language) =>
      items.map((item, i) => {
        const { description, testi } = item[language];
        const [testo1 = '', testo2 = '', testo3 = '', testo4 = '', testo5 = ''] = testi;
        return {
          category,
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
    const rows = policyRows();
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
    const ids = await seededUserIds(db);
    const rows: NewConsentAnswerRow[] = USERS.flatMap((user, u) => {
      const userId = ids.get(user.username);
      if (user.accepted === false || userId === undefined) return [];
      return DOCUMENTS.flatMap(([category, items]) =>
        items.map((item) => ({
          userId,
          category,
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
