import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../kernel/permissions';
import {
  findTransition,
  nextStatuses,
  ORDER_TRANSITIONS,
  PLACED_ORDER_STATUSES,
  SHIPPABLE_ORDER_STATUSES,
} from './order-lifecycle';
import { OPEN_ORDER_STATUSES, ORDER_STATUSES } from './storefront';

describe('the order transition table', () => {
  it('reaches every status from the placed ones, and nothing leaves an invoiced, cancelled or rejected order', () => {
    const reached = new Set<string>(PLACED_ORDER_STATUSES);
    for (let round = 0; round < ORDER_STATUSES.length; round++) {
      for (const t of ORDER_TRANSITIONS) if (reached.has(t.from)) reached.add(t.to);
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_TRANSITIONS.filter((t) => ['fatturato', 'annullato', 'rifiutato'].includes(t.from))).toEqual(
      [],
    );
    expect(ORDER_TRANSITIONS.every((t) => t.permission in PERMISSIONS)).toBe(true);
  });

  it('ships only open orders that are confirmed, and never goes back', () => {
    expect([...SHIPPABLE_ORDER_STATUSES].sort()).toEqual([
      'confermato',
      'in_preparazione',
      'spedito_parziale',
    ]);
    expect(
      SHIPPABLE_ORDER_STATUSES.every((s) => (OPEN_ORDER_STATUSES as readonly string[]).includes(s)),
    ).toBe(true);
    const rank = (s: string) => ORDER_STATUSES.indexOf(s as (typeof ORDER_STATUSES)[number]);
    expect(ORDER_TRANSITIONS.filter((t) => t.to !== 'annullato' && rank(t.to) < rank(t.from))).toEqual([]);
    expect(findTransition('ricevuto', 'spedito', 'setstatus')).toBeUndefined();
    expect(findTransition('spedito_parziale', 'spedito', 'setstatus')?.permission).toBe('orders.manage');
  });

  it('offers each user type the changes its permissions allow', () => {
    expect(nextStatuses('ricevuto', 'U')).toEqual(['confermato', 'annullato']);
    expect(nextStatuses('ricevuto', 'A')).toEqual([]);
    expect(nextStatuses('confermato', 'X', 'ship')).toEqual(['spedito_parziale', 'spedito']);
    expect(nextStatuses('spedito', 'X', 'invoice')).toEqual(['fatturato']);
    expect(nextStatuses('ricevuto', null)).toEqual([]);
    expect(nextStatuses('in_approvazione', 'U', 'approve')).toEqual(['ricevuto']);
    expect(nextStatuses('in_approvazione', 'X', 'reject')).toEqual(['rifiutato']);
    expect(nextStatuses('in_approvazione', 'A', 'approve')).toEqual([]);
    expect(nextStatuses('in_approvazione', 'U')).toEqual([]);
  });
});
