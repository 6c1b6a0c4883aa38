// Deterministic pseudo-random values inside set-based SQL: a hash of (row number, salt, seed), so a
// row's values depend only on its number and the seed, whatever order PostgreSQL visits rows in
// (random() with setseed() would depend on the plan). hashint8extended is a built-in of PostgreSQL 11+.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** Builds the SQL helpers for one seed. */
export function sqlRandom(seed: number) {
  if (!Number.isSafeInteger(seed)) throw new Error('the seed must be a whole number');
  const r = (expr: string, salt: number): string =>
    `((hashint8extended((${expr})::int8, ${seed * 1000 + salt}) & 9007199254740991)::float8 / 9007199254740992.0)`;
  return {
    /** A number in [0, 1) from the row's `expr` (an integer expression) and a salt per use. */
    r,
    /** A whole number in [0, n): `floor(r × n)`. */
    below: (expr: string, salt: number, n: number | string): string =>
      `floor(${r(expr, salt)} * (${n}))::int`,
    /** One element of a text[] literal, chosen by the row. */
    pick: (array: string, expr: string, salt: number): string =>
      `(${array})[1 + floor(${r(expr, salt)} * array_length(${array}, 1))::int]`,
  };
}

/** A text[] literal of constants (quotes doubled): only for the generator's own vocabulary. */
export function textArray(values: readonly string[]): string {
  return `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
}

/** A numeric[] literal (1-based in SQL). */
export function numberArray(values: readonly number[]): string {
  return `array[${values.map((v) => String(v)).join(', ')}]::float8[]`;
}

/** A SQL string literal of a constant. */
export function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Runs the statements of `text` one by one (split at a ";" before a space or the end: the generator's
 * SQL has none inside literals): PGlite's query call takes a single statement.
 */
export async function run(db: Database, text: string): Promise<void> {
  for (const statement of text.split(/;(?=\s|$)/)) {
    if (statement.trim() !== '') await db.execute(sql.raw(statement));
  }
}

/** The rows of a query run with `db.execute` (the same shape on node-postgres and PGlite). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
