// The grid on a fixture query: URL state (reload, back), sorting, paging, loading/empty/error
// states, the remembered column choice, keyboard use and the export of every filtered row.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@shop/ui';
import { catalogues } from '../../../i18n/catalogues';
import { FixtureGridPage, fixtureMock, fixtureVariables } from './test-fixture-grid';
import { GridPreferenceQuery, SetGridPreferenceMutation } from './useColumnPreferences';

const preferenceMock = (value: string | null): MockLink.MockedResponse => ({
  request: { query: GridPreferenceQuery, variables: { key: 'grid.fixture' } },
  result: { data: { preference: value } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderGrid(path: string, mocks: MockLink.MockedResponse[], preference: string | null = null) {
  const router = createMemoryRouter(
    [
      { path: '/rows', Component: FixtureGridPage },
      { path: '/client/:code', Component: () => <p>record page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <UiProvider>
      <IntlProvider locale="it" defaultLocale="it" messages={catalogues.it} onError={() => undefined}>
        <MockedProvider mocks={[preferenceMock(preference), ...mocks]}>
          <RouterProvider router={router} />
        </MockedProvider>
      </IntlProvider>
    </UiProvider>,
  );
  return router;
}

const rowCount = () => screen.getByTestId('grid-row-count').textContent;
// The visible header text (a sorted header also says how, to screen readers only).
const headers = () =>
  [...document.querySelectorAll('th')].map((header) => header.textContent?.replace(/, ordinato .*$/, ''));

afterEach(() => vi.restoreAllMocks());

describe('the data grid', () => {
  it('takes page, sort and search from the URL, and back/forward keep them', async () => {
    const page2 = fixtureVariables({ page: 2, search: 'ros', sort: { field: 'NAME', direction: 'DESC' } });
    const router = renderGrid('/rows?page=2&sort=-name&q=ros', [
      fixtureMock(page2, 120),
      fixtureMock({ ...page2, page: 3 }, 120),
    ]);
    await waitFor(() => expect(rowCount()).toBe('51–100 di 120'));
    expect(document.querySelector('th[aria-sort="descending"]')?.textContent).toMatch(/^Ragione sociale/);
    expect((screen.getByLabelText('Cerca') as HTMLInputElement).value).toBe('ros');

    fireEvent.click(screen.getByLabelText('Pagina successiva'));
    await waitFor(() => expect(rowCount()).toBe('101–120 di 120'));
    expect(router.state.location.search).toBe('?page=3&sort=-name&q=ros');

    act(() => {
      void router.navigate(-1);
    });
    await waitFor(() => expect(rowCount()).toBe('51–100 di 120'));
    expect(router.state.location.search).toBe('?page=2&sort=-name&q=ros');
  }, 30_000);

  it('sorts by a header (a button with aria-sort) and starts again at page 1', async () => {
    const router = renderGrid('/rows?page=2', [
      fixtureMock(fixtureVariables({ page: 2 }), 120),
      fixtureMock(fixtureVariables({ sort: { field: 'TURNOVER', direction: 'ASC' } }), 120),
    ]);
    await waitFor(() => expect(rowCount()).toBe('51–100 di 120'));
    const sortButton = [...document.querySelectorAll('th button')].find((b) =>
      b.textContent?.startsWith('Fatturato'),
    );
    fireEvent.click(sortButton as HTMLElement);
    await waitFor(() => expect(rowCount()).toBe('1–50 di 120'));
    expect(router.state.location.search).toBe('?sort=turnover');
    expect(document.querySelector('th[aria-sort="ascending"]')?.textContent).toMatch(/^Fatturato/);
    // Money and dates in the user's language. The rows of page 2 stay on show until the sorted page
    // arrives (the count follows the URL at once).
    const firstRow = () =>
      [...document.querySelectorAll('tbody tr:first-child td')].map((cell) => cell.textContent);
    await waitFor(() =>
      expect(firstRow()).toEqual(['C00001', 'Cliente 1', 'Milano', '1000,25\u00a0€', '15/02/26']),
    );
  });

  it('shows skeleton rows while the first page loads, then the rows', async () => {
    renderGrid('/rows', [fixtureMock(fixtureVariables(), 3, { delay: 200 })]);
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByRole('gridcell')).toHaveLength(0);
    await waitFor(() => expect(rowCount()).toBe('1–3 di 3'));
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('false');
  });

  it('keeps a row on one line: a column with a widest text clips it, the whole text in the tooltip', async () => {
    renderGrid('/rows', [fixtureMock(fixtureVariables(), 3)]);
    await waitFor(() => expect(rowCount()).toBe('1–3 di 3'));
    const [row] = within(screen.getByRole('grid')).getAllByRole('row').slice(1);
    const name = within(row as HTMLElement)
      .getByText('Cliente 1')
      .closest('td') as HTMLElement;
    expect(name.title).toBe('Cliente 1');
    expect(name.style.maxWidth).toBe('calc(13.25rem)'); // 12rem of text and the padding
    // The other columns ask for their whole text.
    expect(
      within(row as HTMLElement)
        .getByText('C00001')
        .closest('td')?.style.maxWidth,
    ).toBe('');
  });

  it('says when the filters match nothing, and clears them', async () => {
    const router = renderGrid('/rows?city=Roma', [
      fixtureMock(fixtureVariables({ city: 'Roma' }), 0),
      fixtureMock(fixtureVariables(), 7),
    ]);
    expect(await screen.findByText('Nessuna riga corrisponde alla ricerca o ai filtri.')).toBeTruthy();
    fireEvent.click(
      within(screen.getByTestId('grid-empty')).getByRole('button', { name: 'Azzera ricerca e filtri' }),
    );
    await waitFor(() => expect(rowCount()).toBe('1–7 di 7'));
    expect(router.state.location.search).toBe('');
  });

  it('says when the rows could not be loaded, and tries again', async () => {
    renderGrid('/rows', [
      {
        request: { query: fixtureMock(fixtureVariables(), 1).request.query, variables: fixtureVariables() },
        error: new Error('down'),
      },
      fixtureMock(fixtureVariables(), 2),
    ]);
    expect(await screen.findByText('Non è stato possibile caricare le righe.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(rowCount()).toBe('1–2 di 2'));
  });

  it('shows the columns the user chose, and saves a new choice', async () => {
    const stored = JSON.stringify({
      v: 1,
      desktop: { hidden: ['lastOrder'], order: ['code', 'turnover', 'name', 'city', 'lastOrder'] },
    });
    const saved = vi.fn(() => ({ data: { setPreference: 'x' } }));
    const expected = JSON.stringify({
      v: 1,
      desktop: { hidden: [], order: ['code', 'turnover', 'name', 'city', 'lastOrder'] },
    });
    renderGrid(
      '/rows',
      [
        fixtureMock(fixtureVariables(), 2),
        {
          request: { query: SetGridPreferenceMutation, variables: { key: 'grid.fixture', value: expected } },
          result: saved,
        },
      ],
      stored,
    );
    await waitFor(() => expect(headers()).toEqual(['Codice', 'Fatturato', 'Ragione sociale', 'Città']));
    fireEvent.click(screen.getByRole('button', { name: 'Colonne' }));
    const panel = await screen.findByTestId('grid-columns');
    fireEvent.click(within(panel).getByText('Ultimo ordine'));
    await waitFor(() =>
      expect(headers()).toEqual(['Codice', 'Fatturato', 'Ragione sociale', 'Città', 'Ultimo ordine']),
    );
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it('is one tab stop, moves with the arrow keys and opens a row with Enter', async () => {
    const router = renderGrid('/rows', [fixtureMock(fixtureVariables(), 3)]);
    await waitFor(() => expect(rowCount()).toBe('1–3 di 3'));
    const grid = screen.getByRole('grid');
    const stops = grid.querySelectorAll('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    const first = stops[0] as HTMLElement;
    expect(first.textContent).toMatch(/^Codice/);
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('C00001');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Cliente 1');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Cliente 2');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(document.activeElement?.getAttribute('data-cell')).toBe('2:4');
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/C00002'));
  });

  it('exports every filtered row to CSV, page by page at 500', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const filtered = fixtureVariables({ city: 'Milano' });
    const pages = [1, 2, 3].map((page) =>
      fixtureMock({ ...filtered, page, pageSize: 500 }, 1_200, { uses: 1 }),
    );
    renderGrid('/rows?city=Milano', [fixtureMock(filtered, 1_200), ...pages]);
    await waitFor(() => expect(rowCount()).toBe('1–50 di 1200'));
    // Opened by click, chosen by keyboard (jsdom has no pointer geometry): Home highlights CSV.
    fireEvent.click(screen.getByText('Esporta'));
    const menu = await screen.findByRole('menu');
    fireEvent.keyDown(menu, { key: 'Home' });
    await waitFor(() => expect(screen.getByText(/^CSV/).closest('[data-highlighted]')).not.toBeNull());
    fireEvent.keyDown(menu, { key: 'Enter' });
    expect(await screen.findByText('Esportate 1200 righe.')).toBeTruthy();
    expect(files).toHaveLength(1);
    const bytes = new Uint8Array(await (files[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM: Excel reads the accents
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    // Italian: semicolons and a decimal comma, as Italian Excel expects.
    expect(lines[0]).toBe('Codice;Ragione sociale;Città;Fatturato;Ultimo ordine');
    expect(lines[1]).toBe('C00001;Cliente 1;Milano;1000,25;2026-02-15');
    expect(lines).toHaveLength(1_201);
    expect(lines[1_200]).toMatch(/^C01200;/);
  });
});
