import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cartChangeResult, cartErrorKind } from './cart-errors';

const refused = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions: { code } }] });

describe('cart refusals', () => {
  it('reads not enough stock from the typed result, not from an error code', () => {
    expect(cartChangeResult({ __typename: 'OutOfStock' })).toEqual({ ok: false, error: 'stock' });
    expect(cartChangeResult({ __typename: 'Cart' })).toEqual({ ok: true });
    expect(cartErrorKind(refused('CONFLICT'))).toBe('unavailable');
  });

  it('reads the gateway’s error codes', () => {
    expect(cartErrorKind(refused('NOT_FOUND'))).toBe('notFound');
    expect(cartErrorKind(refused('UNAUTHENTICATED'))).toBe('login');
    expect(cartErrorKind(refused('FORBIDDEN'))).toBe('staff');
    expect(cartErrorKind(refused('BAD_USER_INPUT'))).toBe('invalid');
  });

  it('treats anything else, a network failure included, as the cart being unreachable', () => {
    expect(cartErrorKind(refused('UPSTREAM_UNAVAILABLE'))).toBe('unavailable');
    expect(cartErrorKind(new TypeError('Failed to fetch'))).toBe('unavailable');
    expect(cartErrorKind(undefined)).toBe('unavailable');
  });
});
