// The banner as typed, drawn by the storefront's own components: a header text in the header's line
// (beside today's other texts, from the storefront's `banners` query), a home banner as the first,
// large banner and as a card. In Italian or English; links go nowhere here.
import { useState } from 'react';
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useWatch, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { BannerCard } from '../storefront/HomeBanners';
import { TopBannerLine, TopBannersQuery, type TopBanner } from '../storefront/TopBanners';
import type { Language } from '../../../gql/graphql';
import { PreviewSection } from '../../../app/manage/publishing/PreviewSection';
import { isHomePlacement, type BannerFormValues } from './banner-form';
import { previewMessages as m } from './messages';

function Caption({ children }: { children: string }) {
  return (
    <Text fontSize="xs" color="fg.muted" mb="1">
      {children}
    </Text>
  );
}

export function BannerPreview({ control }: { control: Control<BannerFormValues> }) {
  const intl = useIntl();
  const [language, setLanguage] = useState<Language>('IT');
  const values = useWatch({ control });
  const placement = values.placement ?? 'TOP_LEFT';
  const english = language === 'EN';
  const text = (english ? values.textEn : values.textIt) ?? '';
  const title = (english ? values.titleEn : values.titleIt) ?? '';
  return (
    <PreviewSection
      headingId="banner-preview-heading"
      testId="banner-preview"
      language={language}
      onLanguage={setLanguage}
    >
      <Box lang={english ? 'en' : 'it'}>
        {isHomePlacement(placement) ? (
          title.trim() === '' ? (
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage(m.empty)}
            </Text>
          ) : (
            <Stack gap="4">
              <Box>
                <Caption>{intl.formatMessage(m.hero)}</Caption>
                <BannerCard
                  banner={{ title, text, link: values.link, imageUrl: values.imageUrl }}
                  hero
                  linked={false}
                  titleAs="p"
                />
              </Box>
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
                <Box>
                  <Caption>{intl.formatMessage(m.card)}</Caption>
                  <BannerCard
                    banner={{ title, text, link: values.link, imageUrl: values.imageUrl }}
                    hero={false}
                    linked={false}
                    titleAs="p"
                  />
                </Box>
              </Grid>
            </Stack>
          )
        ) : (
          <HeaderLine
            language={language}
            banner={{ position: placement, text, link: values.link, imageUrl: values.imageUrl }}
          />
        )}
      </Box>
    </PreviewSection>
  );
}

/** The header's line with the banner typed in its place and today's texts in the other two. */
function HeaderLine({ language, banner }: { language: Language; banner: TopBanner }) {
  const intl = useIntl();
  const { data } = useQuery(TopBannersQuery, { variables: { language } });
  const others = (data?.banners ?? []).filter((other) => other.position !== banner.position);
  const line = banner.text.trim() === '' ? others : [...others, banner];
  return (
    <Box>
      <Caption>{intl.formatMessage(m.header)}</Caption>
      <Box bg="gray.100" px="3" py="1" minH="8" display="flex" alignItems="center" borderRadius="sm">
        <TopBannerLine banners={line} linked={false} />
      </Box>
      {banner.text.trim() === '' && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {intl.formatMessage(m.empty)}
        </Text>
      )}
    </Box>
  );
}
