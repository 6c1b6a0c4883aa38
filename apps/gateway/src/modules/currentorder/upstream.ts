// Ordering for a client: the state, the "choose a client" search, start, finish, takeover, and the
// extra line discount (a cart change).
import {
  cartChangeDataSchema,
  currentOrderClientsDataSchema,
  currentOrderStateSchema,
  currentOrderTakeoverDataSchema,
  REST_PATHS,
  type CartChangeData,
  type CurrentOrderClientsData,
  type CurrentOrderState,
  type CurrentOrderTakeoverData,
  type Language,
} from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';

type StatePath =
  typeof REST_PATHS.currentOrder | typeof REST_PATHS.currentOrderStart | typeof REST_PATHS.currentOrderFinish;

/** POST /api/currentorder, /start (codCliente) or /finish: the state afterwards. */
export function currentOrderCall(
  client: RestClient,
  who: CallIdentity,
  path: StatePath,
  fields: { codCliente?: string } = {},
): Promise<CurrentOrderState> {
  return client.post(path, fields, currentOrderStateSchema, who);
}

/** POST /api/currentorder/clients. */
export function searchOrderingClients(
  client: RestClient,
  who: CallIdentity,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<CurrentOrderClientsData> {
  return client.post(REST_PATHS.currentOrderClients, query, currentOrderClientsDataSchema, who);
}

/** POST /api/currentorder/takeover. */
export function takeOverClientCart(client: RestClient, who: CallIdentity): Promise<CurrentOrderTakeoverData> {
  return client.post(REST_PATHS.currentOrderTakeover, {}, currentOrderTakeoverDataSchema, who);
}

/** POST /api/cart/discount: the cart after the change. */
export function setCartLineDiscount(
  client: RestClient,
  who: CallIdentity,
  code: string,
  discount: number,
  language: Language | undefined,
): Promise<CartChangeData> {
  return client.post(
    REST_PATHS.cartDiscount,
    { codArt: code, sconto: discount, Lingua: language },
    cartChangeDataSchema,
    who,
  );
}

export function currentOrderUpstream(rest: RestClient, who: CallIdentity) {
  return {
    currentOrder: () => currentOrderCall(rest, who, REST_PATHS.currentOrder),
    orderingClients: (query: Parameters<typeof searchOrderingClients>[2]) =>
      searchOrderingClients(rest, who, query),
    startOrderingFor: (clientCode: string) =>
      currentOrderCall(rest, who, REST_PATHS.currentOrderStart, { codCliente: clientCode }),
    finishOrderingFor: () => currentOrderCall(rest, who, REST_PATHS.currentOrderFinish),
    takeOverClientCart: () => takeOverClientCart(rest, who),
    setCartLineDiscount: (code: string, discount: number, language?: Language) =>
      setCartLineDiscount(rest, who, code, discount, language),
  };
}
