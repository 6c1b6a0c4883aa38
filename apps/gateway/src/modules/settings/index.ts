// The shop's settings: the storefront's typed settings and their management with the
// configuration entries.
import { defineModule } from '../../kernel/module';
import { settingsResolvers } from './manage.resolvers';
import { settingsUpstream } from './manage.upstream';
import { shopSettingsResolvers } from './storefront.resolvers';

export { shopSettings } from './shop-settings';

export const settingsModule = defineModule({
  name: 'settings',
  resolvers: [shopSettingsResolvers, settingsResolvers],
  /** The shop's settings and configuration entries (SETTINGS_EDIT). */
  upstream: (rest, who) => ({ settings: settingsUpstream(rest, who) }),
});
