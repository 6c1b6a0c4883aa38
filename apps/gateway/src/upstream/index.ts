// The upstream API as seen by one caller: every REST call of the contract, bound to the caller's identity.
import {
  REST_PATHS,
  type DataTableName,
  type Language,
  type OrderStatus,
  type PolicyCategory,
  type QuickOrderRow,
  type UserTipo,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from './rest-client';
import { fetchConfig } from './config';
import { fetchCategoryTree } from './category';
import { currentUser, login, logout } from './auth';
import { fetchBanners, fetchHomeBanners, fetchPromotions } from './promotion';
import { changeCart, fetchCart, wishlistCall } from './commerce';
import {
  createOrder,
  listOrders,
  listOwnBackorders,
  listOwnDocuments,
  orderDetail,
  reorder,
  type PlaceOrder,
} from './order';
import {
  fetchBrands,
  fetchDataTable,
  fetchProducts,
  fetchProductsByCode,
  fetchSuggestions,
  type ProductListQuery,
} from './catalogue';
import { acceptPolicy, changePassword, fetchPolicy, fetchUserFairs, setName } from './account';
import { fetchAuditLog, fetchPreference, savePreference } from './management';
import { editClient, fetchClientRecord, fetchClients, type ClientEditPath } from './clients';
import { fetchAgent, fetchAgents, updateAgent } from './agents';
import { fetchDashboard } from './dashboard';
import { notificationsUpstream } from './notifications';
import { quickOrderAdd, quickOrderCheck } from './quickorder';
import { importsUpstream } from './imports';
import { settingsUpstream } from './settings';
import { policiesUpstream } from './policies';
import { suppliersUpstream } from './suppliers';
import { ordersManagementUpstream } from './orders-management';
import { approvalsUpstream } from './approvals';
import { orderIssuesUpstream } from './order-issues';
import { returnsUpstream } from './returns';
import { quotesUpstream } from './quotes';
import { internalDocumentsUpstream } from './internal-documents';
import { bannersUpstream } from './banners';
import { promotionsUpstream } from './promotions';
import { usersUpstream } from './users';
import {
  currentOrderCall,
  searchOrderingClients,
  setCartLineDiscount,
  takeOverClientCart,
} from './currentorder';

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
      version?: number,
    ) => acceptPolicy(rest, identity, category, answers, language, version),
    changePassword: (passwords: { current: string; new: string; repeat: string }, language?: Language) =>
      changePassword(rest, identity, passwords, language),
    setName: (name: { firstName: string; lastName: string }, language?: Language) =>
      setName(rest, identity, name, language),
    userFairs: (language?: Language) => fetchUserFairs(rest, identity, language),
    banners: (language: Language) => fetchBanners(rest, identity, language),
    homeBanners: (language: Language) => fetchHomeBanners(rest, identity, language),
    promotions: (query: { tipo: UserTipo; userCode: string; excludeHeader: boolean; language: Language }) =>
      fetchPromotions(rest, identity, query),
    brands: () => fetchBrands(rest, identity),
    dataTable: (table: DataTableName, language: Language) => fetchDataTable(rest, identity, table, language),
    suggestions: (term: string, language: Language) => fetchSuggestions(rest, identity, term, language),
    products: (query: ProductListQuery) => fetchProducts(rest, identity, query),
    /** Many products by code in one call (at most MAX_PRODUCT_DETAILS codes). */
    productsByCode: (codes: readonly string[], language: Language) =>
      fetchProductsByCode(rest, identity, codes, language),
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
    auditLog: (query: Parameters<typeof fetchAuditLog>[2]) => fetchAuditLog(rest, identity, query),
    preference: (key: string) => fetchPreference(rest, identity, key),
    setPreference: (key: string, value: string | null) => savePreference(rest, identity, key, value),
    clients: (fields: FormFields) => fetchClients(rest, identity, fields),
    client: (code: string) => fetchClientRecord(rest, identity, code),
    editClient: (path: ClientEditPath, fields: FormFields) => editClient(rest, identity, path, fields),
    agents: (fields: FormFields) => fetchAgents(rest, identity, fields),
    agent: (code: string) => fetchAgent(rest, identity, code),
    updateAgent: (fields: FormFields) => updateAgent(rest, identity, fields),
    dashboard: (language?: Language) => fetchDashboard(rest, identity, language),
    currentOrder: () => currentOrderCall(rest, identity, REST_PATHS.currentOrder),
    orderingClients: (query: Parameters<typeof searchOrderingClients>[2]) =>
      searchOrderingClients(rest, identity, query),
    startOrderingFor: (clientCode: string) =>
      currentOrderCall(rest, identity, REST_PATHS.currentOrderStart, { codCliente: clientCode }),
    finishOrderingFor: () => currentOrderCall(rest, identity, REST_PATHS.currentOrderFinish),
    takeOverClientCart: () => takeOverClientCart(rest, identity),
    setCartLineDiscount: (code: string, discount: number, language?: Language) =>
      setCartLineDiscount(rest, identity, code, discount, language),
    quickOrderCheck: (rows: readonly QuickOrderRow[], language?: Language) =>
      quickOrderCheck(rest, identity, rows, language),
    quickOrderAdd: (rows: readonly QuickOrderRow[], language?: Language) =>
      quickOrderAdd(rest, identity, rows, language),
    /** Supplier management (SUPPLIERS_READ, SUPPLIERS_EDIT). */
    suppliers: suppliersUpstream(rest, identity),
    imports: importsUpstream(rest, identity),
    /** Staff order management, read-only (ORDERS_READ, DOCUMENTS_READ). */
    ordersManagement: ordersManagementUpstream(rest, identity),
    approvals: approvalsUpstream(rest, identity),
    orderIssues: orderIssuesUpstream(rest, identity),
    returns: returnsUpstream(rest, identity),
    quotes: quotesUpstream(rest, identity),
    internalDocuments: internalDocumentsUpstream(rest, identity),
    ownDocuments: (fields: FormFields) => listOwnDocuments(rest, identity, fields),
    ownBackorders: (fields: FormFields) => listOwnBackorders(rest, identity, fields),
    /** User management (USERS_READ, USERS_EDIT). */
    users: usersUpstream(rest, identity),
    /** The caller's notifications and, for the management, the e-mail outbox. */
    notifications: notificationsUpstream(rest, identity),
    /** The shop's settings and configuration entries (SETTINGS_EDIT). */
    settings: settingsUpstream(rest, identity),
    /** The policy documents' versions and users' acceptances (POLICIES_EDIT). */
    policies: policiesUpstream(rest, identity),
    /** The header's and the home page's banners (BANNERS_EDIT). */
    managedBanners: bannersUpstream(rest, identity),
    /** The promotions (PROMOTIONS_EDIT). */
    managedPromotions: promotionsUpstream(rest, identity),
  };
}

export type Upstream = ReturnType<typeof createUpstream>;
