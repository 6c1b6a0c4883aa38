// Other products of the same (leaf) category, below the product.
import { Flex, Heading, Link, Stack } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../../../gql';
import type { Language } from '../../../../gql/graphql';
import type { Locale } from '../../../../i18n/locale';
import { categoryPath } from '../../../../lib/paths';
import { ProductCard } from '../ProductCard';
import { ProductGrid, ProductGridItem, ProductGridSkeleton } from '../ProductGrid';
import { productMessages } from './messages';

const SHOWN = 6;

/** One more than shown: the product itself may be among them. */
const relatedVariables = (category: string, language: Language) => ({
  category,
  pageSize: SHOWN + 1,
  language,
});

/** The product page's load asks for them with the product (app/page-loaders.ts). */
export function loadRelatedProducts(client: ApolloClient, category: string, language: Language) {
  return client.query({ query: RelatedProductsQuery, variables: relatedVariables(category, language) });
}

export const RelatedProductsQuery = graphql(`
  query RelatedProducts($category: String!, $pageSize: Int!, $language: Language!) {
    products(filter: { category: $category }, pageSize: $pageSize, sort: DESCRIPTION, language: $language) {
      items {
        code
        ...ProductCard_product
      }
    }
  }
`);

interface RelatedProductsProps {
  code: string;
  category: { code: string; label: string };
  language: Language;
  locale: Locale;
}

export function RelatedProducts({ code, category, language, locale }: RelatedProductsProps) {
  const intl = useIntl();
  // One more than shown, as the product itself may be among them.
  const { data, loading } = useQuery(RelatedProductsQuery, {
    variables: relatedVariables(category.code, language),
  });
  const items = data?.products.items.filter((item) => item.code !== code).slice(0, SHOWN);
  if (!loading && (!items || items.length === 0)) return null;
  const title = intl.formatMessage(productMessages.related);
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Link asChild color="primary.fg" fontWeight="semibold" fontSize="sm">
          <RouterLink to={categoryPath(category.code, category.label, locale)}>
            {intl.formatMessage(productMessages.seeCategory)}
          </RouterLink>
        </Link>
      </Flex>
      {items ? (
        <ProductGrid label={title}>
          {items.map((item) => (
            <ProductGridItem key={item.code}>
              <ProductCard product={item} />
            </ProductGridItem>
          ))}
        </ProductGrid>
      ) : (
        <ProductGridSkeleton count={3} label={intl.formatMessage(productMessages.loading)} />
      )}
    </Stack>
  );
}
