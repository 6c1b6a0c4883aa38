// /account/returns: the company's returns, newest first, with their status and credit note, and the
// way to ask a new one (RETURNS_REQUEST); 50 a page, the page in the URL (?page=2).
import { useQuery } from '@apollo/client/react';
import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { AccountSection } from '../../users/index';
import { orderMessages } from '../../orders/index';
import { returnMessages as m } from './messages';
import { NEW_RETURN_PATH, returnPath } from './return-paths';
import { ReturnStatusBadge } from '../common/ReturnStatusBadge';
import { MyReturnsQuery } from './returns-queries';
import { LoadFailed } from '../../../app/storefront-ui/LoadFailed';
import { PageSpinner } from '../../../app/storefront-ui/PageSpinner';
import { Pager } from '../../../app/storefront-ui/Pager';
import { usePageParam } from '../../../app/storefront-ui/usePageParam';
import { ScrollTable } from '../../../app/storefront-ui/ScrollTable';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

const PAGE_SIZE = 50;

export function ReturnListPage() {
  const intl = useIntl();
  return (
    <AccountSection title={intl.formatMessage(m.listTitle)}>
      {(viewer) => <Returns canRequest={viewer.permissions.includes('RETURNS_REQUEST')} />}
    </AccountSection>
  );
}

function Returns({ canRequest }: { canRequest: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const [page, go] = usePageParam();
  const { data, loading, error, refetch } = useQuery(MyReturnsQuery, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.returns;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  const dateTime = (value: string) =>
    intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Rome' });
  return (
    <Stack gap="4">
      <Text>{intl.formatMessage(m.listIntro)}</Text>
      {canRequest && (
        <Button asChild alignSelf="flex-start">
          <RouterLink to={localizePath(NEW_RETURN_PATH, locale)}>
            {intl.formatMessage(m.newReturn)}
          </RouterLink>
        </Button>
      )}
      {loading && !result ? (
        <PageSpinner label={intl.formatMessage(m.loading)} />
      ) : !result ? (
        <LoadFailed
          message={intl.formatMessage(error ? m.loadFailed : m.notFound)}
          onRetry={refetch}
          size="sm"
        />
      ) : result.items.length === 0 ? (
        <Text role="status">{intl.formatMessage(m.none)}</Text>
      ) : (
        <ScrollTable label={intl.formatMessage(m.listTitle)} testId="returns-list">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{intl.formatMessage(m.number)}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage(m.status)}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage(m.requestedAt)}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.pieces)}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage(m.creditNote)}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.items.map((row) => (
              <Table.Row key={row.id} data-testid="returns-row">
                <Table.Cell whiteSpace="nowrap">
                  <ShopLink to={returnPath(row.id)} fontWeight="semibold">
                    {row.number}
                  </ShopLink>
                </Table.Cell>
                <Table.Cell>
                  <ReturnStatusBadge status={row.status} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{dateTime(row.requestedAt)}</Table.Cell>
                <Table.Cell textAlign="end">{row.pieces}</Table.Cell>
                <Table.Cell>{row.creditNoteNumber ?? ''}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      <Pager label={intl.formatMessage(orderMessages.pagination)} page={page} pages={pages} onPage={go} />
    </Stack>
  );
}
