// Guards a page for some user types (spec §6): visitors go to /login and come back afterwards
// (?next=); a signed-in user of another type goes to their own landing page.
import type { ReactNode } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { localizePath } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { homeOfUser, loginPath } from '../auth/login-destination';
import { useViewer, type Viewer } from '../auth/useViewer';
import { accountMessages } from './messages';

interface RequireUserProps {
  types: readonly string[];
  children: (viewer: Viewer) => ReactNode;
}

export function RequireUser({ types, children }: RequireUserProps) {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const state = useViewer();
  if (state.status === 'loading')
    return (
      <Center py="12">
        <Spinner color="primary.solid" aria-label={intl.formatMessage(accountMessages.loading)} />
      </Center>
    );
  if (!state.viewer)
    return <Navigate replace to={loginPath(locale, `${location.pathname}${location.search}`)} />;
  if (!types.includes(state.viewer.type.toUpperCase()))
    return <Navigate replace to={localizePath(homeOfUser(state.viewer), locale)} />;
  return children(state.viewer);
}
