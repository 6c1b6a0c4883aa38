// The contract's permission names ('clients.editContacts') <-> GraphQL's Permission enum
// (CLIENTS_EDIT_CONTACTS), in one place.
import type { Permission as RestPermission } from '@shop/contract';
import type { Permission } from '../generated/resolvers-types';

export function toGraphqlPermission(permission: RestPermission): Permission {
  return permission
    .replace('.', '_')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toUpperCase() as Permission;
}
