// The policy documents' version calls of the REST API (management, policies.edit).
import {
  policiesConsentsDataSchema,
  policiesListDataSchema,
  policyVersionDataSchema,
  REST_PATHS,
  type PoliciesConsentsData,
  type PoliciesListData,
  type PolicyCategory,
  type PolicyDraftItemInput,
  type PolicyVersionData,
} from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';

export function fetchPolicyVersions(
  client: RestClient,
  who: CallIdentity,
  category: PolicyCategory,
): Promise<PoliciesListData> {
  return client.post(REST_PATHS.policiesList, { categoria: category }, policiesListDataSchema, who);
}

export function fetchPolicyVersion(
  client: RestClient,
  who: CallIdentity,
  category: PolicyCategory,
  number: number,
): Promise<PolicyVersionData> {
  return client.post(
    REST_PATHS.policiesVersion,
    { categoria: category, numero: number },
    policyVersionDataSchema,
    who,
  );
}

/** The draft's items travel as the JSON text of `voci`. */
export function savePolicyDraft(
  client: RestClient,
  who: CallIdentity,
  category: PolicyCategory,
  items: readonly PolicyDraftItemInput[],
): Promise<PolicyVersionData> {
  return client.post(
    REST_PATHS.policiesDraftSave,
    { categoria: category, voci: JSON.stringify(items) },
    policyVersionDataSchema,
    who,
  );
}

export function discardPolicyDraft(
  client: RestClient,
  who: CallIdentity,
  category: PolicyCategory,
): Promise<PoliciesListData> {
  return client.post(REST_PATHS.policiesDraftDelete, { categoria: category }, policiesListDataSchema, who);
}

export function publishPolicyDraft(
  client: RestClient,
  who: CallIdentity,
  category: PolicyCategory,
  number: number,
): Promise<PoliciesListData> {
  return client.post(
    REST_PATHS.policiesPublish,
    { categoria: category, numero: number },
    policiesListDataSchema,
    who,
  );
}

export function fetchUserConsents(
  client: RestClient,
  who: CallIdentity,
  userCode: string,
): Promise<PoliciesConsentsData> {
  return client.post(REST_PATHS.policiesConsents, { utente: userCode }, policiesConsentsDataSchema, who);
}

/** The policy version calls bound to one caller (`context.upstream.policies`). */
export function policiesUpstream(client: RestClient, who: CallIdentity) {
  return {
    versions: (category: PolicyCategory) => fetchPolicyVersions(client, who, category),
    version: (category: PolicyCategory, number: number) => fetchPolicyVersion(client, who, category, number),
    saveDraft: (category: PolicyCategory, items: readonly PolicyDraftItemInput[]) =>
      savePolicyDraft(client, who, category, items),
    discardDraft: (category: PolicyCategory) => discardPolicyDraft(client, who, category),
    publish: (category: PolicyCategory, number: number) => publishPolicyDraft(client, who, category, number),
    consents: (userCode: string) => fetchUserConsents(client, who, userCode),
  };
}
