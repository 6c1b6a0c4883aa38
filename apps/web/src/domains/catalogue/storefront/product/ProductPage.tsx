// /product/{code-slug}/{description-slug}?codart={code} (spec §2). The code in `codart` finds the
// product (the code slug when it is missing); the slugs only decorate the address, and a wrong one
// is replaced by the right one. An unknown code is the 404 page.
import { useDeferredValue, type ReactNode } from 'react';
import { Alert, Box, chakra, Flex, Grid, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, redirect, useLocation, useParams } from 'react-router-dom';
import { ProductLabels, RatingStars } from '@shop/ui';
import type { PageLoad } from '../../../../lib/page-loaders';
import { graphql } from '../../../../gql';
import { localeFromPath, localizePath, toLanguage } from '../../../../i18n/locale';
import { useLocale } from '../../../../i18n/useLocale';
import { brandPath, categoryPath, productPath } from '../../../../lib/paths';
import { useViewer } from '../../../../lib/viewer/useViewer';
import { Breadcrumbs } from '../Breadcrumbs';
import { cardMessages, catalogueMessages } from '../messages';
import { StockFigures } from '../StockFigures';
import { StockIndicator } from '../StockIndicator';
import { useLabelText } from '../useLabelText';
import { AddToCart } from '../../../cart/index';
import { NotFoundPage } from '../../../../app/errors/NotFoundPage';
import { shopMessages } from '../../../../i18n/shop-messages';
import { promotionPath } from '../../../promotions/index';
import { WishlistButton } from '../../../wishlist/index';
import { productMessages } from './messages';
import { RequestQuoteButton } from '../../../quotes/index';
import { PriceBreakdown } from './PriceBreakdown';
import { ProductJsonLd } from './ProductJsonLd';
import { seoMessages } from '../../../../app/seo/messages';
import { ProductGallery } from './ProductGallery';
import { loadRelatedProducts, RelatedProducts } from './RelatedProducts';
import { requestedCode } from './requested-code';
import { commonMessages } from '../../../../i18n/common-messages';

export const ProductPageQuery = graphql(`
  query ProductPage($code: String!, $language: Language!) {
    product(code: $code, language: $language) {
      code
      description
      brand {
        code
        name
      }
      supplier {
        code
        name
      }
      categoryPath {
        code
        label
      }
      unit
      packSize
      minQuantity
      quantityStep
      stock
      labels
      rating
      ratingCount
      gallery {
        url
        srcSet
        width
        height
      }
      price {
        netPrice
        decimals
      }
      promotions {
        code
        title
      }
      ...PriceBreakdown_product
      ...AddToCart_product
      ...WishlistButton_product
      ...StockFigures_product
    }
  }
`);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap="4" py="2" borderBottomWidth="1px" borderColor="border" fontSize="sm">
      <chakra.dt color="fg.muted" width={{ base: '40%', md: '12rem' }} flexShrink={0}>
        {label}
      </chakra.dt>
      <chakra.dd fontWeight="medium" minW="0">
        {children}
      </chakra.dd>
    </Flex>
  );
}

/**
 * The route's load (app/page-loaders.ts): the product, sent with the shell's query. An address whose
 * slugs are not the product's answers a permanent redirect to its own (the server sends it as a 301).
 */
export const loadProductPage: PageLoad = async ({ client, params, pathname, search, language }) => {
  const code = requestedCode(params.codeSlug, search);
  if (!code) return undefined;
  const { data } = await client.query({ query: ProductPageQuery, variables: { code, language } });
  const product = data?.product;
  if (!product) return undefined;
  const canonical = productPath(product.code, product.description, localeFromPath(pathname));
  if (`${pathname}${search}` !== canonical) return redirect(canonical, 301);
  const leaf = product.categoryPath.at(-1);
  return leaf ? loadRelatedProducts(client, leaf.code, language) : undefined;
};

