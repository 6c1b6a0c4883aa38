import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { placeOrderFailure, placeOrderRefusal } from './order-errors';

const refusal = (code: string, message: string, field?: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }] });

describe('placeOrderResult failures', () => {
  it('reads the typed results: a changed price, a shortage of stock, an order still being placed', () => {
    expect(
      placeOrderRefusal({
        __typename: 'PriceChanged',
        message: 'New total 12,00 €',
        expectedTotal: 11,
        currentTotal: 12,
      }),
    ).toEqual({ kind: 'priceChanged', message: 'New total 12,00 €' });
    expect(
      placeOrderRefusal({
        __typename: 'OutOfStock',
        message: 'Not enough stock',
        shortages: [{ __typename: 'StockShortage', productCode: 'AL000001', requested: 6, available: 2 }],
      }),
    ).toEqual({ kind: 'outOfStock', message: 'Not enough stock' });
    expect(placeOrderRefusal({ __typename: 'OrderInProgress', message: 'Still running' })).toEqual({
      kind: 'unreachable',
    });
  });

  it('tells a field, a plain refusal and a lost answer among the errors', () => {
    expect(placeOrderFailure(refusal('BAD_USER_INPUT', 'Too early', 'input.deliveryDate'))).toEqual({
      kind: 'field',
      field: 'input.deliveryDate',
      message: 'Too early',
    });
    expect(placeOrderFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' });
    expect(placeOrderFailure(refusal('UPSTREAM_UNAVAILABLE', 'Not reachable'))).toEqual({
      kind: 'unreachable',
    });
    expect(placeOrderFailure(refusal('BAD_USER_INPUT', 'Empty cart'))).toEqual({
      kind: 'refused',
      message: 'Empty cart',
    });
  });
});
