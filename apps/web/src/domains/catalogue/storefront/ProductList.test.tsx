// The dense list and the stock figures (issue 26 items 9 and 10): staff and agents read each product's
// units in stock and next arrival (in their language) on the list and the cards, and enter an order by
// typing a quantity and pressing Enter; customers get the stock state, never a figure; the choice of
// cards or list is remembered on the device.
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '@shop/ui';
import { makeFragmentData } from '../../../gql';
import { catalogues } from '../../../i18n/catalogues';
import { LISTING_VIEW_KEY } from '../../../lib/storage-keys';
import { userData, viewerMock } from '../../../test/viewer-fixtures';
import {
  AddToCartMutation,
  CartContent_cart,
  CartQuery,
  CartSettingsQuery,
} from '../../cart/common/cart-documents';
import { emptyCart } from '../../cart/storefront/cart-optimistic';
import { ProductCard, ProductCard_product } from './ProductCard';
import { ProductList, ProductRow_product } from './ProductList';
import { useListingView } from './listing-view';

const price = {
  __typename: 'ProductPrice' as const,
  listPrice: 42,
  netPrice: 37.8,
  discounts: '10',
  discountSteps: [10],
  promotionCode: null,
  freeQuantity: null,
  decimals: 2,
};

function product(code: string, figures: { available: number | null; arrival?: [string, number] }) {
  return {
    __typename: 'Product' as const,
    code,
    description: 'Olio extravergine d’oliva biologico 0,75 l',
    brand: { __typename: 'Brand' as const, code: 'CARAP', name: 'Carapelli' },
    unit: 'CT',
    packSize: 6,
    minQuantity: 1,
    quantityStep: 1,
    stock: 'AVAILABLE' as const,
    available: figures.available,
    nextArrival: figures.arrival
      ? { __typename: 'StockArrival' as const, date: figures.arrival[0], quantity: figures.arrival[1] }
      : null,
    image: null,
    labels: [],
    rating: null,
    ratingCount: 0,
    price,
  };
}

const rossi = { code: 'C00001', name: 'Alimentari Rossi S.r.l.', city: 'Milano' };
const agent = userData('A', [], { orderingFor: rossi });
const customer = userData('C');

function mocksFor(viewer: ReturnType<typeof userData>, extra: MockLink.MockedResponse[] = []) {
  return [
    viewerMock(viewer),
    {
      request: { query: CartSettingsQuery, variables: { language: 'IT' } },
      result: {
        data: {
          config: {
            __typename: 'Config',
            settings: {
              __typename: 'ShopSettings',
              businessQuantityMode: 'PACK',
              quantityMode: 'PACK',
              priceDecimals: 2,
              visitorCart: true,
            },
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    ...extra,
  ];
}

function renderWith(element: ReactNode, mocks: MockLink.MockedResponse[], locale: 'it' | 'en' = 'it') {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: CartQuery,
    variables: { language: 'IT' },
    data: { __typename: 'Query', cart: makeFragmentData(emptyCart(2), CartContent_cart) },
  });
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <UiProvider>
      <IntlProvider locale={locale} defaultLocale="it" messages={catalogues[locale]} timeZone="Europe/Rome">
        <MockedProvider mocks={mocks} cache={cache}>
          <RouterProvider router={router} />
        </MockedProvider>
      </IntlProvider>
    </UiProvider>,
  );
}

const rows = (...items: ReturnType<typeof product>[]) =>
  items.map((item) => makeFragmentData(item, ProductRow_product));

afterEach(() => localStorage.clear());

describe('the dense product list', () => {
  it('shows an agent code, description, brand, pack, price, units in stock and the next arrival per row', async () => {
    renderWith(
      <ProductList
        label="Olio"
        products={rows(
          product('AL000101', { available: 120, arrival: ['2026-12-12', 40] }),
          product('AL000102', { available: 0 }),
        )}
      />,
      mocksFor(agent),
    );
    const table = screen.getByRole('table', { name: 'Olio' });
    expect(await within(table).findByRole('columnheader', { name: 'Giacenza' })).toBeTruthy();
    const [first, second] = within(table).getAllByTestId('product-row');
    expect(first?.textContent).toContain('AL000101');
    expect(first?.textContent).toContain('Carapelli');
    expect(first?.textContent).toContain('CT da 6 pz');
    expect(first?.textContent).toMatch(/37,80/);
    expect(within(first as HTMLElement).getByTestId('stock-figures').textContent).toContain(
      'Prossimo arrivo: 40 CT il 12/12/2026',
    );
    expect(first?.textContent).toContain('120 CT');
    expect(second?.textContent).toContain('0 CT');
    expect(second?.textContent).not.toContain('Prossimo arrivo');
  });

  it('adds the typed quantity to the cart on Enter', async () => {
    const added = {
      request: { query: AddToCartMutation, variables: { code: 'AL000101', quantity: 3, language: 'IT' } },
    };
    let sent = false;
    renderWith(
      <ProductList products={rows(product('AL000101', { available: 120 }))} />,
      mocksFor(agent, [
        {
          ...added,
          result: () => {
            sent = true;
            return { data: { addToCartResult: makeFragmentData(emptyCart(2), CartContent_cart) } };
          },
        },
      ]),
    );
    const field = await screen.findByRole('textbox', {
      name: 'Quantità di Olio extravergine d’oliva biologico 0,75 l (CT)',
    });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(sent).toBe(true));
  });

  it('gives a customer the stock state, not a figure', async () => {
    renderWith(<ProductList products={rows(product('AL000101', { available: null }))} />, mocksFor(customer));
    expect(await screen.findByRole('columnheader', { name: 'Disponibilità' })).toBeTruthy();
    expect(screen.getByTestId('product-row').textContent).toContain('Disponibile');
    expect(screen.queryByTestId('stock-figures')).toBeNull();
  });
});

describe('stock figures on the cards', () => {
  it('tells staff the units and the next arrival, in English too', async () => {
    const card = makeFragmentData(
      product('AL000101', { available: 1200, arrival: ['2026-12-12', 40] }),
      ProductCard_product,
    );
    renderWith(<ProductCard product={card} />, mocksFor(agent), 'en');
    const figures = await screen.findByTestId('stock-figures');
    expect(figures.textContent).toContain('In stock: 1,200 CT');
    expect(figures.textContent).toContain('Next arrival: 40 CT on Dec 12, 2026');
  });

  it('shows a customer no figures', async () => {
    const card = makeFragmentData(product('AL000101', { available: null }), ProductCard_product);
    renderWith(<ProductCard product={card} />, mocksFor(customer));
    expect(await screen.findByText('Disponibile')).toBeTruthy();
    expect(screen.queryByTestId('stock-figures')).toBeNull();
  });
});

describe('the listing view', () => {
  it('starts with cards and remembers the list on this device', () => {
    const { result } = renderHook(() => useListingView());
    expect(result.current[0]).toBe('cards');
    act(() => result.current[1]('list'));
    expect(result.current[0]).toBe('list');
    expect(localStorage.getItem(LISTING_VIEW_KEY)).toBe('list');
    const again = renderHook(() => useListingView());
    expect(again.result.current[0]).toBe('list');
  });
});
