// The upstream API as seen by one caller: every REST call of the contract, bound to the caller's identity.
import {
  REST_PATHS,
  type DataTableName,
  type Language,
  type OrderStatus,
  type PolicyCategory,
  type UserTipo,
} from '@shop/contract';
import type { CallIdentity, RestClient } from './rest-client';
import { fetchConfig } from './config';
import { fetchCategoryTree } from './category';
import { currentUser, login, logout } from './auth';
import { fetchBanners, fetchPromotions } from './promotion';
import { changeCart, fetchCart, wishlistCall } from './commerce';
import { createOrder, listOrders, orderDetail, reorder, type PlaceOrder } from './order';
import {
  fetchBrands,
  fetchDataTable,
  fetchProduct,
  fetchProducts,
  fetchSuggestions,
  type ProductListQuery,
} from './catalogue';
import { acceptPolicy, changePassword, fetchPolicy, fetchUserFairs, setName } from './account';

export function createUpstream(rest: RestClient, who: CallIdentity) {
  // A copy: a login in this request changes the token of this request's calls only.
  const identity: CallIdentity = { ...who };
  return {
    /** Whether the caller sent a token (Bearer header or session cookie), or logged in in this request. */
    get hasToken() {
      return identity.token !== undefined;
    },
    /**
     * After a login in this request, the rest of the request acts as the new user: the fields of the
     * login answer that need their own call (a fair's place and dates) are asked with the new token.
     */
    actAs: (token: string) => {
      identity.token = token;
    },
    config: (language: Language) => fetchConfig(rest, identity, language),
    categoryTree: (language: Language) => fetchCategoryTree(rest, identity, language),
    login: (credentials: { username: string; password: string }, language?: Language) =>
      // A login never sends the old token: a stale one must not stand in the way of a new session.
      login(rest, { ...identity, token: undefined }, credentials, language),
    logout: () => logout(rest, identity),
    currentUser: (language?: Language) => currentUser(rest, identity, language),
    policy: (category: PolicyCategory, language: Language) => fetchPolicy(rest, identity, category, language),
    acceptPolicy: (
      category: PolicyCategory,
      answers: ReadonlyArray<{ code: string; value: string }>,
      language?: Language,
    ) => acceptPolicy(rest, identity, category, answers, language),
    changePassword: (passwords: { current: string; new: string; repeat: string }, language?: Language) =>
      changePassword(rest, identity, passwords, language),
    setName: (name: { firstName: string; lastName: string }, language?: Language) =>
      setName(rest, identity, name, language),
    userFairs: (language?: Language) => fetchUserFairs(rest, identity, language),
    banners: (language: Language) => fetchBanners(rest, identity, language),
    promotions: (query: { tipo: UserTipo; userCode: string; excludeHeader: boolean; language: Language }) =>
      fetchPromotions(rest, identity, query),
    brands: () => fetchBrands(rest, identity),
    dataTable: (table: DataTableName, language: Language) => fetchDataTable(rest, identity, table, language),
    suggestions: (term: string, language: Language) => fetchSuggestions(rest, identity, term, language),
    products: (query: ProductListQuery) => fetchProducts(rest, identity, query),
    product: (code: string, language: Language) => fetchProduct(rest, identity, code, language),
    cart: (language?: Language) => fetchCart(rest, identity, language),
    cartAdd: (code: string, quantity: number | undefined, language?: Language) =>
      changeCart(rest, identity, REST_PATHS.cartAdd, { codArt: code, qta: quantity, Lingua: language }),
    cartSet: (code: string, quantity: number, language?: Language) =>
      changeCart(rest, identity, REST_PATHS.cartUpdate, { codArt: code, quantity, Lingua: language }),
    /** Takes `quantity` off the line (default one step). */
    cartRemove: (code: string, quantity: number | undefined, language?: Language) =>
      changeCart(rest, identity, REST_PATHS.cartRemove, { codArt: code, qta: quantity, Lingua: language }),
    wishlist: (language?: Language) =>
      wishlistCall(rest, identity, REST_PATHS.wishlist, { Lingua: language }),
    wishlistAdd: (code: string, language?: Language) =>
      wishlistCall(rest, identity, REST_PATHS.wishlistAdd, { codArt: code, Lingua: language }),
    wishlistRemove: (id: number, language?: Language) =>
      wishlistCall(rest, identity, REST_PATHS.wishlistRemove, { id, Lingua: language }),
    placeOrder: (order: PlaceOrder, idempotencyKey: string, language?: Language) =>
      createOrder(rest, identity, order, idempotencyKey, language),
    orders: (query: { from?: string; to?: string; status?: OrderStatus; page: number; pageSize: number }) =>
      listOrders(rest, identity, query),
    order: (number: string, language?: Language) => orderDetail(rest, identity, number, language),
    reorder: (number: string, language?: Language) => reorder(rest, identity, number, language),
  };
}

export type Upstream = ReturnType<typeof createUpstream>;
