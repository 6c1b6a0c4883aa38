import { Suspense, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { MenuIcon } from '@shop/ui';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { CategoryTree_categories } from '../../domains/catalogue/index';
import { shellMessages } from '../../i18n/shell-messages';
import { lazyComponent } from '../../lib/lazy-component';

// The drawer (a modal dialog with focus trap) is code most desktop visitors never run: it loads on
// the first tap of the button.
const MobileMenuDrawer = lazyComponent(() => import('./MobileMenuDrawer'));

export const MobileMenu_config = graphql(`
  fragment MobileMenu_config on Config {
    ...MainMenu_config
    ...LeftMenu_config
  }
`);

export interface MobileMenuProps {
  config: FragmentType<typeof MobileMenu_config> | undefined;
  categories: readonly FragmentType<typeof CategoryTree_categories>[] | undefined;
  loading: boolean;
  /** False for staff: the mobile menu then holds the main menu only, like the desktop. */
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
  const [loaded, setLoaded] = useState(false);
  const open = openedAt === location.key;
  const data = getFragmentData(MobileMenu_config, config);
  return (
    <>
      <Button
        variant="outline"
        colorPalette="primary"
        size="sm"
        hideFrom="lg"
        flexShrink={0}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpenedAt(location.key);
        }}
      >
        <MenuIcon />
        {intl.formatMessage(shellMessages.menu)}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            config={data}
            categories={categories}
            loading={loading}
            sidebar={sidebar}
            open={open}
            onOpenChange={(next) => setOpenedAt(next ? location.key : null)}
          />
        </Suspense>
      )}
    </>
  );
}
