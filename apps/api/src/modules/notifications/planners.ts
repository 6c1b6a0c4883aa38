// The planners of notifications that modules register for their own events (quotes, returns): notify
// asks the planner that handles an event who is told what, so this module does not know their domains.
import type { Database } from '../../db/database';
import type { Delivery } from './delivery';
import type { NotificationEvent } from './notification-events';

export interface NotificationPlanner<E extends NotificationEvent = NotificationEvent> {
  /** True for the events this planner plans. */
  handles(event: NotificationEvent): event is E;
  /** Who is told what: one delivery per audience. */
  plan(tx: Database, event: E): Promise<Delivery[]>;
  /** The dedupe key of the event: the same change is announced once. */
  dedupeBase(event: E): string;
}

const planners: NotificationPlanner[] = [];

/** Registers a module's planner (each module's index.ts does it once, when loaded). */
export function registerNotificationPlanner<E extends NotificationEvent>(
  planner: NotificationPlanner<E>,
): void {
  if (!planners.includes(planner as unknown as NotificationPlanner)) {
    planners.push(planner as unknown as NotificationPlanner);
  }
}

export function plannerFor(event: NotificationEvent): NotificationPlanner | undefined {
  return planners.find((planner) => planner.handles(event));
}
