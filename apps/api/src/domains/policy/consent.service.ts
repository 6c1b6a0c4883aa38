// POST /api/user/setuserinfo: checks a user's answers to a policy, stores them and marks it accepted.
import type { CurrentUserData, Language, PolicyCategory } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { updateUser } from '../user/user.repository';
import { getCurrentUser } from '../user/user.service';
import { checkAnswers, type RawAnswer } from './consent-rules';
import { findPolicyItems, insertConsentAnswers } from './policy.repository';

export async function acceptPolicy(
  db: Database,
  auth: AuthUser,
  category: PolicyCategory,
  answers: readonly RawAnswer[],
  language: Language,
): Promise<CurrentUserData> {
  // Item codes are the same in both languages; the request's language only names items in messages.
  const checked = checkAnswers(await findPolicyItems(db, category, language), answers);
  await db.transaction(async (tx) => {
    await insertConsentAnswers(
      tx,
      checked.map((answer) => ({
        userId: auth.id,
        category,
        itemCode: answer.itemCode,
        value: answer.value,
      })),
    );
    await updateUser(
      tx,
      auth.id,
      category === 'privacypolicy'
        ? { privacyAcceptedAt: sql`now()` }
        : { saleConditionsAcceptedAt: sql`now()` },
    );
  });
  return getCurrentUser(db, auth.id, language);
}
