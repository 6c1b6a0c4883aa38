// The columns that many record lists share (a record's code, a company's name, VAT number and city),
// the select filter of a fixed set of values, and the end of every grid's URL-filters-to-GraphQL-filter
// function.
import type { MessageDescriptor } from 'react-intl';
import type { GridColumn } from './columns';
import type { GridFilter } from './define-grid';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../common-messages';

/** The record's code: sorted by code, always shown (it opens the row). */
export function codeColumn<Row extends { code: string }>(width?: string): GridColumn<Row> {
  return {
    id: 'code',
    header: commonMessages.code,
    value: (r) => r.code,
    sortField: 'code',
    hideable: false,
    ...(width ? { width } : {}),
  };
}

/** A company's name: sorted by name, always shown. */
export function companyNameColumn<Row extends { name: string }>(): GridColumn<Row> {
  return {
    id: 'name',
    header: commonMessages.companyName,
    value: (r) => r.name,
    sortField: 'name',
    hideable: false,
    width: '12rem',
    maxWidth: '14rem',
  };
}

/** A company's VAT number: sortable, hidden until chosen. */
export function vatNumberColumn<Row extends { vatNumber: string | null }>(): GridColumn<Row> {
  return {
    id: 'vatNumber',
    header: commonMessages.vatNumber,
    value: (r) => r.vatNumber,
    sortField: 'vatNumber',
    hiddenByDefault: true,
  };
}

/** A company's city: sortable, from a tablet up; a long name is clipped. */
export function cityColumn<Row extends { city: string | null }>(): GridColumn<Row> {
  return {
    id: 'city',
    header: manageCommonMessages.city,
    value: (r) => r.city,
    sortField: 'city',
    visibleFrom: 'tablet',
    maxWidth: '7rem',
  };
}

/** A company list's first columns: its code, name, VAT number and city. */
export function companyColumns<
  Row extends { code: string; name: string; vatNumber: string | null; city: string | null },
>(codeWidth?: string): GridColumn<Row>[] {
  return [codeColumn(codeWidth), companyNameColumn(), vatNumberColumn(), cityColumn()];
}

/** A select filter offering each of `values`, named by its message. */
export function selectFilter<Value extends string>(
  name: string,
  label: MessageDescriptor,
  values: readonly Value[],
  messages: Record<Value, MessageDescriptor>,
): GridFilter {
  return { kind: 'select', name, label, options: values.map((value) => ({ value, label: messages[value] })) };
}

/**
 * A grid's GraphQL filter without its unset fields (undefined, null or empty text); null when none is
 * set, so the list asks for everything.
 */
export function compactFilter<Filter extends object>(fields: Filter): Filter | null {
  const set = Object.entries(fields).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return set.length > 0 ? (Object.fromEntries(set) as Filter) : null;
}
