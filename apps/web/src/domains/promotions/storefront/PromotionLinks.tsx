// The active promotions as links to their pages (left menu and footer block).
import { Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { promotionPath } from './usePromotions';

export function PromotionLinks({
  promotions,
  labelledBy,
}: {
  promotions: readonly { code: string; title: string }[];
  labelledBy?: string;
}) {
  const locale = useLocale();
  if (promotions.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="0" ps="3" aria-labelledby={labelledBy}>
      {promotions.map((promotion) => (
        <li key={promotion.code}>
          <Link asChild display="block" py="1" fontSize="sm" color="fg" _hover={{ color: 'primary.fg' }}>
            <RouterLink to={localizePath(promotionPath(promotion.code), locale)}>
              {promotion.title}
            </RouterLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}
