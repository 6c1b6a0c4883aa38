// The promotions dialog (spec §2): the signed-in user's promotions, one shown at a time with its
// image, title and description; a side list of titles chooses which. Each leads to its products
// (/offerte?promo={code}&n=1). An empty list says there are no promotions.
import { useId, useState } from 'react';
import { Box, Button, chakra, Dialog, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { localizePath, toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { promotionDialogMessages as messages } from './dialog-messages';
import { promotionPath } from './usePromotions';
import { commonMessages } from '../../../i18n/common-messages';
import { ShopDialog } from '../../../app/storefront-ui/ShopDialog';
import { PromotionDetails_promotion } from '../common/promotion-fragments';

export const PromotionsDialogQuery = graphql(`
  query PromotionsDialog($language: Language!) {
    promotions(language: $language) {
      code
      title
      ...PromotionDetails_promotion
    }
  }
`);

function PromotionPanel({
  promotion: ref,
  id,
  labelledBy,
  onFollow,
}: {
  promotion: FragmentType<typeof PromotionDetails_promotion>;
  id: string;
  labelledBy: string;
  onFollow: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const promotion = getFragmentData(PromotionDetails_promotion, ref);
  const day = (iso: string) => intl.formatDate(`${iso}T12:00:00`, { dateStyle: 'medium' });
  return (
    <Stack id={id} role="region" aria-labelledby={labelledBy} gap="3" flex="1" minW="0">
      <chakra.img
        src={promotion.imageUrl}
        alt=""
        width="full"
        maxH="56"
        objectFit="contain"
        bg="gray.50"
        borderRadius="md"
      />
      <Flex gap="2" align="center" wrap="wrap">
        <Heading as="h3" size="md" id={labelledBy}>
          {promotion.title}
        </Heading>
        {promotion.applied && (
          <Text
            as="span"
            px="2"
            py="0.5"
            borderRadius="sm"
            bg="green.700"
            color="white"
            fontSize="xs"
            fontWeight="bold"
            textTransform="uppercase"
          >
            {intl.formatMessage(messages.applied)}
          </Text>
        )}
      </Flex>
      <Text whiteSpace="pre-line">{promotion.description}</Text>
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage(commonMessages.validFromTo, {
          from: day(promotion.validFrom),
          to: day(promotion.validTo),
        })}
      </Text>
      <Box>
        <Button asChild colorPalette="primary" size="sm">
          <RouterLink to={localizePath(promotionPath(promotion.code), locale)} onClick={onFollow}>
            {intl.formatMessage(messages.products)}
          </RouterLink>
        </Button>
      </Box>
    </Stack>
  );
}

interface PromotionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function PromotionsDialog({ open, onOpenChange }: PromotionsDialogProps) {
  const intl = useIntl();
  const locale = useLocale();
  const baseId = useId();
  const { data, loading } = useQuery(PromotionsDialogQuery, {
    variables: { language: toLanguage(locale) },
    skip: !open,
  });
  const promotions = data?.promotions ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const current = promotions.find((p) => p.code === chosen) ?? promotions[0];
  const panelId = `${baseId}-panel`;
  return (
    <ShopDialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={intl.formatMessage(commonMessages.yourPromotions)}
      testId="promotions-dialog"
    >
      <Dialog.Body>
        {loading && !data ? (
          <Stack gap="3" aria-busy="true">
            <Skeleton height="40" />
            <Skeleton height="6" width="60%" />
          </Stack>
        ) : !current ? (
          <Text>{intl.formatMessage(messages.empty)}</Text>
        ) : (
          <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="flex-start">
            <Box
              as="nav"
              aria-label={intl.formatMessage(commonMessages.promotions)}
              flexShrink={0}
              w={{ base: 'full', md: '14rem' }}
              // Narrow screens: one scrolling row of titles, so the promotion shows at once.
              overflowX={{ base: 'auto', md: 'visible' }}
              pb={{ base: '1', md: '0' }}
            >
              <Stack as="ul" listStyleType="none" gap="1" direction={{ base: 'row', md: 'column' }}>
                {promotions.map((promotion) => {
                  const selected = promotion.code === current.code;
                  return (
                    <li key={promotion.code}>
                      <Button
                        variant={selected ? 'subtle' : 'ghost'}
                        colorPalette="primary"
                        size="sm"
                        width={{ md: 'full' }}
                        justifyContent="flex-start"
                        whiteSpace={{ base: 'nowrap', md: 'normal' }}
                        textAlign="start"
                        height="auto"
                        py="2"
                        aria-current={selected ? 'true' : undefined}
                        aria-controls={panelId}
                        onClick={() => setChosen(promotion.code)}
                      >
                        {promotion.title}
                      </Button>
                    </li>
                  );
                })}
              </Stack>
            </Box>
            <PromotionPanel
              key={current.code}
              promotion={current}
              id={panelId}
              labelledBy={`${baseId}-title`}
              onFollow={() => onOpenChange(false)}
            />
          </Flex>
        )}
      </Dialog.Body>
    </ShopDialog>
  );
}
