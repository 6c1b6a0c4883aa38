// REST orders <-> GraphQL.
import type { OrderChannel as RestChannel, OrderDetail, OrderStatus as RestStatus } from '@shop/contract';
import type { OrderChannel, OrderStatus } from '../../generated/resolvers-types';
import type { OrderModel } from './order.models';

const STATUS: Record<RestStatus, OrderStatus> = {
  in_approvazione: 'WAITING_APPROVAL',
  ricevuto: 'RECEIVED',
  confermato: 'CONFIRMED',
  in_preparazione: 'IN_PREPARATION',
  spedito_parziale: 'PARTLY_SHIPPED',
  spedito: 'SHIPPED',
  fatturato: 'INVOICED',
  annullato: 'CANCELLED',
  rifiutato: 'REJECTED',
};
// DELIVERED is deprecated: the delivered orders became invoiced, so as a filter it asks for those.
const REST_STATUS = {
  ...(Object.fromEntries(Object.entries(STATUS).map(([k, v]) => [v, k])) as Record<OrderStatus, RestStatus>),
  DELIVERED: 'fatturato',
} satisfies Record<OrderStatus, RestStatus>;

export const toOrderStatus = (status: RestStatus): OrderStatus => STATUS[status];
export const toRestStatus = (status: OrderStatus): RestStatus => REST_STATUS[status];

/** web → WEB, agent → AGENT… */
export const toOrderChannel = (channel: RestChannel): OrderChannel => channel.toUpperCase() as OrderChannel;

export const isDetail = (order: OrderModel): order is OrderDetail => 'righeOrdine' in order;

/** order/* fields → the arguments the client sent. */
export const ORDER_FIELDS: Record<string, string> = {
  'Idempotency-Key': 'idempotencyKey',
  AccettaCondizioni: 'input.acceptSaleConditions',
  CodDestinazione: 'input.deliveryAddressCode',
  DataConsegna: 'input.deliveryDate',
  TipoOrdine: 'input.orderType',
  Note: 'input.notes',
  TotaleAtteso: 'input.expectedTotal',
  DataDa: 'filter.from',
  DataA: 'filter.to',
  Stato: 'filter.status',
  pagesize: 'pageSize',
  NumeroOrdine: 'number',
};
