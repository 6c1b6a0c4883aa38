// Guards a page for some user types (spec §6): visitors go to /login and come back afterwards
// (?next=); a signed-in user of another type goes to their own landing page. With `orderingFor`, a
// staff user ordering for a client is let in as that client's buyer (checkout).
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { SignedIn } from '../../../app/storefront-ui/SignedIn';
import { useLocale } from '../../../i18n/useLocale';
import { homeOfUser } from '../../../lib/viewer/login-destination';
import type { Viewer } from '../../../lib/viewer/useViewer';
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
  return (
    <SignedIn loadingLabel={intl.formatMessage(accountMessages.loading)}>
      {(viewer) => {
        const buysForClient = orderingFor && viewer.orderingFor !== null;
        if (!buysForClient && !types.includes(viewer.type.toUpperCase()))
          return <Navigate replace to={homeOfUser(viewer, locale)} />;
        return children(viewer);
      }}
    </SignedIn>
  );
}
