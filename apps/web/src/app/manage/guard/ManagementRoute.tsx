// The route component around every reserved-area page (routes.tsx): the reserved area's messages and
// the permission guard. A visitor goes to /login?next=… and comes back; a customer, or a user
// without the page's permission, gets the "not allowed" page inside the layout (or their own
// landing page, for entries marked othersGoHome).
import type { ReactNode } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { homeOfUser, loginPath } from '../../../lib/viewer/login-destination';
import { useViewer } from '../../../lib/viewer/useViewer';
import { useLocale } from '../../../i18n/useLocale';
import { ManagementIntl } from '../i18n/ManagementIntl';
import { guardMessages } from './messages';
import { NotAllowedPage } from './NotAllowedPage';
import { useManagementRoute } from './route-handle';

export function ManagementRoute() {
  return (
    <ManagementIntl>
      <ManagementGuard>
        <Outlet />
      </ManagementGuard>
    </ManagementIntl>
  );
}

export function ManagementGuard({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const route = useManagementRoute();
  const state = useViewer();
  if (state.status === 'loading')
    return (
      <Center py="12">
        <Spinner
          role="status"
          color="primary.solid"
          aria-label={intl.formatMessage(guardMessages.checking)}
        />
      </Center>
    );
  if (!state.viewer)
    return <Navigate replace to={loginPath(locale, `${location.pathname}${location.search}`)} />;
  if (route && !state.viewer.permissions.includes(route.permission)) {
    if (route.othersGoHome) return <Navigate replace to={homeOfUser(state.viewer, locale)} />;
    return <NotAllowedPage viewer={state.viewer} />;
  }
  return <>{children}</>;
}
