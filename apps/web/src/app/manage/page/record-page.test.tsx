// The shared pieces of a record page: its states from the query (skeleton, error with retry, not
// found), the state actions beside the title (the risky one asked first, the failure's reason
// shown), and a section's form (fields, failure, buttons, the leave guard, no browser checks).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Input } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@shop/ui';
import { catalogues } from '../../../i18n/catalogues';
import { RecordForm } from './RecordForm';
import { RecordPageStates } from './RecordStates';
import { RecordStateActions } from './RecordStateActions';

const text = (id: string, defaultMessage: string) => ({ id, defaultMessage });
const messages = {
  loading: text('t.loading', 'Caricamento…'),
  loadFailed: text('t.loadFailed', 'Caricamento non riuscito.'),
  retry: text('t.retry', 'Riprova'),
  notFoundTitle: text('t.notFoundTitle', 'Non trovato'),
  notFoundText: text('t.notFoundText', 'Nessun record {code}.'),
  backToList: text('t.backToList', 'Torna all’elenco'),
};
const failed = text('t.failed', 'Non riuscito: {reason}');

function renderAt(element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/record',
        element: (
          <>
            {element}
            <Link to="/elsewhere">away</Link>
          </>
        ),
      },
      { path: '/elsewhere', element: <p>another page</p> },
    ],
    { initialEntries: ['/record'] },
  );
  render(
    <UiProvider>
      <IntlProvider locale="it" defaultLocale="it" messages={catalogues.it} onError={() => undefined}>
        <RouterProvider router={router} />
      </IntlProvider>
    </UiProvider>,
  );
  return router;
}

const states = (query: Parameters<typeof RecordPageStates>[0]['query'], record: string | null) => (
  <RecordPageStates
    query={query}
    record={record}
    messages={messages}
    notFound={{ values: { code: 'S1' }, backTo: '/list', testId: 'not-found' }}
  >
    {(found) => <p>record {found}</p>}
  </RecordPageStates>
);

describe('record page states', () => {
  const refetch = vi.fn(async () => undefined);
  it('shows the skeleton while loading', () => {
    renderAt(states({ loading: true, refetch }, null));
    expect(screen.getByLabelText('Caricamento…')).toBeTruthy();
  });

  it('offers to try again after a failure', () => {
    renderAt(states({ loading: false, error: new Error('down'), refetch }, null));
    expect(screen.getByRole('alert').textContent).toContain('Caricamento non riuscito.');
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('says when there is no such record, and shows the record when there is', () => {
    renderAt(states({ data: { record: null }, loading: false, refetch }, null));
    expect(screen.getByTestId('not-found').textContent).toContain('Nessun record S1.');
    expect(screen.getByRole('link', { name: 'Torna all’elenco' }).getAttribute('href')).toBe('/list');
  });

  it('shows the page once it has the record', () => {
    renderAt(states({ data: { record: 'S1' }, loading: false, refetch }, 'S1'));
    expect(screen.getByText('record S1')).toBeTruthy();
  });
});

describe('record state actions', () => {
  const actions = (shown: 'asked' | 'direct' | null, ask: () => Promise<unknown>, run = ask) => (
    <RecordStateActions
      badges={<span>Attivo</span>}
      shown={shown}
      asked={{
        label: 'Disattiva',
        busy: false,
        run: ask,
        title: 'Disattivare?',
        text: 'Non sarà più usato.',
      }}
      direct={{ label: 'Riattiva', busy: false, run }}
      failedMessage={failed}
      failedTestId="state-failed"
    />
  );

  it('asks before the risky action, and runs it on confirm', async () => {
    const run = vi.fn(async () => undefined);
    renderAt(actions('asked', run));
    fireEvent.click(screen.getByRole('button', { name: 'Disattiva' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Non sarà più usato.');
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Disattiva' }).at(-1) as HTMLElement);
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('runs the other action at once and says why it failed', async () => {
    const refused = new CombinedGraphQLErrors({ errors: [{ message: 'Fornitore in uso' }] });
    const run = vi.fn(async () => {
      throw refused;
    });
    renderAt(actions('direct', run));
    fireEvent.click(screen.getByRole('button', { name: 'Riattiva' }));
    expect((await screen.findByTestId('state-failed')).textContent).toBe('Non riuscito: Fornitore in uso');
  });

  it('says when the service did not answer', async () => {
    renderAt(
      actions('direct', async () => {
        throw new Error('network down');
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Riattiva' }));
    expect((await screen.findByTestId('state-failed')).textContent).toContain('Il servizio non risponde');
  });

  it('shows only the badges to who may not act', () => {
    renderAt(actions(null, async () => undefined));
    expect(screen.getByText('Attivo')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('record form', () => {
  const managed = (dirty: boolean, submit = vi.fn(async () => undefined)) => ({
    form: { formState: { isDirty: dirty } },
    submit,
    submitting: false,
    failure: { kind: 'refused' as const, message: 'Codice già usato' },
  });

  it('is named, leaves the checks to the contract, shows the failure and the buttons', () => {
    const submit = vi.fn(async () => undefined);
    const onCancel = vi.fn();
    renderAt(
      <RecordForm managed={managed(false, submit)} label="Modifica dati" onCancel={onCancel}>
        <Input aria-label="Nome" />
      </RecordForm>,
    );
    const form = screen.getByRole('form', { name: 'Modifica dati' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Codice già usato');
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onCancel).toHaveBeenCalled();
    fireEvent.submit(form);
    expect(submit).toHaveBeenCalled();
  });

  it('asks before leaving unsaved changes on a page, not in a dialog', async () => {
    const router = renderAt(
      <RecordForm managed={managed(true)} onCancel={() => undefined} submitLabel="Crea">
        <Input aria-label="Nome" />
      </RecordForm>,
    );
    expect(screen.getByRole('button', { name: 'Crea' })).toBeTruthy();
    fireEvent.click(screen.getByText('away'));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/record');
  });

  it('lets the user leave a dialog form freely', async () => {
    renderAt(
      <RecordForm managed={managed(true)} onCancel={() => undefined} guard={false}>
        <Input aria-label="Nome" />
      </RecordForm>,
    );
    fireEvent.click(screen.getByText('away'));
    expect(await screen.findByText('another page')).toBeTruthy();
  });
});
