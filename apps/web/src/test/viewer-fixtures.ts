// GraphQL results for the viewer query and the login mutation, as the gateway would send them.
import type { MockLink } from '@apollo/client/testing';
import { LoginMutation } from '../features/auth/useLogin';
import { ViewerQuery } from '../features/auth/useViewer';

export interface UserFlags {
  mustChangePassword?: boolean;
  mustSetName?: boolean;
  privacyPolicy?: boolean;
  saleConditions?: boolean;
  canSeePromotions?: boolean;
}

export function userData(type: string, fairCodes: string[] = [], flags: UserFlags = {}) {
  return {
    __typename: 'User',
    code: `demo-${type.toLowerCase()}`,
    type,
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
