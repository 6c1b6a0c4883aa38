// Ordering for a client from the web app: the state, and the changes that switch the client the
// storefront runs as. Starting, changing or finishing forgets what the cache holds of the previous
// client (client-cache.ts) and reads the viewer again (User.orderingFor drives the bar, the cart
// and checkout), so no price, cart line or address of one client is ever shown for another.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback } from 'react';
import { getFragmentData } from '../../../gql';
import { ViewerQuery } from '../../../lib/viewer/useViewer';
import { forgetClientData } from './client-cache';
import {
  CurrentOrder_state,
  CurrentOrderQuery,
  FinishOrderingForMutation,
  StartOrderingForMutation,
} from './currentorder-documents';

/** The state of the current order (client, client's own cart lines, discount ceiling). */
export function useCurrentOrderState(options: { skip?: boolean } = {}) {
  const { data, loading, error, refetch } = useQuery(CurrentOrderQuery, {
    skip: options.skip,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const state = data ? getFragmentData(CurrentOrder_state, data.currentOrder) : null;
  return { state, loading: loading && !state, error, refetch };
}

export type SwitchResult = { ok: true } | { ok: false; reason: string | null };

/** The server's message of a refusal, or null when the shop did not answer. */
function reasonOf(error: unknown): string | null {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? null) : null;
}

/** Start (or change) and finish ordering for a client. */
export function useSwitchClient() {
  const client = useApolloClient();
  const [startMutation, start] = useMutation(StartOrderingForMutation);
  const [finishMutation, finish] = useMutation(FinishOrderingForMutation);

  const afterSwitch = useCallback(async () => {
    // The viewer is replaced in place (no loading state): the shell follows the new client.
    await client.query({ query: ViewerQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
  }, [client]);

  const startOrderingFor = useCallback(
    async (clientCode: string): Promise<SwitchResult> => {
      try {
        await startMutation({ variables: { clientCode }, update: (cache) => forgetClientData(cache) });
        await afterSwitch();
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: reasonOf(error) };
      }
    },
    [startMutation, afterSwitch],
  );

  const finishOrderingFor = useCallback(async (): Promise<SwitchResult> => {
    try {
      await finishMutation({ update: (cache) => forgetClientData(cache) });
      await afterSwitch();
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: reasonOf(error) };
    }
  }, [finishMutation, afterSwitch]);

  return { startOrderingFor, finishOrderingFor, switching: start.loading || finish.loading };
}
