// /approvazioni: the orders waiting for approval of the clients in the viewer's scope (ORDERS_APPROVE),
// each opening its record (approve, reject, edit lines), and, for management (APPROVALS_RULES), the
// rules that make orders wait.
import { useIntl } from 'react-intl';
import type { ApprovalQueueSortField } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import { orderPath } from '../../../lib/order-record-paths';
import { DataGrid } from '../../../app/manage/grid/DataGrid';
import { toGraphqlSort } from '../../../app/manage/grid/grid-state';
import { gridPageVariables, useGridQuery } from '../../../app/manage/grid/useGridQuery';
import { useGridState } from '../../../app/manage/grid/useGridState';
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
  const grid = useGridState(approvalsGrid.id, approvalsGrid.options);
  const query = useGridQuery(ApprovalQueueQueryDocument, {
    variables: {
      ...gridPageVariables(grid.state),
      sort: toGraphqlSort<ApprovalQueueSortField>(grid.state.sort),
    },
    select: (data) => data.approvalQueue,
  });
  return (
    <ManagementPage
      title={intl.formatMessage(manageCommonMessages.approvals)}
      subtitle={intl.formatMessage(m.subtitle)}
    >
      <DataGrid
        definition={approvalsGrid}
        grid={grid}
        title={intl.formatMessage(m.queueTitle)}
        result={query.result}
        loading={query.loading}
        error={query.error}
        onRetry={query.retry}
        rowKey={(row) => row.order.number}
        rowHref={(row) => orderPath(row.order.number, locale)}
        searchLabel={m.search}
        exportPage={query.fetchPage}
      />
      {canApproveQuotes && <QuoteApprovalsSection />}
      {canSetRules && <ApprovalRulesSection />}
    </ManagementPage>
  );
}
