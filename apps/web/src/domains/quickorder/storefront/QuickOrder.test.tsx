// Quick order (issue 26 item 4): "Controlla" tells what the cart holds now (nothing yet, or the line's
// quantity) and what it will hold once added, never a requested quantity as if it were in the cart;
// the rows typed or pasted survive leaving the page, for the same user and client only, until added
// or cleared.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '@shop/ui';
import { catalogues } from '../../../i18n/catalogues';
import { userData, viewerMock } from '../../../test/viewer-fixtures';
import QuickOrder from './QuickOrder';
import { QuickOrderSection } from './QuickOrderSection';
import { draftKey } from './quick-order-draft';
import { QuickOrderCheckQuery } from './quickorder-documents';

const row = (n: number, code: string, cartQuantity: number, cartQuantityBefore: number) => ({
  __typename: 'QuickOrderRow',
  row: n,
  code,
  quantity: 10,
  outcome: 'OK',
  reason: null,
  message: null,
  cartQuantity,
  cartQuantityBefore,
  description: `Olio ${code}`,
  unit: 'LT',
});
const checkMock: MockLink.MockedResponse = {
  request: {
    query: QuickOrderCheckQuery,
    variables: {
      rows: [
        { code: 'OLIO1', quantity: '10' },
        { code: 'OLIO2', quantity: '10' },
      ],
      language: 'IT',
    },
  },
  result: {
    data: {
      quickOrderCheck: {
        __typename: 'QuickOrderCheck',
        validCount: 2,
        warningCount: 0,
        errorCount: 0,
        rows: [row(1, 'OLIO1', 10, 0), row(2, 'OLIO2', 14, 4)],
      },
    },
  },
};

function renderAs(user: ReturnType<typeof userData>, mocks: MockLink.MockedResponse[] = []) {
  return render(
    <UiProvider>
      <IntlProvider locale="it" defaultLocale="it" messages={catalogues.it} timeZone="Europe/Rome">
        <MockedProvider mocks={[viewerMock(user), ...mocks]}>
          <MemoryRouter initialEntries={['/cart']}>
            <QuickOrder />
          </MemoryRouter>
        </MockedProvider>
      </IntlProvider>
    </UiProvider>,
  );
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const agent = userData('A', [], { orderingFor: { code: 'C00001', name: 'Rossi', city: 'Milano' } });

afterEach(() => window.sessionStorage.clear());

describe('quick order', () => {
  it('checks without claiming the cart holds what was only asked for', async () => {
    renderAs(agent, [checkMock]);
    await screen.findByRole('textbox', { name: 'Codice, riga 1' });
    type('Codice, riga 1', 'OLIO1');
    type('Quantità, riga 1', '10');
    type('Codice, riga 2', 'OLIO2');
    type('Quantità, riga 2', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Controlla' }));
    const rows = await screen.findAllByTestId('quick-order-in-cart');
    expect(rows.map((r) => r.textContent)).toEqual([
      'non ancora nel carrello; dopo l’aggiunta: 10 LT',
      'nel carrello: 4 LT; dopo l’aggiunta: 14 LT',
    ]);
  });

  it('keeps the rows as a draft of this user and client until cleared', async () => {
    const first = renderAs(agent);
    await screen.findByRole('textbox', { name: 'Codice, riga 1' });
    // Wait for the viewer: the draft is keyed by who is ordering for whom.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    type('Codice, riga 1', 'OLIO1');
    type('Quantità, riga 1', '10');
    first.unmount();

    // Back on the page: the row is there.
    const again = renderAs(agent);
    expect(await screen.findByDisplayValue('OLIO1')).toBeTruthy();
    again.unmount();

    // Another user on the same device, or the agent serving another client, does not see it.
    const other = renderAs(userData('C'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByDisplayValue('OLIO1')).toBeNull();
    other.unmount();
    const otherClient = renderAs(
      userData('A', [], { orderingFor: { code: 'C00002', name: 'Ferri', city: 'Roma' } }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByDisplayValue('OLIO1')).toBeNull();
    otherClient.unmount();

    // Cleared: gone for good.
    renderAs(agent);
    const section = await screen.findByTestId('quick-order');
    await screen.findByDisplayValue('OLIO1');
    fireEvent.click(within(section).getByRole('button', { name: 'Svuota' }));
    expect(screen.queryByDisplayValue('OLIO1')).toBeNull();
    expect(Object.keys(window.sessionStorage)).toEqual([]);
  });
});

describe('the quick order section', () => {
  function renderSection() {
    return render(
      <UiProvider>
        <IntlProvider locale="it" defaultLocale="it" messages={catalogues.it} timeZone="Europe/Rome">
          <MockedProvider mocks={[viewerMock(agent)]}>
            <MemoryRouter initialEntries={['/currentorder']}>
              <QuickOrderSection />
            </MemoryRouter>
          </MockedProvider>
        </IntlProvider>
      </UiProvider>,
    );
  }
  const opener = { name: 'Ordine rapido: codici e quantità' };

  it('is a button until opened when nothing was left as a draft', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', opener));
    expect(await screen.findByRole('textbox', { name: 'Codice, riga 1' })).toBeTruthy();
  });

  it('opens by itself on the rows left as a draft, and stays open when they are cleared', async () => {
    window.sessionStorage.setItem(
      draftKey(agent.code, 'C00001'),
      JSON.stringify([{ code: 'OLIO1', quantity: '10' }]),
    );
    renderSection();
    expect(await screen.findByDisplayValue('OLIO1')).toBeTruthy();
    fireEvent.click(within(await screen.findByTestId('quick-order')).getByRole('button', { name: 'Svuota' }));
    expect(await screen.findByRole('textbox', { name: 'Codice, riga 1' })).toBeTruthy();
    expect(screen.queryByDisplayValue('OLIO1')).toBeNull();
    expect(screen.queryByRole('button', opener)).toBeNull();
  });
});
