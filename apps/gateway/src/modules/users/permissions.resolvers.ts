// User.permissions: what the signed-in user may do in the reserved area, from the API's permessi.
import type { Resolvers } from '../../generated/resolvers-types';
import { toGraphqlPermission } from '../../kernel/permission.mapping';

export const permissionsResolvers: Resolvers = {
  User: {
    permissions: (u) => u.permessi.map(toGraphqlPermission),
  },
};
