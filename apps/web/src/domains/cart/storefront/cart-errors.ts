// How a refused cart change reads to the user, from the gateway's error codes (one mapping).
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MessageDescriptor } from 'react-intl';
import { cartMessages } from './messages';

export type CartErrorKind = 'stock' | 'notFound' | 'login' | 'staff' | 'invalid' | 'unavailable';

export function cartErrorKind(error: unknown): CartErrorKind {
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
  switch (code) {
    case 'CONFLICT':
      return 'stock';
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
