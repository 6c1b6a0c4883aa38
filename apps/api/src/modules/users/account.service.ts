// What a user changes on their own account: password (clears richiestaCambioPassword) and name
// (clears richiestaNomeCognome). Each answers the updated user.
import type { CurrentUserData, Language } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { checkNewPassword } from './password-rules';
import { hashPassword, verifyPassword } from './password';
import { revokeOtherSessions } from './session.repository';
import { updateUser } from './users.repository';
import { getCurrentUser, loadUser } from './viewer.service';

export interface PasswordChange {
  current: string;
  next: string;
  repeat: string;
}

export async function changePassword(
  db: Database,
  auth: AuthUser,
  change: PasswordChange,
  language?: Language,
): Promise<CurrentUserData> {
  const user = await loadUser(db, auth.id);
  checkNewPassword({ username: user.username, password: change.next, repeat: change.repeat });
  if (!(await verifyPassword(change.current, user.passwordHash))) {
    throw new AppError(422, 'VALIDATION', 'password.wrongCurrent', { field: 'PasswordAttuale' });
  }
  if (change.next === change.current) {
    throw new AppError(422, 'VALIDATION', 'password.unchanged', { field: 'NuovaPassword' });
  }
  const passwordHash = await hashPassword(change.next);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, mustChangePassword: false, passwordChangedAt: sql`now()` });
    // Whoever knew the old password may hold a session: only the one that changed it survives.
    await revokeOtherSessions(tx, user.id, auth.sessionId);
  });
  return getCurrentUser(db, auth, language);
}

export async function setName(
  db: Database,
  auth: AuthUser,
  name: { firstName: string; lastName: string },
  language?: Language,
): Promise<CurrentUserData> {
  await updateUser(db, auth.id, { firstName: name.firstName, lastName: name.lastName, mustSetName: false });
  return getCurrentUser(db, auth, language);
}
