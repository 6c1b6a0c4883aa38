// A link whose target comes from the shop's config: shop paths become router links in the current
// locale, anything else (other sites, mailto:, tel:) stays a plain anchor.
import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { isExternalLink } from '../../lib/paths';

export interface ConfigLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  href: string;
}

export function ConfigLink({ href, children, ...props }: ConfigLinkProps) {
  const locale = useLocale();
  if (isExternalLink(href)) {
    return (
      <ChakraLink href={href} {...props}>
        {children}
      </ChakraLink>
    );
  }
  return (
    <ChakraLink asChild {...props}>
      <RouterLink to={localizePath(href, locale)}>{children}</RouterLink>
    </ChakraLink>
  );
}
