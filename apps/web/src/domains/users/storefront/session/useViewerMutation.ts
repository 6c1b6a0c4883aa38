// The account mutations answer the updated user: it replaces the `viewer` cache entry, so the
// shell sees the new flags (mustChangePassword, mustSetName, consents) and closes the dialog.
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { FragmentType } from '../../../../gql';
import { ViewerQuery, type Viewer_user } from '../../../../lib/viewer/useViewer';

type ViewerUser = FragmentType<typeof Viewer_user> & { __typename: 'User' };

export function useWriteViewer(): (user: ViewerUser) => void {
  const client = useApolloClient();
  return useCallback(
    (user) => client.cache.writeQuery({ query: ViewerQuery, data: { __typename: 'Query', viewer: user } }),
    [client],
  );
}
