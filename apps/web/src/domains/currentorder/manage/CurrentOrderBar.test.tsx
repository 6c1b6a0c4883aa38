import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CurrentOrderCartLinesQuery } from './currentorder-documents';
import { layoutMock } from '../../../test/layout-fixtures';
import { renderApp } from '../../../test/render';
import { userData } from '../../../test/viewer-fixtures';

const rossi = { code: 'C00001', name: 'Alimentari Rossi S.r.l.', city: 'Milano' };

describe('the current order bar', () => {
  it('is on the storefront while an agent orders for a client, with "change client" and "finish"', async () => {
    renderApp('/', [layoutMock('IT')], { viewer: userData('A', [], { orderingFor: rossi }) });
    const bar = await screen.findByRole('region', { name: 'Ordine per un cliente' });
    expect(within(bar).getByTestId('current-order-client').textContent).toBe(
      'Stai ordinando per Alimentari Rossi S.r.l. (C00001)',
    );
    expect(within(bar).getByRole('link', { name: 'Cambia cliente' }).getAttribute('href')).toBe(
      '/currentorder',
    );
    expect(within(bar).getByRole('button', { name: 'Termina' })).toBeTruthy();
    // Announced to screen readers once it is on the page.
    expect(
      await within(bar).findByText('Ora stai ordinando per Alimentari Rossi S.r.l. (C00001), Milano.'),
    ).toBeTruthy();
    // It comes before the header, so it stays at the top of the page.
    expect(
      bar.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is not there for staff ordering for nobody, nor for customers', async () => {
    renderApp('/', [layoutMock('IT')], { viewer: userData('A') });
    await screen.findByRole('banner');
    expect(screen.queryByRole('region', { name: 'Ordine per un cliente' })).toBeNull();
  });

  it('asks before finishing while the client’s cart has lines, and says they stay there', async () => {
    const cartLines = {
      request: { query: CurrentOrderCartLinesQuery },
      result: {
        data: {
          cart: {
            __typename: 'Cart',
            id: 'Cart:current',
            lines: [
              { __typename: 'CartLine', code: 'AL000001' },
              { __typename: 'CartLine', code: 'AL000002' },
            ],
          },
        },
      },
      maxUsageCount: 5,
    };
    renderApp('/', [layoutMock('IT'), cartLines], { viewer: userData('A', [], { orderingFor: rossi }) });
    const bar = await screen.findByRole('region', { name: 'Ordine per un cliente' });
    // The count comes with the cart's query (the mocks answer on the next tick).
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(within(bar).getByRole('button', { name: 'Termina' }));
    await screen.findByRole('alertdialog');
    const question = screen.getByRole('alertdialog');
    expect(question.textContent).toContain('Terminare l’ordine per Alimentari Rossi S.r.l.?');
    expect(question.textContent).toContain('ci sono 2 righe non ordinate');
    fireEvent.click(within(question).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Still ordering for the client.
    expect(screen.getByRole('region', { name: 'Ordine per un cliente' })).toBeTruthy();
  });
});
