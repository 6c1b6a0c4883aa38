// The full-width management layout (spec §2) for user types A, X, U, F on management routes:
// header, content across the whole window, footer; no sidebar.
import { useDeferredValue } from 'react';
import { Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ScrollToTop } from '@shop/ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_ID, ShellMain } from './ShellMain';
import { SkipLink } from './SkipLink';
import { layoutMessages } from './messages';
import type { ShellData } from './useShellData';

export function FullWidthLayout({ shell }: { shell: ShellData }) {
  const intl = useIntl();
  const { data, loading } = shell;
  // The footer (a third of the shell's elements) is below the fold on a phone: it renders in a
  // second pass, so the first paint of the page (and of the consent dialog) comes sooner.
  const footer = useDeferredValue(true, false);
  return (
    <Flex direction="column" minH="100dvh" data-layout="full-width">
      <SkipLink targetId={MAIN_ID} />
      <Header config={data?.config} categories={data?.categories} loading={loading} sidebar={false} />
      <ShellMain shell={shell} px={{ base: 4, lg: 8 }} py={{ base: 4, lg: 6 }} />
      {footer && <Footer config={data?.config} loading={loading} />}
      <ScrollToTop label={intl.formatMessage(layoutMessages.scrollToTop)} focusTargetId={MAIN_ID} />
    </Flex>
  );
}
