// The shop's content: the configuration (menus, footer, texts), the storefront's banners and their
// management, and the banners' picture uploads.
import { defineModule } from '../../kernel/module';
import { registerImageUploads, type ImageUpload } from '../media';
import { configResolvers } from './config.resolvers';
import { contentLoaders } from './loaders';
import { bannersResolvers } from './manage.resolvers';
import { bannerResolvers } from './storefront.resolvers';
import { bannersUpstream } from './manage.upstream';
import { contentUpstream } from './upstream';

export { fetchConfig } from './config.upstream';

export const contentModule = defineModule({
  name: 'content',
  resolvers: [configResolvers, bannerResolvers, bannersResolvers],
  upstream: contentUpstream,
  loaders: contentLoaders,
  publicQueryFields: ['config', 'banners', 'homeBanners'],
  routes: async (app, { rest }) => {
    const bannerPicture = (tipo: string): ImageUpload => ({
      permission: 'banners.edit',
      fields: { tipo },
      send: (client, who, form) => bannersUpstream(client, who).image(form),
    });
    // The header's three texts share one icon format: any of their tipi names it.
    const uploads = { 'banner-home': bannerPicture('home'), 'banner-top': bannerPicture('topleft') };
    await app.register(registerImageUploads(rest, uploads));
  },
});
