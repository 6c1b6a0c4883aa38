// The upstream API as seen by one caller: every REST call of the contract, bound to the caller's identity.
import type { Language } from '@shop/contract';
import type { CallIdentity, RestClient } from './rest-client';
import { fetchConfig } from './config';
import { fetchCategoryTree } from './category';

export function createUpstream(rest: RestClient, who: CallIdentity) {
  return {
    config: (language: Language) => fetchConfig(rest, who, language),
    categoryTree: (language: Language) => fetchCategoryTree(rest, who, language),
  };
}

export type Upstream = ReturnType<typeof createUpstream>;
