// REST orders <-> GraphQL.
import type { OrderChannel as RestChannel, OrderDetail, OrderStatus as RestStatus } from '@shop/contract';
import type { OrderChannel, OrderStatus } from '../../generated/resolvers-types';
import type { Language } from '@shop/contract';
import { refusalOf, renameFields } from '../../kernel/upstream/upstream-error';
import { outOfStockOf, type CartModel, type OutOfStockModel } from '../cart';
import type { OrderInProgressModel, OrderModel, PriceChangedModel } from './order.models';

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

/**
 * A refused placeOrder as placeOrderResult's typed failure, or the refusal rethrown as placeOrder's
 * error (fields renamed). The API's 409s: on `TotaleAtteso` the re-priced total differs (the cart is
 * read again, unchanged by the refusal: its total is the figure, and the client gets the cart it will
 * confirm next), on `Idempotency-Key` the first attempt still runs, and with the stock figures in its
 * `dettagli` a line asks more than the stock or its product is no longer sold.
 */
export async function placeOrderFailure(
  error: unknown,
  sent: { expectedTotal: number | undefined; idempotencyKey: string; language: Language | undefined },
  cartNow: () => Promise<CartModel>,
): Promise<PriceChangedModel | OrderInProgressModel | OutOfStockModel> {
  const priceChanged = refusalOf(error, 409, 'TotaleAtteso');
  if (priceChanged) {
    const cart = await cartNow();
    return {
      __typename: 'PriceChanged',
      code: 'PRICE_CHANGED',
      message: priceChanged.title,
      expectedTotal: sent.expectedTotal ?? 0,
      currentTotal: cart.riepilogo.totcart,
      cart,
    };
  }
  const inProgress = refusalOf(error, 409, 'Idempotency-Key');
  if (inProgress) {
    return {
      __typename: 'OrderInProgress',
      code: 'ORDER_IN_PROGRESS',
      message: inProgress.title,
      idempotencyKey: sent.idempotencyKey,
    };
  }
  return outOfStockOf(error, sent.language) ?? renameFields(error, (field) => ORDER_FIELDS[field]);
}
