// Placing an order: one transaction that re-prices the cart, locks the products in code order,
// checks and takes the stock, writes the order with its prices frozen, and empties the cart.
import {
  CUSTOMER_TIPI,
  type Language,
  type OrderCreatePayload,
  type OrderDetail,
  type OrderListData,
  type orderCreatePayloadSchema,
  type orderListPayloadSchema,
} from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { orderLines, orders } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../plugins/auth';
import { priceCart } from '../cart/cart.service';
import { money, roundMoney, toStored } from '../pricing/money';
import { loadBuyer, type Buyer, type ShopPricingSettings } from '../pricing/pricing.service';
import { shopDay } from '../pricing/promotion-rule';
import {
  findClientOffice,
  findDeliveryAddress,
  findOrderByNumber,
  findOrders,
  lockUserCartLines,
  numberOrder,
  provisionalOrderNumber,
  takeStocksAndLines,
} from './order.repository';
import { toOrderDetail, toOrderSummary } from './order.view';
import {
  completeKeyStatement,
  type IdempotencyClaim,
  type StoredResponse,
} from '../idempotency/idempotency.service';

export type OrderCreateInput = z.output<typeof orderCreatePayloadSchema>;
export type OrderListInput = z.output<typeof orderListPayloadSchema>;
export type { OrderCreatePayload };

/** Customers order for their client; the client code every order query is scoped to. */
export function customerClient(user: AuthUser): string {
  if (!(CUSTOMER_TIPI as readonly string[]).includes(user.tipo) || !user.clientCode) {
    throw new AppError(403, 'FORBIDDEN', 'order.customersOnly');
  }
  return user.clientCode;
}

async function deliveryAddress(db: Database, clientCode: string, code: string | undefined) {
  const address = await findDeliveryAddress(db, clientCode, code);
  if (address) return address;
  if (code)
    throw new AppError(422, 'VALIDATION', 'order.unknownAddress', {
      field: 'CodDestinazione',
      params: { code },
    });
  const office = await findClientOffice(db, clientCode);
  if (!office) throw new Error(`client ${clientCode} vanished`);
  return { ...office, code: 'SEDE', description: office.companyName };
}

/** What an order needs that no lock protects: read before the transaction, all at once. */
export interface OrderTerms {
  address: Awaited<ReturnType<typeof deliveryAddress>>;
  settings: ShopPricingSettings;
  buyer: Buyer;
}

/**
 * Reads the delivery address and the shop's settings with the client's terms in parallel (two pool
 * connections), so that the transaction holds its locks only for what needs them.
 */
export async function prepareOrder(
  db: Database,
  user: AuthUser,
  input: OrderCreateInput,
  now: Date = new Date(),
): Promise<OrderTerms> {
  const clientCode = customerClient(user);
  const [address, { settings, buyer }] = await Promise.all([
    deliveryAddress(db, clientCode, input.CodDestinazione),
    loadBuyer(db, user, now),
  ]);
  return { address, settings, buyer };
}

/**
 * Places the order of the user's cart inside `tx` (a transaction). Round trips: lock and read the lines
 * with their products, price (promotions), take the stock and empty those lines, write the order
 * (provisional number), its lines, then number it last with its first history entry (numberOrder,
 * which with `idempotent` also stores the answer: the counter row is held for one statement and the
 * commit).
 */
