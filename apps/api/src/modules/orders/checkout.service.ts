// Placing an order: one transaction that re-prices the cart, locks the products in code order,
// checks and takes the stock, writes the order with its prices frozen, and empties the cart.
import {
  CLIENT_SCOPE,
  type Language,
  type OrderChannel,
  type OrderCreatePayload,
  type OrderDetail,
  type OrderListData,
  type orderCreatePayloadSchema,
  type orderListPayloadSchema,
} from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { orderLines, orders, type OrderLineRow, type OrderRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { approvalReasons, requestApproval } from '../approvals';
import { recordAudit, type AuditKinds } from '../../kernel/audit';
import { notify } from '../notifications';
import { priceCart, userCartOwner } from '../cart';
import { money, roundMoney, toStored } from '../../kernel/money';
import { loadBuyer, type Buyer, type ShopPricingSettings } from '../pricing';
import { shopDay } from '../../kernel/shop-calendar';
import {
  findClientOffice,
  findDeliveryAddress,
  findOrderByNumber,
  findOrders,
  lockCartLines,
  numberOrder,
  provisionalOrderNumber,
  takeStocksAndLines,
  type OrderPlacerRow,
} from './checkout.repository';
import { findUserById } from '../users';
import { toOrderDetail, toOrderSummary } from './history.view';
import { completeKeyStatement, type IdempotencyClaim, type StoredResponse } from '../../kernel/idempotency';

/** The audit entry of an order placed for a client: its total, channel and line count. */
const PLACED_KINDS: AuditKinds = { totale: 'importo', canale: 'canaleOrdine', righe: 'numero' };

export type OrderCreateInput = z.output<typeof orderCreatePayloadSchema>;
export type OrderListInput = z.output<typeof orderListPayloadSchema>;
export type { OrderCreatePayload };

/**
 * The client every order call is for and scoped to: a customer's own, or the client a staff user is
 * ordering for (currentorder); a staff user ordering for nobody gets 403 telling him to choose one.
 */
export function orderingClient(user: AuthUser): string {
  if (!user.clientCode) throw new AppError(403, 'FORBIDDEN', 'order.customersOnly');
  return user.clientCode;
}

/**
 * The channel an order comes in by: web for the client's own users, agent for an agent ordering for
 * his client, office for the sales office or management (fair and import come with their issues).
 */
export function orderChannelOf(user: AuthUser): OrderChannel {
  if (!user.onBehalf) return 'web';
  return CLIENT_SCOPE[user.tipo] === 'followed' ? 'agent' : 'office';
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
  /** Who places it, when staff place it for the client (shown to the client). */
  placer: OrderPlacerRow | undefined;
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
  const clientCode = orderingClient(user);
  const [address, { settings, buyer }, placer] = await Promise.all([
    deliveryAddress(db, clientCode, input.CodDestinazione),
    loadBuyer(db, user, now),
    user.onBehalf ? findUserById(db, user.id) : undefined,
  ]);
  return {
    address,
    settings,
    buyer,
    placer: placer && {
      placerUsername: placer.username,
      placerFirstName: placer.firstName,
      placerLastName: placer.lastName,
      placerTipo: placer.tipo,
    },
  };
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
  /** How it came in: by default who places it says (orderChannelOf); an import says 'import'. */
  channel: OrderChannel = orderChannelOf(user),
): Promise<OrderDetail> {
  const clientCode = orderingClient(user);
  const language: Language = input.Lingua;
  const today = shopDay(now);
  if (input.DataConsegna !== undefined && input.DataConsegna <= today) {
    throw new AppError(422, 'VALIDATION', 'order.deliveryTooEarly', { field: 'DataConsegna' });
  }
  const { address, settings, buyer, placer } = terms ?? (await prepareOrder(tx, user, input, now));

  // Prices and stock as read under the locks: what this order will use.
  const rows = await lockCartLines(tx, userCartOwner(user));
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
        details: { codice: row.code, richiesta: row.quantity, disponibile: 0 },
      });
    if (row.quantity > available) {
      throw new AppError(409, 'CONFLICT', 'order.notEnoughStock', {
        params: { code: row.code, requested: row.quantity, available },
        details: { codice: row.code, richiesta: row.quantity, disponibile: available },
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
      extraDiscount: priced.extraDiscount.toFixed(2),
      promotionCode: priced.promotion?.code ?? null,
      total: toStored(priced.total),
      shippedQuantity: 0,
    });
  }
  await takeStocksAndLines(tx, cartId, taken);

  const summary = cart.summary;
  // An order an approval rule matches waits for approval (its stock is held meanwhile).
  const reasons = await approvalReasons(tx, user, {
    clientCode,
    total: money(total),
    lineDiscounts: lineValues.map((line) => Number(line.extraDiscount)),
  });
  const written = await writeOrder(tx, {
    user,
    clientCode,
    channel,
    status: reasons.length > 0 ? 'in_approvazione' : 'ricevuto',
    terms: { address, buyer },
    orderType: input.TipoOrdine ?? settings.defaultOrderType,
    requestedDelivery: input.DataConsegna ?? null,
    notes: input.Note ?? '',
    amounts: {
      subtotal: toStored(money(summary.imponibile ?? 0)),
      headerPromotionCode: summary.promozioneTestata,
      headerDiscount: toStored(money(summary.scontoTestata ?? 0)),
      total: toStored(money(total)),
      items: summary.cartitems,
      lineCount: summary.righe,
    },
    lines: lineValues,
    now,
  });
  const history = [{ status: written.status, changedAt: now }];
  const draft = toOrderDetail(
    written,
    lineValues.map((line) => ({ ...line, orderId: written.id })),
    history,
    language,
    placer,
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
  if (reasons.length > 0) await requestApproval(tx, written.id, reasons, now);
  if (user.onBehalf) {
    // An order placed for someone: on the order's log and on the client's, in the order's transaction.
    const placed = { numero: number, totale: total, canale: channel, righe: summary.righe };
    await recordAudit(
      tx,
      user,
      { entity: 'order', key: number, action: 'placeFor', clientCode, after: placed, kinds: PLACED_KINDS },
      {
        entity: 'client',
        key: clientCode,
        action: 'placeFor',
        clientCode,
        after: placed,
        kinds: PLACED_KINDS,
      },
    );
  }
  // The client's users get the confirmation (in-app and e-mail), the staff placer an in-app note.
  await notify(tx, {
    kind: 'order.placed',
    orderId: written.id,
    placerId: user.id,
    onBehalf: user.onBehalf,
    order: {
      ...orderMailData(written, lineValues),
      number,
      placedBy: draft.inseritoDa?.nome ?? null,
      placedByType: user.onBehalf ? (orderChannelOf(user) === 'agent' ? 'agent' : 'office') : null,
    },
  });
  return { ...draft, numero: number };
}

