// The main layout (spec §2): header, left sidebar (not for staff), content, footer, mobile menu,
// scroll-to-top. The cart and order popups and the consent modals join as their features land
// (the cookie consent dialog is app-wide: see CookieConsentProvider).
import { useDeferredValue } from 'react';
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
  // The footer (a third of the shell's elements) is below the fold on a phone: it renders in a
  // second pass, so the first paint of the page (and of the consent dialog) comes sooner.
  const footer = useDeferredValue(true, false);
  // Below lg the left menu lives in the mobile drawer only.
  const desktop = useIsDesktop();
  return (
    <Flex direction="column" minH="100dvh" data-layout="main">
      <SkipLink targetId={MAIN_ID} />
      <Header config={data?.config} categories={data?.categories} loading={loading} sidebar={sidebar} />
      <Container flex="1" display="flex" gap="8" py={{ base: 4, lg: 6 }}>
        {sidebar && desktop && (
          <Box width="260px" flexShrink={0}>
            <LeftMenu config={data?.config} categories={data?.categories} loading={loading} />
          </Box>
        )}
        <ShellMain shell={shell} />
      </Container>
      {footer && <Footer config={data?.config} loading={loading} />}
      <ScrollToTop label={intl.formatMessage(layoutMessages.scrollToTop)} focusTargetId={MAIN_ID} />
    </Flex>
  );
}
