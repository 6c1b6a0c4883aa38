// The footer's promotions block (spec §2, §6): only for users whose autorizzazioni.promozioni is
// 'S' (viewer.canSeePromotions), listing their active promotions.
import { useId } from 'react';
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../../lib/viewer/useViewer';
import { PromotionLink } from './PromotionLinks';
import { useActivePromotions } from './usePromotions';
import { shellMessages } from '../../../i18n/shell-messages';

export function FooterPromotions() {
  const intl = useIntl();
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
        {intl.formatMessage(shellMessages.currentPromotions)}
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
            <PromotionLink promotion={promotion} color="gray.100" textDecoration="underline" />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
