// Users: the viewer (sign-in, account, company, preferences and permissions) and user management.
import { defineModule } from '../../kernel/module';
import { accountResolvers } from './account.resolvers';
import { companyIdentityResolvers, companyResolvers } from './company.resolvers';
import { usersLoaders } from './loaders';
import { usersResolvers } from './manage.resolvers';
import { permissionsResolvers } from './permissions.resolvers';
import { preferenceResolvers } from './preference.resolvers';
import { userUpstream } from './upstream';
import { viewerResolvers } from './viewer.resolvers';

export { toPolicyCategory, toPolicyKind } from './account.mapping';
export { companyIdentityResolvers };

export const usersModule = defineModule({
  name: 'users',
  resolvers: [
    viewerResolvers,
    accountResolvers,
    companyResolvers,
    preferenceResolvers,
    permissionsResolvers,
    usersResolvers,
  ],
  upstream: userUpstream,
  loaders: usersLoaders,
  publicQueryFields: ['policy'],
});
