// The policy versions of a document and their changes. Every change drops the versions, the
// version's items, what users accepted and the audit log from the cache: they are read again.
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { PolicyDraftItemInput, PolicyKind } from '../../../gql/graphql';
import { forgetRootFields } from '../../../app/manage/page/record-changes';

export const PolicyVersionsQuery = graphql(`
  query PolicyVersions($kind: PolicyKind!) {
    policyVersions(kind: $kind) {
      kind
      current
      versions {
        number
        state
        isCurrent
        createdAt
        createdBy
        updatedAt
        publishedAt
        publishedBy
        itemCount
        acceptedBy
      }
    }
  }
`);

export const PolicyVersionQuery = graphql(`
  query PolicyVersionItems($kind: PolicyKind!, $number: Int!) {
    policyVersion(kind: $kind, number: $number) {
      kind
      version {
        number
        state
        updatedAt
      }
      items {
        code
        textIt
        textEn
        optionsIt
        optionsEn
      }
    }
  }
`);

export const UserPolicyConsentsQuery = graphql(`
  query UserPolicyConsents($userCode: String!) {
    userPolicyConsents(userCode: $userCode) {
      userCode
      acceptances {
        kind
        version
        acceptedAt
        valid
      }
      answers {
        kind
        version
        code
        value
        answeredAt
      }
    }
  }
`);

const SavePolicyDraftMutation = graphql(`
  mutation SavePolicyDraft($kind: PolicyKind!, $items: [PolicyDraftItemInput!]!) {
    savePolicyDraft(kind: $kind, items: $items) {
      kind
      version {
        number
      }
    }
  }
`);

const DiscardPolicyDraftMutation = graphql(`
  mutation DiscardPolicyDraft($kind: PolicyKind!) {
    discardPolicyDraft(kind: $kind) {
      kind
      current
    }
  }
`);

const PublishPolicyDraftMutation = graphql(`
  mutation PublishPolicyDraft($kind: PolicyKind!, $number: Int!) {
    publishPolicyDraft(kind: $kind, number: $number) {
      kind
      current
    }
  }
`);

function forget(cache: ApolloCache) {
  forgetRootFields(cache, ['policyVersions', 'policyVersion', 'userPolicyConsents', 'auditLog']);
}

export function usePolicyMutations(kind: PolicyKind) {
  const [save] = useMutation(SavePolicyDraftMutation);
  const [discard] = useMutation(DiscardPolicyDraftMutation);
  const [publish] = useMutation(PublishPolicyDraftMutation);
  return {
    save: useCallback(
      async (items: PolicyDraftItemInput[]) => {
        await save({ variables: { kind, items }, update: forget });
      },
      [save, kind],
    ),
    discard: useCallback(async () => {
      await discard({ variables: { kind }, update: forget });
    }, [discard, kind]),
    publish: useCallback(
      async (number: number) => {
        await publish({ variables: { kind, number }, update: forget });
      },
      [publish, kind],
    ),
  };
}
