// The home page of a wholesaler's shop, from data: the home banners, rows of products on sale,
// highlighted (E) and new (N), the departments; for a signed-in user their promotions and favourites,
// and for a customer their last orders with reorder. Skeletons with the blocks' sizes while it loads.
import { Button, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { PageLoad } from '../../../lib/page-loaders';
import type { Language } from '../../../gql/graphql';
import { shopMessages } from '../../../i18n/shop-messages';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { useViewer } from '../../../lib/viewer/useViewer';
import { GRID_COLUMNS } from '../../catalogue/index';
import { HomeBanners } from './HomeBanners';
import { HomeMineQuery, HomeQuery, RAIL_SIZE } from './home-documents';
import { HomePromotions } from './HomePromotions';
import { LastOrders } from './LastOrders';
import { homeMessages } from './messages';
import { seoMessages } from '../../../app/seo/messages';
import { ProductRail } from './ProductRail';
import { TopCategories } from './TopCategories';
import { commonMessages } from '../../../i18n/common-messages';

const homeVariables = (language: Language) => ({ language, railSize: RAIL_SIZE });

/** The rows of products: on sale, highlighted (E), new (N); each links to its whole listing. */
const RAILS = [
  {
    testId: 'home-on-sale',
    title: homeMessages.onSale,
    path: '/offerte?type=P',
    all: homeMessages.onSaleAll,
    products: 'onSale',
  },
  {
    testId: 'home-highlights',
    title: commonMessages.highlights,
    path: '/inevidenza?type=E',
    all: homeMessages.highlightsAll,
    products: 'highlights',
  },
  {
    testId: 'home-news',
    title: commonMessages.newProducts,
    path: '/novita?type=N',
    all: homeMessages.newsAll,
    products: 'news',
  },
] as const;

/** The route's load (app/page-loaders.ts): the page's query, sent with the shell's. */
export const loadHomePage: PageLoad = ({ client, language }) =>
  client.query({ query: HomeQuery, variables: homeVariables(language) });

/** A row of product cards while it loads: the cards' boxes under a heading's (hidden from screen readers). */
function RailSkeleton() {
  return (
    <Stack gap="3" aria-hidden="true">
      <Skeleton height="7" width="40%" />
      <Grid templateColumns={GRID_COLUMNS} gap="4">
        {Array.from({ length: RAIL_SIZE }, (_, index) => (
          <Skeleton
            key={index}
            height={{ base: '120px', sm: '420px' }}
            borderRadius="lg"
            display={index >= 2 ? { base: 'block', sm: 'none', xl: 'block' } : undefined}
          />
        ))}
      </Grid>
    </Stack>
  );
}

/** The banners' blocks (a large one, two beside each other from 768 px) and a row of cards. */
function HomeSkeleton() {
  const intl = useIntl();
  return (
    <Stack gap={{ base: 8, lg: 10 }} aria-busy="true" aria-label={intl.formatMessage(homeMessages.loading)}>
      <Stack gap="4">
        <Skeleton height={{ base: '200px', md: '260px' }} borderRadius="xl" />
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          <Skeleton height="150px" borderRadius="xl" />
          <Skeleton height="150px" borderRadius="xl" />
        </Grid>
      </Stack>
      <RailSkeleton />
    </Stack>
  );
}

/** The signed-in user's own blocks: last orders (customers), favourites and promotions. */
function MyBlocks({
  language,
  customer,
  promotions,
}: {
  language: Language;
  customer: boolean;
  promotions: boolean;
}) {
  const intl = useIntl();
  const { data } = useQuery(HomeMineQuery, {
    variables: { ...homeVariables(language), signedIn: true, customer, promotions },
  });
  if (!data) return <Skeleton height="40" borderRadius="lg" />;
  return (
    <>
      {customer && data.orders && (
        <LastOrders orders={data.orders.items} decimals={data.config?.settings.priceDecimals} />
      )}
      {data.favourites && (
        <ProductRail
          testId="home-favourites"
          title={intl.formatMessage(commonMessages.yourFavourites)}
          listing={{
            path: '/preferiti?type=F',
            label: (count) => intl.formatMessage(homeMessages.favouritesAll, { count }),
          }}
          products={data.favourites}
          empty={intl.formatMessage(homeMessages.noFavourites)}
        />
      )}
      {data.promotions && <HomePromotions promotions={data.promotions} />}
    </>
  );
}

export function HomePage() {
  const intl = useIntl();
  const language = toLanguage(useLocale());
  const { viewer } = useViewer();
  const shopName = intl.formatMessage(shopMessages.shopName);
  const { data, error, refetch } = useQuery(HomeQuery, { variables: homeVariables(language) });
  return (
    <Stack gap={{ base: 8, lg: 10 }} py={{ base: 2, lg: 4 }} width="full" minW="0">
      <title>{intl.formatMessage(homeMessages.pageTitle, { shopName })}</title>
      <meta name="description" content={intl.formatMessage(seoMessages.homeDescription, { shopName })} />
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} color="primary.fg">
          {viewer?.firstName
            ? intl.formatMessage(homeMessages.welcomeBack, { firstName: viewer.firstName })
            : intl.formatMessage(homeMessages.title, { shopName })}
        </Heading>
        <Text color="fg.muted" maxW="prose">
          {intl.formatMessage(homeMessages.intro)}
        </Text>
      </Stack>
      {data ? (
        <HomeBanners banners={data.homeBanners} />
      ) : error ? (
        <Stack gap="3" alignItems="flex-start" role="alert">
          <Text>{intl.formatMessage(homeMessages.failed)}</Text>
          <Button variant="outline" onClick={() => void refetch()}>
            {intl.formatMessage(homeMessages.retry)}
          </Button>
        </Stack>
      ) : (
        <HomeSkeleton />
      )}
      {viewer && (
        <MyBlocks language={language} customer={!viewer.isStaff} promotions={viewer.canSeePromotions} />
      )}
      {data && (
        <>
          {RAILS.map((rail) => (
            <ProductRail
              key={rail.testId}
              testId={rail.testId}
              title={intl.formatMessage(rail.title)}
              listing={{ path: rail.path, label: (count) => intl.formatMessage(rail.all, { count }) }}
              products={data[rail.products]}
            />
          ))}
          <TopCategories categories={data.categories} />
        </>
      )}
    </Stack>
  );
}
