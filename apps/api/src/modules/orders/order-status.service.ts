// POST /api/orders/setstatus (orders.manage): confirm, prepare, cancel an order, or close the rest of a
// partly shipped one, as the transition table allows. One transaction: the order locked and its
// version checked, the stock a cancelled order or a closed rest held given back, the status written
// with who and when, audited, and the client's users told.
import type { OrderRecord, OrderStatus, ordersSetstatusPayloadSchema } from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { shopDay } from '../../kernel/shop-calendar';
import { markInvoicedOrders } from './invoiced-orders';
import { changeStatus, checkTransition, lockOrderForChange } from './order-changes';
import { releaseUnshipped } from './order-stock';
import { findOrderLines } from './orders.repository';
import { getOrderRecord } from './orders.service';

export type SetStatusInput = z.output<typeof ordersSetstatusPayloadSchema>;

export async function setOrderStatus(
  db: Database,
  user: AuthUser,
  input: SetStatusInput,
  now: Date = new Date(),
): Promise<OrderRecord> {
  await db.transaction(async (tx) => {
    const { order } = await lockOrderForChange(tx, user, input.numero, input.versione);
    const from = order.status as OrderStatus;
    checkTransition(user, from, input.stato, 'setstatus', 'stato');
    if (input.dataPrevista !== undefined && input.dataPrevista < shopDay(order.createdAt)) {
      throw new AppError(422, 'VALIDATION', 'orders.badExpectedDay', { field: 'dataPrevista' });
    }
    const closingRest = from === 'spedito_parziale' && input.stato === 'spedito';
    if (input.stato === 'annullato' || closingRest) {
      await releaseUnshipped(tx, await findOrderLines(tx, order.id));
    }
    await changeStatus(tx, user, order, {
      to: input.stato,
      at: now,
      note: input.nota,
      action: closingRest ? 'closeRest' : 'status',
      expectedShipping: input.dataPrevista,
    });
    // A closed rest whose delivery notes were all invoiced already: nothing is left to invoice.
    if (closingRest) await markInvoicedOrders(tx, user, [order.id], now, '');
  });
  return getOrderRecord(db, user, input.numero, input.Lingua);
}
