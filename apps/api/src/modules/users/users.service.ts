// User management: the list and one user as management sees them (never a password), and the rules
// every change keeps. Changes are in user-edits.service.ts.
import type { ManagedUser, ManagedUserListData, UsersListQuery, UserTipo } from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { listData } from '../../http/list';
import { findUsersPage, findUserWithState, type ManagedUserRow } from './users.repository';

const yesNo = (value: boolean): 'S' | 'N' => (value ? 'S' : 'N');
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toManagedUser(row: ManagedUserRow): ManagedUser {
  const { user } = row;
  const locked = user.active && row.lockedUntil !== null;
  return {
    codice: user.username,
    tipo: user.tipo as UserTipo,
    nome: user.firstName,
    cognome: user.lastName,
    email: user.email,
    lingua: user.language === 'en' ? 'en' : 'it',
    cliente: user.clientCode ? { codice: user.clientCode, ragioneSociale: row.clientName ?? '' } : null,
    agente: user.agentCode ? { codice: user.agentCode, nome: row.agentName ?? '' } : null,
    promozioni: yesNo(user.promotionsAllowed),
    attivo: yesNo(user.active),
    richiestaCambioPassword: yesNo(user.mustChangePassword),
    ultimoAccesso: iso(row.lastLoginAt),
    bloccato: yesNo(locked),
    bloccatoFinoA: locked ? iso(row.lockedUntil) : null,
    tentativiFalliti: row.failedLogins,
    creato: user.createdAt.toISOString(),
    passwordCambiata: user.passwordChangedAt.toISOString(),
  };
}

export function userNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'users.notFound', { field: 'codice' });
}

export async function listUsers(db: Database, query: UsersListQuery): Promise<ManagedUserListData> {
  const { rows, total } = await findUsersPage(db, query);
  return listData(rows.map(toManagedUser), total, query);
}

export async function getUser(db: Database, code: string): Promise<ManagedUser> {
  const row = await findUserWithState(db, code);
  if (!row) throw userNotFound();
  return toManagedUser(row);
}
