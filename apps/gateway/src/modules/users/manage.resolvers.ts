// User management: thin resolvers over the REST calls; an unknown user is null (the API's 404), a
// refused value BAD_USER_INPUT on the GraphQL argument.
import { REST_PATHS } from '@shop/contract';
import type { Language, Resolvers } from '../../generated/resolvers-types';
import { UpstreamError, renameFields } from '../../kernel/upstream/upstream-error';
import {
  createField,
  createFields,
  editField,
  listField,
  toListFields,
  updateFields,
} from './manage.mapping';

const nullWhenNotFound = (error: unknown) => {
  if (error instanceof UpstreamError && error.status === 404) return null;
  throw error;
};
const asEditError = (error: unknown) => renameFields(error, editField);

export const usersResolvers: Resolvers = {
  Query: {
    users: (_root, args, { upstream }) =>
      upstream.users.list(toListFields(args)).catch((error: unknown) => renameFields(error, listField)),
    user: (_root, { code }, { upstream }) =>
      upstream.users.detail(code.trim()).catch(nullWhenNotFound).catch(asEditError),
  },
  Mutation: {
    createUser: (_root, { input }, { upstream }) =>
      upstream.users
        .setPassword(REST_PATHS.usersCreate, createFields(input))
        .catch((error: unknown) => renameFields(error, createField)),
    updateUser: (_root, { code, input }, { upstream }) =>
      upstream.users.edit(REST_PATHS.usersUpdate, updateFields(code, input)).catch(asEditError),
    deactivateUser: (_root, { code }, { upstream }) =>
      upstream.users.edit(REST_PATHS.usersDeactivate, { codice: code }).catch(asEditError),
    reactivateUser: (_root, { code }, { upstream }) =>
      upstream.users.edit(REST_PATHS.usersReactivate, { codice: code }).catch(asEditError),
    resetUserPassword: (_root, { code, temporaryPassword }, { upstream }) =>
      upstream.users
        .setPassword(REST_PATHS.usersResetpassword, {
          codice: code,
          password: temporaryPassword ?? undefined,
        })
        .catch(asEditError),
    unlockUser: (_root, { code }, { upstream }) =>
      upstream.users.edit(REST_PATHS.usersUnlock, { codice: code }).catch(asEditError),
  },
  TemporaryPasswordResult: {
    user: (r) => r.utente,
    temporaryPassword: (r) => r.passwordProvvisoria,
  },
  ManagedUser: {
    code: (u) => u.codice,
    type: (u) => u.tipo,
    firstName: (u) => u.nome,
    lastName: (u) => u.cognome,
    email: (u) => u.email,
    language: (u) => u.lingua.toUpperCase() as Language,
    client: (u) => (u.cliente ? { code: u.cliente.codice, name: u.cliente.ragioneSociale } : null),
    agent: (u) => (u.agente ? { code: u.agente.codice, name: u.agente.nome } : null),
    canSeePromotions: (u) => u.promozioni === 'S',
    active: (u) => u.attivo === 'S',
    mustChangePassword: (u) => u.richiestaCambioPassword === 'S',
    lastLoginAt: (u) => u.ultimoAccesso,
    locked: (u) => u.bloccato === 'S',
    lockedUntil: (u) => u.bloccatoFinoA,
    failedLoginCount: (u) => u.tentativiFalliti,
    createdAt: (u) => u.creato,
    passwordChangedAt: (u) => u.passwordCambiata,
  },
};
