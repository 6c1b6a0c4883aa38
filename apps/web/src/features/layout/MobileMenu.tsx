import { useState } from 'react';
import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { MenuIcon } from '@shop/ui';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { CategoryTree_categories } from './CategoryTree';
import { LeftMenu } from './LeftMenu';
import { MainMenu } from './MainMenu';
import { layoutMessages } from './messages';

export const MobileMenu_config = graphql(`
  fragment MobileMenu_config on Config {
    ...MainMenu_config
    ...LeftMenu_config
  }
`);

interface MobileMenuProps {
  config: FragmentType<typeof MobileMenu_config> | undefined;
  categories: readonly FragmentType<typeof CategoryTree_categories>[] | undefined;
  loading: boolean;
  sidebar: boolean;
}

/**
 * Below 992 px: a "Menu" button that opens a 260 px drawer with the main menu and, for everyone but
 * staff, the left menu.
 */
export function MobileMenu({ config, categories, loading, sidebar }: MobileMenuProps) {
  const intl = useIntl();
  const location = useLocation();
  // The drawer is open only on the page where it was opened: following a link in it closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const data = getFragmentData(MobileMenu_config, config);
  return (
    <Drawer.Root
      open={openedAt === location.key}
      onOpenChange={(details) => setOpenedAt(details.open ? location.key : null)}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <Button variant="outline" colorPalette="primary" size="sm" hideFrom="lg" flexShrink={0}>
          <MenuIcon />
          {intl.formatMessage(layoutMessages.openMenu)}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="260px">
            <Drawer.Header>
              <Drawer.Title>{intl.formatMessage(layoutMessages.menuTitle)}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body display="flex" flexDirection="column" gap="6" pb="8">
              <MainMenu config={data} loading={loading} variant="drawer" />
              {sidebar && <LeftMenu config={data} categories={categories} loading={loading} />}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(layoutMessages.closeMenu)} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
