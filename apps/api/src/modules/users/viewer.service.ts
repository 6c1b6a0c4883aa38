// The current user in the shape of spec §3, with the client and the landing route.
import {
  languageSchema,
  permissionsOf,
  type CurrentUser,
  type Language,
  type UserTipo,
} from '@shop/contract';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { AuthUser } from '../../kernel/auth-user';
import { AppError } from '../../errors/app-error';
import { shopDay } from '../../kernel/shop-calendar';
import { findAgent, getClient, toAgent } from '../clients';
import { getUserFairs } from '../fairs';
import { findCurrentVersionNumbers } from '../policies';
import { destinationOf } from './destination';
import { findUserById } from './users.repository';

const yesNo = (flag: boolean) => (flag ? ('S' as const) : ('N' as const));
const accepted = (version: number | null, inForce: number) => version !== null && version >= inForce;

/** The session's side of the current user: the client a staff user is ordering for (currentorder). */
export type SessionView = Pick<AuthUser, 'id' | 'clientCode' | 'onBehalf'>;

export async function toCurrentUser(
  db: Database,
  user: UserRow,
  language?: Language,
  session?: SessionView,
): Promise<CurrentUser> {
  const lingua = languageSchema.parse(user.language);
  const tipo = user.tipo as UserTipo; // kept to USER_TIPI by the column's check constraint
  const onBehalf = session?.onBehalf === true && session.clientCode !== null;
  // The client bought for: the one being ordered for, else the user's own (customers).
  const clientCode = onBehalf ? session.clientCode : user.clientCode;
  const [fairs, cliente, agent, inForce] = await Promise.all([
    getUserFairs(db, user.id, language ?? lingua),
    clientCode ? getClient(db, clientCode) : null,
    user.agentCode ? findAgent(db, user.agentCode) : undefined,
    findCurrentVersionNumbers(db),
  ]);
  return {
    tipo,
    codutente: user.username,
    nome: user.firstName,
    cognome: user.lastName,
    email: user.email,
    lingua,
    fiere: { dati: fairs.map((fair) => ({ codice: fair.codice, descrizione: fair.descrizione })) },
    autorizzazioni: { promozioni: yesNo(user.promotionsAllowed) },
    richiestaCambioPassword: yesNo(user.mustChangePassword),
    richiestaNomeCognome: yesNo(user.mustSetName),
    // Accepted = accepted the version in force: a newer version published since asks again.
    consensi: {
      privacypolicy: yesNo(accepted(user.privacyVersion, inForce.privacypolicy)),
      condizionidivendita: yesNo(accepted(user.saleConditionsVersion, inForce.condizionidivendita)),
    },
    cliente,
    perConto: yesNo(onBehalf && cliente !== null),
    agente: agent ? toAgent(agent) : null,
    destinazione: destinationOf(tipo, fairs, shopDay()),
    permessi: permissionsOf(tipo),
  };
}

/** The user row of an authenticated request (gone only if deleted since the token was checked). */
export async function loadUser(db: Database, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'auth.sessionExpired');
  return user;
}

/** The current user of a session (ordering for a client when the session says so). */
export async function getCurrentUser(db: Database, session: SessionView, language?: Language) {
  return { utente: await toCurrentUser(db, await loadUser(db, session.id), language, session) };
}
