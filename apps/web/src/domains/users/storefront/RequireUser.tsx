// Guards a page for some user types (spec §6): visitors go to /login and come back afterwards
// (?next=); a signed-in user of another type goes to their own landing page. With `orderingFor`, a
// staff user ordering for a client is let in as that client's buyer (checkout).
import type { ReactNode } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { useLocale } from '../../../i18n/useLocale';
import { homeOfUser, loginPath } from '../../../lib/viewer/login-destination';
import { useViewer, type Viewer } from '../../../lib/viewer/useViewer';
import { accountMessages } from './messages';

interface RequireUserProps {
  types: readonly string[];
  /** Staff ordering for a client pass too (the storefront then runs as that client: checkout). */
  orderingFor?: boolean;
  children: (viewer: Viewer) => ReactNode;
}

export function RequireUser({ types, orderingFor = false, children }: RequireUserProps) {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const state = useViewer();
  if (state.status === 'loading')
    return (
      <Center py="12">
        <Spinner
          role="status"
          color="primary.solid"
          aria-label={intl.formatMessage(accountMessages.loading)}
        />
      </Center>
    );
  if (!state.viewer)
    return <Navigate replace to={loginPath(locale, `${location.pathname}${location.search}`)} />;
  const buysForClient = orderingFor && state.viewer.orderingFor !== null;
  if (!buysForClient && !types.includes(state.viewer.type.toUpperCase()))
    return <Navigate replace to={homeOfUser(state.viewer, locale)} />;
  return children(state.viewer);
}
