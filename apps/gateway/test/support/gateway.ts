// Builds a gateway for tests, pointed at a given API URL, with logs silenced.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

export async function startGateway(
  apiBaseUrl: string,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  return buildApp(
    loadConfig({ API_BASE_URL: apiBaseUrl, LOG_LEVEL: 'silent', UPSTREAM_TIMEOUT_MS: '1000', ...env }),
  );
}

export const SESSION_ID = 'test-session-0123456789';

/** POSTs a GraphQL operation as a browser would (JSON, with the x-sessionid header). */
export async function graphql(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: Array<Record<string, unknown>> };
}> {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-sessionid': SESSION_ID },
    payload: { query, variables },
  });
  return { status: res.statusCode, body: res.json() };
}

const LOGIN_BEARER = `mutation($u: String!, $p: String!) {
  login(input: { username: $u, password: $p }, tokenDelivery: BEARER) { token }
}`;

/**
 * A caller of one gateway as signed-in users: `post` sends an operation with a user's Bearer token (or
 * none, as a visitor) and answers the JSON body; `logIn` signs the demo users in first.
 */
export function bearerCaller(app: () => FastifyInstance) {
  const tokens: Record<string, string> = {};
  const post = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const res = await app().inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'x-sessionid': SESSION_ID,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: { query, variables },
    });
    return res.json();
  };
  const logIn = async (users: readonly string[], password = 'Bellini2026') => {
    for (const user of users) {
      tokens[user] = (await post(LOGIN_BEARER, { u: user, p: password })).data?.login.token as string;
    }
  };
  return { post, logIn, tokens };
}
