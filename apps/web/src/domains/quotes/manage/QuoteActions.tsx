// The quote's actions beside its title: the PDF, Extend (a sent or expired quote: a new validity
// day), Withdraw (optional reason, confirmed) for QUOTES_EDIT; Approve / Reject (required reason)
// for an approver (QUOTES_APPROVE) on a quote waiting for approval that he did not write himself.
import { useId, useState } from 'react';
import { Button, Field, Input, Link, Stack, Text, Textarea, type ButtonProps } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useViewer } from '../../../lib/viewer/useViewer';
import { ConfirmDialog } from '../../../app/manage/form/ConfirmDialog';
import { FormDialog } from '../../../app/manage/form/FormDialog';
import { formFailureOf } from '../../../app/manage/form/server-errors';
import { FormButtons } from '../../../app/manage/page/record-parts';
import { useCan } from '../../../app/manage/permissions/useCan';
import { quoteActionMessages as m, quoteRecordMessages as r } from './messages';
import { shopToday } from '../../../lib/shop-calendar';
import { outcomeOfError, useQuoteMutations, type QuotePanelProps } from './useQuoteMutations';
import { commonMessages } from '../../../i18n/common-messages';

type Asking = 'EXTEND' | 'WITHDRAW' | 'APPROVE' | 'REJECT' | null;

const CLOSED = new Set(['ACCEPTED', 'DECLINED', 'WITHDRAWN']);

export function QuoteActions({ quote, quoteKey, onOutcome }: QuotePanelProps) {
  const intl = useIntl();
  const canEdit = useCan('QUOTES_EDIT');
  const canApprove = useCan('QUOTES_APPROVE');
  const { viewer } = useViewer();
  const { extend, withdraw, approve, reject, busy } = useQuoteMutations(quoteKey);
  const [asking, setAsking] = useState<Asking>(null);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const textId = useId();
  const author = quote.revisions.at(-1)?.createdBy ?? '';
  const ownRevision =
    viewer !== null &&
    viewer !== undefined &&
    [viewer.code, `${viewer.firstName} ${viewer.lastName}`.trim()].includes(author);
  const pending = quote.status === 'PENDING_APPROVAL';

  const ask = (what: Asking) => {
    setText(
      what === 'EXTEND'
        ? quote.validUntil && quote.validUntil >= shopToday()
          ? quote.validUntil
          : shopToday()
        : '',
    );
    setFieldError(null);
    setAsking(what);
  };
  /** The button of an action that asks first (the dialogs below). */
  const askButton = (what: Exclude<Asking, null>, label: MessageDescriptor, look: ButtonProps) => (
    <Button size="sm" {...look} disabled={busy} onClick={() => ask(what)}>
      {intl.formatMessage(label)}
    </Button>
  );
  const run = async () => {
    if (asking === 'REJECT' && !text.trim()) {
      setFieldError(intl.formatMessage(commonMessages.writeTheReason));
      return;
    }
    onOutcome(null);
    try {
      if (asking === 'EXTEND') {
        await extend(text);
        onOutcome({
          status: 'success',
          text: intl.formatMessage(m.extended, {
            date: intl.formatDate(new Date(`${text}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
          }),
        });
      } else if (asking === 'WITHDRAW') {
        await withdraw(text);
        onOutcome({ status: 'success', text: intl.formatMessage(m.withdrawn) });
      } else if (asking === 'APPROVE') {
        await approve();
        onOutcome({ status: 'success', text: intl.formatMessage(m.approved) });
      } else if (asking === 'REJECT') {
        await reject(text);
        onOutcome({ status: 'success', text: intl.formatMessage(m.rejected) });
      }
      setAsking(null);
    } catch (error) {
      // A refusal about the typed value (the day, the reason) stays at its field, dialog open.
      const failure = formFailureOf(error, (path) =>
        ['validUntil', 'reason'].includes(path) ? path : undefined,
      );
      if (failure.kind === 'field') setFieldError(failure.message);
      else {
        onOutcome(outcomeOfError(intl, error));
        setAsking(null);
      }
    }
  };

  const textField = (label: string, required: boolean) => (
    <Field.Root invalid={Boolean(fieldError)} required={required}>
      <Field.Label htmlFor={textId}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea
        id={textId}
        value={text}
        maxLength={2000}
        rows={3}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) setFieldError(null);
        }}
      />
      {fieldError && <Field.ErrorText color="red.700">{fieldError}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <>
      <Stack direction="row" gap="2" wrap="wrap" role="group" aria-label={intl.formatMessage(m.actions)}>
        {quote.revision > 0 && (
          <Button asChild size="sm" variant="outline">
            <Link href={quote.pdfUrl} target="_blank" rel="noopener" data-testid="quote-pdf">
              {intl.formatMessage(r.pdf)}
            </Link>
          </Button>
        )}
        {canEdit &&
          (quote.status === 'SENT' || quote.status === 'EXPIRED') &&
          askButton('EXTEND', m.extend, { variant: 'outline' })}
        {canEdit &&
          !CLOSED.has(quote.status) &&
          askButton('WITHDRAW', m.withdraw, { variant: 'outline', colorPalette: 'red' })}
        {canApprove && pending && !ownRevision && (
          <>
            {askButton('APPROVE', m.approve, { colorPalette: 'primary' })}
            {askButton('REJECT', m.reject, { variant: 'outline', colorPalette: 'red' })}
          </>
        )}
      </Stack>
      {canApprove && pending && ownRevision && (
        <Text fontSize="sm" color="fg.muted" flexBasis="100%">
          {intl.formatMessage(m.ownRevision)}
        </Text>
      )}
      <FormDialog
        open={asking === 'EXTEND'}
        title={intl.formatMessage(m.extendTitle, { number: quote.number })}
        busy={busy}
        onClose={() => setAsking(null)}
        testId="extend-quote-dialog"
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <Stack gap="4">
            <Field.Root invalid={Boolean(fieldError)} required>
              <Field.Label htmlFor={textId}>
                {intl.formatMessage(m.extendDay)}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                id={textId}
                type="date"
                min={shopToday()}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setFieldError(null);
                }}
              />
              {fieldError && <Field.ErrorText color="red.700">{fieldError}</Field.ErrorText>}
            </Field.Root>
            <FormButtons
              submitting={busy}
              onCancel={() => setAsking(null)}
              submitLabel={intl.formatMessage(m.extendSubmit)}
            />
          </Stack>
        </form>
      </FormDialog>
      <ConfirmDialog
        open={asking === 'WITHDRAW' || asking === 'APPROVE' || asking === 'REJECT'}
        destructive={asking !== 'APPROVE'}
        title={intl.formatMessage(
          asking === 'WITHDRAW' ? m.withdrawTitle : asking === 'REJECT' ? m.rejectTitle : m.approveTitle,
          { number: quote.number },
        )}
        confirmLabel={intl.formatMessage(
          asking === 'WITHDRAW' ? m.withdraw : asking === 'REJECT' ? m.reject : m.approve,
        )}
        cancelLabel={intl.formatMessage(m.keep)}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setAsking(null)}
      >
        <Stack gap="3">
          <Text>
            {intl.formatMessage(
              asking === 'WITHDRAW' ? m.withdrawText : asking === 'REJECT' ? m.rejectText : m.approveText,
            )}
          </Text>
          {asking === 'WITHDRAW' && textField(intl.formatMessage(m.withdrawReason), false)}
          {asking === 'REJECT' && textField(intl.formatMessage(m.rejectReason), true)}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
