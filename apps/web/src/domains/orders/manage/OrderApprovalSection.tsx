// An order's approval on its record: why it waits (or waited), and who decided what, when and why.
// Shown only for an order an approval rule matched.
import { List, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { RecordSection } from '../../../app/manage/page/record-parts';
import { decisionMessages as m } from './approval-messages';
import { reasonText } from './reason-text';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const OrderApprovalSection_order = graphql(`
  fragment OrderApprovalSection_order on ManagedOrder {
    approval {
      reasons {
        kind
        value
        limit
      }
      requestedAt
      decision
      decidedBy
      decidedAt
      note
      edited
    }
  }
`);

export function OrderApprovalSection({ order }: { order: FragmentType<typeof OrderApprovalSection_order> }) {
  const intl = useIntl();
  const { approval } = getFragmentData(OrderApprovalSection_order, order);
  if (!approval) return null;
  const day = (iso: string | null | undefined) =>
    iso ? intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '';
  const who = approval.decidedBy ?? '';
  return (
    <RecordSection id="order-approval" title={intl.formatMessage(manageCommonMessages.approval)}>
      <Stack gap="2" fontSize="sm">
        <List.Root ps="5" data-testid="approval-reasons">
          {approval.reasons.map((reason) => (
            <List.Item key={reason.kind}>{reasonText(intl, reason)}</List.Item>
          ))}
        </List.Root>
        <Text data-testid="approval-decision">
          {approval.decision === 'APPROVED'
            ? intl.formatMessage(approval.edited ? m.approvedEdited : m.approved, {
                who,
                date: day(approval.decidedAt),
              })
            : approval.decision === 'REJECTED'
              ? intl.formatMessage(m.rejected, { who, date: day(approval.decidedAt) })
              : intl.formatMessage(m.waiting, { date: day(approval.requestedAt) })}
        </Text>
        {approval.note && (
          <Text whiteSpace="pre-line">{intl.formatMessage(m.note, { note: approval.note })}</Text>
        )}
      </Stack>
    </RecordSection>
  );
}
