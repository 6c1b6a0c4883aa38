// POST /api/orders/ship (orders.ship): a shipment of an order makes its delivery note (DDT) with the
// units shipped, numbered per year without gaps. What is not shipped stays open (the backorder) and
// the order is partly shipped; the shipment that leaves nothing open makes it shipped. One transaction:
// the order locked (version checked when sent), quantities checked against what is open, the note
// numbered and written with the client and the destination as they are today, the lines' shipped
// units, the status with its history, the audit entry, and the client's users told (the status and
// the document).
import {
  SHIPPABLE_ORDER_STATUSES,
  type DdtDetail,
  type OrderRecord,
  type OrderStatus,
  type ordersShipPayloadSchema,
} from '@shop/contract';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { orderLines, products, type OrderLineRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { clientScopeOf } from '../../kernel/client-scope';
import { notify } from '../notifications';
import { money, toStored } from '../../kernel/money';
import { shopDay } from '../../kernel/shop-calendar';
import { headerDiscountShare, lineAmount } from './document-amounts';
import { takeDocumentNumber } from './document-numbers';
import { earlierDiscountShares, insertDeliveryNote } from './documents.repository';
import { getDocument } from './documents.service';
import {
  accountOrderPath,
  changeStatus,
  checkTransition,
  lockOrderForChange,
  statusParams,
} from './order-changes';
import { findOrderLines, type LockedOrder } from './orders.repository';
import { getOrderRecord } from './orders.service';
import { partySnapshot } from '../../kernel/party-snapshot';
import { vatRateOf } from './vat-rates';

export type ShipInput = z.output<typeof ordersShipPayloadSchema>;

interface Shipped {
  line: OrderLineRow;
  quantity: number;
  /** The line's free units go with its last units. */
  free: number;
}

const shipError = (key: 'orders.unknownLine' | 'orders.duplicateLine', code: string) =>
  new AppError(422, 'VALIDATION', key, { field: 'righe', params: { code } });

/** What this shipment takes of each line: the lines asked for, or everything still open. */
function shipmentOf(lines: readonly OrderLineRow[], asked: ShipInput['righe']): Shipped[] {
  const open = (line: OrderLineRow) => line.quantity - line.shippedQuantity;
  const take = (line: OrderLineRow, quantity: number): Shipped => ({
    line,
    quantity,
    free: line.shippedQuantity + quantity === line.quantity ? line.freeQuantity : 0,
  });
  if (!asked) return lines.filter((line) => open(line) > 0).map((line) => take(line, open(line)));
  const seen = new Set<string>();
  return asked.map(({ codice, qta }) => {
    const code = codice.toUpperCase();
    if (seen.has(code)) throw shipError('orders.duplicateLine', codice);
    seen.add(code);
    const line = lines.find((l) => l.productCode.toUpperCase() === code);
    if (!line) throw shipError('orders.unknownLine', codice);
    if (qta > open(line)) {
      throw new AppError(422, 'VALIDATION', 'orders.shipTooMuch', {
        field: 'righe',
        params: { code: line.productCode, remaining: open(line), requested: qta },
        details: { codice: line.productCode, residua: open(line) },
      });
    }
    return take(line, qta);
  });
}

/** Each product's VAT rate today, from its category (22 % for one gone from the catalogue). */
async function vatRates(db: Database, codes: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: products.code, category: products.categoryCode })
    .from(products)
    .where(inArray(products.code, [...codes]));
  const byCode = new Map(rows.map((row) => [row.code, row.category]));
  return new Map(codes.map((code) => [code, vatRateOf(byCode.get(code))]));
}

