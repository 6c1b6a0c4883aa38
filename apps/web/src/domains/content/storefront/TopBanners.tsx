// The header's top banner texts (spec §2): left, center and right, each with its link and icon
// (banner images of tipo topleft/topcenter/topright), from `banners(language)`.
import { Box, Image } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { ConfigLink } from './ConfigLink';

export const TopBannersQuery = graphql(`
  query TopBanners($language: Language!) {
    banners(language: $language) {
      position
      text
      link
      imageUrl
    }
  }
`);

const ORDER = ['TOP_LEFT', 'TOP_CENTER', 'TOP_RIGHT'] as const;
const ALIGN = { TOP_LEFT: 'flex-start', TOP_CENTER: 'center', TOP_RIGHT: 'flex-end' } as const;

export interface TopBanner {
  position: (typeof ORDER)[number];
  text: string;
  link?: string | null;
  imageUrl?: string | null;
}

export function TopBanners() {
  const { data } = useQuery(TopBannersQuery, { variables: { language: toLanguage(useLocale()) } });
  return <TopBannerLine banners={data?.banners ?? []} />;
}

/**
 * The line itself, for the header and for the reserved area's preview of a banner being edited
 * (`linked` false: the texts link nowhere, so a click in the preview does not leave the form).
 */
export function TopBannerLine({
  banners,
  linked = true,
}: {
  banners: readonly TopBanner[];
  linked?: boolean;
}) {
  if (banners.length === 0) return <Box flex="1" />;
  return (
    <Box flex="1" display="flex" flexWrap="wrap" gap="x4" fontSize="sm" data-testid="top-banners">
      {ORDER.map((position) => {
        const banner = banners.find((candidate) => candidate.position === position);
        const content = banner && (
          <>
            {banner.imageUrl && (
              // Sized by its attributes too: before it loads the icon takes its room, so the text
              // does not wrap again (and move the header) when it arrives.
              <Image
                src={banner.imageUrl}
                alt=""
                htmlWidth="16"
                htmlHeight="16"
                boxSize="4"
                display="inline-block"
                verticalAlign="middle"
                me="1.5"
              />
            )}
            {banner.text}
          </>
        );
        return (
          // On a phone each banner takes a line of its own: three side by side leave each a column a
          // word wide, with the icons running into the next banner's text.
          <Box
            key={position}
            flex="1"
            flexBasis={{ base: 'full', md: '0' }}
            display="flex"
            justifyContent={{ base: 'flex-start', md: ALIGN[position] }}
            alignItems="center"
            minW="0"
          >
            {banner?.link && linked ? (
              <ConfigLink href={banner.link} color="fg" otherSitesInNewTab>
                {content}
              </ConfigLink>
            ) : (
              content
            )}
          </Box>
        );
      })}
    </Box>
  );
}
