// REST orders <-> GraphQL.
import type { OrderDetail, OrderStatus as RestStatus } from '@shop/contract';
import type { OrderStatus } from '../../generated/resolvers-types';
import type { OrderModel } from './order.models';

const STATUS: Record<RestStatus, OrderStatus> = {
  ricevuto: 'RECEIVED',
  confermato: 'CONFIRMED',
  spedito: 'SHIPPED',
  consegnato: 'DELIVERED',
  annullato: 'CANCELLED',
};
const REST_STATUS = Object.fromEntries(Object.entries(STATUS).map(([k, v]) => [v, k])) as Record<
  OrderStatus,
  RestStatus
>;

export const toOrderStatus = (status: RestStatus): OrderStatus => STATUS[status];
export const toRestStatus = (status: OrderStatus): RestStatus => REST_STATUS[status];

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
