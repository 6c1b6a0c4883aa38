// Login: rate limit, password check (same cost for unknown users), a new session; and logout.
import type { Language, LoginData } from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { mergeSessionCart } from '../cart';
import { findUserByUsername } from './users.repository';
import { toCurrentUser } from './viewer.service';
import { recordAttempt, secondsUntilAllowed } from './login-limit';
import { decoyHash, verifyPassword } from './password';
import { insertSession, revokeSession } from './session.repository';
import { hashToken, newSessionToken, SESSION_TTL_MS } from './token';

export class LoginRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', 'auth.rateLimited', {
      params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    });
  }
}

export interface LoginInput {
  username: string;
  password: string;
  ip: string;
  userAgent: string;
  /** The caller's x-sessionid, kept with the session (its anonymous cart belongs to the user now). */
  anonymousSessionId: string;
  language?: Language;
}

export async function login(db: Database, input: LoginInput): Promise<LoginData> {
  const account = input.username.toLowerCase();
  const wait = await secondsUntilAllowed(db, account, input.ip);
  // Refused before the password is even checked: a limited attacker learns nothing more.
  if (wait > 0) throw new LoginRateLimitedError(wait);

  const user = await findUserByUsername(db, input.username);
  const usable = user !== undefined && user.active;
  const matches = await verifyPassword(input.password, usable ? user.passwordHash : await decoyHash());
  await recordAttempt(db, account, input.ip, usable && matches);
  if (!usable || !matches) throw new AppError(401, 'UNAUTHENTICATED', 'auth.badCredentials');

  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    anonymousSessionId: input.anonymousSessionId,
    expiresAt,
    userAgent: input.userAgent.slice(0, 512),
    ip: input.ip.slice(0, 64),
  });
  // The visitor's cart (x-sessionid) becomes part of the user's cart.
  await mergeSessionCart(db, input.anonymousSessionId, user.id);
  return { token, scadenza: expiresAt.toISOString(), utente: await toCurrentUser(db, user, input.language) };
}

/** Revokes the token's session. Like OAuth token revocation (RFC 7009), an already expired or revoked
 * token is not an error: the caller wanted it dead, and it is. */
export async function logout(db: Database, token: string): Promise<void> {
  await revokeSession(db, hashToken(token));
}
