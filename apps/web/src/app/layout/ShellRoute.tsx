// The route component of the shop's pages: loads the shell data and picks the layout by the one
// layout rule (layout-rule.ts) from the viewer's user type and the path, with the dialogs a
// signed-in user must complete first (SessionDialogs).
import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useViewer, viewerType } from '../../lib/viewer/useViewer';
import { rememberUserType, rememberedUserType } from '../../domains/users/index';
import { SessionDialogs } from './SessionDialogs';
import { FullWidthLayout } from './FullWidthLayout';
import { chooseLayout, showsSidebar } from './layout-rule';
import { MainLayout } from './MainLayout';
import { useShellData } from './useShellData';
import { CurrentOrderBar } from '../../domains/currentorder/index';

// Staff ordering for a client get the current order's bar on every page (reserved-area code: it
// loads only for them).

export function ShellRoute() {
  const shell = useShellData();
  const { pathname } = useLocation();
  const viewer = useViewer();
  const known = viewer.status !== 'loading';
  const knownType = viewerType(viewer);
  // While the viewer loads, the type this tab last saw picks the layout
  // (domains/users/common/user-type-hint.ts).
  const userType = known ? knownType : rememberedUserType();
  useEffect(() => {
    if (known) rememberUserType(knownType);
  }, [known, knownType]);
  if (shell.redirectTo) return <Navigate replace to={shell.redirectTo} />;
  const orderingFor = viewer.viewer?.orderingFor;
  return (
    <>
      {orderingFor && (
        <Suspense fallback={null}>
          <CurrentOrderBar client={orderingFor} />
        </Suspense>
      )}
      {chooseLayout(userType, pathname) === 'full-width' ? (
        <FullWidthLayout shell={shell} />
      ) : (
        <MainLayout shell={shell} sidebar={showsSidebar(userType)} />
      )}
      <SessionDialogs />
    </>
  );
}
