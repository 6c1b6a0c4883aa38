// The full-width management layout (spec §2) for user types A, X, U, F on management routes: the
// compact management header (ManagementHeader), the reserved area's navigation beside the page
// from 992 px (below, a drawer opened from the header's "Menu" button), footer; no sidebar. Header
// and content use the window's width, so the grids do. The navigation is management code: it
// loads on first use (with the page's own chunk), never with the storefront.
import { lazy, Suspense } from 'react';
import { Box, Container } from '@chakra-ui/react';
import { useIsDesktop } from '../../lib/useMediaQuery';
import { MANAGEMENT_CONTAINER, ManagementHeader } from './ManagementHeader';
import { ShellMain } from './ShellMain';
import { ShellFrame } from './ShellFrame';
import type { ShellData } from './useShellData';

const ManagementNav = lazy(() => import('../manage/nav/ManagementNav'));

/** ManagementNav's NAV_WIDTH, reserved while its chunk loads. */
const NAV_WIDTH = '11.5rem';

export function FullWidthLayout({ shell }: { shell: ShellData }) {
  const desktop = useIsDesktop();
  return (
    <ShellFrame shell={shell} layout="full-width">
      <ManagementHeader
        config={shell.data?.config}
        menu={
          desktop ? null : (
            <Suspense fallback={<Box width="6.5rem" height="11" flexShrink={0} hideFrom="lg" />}>
              <ManagementNav variant="drawer" />
            </Suspense>
          )
        }
      />
      <Container {...MANAGEMENT_CONTAINER} flex="1" display="flex" gap="6" py={{ base: 3, lg: 4 }}>
        {desktop && (
          <Suspense fallback={<Box width={NAV_WIDTH} flexShrink={0} hideBelow="lg" />}>
            <ManagementNav variant="side" />
          </Suspense>
        )}
        <ShellMain shell={shell} pb={{ base: 4, lg: 0 }} />
      </Container>
    </ShellFrame>
  );
}
