// An order becomes invoiced (fatturato) when it is wholly shipped and every one of its delivery notes
// is invoiced: checked after an invoice is made and after a partly shipped order's rest is closed.
import type { OrderStatus } from '@shop/contract';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../kernel/auth-user';
import { changeStatus } from './order-changes';
import { lockOrdersById, ordersWithUninvoicedNotes } from './orders.repository';

/** Moves the orders among `ids` that are now wholly invoiced; answers every order's status after. */
export async function markInvoicedOrders(
  tx: Database,
  user: AuthUser,
  ids: readonly number[],
  at: Date,
  invoiceNumber: string,
): Promise<{ number: string; status: OrderStatus }[]> {
  const locked = await lockOrdersById(tx, ids);
  const open = await ordersWithUninvoicedNotes(tx, ids);
  const result: { number: string; status: OrderStatus }[] = [];
  for (const order of locked) {
    const complete = order.status === 'spedito' && !open.has(order.id);
    if (complete) {
      await changeStatus(tx, user, order, {
        to: 'fatturato',
        at,
        note: invoiceNumber ? `Fattura ${invoiceNumber}` : '',
        action: 'invoiced',
        ...(invoiceNumber ? { audit: { fields: { fattura: invoiceNumber } } } : {}),
      });
    }
    result.push({ number: order.number, status: complete ? 'fatturato' : (order.status as OrderStatus) });
  }
  return result;
}
