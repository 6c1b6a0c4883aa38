// /approvazioni: the orders waiting for approval of the clients in the viewer's scope (ORDERS_APPROVE),
// each opening its record (approve, reject, edit lines), and, for management (APPROVALS_RULES), the
// rules that make orders wait.
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale';
import { orderPath } from '../../../lib/order-record-paths';
import { ListGrid } from '../../../app/manage/grid/ListGrid';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { useCan } from '../../../app/manage/permissions/useCan';
import { QuoteApprovalsSection } from '../../quotes/manage/index';
import { ApprovalRulesSection } from './ApprovalRulesSection';
import { approvalsGrid } from './approvals-grid';
import { ApprovalQueueQueryDocument } from './approvals-query';
import { approvalsMessages as m } from './messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export function ApprovalsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const canSetRules = useCan('APPROVALS_RULES');
  const canApproveQuotes = useCan('QUOTES_APPROVE');
  const list = useGridList(approvalsGrid, ApprovalQueueQueryDocument, {
    select: (data) => data.approvalQueue,
  });
  return (
    <ManagementPage
      title={intl.formatMessage(manageCommonMessages.approvals)}
      subtitle={intl.formatMessage(m.subtitle)}
    >
      <ListGrid
        list={list}
        title={intl.formatMessage(m.queueTitle)}
        rowKey={(row) => row.order.number}
        rowHref={(row) => orderPath(row.order.number, locale)}
        searchLabel={m.search}
      />
      {canApproveQuotes && <QuoteApprovalsSection />}
      {canSetRules && <ApprovalRulesSection />}
    </ManagementPage>
  );
}
