// The pages of a storefront list (orders, quotes, returns, backorders): previous, "page 2 of 5", next.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/common-messages';

interface PagerProps {
  /** The navigation's accessible name ("Pagine degli ordini"). */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Shown only when there is more than one page. */
export function Pager({ label, page, pages, onPage }: PagerProps) {
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} gap="3" justify="center">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage(commonMessages.previous)}
      </Button>
      <Text aria-current="page">{intl.formatMessage(commonMessages.pageOf, { page, pages })}</Text>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {intl.formatMessage(commonMessages.next)}
      </Button>
    </HStack>
  );
}
