// The storefront's typed settings, read from the configuration of the language asked for.
import type { Resolvers } from '../../generated/resolvers-types';
import { shopSettings } from './shop-settings';

export const shopSettingsResolvers: Resolvers = {
  Config: {
    settings: (config) => shopSettings(config.entries),
  },
};
