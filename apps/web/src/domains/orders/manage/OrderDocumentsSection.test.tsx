// Invoicing from an order's record: an invoice is a fiscal document, so the button asks first (naming
// the delivery notes) and only the answer "issue" issues it; what was issued is said in the section.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@shop/ui';
import type { OrderRecord_AllFragment } from '../../../gql/graphql';
import { catalogues } from '../../../i18n/catalogues';
import { OrderDocumentsSection } from './OrderDocumentsSection';

const invoice = vi.fn(async (notes: string[]) => ({
  kind: 'INVOICE',
  number: '2026/000012',
  date: '2026-11-29',
  notes,
}));
vi.mock('../../../app/manage/permissions/useCan', () => ({ useCan: () => true }));
vi.mock('./useOrderMutations', () => ({
  isConflict: () => false,
  useInvoiceDeliveryNotes: () => ({ invoice, busy: false }),
}));

const order = {
  number: '2026/000123',
  documents: [{ kind: 'DDT', number: '2026/000040', date: '2026-11-20', invoiceNumber: null }],
} as unknown as OrderRecord_AllFragment;

function renderSection() {
  const onOutcome = vi.fn();
  render(
    <UiProvider>
      <IntlProvider locale="it" defaultLocale="it" messages={catalogues.it} timeZone="Europe/Rome">
        <MockedProvider mocks={[]}>
          <MemoryRouter>
            <OrderDocumentsSection
              order={order}
              orderKey={{ number: order.number, language: 'IT' }}
              onOutcome={onOutcome}
              reload={() => Promise.resolve()}
            />
          </MemoryRouter>
        </MockedProvider>
      </IntlProvider>
    </UiProvider>,
  );
  return { onOutcome };
}

describe('invoicing a delivery note', () => {
  it('asks first, issues nothing on cancel, and says which invoice it issued', async () => {
    const { onOutcome } = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Fattura il DDT 2026/000040' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Il DDT 2026/000040 sarà fatturato');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(invoice).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Fattura il DDT 2026/000040' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Emetti la fattura' }));
    await waitFor(() => expect(invoice).toHaveBeenCalledWith(['2026/000040']));
    expect((await screen.findByTestId('order-documents-outcome')).textContent).toContain(
      'Emessa la fattura 2026/000012.',
    );
    expect(onOutcome).toHaveBeenLastCalledWith({ status: 'success', text: 'Emessa la fattura 2026/000012.' });
  });
});
