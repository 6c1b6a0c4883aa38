// The policy documents' versions for management: thin resolvers over the REST calls (the API checks
// policies.edit and every rule); a version or a user that does not exist is null.
import type { PoliciesListData, PolicyVersionSummary } from '@shop/contract';
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields, UpstreamError } from '../../kernel/upstream/upstream-error';
import { toPolicyCategory, toPolicyKind } from '../users';
import { optionsOf, policyField, toDraftItem } from './policies.mapping';

const asPolicyError = (error: unknown) => renameFields(error, policyField);
const nullWhenNotFound = (error: unknown) => {
  if (error instanceof UpstreamError && error.status === 404) return null;
  throw error;
};

export const policiesResolvers: Resolvers = {
  Query: {
    policyVersions: (_root, { kind }, { upstream }) =>
      upstream.policies.versions(toPolicyCategory(kind)).catch(asPolicyError),
    policyVersion: (_root, { kind, number }, { upstream }) =>
      upstream.policies.version(toPolicyCategory(kind), number).catch(nullWhenNotFound).catch(asPolicyError),
    userPolicyConsents: (_root, { userCode }, { upstream }) =>
      upstream.policies.consents(userCode.trim()).catch(nullWhenNotFound).catch(asPolicyError),
  },
  Mutation: {
    savePolicyDraft: (_root, { kind, items }, { upstream }) =>
      upstream.policies.saveDraft(toPolicyCategory(kind), items.map(toDraftItem)).catch(asPolicyError),
    discardPolicyDraft: (_root, { kind }, { upstream }) =>
      upstream.policies.discardDraft(toPolicyCategory(kind)).catch(asPolicyError),
    publishPolicyDraft: (_root, { kind, number }, { upstream }) =>
      upstream.policies.publish(toPolicyCategory(kind), number).catch(asPolicyError),
  },
  PolicyVersionList: {
    kind: (list: PoliciesListData) => toPolicyKind(list.categoria),
    current: (list) => list.corrente,
    versions: (list) => list.versioni,
  },
  PolicyVersion: {
    number: (v: PolicyVersionSummary) => v.numero,
    state: (v) => (v.stato === 'bozza' ? 'DRAFT' : 'PUBLISHED'),
    isCurrent: (v) => v.corrente === 'S',
    createdAt: (v) => v.creataIl,
    createdBy: (v) => v.creataDa,
    updatedAt: (v) => v.modificataIl,
    publishedAt: (v) => v.pubblicataIl,
    publishedBy: (v) => v.pubblicataDa,
    itemCount: (v) => v.voci,
    acceptedBy: (v) => v.accettazioni,
  },
  PolicyVersionDetail: {
    kind: (d) => toPolicyKind(d.categoria),
    version: (d) => d.versione,
    items: (d) => d.voci,
  },
  PolicyVersionItem: {
    code: (i) => i.codice,
    textIt: (i) => i.descrizioneIt,
    textEn: (i) => i.descrizioneEn,
    optionsIt: (i) => optionsOf(i, 'It'),
    optionsEn: (i) => optionsOf(i, 'En'),
  },
  UserPolicyConsents: {
    userCode: (c) => c.utente,
    acceptances: (c) =>
      c.accettazioni.map((a) => ({
        kind: toPolicyKind(a.categoria),
        version: a.versione,
        acceptedAt: a.data,
        valid: a.valida === 'S',
      })),
    answers: (c) =>
      c.risposte.map((r) => ({
        kind: toPolicyKind(r.categoria),
        version: r.versione,
        code: r.voce,
        value: r.valore,
        answeredAt: r.data,
      })),
  },
};
