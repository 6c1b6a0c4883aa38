// /reqresi: the returns of the user's clients (RETURNS_READ) on the shared grid, the waiting ones
// unless the status filter says otherwise; a row opens the return's record (/reqresi/:id), where staff
// with RETURNS_MANAGE approve or reject it.
import { useIntl } from 'react-intl';
import { staffReturnPath } from '../storefront/return-paths';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { DataGrid } from '../../../app/manage/grid/DataGrid';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { returnsGrid, ReturnsGridQueryDocument, toReturnFilter } from './returns-grid';
import { returnsPageMessages as m } from './messages';

export function ReturnsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { grid, query } = useGridList(returnsGrid, ReturnsGridQueryDocument, {
    filter: toReturnFilter,
    select: (data) => data.returns,
  });
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
