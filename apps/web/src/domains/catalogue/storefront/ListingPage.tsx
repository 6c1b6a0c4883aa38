// Every product listing of spec §2 (search, category, brand, a promotion, promotions, highlights,
// news, favourites, outlet) is this page: the URL says which, and holds filters, page and order.
import { Alert, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Pagination } from '@shop/ui';
import type { PageLoad } from '../../../lib/page-loaders';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { loginPath } from '../../../lib/viewer/login-destination';
import { useViewer } from '../../../lib/viewer/useViewer';
import { NotFoundPage } from '../../../app/errors/NotFoundPage';
import { shopMessages } from '../../../i18n/shop-messages';
import { EmptyListing } from './EmptyListing';
import { parseListing, withPaging, type ListingState } from './listing-params';
import { useListingHeading } from './ListingHeading';
import { catalogueMessages } from './messages';
import { seoMessages } from '../../../app/seo/messages';
import { ProductCard } from './ProductCard';
import { ProductGrid, ProductGridItem, ProductGridSkeleton } from './ProductGrid';
import { ProductList } from './ProductList';
import { useListingView } from './listing-view';
import { ViewSwitch } from './ViewSwitch';
import { SortSelect } from './SortSelect';
import { ListingQuery, listingVariables, useListing } from './useListing';
import { commonMessages } from '../../../i18n/common-messages';

const DEFAULT_PAGE_SIZE = 12;

/** The route's load (app/page-loaders.ts): the listing, sent with the shell's query; not favourites, which wait for the viewer. */
export const loadListingPage: PageLoad = ({ client, pathname, search, language }) => {
  const state = parseListing(pathname, search);
  if (!state || state.kind === 'favourites') return undefined;
  return client.query({ query: ListingQuery, variables: listingVariables(state, language) });
};

export function ListingPage() {
  const location = useLocation();
  const state = parseListing(location.pathname, location.search);
  if (!state) return <NotFoundPage />;
  return state.kind === 'favourites' ? <FavouritesListing state={state} /> : <Listing state={state} />;
}

/** Favourites are the user's own (spec §2: logged-in only): visitors log in and come back. */
function FavouritesListing({ state }: { state: ListingState }) {
  const viewer = useViewer();
  const locale = useLocale();
  const location = useLocation();
  if (viewer.status === 'anonymous')
    return <Navigate replace to={loginPath(locale, `${location.pathname}${location.search}`)} />;
  return <Listing state={state} waiting={viewer.status === 'loading'} />;
}

function Listing({ state, waiting = false }: { state: ListingState; waiting?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const language = toLanguage(locale);
  const { data, loading, notFound, unauthenticated, failed, refetch } = useListing(state, language, waiting);
  // Signed-in users (staff and agents entering orders, customers too) may list the products densely;
  // visitors keep the cards, the shop window.
  const signedIn = useViewer().status === 'authenticated';
  const [chosenView, setView] = useListingView();
  const view = signedIn ? chosenView : 'cards';
  const supplierName = data?.items.find((item) => item.supplier.code === state.filter.supplier)?.supplier
    .name;
  const heading = useListingHeading(state, language, locale, supplierName);

  if (notFound) return <NotFoundPage />;
  if (unauthenticated)
    return <Navigate replace to={loginPath(locale, `${location.pathname}${location.search}`)} />;

  const shopName = intl.formatMessage(shopMessages.shopName);
  const hrefFor = (page: number) => `${location.pathname}${withPaging(location.search, { page })}`;
  const pageSize = data?.pageSize ?? DEFAULT_PAGE_SIZE;
  const from = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? from + data.items.length - 1 : 0;

  return (
    <Stack gap={{ base: 4, lg: 5 }} width="full" minW="0" py={{ base: 0, lg: 2 }}>
      {heading.title && (
        <title>{intl.formatMessage(catalogueMessages.pageTitle, { title: heading.title, shopName })}</title>
      )}
      {heading.title && data && (
        <meta
          name="description"
          content={intl.formatMessage(seoMessages.listingDescription, {
            title: heading.title,
            count: data.total,
            shopName,
          })}
        />
      )}
      {heading.node}
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        py="2"
        borderBlockWidth="1px"
        borderColor="border"
        minH="14"
      >
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="result-count">
          {data && (
            <>
              <Text as="span" fontWeight="semibold" color="fg">
                {intl.formatMessage(catalogueMessages.resultCount, { total: data.total })}
              </Text>
              {data.items.length > 0 && data.total > data.items.length && (
                <> · {intl.formatMessage(catalogueMessages.resultRange, { from, to, total: data.total })}</>
              )}
            </>
          )}
        </Text>
        <Flex gap="3" align="center" wrap="wrap" justify={{ base: 'space-between', sm: 'flex-end' }}>
          {signedIn && <ViewSwitch view={view} onChange={setView} />}
          <SortSelect
            sort={state.sort}
            direction={state.direction}
            relevance={state.kind === 'search' && Boolean(state.filter.searchTerm)}
            onChange={(sort, direction) =>
              navigate({
                pathname: location.pathname,
                search: withPaging(location.search, { sort, direction }),
              })
            }
          />
        </Flex>
      </Flex>
      {failed ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{intl.formatMessage(catalogueMessages.loadError)}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {intl.formatMessage(commonMessages.tryAgain)}
          </Button>
        </Alert.Root>
      ) : loading || waiting || !data ? (
        <ProductGridSkeleton count={pageSize} label={intl.formatMessage(catalogueMessages.loading)} />
      ) : data.items.length === 0 ? (
        data.total > 0 ? (
          <EmptyListing text={intl.formatMessage(catalogueMessages.emptyPastLast)}>
            <Link asChild color="primary.fg" fontWeight="semibold">
              <RouterLink to={hrefFor(1)}>{intl.formatMessage(catalogueMessages.firstPage)}</RouterLink>
            </Link>
          </EmptyListing>
        ) : (
          <EmptyListing kind={state.kind} searching={Boolean(state.filter.searchTerm)} />
        )
      ) : (
        <>
          {view === 'list' ? (
            <ProductList products={data.items} label={heading.title ?? undefined} />
          ) : (
            <ProductGrid label={heading.title ?? undefined}>
              {data.items.map((product) => (
                <ProductGridItem key={product.code}>
                  <ProductCard product={product} />
                </ProductGridItem>
              ))}
            </ProductGrid>
          )}
          <Pagination
            page={data.page}
            pageCount={data.pageCount}
            hrefFor={hrefFor}
            renderLink={(href) => <RouterLink to={href} />}
            labels={{
              nav: intl.formatMessage(catalogueMessages.pagesNav),
              previous: intl.formatMessage(commonMessages.previousPage),
              next: intl.formatMessage(commonMessages.nextPage),
              page: (page) => intl.formatMessage(catalogueMessages.pageNumber, { page }),
            }}
          />
        </>
      )}
    </Stack>
  );
}
