// The signed-in user's promotions on the home page (spec §6: only they get the list): a card each
// with its picture and title, leading to the promotion's products.
import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { promotionPath } from '../../promotions/index';
import { homeMessages } from './messages';
import { Tile, TileSection } from './TileSection';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';
import { commonMessages } from '../../../i18n/common-messages';

export const HomePromotions_promotion = graphql(`
  fragment HomePromotions_promotion on Promotion {
    code
    title
    description
    imageUrl
    validTo
  }
`);

/** Promotion cards shown: one or two rows of the grid. */
const PROMOTIONS_SHOWN = 6;

export function HomePromotions({
  promotions: refs,
}: {
  promotions: readonly FragmentType<typeof HomePromotions_promotion>[];
}) {
  const intl = useIntl();
  const promotions = getFragmentData(HomePromotions_promotion, refs).slice(0, PROMOTIONS_SHOWN);
  if (promotions.length === 0) return null;
  return (
    <TileSection title={intl.formatMessage(commonMessages.yourPromotions)} testId="home-promotions" gap="4">
      {promotions.map((promotion) => (
        <Tile key={promotion.code} overflow="hidden" _hover={{ boxShadow: 'md' }}>
          {promotion.imageUrl && (
            <img
              src={promotion.imageUrl}
              alt=""
              width={600}
              height={300}
              loading="lazy"
              decoding="async"
              style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '2 / 1' }}
            />
          )}
          <Box p="3">
            <ShopLink
              to={promotionPath(promotion.code)}
              fontWeight="semibold"
              color="fg"
              _hover={{ color: 'primary.fg' }}
            >
              {promotion.title}
            </ShopLink>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {promotion.description}
            </Text>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {intl.formatMessage(homeMessages.promotionUntil, {
                date: intl.formatDate(`${promotion.validTo}T12:00:00`, { dateStyle: 'medium' }),
              })}
            </Text>
          </Box>
        </Tile>
      ))}
    </TileSection>
  );
}
