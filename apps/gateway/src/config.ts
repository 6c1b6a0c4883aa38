// Gateway configuration, read and validated once at start. Nothing else reads process.env.
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { TrustProxySetting } from './kernel/hardening/trusted-proxies';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (10.0.0.0/8) or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isTrustedProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the gateway may tell it the client's address (X-Forwarded-For) and
 * scheme (X-Forwarded-Proto): off; a number of hops (1 = one reverse proxy: the last address it
 * appended is the client); or a comma-separated list of proxy addresses and ranges. Trusting every
 * hop (the old `true`) would let any client choose its address, and so escape the login limit.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = (raw ?? '').trim();
    if (value === '' || value === '0' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
    const wrong = entries.filter((entry) => !isTrustedProxyEntry(entry));
    if (value === 'true' || wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          value === 'true'
            ? 'true would trust any X-Forwarded-For a client sends; give the number of proxies in front of the gateway (e.g. 1) or their addresses (e.g. 10.0.0.5,192.168.0.0/16)'
            : `not an address, a CIDR range or loopback/linklocal/uniquelocal: ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().default('localhost'),
  API_BASE_URL: z.url().default('http://127.0.0.1:4001'),
  /** Folder of the built storefront; the gateway serves it at / (default apps/web/dist). */
  WEB_DIST_DIR: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  /** Folder of the storefront's server-render bundle (default apps/web/dist-server); without it pages render in the browser. */
  WEB_SERVER_DIR: z.string().default(fileURLToPath(new URL('../../web/dist-server', import.meta.url))),
  /** Folder of the bundled GraphiQL playground (default apps/gateway/dist/graphiql). */
  GRAPHIQL_DIR: z.string().default(fileURLToPath(new URL('../dist/graphiql', import.meta.url))),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().min(1).default(32),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  GRAPHQL_PLAYGROUND: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: trustProxySetting,
});

export interface GatewayConfig {
  port: number;
  host: string;
  apiBaseUrl: string;
  webDistDir: string;
  webServerDir: string;
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
  /**
   * Proxies trusted for X-Forwarded-For/-Proto (client IP for rate limits, https for cookies and
   * HSTS): false, a number of hops, or proxy addresses and CIDR ranges (Fastify's trustProxy).
   */
  trustProxy: TrustProxySetting;
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
    webServerDir: e.WEB_SERVER_DIR,
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
