// The header's account area (spec §2, §6): a login link for visitors; for logged-in users a menu
// with their own area and logout.
import { Suspense } from 'react';
import { Link as ChakraLink, Skeleton } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { UserIcon } from '@shop/ui';
import { useLocale } from '../../../../i18n/useLocale';
import { loginPath } from '../../../../lib/viewer/login-destination';
import { useViewer } from '../../../../lib/viewer/useViewer';
import { shellMessages } from '../../../../i18n/shell-messages';
import { lazyComponent } from '../../../../lib/lazy-component';

// Only signed-in users see the menu: its code (Chakra's menu, positioning) loads when one does.
const AccountMenu = lazyComponent(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));

export function AccountArea() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const { viewer } = useViewer();
  if (viewer) {
    return (
      <Suspense fallback={<Skeleton height="10" width="32" flexShrink={0} aria-hidden="true" />}>
        <AccountMenu viewer={viewer} />
      </Suspense>
    );
  }
  return (
    <ChakraLink
      asChild
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      fontWeight="semibold"
      color="primary.fg"
      flexShrink={0}
      minH="10"
      px="2"
    >
      <RouterLink to={loginPath(locale, `${location.pathname}${location.search}`)}>
        <UserIcon />
        {intl.formatMessage(shellMessages.logIn)}
      </RouterLink>
    </ChakraLink>
  );
}
