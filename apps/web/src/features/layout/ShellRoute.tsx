// The route component of the shop's pages: loads the shell data and picks the layout by the one
// layout rule (layout-rule.ts) from the viewer's user type and the path, with the dialogs a
// signed-in user must complete first (SessionDialogs).
import { Navigate, useLocation } from 'react-router-dom';
import { useViewer, viewerType } from '../auth/useViewer';
import { SessionDialogs } from '../session/SessionDialogs';
import { FullWidthLayout } from './FullWidthLayout';
import { chooseLayout, showsSidebar } from './layout-rule';
import { MainLayout } from './MainLayout';
import { useShellData } from './useShellData';

export function ShellRoute() {
  const shell = useShellData();
  const { pathname } = useLocation();
  const userType = viewerType(useViewer());
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
