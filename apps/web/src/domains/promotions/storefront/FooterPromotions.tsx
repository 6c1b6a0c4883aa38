// The footer's promotions block (spec §2, §6): only for users whose autorizzazioni.promozioni is
// 'S' (viewer.canSeePromotions), listing their active promotions.
import { useId } from 'react';
import { Box, Heading, Link, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { useViewer } from '../../../lib/viewer/useViewer';
import { promotionPath, useActivePromotions } from './usePromotions';
import { commonMessages } from '../../../i18n/common-messages';

export function FooterPromotions() {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  const { viewer } = useViewer();
  const promotions = useActivePromotions();
  if (!viewer?.canSeePromotions || promotions.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      mt="8"
      pt="6"
      borderTopWidth="1px"
      borderColor="whiteAlpha.300"
      data-testid="footer-promotions"
    >
      <Heading
        as="h2"
        id={headingId}
        fontSize="sm"
        fontWeight="bold"
        textTransform="uppercase"
        letterSpacing="wider"
        mb="3"
      >
        {intl.formatMessage(commonMessages.currentPromotions)}
      </Heading>
      <Stack
        as="ul"
        listStyleType="none"
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: 2, md: 6 }}
        flexWrap="wrap"
      >
        {promotions.map((promotion) => (
          <li key={promotion.code}>
            <Link asChild color="gray.100" textDecoration="underline">
              <RouterLink to={localizePath(promotionPath(promotion.code), locale)}>
                {promotion.title}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
