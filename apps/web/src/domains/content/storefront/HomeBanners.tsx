// The home page's banners (homeBanners): the first one large, its picture behind its title, text and
// call to action; the others as cards beside each other. The pictures carry no text (the texts are the
// page's own, translated and read by screen readers), so they are decorative (alt="").
import type { ReactNode } from 'react';
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { isExternalLink } from '../../../lib/paths';
import { homeMessages } from './messages';

export const HomeBanners_banner = graphql(`
  fragment HomeBanners_banner on HomeBanner {
    title
    text
    link
    imageUrl
  }
`);

export type Banner = { title: string; text: string; link?: string | null; imageUrl?: string | null };

/** The banner's link as an anchor (other sites) or a router link in the current language. */
function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  const locale = useLocale();
  const style = { display: 'block', height: '100%', color: 'inherit', textDecoration: 'none' } as const;
  return isExternalLink(link) ? (
    <a href={link} style={style}>
      {children}
    </a>
  ) : (
    <RouterLink to={localizePath(link, locale)} style={style}>
      {children}
    </RouterLink>
  );
}

function Picture({ url, eager }: { url: string; eager: boolean }) {
  return (
    <img
      src={url}
      alt=""
      width={1200}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      // The first banner is the home page's largest paint: fetched before the scripts.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        objectPosition: 'right center',
      }}
    />
  );
}

/**
 * One banner: the first large (`hero`), the others as cards. The reserved area's preview shows a
 * banner being edited with it, `linked` false (a click there does not leave the form) and its title
 * as a plain paragraph (the preview is not a section of the page).
 */
export function BannerCard({
  banner,
  hero,
  linked = true,
  titleAs = 'h2',
}: {
  banner: Banner;
  hero: boolean;
  linked?: boolean;
  titleAs?: 'h2' | 'p';
}) {
  const intl = useIntl();
  const body = (
    <Box
      position="relative"
      overflow="hidden"
      borderRadius="xl"
      bg="primary.solid"
      color="white"
      height="full"
      minH={hero ? { base: '200px', md: '260px' } : '150px'}
      _hover={{ boxShadow: 'lg' }}
      transition="box-shadow 0.15s"
    >
      {banner.imageUrl && <Picture url={banner.imageUrl} eager={hero} />}
      {/* A dark veil under the text keeps it readable whatever the picture's colours. */}
      <Box
        position="absolute"
        inset="0"
        bgImage={{
          // On a phone the text runs across the picture: an even veil; wider, a fade to the right.
          base: 'linear-gradient(rgba(0,0,0,0.58), rgba(0,0,0,0.58))',
          md: 'linear-gradient(90deg, rgba(0,0,0,0.62) 0%, rgba(0,0,0,0.45) 45%, rgba(0,0,0,0) 80%)',
        }}
      />
      <Stack
        position="relative"
        gap="2"
        minH="inherit"
        justify="center"
        p={hero ? { base: 5, md: 8 } : 5}
        maxW={hero ? { base: '100%', md: '60%' } : '75%'}
      >
        <Heading as={titleAs} size={hero ? { base: 'xl', md: '3xl' } : 'lg'} color="white">
          {banner.title}
        </Heading>
        {banner.text && (
          <Text fontSize={hero ? { base: 'sm', md: 'lg' } : 'sm'} lineClamp={hero ? 3 : 2}>
            {banner.text}
          </Text>
        )}
        {banner.link && (
          <Text as="span" fontWeight="bold" textDecoration="underline" fontSize="sm" aria-hidden="true">
            {intl.formatMessage(homeMessages.bannerAction)} →
          </Text>
        )}
      </Stack>
    </Box>
  );
  return banner.link && linked ? <BannerLink link={banner.link}>{body}</BannerLink> : body;
}

export function HomeBanners({
  banners: refs,
}: {
  banners: readonly FragmentType<typeof HomeBanners_banner>[];
}) {
  const intl = useIntl();
  const banners = getFragmentData(HomeBanners_banner, refs);
  const [hero, ...others] = banners;
  if (!hero) return null;
  return (
    <Stack
      as="section"
      gap="4"
      aria-label={intl.formatMessage(homeMessages.bannersLabel)}
      data-testid="home-banners"
    >
      <BannerCard banner={hero} hero />
      {others.length > 0 && (
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          {others.map((banner) => (
            <BannerCard key={banner.title} banner={banner} hero={false} />
          ))}
        </Grid>
      )}
    </Stack>
  );
}
