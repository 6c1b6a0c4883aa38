// Orders in a chosen state for the tests of the order's life, written straight into the tables (no cart,
// no stock taken: the tests that check stock place their orders through the API), numbered so that
// they never meet the seeded ones ("YYYY/7NNNNN").
import type { OrderStatus } from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import {
  clients,
  orderApprovals,
  orderLines,
  orders,
  orderStatusHistory,
  products,
  users,
} from '../../src/db/schema';

export interface FixtureLine {
  code: string;
  quantity: number;
  /** Net unit price; the product's p1 when left out. */
  netPrice?: string;
  freeQuantity?: number;
}

let sequence = 0;

/** users.id of a seeded user. */
export async function userId(db: Database, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** An order of `client` in `status` with these lines (products of the catalogue). Answers its number. */
export async function insertOrderWithLines(
  db: Database,
  order: {
    client: string;
    placedBy: string;
    lines: readonly FixtureLine[];
    status?: OrderStatus;
    headerDiscount?: string;
    requestedDelivery?: string;
  },
): Promise<{ id: number; number: string }> {
  sequence += 1;
  const at = new Date();
  const number = `${at.getUTCFullYear()}/7${String(sequence).padStart(5, '0')}${Math.floor(Math.random() * 10)}`;
  const [client] = await db.select().from(clients).where(eq(clients.code, order.client));
  if (!client) throw new Error(`no client ${order.client}`);
  const found = await db
    .select()
    .from(products)
    .where(
      inArray(
        products.code,
        order.lines.map((l) => l.code),
      ),
    );
  const lines = order.lines.map((line, index) => {
    const product = found.find((p) => p.code === line.code);
    if (!product) throw new Error(`no product ${line.code}`);
    const net = line.netPrice ?? product.priceP1;
    return {
      lineNo: index + 1,
      productCode: product.code,
      descriptionIt: product.descriptionIt,
      descriptionEn: product.descriptionEn,
      um: product.um,
      quantity: line.quantity,
      freeQuantity: line.freeQuantity ?? 0,
      listPrice: product.priceP1,
      netPrice: net,
      discounts: '',
      total: (Number(net) * line.quantity).toFixed(4),
    };
  });
  const subtotal = lines.reduce((sum, l) => sum + Number(l.total), 0);
  const discount = Number(order.headerDiscount ?? '0');
  const [written] = await db
    .insert(orders)
    .values({
      number,
      userId: await userId(db, order.placedBy),
      clientCode: client.code,
      status: order.status ?? 'ricevuto',
      channel: 'web',
      orderType: 'ORD',
      priceList: client.priceList,
      discountChain: client.discountChain,
      deliveryCode: 'SEDE',
      deliveryDescription: client.companyName,
      deliveryStreet: client.street,
      deliveryPostcode: client.postcode,
      deliveryCity: client.city,
      deliveryProvince: client.province,
      deliveryCountry: client.country,
      requestedDelivery: order.requestedDelivery ?? null,
      saleConditionsAcceptedAt: at,
      decimals: 2,
      subtotal: subtotal.toFixed(4),
      headerPromotionCode: discount > 0 ? 'ORDINE500' : null,
      headerDiscount: discount.toFixed(4),
      total: (subtotal - discount).toFixed(4),
      items: lines.reduce((sum, l) => sum + l.quantity, 0),
      lineCount: lines.length,
      createdAt: at,
      statusChangedAt: at,
    })
    .returning({ id: orders.id });
  if (!written) throw new Error('order not written');
  await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: written.id })));
  if (order.status === 'in_approvazione') {
    // Placed waiting for approval (approvals): its first status is the wait, with the rule that matched.
    await db
      .insert(orderStatusHistory)
      .values({ orderId: written.id, status: 'in_approvazione', changedAt: at });
    await db.insert(orderApprovals).values({
      orderId: written.id,
      reasons: [{ codice: 'amount_above', valore: subtotal - discount, limite: 1 }],
      requestedAt: at,
    });
  } else {
    await db.insert(orderStatusHistory).values({ orderId: written.id, status: 'ricevuto', changedAt: at });
  }
  return { id: written.id, number };
}
