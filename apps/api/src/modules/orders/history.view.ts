// Orders as the contract shows them; amounts rounded to the decimals frozen on the order.
import type {
  Language,
  OrderChannel,
  OrderDetail,
  OrderStatus,
  OrderSummary,
  UserTipo,
} from '@shop/contract';
import type { OrderLineRow, OrderRow } from '../../db/schema';
import { money, toAmount } from '../../kernel/money';
import type { OrderPlacerRow } from './checkout.repository';
import { toDestination } from './orders.view';

/** Who placed the order, shown when it was not one of the client's own users (channel other than web). */
function placedBy(order: OrderRow, placer: OrderPlacerRow | undefined): OrderSummary['inseritoDa'] {
  if (order.channel === 'web' || !placer) return null;
  const name = [placer.placerFirstName, placer.placerLastName].filter(Boolean).join(' ');
  // The column's check constraint keeps tipo to USER_TIPI.
  return { nome: name || placer.placerUsername, tipo: placer.placerTipo as UserTipo };
}

export function toOrderSummary(order: OrderRow, placer?: OrderPlacerRow): OrderSummary {
  return {
    numero: order.number,
    data: order.createdAt.toISOString(),
    stato: order.status as OrderStatus, // kept to ORDER_STATUSES by orders_status_ck
    tipoOrdine: order.orderType,
    dataConsegna: order.requestedDelivery,
    totale: toAmount(money(order.total), order.decimals),
    righe: order.lineCount,
    pezzi: order.items,
    canale: order.channel as OrderChannel, // kept to ORDER_CHANNELS by orders_channel_ck
    inseritoDa: placedBy(order, placer),
  };
}

export function toOrderDetail(
  order: OrderRow,
  lines: OrderLineRow[],
  history: { status: string; changedAt: Date }[],
  language: Language,
  placer?: OrderPlacerRow,
  /** The approver's reason, for a rejected order. */
  rejectionReason: string | null = null,
): OrderDetail {
  const amount = (value: string) => toAmount(money(value), order.decimals);
  return {
    ...toOrderSummary(order, placer),
    righeOrdine: lines.map((line) => ({
      codice: line.productCode,
      descrizione: language === 'en' ? line.descriptionEn : line.descriptionIt,
      qta: line.quantity,
      omaggio: line.freeQuantity,
      um: line.um,
      prezzo: amount(line.listPrice),
      prezzofinale: amount(line.netPrice),
      sconti: line.discounts,
      promozione: line.promotionCode,
      totale: amount(line.total),
    })),
    destinazione: toDestination(order),
    note: order.notes,
    listino: order.priceList,
    imponibile: amount(order.subtotal),
    promozioneTestata: order.headerPromotionCode,
    scontoTestata: amount(order.headerDiscount),
    decimali: order.decimals,
    storico: history.map((entry) => ({
      stato: entry.status as OrderStatus,
      data: entry.changedAt.toISOString(),
    })),
    motivoRifiuto: order.status === 'rifiutato' ? rejectionReason : null,
  };
}
