import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { placeOrderFailure } from './order-errors';

const refusal = (code: string, message: string, field?: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }] });

describe('placeOrder failures', () => {
  it('tells a changed total from a stock conflict, a field and a lost answer', () => {
    expect(placeOrderFailure(refusal('CONFLICT', 'New total 12,00 €', 'input.expectedTotal'))).toEqual({
      kind: 'priceChanged',
      message: 'New total 12,00 €',
    });
    expect(placeOrderFailure(refusal('CONFLICT', 'Not enough stock'))).toEqual({
      kind: 'conflict',
      message: 'Not enough stock',
    });
    expect(placeOrderFailure(refusal('BAD_USER_INPUT', 'Too early', 'input.deliveryDate'))).toEqual({
      kind: 'field',
      field: 'input.deliveryDate',
      message: 'Too early',
    });
    expect(placeOrderFailure(refusal('CONFLICT', 'Still running', 'idempotencyKey'))).toEqual({
      kind: 'unreachable',
    });
    expect(placeOrderFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' });
    expect(placeOrderFailure(refusal('BAD_USER_INPUT', 'Empty cart'))).toEqual({
      kind: 'refused',
      message: 'Empty cart',
    });
  });
});
