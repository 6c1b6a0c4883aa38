// Approve / Reject on the record of an order waiting for approval: shown only when `nextSteps` offers
// them (the viewer holds ORDERS_APPROVE and did not place the order; the API refuses anyway). Approve
// asks for an optional note, Reject for a required reason (the customer sees it). "Edit lines and
// approve" is the record's Edit lines, then Approve. Another approver deciding first (the typed
// ApprovalAlreadyDecided, its message naming who) is explained and the order is loaded again, as is a
// stale version (a CONFLICT error: the order changed meanwhile).
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../app/manage/form/ConfirmDialog';
import { NoteField, useNote } from './NoteField';
import { outcomeOfError, type OrderChangeProps } from './outcome';
import { isConflict } from './useOrderMutations';
import { decisionMessages as m } from './approval-messages';
import { useApprovalMutations } from './useApprovalMutations';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

type Asking = 'APPROVE' | 'REJECT' | null;

export function ApprovalActions({ order, orderKey, onOutcome, reload }: OrderChangeProps) {
  const intl = useIntl();
  const { approve, reject, busy } = useApprovalMutations(orderKey);
  const [asking, setAsking] = useState<Asking>(null);
  const note = useNote();
  if (!order.nextSteps.includes('APPROVE') && !order.nextSteps.includes('REJECT') && asking === null)
    return null;

  const ask = (what: Asking) => {
    note.clear();
    setAsking(what);
  };
  const decide = async () => {
    if (note.lacking(asking === 'REJECT')) return;
    onOutcome(null);
    try {
      const answer =
        asking === 'APPROVE'
          ? await approve(order.version, note.text)
          : await reject(order.version, note.text);
      if (answer?.__typename === 'ApprovalAlreadyDecided') {
        // Another approver decided first: the shop's message says who and what; the order loads again.
        await reload();
        onOutcome({ status: 'warning', text: answer.message });
        return;
      }
      onOutcome({
        status: 'success',
        text: intl.formatMessage(asking === 'APPROVE' ? m.doneApprove : m.doneReject),
      });
    } catch (error) {
      if (isConflict(error)) {
        await reload();
        // The order changed meanwhile (a stale version): the API's message is shown as it is.
        const message = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
        onOutcome(message ? { status: 'warning', text: message } : outcomeOfError(intl, error));
      } else onOutcome(outcomeOfError(intl, error));
    } finally {
      setAsking(null);
    }
  };
  const rejecting = asking === 'REJECT';
  return (
    <>
      <Stack
        direction="row"
        gap="2"
        wrap="wrap"
        role="group"
        aria-label={intl.formatMessage(manageCommonMessages.approval)}
      >
        <Button size="sm" colorPalette="primary" disabled={busy} onClick={() => ask('APPROVE')}>
          {intl.formatMessage(manageCommonMessages.approve)}
        </Button>
        <Button size="sm" colorPalette="red" variant="outline" disabled={busy} onClick={() => ask('REJECT')}>
          {intl.formatMessage(m.reject)}
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        destructive={rejecting}
        title={intl.formatMessage(rejecting ? m.rejectTitle : m.approveTitle, { number: order.number })}
        confirmLabel={intl.formatMessage(rejecting ? m.reject : manageCommonMessages.approve)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        busy={busy}
        onConfirm={() => void decide()}
        onCancel={() => setAsking(null)}
      >
        <Stack gap="3">
          <Text>{intl.formatMessage(rejecting ? m.rejectText : m.approveText)}</Text>
          <NoteField
            note={note}
            label={intl.formatMessage(rejecting ? commonMessages.reason : manageCommonMessages.noteOptional)}
            required={rejecting}
            missingText={intl.formatMessage(m.reasonRequired)}
          />
        </Stack>
      </ConfirmDialog>
    </>
  );
}
