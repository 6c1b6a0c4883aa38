// All domain resolvers, merged into one map for Apollo Server.
import type { Resolvers } from './generated/resolvers-types';
import { configResolvers } from './domains/config/config.resolvers';
import { categoryResolvers } from './domains/category/category.resolvers';

const domains: Resolvers[] = [configResolvers, categoryResolvers];

export const resolvers: Resolvers = {
  Query: Object.assign({ ping: () => true }, ...domains.map((d) => d.Query ?? {})),
  ...Object.assign({}, ...domains.map(({ Query: _query, ...types }) => types)),
};
