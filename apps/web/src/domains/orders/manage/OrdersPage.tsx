// /orders: the staff's order grid (ORDERS_READ: an agent sees his clients' orders, the office and
// management all of them). Filters by status, open only, channel and days placed; newest first.
import { useIntl } from 'react-intl';
import type { ManagedOrderSortField } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import { DataGrid } from '../../../app/manage/grid/DataGrid';
import { toGraphqlSort } from '../../../app/manage/grid/grid-state';
import { gridPageVariables, useGridQuery } from '../../../app/manage/grid/useGridQuery';
import { useGridState } from '../../../app/manage/grid/useGridState';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { ordersMessages as m } from './messages';
import { ManagedOrdersGridQueryDocument, ordersGrid, toOrderFilter } from './orders-grid';
import { orderPath } from '../../../lib/order-record-paths';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export function OrdersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const grid = useGridState(ordersGrid.id, ordersGrid.options);
  const variables = {
    ...gridPageVariables(grid.state),
    sort: toGraphqlSort<ManagedOrderSortField>(grid.state.sort),
    filter: toOrderFilter(grid.state),
  };
  const query = useGridQuery(ManagedOrdersGridQueryDocument, {
    variables,
    select: (data) => data.managedOrders,
  });
  const title = intl.formatMessage(commonMessages.orders);
  return (
    <ManagementPage title={title} subtitle={intl.formatMessage(m.subtitle)}>
      <DataGrid
        definition={ordersGrid}
        grid={grid}
        title={title}
        result={query.result}
        loading={query.loading}
        error={query.error}
        onRetry={query.retry}
        rowKey={(row) => row.number}
        rowHref={(row) => orderPath(row.number, locale)}
        searchLabel={manageCommonMessages.searchNumberOrClient}
        exportPage={query.fetchPage}
      />
    </ManagementPage>
  );
}
