// The steps a seeded order went through to reach its status, and when: confirmed the next day, in
// preparation half a day later, shipped two days after placing, invoiced on the last day of the month
// it shipped in (deferred invoicing: a client's delivery notes of a month on one invoice). Both order
// seeders use it, and the document seeder reads the same moments back from the history.
import type { OrderStatus } from '@shop/contract';
import { shopDay } from '../kernel/shop-calendar';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const STEPS: Record<OrderStatus, OrderStatus[]> = {
  in_approvazione: ['in_approvazione'],
  ricevuto: ['ricevuto'],
  confermato: ['ricevuto', 'confermato'],
  in_preparazione: ['ricevuto', 'confermato', 'in_preparazione'],
  spedito_parziale: ['ricevuto', 'confermato', 'in_preparazione', 'spedito_parziale'],
  spedito: ['ricevuto', 'confermato', 'in_preparazione', 'spedito'],
  fatturato: ['ricevuto', 'confermato', 'in_preparazione', 'spedito', 'fatturato'],
  annullato: ['ricevuto', 'annullato'],
  rifiutato: ['in_approvazione', 'rifiutato'],
};

/** When an order placed at `placedAt` ships. */
export const shippedAt = (placedAt: Date) => new Date(placedAt.getTime() + 2 * DAY + 2 * HOUR);

/** The last day of the month (the shop's calendar) of `at`, in the afternoon, never before `at`. */
export function monthEndInvoiceAt(at: Date): Date {
  const [year, month] = shopDay(at).split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const end = new Date(Date.UTC(year, month - 1, lastDay, 15, 30));
  return end.getTime() > at.getTime() ? end : new Date(at.getTime() + HOUR);
}

/** A shipped order is invoiced when the invoice of its shipping month is due before `now`. */
export function shippedStatus(placedAt: Date, now: Date): 'spedito' | 'fatturato' {
  return monthEndInvoiceAt(shippedAt(placedAt)).getTime() < now.getTime() ? 'fatturato' : 'spedito';
}

/** The steps of an order in `status`, oldest first, each with its moment. */
export function orderSteps(status: OrderStatus, placedAt: Date): { status: OrderStatus; changedAt: Date }[] {
  const at = (step: OrderStatus): Date => {
    switch (step) {
      case 'ricevuto':
      case 'in_approvazione':
        return placedAt;
      case 'confermato':
      case 'annullato':
      case 'rifiutato':
        return new Date(placedAt.getTime() + DAY + 2 * HOUR);
      case 'in_preparazione':
        return new Date(placedAt.getTime() + DAY + 6 * HOUR);
      case 'spedito':
      case 'spedito_parziale':
        return shippedAt(placedAt);
      case 'fatturato':
        return monthEndInvoiceAt(shippedAt(placedAt));
    }
  };
  return STEPS[status].map((step) => ({ status: step, changedAt: at(step) }));
}