export function ProductPage() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const { codeSlug } = useParams();
  const { viewer } = useViewer();
  const labelText = useLabelText();
  const language = toLanguage(locale);
  const code = requestedCode(codeSlug, location.search);
  const result = useQuery(ProductPageQuery, {
    variables: { code, language },
    skip: !code,
  });
  // Rendered as a deferred value: React renders the page in slices between which the browser stays
  // responsive (the skeleton shows meanwhile, never another product); a cached product renders at once.
  const deferred = useDeferredValue(result.data);
  const data = deferred === result.data ? deferred : undefined;
  const { error } = result;
  const loading = (result.loading || deferred !== result.data) && !data;

  if (!code || (data && !data.product)) return <NotFoundPage />;
  if (error && !data)
    return (
      <Alert.Root status="error" my="6">
        <Alert.Indicator />
        <Alert.Title>{intl.formatMessage(productMessages.loadError)}</Alert.Title>
      </Alert.Root>
    );
  const product = data?.product;
  if (loading || !product) return <ProductSkeleton label={intl.formatMessage(productMessages.loading)} />;

  const canonical = productPath(product.code, product.description, locale);
  if (`${location.pathname}${location.search}` !== canonical) return <Navigate replace to={canonical} />;

  const shopName = intl.formatMessage(shopMessages.shopName);
  const leaf = product.categoryPath.at(-1);
  const crumbs = [
    ...product.categoryPath.map((category) => ({
      label: category.label,
      href: categoryPath(category.code, category.label, locale),
    })),
    { label: product.description },
  ];

  return (
    <Stack gap={{ base: 6, lg: 10 }} width="full" minW="0" py={{ base: 0, lg: 2 }}>
      <title>
        {intl.formatMessage(catalogueMessages.pageTitle, { title: product.description, shopName })}
      </title>
      <meta
        name="description"
        content={intl.formatMessage(seoMessages.productDescription, {
          description: product.description,
          brand: product.brand.name,
          code: product.code,
          shopName,
        })}
      />
      <ProductJsonLd
        path={canonical}
        code={product.code}
        description={product.description}
        brand={product.brand.name}
        category={product.categoryPath.map((category) => category.label)}
        images={product.gallery.map((image) => image.url)}
        stock={product.stock}
        rating={product.rating}
        ratingCount={product.ratingCount}
        price={product.price.netPrice}
        decimals={product.price.decimals}
      />
      <Breadcrumbs items={crumbs} />
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }} gap={{ base: 5, md: 8 }}>
        <Box position="relative" width="full" maxW={{ base: '280px', md: 'none' }} mx="auto">
          <ProductGallery images={product.gallery} description={product.description} />
          <ProductLabels labels={product.labels} text={labelText} position="absolute" top="3" left="3" />
        </Box>
        <Stack gap="4" minW="0">
          <Stack gap="1">
            <Link
              asChild
              fontSize="sm"
              fontWeight="bold"
              color="primary.fg"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              <RouterLink to={brandPath(product.brand.code, product.brand.name, locale)}>
                {product.brand.name}
              </RouterLink>
            </Link>
            <Heading as="h1" size={{ base: 'xl', lg: '2xl' }} lineHeight="1.2">
              {product.description}
            </Heading>
            <Flex gap="3" align="center" wrap="wrap" fontSize="sm" color="fg.muted">
              <Text fontFamily="mono">{intl.formatMessage(cardMessages.code, { code: product.code })}</Text>
              {product.rating !== null && product.rating !== undefined && (
                <RatingStars
                  value={product.rating}
                  count={product.ratingCount}
                  label={intl.formatMessage(cardMessages.rating, {
                    value: product.rating,
                    count: product.ratingCount,
                  })}
                />
              )}
            </Flex>
          </Stack>
          <Stack gap="1">
            <StockIndicator stock={product.stock} />
            <StockFigures product={product} fontSize="sm" />
          </Stack>
          <PriceBreakdown product={product} signedIn={Boolean(viewer)} />
          <Flex gap="3" align="flex-start" wrap="wrap">
            <AddToCart product={product} />
            <WishlistButton product={product} />
            <RequestQuoteButton
              single
              lines={[
                {
                  code: product.code,
                  description: product.description,
                  quantity: Math.max(1, product.minQuantity),
                  unit: product.unit,
                },
              ]}
            />
          </Flex>
          {product.promotions.length > 0 && (
            <Stack gap="2" as="section" aria-labelledby="product-promotions">
              <Heading as="h2" id="product-promotions" fontSize="sm" fontWeight="semibold">
                {intl.formatMessage(commonMessages.currentPromotions)}
              </Heading>
              <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
                {product.promotions.map((promotion) => (
                  <li key={promotion.code}>
                    <Link
                      asChild
                      fontSize="sm"
                      px="3"
                      py="1"
                      borderRadius="full"
                      bg="secondary.subtle"
                      color="secondary.fg"
                      fontWeight="medium"
                    >
                      <RouterLink to={localizePath(promotionPath(promotion.code), locale)}>
                        {promotion.title}
                      </RouterLink>
                    </Link>
                  </li>
                ))}
              </Flex>
            </Stack>
          )}
          <Stack as="section" gap="1" aria-labelledby="product-details">
            <Heading as="h2" id="product-details" fontSize="md" fontWeight="semibold" mb="1">
              {intl.formatMessage(productMessages.details)}
            </Heading>
            <chakra.dl borderTopWidth="1px" borderColor="border">
              <Fact label={intl.formatMessage(commonMessages.code)}>{product.code}</Fact>
              <Fact label={intl.formatMessage(commonMessages.brand)}>{product.brand.name}</Fact>
              <Fact label={intl.formatMessage(productMessages.supplier)}>{product.supplier.name}</Fact>
              <Fact label={intl.formatMessage(productMessages.unit)}>{product.unit}</Fact>
              <Fact label={intl.formatMessage(productMessages.pack)}>
                {intl.formatMessage(productMessages.packValue, { size: product.packSize })}
              </Fact>
              <Fact label={intl.formatMessage(productMessages.orderQuantity)}>
                {intl.formatMessage(productMessages.orderQuantityValue, {
                  min: product.minQuantity,
                  step: product.quantityStep,
                  unit: product.unit,
                })}
              </Fact>
            </chakra.dl>
          </Stack>
        </Stack>
      </Grid>
      {leaf && <RelatedProducts code={product.code} category={leaf} language={language} locale={locale} />}
    </Stack>
  );
}

function ProductSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="6" width="full" py={{ base: 0, lg: 2 }} role="status" aria-label={label}>
      <Skeleton height="4" width="50%" />
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }} gap={{ base: 5, md: 8 }}>
        <Skeleton aspectRatio="1" borderRadius="lg" />
        <Stack gap="4">
          <Skeleton height="4" width="30%" />
          <Skeleton height="9" width="90%" />
          <Skeleton height="4" width="40%" />
          <Skeleton height="32" />
          <Skeleton height="40" />
        </Stack>
      </Grid>
    </Stack>
  );
}
