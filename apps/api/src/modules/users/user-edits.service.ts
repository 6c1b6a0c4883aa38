// Management's changes to users. Each runs in one transaction that first locks the active management
// users (X) and then the user: a change that could leave the shop without an active X (deactivating
// one, giving one another type) sees what a simultaneous change left and is refused; nobody removes
// their own X type or deactivates themselves. A new type, a deactivation and a new password end the
// user's sessions. Every change is audited (entity 'user', key the user code), never a password.
import {
  isCustomerTipo,
  type ManagedUser,
  type ManagedUserPasswordData,
  type UserTipo,
  type usersCreatePayloadSchema,
  type usersResetpasswordPayloadSchema,
  type usersUpdatePayloadSchema,
} from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit } from '../../kernel/audit';
import { hashPassword } from './password';
import { generateTemporaryPassword } from './temporary-password';
import {
  agentExists,
  clientExists,
  isUserLocked,
  lockActiveManagers,
  lockUser,
  revokeAllSessions,
} from './users.repository';
import { getUser, userNotFound } from './users.service';

type Input<S extends z.ZodType> = z.output<S>;
const yesNo = (value: boolean): 'S' | 'N' => (value ? 'S' : 'N');

/** What the audit log keeps of a user. */
const audited = (
  u: Pick<UserRow, 'tipo' | 'firstName' | 'lastName' | 'email' | 'language'> &
    Links & {
      promotionsAllowed: boolean;
    },
) => ({
  tipo: u.tipo,
  nome: u.firstName,
  cognome: u.lastName,
  email: u.email,
  lingua: u.language,
  cliente: u.clientCode,
  agente: u.agentCode,
  promozioni: yesNo(u.promotionsAllowed),
});

interface Links {
  clientCode: string | null;
  agentCode: string | null;
}

const fieldError = (
  field: string,
  key: 'users.clientRequired' | 'users.agentRequired' | 'users.unknownClient' | 'clients.unknownAgent',
) => new AppError(422, 'VALIDATION', key, { field });

/** The client a customer buys for, the agent record of an agent; nothing for other types. */
async function linksOf(
  db: Database,
  tipo: UserTipo,
  client: string | null,
  agent: string | null,
): Promise<Links> {
  if (isCustomerTipo(tipo)) {
    if (!client) throw fieldError('cliente', 'users.clientRequired');
    const clientCode = await clientExists(db, client);
    if (!clientCode) throw fieldError('cliente', 'users.unknownClient');
    return { clientCode, agentCode: null };
  }
  if (tipo === 'A') {
    if (!agent) throw fieldError('agente', 'users.agentRequired');
    const agentCode = await agentExists(db, agent);
    if (!agentCode) throw fieldError('agente', 'clients.unknownAgent');
    return { clientCode: null, agentCode };
  }
  return { clientCode: null, agentCode: null };
}

/** The typed temporary password, or a generated one; never one that contains the user code. */
function temporaryPassword(username: string, typed: string | undefined) {
  if (typed === undefined) return { password: generateTemporaryPassword(username), generated: true };
  if (username.length >= 3 && typed.toLowerCase().includes(username.toLowerCase())) {
    throw new AppError(422, 'VALIDATION', 'password.likeUsername', { field: 'password' });
  }
  return { password: typed, generated: false };
}

/** Refuses a change that would leave no active management user but `userId`. */
function keepAManager(managers: ReadonlyArray<{ id: number }>, userId: number) {
  if (!managers.some((manager) => manager.id !== userId)) {
    throw new AppError(409, 'CONFLICT', 'users.lastManager', { field: 'codice' });
  }
}

/** Locks the managers, then the user (404 when there is none), and runs `change` on it. */
async function editUser(
  db: Database,
  code: string,
  change: (tx: Database, user: UserRow, managers: ReadonlyArray<{ id: number }>) => Promise<void>,
): Promise<ManagedUser> {
  await db.transaction(async (tx) => {
    const managers = await lockActiveManagers(tx);
    const user = await lockUser(tx, code);
    if (!user) throw userNotFound();
    await change(tx, user, managers);
  });
  return getUser(db, code);
}

