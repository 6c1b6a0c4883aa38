// The login call (the gateway's `login` mutation, session in an httpOnly cookie), behind one hook
// so the page does not care how it is made. On success the new user goes into the cache entry of
// the `viewer` query, so the whole shell (layout, header) switches to the user at once.
import { useCallback } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import { toViewer, ViewerQuery, type Viewer } from '../../../../lib/viewer/useViewer';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      user {
        ...Viewer_user
      }
    }
  }
`);

export interface LoginCredentials {
  username: string;
  password: string;
}

export type LoginFailure = 'wrong-credentials' | 'locked' | 'unreachable';

export type LoginResult = { ok: true; viewer: Viewer } | { ok: false; failure: LoginFailure };

/**
 * How a failed login reads to the user, from the gateway's error codes (apps/gateway
 * format-error.ts): UNAUTHENTICATED or BAD_USER_INPUT -> wrong user or password; RATE_LIMITED
 * or FORBIDDEN (locked after too many attempts) -> locked; anything else, including a network
 * error with no GraphQL code -> the service could not be reached.
 */
export function loginFailureOf(code: string | undefined): LoginFailure {
  if (code === 'UNAUTHENTICATED' || code === 'BAD_USER_INPUT') return 'wrong-credentials';
  if (code === 'RATE_LIMITED' || code === 'FORBIDDEN') return 'locked';
  return 'unreachable';
}

export function useLogin(): (credentials: LoginCredentials) => Promise<LoginResult> {
  const [login] = useMutation(LoginMutation, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({ query: ViewerQuery, data: { __typename: 'Query', viewer: data.login.user } });
    },
  });
  return useCallback(
    async (input: LoginCredentials): Promise<LoginResult> => {
      try {
        const { data } = await login({ variables: { input } });
        if (!data) return { ok: false, failure: 'unreachable' };
        return { ok: true, viewer: toViewer(data.login.user) };
      } catch (error) {
        const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
        return { ok: false, failure: loginFailureOf(typeof code === 'string' ? code : undefined) };
      }
    },
    [login],
  );
}
