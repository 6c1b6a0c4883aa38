// Adding to the cart through addToCartResult: not enough stock comes back as the typed OutOfStock and
// shows the stock message under the button, the cart in the cache left as it was; the cart answered
// adds the line and shows no message.
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@shop/ui';
import { makeFragmentData } from '../../../gql';
import { catalogues } from '../../../i18n/catalogues';
import { userData, viewerMock } from '../../../test/viewer-fixtures';
import { AddToCartMutation, CartContent_cart, CartQuery, CartSettingsQuery } from '../common/cart-documents';
import { AddToCart, AddToCart_product } from './AddToCart';
import { emptyCart } from './cart-optimistic';
import { readCachedCart } from './useCart';

const amounts = {
  listPrice: 2,
  netPrice: 2,
  discounts: '',
  discountSteps: [],
  promotionCode: null,
  freeQuantity: null,
};
const price = { __typename: 'ProductPrice' as const, ...amounts, decimals: 2 };
const product = {
  __typename: 'Product' as const,
  code: 'AL000001',
  description: 'Pasta di semola',
  unit: 'CF',
  packSize: 1,
  minQuantity: 1,
  quantityStep: 1,
  stock: 'AVAILABLE' as const,
  image: null,
  price,
};
const variables = { code: 'AL000001', quantity: 1, language: 'IT' as const };
const cartWithLine = {
  ...emptyCart(2),
  lines: [
    {
      __typename: 'CartLine' as const,
      code: 'AL000001',
      description: 'Pasta di semola',
      quantity: 1,
      freeQuantity: 0,
      unit: 'CF',
      image: null,
      total: 2,
      packSize: 1,
      minQuantity: 1,
      quantityStep: 1,
      stock: 'AVAILABLE' as const,
      available: 10,
      extraDiscount: 0,
      price: { __typename: 'LinePrice' as const, ...amounts },
    },
  ],
};

function renderAddToCart(answer: Record<string, unknown>, viewer: ReturnType<typeof userData> | null = null) {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: CartQuery,
    variables: { language: 'IT' },
    data: { __typename: 'Query', cart: makeFragmentData(emptyCart(2), CartContent_cart) },
  });
  const settings = {
    __typename: 'ShopSettings' as const,
    businessQuantityMode: 'PACK' as const,
    quantityMode: 'PACK' as const,
    priceDecimals: 2,
    visitorCart: true,
  };
  const mocks: MockLink.MockedResponse[] = [
    viewerMock(viewer),
    {
      request: { query: CartSettingsQuery, variables: { language: 'IT' } },
      result: { data: { config: { __typename: 'Config', settings } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    { request: { query: AddToCartMutation, variables }, result: { data: { addToCartResult: answer } } },
  ];
  const router = createMemoryRouter(
    [{ path: '/', element: <AddToCart product={makeFragmentData(product, AddToCart_product)} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <UiProvider>
      <IntlProvider locale="it" defaultLocale="it" messages={catalogues.it} timeZone="Europe/Rome">
        <MockedProvider mocks={mocks} cache={cache}>
          <RouterProvider router={router} />
        </MockedProvider>
      </IntlProvider>
    </UiProvider>,
  );
  return cache;
}

describe('adding to the cart with a typed stock refusal', () => {
  const outOfStock = {
    __typename: 'OutOfStock',
    code: 'OUT_OF_STOCK',
    message: 'Di AL000001 ne restano 3 CF.',
  };

  it('shows OutOfStock as the stock message under the button and leaves the cart as it was', async () => {
    const cache = renderAddToCart(outOfStock);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello: Pasta di semola' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Quantità non disponibile: in magazzino non ce n’è abbastanza. Il carrello non è cambiato.',
    );
    expect(readCachedCart(cache, 'IT')?.lines).toEqual([]);
  });

  it('tells an agent ordering for a client how many units there are', async () => {
    const rossi = { code: 'C00001', name: 'Alimentari Rossi S.r.l.', city: 'Milano' };
    renderAddToCart(outOfStock, userData('A', [], { orderingFor: rossi }));
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi al carrello: Pasta di semola' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Quantità non disponibile: in magazzino non ce n’è abbastanza. Il carrello non è cambiato. Di AL000001 ne restano 3 CF.',
    );
  });

  it('adds the line the cart answers, with no message', async () => {
    const cache = renderAddToCart(makeFragmentData(cartWithLine, CartContent_cart));
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello: Pasta di semola' }));
    await waitFor(() => expect(readCachedCart(cache, 'IT')?.lines.map((l) => l.quantity)).toEqual([1]));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
