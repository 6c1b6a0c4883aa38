// The wishlist page /wishlist (signed-in users): the products of the one server-side list (the
// same as the favourites listing /preferiti?type=F), each with add to cart and remove.
import { useState } from 'react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { USER_TIPI } from '@shop/contract/rules';
import { Price, TrashIcon } from '@shop/ui';
import { getFragmentData } from '../../../gql';

import { RequireUser } from '../../users/index';
import { AddToCart } from '../../cart/index';
import { useCartSettings } from '../../cart/index';
import { LineImage, LinePrice_fields } from '../../cart/index';
import { shopMessages } from '../../../i18n/shop-messages';
import { wishlistMessages } from './messages';
import { useToggleWishlistMutation } from './useToggleWishlistMutation';
import { useWishlist } from './useWishlist';
import { commonMessages } from '../../../i18n/common-messages';
import { LoadFailed } from '../../../app/storefront-ui/LoadFailed';
import { PageSpinner } from '../../../app/storefront-ui/PageSpinner';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';
import { EmptyState } from '../../../app/storefront-ui/EmptyState';
import { ProductLine, ProductLineName } from '../../../app/storefront-ui/ProductLine';

export function WishlistPage() {
  return <RequireUser types={USER_TIPI}>{() => <WishlistContent />}</RequireUser>;
}

function WishlistContent() {
  const intl = useIntl();
  const { wishlist, loading, refetch } = useWishlist({ fetchPolicy: 'cache-and-network' });
  const { remove } = useToggleWishlistMutation();
  const { decimals } = useCartSettings();
  const [failed, setFailed] = useState<string | null>(null);
  const title = intl.formatMessage(commonMessages.yourFavourites);

  const onRemove = async (code: string) => {
    setFailed(null);
    if (!(await remove(code))) setFailed(code);
  };

  let body;
  if (loading) {
    body = <PageSpinner label={intl.formatMessage(wishlistMessages.loading)} />;
  } else if (!wishlist) {
    body = <LoadFailed message={intl.formatMessage(wishlistMessages.loadFailed)} onRetry={refetch} />;
  } else if (wishlist.items.length === 0) {
    body = (
      <EmptyState
        title={intl.formatMessage(wishlistMessages.empty)}
        hint={intl.formatMessage(wishlistMessages.emptyHint)}
        testId="wishlist-empty"
      />
    );
  } else {
    body = (
      <Box as="ul" listStyleType="none" borderTopWidth="1px" borderColor="border">
        {wishlist.items.map((item) => {
          const name = item.description || item.code;
          const { netPrice } = getFragmentData(LinePrice_fields, item.price);
          return (
            <ProductLine
              key={item.code}
              code={item.code}
              testId="wishlist-item"
              image={<LineImage image={item.image} size={{ base: '16', md: '20' }} />}
            >
              <Flex flex="1" minW="0" gap="3" direction={{ base: 'column', md: 'row' }}>
                <Stack gap="1" flex="1" minW="0">
                  <ProductLineName code={item.code} description={item.description} />
                  <Text fontSize="sm" color="fg.muted">
                    {item.code} ·{' '}
                    {intl.formatMessage(wishlistMessages.addedOn, {
                      date: intl.formatDate(item.addedAt, { dateStyle: 'medium' }),
                    })}
                  </Text>
                  {netPrice !== null && (
                    <Text fontSize="sm">
                      <Price value={netPrice} decimals={decimals} fontWeight="semibold" /> / {item.unit}
                    </Text>
                  )}
                </Stack>
                <Stack gap="2" alignItems={{ base: 'flex-start', md: 'flex-end' }}>
                  {item.product ? (
                    <AddToCart product={item.product} compact />
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      {intl.formatMessage(wishlistMessages.noLongerSold)}
                    </Text>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    color="red.fg"
                    aria-label={intl.formatMessage(wishlistMessages.removeNamed, { product: name })}
                    onClick={() => void onRemove(item.code)}
                  >
                    <TrashIcon />
                    {intl.formatMessage(commonMessages.remove)}
                  </Button>
                  {failed === item.code && (
                    <Text role="alert" fontSize="xs" color="red.fg">
                      {intl.formatMessage(wishlistMessages.changeFailed)}
                    </Text>
                  )}
                </Stack>
              </Flex>
            </ProductLine>
          );
        })}
      </Box>
    );
  }

  return (
    <Stack gap="4" py={{ base: 2, lg: 4 }} width="full">
      <title>{`${title} – ${intl.formatMessage(shopMessages.shopName)}`}</title>
      <Flex gap="3" alignItems="baseline" wrap="wrap" justifyContent="space-between">
        <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} color="primary.fg">
          {title}
        </Heading>
        {wishlist && wishlist.items.length > 0 && (
          <ShopLink to="/preferiti?type=F" fontSize="sm">
            {intl.formatMessage(wishlistMessages.allFavourites)}
          </ShopLink>
        )}
      </Flex>
      {body}
    </Stack>
  );
}
