// The header's account area (spec §2, §6): a login link for visitors, a link to their own area for
// logged-in users (the account menu with logout comes with the logout mutation).
import { Link as ChakraLink } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { UserIcon } from '@shop/ui';
import { localizePath } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { homeOfUser, loginPath } from './login-destination';
import { authMessages } from './messages';
import { useViewer } from './useViewer';

export function AccountArea() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const { viewer } = useViewer();
  const to = viewer
    ? localizePath(homeOfUser(viewer), locale)
    : loginPath(locale, `${location.pathname}${location.search}`);
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
      <RouterLink to={to}>
        <UserIcon />
        {intl.formatMessage(viewer ? authMessages.accountLink : authMessages.loginLink)}
      </RouterLink>
    </ChakraLink>
  );
}