export async function createUser(
  db: Database,
  actor: AuthUser,
  input: Input<typeof usersCreatePayloadSchema>,
): Promise<ManagedUserPasswordData> {
  const links = await linksOf(db, input.tipo, input.cliente, input.agente);
  const { password, generated } = temporaryPassword(input.codice, input.password);
  const passwordHash = await hashPassword(password);
  const row = {
    username: input.codice,
    tipo: input.tipo,
    firstName: input.nome,
    lastName: input.cognome,
    email: input.email,
    language: input.lingua,
    promotionsAllowed: input.promozioni === 'S',
    ...links,
  };
  await db.transaction(async (tx) => {
    // The unique index on lower(username) decides between two simultaneous creations of one code.
    const inserted = await tx
      .insert(users)
      .values({
        ...row,
        passwordHash,
        mustChangePassword: true,
        // Without both names the user is asked for them at the first login.
        mustSetName: !(row.firstName && row.lastName),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length === 0) throw new AppError(422, 'VALIDATION', 'users.codeTaken', { field: 'codice' });
    await recordAudit(tx, actor, {
      entity: 'user',
      key: input.codice,
      action: 'create',
      clientCode: links.clientCode,
      after: { ...audited(row), attivo: 'S' },
    });
  });
  return { utente: await getUser(db, input.codice), passwordProvvisoria: generated ? password : null };
}

export function updateUser(db: Database, actor: AuthUser, input: Input<typeof usersUpdatePayloadSchema>) {
  return editUser(db, input.codice, async (tx, user, managers) => {
    const tipo = input.tipo ?? (user.tipo as UserTipo);
    const typeChanged = tipo !== user.tipo;
    if (typeChanged && user.id === actor.id) {
      throw new AppError(422, 'VALIDATION', 'users.ownType', { field: 'tipo' });
    }
    if (typeChanged && user.tipo === 'X' && user.active) keepAManager(managers, user.id);
    const links = await linksOf(tx, tipo, input.cliente ?? user.clientCode, input.agente ?? user.agentCode);
    const after = {
      tipo,
      firstName: input.nome ?? user.firstName,
      lastName: input.cognome ?? user.lastName,
      email: input.email ?? user.email,
      language: input.lingua ?? user.language,
      promotionsAllowed: input.promozioni === undefined ? user.promotionsAllowed : input.promozioni === 'S',
      ...links,
    };
    await tx
      .update(users)
      .set({ ...after, mustSetName: user.mustSetName && !(after.firstName && after.lastName) })
      .where(eq(users.id, user.id));
    // What the user may do changes with the type: the next request must sign in again.
    if (typeChanged) await revokeAllSessions(tx, user.id);
    await recordAudit(tx, actor, {
      entity: 'user',
      key: user.username,
      action: 'update',
      clientCode: links.clientCode ?? user.clientCode,
      before: audited(user),
      after: audited(after),
    });
  });
}

export function deactivateUser(db: Database, actor: AuthUser, code: string) {
  return editUser(db, code, async (tx, user, managers) => {
    if (user.id === actor.id)
      throw new AppError(409, 'CONFLICT', 'users.selfDeactivate', { field: 'codice' });
    if (!user.active) return;
    if (user.tipo === 'X') keepAManager(managers, user.id);
    await tx.update(users).set({ active: false }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id);
    await recordAudit(tx, actor, {
      entity: 'user',
      key: user.username,
      action: 'deactivate',
      clientCode: user.clientCode,
      before: { attivo: 'S' },
      after: { attivo: 'N' },
    });
  });
}

export function reactivateUser(db: Database, actor: AuthUser, code: string) {
  return editUser(db, code, async (tx, user) => {
    if (user.active) return;
    await tx.update(users).set({ active: true }).where(eq(users.id, user.id));
    await recordAudit(tx, actor, {
      entity: 'user',
      key: user.username,
      action: 'reactivate',
      clientCode: user.clientCode,
      before: { attivo: 'N' },
      after: { attivo: 'S' },
    });
  });
}

/**
 * A temporary password (typed or generated) the user must change at the next login. It also ends a
 * lock by failed logins (whoever guessed at the old password has nothing left to guess) and every
 * session of the user. Not for one's own password: that is the account page's change.
 */
export async function resetPassword(
  db: Database,
  actor: AuthUser,
  input: Input<typeof usersResetpasswordPayloadSchema>,
): Promise<ManagedUserPasswordData> {
  if (input.codice.toLowerCase() === actor.username.toLowerCase()) {
    throw new AppError(409, 'CONFLICT', 'users.selfReset', { field: 'codice' });
  }
  const found = await getUser(db, input.codice);
  const { password, generated } = temporaryPassword(found.codice, input.password);
  const passwordHash = await hashPassword(password);
  const utente = await editUser(db, input.codice, async (tx, user) => {
    const [changed] = await tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: true,
        passwordChangedAt: sql`now()`,
        loginUnlockedAt: sql`now()`,
      })
      .where(eq(users.id, user.id))
      .returning({ at: users.passwordChangedAt });
    await revokeAllSessions(tx, user.id);
    await recordAudit(tx, actor, {
      entity: 'user',
      key: user.username,
      action: 'resetPassword',
      clientCode: user.clientCode,
      before: {
        richiestaCambioPassword: yesNo(user.mustChangePassword),
        passwordCambiata: user.passwordChangedAt.toISOString(),
      },
      after: { richiestaCambioPassword: 'S', passwordCambiata: changed?.at.toISOString() ?? null },
    });
  });
  return { utente, passwordProvvisoria: generated ? password : null };
}

/** Ends a lock by failed logins: the failures before now stop counting. Nothing to do when not locked. */
export function unlockUser(db: Database, actor: AuthUser, code: string) {
  return editUser(db, code, async (tx, user) => {
    if (!(await isUserLocked(tx, user.id))) return;
    await tx
      .update(users)
      .set({ loginUnlockedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await recordAudit(tx, actor, {
      entity: 'user',
      key: user.username,
      action: 'unlock',
      clientCode: user.clientCode,
      before: { bloccato: 'S' },
      after: { bloccato: 'N' },
    });
  });
}
