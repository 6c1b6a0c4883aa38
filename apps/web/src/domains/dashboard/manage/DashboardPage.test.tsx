// The dashboard page with the gateway's answer mocked: an agent's figures and attention lists with
// links to the client records, the office's channels and best agents, fair staff's fairs, in both
// languages; skeletons while loading, and a retry after a failure.
import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@shop/ui';
import { catalogues } from '../../../i18n/catalogues';
import { userData, viewerMock } from '../../../test/viewer-fixtures';
import { DashboardPage, DashboardQuery } from './DashboardPage';

const figures = (orders: number, amount: number) => ({ __typename: 'OrderFigures', orders, amount });
const month = {
  __typename: 'MonthComparison',
  from: '2026-11-01',
  to: '2026-11-23',
  lastYearFrom: '2025-11-01',
  lastYearTo: '2025-11-23',
  current: figures(12, 1250.5),
  lastYear: figures(10, 1000),
  days: Array.from({ length: 30 }, (_, i) => ({
    __typename: 'MonthDay',
    day: i + 1,
    amount: i < 23 ? (i + 1) * 50 : null,
    lastYearAmount: (i + 1) * 40,
  })),
};
const order = (number: string, clientCode: string, clientName: string, total: number) => ({
  __typename: 'DashboardOrder',
  number,
  placedAt: '2026-11-22T08:30:00.000Z',
  status: 'RECEIVED',
  channel: 'WEB',
  clientCode,
  clientName,
  total,
});
const topClient = (code: string, name: string, amount: number, agent: [string, string] | null = null) => ({
  __typename: 'DashboardTopClient',
  code,
  name,
  agentCode: agent?.[0] ?? null,
  agentName: agent?.[1] ?? null,
  orders: 2,
  amount,
});

const agentDashboard = {
  __typename: 'AgentDashboard',
  date: '2026-11-23',
  decimals: 2,
  agent: { __typename: 'DashboardAgent', code: 'AG01', name: 'Luca Moretti' },
  clients: { __typename: 'DashboardClientCounts', total: 18, orderedThisMonth: 7 },
  month,
  openOrders: figures(3, 420),
  topClients: [topClient('C00001', 'Alimentari Rossi S.r.l.', 800), topClient('C00002', 'Bar Ferri', 450.5)],
  attention: {
    __typename: 'AgentAttention',
    waitingOrders: {
      __typename: 'WaitingOrders',
      count: 6,
      amount: 310,
      oldest: [order('2026/000101', 'C00001', 'Alimentari Rossi S.r.l.', 120)],
    },
    silentClients: {
      __typename: 'SilentClients',
      count: 1,
      first: [
        {
          __typename: 'SilentClient',
          code: 'C00007',
          name: 'Trattoria Conti',
          lastOrderOn: '2026-07-26',
          daysSinceLastOrder: 120,
          usualInterval: 20,
          ordersLastYear: 5,
        },
      ],
    },
    overCredit: { __typename: 'OverCreditClients', count: 0, first: [] },
    overdue: {
      __typename: 'OverdueReceivables',
      clients: 1,
      amount: 80,
      first: [
        {
          __typename: 'OverdueClient',
          code: 'C00002',
          name: 'Bar Ferri',
          amount: 80,
          documents: 1,
          oldestDueOn: '2026-11-13',
        },
      ],
    },
  },
};

const officeDashboard = {
  __typename: 'OfficeDashboard',
  date: '2026-11-23',
  decimals: 2,
  todayOrders: {
    __typename: 'TodayOrders',
    orders: 4,
    amount: 900,
    byChannel: ['WEB', 'AGENT', 'OFFICE', 'FAIR', 'IMPORT'].map((channel, i) => ({
      __typename: 'ChannelFigures',
      channel,
      orders: i < 2 ? 2 : 0,
      amount: i < 2 ? 450 : 0,
    })),
  },
  waitingOrders: { __typename: 'WaitingOrders', count: 0, amount: 0, oldest: [] },
  month,
  topClients: [topClient('C00003', 'Ristorante Il Gallo d’Oro', 2000, ['AG02', 'Chiara Conti'])],
  topAgents: [
    {
      __typename: 'DashboardTopAgent',
      code: 'AG02',
      name: 'Chiara Conti',
      clients: 3,
      orders: 5,
      amount: 2400,
    },
  ],
};

const fairDashboard = {
  __typename: 'FairDashboard',
  date: '2026-11-23',
  decimals: 2,
  fairs: [
    {
      __typename: 'DashboardFair',
      code: 'SIA2027',
      name: "Salone dell'Ingrosso Alimentare 2027",
      place: 'Bologna',
      startsOn: '2027-02-13',
      endsOn: '2027-02-16',
      state: 'UPCOMING',
      days: 82,
      orders: figures(0, 0),
    },
  ],
};

function answer(dashboard: unknown, language: 'IT' | 'EN' = 'IT'): MockLink.MockedResponse {
  return { request: { query: DashboardQuery, variables: { language } }, result: { data: { dashboard } } };
}

