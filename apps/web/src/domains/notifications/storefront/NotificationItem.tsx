// One notification of the list: title (a link to what it is about, which also marks it read), text,
// when, an unread badge and a "mark read" button.
import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { getFragmentData, graphql, type FragmentType } from '../../../gql';

import { inboxMessages as m } from './inbox-messages';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

export const NotificationItem_notification = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    kind
    title
    text
    link
    createdAt
    readAt
  }
`);

interface NotificationItemProps {
  notification: FragmentType<typeof NotificationItem_notification>;
  onMarkRead: (id: string) => void;
  busy: boolean;
}

export function NotificationItem({ notification, onMarkRead, busy }: NotificationItemProps) {
  const intl = useIntl();
  const n = getFragmentData(NotificationItem_notification, notification);
  const unread = n.readAt === null;
  const when = intl.formatDate(new Date(n.createdAt), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor={unread ? 'primary.solid' : 'border'}
      borderLeftWidth={unread ? '4px' : '1px'}
      rounded="md"
      p={{ base: 3, md: 4 }}
      bg={unread ? 'primary.subtle' : 'bg'}
      data-testid="notification"
      data-unread={unread ? '' : undefined}
    >
      <Flex
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ sm: 'flex-start' }}
      >
        <Stack gap="1" minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            {unread && (
              <Badge colorPalette="secondary" variant="solid" size="sm">
                {intl.formatMessage(m.unread)}
              </Badge>
            )}
            <Text as="h2" fontWeight={unread ? 'bold' : 'semibold'} fontSize="md" overflowWrap="anywhere">
              {n.link ? (
                <ShopLink to={n.link} onClick={() => unread && onMarkRead(n.id)}>
                  {n.title}
                </ShopLink>
              ) : (
                n.title
              )}
            </Text>
          </Flex>
          <Text overflowWrap="anywhere">{n.text}</Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={n.createdAt}>{when}</time>
          </Text>
        </Stack>
        {unread && (
          <Button
            size="sm"
            variant="outline"
            flexShrink={0}
            alignSelf={{ base: 'flex-start', sm: 'center' }}
            aria-label={intl.formatMessage(m.markReadNamed, { title: n.title })}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onMarkRead(n.id)}
          >
            {intl.formatMessage(m.markRead)}
          </Button>
        )}
      </Flex>
    </Box>
  );
}