export async function placeOrderInTransaction(
  tx: Database,
  user: AuthUser,
  input: OrderCreateInput,
  now: Date = new Date(),
  terms?: OrderTerms,
  /** Stores the idempotent answer in the numbering statement (see numberOrder). */
  idempotent?: { claim: IdempotencyClaim; answer: (ordine: OrderDetail) => StoredResponse },
): Promise<OrderDetail> {
  const clientCode = customerClient(user);
  const language: Language = input.Lingua;
  const today = shopDay(now);
  if (input.DataConsegna !== undefined && input.DataConsegna <= today) {
    throw new AppError(422, 'VALIDATION', 'order.deliveryTooEarly', { field: 'DataConsegna' });
  }
  const { address, settings, buyer } = terms ?? (await prepareOrder(tx, user, input, now));

  // Prices and stock as read under the locks: what this order will use.
  const rows = await lockUserCartLines(tx, user.id);
  const cartId = rows[0]?.cartId;
  if (cartId === undefined) throw new AppError(422, 'UNPROCESSABLE', 'order.emptyCart');
  const cart = await priceCart(tx, rows, buyer, language);
  const total = cart.summary.totcart ?? 0;
  if (
    input.TotaleAtteso !== undefined &&
    !roundMoney(input.TotaleAtteso, buyer.decimals).equals(money(total))
  ) {
    throw new AppError(409, 'CONFLICT', 'order.priceChanged', {
      field: 'TotaleAtteso',
      params: {
        total: new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'it-IT', {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: buyer.decimals,
          maximumFractionDigits: buyer.decimals,
        }).format(total),
      },
    });
  }

  const lineValues = [];
  const taken = [];
  for (const [index, row] of rows.entries()) {
    const available = row.stock;
    const priced = cart.priced.get(row.code);
    if (!row.active || !priced)
      throw new AppError(409, 'CONFLICT', 'order.notEnoughStock', {
        params: { code: row.code, requested: row.quantity, available: 0 },
      });
    if (row.quantity > available) {
      throw new AppError(409, 'CONFLICT', 'order.notEnoughStock', {
        params: { code: row.code, requested: row.quantity, available },
      });
    }
    // Gift units come out of the same stock; what is not there is not promised.
    const gift = Math.min(priced.freeQuantity, available - row.quantity);
    taken.push({ code: row.code, units: row.quantity + gift });
    lineValues.push({
      lineNo: index + 1,
      productCode: row.code,
      descriptionIt: row.descriptionIt,
      descriptionEn: row.descriptionEn,
      um: row.um,
      quantity: row.quantity,
      freeQuantity: gift,
      listPrice: toStored(priced.listPrice),
      netPrice: toStored(priced.netPrice),
      discounts: priced.discounts,
      promotionCode: priced.promotion?.code ?? null,
      total: toStored(priced.total),
    });
  }
  await takeStocksAndLines(tx, cartId, taken);

  const summary = cart.summary;
  const [written] = await tx
    .insert(orders)
    .values({
      number: provisionalOrderNumber(),
      userId: user.id,
      clientCode,
      orderType: (input.TipoOrdine ?? settings.defaultOrderType).toUpperCase(),
      priceList: buyer.priceList,
      discountChain: buyer.chainText,
      deliveryCode: address.code,
      deliveryDescription: address.description,
      deliveryStreet: address.street,
      deliveryPostcode: address.postcode,
      deliveryCity: address.city,
      deliveryProvince: address.province,
      deliveryCountry: address.country,
      requestedDelivery: input.DataConsegna ?? null,
      notes: input.Note ?? '',
      saleConditionsAcceptedAt: now,
      decimals: buyer.decimals,
      subtotal: toStored(money(summary.imponibile ?? 0)),
      headerPromotionCode: summary.promozioneTestata,
      headerDiscount: toStored(money(summary.scontoTestata ?? 0)),
      total: toStored(money(total)),
      items: summary.cartitems,
      lineCount: summary.righe,
      createdAt: now,
      statusChangedAt: now,
    })
    .returning();
  if (!written) throw new Error('order not returned');
  await tx.insert(orderLines).values(lineValues.map((line) => ({ ...line, orderId: written.id })));
  const history = [{ status: written.status, changedAt: now }];
  const draft = toOrderDetail(
    written,
    lineValues.map((line) => ({ ...line, orderId: written.id })),
    history,
    language,
  );
  const stored = idempotent?.answer(draft);
  const number = await numberOrder(
    tx,
    written.id,
    Number(today.slice(0, 4)),
    idempotent && stored
      ? {
          provisional: written.number,
          body: stored.body,
          complete: (body) => completeKeyStatement(idempotent.claim, stored.status, body),
        }
      : undefined,
  );
  return { ...draft, numero: number };
}

export async function listOrders(
  db: Database,
  user: AuthUser,
  input: OrderListInput,
): Promise<OrderListData> {
  const clientCode = customerClient(user);
  if (input.DataDa && input.DataA && input.DataDa > input.DataA) {
    throw new AppError(422, 'VALIDATION', 'order.badDateRange', { field: 'DataDa' });
  }
  const { total, rows } = await findOrders(
    db,
    { clientCode, from: input.DataDa, to: input.DataA, status: input.Stato },
    input.page,
    input.pagesize,
  );
  return {
    items: rows.map(toOrderSummary),
    total,
    page: input.page,
    pagesize: input.pagesize,
    pages: Math.ceil(total / input.pagesize),
  };
}

/** An order of the user's client; another client's order is "not found", so numbers reveal nothing. */
export async function getOrder(
  db: Database,
  user: AuthUser,
  number: string,
  language: Language,
): Promise<OrderDetail> {
  const found = await findOrderByNumber(db, customerClient(user), number);
  if (!found) throw new AppError(404, 'NOT_FOUND', 'order.notFound', { field: 'NumeroOrdine' });
  return toOrderDetail(found.order, found.lines, found.history, language);
}
