// The upstream API as seen by one caller: every REST call of the contract, bound to the caller's identity.
import type { DataTableName, Language, PolicyCategory, UserTipo } from '@shop/contract';
import type { CallIdentity, RestClient } from './rest-client';
import { fetchConfig } from './config';
import { fetchCategoryTree } from './category';
import { currentUser, login, logout } from './auth';
import { fetchBanners, fetchPromotions } from './promotion';
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
  };
}

export type Upstream = ReturnType<typeof createUpstream>;
