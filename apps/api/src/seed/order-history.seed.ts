// A believable order history for the demo customers: a few orders each over the last months, in
// every status, priced from the seeded catalogue with each client's list and discount chain. The
// orders are the same on every fresh database; their days count back from the day of seeding, so
// the history always looks recent. The oldest order of rossi, ferri and gallo has a line of a product
// no longer in the catalogue, so reorder has something to report.
import type { OrderStatus } from '@shop/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  clientAddresses,
  clients,
  orderLines,
  orderNumberCounters,
  orders,
  orderStatusHistory,
  products,
  users,
} from '../db/schema';
import { isPriceList, listPriceOf, loadPricingSettings, parseDiscountChain } from '../modules/pricing';
import { money, roundMoney, toStored, type Money } from '../kernel/money';
import { shopDay } from '../kernel/shop-calendar';
import { nextOrderNumber } from '../modules/orders';
import { seedDirectoryOrders } from './client-orders';
import { orderSteps } from './order-steps';
import type { Seeder } from './core/seeder';

type Status = OrderStatus;

/** A product that left the catalogue after it was ordered (no products row). */
export const DISCONTINUED_PRODUCT = {
  code: 'AL999001',
  descriptionIt: 'Caffè in grani miscela Oro 1 kg (fuori produzione)',
  descriptionEn: 'Gold blend coffee beans 1 kg (discontinued)',
  um: 'PZ',
  listPrice: '18.90',
};

interface SeededOrder {
  user: string;
  daysAgo: number;
  status: Status;
  /** [index into the active products by code, units]; 'gone' is the discontinued product. */
  lines: ReadonlyArray<readonly [number | 'gone', number]>;
  address?: string;
  notes?: string;
  deliveryInDays?: number;
}

/** Oldest first per customer; the steps each status went through follow from `status`. */
export const ORDER_HISTORY: readonly SeededOrder[] = [
  {
    user: 'rossi',
    daysAgo: 160,
    status: 'fatturato',
    lines: [
      ['gone', 6],
      [3, 12],
      [17, 4],
      [42, 10],
    ],
    notes: 'Consegna entro le 10, grazie.',
  },
  {
    user: 'rossi',
    daysAgo: 118,
    status: 'fatturato',
    lines: [
      [3, 24],
      [8, 6],
      [55, 2],
    ],
    address: '002',
  },
  { user: 'rossi', daysAgo: 75, status: 'annullato', lines: [[120, 3]], notes: 'Ordine doppio, annullare.' },
  {
    user: 'rossi',
    daysAgo: 41,
    status: 'fatturato',
    lines: [
      [17, 8],
      [64, 5],
      [230, 12],
      [301, 2],
      [402, 6],
    ],
    deliveryInDays: 4,
  },
  {
    user: 'rossi',
    daysAgo: 12,
    status: 'spedito_parziale',
    lines: [
      [3, 12],
      [42, 10],
      [511, 1],
    ],
    address: '002',
  },
  {
    user: 'rossi',
    daysAgo: 3,
    status: 'confermato',
    lines: [
      [8, 12],
      [99, 3],
    ],
    deliveryInDays: 6,
  },
  {
    user: 'rossi',
    daysAgo: 1,
    status: 'ricevuto',
    lines: [
      [17, 4],
      [620, 2],
    ],
    notes: 'Chiamare prima della consegna.',
  },
  {
    user: 'ferri',
    daysAgo: 140,
    status: 'fatturato',
    lines: [
      ['gone', 2],
      [1200, 10],
      [1210, 5],
    ],
  },
  {
    user: 'ferri',
    daysAgo: 66,
    status: 'fatturato',
    lines: [
      [1200, 20],
      [1305, 4],
      [1311, 6],
    ],
  },
  {
    user: 'ferri',
    daysAgo: 20,
    status: 'spedito',
    lines: [
      [1210, 10],
      [1402, 3],
    ],
  },
  { user: 'ferri', daysAgo: 5, status: 'ricevuto', lines: [[1200, 10]] },
  {
    user: 'gallo',
    daysAgo: 95,
    status: 'fatturato',
    lines: [
      [2002, 6],
      ['gone', 3],
      [2050, 4],
      [2101, 12],
    ],
  },
  { user: 'gallo', daysAgo: 33, status: 'annullato', lines: [[2002, 2]] },
  {
    user: 'gallo',
    daysAgo: 9,
    status: 'in_preparazione',
    lines: [
      [2050, 8],
      [2222, 3],
    ],
    deliveryInDays: 5,
  },
  {
    user: 'colombo',
    daysAgo: 58,
    status: 'fatturato',
    lines: [
      [3001, 1],
      [3005, 2],
    ],
  },
  { user: 'colombo', daysAgo: 14, status: 'spedito', lines: [[3100, 1]] },
];

function dayAt(base: Date, daysAgo: number, hour: number): Date {
  const at = new Date(base);
  at.setUTCDate(at.getUTCDate() - daysAgo);
  at.setUTCHours(hour, 15 + (daysAgo % 40), 0, 0);
  return at;
}

