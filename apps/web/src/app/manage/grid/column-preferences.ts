// Which columns a user sees, in which order: the grid's defaults for the screen size (fewer on a
// phone), or the user's own choice kept under the preference "grid.<gridId>" as JSON:
//   {"v":1,"phone":{"hidden":["city"],"order":["code","name"]},"desktop":{...}}
// one choice per screen size, since the same agent works on a tablet and at a desk. Column ids the
// grid no longer has are dropped; new columns appear at their default place.
import { z } from 'zod';
import { BREAKPOINT_ORDER, type GridBreakpoint, type GridColumn } from './columns';

export interface ColumnChoice {
  /** Hideable column ids the user hid. */
  hidden: string[];
  /** Every column id, in the user's order. */
  order: string[];
}

const choiceSchema = z.object({
  hidden: z.array(z.string().max(100)).max(200),
  order: z.array(z.string().max(100)).max(200),
});
const preferenceSchema = z.object({
  v: z.literal(1),
  phone: choiceSchema.optional(),
  tablet: choiceSchema.optional(),
  desktop: choiceSchema.optional(),
});
export type ColumnPreference = z.infer<typeof preferenceSchema>;

export const preferenceKey = (gridId: string) => `grid.${gridId}`;

/** The stored JSON text, or an empty preference when there is none or it is not one of ours. */
export function parsePreference(text: string | null | undefined): ColumnPreference {
  if (!text) return { v: 1 };
  try {
    const parsed = preferenceSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : { v: 1 };
  } catch {
    return { v: 1 };
  }
}

/** The default choice on a screen size: columns shown from a larger size, or hidden by default, are hidden. */
export function defaultChoice<Row>(
  columns: readonly GridColumn<Row>[],
  breakpoint: GridBreakpoint,
): ColumnChoice {
  const rank = BREAKPOINT_ORDER.indexOf(breakpoint);
  return {
    hidden: columns
      .filter(
        (column) =>
          column.hideable !== false &&
          (column.hiddenByDefault === true || BREAKPOINT_ORDER.indexOf(column.visibleFrom ?? 'phone') > rank),
      )
      .map((column) => column.id),
    order: columns.map((column) => column.id),
  };
}

/** The choice in force: the user's for this screen size (cleaned against the grid's columns), else the default. */
export function effectiveChoice<Row>(
  columns: readonly GridColumn<Row>[],
  preference: ColumnPreference,
  breakpoint: GridBreakpoint,
): ColumnChoice {
  const stored = preference[breakpoint];
  if (!stored) return defaultChoice(columns, breakpoint);
  const ids = columns.map((column) => column.id);
  const hideable = new Set(columns.filter((column) => column.hideable !== false).map((column) => column.id));
  const order = stored.order.filter((id, index) => ids.includes(id) && stored.order.indexOf(id) === index);
  // A column the stored order lacks goes after the column that precedes it in the grid's own order.
  ids.forEach((id, index) => {
    if (order.includes(id)) return;
    const before = ids
      .slice(0, index)
      .reverse()
      .find((other) => order.includes(other));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  });
  return { hidden: stored.hidden.filter((id) => hideable.has(id)), order };
}

/** The columns to render, in order. */
export function visibleColumns<Row>(
  columns: readonly GridColumn<Row>[],
  choice: ColumnChoice,
): GridColumn<Row>[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  return choice.order
    .filter((id) => !choice.hidden.includes(id))
    .map((id) => byId.get(id))
    .filter((column): column is GridColumn<Row> => column !== undefined);
}

export function withChoice(
  preference: ColumnPreference,
  breakpoint: GridBreakpoint,
  choice: ColumnChoice | null,
): ColumnPreference {
  const rest = Object.fromEntries(Object.entries(preference).filter(([key]) => key !== breakpoint));
  return { ...rest, v: 1, ...(choice ? { [breakpoint]: choice } : {}) };
}

export function toggleColumn(choice: ColumnChoice, id: string): ColumnChoice {
  return {
    ...choice,
    hidden: choice.hidden.includes(id)
      ? choice.hidden.filter((other) => other !== id)
      : [...choice.hidden, id],
  };
}

export function moveColumn(choice: ColumnChoice, id: string, by: -1 | 1): ColumnChoice {
  const order = [...choice.order];
  const from = order.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return choice;
  order.splice(from, 1);
  order.splice(to, 0, id);
  return { ...choice, order };
}
