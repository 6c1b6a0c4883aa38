// The order history of the directory's demo clients (demo-clients.ts): a few orders each over the last
// fourteen months, placed by the client's agent (channel agent) or, for clients nobody follows, by the
// sales office (channel office), so the directory's "last order" and "turnover this year" and the
// agents' figures have something to show. Deterministic, and written set-wise (one INSERT per table):
// order by order it cost seconds on a busy machine, for every test database.
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
  type ProductRow,
} from '../db/schema';
import { isPriceList, listPriceOf, loadPricingSettings, parseDiscountChain } from '../modules/pricing';
import { money, roundMoney, toStored, type Money } from '../kernel/money';
import { shopDay } from '../kernel/shop-calendar';
import { mulberry32 } from './core/random';
import { DEMO_CLIENTS } from './data/demo-clients';
import { USERS } from './data/users';
import { orderSteps, shippedStatus } from './order-steps';

/** Clients with no order yet (new in the directory). */
const WITHOUT_ORDERS = new Set(['C00015', 'C00028', 'C00042']);
const DAY = 86_400_000;

/**
 * A status by age: the last days' orders still open (received, confirmed, in preparation), the last
 * fortnight's shipped (a third of them in part), older ones invoiced once their month's invoice is made,
 * a few cancelled.
 */
function statusOf(daysAgo: number, placedAt: Date, now: Date, draw: number): OrderStatus {
  if (daysAgo <= 1) return 'ricevuto';
  if (daysAgo <= 3) return 'confermato';
  if (daysAgo <= 5) return 'in_preparazione';
  if (draw < 0.08) return 'annullato';
  if (daysAgo <= 14 && draw > 0.66) return 'spedito_parziale';
  return shippedStatus(placedAt, now);
}

interface Planned {
  client: string;
  placedBy: string;
  channel: 'agent' | 'office';
  daysAgo: number;
  /** A draw that decides cancelled and partly shipped orders (statusOf). */
  draw: number;
  /** [product index, units] */
  lines: Array<readonly [number, number]>;
}

/** Which orders each directory client placed (the same on every run). */
export function plannedDirectoryOrders(): Planned[] {
  const agentUser = new Map(USERS.filter((u) => u.tipo === 'A').map((u) => [u.agentCode, u.username]));
  return DEMO_CLIENTS.flatMap((client, index): Planned[] => {
    if (WITHOUT_ORDERS.has(client.code)) return [];
    const random = mulberry32(7_001 + index);
    const agent = client.agentCode ? agentUser.get(client.agentCode) : undefined;
    const planned: Planned[] = [];
    let daysAgo = Math.floor(random() * 12);
    for (let n = 2 + Math.floor(random() * 7); n > 0 && daysAgo <= 420; n--) {
      planned.push({
        client: client.code,
        placedBy: agent ?? 'ufficio',
        channel: agent ? 'agent' : 'office',
        daysAgo,
        draw: random(),
        lines: Array.from({ length: 2 + Math.floor(random() * 4) }, () => [
          Math.floor(random() * 5_000),
          1 + Math.floor(random() * 24),
        ]),
      });
      daysAgo += 15 + Math.floor(random() * 60);
    }
    return planned;
  });
}

const pricesOf = (p: ProductRow) => ({ p1: p.priceP1, p1b2b: p.priceP1b2b, p2: p.priceP2, p3: p.priceP3 });

export async function seedDirectoryOrders(db: Database, now: Date = new Date()): Promise<number> {
  const settings = await loadPricingSettings(db);
  const catalogue = await db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.code));
  const planned = plannedDirectoryOrders().sort((a, b) => b.daysAgo - a.daysAgo);
  if (catalogue.length === 0 || planned.length === 0) return 0;
  const codes = [...new Set(planned.map((o) => o.client))];
  const [buyers, addresses, people, counters] = await Promise.all([
    db.select().from(clients).where(inArray(clients.code, codes)),
    db.select().from(clientAddresses).where(inArray(clientAddresses.clientCode, codes)),
    db.select({ id: users.id, username: users.username }).from(users),
    db.select().from(orderNumberCounters),
  ]);
  const lastNumber = new Map(counters.map((c) => [c.year, c.lastValue]));
  const userId = new Map(people.map((p) => [p.username, p.id]));

  const rows = planned.flatMap((spec) => {
    const client = buyers.find((c) => c.code === spec.client);
    const placedBy = userId.get(spec.placedBy);
    if (!client || !placedBy || !isPriceList(client.priceList)) return [];
    const priceList = client.priceList;
    const chain = parseDiscountChain(client.discountChain);
    const address = addresses.find((a) => a.clientCode === client.code && a.isDefault);
    const placedAt = new Date(now.getTime() - spec.daysAgo * DAY);
    placedAt.setUTCHours(7 + (spec.daysAgo % 10), (spec.daysAgo * 7) % 60, 0, 0);
    const lines = spec.lines.map(([which, wanted], index) => {
      const product = catalogue[which % catalogue.length] as ProductRow;
      const listPrice: Money = money(listPriceOf(pricesOf(product), priceList));
      const units = Math.max(product.minQty, Math.ceil(wanted / product.stepQty) * product.stepQty);
      const net = roundMoney(listPrice.times(chain.factor), settings.decimals);
      return {
        lineNo: index + 1,
        productCode: product.code,
        descriptionIt: product.descriptionIt,
        descriptionEn: product.descriptionEn,
        um: product.um,
        quantity: units,
        listPrice: toStored(listPrice),
        netPrice: toStored(net),
        discounts: chain.label,
        total: toStored(net.times(units)),
      };
    });
    const total = toStored(lines.reduce((sum, line) => sum.plus(line.total), money(0)));
    const year = Number(shopDay(placedAt).slice(0, 4));
    const sequence = (lastNumber.get(year) ?? 0) + 1;
    lastNumber.set(year, sequence);
    const status = statusOf(spec.daysAgo, placedAt, now, spec.draw);
    // Placed by the agent or the office; every later step by the sales office.
    const steps = orderSteps(status, placedAt).map((step) => ({
      ...step,
      userId: step.status === 'ricevuto' ? placedBy : (userId.get('ufficio') ?? null),
    }));
    const order = {
      number: `${year}/${String(sequence).padStart(6, '0')}`,
      userId: placedBy,
      clientCode: client.code,
      status,
      channel: spec.channel,
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
      saleConditionsAcceptedAt: placedAt,
      decimals: settings.decimals,
      subtotal: total,
      headerDiscount: '0',
      total,
      items: lines.reduce((sum, line) => sum + line.quantity, 0),
      lineCount: lines.length,
      createdAt: placedAt,
      statusChangedAt: (steps[steps.length - 1] ?? { changedAt: placedAt }).changedAt,
    };
    return [{ order, lines, steps }];
  });

  const written = await db
    .insert(orders)
    .values(rows.map((row) => row.order))
    .returning({ id: orders.id, number: orders.number });
  const idOf = new Map(written.map((w) => [w.number, w.id]));
  const orderId = (row: (typeof rows)[number]) => idOf.get(row.order.number) ?? 0;
  await db
    .insert(orderLines)
    .values(rows.flatMap((row) => row.lines.map((l) => ({ ...l, orderId: orderId(row) }))));
  await db
    .insert(orderStatusHistory)
    .values(rows.flatMap((row) => row.steps.map((s) => ({ ...s, orderId: orderId(row) }))));
  for (const [year, lastValue] of lastNumber) {
    await db
      .insert(orderNumberCounters)
      .values({ year, lastValue })
      .onConflictDoUpdate({ target: orderNumberCounters.year, set: { lastValue } });
  }
  return written.length;
}
