// All domain resolvers, merged into one map for Apollo Server.
import type { Resolvers } from './generated/resolvers-types';
import { configResolvers } from './domains/config/config.resolvers';
import { categoryResolvers } from './domains/category/category.resolvers';
import { viewerResolvers } from './domains/viewer/viewer.resolvers';
import { accountResolvers } from './domains/account/account.resolvers';
import { promotionResolvers } from './domains/promotion/promotion.resolvers';
import { catalogueResolvers } from './domains/catalogue/catalogue.resolvers';
import { cartResolvers } from './domains/commerce/cart.resolvers';
import { wishlistResolvers } from './domains/commerce/wishlist.resolvers';
import { orderResolvers } from './domains/commerce/order.resolvers';
import { reorderResolvers } from './domains/commerce/reorder.resolvers';
import { companyResolvers } from './domains/viewer/company.resolvers';

const domains: Resolvers[] = [
  configResolvers,
  categoryResolvers,
  viewerResolvers,
  accountResolvers,
  promotionResolvers,
  catalogueResolvers,
  cartResolvers,
  wishlistResolvers,
  orderResolvers,
  reorderResolvers,
  companyResolvers,
];

export const resolvers: Resolvers = {
  Query: Object.assign({ ping: () => true }, ...domains.map((d) => d.Query ?? {})),
  Mutation: Object.assign({}, ...domains.map((d) => d.Mutation ?? {})),
  ...Object.assign({}, ...domains.map(({ Query: _query, Mutation: _mutation, ...types }) => types)),
};
