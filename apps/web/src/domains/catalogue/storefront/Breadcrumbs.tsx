// The breadcrumb trail of category and product pages: home, then the category path; the last item
// is the current page (not a link).
import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronRightIcon } from '@shop/ui';
import { useLocale } from '../../../i18n/useLocale';
import { homePath } from '../../../lib/paths';
import { catalogueMessages } from './messages';
import { commonMessages } from '../../../i18n/common-messages';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the current page has none. */
  href?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const all: Crumb[] = [
    { label: intl.formatMessage(catalogueMessages.home), href: homePath(locale) },
    ...items,
  ];
  return (
    <Box as="nav" aria-label={intl.formatMessage(commonMessages.breadcrumb)} fontSize="sm">
      <Flex as="ol" listStyleType="none" wrap="wrap" align="center" gap="1" color="fg.muted">
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <Flex as="li" key={`${index}-${crumb.label}`} align="center" gap="1" minW="0">
              {crumb.href && !last ? (
                <Link asChild color="fg.muted" _hover={{ color: 'primary.fg' }}>
                  <RouterLink to={crumb.href}>{crumb.label}</RouterLink>
                </Link>
              ) : (
                <Text
                  as="span"
                  color="fg"
                  fontWeight="medium"
                  aria-current={last ? 'page' : undefined}
                  truncate
                >
                  {crumb.label}
                </Text>
              )}
              {!last && <ChevronRightIcon boxSize="3.5" color="fg.subtle" />}
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
