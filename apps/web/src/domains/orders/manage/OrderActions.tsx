// The order's next steps as buttons (only those `nextSteps` offers, which already reflect the
// viewer's permissions): confirm and start preparing at once; cancel (with a required reason) and
// close the rest after a question; ship and edit the lines (an order received or waiting for approval)
// in their dialogs. Each sends the order's version: a stale one is explained and the order loaded again.
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { OrderNextStep } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../app/manage/form/ConfirmDialog';
import { useCan } from '../../../app/manage/permissions/useCan';
import { actionMessages as m, editLinesMessages, shipMessages } from './action-messages';
import { EditLinesDialog } from './EditLinesDialog';
import { NoteField, useNote } from './NoteField';
import { outcomeOfError, type OrderChangeProps } from './outcome';
import { ShipOrderDialog } from './ShipOrderDialog';
import { isConflict, STEP_STATUS, useSetOrderStatus } from './useOrderMutations';

/** The buttons' order: forward steps first, cancelling last (approving: approvals/ApprovalActions). */
type Step = Exclude<OrderNextStep, 'EDIT_LINES' | 'APPROVE' | 'REJECT'>;
const STEPS: readonly Step[] = ['CONFIRM', 'PREPARE', 'SHIP', 'CLOSE_REST', 'CANCEL'];
type Asking = 'CANCEL' | 'CLOSE_REST' | 'SHIP' | 'EDIT_LINES' | null;

export function OrderActions({ order, orderKey, onOutcome, reload }: OrderChangeProps) {
  const intl = useIntl();
  const canManage = useCan('ORDERS_MANAGE');
  const canShip = useCan('ORDERS_SHIP');
  const { setStatus, busy } = useSetOrderStatus(orderKey);
  const [asking, setAsking] = useState<Asking>(null);
  const [running, setRunning] = useState<OrderNextStep | null>(null);
  const note = useNote();
  const steps = STEPS.filter(
    (step) => order.nextSteps.includes(step) && (step === 'SHIP' ? canShip : canManage),
  );
  const run = async (step: OrderNextStep) => {
    const status = STEP_STATUS[step];
    if (!status || busy) return;
    if (note.lacking(step === 'CANCEL')) return;
    setRunning(step);
    onOutcome(null);
    try {
      await setStatus(status, order.version, note.text);
      onOutcome({ status: 'success', text: intl.formatMessage(m[`done${step}` as 'doneCONFIRM']) });
    } catch (error) {
      if (isConflict(error)) await reload();
      onOutcome(outcomeOfError(intl, error));
    } finally {
      setRunning(null);
      setAsking(null);
      note.clear();
    }
  };
  const ask = (step: Asking) => {
    note.clear();
    setAsking(step);
  };
  const openUnits = order.lines.reduce((sum, line) => sum + line.openQuantity, 0);
  const canEditLines = order.nextSteps.includes('EDIT_LINES') && canManage;

  return (
    <>
      {/* The dialogs stay mounted when the order's last step is gone (the ship dialog's result). */}
      {(steps.length > 0 || canEditLines) && (
        <Stack direction="row" gap="2" wrap="wrap" role="group" aria-label={intl.formatMessage(m.actions)}>
          {steps.map((step) => (
            <Button
              key={step}
              size="sm"
              colorPalette={step === 'CANCEL' ? 'red' : 'primary'}
              variant={step === 'CANCEL' || step === 'CLOSE_REST' ? 'outline' : 'solid'}
              loading={running === step && asking === null}
              disabled={busy}
              onClick={() => {
                if (step === 'CONFIRM' || step === 'PREPARE') void run(step);
                else ask(step as Asking);
              }}
            >
              {intl.formatMessage(m[step])}
            </Button>
          ))}
          {canEditLines && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => ask('EDIT_LINES')}>
              {intl.formatMessage(editLinesMessages.open)}
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={asking === 'CANCEL' || asking === 'CLOSE_REST'}
        title={intl.formatMessage(asking === 'CANCEL' ? m.cancelTitle : m.closeTitle, {
          number: order.number,
        })}
        confirmLabel={intl.formatMessage(asking === 'CANCEL' ? m.cancelConfirm : m.closeConfirm)}
        cancelLabel={intl.formatMessage(m.keep)}
        busy={busy}
        onConfirm={() => (asking === 'CANCEL' || asking === 'CLOSE_REST') && void run(asking)}
        onCancel={() => setAsking(null)}
      >
        <Stack gap="3">
          <Text>
            {asking === 'CANCEL'
              ? intl.formatMessage(m.cancelText)
              : intl.formatMessage(m.closeText, { units: intl.formatNumber(openUnits) })}
          </Text>
          <NoteField
            note={note}
            label={intl.formatMessage(asking === 'CANCEL' ? m.reason : m.note)}
            required={asking === 'CANCEL'}
            missingText={intl.formatMessage(m.reasonRequired)}
          />
        </Stack>
      </ConfirmDialog>
      {asking === 'EDIT_LINES' && (
        <EditLinesDialog
          order={order}
          orderKey={orderKey}
          reload={reload}
          onSaved={() => onOutcome({ status: 'success', text: intl.formatMessage(editLinesMessages.saved) })}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'SHIP' && (
        <ShipOrderDialog
          order={order}
          orderKey={orderKey}
          reload={reload}
          onShipped={(number) =>
            onOutcome({ status: 'success', text: intl.formatMessage(shipMessages.shipped, { number }) })
          }
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
