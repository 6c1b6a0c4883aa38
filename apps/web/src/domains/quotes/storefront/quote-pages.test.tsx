import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { layoutMock } from '../../../test/layout-fixtures';
import { renderApp } from '../../../test/render';
import { userData } from '../../../test/viewer-fixtures';
import { AcceptQuoteMutation, DeclineQuoteMutation, MyQuoteQuery, MyQuotesQuery } from './quote-documents';

const config = { __typename: 'Config', settings: { __typename: 'Settings', priceDecimals: 2 } };
const NUMBER = 'P2026/000001';

function line(n: number, netPrice: number) {
  return {
    __typename: 'QuoteLine',
    line: n,
    productCode: `ART${n}`,
    description: `Articolo ${n}`,
    unit: 'PZ',
    quantity: 10,
    listPrice: 20,
    clientPrice: 20,
    extraDiscount: 10,
    discount: 10,
    netPrice,
    total: netPrice * 10,
  };
}

function revision(n: number, netPrice: number) {
  return {
    __typename: 'QuoteRevision',
    revision: n,
    validUntil: '2026-12-31',
    customerNotes: n === 1 ? 'Consegna in 10 giorni' : '',
    createdBy: 'Agente Bianchi',
    createdAt: '2026-11-20T10:00:00Z',
    sentAt: '2026-11-20T11:00:00Z',
    total: netPrice * 10,
    lines: [line(1, netPrice)],
  };
}

function quote(overrides: Record<string, unknown> = {}, revisions = [revision(1, 18)]) {
  return {
    __typename: 'Quote',
    number: NUMBER,
    origin: 'REQUEST',
    status: 'SENT',
    revision: revisions.length,
    validUntil: '2026-12-31',
    total: revisions.at(-1)?.total ?? null,
    createdAt: '2026-11-19T09:00:00Z',
    updatedAt: '2026-11-20T11:00:00Z',
    orderNumber: null,
    declineReason: null,
    pdfUrl: '/quotes/2026/000001.pdf?lang=it',
    requestedLines: [
      { __typename: 'QuoteRequestedLine', productCode: 'ART1', description: 'Articolo 1', quantity: 10 },
    ],
    revisions,
    messages: [
      {
        __typename: 'QuoteMessage',
        id: '1',
        text: 'Ci serve per dicembre',
        author: 'Maria Rossi',
        side: 'CUSTOMER',
        date: '2026-11-19T09:00:00Z',
      },
    ],
    history: [
      {
        __typename: 'QuoteHistoryEntry',
        from: null,
        to: 'REQUESTED',
        by: 'Maria Rossi',
        date: '2026-11-19T09:00:00Z',
        reason: null,
      },
      {
        __typename: 'QuoteHistoryEntry',
        from: 'REQUESTED',
        to: 'SENT',
        by: 'Agente Bianchi',
        date: '2026-11-20T11:00:00Z',
        reason: null,
      },
    ],
    ...overrides,
  };
}

const quoteMock = (data: unknown, maxUsageCount = Number.POSITIVE_INFINITY) => ({
  request: { query: MyQuoteQuery, variables: { number: NUMBER, language: 'IT' } },
  result: { data: { config, quote: data } },
  maxUsageCount,
});

const layout = () => [layoutMock('IT'), layoutMock('EN')];

