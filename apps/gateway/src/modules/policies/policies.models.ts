// What the policy version resolvers receive: the REST contract's shapes.
import type {
  PoliciesConsentsData,
  PoliciesListData,
  PolicyVersionData,
  PolicyVersionItem,
  PolicyVersionSummary,
} from '@shop/contract';

export type PolicyVersionListModel = PoliciesListData;
export type PolicyVersionModel = PolicyVersionSummary;
export type PolicyVersionDetailModel = PolicyVersionData;
export type PolicyVersionItemModel = PolicyVersionItem;
export type UserPolicyConsentsModel = PoliciesConsentsData;
