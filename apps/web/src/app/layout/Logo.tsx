import { Box, Link as ChakraLink, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../i18n/useLocale';
import { homePath } from '../../lib/paths';
import { shopMessages } from '../../i18n/shop-messages';
import { layoutMessages } from './messages';

function LogoMark() {
  return (
    <chakra.svg viewBox="0 0 32 32" boxSize={{ base: '8', sm: '10' }} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#005AA6" />
      <path d="M7 24 16 7l9 17h-4.2L16 14.6 11.2 24z" fill="#fff" />
      <rect x="7" y="25.5" width="18" height="2.5" rx="1.25" fill="#DA0E33" />
    </chakra.svg>
  );
}

/**
 * The shop's logo: links to the home page of the current language. `tagline`: the screen size from
 * which the tagline shows (the storefront header shows it from 992 px, so that its row of account,
 * notifications, wishlist and cart fits a 768 px tablet), or false (the management header).
 * `nameFrom`: the screen size from which the shop's name shows beside the mark (the management
 * header keeps a tablet's row for its search); the link is named after the shop either way.
 */
export function Logo({ tagline = 'sm', nameFrom }: { tagline?: 'sm' | 'lg' | false; nameFrom?: 'lg' }) {
  const intl = useIntl();
  const locale = useLocale();
  const name = intl.formatMessage(shopMessages.shopName);
  return (
    <ChakraLink
      aria-label={nameFrom ? name : undefined}
      asChild
      display="inline-flex"
      alignItems="center"
      gap="2.5"
      color="fg"
      textDecoration="none"
      _hover={{ textDecoration: 'none' }}
      minW="0"
    >
      <RouterLink to={homePath(locale)}>
        <LogoMark />
        <Box as="span" display="block" lineHeight="1.15" minW="0" hideBelow={nameFrom}>
          <Box
            as="span"
            display="block"
            fontWeight="extrabold"
            fontSize={{ base: 'lg', sm: 'xl' }}
            color="primary.fg"
          >
            {name}
          </Box>
          {tagline && (
            <Box as="span" display="block" fontSize="xs" color="fg.muted" hideBelow={tagline}>
              {intl.formatMessage(layoutMessages.tagline)}
            </Box>
          )}
        </Box>
      </RouterLink>
    </ChakraLink>
  );
}