export async function seedOrderHistory(db: Database, now: Date = new Date()): Promise<number> {
  const settings = await loadPricingSettings(db);
  const catalogue = await db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.code));
  if (catalogue.length === 0) return 0;
  const names = [...new Set(ORDER_HISTORY.map((o) => o.user))];
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.username, [...names, 'ufficio']));
  const office = people.find((p) => p.username === 'ufficio');
  const chronological = [...ORDER_HISTORY].sort((a, b) => b.daysAgo - a.daysAgo);
  let written = 0;
  for (const spec of chronological) {
    const user = people.find((p) => p.username === spec.user);
    if (!user?.clientCode) continue;
    const [client] = await db.select().from(clients).where(eq(clients.code, user.clientCode));
    if (!client || !isPriceList(client.priceList)) continue;
    const priceList = client.priceList;
    const chain = parseDiscountChain(client.discountChain);
    const addresses = await db
      .select()
      .from(clientAddresses)
      .where(eq(clientAddresses.clientCode, client.code));
    const address =
      addresses.find((a) => a.code === spec.address) ?? addresses.find((a) => a.isDefault) ?? null;
    const placedAt = dayAt(now, spec.daysAgo, 8 + (spec.daysAgo % 9));
    const lines = spec.lines.map(([which, quantity], index) => {
      const product = which === 'gone' ? null : catalogue[which % catalogue.length];
      const listPrice: Money = product
        ? money(
            listPriceOf(
              { p1: product.priceP1, p1b2b: product.priceP1b2b, p2: product.priceP2, p3: product.priceP3 },
              priceList,
            ),
          )
        : money(DISCONTINUED_PRODUCT.listPrice);
      const units = product
        ? Math.max(product.minQty, Math.ceil(quantity / product.stepQty) * product.stepQty)
        : quantity;
      const net = roundMoney(listPrice.times(chain.factor), settings.decimals);
      return {
        lineNo: index + 1,
        productCode: product?.code ?? DISCONTINUED_PRODUCT.code,
        descriptionIt: product?.descriptionIt ?? DISCONTINUED_PRODUCT.descriptionIt,
        descriptionEn: product?.descriptionEn ?? DISCONTINUED_PRODUCT.descriptionEn,
        um: product?.um ?? DISCONTINUED_PRODUCT.um,
        quantity: units,
        freeQuantity: 0,
        listPrice: toStored(listPrice),
        netPrice: toStored(net),
        discounts: chain.label,
        promotionCode: null,
        total: toStored(net.times(units)),
      };
    });
    const total = lines.reduce((sum, line) => sum.plus(line.total), money(0));
    // Placed by the customer; every later step by the sales office.
    const steps = orderSteps(spec.status, placedAt).map((step) => ({
      ...step,
      userId: step.status === 'ricevuto' ? user.id : (office?.id ?? null),
    }));
    const last = steps[steps.length - 1] as (typeof steps)[number];
    const number = await nextOrderNumber(db, Number(shopDay(placedAt).slice(0, 4)));
    const [order] = await db
      .insert(orders)
      .values({
        number,
        userId: user.id,
        clientCode: client.code,
        status: spec.status,
        orderType: settings.defaultOrderType.toUpperCase(),
        priceList: client.priceList,
        discountChain: client.discountChain,
        deliveryCode: address?.code ?? 'SEDE',
        deliveryDescription: address?.description ?? client.companyName,
        deliveryStreet: address?.street ?? client.street,
        deliveryPostcode: address?.postcode ?? client.postcode,
        deliveryCity: address?.city ?? client.city,
        deliveryProvince: address?.province ?? client.province,
        deliveryCountry: address?.country ?? client.country,
        requestedDelivery:
          spec.deliveryInDays === undefined
            ? null
            : shopDay(new Date(placedAt.getTime() + spec.deliveryInDays * 86_400_000)),
        notes: spec.notes ?? '',
        saleConditionsAcceptedAt: placedAt,
        decimals: settings.decimals,
        subtotal: toStored(total),
        headerPromotionCode: null,
        headerDiscount: toStored(money(0)),
        total: toStored(total),
        items: lines.reduce((sum, line) => sum + line.quantity, 0),
        lineCount: lines.length,
        createdAt: placedAt,
        statusChangedAt: last.changedAt,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('seeded order not returned');
    await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
    await db.insert(orderStatusHistory).values(steps.map((step) => ({ ...step, orderId: order.id })));
    written += 1;
  }
  return written;
}

export const orderHistorySeeder: Seeder = {
  name: 'order history',
  table: orders,
  dependents: [orderLines, orderStatusHistory, orderNumberCounters],
  // The demo customers' history first (its numbers stay as they were), then the directory's clients'.
  seed: async (db: Database) => {
    const now = new Date();
    return (await seedOrderHistory(db, now)) + (await seedDirectoryOrders(db, now));
  },
};
