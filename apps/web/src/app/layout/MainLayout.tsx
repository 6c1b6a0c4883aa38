// The main layout (spec §2): header, left sidebar (not for staff), content, footer, mobile menu,
// scroll-to-top. The cart and order popups and the consent modals join as their features land
// (the cookie consent dialog is app-wide: see CookieConsentProvider).
import { Suspense } from 'react';
import { Box, Container } from '@chakra-ui/react';
import { useIsDesktop } from '../../lib/useMediaQuery';
import { Header } from './Header';
import { LeftMenu } from './LeftMenu';
import { ShellMain } from './ShellMain';
import { ShellFrame } from './ShellFrame';
import type { ShellData } from './useShellData';

export function MainLayout({ shell, sidebar }: { shell: ShellData; sidebar: boolean }) {
  const { data, loading } = shell;
  // Below lg the left menu lives in the mobile drawer only (not rendered on a phone; hidden by CSS
  // too, for a server render that guessed a desktop).
  const desktop = useIsDesktop();
  // Header, page and footer are hydrated one after the other (Suspense boundaries), each a task of
  // its own, not the whole page in one long task.
  return (
    <ShellFrame shell={shell} layout="main">
      <Suspense>
        <Header config={data?.config} categories={data?.categories} loading={loading} sidebar={sidebar} />
      </Suspense>
      <Container flex="1" display="flex" gap="8" py={{ base: 4, lg: 6 }}>
        {sidebar && desktop && (
          <Box width="260px" flexShrink={0} hideBelow="lg">
            <Suspense>
              <LeftMenu config={data?.config} categories={data?.categories} loading={loading} />
            </Suspense>
          </Box>
        )}
        <Suspense>
          <ShellMain shell={shell} />
        </Suspense>
      </Container>
    </ShellFrame>
  );
}
