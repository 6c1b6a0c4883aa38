// What a grid's page says about each column: its header, how its cells look, whether and by which
// field the server sorts it, whether the user may hide it, and what goes into an export.
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';

/** A cell's raw value: what formatting, sorting on screen and exports start from. */
export type GridValue = string | number | boolean | Date | null | undefined;

/**
 * How a value is shown and exported (Intl, in the user's language): numbers and money are
 * right-aligned; `date`/`datetime` take Date objects or ISO 8601 text.
 */
export type GridValueType = 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime';

/** The narrowest screen a column is shown on by default (phones get the essentials). */
export type GridBreakpoint = 'phone' | 'tablet' | 'desktop';

export interface GridColumn<Row> {
  /** Stable id: the column preference and the export's column order use it. */
  id: string;
  header: MessageDescriptor;
  /** The raw value (for the default cell and the export). */
  value: (row: Row) => GridValue;
  type?: GridValueType;
  /** Currency of `money` values (default EUR). */
  currency?: string;
  /** A cell of its own (a link, a badge); the default shows the formatted value. */
  cell?: (row: Row) => ReactNode;
  /** The server's sort field (the list's `sort`); the column is sortable only with one. */
  sortField?: string;
  /** False for columns that are always shown (the code that opens the row). Default true. */
  hideable?: boolean;
  /** Shown by default from this screen size up (default: phone, i.e. everywhere). */
  visibleFrom?: GridBreakpoint;
  /** Hidden by default everywhere until the user chooses it. */
  hiddenByDefault?: boolean;
  /** A width hint (CSS length, e.g. '8rem'): the column's minimum width. */
  width?: string;
  /**
   * The widest text the column asks room for (CSS length): rows never wrap, so a longer text (a
   * name, a description) ends in an ellipsis, the whole of it in the cell's tooltip, unless the
   * grid has room to spare, which the column then takes.
   */
  maxWidth?: string;
  /** The value written to CSV/XLSX (default: `value`); false leaves the column out of exports. */
  exportValue?: ((row: Row) => GridValue) | false;
  /**
   * The texts of a coded value (a status, a channel, a type): exports write the text in the user's
   * language (Fatturato), never the code (INVOICED); a code without a text is written as it is.
   */
  valueLabels?: Readonly<Record<string, MessageDescriptor>>;
}

export const BREAKPOINT_ORDER: readonly GridBreakpoint[] = ['phone', 'tablet', 'desktop'];

export function isNumeric(type: GridValueType | undefined): boolean {
  return type === 'number' || type === 'money' || type === 'percent';
}
