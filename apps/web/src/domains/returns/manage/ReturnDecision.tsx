// The decision on a waiting return (RETURNS_MANAGE): per line the units approved (as asked by
// default; less approves it in part), an optional note, Approve; or a required reason, Reject. Both
// ask for confirmation (neither can be undone). The API's refusal is shown at its field.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { returnFailure } from '../storefront/ReturnView';
import {
  ApproveReturnMutation,
  RejectReturnMutation,
  ReturnDetail_return,
} from '../storefront/returns-queries';
import { getFragmentData } from '../../../gql';
import type { Language, ReturnDetail_ReturnFragment } from '../../../gql/graphql';
import { SectionCard } from '../../../app/storefront-ui/SectionCard';
import { ConfirmDialog } from '../../../app/manage/form/ConfirmDialog';
import { returnsPageMessages as m } from './messages';

export function ReturnDecision({
  ret,
  language,
  onDone,
}: {
  ret: ReturnDetail_ReturnFragment;
  language: Language;
  onDone: (text: string) => void;
}) {
  const intl = useIntl();
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(ret.lines.map((line) => [line.line, String(line.requestedQuantity)])),
  );
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState<'approve' | 'reject' | null>(null);
  const [approve, approving] = useMutation(ApproveReturnMutation);
  const [reject, rejecting] = useMutation(RejectReturnMutation);

  const asked = ret.lines.reduce((sum, line) => sum + line.requestedQuantity, 0);
  const approvedTotal = ret.lines.reduce((sum, line) => sum + (Number(quantities[line.line]) || 0), 0);

  const checkApprove = () => {
    const found: Record<string, string> = {};
    for (const line of ret.lines) {
      const value = Number(quantities[line.line]);
      const text = (quantities[line.line] ?? '').trim();
      if (text === '' || !Number.isInteger(value) || value < 0 || value > line.requestedQuantity)
        found[`line-${line.line}`] = intl.formatMessage(m.approveRange, { asked: line.requestedQuantity });
    }
    if (Object.keys(found).length === 0 && approvedTotal === 0)
      found.approve = intl.formatMessage(m.nothingApproved);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirm('approve');
  };
  const checkReject = () => {
    if (!reason.trim()) {
      setErrors({ reason: intl.formatMessage(m.rejectRequired) });
      return;
    }
    setErrors({});
    setConfirm('reject');
  };

  const showRefusal = (error: unknown) => {
    const { text, field } = returnFailure(intl, error);
    const line = /^lines\.(\d+)\./.exec(field ?? '');
    const target = line ? `line-${ret.lines[Number(line[1])]?.line}` : field === 'reason' ? 'reason' : 'form';
    setErrors({ [target]: text });
  };

  const doApprove = async () => {
    try {
      const result = await approve({
        variables: {
          id: ret.id,
          lines: ret.lines.map((line) => ({ line: line.line, quantity: Number(quantities[line.line]) })),
          note: note.trim() || null,
          language,
        },
      });
      setConfirm(null);
      const made = result.data?.approveReturn;
      const number = made ? (getFragmentData(ReturnDetail_return, made).creditNoteNumber ?? '') : '';
      onDone(intl.formatMessage(m.approvedDone, { number }));
    } catch (error) {
      setConfirm(null);
      showRefusal(error);
    }
  };
  const doReject = async () => {
    try {
      await reject({ variables: { id: ret.id, reason, language } });
      setConfirm(null);
      onDone(intl.formatMessage(m.rejectedDone));
    } catch (error) {
      setConfirm(null);
      showRefusal(error);
    }
  };

  return (
    <SectionCard
      title={intl.formatMessage(m.decision)}
      headingId="return-decision-heading"
      testId="return-decision"
      intro={intl.formatMessage(m.decisionIntro)}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {ret.lines.map((line) => {
            const problem = errors[`line-${line.line}`];
            return (
              <Field.Root key={line.line} invalid={problem !== undefined}>
                <Field.Label>
                  {intl.formatMessage(m.approveLine, {
                    code: line.productCode,
                    asked: line.requestedQuantity,
                  })}
                </Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.requestedQuantity}
                  value={quantities[line.line] ?? ''}
                  onChange={(event) => setQuantities((all) => ({ ...all, [line.line]: event.target.value }))}
                  data-testid="approve-quantity"
                />
                {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
              </Field.Root>
            );
          })}
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{intl.formatMessage(m.approveNote)}</Field.Label>
          <Textarea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={2000}
            rows={2}
          />
        </Field.Root>
        <Box>
          <Button colorPalette="green" onClick={checkApprove} data-testid="approve-return">
            {intl.formatMessage(m.approve)}
          </Button>
          {errors.approve && (
            <Text role="alert" color="fg.error" mt="2">
              {errors.approve}
            </Text>
          )}
        </Box>
        <Field.Root invalid={errors.reason !== undefined} borderTopWidth="1px" pt="4">
          <Field.Label>{intl.formatMessage(m.rejectReason)}</Field.Label>
          <Textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={2000}
            rows={2}
            data-testid="reject-reason"
          />
          {errors.reason && <Field.ErrorText>{errors.reason}</Field.ErrorText>}
        </Field.Root>
        <Button
          variant="outline"
          colorPalette="red"
          alignSelf="flex-start"
          onClick={checkReject}
          data-testid="reject-return"
        >
          {intl.formatMessage(m.reject)}
        </Button>
        {errors.form && (
          <Text role="alert" color="fg.error">
            {errors.form}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        open={confirm === 'approve'}
        title={intl.formatMessage(m.approveTitle)}
        confirmLabel={intl.formatMessage(m.approve)}
        destructive={false}
        busy={approving.loading}
        onConfirm={() => void doApprove()}
        onCancel={() => setConfirm(null)}
      >
        {approvedTotal < asked
          ? intl.formatMessage(m.approvePartly, { approved: approvedTotal, asked })
          : intl.formatMessage(m.approveFully)}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'reject'}
        title={intl.formatMessage(m.rejectTitle)}
        confirmLabel={intl.formatMessage(m.reject)}
        busy={rejecting.loading}
        onConfirm={() => void doReject()}
        onCancel={() => setConfirm(null)}
      >
        {intl.formatMessage(m.rejectText)}
      </ConfirmDialog>
    </SectionCard>
  );
}
