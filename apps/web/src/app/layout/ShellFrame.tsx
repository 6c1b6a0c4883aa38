// What every page layout has around its header and content: the skip link first, then the footer
// (hydrated on its own, after the page) and the scroll-to-top button.
import { Suspense, type ReactNode } from 'react';
import { Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ScrollToTop } from '@shop/ui';
import { Footer } from './Footer';
import { MAIN_ID } from './ShellMain';
import { SkipLink } from './SkipLink';
import { layoutMessages } from './messages';
import type { ShellData } from './useShellData';

interface ShellFrameProps {
  shell: ShellData;
  /** The layout's name (data-layout), read by tests and styles. */
  layout: 'main' | 'full-width';
  /** The header and the content. */
  children: ReactNode;
}

export function ShellFrame({ shell: { data, loading }, layout, children }: ShellFrameProps) {
  const intl = useIntl();
  return (
    <Flex direction="column" minH="100dvh" data-layout={layout}>
      <SkipLink targetId={MAIN_ID} />
      {children}
      <Suspense>
        <Footer config={data?.config} loading={loading} />
      </Suspense>
      <ScrollToTop label={intl.formatMessage(layoutMessages.scrollToTop)} focusTargetId={MAIN_ID} />
    </Flex>
  );
}
