// Gateway configuration, read and validated once at start. Nothing else reads process.env.
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().default('localhost'),
  API_BASE_URL: z.url().default('http://127.0.0.1:4001'),
  /** Folder of the built storefront; the gateway serves it at / (default apps/web/dist). */
  WEB_DIST_DIR: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  /** Folder of the bundled GraphiQL playground (default apps/gateway/dist/graphiql). */
  GRAPHIQL_DIR: z.string().default(fileURLToPath(new URL('../dist/graphiql', import.meta.url))),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().min(1).default(32),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  GRAPHQL_PLAYGROUND: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: booleanFlag,
});

export interface GatewayConfig {
  port: number;
  host: string;
  apiBaseUrl: string;
  webDistDir: string;
  graphiqlDir: string;
  upstreamTimeoutMs: number;
  upstreamConnections: number;
  production: boolean;
  /** Introspection and the GraphiQL playground: on locally, off in production unless GRAPHQL_PLAYGROUND=1. */
  playground: boolean;
  logLevel: string;
  /** How long public, language-keyed data (config, categories...) is shared between requests; 0 = off. */
  publicCacheTtlMs: number;
  /** Login attempts allowed per client IP per LOGIN_RATE_WINDOW_MS (aliased logins count one each). */
  loginRateLimit: number;
  /** Trust X-Forwarded-For/-Proto from a reverse proxy (client IP for rate limits, https for cookies). */
  trustProxy: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv): GatewayConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid gateway configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    apiBaseUrl: e.API_BASE_URL,
    webDistDir: e.WEB_DIST_DIR,
    graphiqlDir: e.GRAPHIQL_DIR,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamConnections: e.UPSTREAM_CONNECTIONS,
    production,
    playground: !production || e.GRAPHQL_PLAYGROUND,
    logLevel: e.LOG_LEVEL,
    publicCacheTtlMs: e.PUBLIC_CACHE_TTL_MS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
  };
}
