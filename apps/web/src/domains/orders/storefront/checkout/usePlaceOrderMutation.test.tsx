// Placing an order through placeOrderResult: each typed failure (PriceChanged, OutOfStock,
// OrderInProgress) reaches the page as what it shows, and the cart stays in the cache as it was; an
// Order empties it.
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { checkoutCart as cart, checkoutConfig as config } from './checkout-fixtures';
import { CheckoutQuery, PlaceOrderMutation, readCheckoutCart } from './checkout-documents';
import { placeOrderRefusal } from './order-errors';
import { usePlaceOrderMutation } from './usePlaceOrderMutation';

const input = { acceptSaleConditions: true, expectedTotal: 12 };
const variables = { input, idempotencyKey: 'attempt-0001', language: 'IT' as const };

async function place(answer: Record<string, unknown>) {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: CheckoutQuery,
    variables: { language: 'IT' },
    data: { __typename: 'Query', cart, config },
  });
  const mocks = [
    { request: { query: PlaceOrderMutation, variables }, result: { data: { placeOrderResult: answer } } },
  ];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      {children}
    </MockedProvider>
  );
  const { result } = renderHook(() => usePlaceOrderMutation(), { wrapper });
  let data: unknown;
  await act(async () => {
    data = (await result.current[0]({ variables })).data;
  });
  const after = cache.readQuery({ query: CheckoutQuery, variables: { language: 'IT' } });
  return {
    answer: (data as { placeOrderResult: Parameters<typeof placeOrderRefusal>[0] }).placeOrderResult,
    after,
  };
}

describe('placing an order with typed failures', () => {
  it('shows a changed price and keeps the cart', async () => {
    const { answer, after } = await place({
      __typename: 'PriceChanged',
      message: 'I prezzi sono cambiati: il nuovo totale è 13,00 €.',
      expectedTotal: 12,
      currentTotal: 13,
    });
    expect(answer).toMatchObject({ __typename: 'PriceChanged', expectedTotal: 12, currentTotal: 13 });
    expect(placeOrderRefusal(answer)).toEqual({
      kind: 'priceChanged',
      message: 'I prezzi sono cambiati: il nuovo totale è 13,00 €.',
    });
    expect(after && readCheckoutCart(after.cart).lines).toHaveLength(1);
  });

  it('shows a shortage of stock with the product and the units left, and keeps the cart', async () => {
    const { answer, after } = await place({
      __typename: 'OutOfStock',
      message: 'Disponibilità insufficiente per l’articolo AL000001: richiesti 6, disponibili 2.',
      shortages: [{ __typename: 'StockShortage', productCode: 'AL000001', requested: 6, available: 2 }],
    });
    expect(answer).toMatchObject({ shortages: [{ productCode: 'AL000001', requested: 6, available: 2 }] });
    expect(placeOrderRefusal(answer)).toEqual({
      kind: 'outOfStock',
      message: 'Disponibilità insufficiente per l’articolo AL000001: richiesti 6, disponibili 2.',
    });
    expect(after && readCheckoutCart(after.cart).lines).toHaveLength(1);
  });

  it('treats an order still being placed as "no answer yet" (retrying is safe)', async () => {
    const { answer, after } = await place({
      __typename: 'OrderInProgress',
      message: 'L’ordine con questa Idempotency-Key è ancora in elaborazione.',
    });
    expect(placeOrderRefusal(answer)).toEqual({ kind: 'unreachable' });
    expect(after && readCheckoutCart(after.cart).lines).toHaveLength(1);
  });

  it('empties the cart once the order is placed', async () => {
    const { answer, after } = await place({
      __typename: 'Order',
      number: '2026/000321',
      total: 12,
      status: 'RECEIVED',
    });
    expect(answer).toMatchObject({ __typename: 'Order', number: '2026/000321' });
    expect(after && readCheckoutCart(after.cart).lines).toEqual([]);
  });
});