async function writeShippedUnits(db: Database, orderId: number, shipped: readonly Shipped[]) {
  const values = sql.join(
    shipped.map(({ line, quantity }) => sql`(${line.lineNo}::integer, ${quantity}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${orderLines} set shipped_quantity = ${orderLines.shippedQuantity} + shipped.quantity
    from (values ${values}) as shipped(line_no, quantity)
    where ${orderLines.orderId} = ${orderId} and ${orderLines.lineNo} = shipped.line_no`);
}

function deliveryNoteValues(locked: LockedOrder, input: ShipInput, user: AuthUser, at: Date) {
  const { order, client } = locked;
  return {
    orderId: order.id,
    clientCode: client.code,
    issuedAt: at,
    createdBy: user.id,
    ...partySnapshot(client),
    deliveryCode: order.deliveryCode,
    deliveryDescription: order.deliveryDescription,
    deliveryStreet: order.deliveryStreet,
    deliveryPostcode: order.deliveryPostcode,
    deliveryCity: order.deliveryCity,
    deliveryProvince: order.deliveryProvince,
    deliveryCountry: order.deliveryCountry,
    porto: input.porto ?? 'franco',
    transportBy: input.trasporto ?? 'mittente',
    carrier: input.trasporto === 'vettore' ? (input.vettore ?? '') : '',
    appearance: input.aspetto ?? 'Scatole',
    packages: input.colli ?? null,
    weightKg: input.peso === undefined ? null : String(input.peso),
    transportStartedAt: at,
    decimals: order.decimals,
    notes: input.note ?? '',
  };
}

export async function shipOrder(
  db: Database,
  user: AuthUser,
  input: ShipInput,
  now: Date = new Date(),
): Promise<{ ordine: OrderRecord; documento: DdtDetail }> {
  const number = await db.transaction(async (tx) => {
    const locked = await lockOrderForChange(tx, user, input.numero, input.versione);
    const { order } = locked;
    const from = order.status as OrderStatus;
    const lines = await findOrderLines(tx, order.id);
    const shipped = SHIPPABLE_ORDER_STATUSES.includes(from) ? shipmentOf(lines, input.righe) : [];
    if (shipped.length === 0) {
      throw new AppError(409, 'CONFLICT', 'orders.notShippable', { params: statusParams('status', from) });
    }
    const after = new Map(shipped.map((s) => [s.line.lineNo, s.quantity]));
    const complete = lines.every(
      (line) => line.shippedQuantity + (after.get(line.lineNo) ?? 0) === line.quantity,
    );
    const to: OrderStatus = complete ? 'spedito' : 'spedito_parziale';
    checkTransition(user, from, to, 'ship');

    if (input.dataPrevistaResto !== undefined && input.dataPrevistaResto < shopDay(order.createdAt)) {
      throw new AppError(422, 'VALIDATION', 'orders.badExpectedDay', { field: 'dataPrevistaResto' });
    }
    // One connection in a transaction: statements one after the other.
    const rates = await vatRates(
      tx,
      shipped.map((s) => s.line.productCode),
    );
    const earlier = await earlierDiscountShares(tx, order.id);
    const goods = shipped.reduce((sum, s) => sum.plus(lineAmount(s.line.netPrice, s.quantity)), money(0));
    const discount = headerDiscountShare({
      orderDiscount: order.headerDiscount,
      orderSubtotal: order.subtotal,
      shipped: goods,
      earlierShares: earlier,
      completesOrder: complete,
    });
    // The counter row is held from here to the commit: everything above needs no number.
    const numbered = await takeDocumentNumber(tx, 'ddt', now);
    await insertDeliveryNote(
      tx,
      {
        ...deliveryNoteValues(locked, input, user, now),
        year: numbered.year,
        sequence: numbered.sequence,
        number: numbered.number,
        issuedOn: numbered.day,
        goodsAmount: toStored(goods),
        headerDiscount: toStored(discount),
      },
      shipped.map((s, index) => ({
        lineNo: index + 1,
        orderLineNo: s.line.lineNo,
        productCode: s.line.productCode,
        descriptionIt: s.line.descriptionIt,
        descriptionEn: s.line.descriptionEn,
        um: s.line.um,
        quantity: s.quantity,
        freeQuantity: s.free,
        listPrice: s.line.listPrice,
        netPrice: s.line.netPrice,
        discounts: s.line.discounts,
        vatRate: String(rates.get(s.line.productCode) ?? 22),
      })),
    );
    await writeShippedUnits(tx, order.id, shipped);
    const units = shipped.reduce((sum, s) => sum + s.quantity + s.free, 0);
    await changeStatus(tx, user, order, {
      to,
      at: now,
      note: `DDT ${numbered.number}`,
      action: 'ship',
      audit: {
        fields: { ddt: numbered.number, righe: shipped.length, pezzi: units },
        kinds: { righe: 'numero', pezzi: 'numero' },
      },
      ...(!complete && input.dataPrevistaResto ? { expectedShipping: input.dataPrevistaResto } : {}),
    });
    await notify(tx, {
      kind: 'document.ready',
      clientCode: order.clientCode,
      document: 'ddt',
      documentNumber: numbered.number,
      orderId: order.id,
      link: accountOrderPath(order.number),
      documentKey: `ddt:${numbered.number}`,
    });
    return numbered.number;
  });
  const [ordine, documento] = await Promise.all([
    getOrderRecord(db, user, input.numero, input.Lingua),
    getDocument(db, clientScopeOf(user), 'ddt', number, input.Lingua),
  ]);
  return { ordine, documento: documento as DdtDetail };
}
