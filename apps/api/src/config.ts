// The API's configuration: read from the environment and validated once, at start.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, MIGRATIONS_DIR } from './locations';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  SEED_ON_START: z.stringbool().default(true),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  migrationsDir: string;
  /** Seed the tables that are still empty when the app starts. */
  seedOnStart: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Builds the configuration from an environment (process.env in server.ts; tests pass their own). */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most shells' .env conventions.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) },
    migrationsDir: MIGRATIONS_DIR,
    seedOnStart: e.SEED_ON_START,
    logLevel: e.LOG_LEVEL,
  };
}
