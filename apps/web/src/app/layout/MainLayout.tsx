// The main layout (spec §2): header, left sidebar (not for staff), content, footer, mobile menu,
// scroll-to-top. The cart and order popups and the consent modals join as their features land
// (the cookie consent dialog is app-wide: see CookieConsentProvider).
import { Suspense } from 'react';
import { Box, Container, Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ScrollToTop } from '@shop/ui';
import { useIsDesktop } from '../../lib/useMediaQuery';
import { Footer } from './Footer';
import { Header } from './Header';
import { LeftMenu } from './LeftMenu';
import { MAIN_ID, ShellMain } from './ShellMain';
import { SkipLink } from './SkipLink';
import { layoutMessages } from './messages';
import type { ShellData } from './useShellData';

export function MainLayout({ shell, sidebar }: { shell: ShellData; sidebar: boolean }) {
  const intl = useIntl();
  const { data, loading } = shell;
  // Below lg the left menu lives in the mobile drawer only (not rendered on a phone; hidden by CSS
  // too, for a server render that guessed a desktop).
  const desktop = useIsDesktop();
  // Header, page and footer are hydrated one after the other (Suspense boundaries), each a task of
  // its own, not the whole page in one long task.
  return (
    <Flex direction="column" minH="100dvh" data-layout="main">
      <SkipLink targetId={MAIN_ID} />
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
      <Suspense>
        <Footer config={data?.config} loading={loading} />
      </Suspense>
      <ScrollToTop label={intl.formatMessage(layoutMessages.scrollToTop)} focusTargetId={MAIN_ID} />
    </Flex>
  );
}
