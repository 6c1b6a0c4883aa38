// The order an accepted quote makes, inside the acceptance's transaction: the quoted revision's lines
// at their quoted prices (whatever the list says today), stock checked and taken under the products'
// locks as a normal order's (code order: no deadlocks), channel 'quote', written by the same
// writeOrder as a cart's order, numbered like every order, the client's users told (order.placed). It
// never waits for approval: its discounts were approved (or within the agent's ceiling) when the quote
// was sent.
import type { Language } from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { notify } from '../notifications';
import {
  adjustStock,
  lockProducts,
  numberOrder,
  type OrderCreateInput,
  orderingClient,
  orderMailData,
  prepareOrder,
  writeOrder,
} from '../orders';
import { money, toStored } from '../../kernel/money';
import { shopDay } from '../../kernel/shop-calendar';

interface QuotedLine {
  productCode: string;
  descriptionIt: string;
  descriptionEn: string;
  um: string;
  quantity: number;
  listPrice: string;
  extraDiscountPct: string;
  netPrice: string;
  total: string;
}

export async function placeQuoteOrder(
  tx: Database,
  user: AuthUser,
  quote: { number: string; revision: number; lines: readonly QuotedLine[]; total: string },
  language: Language,
  now: Date,
): Promise<{ id: number; number: string }> {
  const input = { Lingua: language } as OrderCreateInput;
  const { address, settings, buyer } = await prepareOrder(tx, user, input, now);
  const locked = await lockProducts(
    tx,
    quote.lines.map((line) => line.productCode),
  );
  const wanted = new Map<string, number>();
  for (const line of quote.lines) {
    wanted.set(line.productCode, (wanted.get(line.productCode) ?? 0) + line.quantity);
  }
  for (const [code, requested] of wanted) {
    const product = locked.get(code);
    const available = product && product.active ? product.stock : 0;
    if (requested > available) {
      throw new AppError(409, 'CONFLICT', 'quotes.notEnoughStock', {
        params: { code, requested, available },
        details: { codice: code, richiesta: requested, disponibile: available },
      });
    }
  }
  await adjustStock(tx, new Map([...wanted].map(([code, units]) => [code, -units])));

  const lineValues = quote.lines.map((line, index) => ({
    lineNo: index + 1,
    productCode: line.productCode,
    descriptionIt: line.descriptionIt,
    descriptionEn: line.descriptionEn,
    um: line.um,
    quantity: line.quantity,
    freeQuantity: 0,
    listPrice: line.listPrice,
    netPrice: line.netPrice,
    discounts: '',
    // The agent's extra discount on top of the client's own price, as on a staff-made order's line.
    extraDiscount: Math.min(100, Math.max(0, Number(line.extraDiscountPct))).toFixed(2),
    promotionCode: null,
    total: line.total,
    shippedQuantity: 0,
  }));
  const total = toStored(money(quote.total));
  const notes =
    language === 'en'
      ? `Quote ${quote.number} rev. ${quote.revision}`
      : `Preventivo ${quote.number} rev. ${quote.revision}`;
  // The order as the cart's placement writes it (writeOrder), at the quoted prices, channel 'quote'.
  const written = await writeOrder(tx, {
    user,
    clientCode: orderingClient(user),
    channel: 'quote',
    status: 'ricevuto',
    terms: { address, buyer },
    orderType: settings.defaultOrderType,
    requestedDelivery: null,
    notes,
    amounts: {
      subtotal: total,
      headerPromotionCode: null,
      headerDiscount: toStored(money(0)),
      total,
      items: lineValues.reduce((sum, line) => sum + line.quantity, 0),
      lineCount: lineValues.length,
    },
    lines: lineValues,
    now,
  });
  const number = await numberOrder(tx, written.id, Number(shopDay(now).slice(0, 4)));
  await notify(tx, {
    kind: 'order.placed',
    orderId: written.id,
    placerId: user.id,
    onBehalf: false,
    order: { ...orderMailData(written, lineValues), number, placedBy: null, placedByType: null },
  });
  return { id: written.id, number };
}
