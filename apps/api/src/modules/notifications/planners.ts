// The planners of notifications: each module that announces events plans who is told what about them
// (orders, order issues, quotes, returns). modules/index.ts lists every module's planner once and app.ts
// registers the list here, so notify asks the planner of an event's kind and this module knows no domain.
import { NOTIFICATION_KINDS, type NotificationKind } from '@shop/contract';
import type { Database } from '../../db/database';
import type { Delivery } from './delivery';
import type { NotificationEvent } from './notification-events';

export interface NotificationPlanner<E extends NotificationEvent = NotificationEvent> {
  /** The kinds of the events this planner plans. */
  kinds: readonly E['kind'][];
  /** Kinds it writes besides its events' own (order.placed also tells the staff placer: order.placedFor). */
  alsoWrites?: readonly NotificationKind[];
  /** Who is told what: one delivery per audience. */
  plan(tx: Database, event: E): Promise<Delivery[]>;
  /** The dedupe key of the event: the same change is announced once. */
  dedupeBase(event: E): string;
}

/** Every notification kind a planner writes: its events' and the others. */
export function kindsWritten(planner: NotificationPlanner): NotificationKind[] {
  return [...planner.kinds, ...(planner.alsoWrites ?? [])];
}

/**
 * The planner of each event kind. Throws when a notification kind has no planner or more than one:
 * the app then refuses to start rather than fail the first time such an event is announced.
 */
export function plannerTable(
  planners: readonly NotificationPlanner[],
): ReadonlyMap<NotificationEvent['kind'], NotificationPlanner> {
  const written = new Map<NotificationKind, number>();
  const table = new Map<NotificationEvent['kind'], NotificationPlanner>();
  for (const planner of planners) {
    for (const kind of kindsWritten(planner)) written.set(kind, (written.get(kind) ?? 0) + 1);
    for (const kind of planner.kinds) table.set(kind, planner);
  }
  const doubled = NOTIFICATION_KINDS.filter((kind) => (written.get(kind) ?? 0) > 1);
  const missing = NOTIFICATION_KINDS.filter((kind) => !written.has(kind));
  if (doubled.length > 0 || missing.length > 0) {
    throw new Error(
      `notification planners: ${[
        doubled.length > 0 ? `more than one for ${doubled.join(', ')}` : '',
        missing.length > 0 ? `none for ${missing.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')}`,
    );
  }
  return table;
}

let registered: ReadonlyMap<NotificationEvent['kind'], NotificationPlanner> = new Map();

/** Registers every module's planner at once (app.ts, with modules/index.ts's NOTIFICATION_PLANNERS). */
export function registerNotificationPlanners(planners: readonly NotificationPlanner[]): void {
  registered = plannerTable(planners);
}

export function plannerFor(event: NotificationEvent): NotificationPlanner | undefined {
  return registered.get(event.kind);
}
