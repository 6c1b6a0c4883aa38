// How a cart change went and how a refusal reads to the user (one mapping): a quantity above the
// stock is the typed result OutOfStock of addToCartResult / setCartQuantityResult; the other
// refusals are errors, read from the gateway's codes.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MessageDescriptor } from 'react-intl';
import { cartMessages } from './messages';

export type CartErrorKind = 'stock' | 'notFound' | 'login' | 'staff' | 'invalid' | 'unavailable';

/** A refused change: why, and for a shortage the shop's own words (the product and the units there are). */
export interface CartFailure {
  ok: false;
  error: CartErrorKind;
  /** OutOfStock.message, shown to staff and agents, who order against the stock. */
  detail?: string;
}

export type CartChangeResult = { ok: true; ignored?: boolean } | CartFailure;

/** A cart change's typed answer: the cart (done), or not enough stock. */
export function cartChangeResult(
  answer: { __typename: 'Cart' } | { __typename: 'OutOfStock'; message?: string } | undefined,
): CartChangeResult {
  return answer?.__typename === 'OutOfStock'
    ? { ok: false, error: 'stock', detail: answer.message }
    : { ok: true };
}

/** A cart call's error (not a typed result) as what the user reads. */
export function cartErrorKind(error: unknown): CartErrorKind {
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
  switch (code) {
    case 'NOT_FOUND':
      return 'notFound';
    case 'UNAUTHENTICATED':
      return 'login';
    case 'FORBIDDEN':
      return 'staff';
    case 'BAD_USER_INPUT':
      return 'invalid';
    default:
      return 'unavailable';
  }
}

export const cartErrorMessage: Record<CartErrorKind, MessageDescriptor> = {
  stock: cartMessages.errorStock,
  notFound: cartMessages.errorNotFound,
  login: cartMessages.errorLogin,
  staff: cartMessages.errorStaff,
  invalid: cartMessages.errorInvalid,
  unavailable: cartMessages.errorUnavailable,
};
