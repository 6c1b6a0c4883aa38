// /remains (and /openorders): the backorders on the shared grid (ORDERS_READ: an agent his clients',
// the office and management all): the open order lines not yet shipped in full, each row leading to
// its order.
import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { localizePath } from '../../../../i18n/locale';
import { useLocale } from '../../../../i18n/useLocale';
import { GridListPage } from '../../../../app/manage/grid/GridListPage';
import { useGridList } from '../../../../app/manage/grid/useGridList';
import { backordersGrid, BackordersGridQueryDocument, toBackorderFilter } from './backorders-grid';
import { backorderMessages as m } from './messages';
import { manageCommonMessages } from '../../../../app/manage/common-messages';

export function BackordersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const list = useGridList(backordersGrid, BackordersGridQueryDocument, {
    filter: toBackorderFilter,
    select: (data) => data.backorders,
  });
  return (
    <GridListPage
      title={intl.formatMessage(manageCommonMessages.backorders)}
      subtitle={<Text color="fg.muted">{intl.formatMessage(m.subtitle)}</Text>}
      list={list}
      rowKey={(row) => `${row.orderNumber}-${row.line}`}
      rowHref={(row) => localizePath(`/orders/${row.orderNumber}`, locale)}
      searchLabel={m.search}
    />
  );
}
