// A small table of a storefront page that scrolls sideways when its columns do not fit: a named
// region a keyboard can focus and scroll.
import type { ReactNode } from 'react';
import { Table, type TableScrollAreaProps } from '@chakra-ui/react';

interface ScrollTableProps extends Omit<TableScrollAreaProps, 'children'> {
  /** The region's name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** The table's data-testid. */
  testId?: string;
  /** Its header and body. */
  children: ReactNode;
}

export function ScrollTable({ label, labelledBy, testId, children, ...area }: ScrollTableProps) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      {...area}
    >
      <Table.Root size="sm" data-testid={testId}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
