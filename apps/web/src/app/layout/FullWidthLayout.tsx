// The full-width management layout (spec §2) for user types A, X, U, F on management routes:
// header, the reserved area's navigation beside (or, below 992 px, above) the page, footer; no
// sidebar. The content sits in the header's container (same max width and padding), so it lines
// up with the logo and the account area. The navigation is management code: it loads on first use
// (with the page's own chunk), never with the storefront.
import { lazy, Suspense } from 'react';
import { Box, Container } from '@chakra-ui/react';
import { Header } from './Header';
import { ShellMain } from './ShellMain';
import { ShellFrame } from './ShellFrame';
import type { ShellData } from './useShellData';

const ManagementNav = lazy(() => import('../manage/nav/ManagementNav'));

export function FullWidthLayout({ shell }: { shell: ShellData }) {
  const { data, loading } = shell;
  return (
    <ShellFrame shell={shell} layout="full-width">
      <Header config={data?.config} categories={data?.categories} loading={loading} sidebar={false} />
      <Container
        flex="1"
        display="flex"
        flexDirection={{ base: 'column', lg: 'row' }}
        gap={{ base: 3, lg: 8 }}
        py={{ base: 0, lg: 6 }}
      >
        {/* The desktop column's width is reserved while the navigation loads (ManagementNav's NAV_WIDTH). */}
        <Suspense fallback={<Box width="220px" flexShrink={0} hideBelow="lg" />}>
          <ManagementNav />
        </Suspense>
        <ShellMain shell={shell} pt={{ base: 2, lg: 0 }} pb={{ base: 4, lg: 0 }} />
      </Container>
    </ShellFrame>
  );
}
