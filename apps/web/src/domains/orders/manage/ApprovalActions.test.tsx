// Approve / Reject on an order's record: another approver deciding first comes back as the typed
// ApprovalAlreadyDecided (its message naming who decided what), shown as a warning with the order
// loaded again; a decision taken answers the order and says so.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@shop/ui';
import type { OrderRecord_AllFragment } from '../../../gql/graphql';
import { catalogues } from '../../../i18n/catalogues';
import { ApprovalActions } from './ApprovalActions';
import { ApproveOrderMutation, RejectOrderMutation } from './approval-documents';

const NUMBER = '2026/000123';
const order = {
  number: NUMBER,
  version: 3,
  nextSteps: ['APPROVE', 'REJECT'],
} as unknown as OrderRecord_AllFragment;
const key = { number: NUMBER, language: 'IT' as const };
const decided = (message: string, decision: 'APPROVED' | 'REJECTED') => ({
  __typename: 'ApprovalAlreadyDecided',
  message,
  decision,
  decidedBy: 'Ufficio Vendite',
});

function renderActions(mocks: MockLink.MockedResponse[]) {
  const onOutcome = vi.fn();
  const reload = vi.fn(() => Promise.resolve());
  render(
    <UiProvider>
      <IntlProvider locale="it" defaultLocale="it" messages={catalogues.it} timeZone="Europe/Rome">
        <MockedProvider mocks={mocks}>
          <ApprovalActions order={order} orderKey={key} onOutcome={onOutcome} reload={reload} />
        </MockedProvider>
      </IntlProvider>
    </UiProvider>,
  );
  return { onOutcome, reload };
}

describe('deciding an approval someone else decided first', () => {
  it('shows ApprovalAlreadyDecided as a warning and loads the order again (approve)', async () => {
    const message = 'L’ordine 2026/000123 è già stato respinto da Ufficio Vendite.';
    const { onOutcome, reload } = renderActions([
      {
        request: { query: ApproveOrderMutation, variables: { ...key, version: 3, note: null } },
        result: { data: { approveOrderResult: decided(message, 'REJECTED') } },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Approva' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approva' }));
    await waitFor(() => expect(onOutcome).toHaveBeenLastCalledWith({ status: 'warning', text: message }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows ApprovalAlreadyDecided as a warning (reject)', async () => {
    const message = 'L’ordine 2026/000123 è già stato approvato da Ufficio Vendite.';
    const { onOutcome, reload } = renderActions([
      {
        request: { query: RejectOrderMutation, variables: { ...key, version: 3, reason: 'Fuori budget' } },
        result: { data: { rejectOrderResult: decided(message, 'APPROVED') } },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Respingi' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Fuori budget' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Respingi' }));
    await waitFor(() => expect(onOutcome).toHaveBeenLastCalledWith({ status: 'warning', text: message }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
