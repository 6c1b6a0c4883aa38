// /remains (and /openorders): the backorders on the shared grid (ORDERS_READ: an agent his clients',
// the office and management all): the open order lines not yet shipped in full, each row leading to
// its order.
import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { BackorderSortField } from '../../../../gql/graphql';
import { localizePath } from '../../../../i18n/locale';
import { useLocale } from '../../../../i18n/useLocale';
import { DataGrid } from '../../../../app/manage/grid/DataGrid';
import { toGraphqlSort } from '../../../../app/manage/grid/grid-state';
import { gridPageVariables, useGridQuery } from '../../../../app/manage/grid/useGridQuery';
import { useGridState } from '../../../../app/manage/grid/useGridState';
import { ManagementPage } from '../../../../app/manage/page/ManagementPage';
import { backordersGrid, BackordersGridQueryDocument, toBackorderFilter } from './backorders-grid';
import { backorderMessages as m } from './messages';
import { manageCommonMessages } from '../../../../app/manage/common-messages';

export function BackordersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const grid = useGridState(backordersGrid.id, backordersGrid.options);
  const variables = {
    ...gridPageVariables(grid.state),
    sort: toGraphqlSort<BackorderSortField>(grid.state.sort),
    filter: toBackorderFilter(grid.state),
  };
  const query = useGridQuery(BackordersGridQueryDocument, { variables, select: (data) => data.backorders });
  const title = intl.formatMessage(manageCommonMessages.backorders);
  return (
    <ManagementPage title={title} subtitle={<Text color="fg.muted">{intl.formatMessage(m.subtitle)}</Text>}>
      <DataGrid
        definition={backordersGrid}
        grid={grid}
        title={title}
        result={query.result}
        loading={query.loading}
        error={query.error}
        onRetry={query.retry}
        rowKey={(row) => `${row.orderNumber}-${row.line}`}
        rowHref={(row) => localizePath(`/orders/${row.orderNumber}`, locale)}
        searchLabel={m.search}
        exportPage={query.fetchPage}
      />
    </ManagementPage>
  );
}
