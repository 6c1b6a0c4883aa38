// Sends an e-mail of the outbox again; the answer (the message, pending again) replaces the row in
// the normalized cache, and the grid loads again so filters by state stay true.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const RetryOutboxMessageMutation = graphql(`
  mutation RetryOutboxMessage($id: ID!) {
    retryOutboxMessage(id: $id) {
      id
      status
      attempts
      nextAttemptAt
      lastError
    }
  }
`);

export function useRetryOutboxMessageMutation() {
  const [mutate, { loading }] = useMutation(RetryOutboxMessageMutation, { refetchQueries: ['OutboxGrid'] });
  /** ok when queued again; otherwise the shop's message (null: no answer). */
  const retry = async (id: string): Promise<{ ok: true } | { ok: false; reason: string | null }> => {
    try {
      await mutate({ variables: { id } });
      return { ok: true };
    } catch (error) {
      // A refusal carries the shop's translated message; no answer at all has none.
      const reason = CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? null) : null;
      return { ok: false, reason };
    }
  };
  return { retry, retrying: loading };
}
