// A row of product cards on the home page (products on sale, highlights, news, favourites): a heading,
// the listing's cards and a link to the whole listing. The same grid as the listings; from 576 to
// 1200 px, where the grid has two columns, the third card waits for the listing.
import { useId } from 'react';
import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';

import { getFragmentData, graphql, type FragmentType } from '../../../gql';

import { ProductCard } from '../../catalogue/index';
import { GRID_COLUMNS } from '../../catalogue/index';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

export const ProductRail_products = graphql(`
  fragment ProductRail_products on ProductConnection {
    total
    items {
      code
      ...ProductCard_product
    }
  }
`);

interface ProductRailProps {
  title: string;
  /** The listing's path (Italian; localised here) and the link's text for its number of products. */
  listing: { path: string; label: (total: number) => string };
  products: FragmentType<typeof ProductRail_products>;
  testId: string;
  /** Said when there are no products (the rail is left out when there is nothing to say). */
  empty?: string;
}

export function ProductRail({ title, listing, products: productsRef, testId, empty }: ProductRailProps) {
  const headingId = useId();
  const products = getFragmentData(ProductRail_products, productsRef);
  if (products.items.length === 0 && !empty) return null;
  return (
    <Box as="section" aria-labelledby={headingId} data-testid={testId}>
      <Flex align="baseline" justify="space-between" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }}>
          {title}
        </Heading>
        {products.total > 0 && (
          <ShopLink to={listing.path} fontWeight="semibold" fontSize="sm">
            {listing.label(products.total)}
          </ShopLink>
        )}
      </Flex>
      {products.items.length === 0 && <Text color="fg.muted">{empty}</Text>}
      <Grid as="ul" listStyleType="none" templateColumns={GRID_COLUMNS} gap="4">
        {products.items.map((product, index) => (
          <Box
            as="li"
            key={product.code}
            display={index >= 2 ? { base: 'block', sm: 'none', xl: 'block' } : undefined}
          >
            <ProductCard product={product} />
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
