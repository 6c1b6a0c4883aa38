// /criticita: the issues on the orders of the user's clients (ISSUES_MANAGE: an agent his clients',
// the office and management all) on the shared grid; a row opens the order's record, where the thread
// is answered and the status changed.
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale';
import { orderPath, languageOf } from '../../../lib/order-record-paths';
import { GridListPage } from '../../../app/manage/grid/GridListPage';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { issuesGrid, OrderIssuesGridQueryDocument, toIssueFilter } from './issues-grid';
import { issuesPageMessages as m } from './messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export function IssuesPage() {
  const intl = useIntl();
  const locale = useLocale();
  const list = useGridList(issuesGrid, OrderIssuesGridQueryDocument, {
    filter: toIssueFilter,
    variables: { language: languageOf(locale) },
    select: (data) => data.orderIssues,
  });
  return (
    <GridListPage
      title={intl.formatMessage(manageCommonMessages.issues)}
      subtitle={intl.formatMessage(m.subtitle)}
      list={list}
      rowKey={(row) => row.id}
      rowHref={(row) => orderPath(row.orderNumber, locale)}
      searchLabel={m.search}
    />
  );
}
