// A page of a storefront list shown as cards (the order history, the quotes): the failure and a
// retry while nothing is shown, skeletons while the first answer comes, then how many there are,
// the text for none, the cards (ListCard each) and the pager.
import type { ReactNode } from 'react';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { LoadAlert } from './LoadAlert';
import { Pager } from './Pager';

interface PagedCardsProps {
  /** The answer, once it came: how many records in all, whether this page has none, the pages. */
  result: { count: string; empty: boolean; page: number; pages: number } | undefined;
  loading: boolean;
  failed: boolean;
  failedMessage: string;
  retryLabel: string;
  onRetry: () => Promise<unknown>;
  /** Marks the skeletons as busy for assistive technology. */
  busySkeletons?: boolean;
  countTestId: string;
  emptyText: string;
  listTestId: string;
  pagerLabel: string;
  onPage: (page: number) => void;
  /** The cards. */
  children: ReactNode;
}

export function PagedCards({ result, loading, failed, ...props }: PagedCardsProps) {
  return (
    <>
      {failed && !result && (
        <LoadAlert message={props.failedMessage} retryLabel={props.retryLabel} onRetry={props.onRetry} />
      )}
      {loading && !result && (
        <Stack gap="3" aria-busy={props.busySkeletons ? 'true' : undefined}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="20" />
          ))}
        </Stack>
      )}
      {result && (
        <>
          <Text role="status" fontWeight="semibold" data-testid={props.countTestId}>
            {result.count}
          </Text>
          {result.empty && <Text>{props.emptyText}</Text>}
          <Stack as="ul" gap="3" listStyleType="none" data-testid={props.listTestId}>
            {props.children}
          </Stack>
          <Pager label={props.pagerLabel} page={result.page} pages={result.pages} onPage={props.onPage} />
        </>
      )}
    </>
  );
}
