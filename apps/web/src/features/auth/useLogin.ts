// The login call, behind one hook so the page does not care how it is made.
//
// Seam: the gateway is adding `Mutation.login(username, password)`. When it is in
// packages/schema/schema.graphql, this file sends it with useMutation, refetches the viewer and
// maps failures with `loginFailureOf` below. Until then there is no login service to reach, and the
// hook says exactly that (`unreachable`); it never pretends that a login succeeded.
import { useCallback } from 'react';
import type { Viewer } from './useViewer';

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
  return useCallback(async () => ({ ok: false, failure: loginFailureOf(undefined) }), []);
}