function renderDashboard(type: string, mocks: MockLink.MockedResponse[], path = '/reservedarea') {
  const locale = path.startsWith('/en') ? 'en' : 'it';
  const router = createMemoryRouter(
    [
      { path: '/reservedarea', Component: DashboardPage },
      { path: '/en/reservedarea', Component: DashboardPage },
    ],
    { initialEntries: [path] },
  );
  return render(
    <UiProvider>
      <IntlProvider locale={locale} defaultLocale="it" messages={catalogues[locale]}>
        <MockedProvider mocks={[...mocks, viewerMock(userData(type))]}>
          <RouterProvider router={router} />
        </MockedProvider>
      </IntlProvider>
    </UiProvider>,
  );
}

describe('DashboardPage', () => {
  it('shows an agent his figures, the month against last year and what needs him, linking the clients', async () => {
    renderDashboard('A', [answer(agentDashboard)]);
    expect(screen.getByTestId('dashboard-loading').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cruscotto' })).toBeTruthy();
    const clients = await screen.findByTestId('my-clients');
    expect(within(clients).getByText('18')).toBeTruthy();
    expect(within(clients).getByText('7 hanno ordinato questo mese')).toBeTruthy();
    const monthCard = screen.getByTestId('month-orders');
    expect(within(monthCard).getByText('1250,50 €')).toBeTruthy();
    expect(within(monthCard).getByText('▲ 25,1% sull’anno scorso')).toBeTruthy();
    expect(screen.getByText(/Dal 1 nov al 23 nov: 1250,50 € \(12 ordini\)/)).toBeTruthy();
    const rossi = within(screen.getByTestId('top-clients')).getByRole('link', {
      name: 'Alimentari Rossi S.r.l.',
    });
    expect(rossi.getAttribute('href')).toBe('/client/C00001');
    expect(
      within(screen.getByTestId('top-clients')).getByRole('button', { name: 'Ordina per Bar Ferri' }),
    ).toBeTruthy();
    const waiting = screen.getByTestId('waiting-orders');
    expect(within(waiting).getByText(/Ordine 2026\/000101/)).toBeTruthy();
    expect(within(waiting).getByText('e 5 altri')).toBeTruthy();
    const silent = screen.getByTestId('silent-clients');
    expect(within(silent).getByRole('link', { name: 'Trattoria Conti' }).getAttribute('href')).toBe(
      '/client/C00007',
    );
    expect(within(silent).getByText(/120 giorni fa \(di solito ogni 20 giorni\)/)).toBeTruthy();
    // Every figure opens the grid behind it.
    const href = (testId: string) =>
      within(screen.getByTestId(testId)).getAllByRole('link')[0]?.getAttribute('href');
    expect(href('my-clients')).toBe('/clients');
    expect(href('open-orders')).toBe('/orders?open=yes');
    expect(href('waiting')).toBe('/orders?status=RECEIVED');
    expect(href('month-orders')).toBe(`/orders?dateFrom=${month.from}&dateTo=${month.to}`);
    expect(
      within(waiting)
        .getByRole('link', { name: /Ordine 2026\/000101/ })
        .getAttribute('href'),
    ).toBe('/orders/2026/000101');
    expect(within(screen.getByTestId('over-credit')).getByText('Nessun cliente oltre il fido.')).toBeTruthy();
    expect(within(screen.getByTestId('overdue')).getByText(/80,00 € in 1 documento/)).toBeTruthy();
  });

  it('shows the office today’s orders by channel and the best agents, in English under /en', async () => {
    renderDashboard('X', [answer(officeDashboard, 'EN')], '/en/reservedarea');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const channels = await screen.findByTestId('by-channel');
    expect(within(channels).getByText('Web')).toBeTruthy();
    expect(within(channels).getAllByText(/0 orders/)).toHaveLength(3);
    expect(within(channels).getByRole('link', { name: 'Web' }).getAttribute('href')).toBe(
      '/en/orders?channel=WEB&dateFrom=2026-11-23&dateTo=2026-11-23',
    );
    expect(within(screen.getByTestId('today-orders')).getByRole('link').getAttribute('href')).toBe(
      '/en/orders?dateFrom=2026-11-23&dateTo=2026-11-23',
    );
    expect(within(screen.getByTestId('top-agents')).getByText('Chiara Conti')).toBeTruthy();
    expect(
      within(screen.getByTestId('top-clients')).getByRole('link', { name: /Gallo/ }).getAttribute('href'),
    ).toBe('/en/client/C00003');
    expect(
      within(screen.getByTestId('waiting-orders')).getByText('No orders waiting for confirmation.'),
    ).toBeTruthy();
  });

  it('lists a fair user’s fairs with their state', async () => {
    renderDashboard('F', [answer(fairDashboard)]);
    expect(await screen.findByRole('heading', { name: 'Le tue fiere' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: "Salone dell'Ingrosso Alimentare 2027" }).getAttribute('href'),
    ).toBe('/fieredetail/SIA2027');
    expect(screen.getByText('Inizia tra 82 giorni')).toBeTruthy();
    expect(screen.getByText(/Nessun ordine raccolto/)).toBeTruthy();
  });

  it('says when the dashboard could not be loaded, and offers to try again', async () => {
    renderDashboard('A', [
      { request: { query: DashboardQuery, variables: { language: 'IT' } }, error: new Error('down') },
      answer(agentDashboard),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare il cruscotto.');
    within(alert).getByRole('button', { name: 'Riprova' }).click();
    expect(await screen.findByTestId('my-clients')).toBeTruthy();
  });
});
