// The signed-in user's kept preferences (a grid's columns, the management shell's choices).
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';

export const preferenceResolvers: Resolvers = {
  Query: {
    preference: async (_root, { key }, { upstream }) => {
      const value = await upstream.preference(key);
      return value === null ? null : JSON.stringify(value);
    },
  },
  Mutation: {
    setPreference: async (_root, { key, value }, { upstream }) => {
      const kept = await upstream
        .setPreference(key, value ?? null)
        .catch((error: unknown) =>
          renameFields(error, (field) => ({ chiave: 'key', valore: 'value' })[field]),
        );
      return kept === null ? null : JSON.stringify(kept);
    },
  },
};
