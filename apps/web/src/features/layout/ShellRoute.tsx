// The route component of the shop's pages: loads the shell data and picks the layout by the one
// layout rule (layout-rule.ts) from the viewer's user type and the path, with the dialogs a
// signed-in user must complete first (SessionDialogs).
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useViewer, viewerType } from '../auth/useViewer';
import { SessionDialogs } from '../session/SessionDialogs';
import { FullWidthLayout } from './FullWidthLayout';
import { rememberUserType, rememberedUserType } from './layout-hint';
import { chooseLayout, showsSidebar } from './layout-rule';
import { MainLayout } from './MainLayout';
import { useShellData } from './useShellData';

export function ShellRoute() {
  const shell = useShellData();
  const { pathname } = useLocation();
  const viewer = useViewer();
  const known = viewer.status !== 'loading';
  const knownType = viewerType(viewer);
  // While the viewer loads, the type this tab last saw picks the layout (layout-hint.ts).
  const userType = known ? knownType : rememberedUserType();
  useEffect(() => {
    if (known) rememberUserType(knownType);
  }, [known, knownType]);
  if (shell.redirectTo) return <Navigate replace to={shell.redirectTo} />;
  return (
    <>
      {chooseLayout(userType, pathname) === 'full-width' ? (
        <FullWidthLayout shell={shell} />
      ) : (
        <MainLayout shell={shell} sidebar={showsSidebar(userType)} />
      )}
      <SessionDialogs />
    </>
  );
}
