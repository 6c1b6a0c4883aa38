// POST /api/orders/editlines (orders.manage): staff change the lines of an order waiting for approval
// or received, before confirming it. The order is priced again as a cart would be today (the client's
// price list and discount chain, the promotions in force, each line's extra discount), its stock taken
// or given back by the difference, and the change audited (every line before → after, and the total).
// One transaction, under the order's lock and its products' (in code order).
import {
  EDITABLE_ORDER_STATUSES,
  type OrderRecord,
  type OrderStatus,
  type ordersEditlinesPayloadSchema,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { orderLines, orders, type OrderLineRow, type ProductRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { markEdited } from '../approvals';
import { recordAudit } from '../../kernel/audit';
import {
  type Buyer,
  findCartPromotions,
  isPriceList,
  parseDiscountChain,
  priceWithPromotions,
  totals,
  VISITOR_PRICE_LIST,
} from '../pricing';
import { money, toAmount, toStored } from '../../kernel/money';
import { shopDay } from '../../kernel/shop-calendar';
import { lockOrderForChange, statusParams } from './order-changes';
import { adjustStock, lockProducts } from './order-stock';
import { findOrderLines, type LockedOrder } from './orders.repository';
import { getOrderRecord } from './orders.service';

export type EditLinesInput = z.output<typeof ordersEditlinesPayloadSchema>;
type EditedLine = EditLinesInput['righe'][number];

/** A refused line is named at its own field (`righe.2.codice`), so a form shows it at that line. */
const lineError = (key: 'orders.duplicateLine' | 'orders.unknownProduct', code: string, index: number) =>
  new AppError(422, 'VALIDATION', key, { field: `righe.${index}.codice`, params: { code } });

/** Each product once, each sold, each quantity as the product is sold (minimum and multiple). */
function checkLines(lines: readonly EditedLine[], products: Map<string, ProductRow>): void {
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    if (seen.has(line.codice)) throw lineError('orders.duplicateLine', line.codice, index);
    seen.add(line.codice);
    const product = products.get(line.codice);
    if (!product?.active) throw lineError('orders.unknownProduct', line.codice, index);
    if (line.qta < product.minQty || line.qta % product.stepQty !== 0) {
      throw new AppError(422, 'VALIDATION', 'orders.quantityRule', {
        field: `righe.${index}.qta`,
        params: { code: line.codice, min: product.minQty, step: product.stepQty, quantity: line.qta },
      });
    }
  }
}

/** The client's terms as of today, the order's decimals kept. */
function buyerOf(locked: LockedOrder, day: string): Buyer {
  const { client, order } = locked;
  const priceList = isPriceList(client.priceList) ? client.priceList : VISITOR_PRICE_LIST;
  return {
    priceList,
    chain: parseDiscountChain(client.discountChain),
    chainText: client.discountChain,
    clientCode: client.code,
    showPrices: true,
    decimals: order.decimals,
    day,
  };
}

/** A line as the audit log shows it: "12 × 3.4500 (20+10)". */
const described = (line: Pick<OrderLineRow, 'quantity' | 'netPrice' | 'discounts'>) =>
  `${line.quantity} × ${line.netPrice}${line.discounts ? ` (${line.discounts})` : ''}`;

export async function editOrderLines(
  db: Database,
  user: AuthUser,
  input: EditLinesInput,
  now: Date = new Date(),
): Promise<OrderRecord> {
  await db.transaction(async (tx) => {
    const locked = await lockOrderForChange(tx, user, input.numero, input.versione);
    const { order } = locked;
    if (!EDITABLE_ORDER_STATUSES.includes(order.status as OrderStatus)) {
      throw new AppError(409, 'CONFLICT', 'orders.notEditable', {
        params: statusParams('status', order.status),
      });
    }
    const before = await findOrderLines(tx, order.id);
    const held = new Map<string, number>();
    for (const line of before) held.set(line.productCode, line.quantity + line.freeQuantity);
    const codes = [...new Set([...before.map((l) => l.productCode), ...input.righe.map((l) => l.codice)])];
    const products = await lockProducts(tx, codes);
    checkLines(input.righe, products);

    const buyer = buyerOf(locked, shopDay(now));
    const promotions = await findCartPromotions(
      tx,
      input.righe.map((l) => l.codice),
      buyer.day,
      true,
    );
    const extraOf = (line: EditedLine) =>
      line.sconto ?? Number(before.find((b) => b.productCode === line.codice)?.extraDiscount ?? 0);
    const priced = priceWithPromotions(
      buyer,
      input.righe.map((line) => {
        const product = products.get(line.codice) as ProductRow;
        return {
          code: line.codice,
          prices: {
            p1: product.priceP1,
            p1b2b: product.priceP1b2b,
            p2: product.priceP2,
            p3: product.priceP3,
          },
          quantity: line.qta,
          extraDiscount: extraOf(line),
        };
      }),
      promotions.byProduct,
    );

    const deltas = new Map<string, number>(codes.map((code) => [code, held.get(code) ?? 0]));
    const lines = input.righe.map((line, index) => {
      const product = products.get(line.codice) as ProductRow;
      const price = priced.get(line.codice);
      if (!price) throw new Error(`line ${line.codice} not priced`);
      // What the order already holds of the product counts as available to it.
      const available = product.stock + (held.get(line.codice) ?? 0);
      if (line.qta > available) {
        throw new AppError(409, 'CONFLICT', 'order.notEnoughStock', {
          field: `righe.${index}.qta`,
          params: { code: line.codice, requested: line.qta, available },
          details: { codice: line.codice, richiesta: line.qta, disponibile: available },
        });
      }
      const gift = Math.min(price.freeQuantity, available - line.qta);
      deltas.set(line.codice, (deltas.get(line.codice) ?? 0) - line.qta - gift);
      return {
        orderId: order.id,
        lineNo: index + 1,
        productCode: product.code,
        descriptionIt: product.descriptionIt,
        descriptionEn: product.descriptionEn,
        um: product.um,
        quantity: line.qta,
        freeQuantity: gift,
        listPrice: toStored(price.listPrice),
        netPrice: toStored(price.netPrice),
        discounts: price.discounts,
        extraDiscount: price.extraDiscount.toFixed(2),
        promotionCode: price.promotion?.code ?? null,
        total: toStored(price.total),
        shippedQuantity: 0,
      };
    });
    const sum = totals({
      lines: [...priced.values()],
      headerPromotions: promotions.header,
      priceList: buyer.priceList,
      clientCode: buyer.clientCode,
      day: buyer.day,
      decimals: buyer.decimals,
    });

    await adjustStock(tx, deltas);
    await tx.delete(orderLines).where(eq(orderLines.orderId, order.id));
    await tx.insert(orderLines).values(lines);
    await tx
      .update(orders)
      .set({
        priceList: buyer.priceList,
        discountChain: buyer.chainText,
        subtotal: toStored(sum.subtotal),
        headerPromotionCode: sum.headerPromotion,
        headerDiscount: toStored(sum.headerDiscount),
        total: toStored(sum.total),
        items: sum.items,
        lineCount: sum.lines,
        version: order.version + 1,
      })
      .where(eq(orders.id, order.id));
    // "Edit lines and approve": the approval records that the order was changed while it waited.
    if (order.status === 'in_approvazione') await markEdited(tx, order.id);
    const amount = (value: string) => toAmount(money(value), order.decimals);
    await recordAudit(tx, user, {
      entity: 'order',
      key: order.number,
      action: 'editLines',
      clientCode: order.clientCode,
      before: {
        ...Object.fromEntries(before.map((l) => [`riga ${l.productCode}`, described(l)])),
        totale: amount(order.total),
      },
      after: {
        ...Object.fromEntries(lines.map((l) => [`riga ${l.productCode}`, described(l)])),
        totale: toAmount(sum.total, order.decimals),
      },
      kinds: {
        totale: 'importo',
        ...Object.fromEntries(
          [...before, ...lines].map((l) => [`riga ${l.productCode}`, 'rigaOrdine' as const]),
        ),
      },
    });
  });
  return getOrderRecord(db, user, input.numero, input.Lingua);
}
