// The top of a listing: breadcrumbs and sub-categories on category pages, the brand's name, the
// promotion's banner (marked when applied to the user's prices), the search's term and filters.
// Returns the page's title too, for the document title.
import type { ReactNode } from 'react';
import { Box, Flex, Heading, Image, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Language, ProductFilter } from '../../../gql/graphql';
import type { Locale } from '../../../i18n/locale';
import { categoryPath } from '../../../lib/paths';
import { Breadcrumbs } from './Breadcrumbs';
import { categoryTrail, useBrands, useCategoryTree, usePromotionDetails } from './listing-context';
import { searchPath, type ListingKind, type ListingState } from './listing-params';
import { catalogueMessages } from './messages';
import { commonMessages } from '../../../i18n/common-messages';

const TYPE_TITLES = {
  promotions: catalogueMessages.promotionsTitle,
  highlights: commonMessages.highlights,
  news: commonMessages.newProducts,
  favourites: catalogueMessages.favouritesTitle,
  outlet: commonMessages.outlet,
} as const;

const TYPE_OF_FILTER = {
  PROMOTIONS: catalogueMessages.promotionsTitle,
  HIGHLIGHTS: commonMessages.highlights,
  NEWS: commonMessages.newProducts,
  FAVOURITES: catalogueMessages.favouritesTitle,
  OUTLET: commonMessages.outlet,
} as const;

function Eyebrow({ children }: { children: string }) {
  return (
    <Text
      fontSize="xs"
      fontWeight="bold"
      textTransform="uppercase"
      letterSpacing="wider"
      color="secondary.fg"
    >
      {children}
    </Text>
  );
}

function PageHeading({ children }: { children: string }) {
  return (
    <Heading as="h1" size={{ base: 'xl', lg: '2xl' }} color="fg" lineHeight="1.2">
      {children}
    </Heading>
  );
}

/** A row of chips (the subcategories, the active filters), wrapping as needed. */
function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label={label}>
      {children}
    </Flex>
  );
}

