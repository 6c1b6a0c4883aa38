// The shop's content: the configuration (menus, footer, texts), the storefront's banners and their
// management, and the picture uploads of banners and promotions.
import { defineModule } from '../../kernel/module';
import { configResolvers } from './config.resolvers';
import { contentLoaders } from './loaders';
import { bannersResolvers } from './manage.resolvers';
import { bannerResolvers } from './storefront.resolvers';
import { contentUpstream } from './upstream';
import { registerContentUploads } from './uploads.routes';

export { fetchConfig } from './config.upstream';

export const contentModule = defineModule({
  name: 'content',
  resolvers: [configResolvers, bannerResolvers, bannersResolvers],
  upstream: contentUpstream,
  loaders: contentLoaders,
  routes: async (app, { rest }) => {
    await app.register(registerContentUploads(rest));
  },
});
