// A small table on a record's page: it scrolls on its own (a focusable region named by its title),
// with the title as its caption (shown above it or for screen readers only).
import type { ReactNode } from 'react';
import { chakra, Table } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';

/** A column's header: its text, or its text with where it stands (a number's at the end). */
export type RecordTableColumn =
  MessageDescriptor | { label: MessageDescriptor; end?: boolean; hideBelow?: 'sm' | 'md' };

export function RecordTable({
  title,
  caption = 'screenReader',
  columns,
  head,
  children,
  testId,
  relative = false,
}: {
  title: string;
  /** The title as the table's caption: shown above it, for screen readers only (the default), or none. */
  caption?: 'shown' | 'screenReader' | 'none';
  /** The header row's cells, from the columns' texts. */
  columns?: readonly RecordTableColumn[];
  /** The header row's cells, when they are more than texts (instead of `columns`). */
  head?: ReactNode;
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
          <Table.Row>{columns ? <HeadCells columns={columns} /> : head}</Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The header row's cells of `columns` (a table of its own may use them too). */
export function HeadCells({ columns }: { columns: readonly RecordTableColumn[] }) {
  const intl = useIntl();
  return columns.map((column, index) => {
    const { label, end = false, hideBelow } = 'label' in column ? column : { label: column };
    return (
      <Table.ColumnHeader key={index} textAlign={end ? 'end' : undefined} hideBelow={hideBelow}>
        {intl.formatMessage(label)}
      </Table.ColumnHeader>
    );
  });
}
