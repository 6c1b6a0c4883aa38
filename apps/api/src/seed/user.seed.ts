// Seeds the demo users (passwords hashed with the app's own scrypt) and the fairs of type F users.
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { consentAnswers, loginAttempts, sessions, userFairs, users, type NewUserRow } from '../db/schema';
import { hashPassword } from '../modules/users';
import { DEMO_PASSWORD, SEED_ACCEPTED_AT, USERS } from './data/users';
import type { Seeder } from './core/seeder';

export async function userRows(): Promise<NewUserRow[]> {
  // In parallel: scrypt runs on libuv's thread pool, so ~11 hashes take a few hundred ms.
  return Promise.all(
    USERS.map(async (user) => {
      const accepted = user.accepted !== false ? SEED_ACCEPTED_AT : null;
      return {
        username: user.username,
        tipo: user.tipo,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        passwordHash: await hashPassword(user.password ?? DEMO_PASSWORD),
        mustChangePassword: user.mustChangePassword ?? false,
        mustSetName: user.mustSetName ?? false,
        promotionsAllowed: user.promotionsAllowed ?? false,
        language: user.language ?? 'it',
        clientCode: user.clientCode ?? null,
        agentCode: user.agentCode ?? null,
        privacyAcceptedAt: accepted,
        saleConditionsAcceptedAt: accepted,
        // Version 1 of each document: the one the policy seed publishes (SEEDED_POLICY_VERSION).
        privacyVersion: accepted ? 1 : null,
        saleConditionsVersion: accepted ? 1 : null,
        passwordChangedAt: SEED_ACCEPTED_AT,
        createdAt: SEED_ACCEPTED_AT,
      };
    }),
  );
}

/** Ids of seeded users by username (for the seeders of their fairs and consents). */
export async function seededUserIds(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        USERS.map((user) => user.username),
      ),
    );
  return new Map(rows.map((row) => [row.username, row.id]));
}

export const userSeeder: Seeder = {
  name: 'users',
  table: users,
  // Sessions, consents and login attempts of seeded users die with them on `seed --force`.
  dependents: [sessions, consentAnswers, loginAttempts],
  async seed(db: Database) {
    const rows = await userRows();
    await db.insert(users).values(rows);
    return rows.length;
  },
};

export const userFairSeeder: Seeder = {
  name: 'user fairs',
  table: userFairs,
  async seed(db: Database) {
    const ids = await seededUserIds(db);
    const rows = USERS.flatMap((user) =>
      (user.fairs ?? []).map((fairCode) => ({ userId: ids.get(user.username) ?? 0, fairCode })),
    );
    if (rows.length > 0) await db.insert(userFairs).values(rows);
    return rows.length;
  },
};
