// A client's name linking to its record (/client/:code), with the code beside it; and the dashboard's
// lists of clients, each item under such a link.
import type { ReactNode } from 'react';
import { Flex, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';

export function ClientLink({ code, name }: { code: string; name: string }) {
  const locale = useLocale();
  return (
    <Text as="span" overflowWrap="anywhere">
      <Link asChild color="primary.fg" fontWeight="medium">
        <RouterLink to={localizePath(`/client/${encodeURIComponent(code)}`, locale)}>{name}</RouterLink>
      </Link>{' '}
      <Text as="span" color="fg.muted" fontSize="sm">
        {code}
      </Text>
    </Text>
  );
}

/**
 * A dashboard list whose items each lead to a client's record: the client's link (with what goes
 * `beside` it, e.g. "Ordina"), then what the item says (`children`).
 */
export function ClientList<Item>({
  items,
  keyOf,
  clientOf,
  beside,
  ordered = false,
  itemTestId,
  children,
}: {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  clientOf: (item: Item) => { code: string; name: string };
  beside?: (item: Item) => ReactNode;
  /** A ranking (an ordered list). */
  ordered?: boolean;
  itemTestId?: string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <List.Root as={ordered ? 'ol' : undefined} variant="plain" gap="3">
      {items.map((item) => {
        const { code, name } = clientOf(item);
        const link = <ClientLink code={code} name={name} />;
        return (
          <List.Item key={keyOf(item)} display="block" data-testid={itemTestId}>
            {beside ? (
              <Flex justify="space-between" gap="2" wrap="wrap" align="center">
                {link}
                {beside(item)}
              </Flex>
            ) : (
              link
            )}
            {children(item)}
          </List.Item>
        );
      })}
    </List.Root>
  );
}

/** The line under a client of the list. */
export function ClientListLine({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}
