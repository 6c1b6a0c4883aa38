// A link whose target comes from the shop's data (config menus and footer, banners, notices): shop
// paths become router links in the current locale (localizePath: /novita → /en/novita under /en),
// anything else (other sites, mailto:, tel:) stays a plain anchor. Every data link renders through it.
import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { isExternalLink, isOtherSite } from '../../../lib/paths';

export interface ConfigLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  href: string;
  /** Other web sites open in a new tab (the header banners do so). */
  otherSitesInNewTab?: boolean;
}

export function ConfigLink({ href, children, otherSitesInNewTab = false, ...props }: ConfigLinkProps) {
  const locale = useLocale();
  if (isExternalLink(href)) {
    const newTab = otherSitesInNewTab && isOtherSite(href);
    return (
      <ChakraLink
        href={href}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...props}
      >
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
