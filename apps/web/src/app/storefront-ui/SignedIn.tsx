// A page for signed-in users only: a spinner while the session is read; a visitor goes to /login and
// comes back afterwards (?next=); a signed-in user gets the page.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useLocale } from '../../i18n/useLocale';
import { loginPath } from '../../lib/viewer/login-destination';
import { useViewer, type Viewer } from '../../lib/viewer/useViewer';
import { PageSpinner } from './PageSpinner';

interface SignedInProps {
  /** The spinner's accessible name while the session is read. */
  loadingLabel: string;
  children: (viewer: Viewer) => ReactNode;
}

export function SignedIn({ loadingLabel, children }: SignedInProps) {
  const locale = useLocale();
  const location = useLocation();
  const state = useViewer();
  if (state.status === 'loading') return <PageSpinner label={loadingLabel} />;
  if (!state.viewer)
    return <Navigate replace to={loginPath(locale, `${location.pathname}${location.search}`)} />;
  return children(state.viewer);
}
