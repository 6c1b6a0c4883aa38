// Where a test run's databases come from, shared by the global setup and the test files through
// vitest's provide/inject: a PGlite dump of a migrated and seeded template, or a PostgreSQL server.
export type TestDatabaseSource =
  | { kind: 'pglite'; dumpPath: string }
  | {
      kind: 'postgres';
      /** A database on the server to connect to for CREATE/DROP DATABASE (the DATABASE_URL). */
      adminUrl: string;
      /** Prefix of this run's database names: `shop_api_test_<pid of the vitest main process>_`. */
      namePrefix: string;
      /**
       * A database of this run, migrated and seeded once by the global setup: each test file's
       * database is a copy of it (`CREATE DATABASE … TEMPLATE`), a file copy on the server.
       */
      templateName: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseSource: TestDatabaseSource;
  }
}

export const TEST_DATABASE_PREFIX = 'shop_api_test_';

/** The pid a test database name was made by, or undefined for a name that is not ours. */
export function pidOfDatabaseName(name: string): number | undefined {
  const match = new RegExp(`^${TEST_DATABASE_PREFIX}(\\d+)_`).exec(name);
  return match ? Number(match[1]) : undefined;
}

/** The same server URL with another database name. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
