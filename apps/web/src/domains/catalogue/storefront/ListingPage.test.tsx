import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { layoutMock } from '../../../test/layout-fixtures';
import { renderApp } from '../../../test/render';
import { ProductPageQuery } from './product/ProductPage';
import { ListingQuery } from './useListing';

const mocks = () => [layoutMock('IT'), layoutMock('EN')];

describe('listing and product pages', () => {
  it('sends a visitor from the favourites to /login and back', async () => {
    const { router } = renderApp('/preferiti?type=F', mocks());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(router.state.location.search).toBe('?next=%2Fpreferiti%3Ftype%3DF');
  });

  it('shows the 404 page for a category the gateway does not know', async () => {
    const unknown = {
      request: {
        query: ListingQuery,
        variables: {
          filter: { category: '99' },
          page: 1,
          sort: 'RELEVANCE',
          direction: 'ASC',
          language: 'IT',
        },
      },
      result: {
        errors: [
          new GraphQLError('Categoria sconosciuta.', {
            extensions: { code: 'NOT_FOUND', field: 'filter.category' },
          }),
        ],
      },
    };
    renderApp('/category/99/nessuna?category=99', [...mocks(), unknown]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('shows the 404 page for an unknown product code', async () => {
    const missing = {
      request: { query: ProductPageQuery, variables: { code: 'ZZ000000', language: 'IT' } },
      result: { data: { product: null } },
    };
    renderApp('/product/zz000000/niente?codart=zz000000', [...mocks(), missing]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
