// A link to a page of the shop, in the shop's link colour: `to` is the Italian path ('/cart',
// orderDetailPath(n)), localized here for the page's language; the rest styles the link.
import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';

interface ShopLinkProps extends Omit<LinkProps, 'asChild' | 'href' | 'onClick'> {
  to: string;
  children: ReactNode;
  onClick?: () => void;
}

export function ShopLink({ to, children, onClick, ...style }: ShopLinkProps) {
  const locale = useLocale();
  return (
    <Link asChild color="primary.fg" {...style}>
      <RouterLink to={localizePath(to, locale)} onClick={onClick}>
        {children}
      </RouterLink>
    </Link>
  );
}
