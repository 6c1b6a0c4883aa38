// /reqresi: the returns of the user's clients (RETURNS_READ) on the shared grid, the waiting ones
// unless the status filter says otherwise; a row opens the return's record (/reqresi/:id), where staff
// with RETURNS_MANAGE approve or reject it.
import { useIntl } from 'react-intl';
import { staffReturnPath } from '../storefront/return-paths';
import type { ReturnSortField } from '../../../gql/graphql';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { DataGrid } from '../../../app/manage/grid/DataGrid';
import { toGraphqlSort } from '../../../app/manage/grid/grid-state';
import { gridPageVariables, useGridQuery } from '../../../app/manage/grid/useGridQuery';
import { useGridState } from '../../../app/manage/grid/useGridState';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { returnsGrid, ReturnsGridQueryDocument, toReturnFilter } from './returns-grid';
import { returnsPageMessages as m } from './messages';

export function ReturnsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const grid = useGridState(returnsGrid.id, returnsGrid.options);
  const variables = {
    ...gridPageVariables(grid.state),
    sort: toGraphqlSort<ReturnSortField>(grid.state.sort),
    filter: toReturnFilter(grid.state),
  };
  const query = useGridQuery(ReturnsGridQueryDocument, { variables, select: (data) => data.returns });
  const title = intl.formatMessage(m.title);
  return (
    <ManagementPage title={title} subtitle={intl.formatMessage(m.subtitle)}>
      <DataGrid
        definition={returnsGrid}
        grid={grid}
        title={title}
        result={query.result}
        loading={query.loading}
        error={query.error}
        onRetry={query.retry}
        rowKey={(row) => row.id}
        rowHref={(row) => localizePath(staffReturnPath(row.id), locale)}
        searchLabel={m.search}
        exportPage={query.fetchPage}
      />
    </ManagementPage>
  );
}
