// How a refused or lost placeOrder is shown: the gateway's code and field decide between "the cart
// changed" (CONFLICT), a field message (BAD_USER_INPUT), a plain refusal, and "no answer" (network).
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type PlaceOrderFailure =
  | { kind: 'unreachable' }
  | { kind: 'priceChanged'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'field'; field: string; message: string }
  | { kind: 'refused'; message: string };

export function placeOrderFailure(error: unknown): PlaceOrderFailure {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'unreachable' };
  const first = error.errors[0];
  const code = first?.extensions?.code;
  const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : null;
  const message = first?.message ?? '';
  if (code === 'UPSTREAM_UNAVAILABLE') return { kind: 'unreachable' };
  if (code === 'CONFLICT' && field === 'input.expectedTotal') return { kind: 'priceChanged', message };
  // A retry while the first attempt still runs: the order may be on its way; retrying is safe.
  if (code === 'CONFLICT' && field === 'idempotencyKey') return { kind: 'unreachable' };
  if (code === 'CONFLICT') return { kind: 'conflict', message };
  if (code === 'BAD_USER_INPUT' && field?.startsWith('input.')) return { kind: 'field', field, message };
  return { kind: 'refused', message };
}
