// /orders/:year/:seq: one order for staff: header, lines, delivery and notes, status history,
// documents (PDF, invoicing) and the actions its `nextSteps` allow (the API's answer already reflects
// the viewer's permissions). Every change sends the order's version; a stale one is explained and
// the order loaded again. An order out of the viewer's reach is "not found".
import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { getFragmentData } from '../../../gql';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { ApprovalActions } from './ApprovalActions';
import { OrderApprovalSection } from './OrderApprovalSection';
import { OrderIssuesCard } from '../../order-issues/index';
import { InternalDocumentsSection } from '../../internal-documents/manage/index';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { useCan } from '../../../app/manage/permissions/useCan';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { OutcomeNote } from '../../../app/manage/page/OutcomeNote';
import { RecordPageStates } from '../../../app/manage/page/RecordStates';
import { OrderActions } from './OrderActions';
import type { Outcome } from './outcome';
import { OrderDeliverySection, OrderHistorySection } from './OrderDetailsSections';
import { OrderDocumentsSection } from './OrderDocumentsSection';
import { OrderLinesSection } from './OrderLinesSection';
import { OrderRecord_all, OrderRecordQuery } from './order-record-query';
import { OrderSummarySection } from './OrderSummarySection';
import { languageOf, orderNumberOf } from '../../../lib/order-record-paths';
import { recordMessages as m } from './record-messages';
import { RecordColumns } from '../../../app/manage/page/record-layout';
import { orderAuditFieldMessages, orderAuditValueLabels } from './audit-fields';

export function OrderRecordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const number = orderNumberOf(useParams());
  const key = { number, language: languageOf(locale) };
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const canManageIssues = useCan('ISSUES_MANAGE');
  const canReadInternalDocuments = useCan('INTDOCUMENTS_READ');
  const query = useQuery(OrderRecordQuery, { variables: key });
  const reload = async () => {
    await query.refetch().catch(() => undefined);
  };
  const found = query.data?.managedOrder;
  return (
    <RecordPageStates
      query={{ ...query, refetch: reload }}
      record={found && getFragmentData(OrderRecord_all, found)}
      messages={m}
      notFound={{ values: { number }, backTo: localizePath('/orders', locale), testId: 'order-not-found' }}
    >
      {(order) => (
        <ManagementPage
          title={intl.formatMessage(m.title, { number: order.number })}
          subtitle={intl.formatMessage(m.subtitle, {
            client: order.client.name,
            date: intl.formatDate(new Date(order.date), { dateStyle: 'medium' }),
          })}
          actions={
            <Stack direction="row" gap="2" wrap="wrap">
              <ApprovalActions order={order} orderKey={key} onOutcome={setOutcome} reload={reload} />
              <OrderActions order={order} orderKey={key} onOutcome={setOutcome} reload={reload} />
            </Stack>
          }
        >
          <OutcomeNote outcome={outcome} testId="order-outcome" />
          <RecordColumns>
            <OrderSummarySection order={order} />
            <OrderDeliverySection order={order} />
          </RecordColumns>
          <OrderApprovalSection order={order} />
          <OrderLinesSection order={order} />
          <OrderDocumentsSection order={order} orderKey={key} onOutcome={setOutcome} reload={reload} />
          <OrderIssuesCard
            number={order.number}
            language={key.language}
            lines={order.lines}
            staff
            canManage={canManageIssues}
          />
          {canReadInternalDocuments && <InternalDocumentsSection owner={{ orderNumber: order.number }} />}
          <Stack gap="4" minW="0">
            <OrderHistorySection order={order} />
            <AuditLogPanel
              entity="ORDER"
              recordKey={order.number}
              fieldLabels={orderAuditFieldMessages}
              valueLabels={orderAuditValueLabels}
            />
          </Stack>
        </ManagementPage>
      )}
    </RecordPageStates>
  );
}
