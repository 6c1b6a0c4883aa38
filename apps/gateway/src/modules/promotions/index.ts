// Promotions: the signed-in user's (storefront) and their management, with the promotion picture's
// upload route.
import { defineModule } from '../../kernel/module';
import { registerImageUploads, type ImageUpload } from '../media';
import { promotionsUpstream } from './manage.upstream';
import { promotionsResolvers } from './manage.resolvers';
import { promotionResolvers } from './storefront.resolvers';
import { promotionUpstream } from './upstream';

export const promotionsModule = defineModule({
  name: 'promotions',
  resolvers: [promotionResolvers, promotionsResolvers],
  upstream: promotionUpstream,
  routes: async (app, { rest }) => {
    const picture: ImageUpload = {
      permission: 'promotions.edit',
      fields: {},
      send: (client, who, form) => promotionsUpstream(client, who).image(form),
    };
    await app.register(registerImageUploads(rest, { promotion: picture }));
  },
});
