// The header's bell for every signed-in user (customers and staff): a link to /notifiche with the
// unread count in its name ("Notifiche, 3 non lette"). The count is one tiny query, polled every
// minute while the tab is visible and again when the window gets the focus; visitors ask nothing.
import { useEffect } from 'react';
import { Badge, Box, Button, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { StrokeIcon } from '@shop/ui';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { useViewer } from '../../../lib/viewer/useViewer';
import { inboxMessages as m } from './inbox-messages';
import { UnreadNotificationCountQuery } from './notification-documents';
import { shellMessages } from '../../../i18n/shell-messages';

export const NOTIFICATIONS_PATH = '/notifiche';
const POLL_MS = 60_000;

export function NotificationBell() {
  const intl = useIntl();
  const locale = useLocale();
  const signedIn = useViewer().status === 'authenticated';
  const { data, refetch } = useQuery(UnreadNotificationCountQuery, {
    skip: !signedIn,
    pollInterval: POLL_MS,
    skipPollAttempt: () => document.visibilityState === 'hidden',
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  useEffect(() => {
    if (!signedIn) return;
    const onFocus = () => void refetch().catch(() => undefined);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [signedIn, refetch]);
  if (!signedIn) return null;
  const count = data?.unreadNotificationCount ?? 0;
  // The link's name is one piece of text, "Notifiche, 3 non lette": the visible word and badge are
  // hidden from screen readers, so nothing laid out apart gets joined with a stray space
  // ("Notifiche , 3 non lette") and no aria-label differs from the visible text.
  const label = `${intl.formatMessage(shellMessages.notifications)}, ${intl.formatMessage(m.bellCount, { count })}`;
  return (
    <Button asChild variant="ghost" color="primary.fg" minH="10" px="2" flexShrink={0}>
      <RouterLink to={localizePath(NOTIFICATIONS_PATH, locale)} data-testid="notification-bell">
        <StrokeIcon>
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </StrokeIcon>
        <Box as="span" hideBelow="xl" fontWeight="semibold" aria-hidden="true">
          {intl.formatMessage(shellMessages.notifications)}
        </Box>
        <VisuallyHidden>{label}</VisuallyHidden>
        {count > 0 && (
          <Badge
            colorPalette="secondary"
            variant="solid"
            rounded="full"
            aria-hidden="true"
            data-testid="notification-count"
          >
            {count > 99 ? '99+' : count}
          </Badge>
        )}
      </RouterLink>
    </Button>
  );
}
