// Orders of the reserved area as the contract shows them: the grid's rows and an order's record, with
// amounts rounded to the decimals frozen on the order and the actions the viewer may take now.
import {
  can,
  EDITABLE_ORDER_STATUSES,
  nextStatuses,
  OPEN_ORDER_STATUSES,
  SHIPPABLE_ORDER_STATUSES,
  type Language,
  type OrderApproval,
  type OrderChannel,
  type OrderGridItem,
  type OrderRecord,
  type OrderStatus,
  type UserTipo,
} from '@shop/contract';
import type { OrderLineRow, OrderRow } from '../../db/schema';
import { money, toAmount } from '../../kernel/money';
import type { OrderDocumentRow, OrderGridRow, OrderHeadRow, OrderHistoryRow } from './orders.repository';

const fullName = (first: string | null, last: string | null, username: string | null) =>
  [first, last].filter(Boolean).join(' ') || username || '';

function gridFields(
  order: OrderRow,
  client: { code: string; name: string },
  agent: { code: string | null; name: string | null },
  placerName: string,
): OrderGridItem {
  return {
    numero: order.number,
    data: order.createdAt.toISOString(),
    cliente: { codice: client.code, ragioneSociale: client.name },
    agente: agent.code ? { codice: agent.code, nome: agent.name ?? agent.code } : null,
    canale: order.channel as OrderChannel, // kept to ORDER_CHANNELS by orders_channel_ck
    stato: order.status as OrderStatus, // kept to ORDER_STATUSES by orders_status_ck
    totale: toAmount(money(order.total), order.decimals),
    righe: order.lineCount,
    pezzi: order.items,
    inseritoDa: placerName,
    dataConsegna: order.requestedDelivery,
    dataPrevista: order.expectedShipping,
    versione: order.version,
  };
}

/** The delivery address an order keeps (copied when it was placed), as every view shows it. */
export function toDestination(order: OrderRow) {
  return {
    codice: order.deliveryCode,
    descrizione: order.deliveryDescription,
    indirizzo: order.deliveryStreet,
    cap: order.deliveryPostcode,
    citta: order.deliveryCity,
    provincia: order.deliveryProvince,
    nazione: order.deliveryCountry,
  };
}

export function toOrderGridItem(row: OrderGridRow): OrderGridItem {
  return gridFields(
    row.order,
    { code: row.order.clientCode, name: row.clientName },
    { code: row.agentCode, name: row.agentName },
    fullName(row.placerFirstName, row.placerLastName, row.placerUsername),
  );
}

const remainingOf = (line: OrderLineRow) => line.quantity - line.shippedQuantity;

/**
 * What the viewer may do with the order now: the transition table and his permissions (`placedByViewer`:
 * an approver never decides on an order he placed).
 */
export function orderActions(
  status: OrderStatus,
  lines: readonly OrderLineRow[],
  tipo: UserTipo,
  placedByViewer = false,
) {
  return {
    stati: nextStatuses(status, tipo, 'setstatus'),
    modificaRighe: EDITABLE_ORDER_STATUSES.includes(status) && can(tipo, 'orders.manage'),
    spedizione:
      SHIPPABLE_ORDER_STATUSES.includes(status) &&
      can(tipo, 'orders.ship') &&
      lines.some((line) => remainingOf(line) > 0),
    approvazione: status === 'in_approvazione' && can(tipo, 'orders.approve') && !placedByViewer,
  };
}

export function toOrderRecord(
  head: OrderHeadRow,
  lines: readonly OrderLineRow[],
  history: readonly OrderHistoryRow[],
  documents: readonly OrderDocumentRow[],
  language: Language,
  viewer: { tipo: UserTipo; id: number },
  approval: OrderApproval | null = null,
): OrderRecord {
  const { order, client } = head;
  const amount = (value: string) => toAmount(money(value), order.decimals);
  const status = order.status as OrderStatus;
  const isOpen = (OPEN_ORDER_STATUSES as readonly string[]).includes(status);
  const placerName = fullName(head.placerFirstName, head.placerLastName, head.placerUsername);
  const invoices = new Map<string, string>();
  for (const doc of documents) {
    if (doc.invoiceNumber && doc.invoiceIssuedOn) invoices.set(doc.invoiceNumber, doc.invoiceIssuedOn);
  }
  return {
    ...gridFields(
      order,
      { code: client.code, name: client.companyName },
      { code: client.agentCode, name: head.agentName },
      placerName,
    ),
    tipoOrdine: order.orderType,
    cliente: {
      codice: client.code,
      ragioneSociale: client.companyName,
      partitaIva: client.vatNumber,
      codiceFiscale: client.fiscalCode,
      email: client.email,
      telefono: client.phone,
      indirizzo: client.street,
      cap: client.postcode,
      citta: client.city,
      provincia: client.province,
      nazione: client.country,
    },
    utente: { codice: head.placerUsername, nome: placerName, tipo: head.placerTipo as UserTipo },
    righeOrdine: lines.map((line) => ({
      riga: line.lineNo,
      codice: line.productCode,
      descrizione: language === 'en' ? line.descriptionEn : line.descriptionIt,
      um: line.um,
      qta: line.quantity,
      omaggio: line.freeQuantity,
      spedita: line.shippedQuantity,
      // A cancelled order, or a shipped one whose rest was closed, has nothing open.
      residua: isOpen ? remainingOf(line) : 0,
      prezzo: amount(line.listPrice),
      sconti: line.discounts,
      scontoExtra: Number(line.extraDiscount),
      promozione: line.promotionCode,
      prezzofinale: amount(line.netPrice),
      totale: amount(line.total),
    })),
    destinazione: toDestination(order),
    note: order.notes,
    listino: order.priceList,
    sconti: order.discountChain,
    imponibile: amount(order.subtotal),
    promozioneTestata: order.headerPromotionCode,
    scontoTestata: amount(order.headerDiscount),
    decimali: order.decimals,
    storico: history.map((entry) => ({
      stato: entry.status as OrderStatus,
      data: entry.changedAt.toISOString(),
      utente:
        entry.username && entry.tipo
          ? {
              codice: entry.username,
              nome: fullName(entry.firstName, entry.lastName, entry.username),
              tipo: entry.tipo as UserTipo,
            }
          : null,
      nota: entry.note,
    })),
    documenti: [
      ...documents.map((doc) => ({
        tipo: 'ddt' as const,
        numero: doc.number,
        data: doc.issuedOn,
        fattura: doc.invoiceNumber,
      })),
      ...[...invoices].map(([numero, data]) => ({ tipo: 'fattura' as const, numero, data, fattura: null })),
    ],
    approvazione: approval,
    azioni: orderActions(status, lines, viewer.tipo, order.userId === viewer.id),
  };
}
