// The active promotions as links to their pages (left menu and footer block).
import { Link, Stack, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { promotionPath } from './usePromotions';

interface PromotionLinkProps extends Omit<LinkProps, 'asChild' | 'children'> {
  promotion: { code: string; title: string };
}

/** One promotion's title, leading to its products. */
export function PromotionLink({ promotion, ...style }: PromotionLinkProps) {
  const locale = useLocale();
  return (
    <Link asChild {...style}>
      <RouterLink to={localizePath(promotionPath(promotion.code), locale)}>{promotion.title}</RouterLink>
    </Link>
  );
}

export function PromotionLinks({
  promotions,
  labelledBy,
}: {
  promotions: readonly { code: string; title: string }[];
  labelledBy?: string;
}) {
  if (promotions.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="0" ps="3" aria-labelledby={labelledBy}>
      {promotions.map((promotion) => (
        <li key={promotion.code}>
          <PromotionLink
            promotion={promotion}
            display="block"
            py="1"
            fontSize="sm"
            color="fg"
            _hover={{ color: 'primary.fg' }}
          />
        </li>
      ))}
    </Stack>
  );
}
