// A pager of links (every page is an address, so it works with the keyboard, in a new tab and with
// back/forward). The app passes how a link is rendered (its router's Link) and the translated labels.
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Box, Flex, Link } from '@chakra-ui/react';
import { ChevronRightIcon } from '../icons/Icons';
import { paginationItems } from './pagination-items';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page. */
  hrefFor: (page: number) => string;
  /** Renders the app's link element for an address (its children are the visible content). */
  renderLink: (href: string) => ReactElement;
  labels: {
    /** The navigation's name, e.g. "Pages". */
    nav: string;
    previous: string;
    next: string;
    /** The accessible name of a page link, e.g. "Page 3". */
    page: (page: number) => string;
  };
}

const slot = {
  minW: '10',
  h: '10',
  px: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'md',
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
} as const;

function PageLink({
  href,
  label,
  current,
  renderLink,
  children,
}: {
  href: string;
  label: string;
  current?: boolean;
  renderLink: PaginationProps['renderLink'];
  children: ReactNode;
}) {
  return (
    <Link
      asChild
      {...slot}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      bg={current ? 'primary.solid' : 'transparent'}
      color={current ? 'primary.contrast' : 'fg'}
      borderWidth="1px"
      borderColor={current ? 'primary.solid' : 'border'}
      textDecoration="none"
      _hover={{ bg: current ? 'primary.solid' : 'primary.subtle', textDecoration: 'none' }}
    >
      {cloneElement(renderLink(href), undefined, children)}
    </Link>
  );
}

export function Pagination({ page, pageCount, hrefFor, renderLink, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = paginationItems(page, pageCount);
  return (
    <Box as="nav" aria-label={labels.nav}>
      <Flex as="ul" listStyleType="none" gap="1" wrap="wrap" justify="center" align="center">
        {page > 1 && (
          <li>
            <PageLink href={hrefFor(page - 1)} label={labels.previous} renderLink={renderLink}>
              <ChevronRightIcon transform="rotate(180deg)" />
            </PageLink>
          </li>
        )}
        {items.map((item, index) =>
          item === 'gap' ? (
            <Box as="li" key={`gap-${index}`} {...slot} color="fg.muted" aria-hidden="true">
              …
            </Box>
          ) : (
            <li key={item}>
              <PageLink
                href={hrefFor(item)}
                label={labels.page(item)}
                current={item === page}
                renderLink={renderLink}
              >
                {item}
              </PageLink>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <PageLink href={hrefFor(page + 1)} label={labels.next} renderLink={renderLink}>
              <ChevronRightIcon />
            </PageLink>
          </li>
        )}
      </Flex>
    </Box>
  );
}
