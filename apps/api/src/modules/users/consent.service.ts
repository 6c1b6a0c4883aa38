// POST /api/user/setuserinfo: checks a user's answers against the version in force of a policy,
// stores them with that version and marks the user's acceptance as of that version.
import type { CurrentUserData, Language, PolicyCategory } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { updateUser } from './users.repository';
import { getCurrentUser } from './viewer.service';
import {
  checkAnswers,
  findCurrentVersion,
  findPolicyItems,
  insertConsentAnswers,
  type RawAnswer,
} from '../policies';

export async function acceptPolicy(
  db: Database,
  auth: AuthUser,
  category: PolicyCategory,
  answers: readonly RawAnswer[],
  language: Language,
  /** The version the user read, when the client says (a newer one published since: refused). */
  readVersion?: number,
): Promise<CurrentUserData> {
  const version = await findCurrentVersion(db, category);
  const number = version?.number ?? 0;
  if (readVersion !== undefined && readVersion !== number) {
    throw new AppError(409, 'CONFLICT', 'consent.versionChanged', { details: { versione: number } });
  }
  // Item codes are the same in both languages; the request's language only names items in messages.
  const items = version ? await findPolicyItems(db, version.id, language) : [];
  const checked = checkAnswers(items, answers);
  await db.transaction(async (tx) => {
    await insertConsentAnswers(
      tx,
      checked.map((answer) => ({
        userId: auth.id,
        category,
        versionId: version?.id ?? null,
        itemCode: answer.itemCode,
        value: answer.value,
      })),
    );
    await updateUser(
      tx,
      auth.id,
      category === 'privacypolicy'
        ? { privacyAcceptedAt: sql`now()`, privacyVersion: number }
        : { saleConditionsAcceptedAt: sql`now()`, saleConditionsVersion: number },
    );
  });
  return getCurrentUser(db, auth, language);
}
