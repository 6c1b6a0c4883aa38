// Orders as the contract shows them; amounts rounded to the decimals frozen on the order.
import type { Language, OrderDetail, OrderStatus, OrderSummary } from '@shop/contract';
import type { OrderLineRow, OrderRow } from '../../db/schema';
import { money, toAmount } from '../pricing/money';

export function toOrderSummary(order: OrderRow): OrderSummary {
  return {
    numero: order.number,
    data: order.createdAt.toISOString(),
    stato: order.status as OrderStatus, // kept to ORDER_STATUSES by orders_status_ck
    tipoOrdine: order.orderType,
    dataConsegna: order.requestedDelivery,
    totale: toAmount(money(order.total), order.decimals),
    righe: order.lineCount,
    pezzi: order.items,
  };
}

export function toOrderDetail(
  order: OrderRow,
  lines: OrderLineRow[],
  history: { status: string; changedAt: Date }[],
  language: Language,
): OrderDetail {
  const amount = (value: string) => toAmount(money(value), order.decimals);
  return {
    ...toOrderSummary(order),
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
    destinazione: {
      codice: order.deliveryCode,
      descrizione: order.deliveryDescription,
      indirizzo: order.deliveryStreet,
      cap: order.deliveryPostcode,
      citta: order.deliveryCity,
      provincia: order.deliveryProvince,
      nazione: order.deliveryCountry,
    },
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
  };
}