describe('the customer’s quote pages', () => {
  it('lists the company’s quotes with status, validity, total and the order made', async () => {
    const list = {
      request: { query: MyQuotesQuery, variables: { page: 1, pageSize: 10, language: 'IT' } },
      result: {
        data: {
          config,
          quotes: {
            __typename: 'QuotePage',
            total: 2,
            page: 1,
            pageSize: 10,
            items: [
              { ...quote(), __typename: 'QuoteSummary' },
              {
                __typename: 'QuoteSummary',
                number: 'P2026/000002',
                origin: 'STAFF',
                status: 'ACCEPTED',
                revision: 1,
                validUntil: '2026-11-30',
                total: 50,
                createdAt: '2026-11-01T09:00:00Z',
                updatedAt: '2026-11-02T09:00:00Z',
                orderNumber: '2026/000123',
              },
            ],
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    renderApp('/account/quotes', [...layout(), list], { viewer: userData('WC') });
    expect(await screen.findByRole('heading', { level: 1, name: 'I miei preventivi' })).toBeTruthy();
    expect(await screen.findByText('2 preventivi')).toBeTruthy();
    expect(screen.getByRole('link', { name: `Dettaglio preventivo ${NUMBER}` }).getAttribute('href')).toBe(
      '/account/quotes/2026/000001',
    );
    expect(screen.getByText('Valido fino al 31 dic 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ordine 2026/000123' }).getAttribute('href')).toBe(
      '/account/orders/2026/000123',
    );
    expect(screen.getByRole('link', { name: 'Preventivi' }).getAttribute('aria-current')).toBe('page');
  });

  it('accepts the revision shown after a confirmation and links the order made', async () => {
    const accept = {
      request: { query: AcceptQuoteMutation, variables: { number: NUMBER, revision: 1, language: 'IT' } },
      result: {
        data: {
          acceptQuoteResult: {
            __typename: 'QuoteAcceptResult',
            orderNumber: '2026/000200',
            quote: quote({ status: 'ACCEPTED', orderNumber: '2026/000200' }),
          },
        },
      },
    };
    renderApp('/account/quotes/2026/000001', [...layout(), quoteMock(quote()), accept], {
      viewer: userData('WC'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: `Preventivo ${NUMBER}` })).toBeTruthy();
    expect(await screen.findByText('Valido fino al 31 dicembre 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Articoli' })).toBeTruthy();
    expect(screen.getByText('Consegna in 10 giorni')).toBeTruthy();
    expect(screen.getByText('Ci serve per dicembre')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scarica il preventivo in PDF' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accetta il preventivo' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Accettare il preventivo ${NUMBER}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma e crea l’ordine' }));
    expect(
      await screen.findByText('Preventivo accettato: è stato creato l’ordine 2026/000200.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai all’ordine 2026/000200' }).getAttribute('href')).toBe(
      '/account/orders/2026/000200',
    );
    expect(screen.queryByRole('button', { name: 'Accetta il preventivo' })).toBeNull();
  });

  it('explains a refused acceptance (another revision was sent) and shows the quote again', async () => {
    const refused = {
      request: { query: AcceptQuoteMutation, variables: { number: NUMBER, revision: 1, language: 'IT' } },
      result: {
        data: {
          acceptQuoteResult: {
            __typename: 'QuoteRevisionSuperseded',
            message: 'Il preventivo è stato aggiornato: controlla la nuova revisione.',
            currentRevision: 2,
          },
        },
      },
    };
    renderApp(
      '/account/quotes/2026/000001',
      [...layout(), quoteMock(quote(), 1), refused, quoteMock(quote({}, [revision(1, 18), revision(2, 17)]))],
      { viewer: userData('WC') },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Accetta il preventivo' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma e crea l’ordine' }));
    expect(
      await screen.findByText('Il preventivo è stato aggiornato: controlla la nuova revisione.'),
    ).toBeTruthy();
    expect(await screen.findByText(/Revisione 2/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Versioni precedenti' })).toBeTruthy();
  });

  it('asks a reason before declining, at the field', async () => {
    const decline = {
      request: {
        query: DeclineQuoteMutation,
        variables: { number: NUMBER, reason: 'Prezzo alto', language: 'IT' },
      },
      result: {
        data: { declineQuote: quote({ status: 'DECLINED', declineReason: 'Prezzo alto' }) },
      },
    };
    renderApp('/account/quotes/2026/000001', [...layout(), quoteMock(quote()), decline], {
      viewer: userData('WC'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rifiuta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Conferma il rifiuto' }));
    const reason = screen.getByRole('textbox', { name: /Motivo del rifiuto/ });
    expect(await screen.findByText('Scrivi il motivo.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(reason, { target: { value: 'Prezzo alto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma il rifiuto' }));
    expect(await screen.findByText('Preventivo rifiutato. Motivo: Prezzo alto')).toBeTruthy();
  });

  it('shows an expired quote read only, with the way to ask for an extension', async () => {
    renderApp('/account/quotes/P2026/000001', [...layout(), quoteMock(quote({ status: 'EXPIRED' }))], {
      viewer: userData('WC'),
    });
    expect(await screen.findByText('Scaduto il 31 dicembre 2026')).toBeTruthy();
    expect(screen.getByText(/Puoi chiederci di prorogarlo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accetta il preventivo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Invia messaggio' })).toBeTruthy();
  });

  it('says when the number is not the company’s', async () => {
    renderApp(
      '/account/quotes/2026/000009',
      [
        ...layout(),
        {
          request: { query: MyQuoteQuery, variables: { number: 'P2026/000009', language: 'IT' } },
          result: { data: { config, quote: null } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
      { viewer: userData('WC') },
    );
    expect(await screen.findByText('Questo preventivo non esiste o non è della tua azienda.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Torna ai miei preventivi' })).toBeTruthy());
  });
});
