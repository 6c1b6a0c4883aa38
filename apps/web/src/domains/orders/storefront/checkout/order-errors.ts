// How a refused or lost order is shown. The expected failures are placeOrderResult's typed results
// (a changed price, an order still being placed, a shortage of stock); what is left are errors: a
// field refused (BAD_USER_INPUT on `input.*`), a plain refusal, and "no answer" (network, or the shop
// unreachable).
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { PlaceOrderMutation } from '../../../../gql/graphql';

export type PlaceOrderFailure =
  | { kind: 'unreachable' }
  | { kind: 'priceChanged'; message: string }
  | { kind: 'outOfStock'; message: string }
  | { kind: 'field'; field: string; message: string }
  | { kind: 'refused'; message: string };

/** placeOrderResult's answer other than the order. */
export type PlaceOrderRefusal = Exclude<PlaceOrderMutation['placeOrderResult'], { __typename: 'Order' }>;

/** A typed failure of placeOrderResult as what the page shows. */
export function placeOrderRefusal(result: PlaceOrderRefusal): PlaceOrderFailure {
  switch (result.__typename) {
    case 'PriceChanged':
      return { kind: 'priceChanged', message: result.message };
    case 'OutOfStock':
      return { kind: 'outOfStock', message: result.message };
    case 'OrderInProgress':
      // A retry while the first attempt still runs: the order may be on its way; retrying is safe.
      return { kind: 'unreachable' };
  }
}

/** An error of placeOrderResult (not one of its typed failures) as what the page shows. */
export function placeOrderFailure(error: unknown): PlaceOrderFailure {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'unreachable' };
  const first = error.errors[0];
  const code = first?.extensions?.code;
  const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : null;
  const message = first?.message ?? '';
  if (code === 'UPSTREAM_UNAVAILABLE') return { kind: 'unreachable' };
  if (code === 'BAD_USER_INPUT' && field?.startsWith('input.')) return { kind: 'field', field, message };
  return { kind: 'refused', message };
}
