// The current user in the shape of spec §3, with the client and the landing route.
import { languageSchema, type CurrentUser, type Language, type UserTipo } from '@shop/contract';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { findAgent } from '../client/client.repository';
import { getClient, toAgent } from '../client/client.service';
import { getUserFairs } from '../fair/fair.service';
import { destinationOf } from './destination';
import { findUserById } from './user.repository';

const yesNo = (flag: boolean) => (flag ? ('S' as const) : ('N' as const));

export async function toCurrentUser(db: Database, user: UserRow, language?: Language): Promise<CurrentUser> {
  const lingua = languageSchema.parse(user.language);
  const tipo = user.tipo as UserTipo; // kept to USER_TIPI by the column's check constraint
  const [fairs, cliente, agent] = await Promise.all([
    getUserFairs(db, user.id, language ?? lingua),
    user.clientCode ? getClient(db, user.clientCode) : null,
    user.agentCode ? findAgent(db, user.agentCode) : undefined,
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
    consensi: {
      privacypolicy: yesNo(user.privacyAcceptedAt !== null),
      condizionidivendita: yesNo(user.saleConditionsAcceptedAt !== null),
    },
    cliente,
    agente: agent ? toAgent(agent) : null,
    destinazione: destinationOf(
      tipo,
      fairs.map((fair) => fair.codice),
    ),
  };
}

/** The user row of an authenticated request (gone only if deleted since the token was checked). */
export async function loadUser(db: Database, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'auth.sessionExpired');
  return user;
}

export async function getCurrentUser(db: Database, userId: number, language?: Language) {
  return { utente: await toCurrentUser(db, await loadUser(db, userId), language) };
}