/** An order line as written (its prices frozen), before it has its order's id. */
export type OrderLineValues = Omit<OrderLineRow, 'id' | 'orderId'>;

/**
 * Writes an order under a provisional number, with its lines: what every way of placing one shares
 * (the cart, an accepted quote). The client's terms and delivery address are those read for it
 * (prepareOrder), the lines and amounts as the caller priced them. The caller then numbers it
 * (numberOrder) and tells the client's users (order.placed, with orderMailData).
 */
export async function writeOrder(
  tx: Database,
  order: {
    user: AuthUser;
    clientCode: string;
    channel: OrderChannel;
    status: 'ricevuto' | 'in_approvazione';
    terms: Pick<OrderTerms, 'address' | 'buyer'>;
    orderType: string;
    requestedDelivery: string | null;
    notes: string;
    amounts: {
      subtotal: string;
      headerPromotionCode: string | null;
      headerDiscount: string;
      total: string;
      items: number;
      lineCount: number;
    };
    lines: readonly OrderLineValues[];
    now: Date;
  },
): Promise<OrderRow> {
  const { address, buyer } = order.terms;
  const [written] = await tx
    .insert(orders)
    .values({
      number: provisionalOrderNumber(),
      userId: order.user.id,
      status: order.status,
      clientCode: order.clientCode,
      channel: order.channel,
      orderType: order.orderType.toUpperCase(),
      priceList: buyer.priceList,
      discountChain: buyer.chainText,
      deliveryCode: address.code,
      deliveryDescription: address.description,
      deliveryStreet: address.street,
      deliveryPostcode: address.postcode,
      deliveryCity: address.city,
      deliveryProvince: address.province,
      deliveryCountry: address.country,
      requestedDelivery: order.requestedDelivery,
      notes: order.notes,
      saleConditionsAcceptedAt: order.now,
      decimals: buyer.decimals,
      ...order.amounts,
      createdAt: order.now,
      statusChangedAt: order.now,
    })
    .returning();
  if (!written) throw new Error('order not returned');
  await tx.insert(orderLines).values(order.lines.map((line) => ({ ...line, orderId: written.id })));
  return written;
}

/** What the confirmation e-mail shows of an order just written (as stored: frozen prices). */
export function orderMailData(order: OrderRow, lines: ReadonlyArray<Omit<OrderLineRow, 'id' | 'orderId'>>) {
  return {
    createdAt: order.createdAt,
    clientCode: order.clientCode,
    decimals: order.decimals,
    lines,
    subtotal: order.subtotal,
    headerPromotionCode: order.headerPromotionCode,
    headerDiscount: order.headerDiscount,
    total: order.total,
    delivery: {
      description: order.deliveryDescription,
      street: order.deliveryStreet,
      postcode: order.deliveryPostcode,
      city: order.deliveryCity,
      province: order.deliveryProvince,
    },
    requestedDelivery: order.requestedDelivery,
    notes: order.notes,
  };
}

export async function listOrders(
  db: Database,
  user: AuthUser,
  input: OrderListInput,
): Promise<OrderListData> {
  const clientCode = orderingClient(user);
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
    items: rows.map(({ order, ...placer }) => toOrderSummary(order, placer)),
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
  const found = await findOrderByNumber(db, orderingClient(user), number);
  if (!found) throw new AppError(404, 'NOT_FOUND', 'order.notFound', { field: 'NumeroOrdine' });
  return toOrderDetail(found.order, found.lines, found.history, language, found.placer, found.approvalNote);
}
