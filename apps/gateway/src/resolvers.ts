// Every module's resolvers, merged into one map for Apollo Server.
import type { Resolvers } from './generated/resolvers-types';
import { MODULES } from './modules';

/** Field by field: a type may get fields from more than one module (e.g. `Product.image`). */
function merge(maps: readonly Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers;
}

export const resolvers: Resolvers = merge([
  { Query: { ping: () => true } },
  ...MODULES.flatMap((module) => module.resolvers),
]);
