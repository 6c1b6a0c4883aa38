// A product in a listing: picture with its labels, code, brand, description (the link to the
// product page), rating, pack, stock (with the units and next arrival for staff), price, and the add-to-cart and wishlist controls. One column
// of wide cards on phones, a grid of tall cards from 576 px.
import { memo } from 'react';
import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ProductImage, ProductLabels, RatingStars } from '@shop/ui';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { AddToCart } from '../../cart/index';
import { WishlistButton } from '../../wishlist/index';
import { useLocale } from '../../../i18n/useLocale';
import { brandPath, productPath } from '../../../lib/paths';
import { cardMessages } from './messages';
import { PriceTag } from './PriceTag';
import { readProductImage } from './product-image';
import { ProductCardFrame } from './ProductCardFrame';
import { StockFigures } from './StockFigures';
import { StockIndicator } from './StockIndicator';
import { useLabelText } from './useLabelText';

export const ProductCard_product = graphql(`
  fragment ProductCard_product on Product {
    code
    description
    image {
      ...ProductImage_image
    }
    brand {
      code
      name
    }
    labels
    rating
    ratingCount
    unit
    packSize
    stock
    price {
      ...PriceTag_price
    }
    ...AddToCart_product
    ...WishlistButton_product
    ...StockFigures_product
  }
`);

/**
 * How wide a card's picture shows: 96 px beside the text on phones; in the grid, the card's width
 * (2 columns to 1200 px, 3 above, beside the 260 px menu from 992 px) in a 4:3 box, so 3/4 of it.
 */
const CARD_IMAGE_SIZES = '(min-width: 1200px) 230px, (min-width: 992px) 270px, (min-width: 576px) 36vw, 96px';

/**
 * Memoised: a listing re-renders when its heading's data or the viewer arrive, and a page of cards
 * is the heaviest render of the shop; a card changes only when its product does.
 */
export const ProductCard = memo(function ProductCard({
  product: productRef,
}: {
  product: FragmentType<typeof ProductCard_product>;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const labelText = useLabelText();
  const product = getFragmentData(ProductCard_product, productRef);
  const href = productPath(product.code, product.description, locale);
  return (
    <ProductCardFrame
      as="article"
      position="relative"
      height="full"
      bg="bg"
      transition="box-shadow 0.15s, border-color 0.15s"
      _hover={{ boxShadow: 'md', borderColor: 'primary.muted' }}
      data-testid="product-card"
      data-code={product.code}
    >
      <Box position="relative" width={{ base: '96px', sm: 'full' }} flexShrink={0}>
        {/* The picture repeats the title link: one tab stop per card is enough. */}
        <RouterLink to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage
            image={readProductImage(product.image)}
            alt=""
            sizes={CARD_IMAGE_SIZES}
            aspectRatio={{ base: '1', sm: '4 / 3' }}
            borderRadius={{ base: 'md', sm: '0' }}
            borderBottomWidth={{ base: '0', sm: '1px' }}
            borderColor="border"
          />
        </RouterLink>
        <ProductLabels
          labels={product.labels}
          text={labelText}
          position="absolute"
          top={{ base: 1, sm: 2 }}
          left={{ base: 1, sm: 2 }}
          maxW="calc(100% - 3rem)"
        />
      </Box>
      <Stack gap="2" flex="1" minW="0" p={{ base: 0, sm: 3 }}>
        <Flex justify="space-between" gap="2" fontSize="xs" color="fg.muted">
          <Text as="span" fontFamily="mono" truncate>
            {intl.formatMessage(cardMessages.code, { code: product.code })}
          </Text>
          <Link asChild color="fg.muted" fontWeight="medium" truncate _hover={{ color: 'primary.fg' }}>
            <RouterLink to={brandPath(product.brand.code, product.brand.name, locale)}>
              {product.brand.name}
            </RouterLink>
          </Link>
        </Flex>
        <Text
          as="h3"
          fontWeight="semibold"
          fontSize="sm"
          lineHeight="1.35"
          lineClamp={2}
          minH={{ sm: '2lh' }}
        >
          <Link asChild color="fg" _hover={{ color: 'primary.fg' }}>
            <RouterLink to={href}>{product.description}</RouterLink>
          </Link>
        </Text>
        <Flex align="center" justify="space-between" gap="2" minH="5" wrap="wrap">
          {product.rating !== null && product.rating !== undefined ? (
            <RatingStars
              value={product.rating}
              count={product.ratingCount}
              size="0.8rem"
              label={intl.formatMessage(cardMessages.rating, {
                value: product.rating,
                count: product.ratingCount,
              })}
            />
          ) : (
            <span />
          )}
          <Text as="span" fontSize="xs" color="fg.muted">
            {intl.formatMessage(cardMessages.pack, { unit: product.unit, size: product.packSize })}
          </Text>
        </Flex>
        <StockIndicator stock={product.stock} />
        <StockFigures product={product} />
        <Flex mt="auto" pt="1" justify="space-between" align="flex-end" gap="2">
          <PriceTag price={product.price} unit={product.unit} />
          {/* Beside the price on phones; over the picture's corner in the grid. */}
          <Box flexShrink={0} position={{ base: 'static', sm: 'absolute' }} top="2" right="2" zIndex="1">
            <WishlistButton product={product} size="sm" />
          </Box>
        </Flex>
        {/* On a card the add button takes its own full-width row under the stepper. */}
        <Box css={{ '& > div > div > button': { flexBasis: '100%' } }}>
          <AddToCart product={product} compact />
        </Box>
      </Stack>
    </ProductCardFrame>
  );
});
