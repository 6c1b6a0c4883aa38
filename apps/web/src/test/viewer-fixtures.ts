// GraphQL results for the viewer query and the login mutation, as the gateway would send them.
import type { MockLink } from '@apollo/client/testing';
import { permissionsOf, type UserTipo } from '@shop/contract';
import type { Permission } from '../gql/graphql';
import { isStaffTipo } from '@shop/contract/rules';
import { LoginMutation } from '../domains/users/index';
import { ViewerQuery } from '../lib/viewer/useViewer';

export interface UserFlags {
  mustChangePassword?: boolean;
  mustSetName?: boolean;
  privacyPolicy?: boolean;
  saleConditions?: boolean;
  canSeePromotions?: boolean;
  /** A staff user ordering for this client (currentorder). */
  orderingFor?: { code: string; name: string; city: string };
}

/** Where the API sends a user of this type (spec §6), as `User.destination` answers it. */
function destinationOf(type: string, fairCodes: readonly string[]): string {
  if (!isStaffTipo(type)) return '/account';
  return type === 'F' && fairCodes[0] ? `/fieredetail/${encodeURIComponent(fairCodes[0])}` : '/reservedarea';
}

/** The GraphQL names of the permissions the API's table grants a user type ('clients.read' → CLIENTS_READ). */
export function permissionsOfType(type: string): Permission[] {
  return permissionsOf(type as UserTipo).map(
    (name) =>
      name
        .replace('.', '_')
        .replace(/([a-z])([A-Z])/g, '$1_$2')
        .toUpperCase() as Permission,
  );
}

export function userData(type: string, fairCodes: string[] = [], flags: UserFlags = {}) {
  return {
    __typename: 'User',
    code: `demo-${type.toLowerCase()}`,
    type,
    isStaff: isStaffTipo(type),
    destination: destinationOf(type, fairCodes),
    firstName: 'Maria',
    lastName: 'Rossi',
    email: 'maria.rossi@example.com',
    canSeePromotions: flags.canSeePromotions ?? true,
    mustChangePassword: flags.mustChangePassword ?? false,
    mustSetName: flags.mustSetName ?? false,
    consents: {
      __typename: 'Consents',
      privacyPolicy: flags.privacyPolicy ?? true,
      saleConditions: flags.saleConditions ?? true,
    },
    fairs: fairCodes.map((code) => ({
      __typename: 'UserFair',
      code,
      description: `Fiera ${code}`,
    })),
    permissions: permissionsOfType(type),
    orderingFor: flags.orderingFor
      ? {
          __typename: 'Company',
          code: flags.orderingFor.code,
          name: flags.orderingFor.name,
          registeredOffice: { __typename: 'CompanyAddress', city: flags.orderingFor.city },
        }
      : null,
  };
}

/** The viewer query answered with this user (null: an anonymous visitor), as often as asked. */
export function viewerMock(user: ReturnType<typeof userData> | null): MockLink.MockedResponse {
  return {
    request: { query: ViewerQuery },
    result: { data: { viewer: user } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function loginMock(
  username: string,
  password: string,
  answer: { user: ReturnType<typeof userData> } | { code: string },
): MockLink.MockedResponse {
  return {
    request: { query: LoginMutation, variables: { input: { username, password } } },
    result:
      'user' in answer
        ? { data: { login: { __typename: 'LoginResult', user: answer.user } } }
        : { errors: [{ message: 'refused', extensions: { code: answer.code } }] },
  };
}
