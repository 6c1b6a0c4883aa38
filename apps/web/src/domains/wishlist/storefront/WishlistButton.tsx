// The heart on product cards and the product page (logged in only, spec §6): pressed when the
// product is in the wishlist; a press adds or removes it at once.
import { useState } from 'react';
import { IconButton, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { HeartIcon } from '@shop/ui';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { AddToCart_product } from '../../cart/index';
import { wishlistMessages } from './messages';
import { useToggleWishlistMutation } from './useToggleWishlistMutation';
import { useWishlist } from './useWishlist';

export const WishlistButton_product = graphql(`
  fragment WishlistButton_product on Product {
    code
    ...AddToCart_product
  }
`);

interface WishlistButtonProps {
  product: FragmentType<typeof WishlistButton_product>;
  size?: 'sm' | 'md';
}

export function WishlistButton({ product: productRef, size = 'md' }: WishlistButtonProps) {
  const intl = useIntl();
  const { wishlist, signedIn } = useWishlist();
  const { add, remove } = useToggleWishlistMutation();
  const [failed, setFailed] = useState(false);
  const base = getFragmentData(WishlistButton_product, productRef);
  const product = getFragmentData(AddToCart_product, base);
  if (!signedIn) return null;

  const code = product.code.toUpperCase();
  const inWishlist = wishlist?.items.some((item) => item.code.toUpperCase() === code) ?? false;
  const name = product.description || product.code;
  const toggle = async () => {
    setFailed(false);
    const ok = inWishlist ? await remove(product.code) : await add(product);
    if (!ok) setFailed(true);
  };
  return (
    <Stack gap="1" alignItems="flex-start">
      <IconButton
        aria-label={intl.formatMessage(inWishlist ? wishlistMessages.inWishlist : wishlistMessages.add, {
          product: name,
        })}
        title={intl.formatMessage(inWishlist ? wishlistMessages.inWishlist : wishlistMessages.add, {
          product: name,
        })}
        aria-pressed={inWishlist}
        variant="outline"
        size={size}
        color={inWishlist ? 'secondary.fg' : 'fg.muted'}
        disabled={!wishlist}
        onClick={() => void toggle()}
      >
        <HeartIcon filled={inWishlist} />
      </IconButton>
      {failed && (
        <Text role="alert" fontSize="xs" color="red.fg">
          {intl.formatMessage(wishlistMessages.changeFailed)}
        </Text>
      )}
    </Stack>
  );
}
