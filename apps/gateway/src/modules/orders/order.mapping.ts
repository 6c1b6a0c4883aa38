// REST orders <-> GraphQL.
import type { OrderChannel as RestChannel, OrderDetail, OrderStatus as RestStatus } from '@shop/contract';
import type { OrderChannel, OrderStatus } from '../../generated/resolvers-types';
import { refusalOf, renameFields } from '../../kernel/upstream/upstream-error';
import type { CartModel } from '../cart';
import type { OrderInProgressModel, OrderModel, OutOfStockModel, PriceChangedModel } from './order.models';

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
 * error (fields renamed). The API's 409s: on `TotaleAtteso` the re-priced total differs, on
 * `Idempotency-Key` the first attempt still runs, without a field a line asks more than the stock. The
 * API sends the figures of the first and last only in its message, so the cart is read again (it is
 * unchanged by the refusal): its total and its lines' stock are the figures, and the client gets the
 * cart it will confirm next.
 */
export async function placeOrderFailure(
  error: unknown,
  sent: { expectedTotal: number | undefined; idempotencyKey: string },
  cartNow: () => Promise<CartModel>,
): Promise<PriceChangedModel | OrderInProgressModel | OutOfStockModel> {
  const priceChanged = refusalOf(error, 409, 'TotaleAtteso');
  if (priceChanged) {
    const cart = await cartNow();
    return {
      __typename: 'PriceChanged',
      message: priceChanged.title,
      expectedTotal: sent.expectedTotal ?? 0,
      currentTotal: cart.riepilogo.totcart,
      cart,
    };
  }
  const inProgress = refusalOf(error, 409, 'Idempotency-Key');
  if (inProgress) {
    return { __typename: 'OrderInProgress', message: inProgress.title, idempotencyKey: sent.idempotencyKey };
  }
  const outOfStock = refusalOf(error, 409, null);
  if (outOfStock) {
    const cart = await cartNow();
    const shortages = cart.righe
      .filter((line) => line.qta > line.giacenza)
      .map((line) => ({
        productCode: line.codice,
        requested: line.qta,
        available: Math.max(0, line.giacenza),
      }));
    return { __typename: 'OutOfStock', message: outOfStock.title, shortages, cart };
  }
  return renameFields(error, (field) => ORDER_FIELDS[field]);
}
