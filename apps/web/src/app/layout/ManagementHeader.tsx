// The reserved area's header: one compact row (two on a phone, the search below) with what staff
// and agents use on every management page: the navigation's "Menu" button below 992 px, the logo
// (the way to the shop; the mark alone below 992 px, so that a tablet's search has room), the
// search, the account, notifications, the cart when ordering for a client (whose bar sits above)
// and the language. No storefront notice, banner texts or menu bar: they would push every grid
// ~190 px down (~320 px on a tablet).
import type { ReactNode } from 'react';
import { Box, Container, Flex } from '@chakra-ui/react';
import { getFragmentData, type FragmentType } from '../../gql';
import { AccountArea } from '../../domains/users/index';
import { CartDropdown } from '../../domains/cart/index';
import { NotificationBell } from '../../domains/notifications/index';
import { HeaderSearch } from '../../domains/catalogue/index';
import { Header_config } from './Header';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

/**
 * The management containers use the window's width (no 1200 px page), with the header's padding.
 * On a touch screen (an agent's tablet) every button, field and select is at least 44 px tall.
 */
export const MANAGEMENT_CONTAINER = {
  maxW: 'none',
  px: { base: 4, md: 6 },
  css: {
    '@media (pointer: coarse)': {
      '& button, & .chakra-button, & select, & input:not([type=checkbox]):not([type=radio])': {
        minHeight: '44px',
      },
    },
  },
} as const;

export function ManagementHeader({
  config,
  menu,
}: {
  config: FragmentType<typeof Header_config> | undefined;
  /** The navigation's "Menu" button (below 992 px). */
  menu: ReactNode;
}) {
  const data = getFragmentData(Header_config, config);
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" borderColor="border" data-testid="management-header">
      <Container
        {...MANAGEMENT_CONTAINER}
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        columnGap={{ base: 2, md: 3 }}
        rowGap="2"
        py="2"
      >
        {menu}
        <Logo tagline={false} nameFrom="lg" />
        {/* On a phone the search takes the second row; from 768 px it shares the one row. */}
        <Flex flex={{ base: '1 1 100%', md: '1 1 0' }} order={{ base: 1, md: 0 }} minW="0">
          <HeaderSearch />
        </Flex>
        <Flex align="center" gap={{ base: 1, md: 2 }} flexShrink={0} ms={{ base: 'auto', md: 0 }}>
          <AccountArea />
          <NotificationBell />
          <CartDropdown />
          {data && <LanguageSwitch config={data} />}
        </Flex>
      </Container>
    </Box>
  );
}
