// The trail above a reserved-area page's title: links to the pages above it, the page itself last
// (aria-current="page"). Labels wrap at 360 px instead of overflowing.
import { chakra, Link } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronRightIcon } from '@shop/ui';
import { commonMessages } from '../../../i18n/common-messages';

export interface Crumb {
  label: string;
  /** A path in the current locale; the last crumb (the page itself) has none. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  if (items.length < 2) return null;
  return (
    <nav aria-label={intl.formatMessage(commonMessages.breadcrumb)}>
      <chakra.ol
        listStyle="none"
        m="0"
        p="0"
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        gap="1"
        fontSize="sm"
        color="fg.muted"
      >
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <chakra.li
              key={`${index}-${item.label}`}
              display="inline-flex"
              alignItems="center"
              gap="1"
              minW="0"
            >
              {last || !item.to ? (
                <chakra.span
                  aria-current={last ? 'page' : undefined}
                  color={last ? 'fg' : undefined}
                  overflowWrap="anywhere"
                >
                  {item.label}
                </chakra.span>
              ) : (
                <Link asChild color="primary.fg">
                  <RouterLink to={item.to}>{item.label}</RouterLink>
                </Link>
              )}
              {!last && <ChevronRightIcon aria-hidden="true" boxSize="3" />}
            </chakra.li>
          );
        })}
      </chakra.ol>
    </nav>
  );
}
