// A small table on a record's page: it scrolls on its own (a focusable region named by its title),
// with the title as its caption (shown above it or for screen readers only).
import type { ReactNode } from 'react';
import { chakra, Table } from '@chakra-ui/react';

export function RecordTable({
  title,
  caption = 'screenReader',
  head,
  children,
  testId,
  relative = false,
}: {
  title: string;
  /** The title as the table's caption: shown above it, for screen readers only (the default), or none. */
  caption?: 'shown' | 'screenReader' | 'none';
  /** The header row's cells. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
  testId?: string;
  /** Position the scrolling box (for content placed absolutely inside it, e.g. links' hidden names). */
  relative?: boolean;
}) {
  return (
    <Table.ScrollArea
      position={relative ? 'relative' : undefined}
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label={title}
    >
      <Table.Root size="sm" data-testid={testId}>
        {caption === 'shown' && (
          <chakra.caption textAlign="start" fontWeight="semibold" p="2">
            {title}
          </chakra.caption>
        )}
        {caption === 'screenReader' && <chakra.caption srOnly>{title}</chakra.caption>}
        <Table.Header>
          <Table.Row>{head}</Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
