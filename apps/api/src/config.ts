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
  /** Product pictures and other files (default <DATA_DIR>/media), with PGlite or PostgreSQL alike. */
  MEDIA_DIR: z.string().min(1).optional(),
  SEED_ON_START: z.stringbool().default(true),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** smtp://user:pass@host:587 or smtps://…:465; unset: e-mails are written to the log, not sent. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).default('Ingrosso Bellini <ordini@ingrossobellini.it>'),
  /** The shop's address as customers reach it, for the links in e-mails. */
  SHOP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('http://localhost:4000'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(86_400_000).default(30_000),
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
});

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  migrationsDir: string;
  /** Where product pictures (sources and served sizes) live on disk. */
  mediaDir: string;
  /** Seed the tables that are still empty when the app starts. */
  seedOnStart: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  mail: MailConfig;
}

/** E-mail: how the outbox sender delivers (SMTP or the log) and how it retries. */
export interface MailConfig {
  /** The SMTP server's URL; undefined: mails are logged (info level) and marked `logged`. */
  smtpUrl: string | undefined;
  from: string;
  /** The shop's public address: links in e-mails are made from it. */
  shopUrl: string;
  /** How often the sender looks for due mails. */
  pollMs: number;
  /** Attempts before a mail is `failed` (then only a retry by hand sends it). */
  maxAttempts: number;
  /** Wait after the first failed attempt; doubled after each, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
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
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(e.DATA_DIR, 'media')),
    seedOnStart: e.SEED_ON_START,
    logLevel: e.LOG_LEVEL,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      shopUrl: e.SHOP_URL.replace(/\/+$/, ''),
      pollMs: e.OUTBOX_POLL_MS,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      retryBaseMs: e.OUTBOX_RETRY_BASE_MS,
      retryMaxMs: Math.max(e.OUTBOX_RETRY_MAX_MS, e.OUTBOX_RETRY_BASE_MS),
    },
  };
}
