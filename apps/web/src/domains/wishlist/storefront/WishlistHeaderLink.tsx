// The header's wishlist button (spec §2, §6: logged in only): a link to /wishlist with the count.
import { Badge, Box, Button, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { HeartIcon } from '@shop/ui';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { wishlistMessages } from './messages';
import { useWishlist } from './useWishlist';
import { shellMessages } from '../../../i18n/shell-messages';

export function WishlistHeaderLink() {
  const intl = useIntl();
  const locale = useLocale();
  const { wishlist, signedIn } = useWishlist();
  if (!signedIn) return null;
  const count = wishlist?.items.length ?? 0;
  return (
    <Button asChild variant="ghost" color="primary.fg" minH="10" px="2" flexShrink={0}>
      <RouterLink to={localizePath('/wishlist', locale)} data-testid="wishlist-link">
        <HeartIcon />
        {/* The name is "Preferiti, 2 prodotti": the word is visible on wide screens, the count as a badge. */}
        <Box as="span" hideBelow="xl" fontWeight="semibold">
          {intl.formatMessage(shellMessages.favourites)}
        </Box>
        <VisuallyHidden hideFrom="xl">{intl.formatMessage(shellMessages.favourites)}</VisuallyHidden>
        <VisuallyHidden>, {intl.formatMessage(wishlistMessages.count, { count })}</VisuallyHidden>
        {count > 0 && (
          <Badge colorPalette="primary" variant="subtle" rounded="full" aria-hidden="true">
            {count}
          </Badge>
        )}
      </RouterLink>
    </Button>
  );
}
