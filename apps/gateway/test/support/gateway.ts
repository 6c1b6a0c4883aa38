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
