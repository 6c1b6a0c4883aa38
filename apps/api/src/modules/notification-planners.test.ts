// Every kind of notification is planned by exactly one module's planner: a kind with none would fail
// the first time it is announced, one with two would be told twice or by the wrong module.
import { NOTIFICATION_KINDS } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PLANNERS } from './index';
import { kindsWritten, plannerTable } from './notifications/planners';

describe('the notification planners of modules/index.ts', () => {
  it.each(NOTIFICATION_KINDS)('plan %s exactly once', (kind) => {
    expect(NOTIFICATION_PLANNERS.filter((planner) => kindsWritten(planner).includes(kind))).toHaveLength(1);
  });

  it('write no kind the contract does not know', () => {
    const known: readonly string[] = NOTIFICATION_KINDS;
    expect(NOTIFICATION_PLANNERS.flatMap(kindsWritten).filter((kind) => !known.includes(kind))).toEqual([]);
  });

  it('make a table the app can start with, and a list missing or doubling a kind is refused', () => {
    expect(plannerTable(NOTIFICATION_PLANNERS).size).toBeGreaterThan(0);
    const [first, ...others] = NOTIFICATION_PLANNERS;
    expect(() => plannerTable(others)).toThrow(/none for/);
    if (first) expect(() => plannerTable([...NOTIFICATION_PLANNERS, first])).toThrow(/more than one for/);
  });
});