function dayOf(intl: IntlShape, iso: string): string {
  return intl.formatDate(new Date(`${iso}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
}

export interface HeadingData {
  title: string | null;
  node: React.ReactNode;
}

/** The heading of the listing, its title (null while it is not known yet). */
export function useListingHeading(
  state: ListingState,
  language: Language,
  locale: Locale,
  /** The supplier's name, read from the products (there is no supplier list to look it up in). */
  supplierName?: string,
): HeadingData {
  const intl = useIntl();
  const { kind, filter } = state;
  const needsTree = kind === 'category' || (kind === 'search' && Boolean(filter.category));
  const tree = useCategoryTree(language, !needsTree);
  const brands = useBrands(!(kind === 'brand' || (kind === 'search' && Boolean(filter.brand))));
  const { promotions, loading: promotionsLoading } = usePromotionDetails(
    language,
    !(kind === 'promotion' || (kind === 'search' && Boolean(filter.promo))),
  );

  if (kind in TYPE_TITLES) {
    const title = intl.formatMessage(TYPE_TITLES[kind as keyof typeof TYPE_TITLES]);
    return { title, node: <PageHeading>{title}</PageHeading> };
  }

  if (kind === 'category') {
    const trail = tree ? categoryTrail(tree, filter.category) : [];
    const current = trail.at(-1);
    if (!current) {
      return { title: null, node: <HeadingSkeleton /> };
    }
    const crumbs = trail.map((node, index) => ({
      label: node.label,
      href: index < trail.length - 1 ? categoryPath(node.code, node.label, locale) : undefined,
    }));
    const children = current.children ?? [];
    return {
      title: current.label,
      node: (
        <Stack gap="3">
          <Breadcrumbs items={crumbs} />
          <Stack gap="1">
            <Eyebrow>{intl.formatMessage(commonMessages.category)}</Eyebrow>
            <PageHeading>{current.label}</PageHeading>
          </Stack>
          {children.length > 0 && (
            <ChipRow label={intl.formatMessage(catalogueMessages.subcategories)}>
              {children.map((child) => (
                <li key={child.code}>
                  <Link
                    asChild
                    display="inline-flex"
                    px="3"
                    py="1.5"
                    fontSize="sm"
                    borderWidth="1px"
                    borderColor="border"
                    borderRadius="full"
                    color="fg"
                    bg="bg"
                    _hover={{ borderColor: 'primary.solid', color: 'primary.fg', textDecoration: 'none' }}
                  >
                    <RouterLink to={categoryPath(child.code, child.label, locale)}>{child.label}</RouterLink>
                  </Link>
                </li>
              ))}
            </ChipRow>
          )}
        </Stack>
      ),
    };
  }

  if (kind === 'brand') {
    const brand = brands?.find((candidate) => candidate.code === filter.brand);
    if (!brands) return { title: null, node: <HeadingSkeleton /> };
    const title = brand?.name ?? filter.brand ?? '';
    return {
      title,
      node: (
        <Stack gap="1">
          <Eyebrow>{intl.formatMessage(commonMessages.brand)}</Eyebrow>
          <PageHeading>{title}</PageHeading>
        </Stack>
      ),
    };
  }

  if (kind === 'promotion') {
    if (promotionsLoading) return { title: null, node: <HeadingSkeleton tall /> };
    const promotion = promotions?.find((candidate) => candidate.code === filter.promo);
    const title = promotion?.title ?? intl.formatMessage(commonMessages.promotion, { code: filter.promo });
    if (!promotion) return { title, node: <PageHeading>{title}</PageHeading> };
    return {
      title,
      node: (
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap={{ base: 3, md: 5 }}
          borderWidth="1px"
          borderColor="border"
          borderRadius="lg"
          overflow="hidden"
          bg="primary.subtle"
          data-testid="promotion-banner"
        >
          <Image
            src={promotion.imageUrl}
            alt=""
            width={{ base: 'full', md: '280px' }}
            aspectRatio="2"
            objectFit="cover"
            flexShrink={0}
            bg="bg"
          />
          <Stack gap="2" p={{ base: 4, md: 5 }} ps={{ md: 0 }} justify="center">
            <Flex gap="2" align="center" wrap="wrap">
              <Text
                fontSize="xs"
                fontWeight="bold"
                px="2"
                py="0.5"
                borderRadius="full"
                bg={promotion.applied ? 'green.700' : 'bg'}
                color={promotion.applied ? 'white' : 'fg.muted'}
                borderWidth={promotion.applied ? '0' : '1px'}
                data-applied={promotion.applied ? 'S' : 'N'}
              >
                {intl.formatMessage(
                  promotion.applied
                    ? catalogueMessages.promotionApplied
                    : catalogueMessages.promotionNotApplied,
                )}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {intl.formatMessage(commonMessages.validFromTo, {
                  from: dayOf(intl, promotion.validFrom),
                  to: dayOf(intl, promotion.validTo),
                })}
              </Text>
            </Flex>
            <PageHeading>{title}</PageHeading>
            <Text color="fg.muted">{promotion.description}</Text>
          </Stack>
        </Flex>
      ),
    };
  }

  // The search page: its term, then each filter as a chip that removes it.
  const term = filter.searchTerm;
  const title = term
    ? intl.formatMessage(catalogueMessages.searchTitle, { term })
    : intl.formatMessage(catalogueMessages.searchTitleAll);
  const chips: { key: keyof ProductFilter; text: string }[] = [];
  if (filter.category) {
    const label = tree
      ? (categoryTrail(tree, filter.category).at(-1)?.label ?? filter.category)
      : filter.category;
    chips.push({
      key: 'category',
      text: intl.formatMessage(catalogueMessages.filterCategory, { value: label }),
    });
  }
  if (filter.brand) {
    const name = brands?.find((b) => b.code === filter.brand)?.name ?? filter.brand;
    chips.push({ key: 'brand', text: intl.formatMessage(catalogueMessages.filterBrand, { value: name }) });
  }
  if (filter.supplier) {
    const value = supplierName ?? filter.supplier;
    chips.push({ key: 'supplier', text: intl.formatMessage(catalogueMessages.filterSupplier, { value }) });
  }
  if (filter.type) {
    const value = intl.formatMessage(TYPE_OF_FILTER[filter.type]);
    chips.push({ key: 'type', text: intl.formatMessage(catalogueMessages.filterType, { value }) });
  }
  if (filter.promo) {
    const value = promotions?.find((p) => p.code === filter.promo)?.title ?? filter.promo;
    chips.push({ key: 'promo', text: intl.formatMessage(catalogueMessages.filterPromo, { value }) });
  }
  return {
    title,
    node: (
      <Stack gap="3">
        <PageHeading>{title}</PageHeading>
        {chips.length > 0 && (
          <ChipRow label={intl.formatMessage(catalogueMessages.activeFilters)}>
            {chips.map((chip) => (
              <li key={chip.key}>
                <Flex
                  align="center"
                  gap="1"
                  ps="3"
                  pe="1"
                  py="1"
                  fontSize="sm"
                  bg="primary.subtle"
                  color="primary.fg"
                  borderRadius="full"
                >
                  <span>{chip.text}</span>
                  <Link
                    asChild
                    boxSize="6"
                    display="inline-flex"
                    alignItems="center"
                    justifyContent="center"
                    borderRadius="full"
                    color="primary.fg"
                    _hover={{ bg: 'primary.muted', textDecoration: 'none' }}
                    aria-label={intl.formatMessage(catalogueMessages.removeFilter, { name: chip.text })}
                  >
                    <RouterLink to={searchPath({ ...filter, [chip.key]: undefined }, locale)}>×</RouterLink>
                  </Link>
                </Flex>
              </li>
            ))}
          </ChipRow>
        )}
      </Stack>
    ),
  };
}

function HeadingSkeleton({ tall = false }: { tall?: boolean }) {
  return (
    <Box>
      <Skeleton height={tall ? '36' : '4'} width={tall ? 'full' : '40'} mb="2" />
      <Skeleton height="8" width="60%" />
    </Box>
  );
}

export type { ListingKind };
