import { Box, Container, Flex, Skeleton } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useIsDesktop } from '../../lib/useMediaQuery';
import { AccountArea } from '../../domains/users/index';
import { CartDropdown } from '../../domains/cart/index';
import { WishlistHeaderLink } from '../../domains/wishlist/index';
import { NotificationBell } from '../../domains/notifications/index';
import { HeaderSearch } from '../../domains/catalogue/index';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MainMenu } from './MainMenu';
import { MobileMenu, type MobileMenuProps } from './MobileMenu';
import { TopBanners } from '../../domains/content/index';
import { TopNotice } from '../../domains/content/index';

export const Header_config = graphql(`
  fragment Header_config on Config {
    ...LanguageSwitch_config
    ...MainMenu_config
    ...MobileMenu_config
    ...TopNotice_config
  }
`);

interface HeaderProps extends Omit<MobileMenuProps, 'config'> {
  config: FragmentType<typeof Header_config> | undefined;
}

/**
 * Three rows (under the closable top notice): a top bar (banner texts, language switch), the logo row (later search and
 * cart) with the account area with the mobile "Menu" button, and the brand bar with the main menu (desktop).
 */
export function Header({ config, categories, loading, sidebar }: HeaderProps) {
  const data = getFragmentData(Header_config, config);
  // The brand bar with the main menu is the desktop's; phones have it in the drawer.
  const desktop = useIsDesktop();
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" borderColor="border">
      <TopNotice config={data} />
      <Box bg="gray.100">
        <Container display="flex" justifyContent="flex-end" alignItems="center" gap="4" minH="8" py="1">
          <TopBanners />
          {data ? (
            <LanguageSwitch config={data} />
          ) : (
            loading && <Skeleton height="4" width="20" aria-hidden="true" />
          )}
        </Container>
      </Box>
      <Container display="flex" flexWrap="wrap" alignItems="center" gap="3" py={{ base: 3, lg: 4 }}>
        <MobileMenu config={data} categories={categories} loading={loading} sidebar={sidebar} />
        <Logo tagline="lg" />
        <Box flex="1" hideFrom="lg" />
        <HeaderSearch />
        {/* One group: on a tablet the cart never drops to a row of its own. */}
        <Flex align="center" gap="3" flexShrink={0}>
          <AccountArea />
          <NotificationBell />
          <WishlistHeaderLink />
          <CartDropdown />
        </Flex>
      </Container>
      {desktop && (
        <Box bg="primary.solid" css={{ '--shop-focus-color': 'white' }} hideBelow="lg">
          <Container>
            <MainMenu config={data} loading={loading} variant="bar" />
          </Container>
        </Box>
      )}
    </Box>
  );
}
