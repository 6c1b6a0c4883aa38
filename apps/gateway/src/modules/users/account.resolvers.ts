// The account beyond the session: policy documents and their acceptance, password, name, fair details.
// Each mutation answers the updated User so a client's normalized cache shows the change at once.
import type { GatewayContext } from '../../kernel/context/context';
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';
import { toRestLanguage } from '../../kernel/language';
import {
  answerField,
  answerKindOf,
  NAME_FIELDS,
  PASSWORD_FIELDS,
  policyOptions,
  policyTexts,
  toPolicyCategory,
  toPolicyKind,
} from './account.mapping';
import type { UserFairModel } from './account.models';

const optionalLanguage = (language: 'IT' | 'EN' | null | undefined) =>
  language ? toRestLanguage(language) : undefined;

export const accountResolvers: Resolvers = {
  Query: {
    policy: async (_root, { kind, language }, { loaders }) => {
      const category = toPolicyCategory(kind);
      const { version, items } = await loaders.policy.load(`${category}:${toRestLanguage(language)}`);
      return { category, version, items };
    },
  },
  Mutation: {
    acceptPolicies: (_root, { kind, answers, language, version }, { upstream }) =>
      upstream
        .acceptPolicy(toPolicyCategory(kind), answers, optionalLanguage(language), version ?? undefined)
        .catch((error: unknown) => renameFields(error, answerField)),
    changePassword: (_root, { current, new: next, repeat, language }, { upstream }) =>
      upstream
        .changePassword({ current, new: next, repeat }, optionalLanguage(language))
        .catch((error: unknown) => renameFields(error, (field) => PASSWORD_FIELDS[field])),
    setName: (_root, { firstName, lastName, language }, { upstream }) =>
      upstream
        .setName({ firstName, lastName }, optionalLanguage(language))
        .catch((error: unknown) => renameFields(error, (field) => NAME_FIELDS[field])),
  },
  PolicyText: {
    kind: ({ category }) => toPolicyKind(category),
    version: ({ version }) => version,
    items: ({ items }) => items,
  },
  PolicyItem: {
    code: (item) => item.codice,
    title: (item) => item.descrizione,
    texts: policyTexts,
    kind: answerKindOf,
    options: policyOptions,
  },
  UserFair: {
    code: (fair) => fair.codice,
    description: (fair) => fair.descrizione,
    place: async (fair, _args, { loaders }) => (await fairDetails(fair, loaders))?.luogo ?? null,
    startsOn: async (fair, _args, { loaders }) => (await fairDetails(fair, loaders))?.dal ?? null,
    endsOn: async (fair, _args, { loaders }) => (await fairDetails(fair, loaders))?.al ?? null,
  },
};

/** The fair as user/fiere lists it (one call per request, whichever fields and fairs are asked). */
async function fairDetails(fair: UserFairModel, loaders: GatewayContext['loaders']) {
  const fairs = await loaders.userFairs.load(fair.language);
  return fairs.find((f) => f.codice === fair.codice);
}
