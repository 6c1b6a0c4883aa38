// /notifiche (spec §2's name): the signed-in user's notifications, unread first, in the page's
// language; "only unread" in the URL (?unread=1); mark one or all read; "show more" up to 100.
import { useState } from 'react';
import { Button, Checkbox, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { USER_TIPI } from '@shop/contract/rules';
import { toLanguage } from '../../../i18n/locale';
import { shopMessages } from '../../../i18n/shop-messages';
import { useLocale } from '../../../i18n/useLocale';
import { RequireUser } from '../../users/index';
import { inboxMessages as m } from './inbox-messages';
import { NotificationsPageQuery } from './notification-page-documents';
import { NotificationItem } from './NotificationItem';
import { useMarkNotificationsReadMutation } from './useMarkNotificationsReadMutation';
import { commonMessages } from '../../../i18n/common-messages';
import { LoadFailed } from '../../../app/storefront-ui/LoadFailed';
import { PageSpinner } from '../../../app/storefront-ui/PageSpinner';

const STEP = 20;
const MAX_PAGE = 100;

export function NotificationsPage() {
  return <RequireUser types={USER_TIPI}>{() => <Notifications />}</RequireUser>;
}

function Notifications() {
  const intl = useIntl();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('unread') === '1';
  const [pageSize, setPageSize] = useState(STEP);
  const { data, loading, refetch } = useQuery(NotificationsPageQuery, {
    variables: { page: 1, pageSize, unreadOnly, language: toLanguage(locale) },
    fetchPolicy: 'cache-and-network',
  });
  const { markRead, marking } = useMarkNotificationsReadMutation();
  const [failed, setFailed] = useState(false);
  const title = intl.formatMessage(commonMessages.notifications);
  const page = data?.notifications;

  const mark = async (target: { ids: string[] } | 'all') => setFailed(!(await markRead(target)));

  let body;
  if (!page && loading) {
    body = <PageSpinner label={intl.formatMessage(m.loading)} />;
  } else if (!page) {
    body = <LoadFailed message={intl.formatMessage(m.loadFailed)} onRetry={refetch} />;
  } else if (page.items.length === 0) {
    body = <Text color="fg.muted">{intl.formatMessage(unreadOnly ? m.emptyUnread : m.empty)}</Text>;
  } else {
    body = (
      <Stack as="ul" gap="3" p="0" m="0" aria-busy={loading || undefined}>
        {page.items.map((item, index) => (
          <NotificationItem
            key={index}
            notification={item}
            busy={marking}
            onMarkRead={(id) => void mark({ ids: [id] })}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="5" py={{ base: 2, lg: 4 }} width="full" maxW="3xl">
      <title>{`${title} – ${intl.formatMessage(shopMessages.shopName)}`}</title>
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', lg: '2xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage(m.intro)}</Text>
      </Stack>
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Checkbox.Root
          checked={unreadOnly}
          onCheckedChange={(e) => {
            setPageSize(STEP);
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (e.checked === true) next.set('unread', '1');
              else next.delete('unread');
              return next;
            });
          }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{intl.formatMessage(m.unreadOnly)}</Checkbox.Label>
        </Checkbox.Root>
        <Button
          variant="outline"
          size="sm"
          aria-disabled={marking || !page || page.unreadCount === 0 || undefined}
          onClick={() => page && page.unreadCount > 0 && !marking && void mark('all')}
        >
          {intl.formatMessage(m.markAllRead)}
        </Button>
      </Flex>
      {page && (
        <Text fontSize="sm" color="fg.muted" role="status" data-testid="notifications-summary">
          {intl.formatMessage(m.summary, { total: page.total, unread: page.unreadCount })}
        </Text>
      )}
      {failed && (
        <Text role="alert" color="red.700">
          {intl.formatMessage(m.actionFailed)}
        </Text>
      )}
      {body}
      {page && page.items.length < page.total && pageSize < MAX_PAGE && (
        <Button
          variant="outline"
          alignSelf="flex-start"
          onClick={() => setPageSize((size) => Math.min(size + STEP, MAX_PAGE))}
        >
          {intl.formatMessage(m.more)}
        </Button>
      )}
    </Stack>
  );
}
