// The columns and filters that the lists of banners and promotions share: the days they show, their
// order on the storefront, and their state today.
import type { MessageDescriptor } from 'react-intl';
import type { GridColumn } from '../grid/columns';
import type { GridFilter } from '../grid/define-grid';
import { selectFilter } from '../grid/record-columns';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../common-messages';
import { DaysCell } from './days';

/** The days it shows (sorted by the first), from a tablet up. */
export function daysColumn<Row extends { from: string; to: string }>(): GridColumn<Row> {
  return {
    id: 'days',
    header: manageCommonMessages.days,
    value: (r) => r.from,
    cell: (r) => <DaysCell from={r.from} to={r.to} />,
    exportValue: (r) => `${r.from} – ${r.to}`,
    sortField: 'from',
    visibleFrom: 'tablet',
  };
}

/** Its place among the others on the storefront. */
export function positionColumn<Row extends { position: number }>(
  shown: Pick<GridColumn<Row>, 'visibleFrom' | 'hiddenByDefault'>,
): GridColumn<Row> {
  return {
    id: 'position',
    header: commonMessages.order,
    value: (r) => r.position,
    type: 'number',
    sortField: 'position',
    ...shown,
  };
}

/** The state filter: one of `states`, each named by its message. */
export function stateFilter<State extends string>(
  states: readonly State[],
  messages: Record<State, MessageDescriptor>,
): GridFilter {
  return selectFilter('state', manageCommonMessages.state, states, messages);
}

/** A select filter's value when it is one of `values` (a value from the URL may be anything). */
export const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((candidate) => candidate === value);
