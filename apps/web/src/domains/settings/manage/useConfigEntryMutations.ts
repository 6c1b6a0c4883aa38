// The configuration entries of one tipo and their changes. Each change answers the tipo's entries,
// which replace the list on screen; the storefront's config and the audit log are read again.
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ConfigEntryInput, ConfigEntriesPage_EntryFragment } from '../../../gql/graphql';
import { forgetRootFields } from '../../../app/manage/page/record-changes';

export const ConfigEntriesPage_entry = graphql(`
  fragment ConfigEntriesPage_entry on ManagedConfigEntry {
    kind
    key
    row
    column
    titleIt
    titleEn
    textIt
    textEn
    link
    icon
    social
    isSectionTitle
  }
`);

export const ConfigEntriesQuery = graphql(`
  query ConfigEntries($kind: String!) {
    configEntries(kind: $kind) {
      ...ConfigEntriesPage_entry
    }
  }
`);

const SaveConfigEntryMutation = graphql(`
  mutation SaveConfigEntry($kind: String!, $key: String, $input: ConfigEntryInput!) {
    saveConfigEntry(kind: $kind, key: $key, input: $input) {
      ...ConfigEntriesPage_entry
    }
  }
`);

const DeleteConfigEntryMutation = graphql(`
  mutation DeleteConfigEntry($kind: String!, $key: String!) {
    deleteConfigEntry(kind: $kind, key: $key) {
      ...ConfigEntriesPage_entry
    }
  }
`);

const ReorderConfigEntriesMutation = graphql(`
  mutation ReorderConfigEntries($kind: String!, $column: Int, $keys: [String!]!) {
    reorderConfigEntries(kind: $kind, column: $column, keys: $keys) {
      ...ConfigEntriesPage_entry
    }
  }
`);

export type ConfigEntry = ConfigEntriesPage_EntryFragment;

function refresh(cache: ApolloCache, kind: string, entries: unknown) {
  cache.writeQuery({
    query: ConfigEntriesQuery,
    variables: { kind },
    data: { __typename: 'Query', configEntries: entries as never },
  });
  forgetRootFields(cache, ['config', 'auditLog']);
}

/** save(key or null, input), remove(key), reorder(column or null, keys): each resolves when saved. */
export function useConfigEntryMutations(kind: string) {
  const [save] = useMutation(SaveConfigEntryMutation);
  const [del] = useMutation(DeleteConfigEntryMutation);
  const [reorder] = useMutation(ReorderConfigEntriesMutation);
  return {
    save: useCallback(
      async (key: string | null, input: ConfigEntryInput) => {
        await save({
          variables: { kind, key, input },
          update: (cache, { data }) => data && refresh(cache, kind, data.saveConfigEntry),
        });
      },
      [save, kind],
    ),
    remove: useCallback(
      async (key: string) => {
        await del({
          variables: { kind, key },
          update: (cache, { data }) => data && refresh(cache, kind, data.deleteConfigEntry),
        });
      },
      [del, kind],
    ),
    reorder: useCallback(
      async (column: number | null, keys: string[]) => {
        await reorder({
          variables: { kind, column, keys },
          update: (cache, { data }) => data && refresh(cache, kind, data.reorderConfigEntries),
        });
      },
      [reorder, kind],
    ),
  };
}
