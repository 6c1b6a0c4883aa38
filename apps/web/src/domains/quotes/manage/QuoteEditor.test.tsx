// The quote editor prices a product typed into a new line before any save: once the typing pauses it
// asks quoteLinePrices for the codes not among the saved lines, and the line shows the client's price,
// the net price after the extra discount typed and the total; a code that is no product says so.
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@shop/ui';
import { catalogues } from '../../../i18n/catalogues';
import { QuoteEditor } from './QuoteEditor';
import { QuoteEditorSettingsQuery, QuoteLinePricesQuery, type ManagedQuote } from './quote-documents';

const key = { number: 'P2026/000007', language: 'IT' as const };
const config = { __typename: 'Config', settings: { __typename: 'Settings', priceDecimals: 2 } };

/** A draft with one saved line (A1, client price 7,20 €). */
const quote = {
  number: key.number,
  status: 'DRAFT',
  revision: 1,
  validUntil: '2999-12-31',
  requestedLines: [],
  revisions: [
    {
      revision: 1,
      validUntil: '2999-12-31',
      customerNotes: '',
      internalNotes: '',
      sentAt: null,
      total: 72,
      lines: [
        {
          line: 1,
          productCode: 'A1',
          description: 'Vite',
          unit: 'PZ',
          quantity: 10,
          listPrice: 10,
          clientPrice: 7.2,
          extraDiscount: 0,
          discount: 28,
          netPrice: 7.2,
          total: 72,
        },
      ],
    },
  ],
} as unknown as ManagedQuote;

const settingsMock: MockLink.MockedResponse = {
  request: { query: QuoteEditorSettingsQuery, variables: { language: 'IT' } },
  result: { data: { config } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderEditor(mocks: MockLink.MockedResponse[]) {
  render(
    <UiProvider>
      <IntlProvider locale="it" defaultLocale="it" messages={catalogues.it} timeZone="Europe/Rome">
        <MockedProvider mocks={[settingsMock, ...mocks]}>
          <QuoteEditor quote={quote} quoteKey={key} onOutcome={vi.fn()} />
        </MockedProvider>
      </IntlProvider>
    </UiProvider>,
  );
}

const priceOf = (code: string, clientPrice: number) => ({
  __typename: 'QuoteLinePrice',
  productCode: code,
  description: 'Bullone M8',
  unit: 'PZ',
  listPrice: 20,
  clientPrice,
});

/** A line's text as the reader sees it, spaces normalised (currency formats use no-break spaces). */
const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

describe('a product typed into a new line', () => {
  it('shows its client price, net price and total before any save', async () => {
    const asked = vi.fn(() => ({ data: { quoteLinePrices: [priceOf('B2', 14.4)] } }));
    renderEditor([
      { request: { query: QuoteLinePricesQuery, variables: { ...key, codes: ['B2'] } }, result: asked },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi riga' }));
    fireEvent.change(screen.getByLabelText('Codice riga 2'), { target: { value: 'b2' } });
    fireEvent.change(screen.getByLabelText('Quantità riga 2'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Sconto extra % riga 2'), { target: { value: '10' } });

    const line = (await screen.findAllByTestId('quote-line'))[1];
    if (!line) throw new Error('no second line');
    const priced = await within(line).findByTestId('quote-line-priced', {}, { timeout: 2000 });
    // 14,40 € less 10 % is 12,96 €; three of them 38,88 €.
    expect(textOf(priced)).toBe(
      'Bullone M8 · listino 20,00 € · prezzo cliente 14,40 € · sconto extra 10% · netto 12,96 € · totale 38,88 €',
    );
    expect(textOf(await screen.findByTestId('quote-live-total'))).toBe('Totale (non salvato): 110,88 €');
    // Only the new code was asked, once the typing paused.
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('says when the code is no product', async () => {
    renderEditor([
      {
        request: { query: QuoteLinePricesQuery, variables: { ...key, codes: ['ZZ9'] } },
        result: { data: { quoteLinePrices: [] } },
      },
    ]);
    fireEvent.change(screen.getByLabelText('Codice riga 1'), { target: { value: 'zz9' } });
    const said = await screen.findByText('Nessun articolo attivo con il codice ZZ9.', {}, { timeout: 2000 });
    expect(said.textContent).toBe('Nessun articolo attivo con il codice ZZ9.');
    expect(screen.queryByTestId('quote-live-total')).toBeNull();
  });
});
