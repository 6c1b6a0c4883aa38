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
import { createOrder, listOrders, orderDetail, type PlaceOrder } from './order';
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
  return {
    /** Whether the caller sent a token (Bearer header or session cookie). */
    hasToken: who.token !== undefined,
    config: (language: Language) => fetchConfig(rest, who, language),
    categoryTree: (language: Language) => fetchCategoryTree(rest, who, language),
    login: (credentials: { username: string; password: string }, language?: Language) =>
      // A login never sends the old token: a stale one must not stand in the way of a new session.
      login(rest, { ...who, token: undefined }, credentials, language),
    logout: () => logout(rest, who),
    currentUser: (language?: Language) => currentUser(rest, who, language),
    policy: (category: PolicyCategory, language: Language) => fetchPolicy(rest, who, category, language),
    acceptPolicy: (
      category: PolicyCategory,
      answers: ReadonlyArray<{ code: string; value: string }>,
      language?: Language,
    ) => acceptPolicy(rest, who, category, answers, language),
    changePassword: (passwords: { current: string; new: string; repeat: string }, language?: Language) =>
      changePassword(rest, who, passwords, language),
    setName: (name: { firstName: string; lastName: string }, language?: Language) =>
      setName(rest, who, name, language),
    userFairs: (language?: Language) => fetchUserFairs(rest, who, language),
    banners: (language: Language) => fetchBanners(rest, who, language),
    promotions: (query: { tipo: UserTipo; userCode: string; excludeHeader: boolean; language: Language }) =>
      fetchPromotions(rest, who, query),
    brands: () => fetchBrands(rest, who),
    dataTable: (table: DataTableName, language: Language) => fetchDataTable(rest, who, table, language),
    suggestions: (term: string, language: Language) => fetchSuggestions(rest, who, term, language),
    products: (query: ProductListQuery) => fetchProducts(rest, who, query),
    product: (code: string, language: Language) => fetchProduct(rest, who, code, language),
    cart: (language?: Language) => fetchCart(rest, who, language),
    cartAdd: (code: string, quantity: number | undefined, language?: Language) =>
      changeCart(rest, who, REST_PATHS.cartAdd, { codArt: code, qta: quantity, Lingua: language }),
    cartSet: (code: string, quantity: number, language?: Language) =>
      changeCart(rest, who, REST_PATHS.cartUpdate, { codArt: code, quantity, Lingua: language }),
    /** Takes `quantity` off the line (default one step). */
    cartRemove: (code: string, quantity: number | undefined, language?: Language) =>
      changeCart(rest, who, REST_PATHS.cartRemove, { codArt: code, qta: quantity, Lingua: language }),
    wishlist: (language?: Language) => wishlistCall(rest, who, REST_PATHS.wishlist, { Lingua: language }),
    wishlistAdd: (code: string, language?: Language) =>
      wishlistCall(rest, who, REST_PATHS.wishlistAdd, { codArt: code, Lingua: language }),
    wishlistRemove: (id: number, language?: Language) =>
      wishlistCall(rest, who, REST_PATHS.wishlistRemove, { id, Lingua: language }),
    placeOrder: (order: PlaceOrder, idempotencyKey: string, language?: Language) =>
      createOrder(rest, who, order, idempotencyKey, language),
    orders: (query: { from?: string; to?: string; status?: OrderStatus; page: number; pageSize: number }) =>
      listOrders(rest, who, query),
    order: (number: string, language?: Language) => orderDetail(rest, who, number, language),
  };
}

export type Upstream = ReturnType<typeof createUpstream>;
