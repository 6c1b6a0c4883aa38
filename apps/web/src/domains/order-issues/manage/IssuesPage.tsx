// /criticita: the issues on the orders of the user's clients (ISSUES_MANAGE: an agent his clients',
// the office and management all) on the shared grid; a row opens the order's record, where the thread
// is answered and the status changed.
import { useIntl } from 'react-intl';
import type { OrderIssueSortField } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import { orderPath, languageOf } from '../../../lib/order-record-paths';
import { DataGrid } from '../../../app/manage/grid/DataGrid';
import { toGraphqlSort } from '../../../app/manage/grid/grid-state';
import { gridPageVariables, useGridQuery } from '../../../app/manage/grid/useGridQuery';
import { useGridState } from '../../../app/manage/grid/useGridState';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { issuesGrid, OrderIssuesGridQueryDocument, toIssueFilter } from './issues-grid';
import { issuesPageMessages as m } from './messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export function IssuesPage() {
  const intl = useIntl();
  const locale = useLocale();
  const grid = useGridState(issuesGrid.id, issuesGrid.options);
  const variables = {
    ...gridPageVariables(grid.state),
    sort: toGraphqlSort<OrderIssueSortField>(grid.state.sort),
    filter: toIssueFilter(grid.state),
    language: languageOf(locale),
  };
  const query = useGridQuery(OrderIssuesGridQueryDocument, { variables, select: (data) => data.orderIssues });
  const title = intl.formatMessage(manageCommonMessages.issues);
  return (
    <ManagementPage title={title} subtitle={intl.formatMessage(m.subtitle)}>
      <DataGrid
        definition={issuesGrid}
        grid={grid}
        title={title}
        result={query.result}
        loading={query.loading}
        error={query.error}
        onRetry={query.retry}
        rowKey={(row) => row.id}
        rowHref={(row) => orderPath(row.orderNumber, locale)}
        searchLabel={m.search}
        exportPage={query.fetchPage}
      />
    </ManagementPage>
  );
}
