// The content of the mobile menu: a 260 px drawer with the main menu and, for everyone but staff,
// the left menu. Loaded on the first tap of the "Menu" button (see MobileMenu).
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '../../gql';
import type { CategoryTree_categories } from '../../domains/catalogue/index';
import { LeftMenu, type LeftMenu_config } from './LeftMenu';
import { MainMenu, type MainMenu_config } from './MainMenu';
import { layoutMessages } from './messages';
import { shellMessages } from '../../i18n/shell-messages';

export interface MobileMenuDrawerProps {
  config: (FragmentType<typeof MainMenu_config> & FragmentType<typeof LeftMenu_config>) | undefined;
  categories: readonly FragmentType<typeof CategoryTree_categories>[] | undefined;
  loading: boolean;
  sidebar: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function MobileMenuDrawer(props: MobileMenuDrawerProps) {
  const { config, categories, loading, sidebar, open, onOpenChange } = props;
  const intl = useIntl();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="260px">
            <Drawer.Header>
              <Drawer.Title>{intl.formatMessage(shellMessages.menu)}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body display="flex" flexDirection="column" gap="6" pb="8">
              <MainMenu config={config} loading={loading} variant="drawer" />
              {sidebar && <LeftMenu config={config} categories={categories} loading={loading} />}
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
