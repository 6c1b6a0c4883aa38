// The clear empty state of a listing: what happened and where to go from here.
import type { ReactNode } from 'react';
import { Box, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../../i18n/useLocale';
import type { ListingKind } from './listing-params';
import { searchPath } from './listing-params';
import { catalogueMessages } from './messages';

interface EmptyListingProps {
  kind?: ListingKind;
  searching?: boolean;
  /** Overrides the text chosen by kind. */
  text?: string;
  children?: ReactNode;
}

export function EmptyListing({ kind, searching = false, text, children }: EmptyListingProps) {
  const intl = useIntl();
  const locale = useLocale();
  const message =
    text ??
    intl.formatMessage(
      searching
        ? catalogueMessages.emptySearchText
        : kind === 'favourites'
          ? catalogueMessages.emptyFavouritesText
          : catalogueMessages.emptyText,
    );
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py={{ base: 10, lg: 16 }}
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="lg"
      data-testid="empty-listing"
    >
      <Box color="primary.fg" aria-hidden="true">
        <chakra.svg
          viewBox="0 0 48 48"
          width="12"
          height="12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <circle cx="21" cy="21" r="13" />
          <path d="M31 31l10 10M16 21h10" strokeLinecap="round" />
        </chakra.svg>
      </Box>
      <Heading as="h2" size="lg">
        {intl.formatMessage(catalogueMessages.emptyTitle)}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {message}
      </Text>
      {children ?? (
        <Link asChild color="primary.fg" fontWeight="semibold">
          <RouterLink to={searchPath({}, locale)}>
            {intl.formatMessage(catalogueMessages.browseAll)}
          </RouterLink>
        </Link>
      )}
    </Stack>
  );
}
