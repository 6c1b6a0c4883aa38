// /reqresi: the returns of the user's clients (RETURNS_READ) on the shared grid, the waiting ones
// unless the status filter says otherwise; a row opens the return's record (/reqresi/:id), where staff
// with RETURNS_MANAGE approve or reject it.
import { useIntl } from 'react-intl';
import { staffReturnPath } from '../storefront/return-paths';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { GridListPage } from '../../../app/manage/grid/GridListPage';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { returnsGrid, ReturnsGridQueryDocument, toReturnFilter } from './returns-grid';
import { returnsPageMessages as m } from './messages';

export function ReturnsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const list = useGridList(returnsGrid, ReturnsGridQueryDocument, {
    filter: toReturnFilter,
    select: (data) => data.returns,
  });
  return (
    <GridListPage
      title={intl.formatMessage(m.title)}
      subtitle={intl.formatMessage(m.subtitle)}
      list={list}
      rowKey={(row) => row.id}
      rowHref={(row) => localizePath(staffReturnPath(row.id), locale)}
      searchLabel={m.search}
    />
  );
}
