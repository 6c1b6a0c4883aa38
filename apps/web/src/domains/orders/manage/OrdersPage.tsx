// /orders: the staff's order grid (ORDERS_READ: an agent sees his clients' orders, the office and
// management all of them). Filters by status, open only, channel and days placed; newest first.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale';
import { GridListPage } from '../../../app/manage/grid/GridListPage';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { withoutParts } from '../../../app/manage/grid/define-grid';
import { useCan } from '../../../app/manage/permissions/useCan';
import { ordersMessages as m } from './messages';
import { ManagedOrdersGridQueryDocument, ordersGrid, toOrderFilter } from './orders-grid';
import { orderPath } from '../../../lib/order-record-paths';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export function OrdersPage() {
  const intl = useIntl();
  const locale = useLocale();
  // An agent reads his clients' orders: no agent column (always his name), and no word of the
  // confirming, shipping and invoicing he may not do.
  const canSeeAgents = useCan('AGENTS_READ');
  const canManage = useCan('ORDERS_MANAGE');
  const grid = useMemo(
    () => (canSeeAgents ? ordersGrid : withoutParts(ordersGrid, ['agent'])),
    [canSeeAgents],
  );
  const list = useGridList(grid, ManagedOrdersGridQueryDocument, {
    filter: toOrderFilter,
    select: (data) => data.managedOrders,
  });
  return (
    <GridListPage
      title={intl.formatMessage(commonMessages.orders)}
      subtitle={intl.formatMessage(canManage ? m.subtitle : m.subtitleReadOnly)}
      list={list}
      rowKey={(row) => row.number}
      rowHref={(row) => orderPath(row.number, locale)}
      searchLabel={manageCommonMessages.searchNumberOrClient}
    />
  );
}
