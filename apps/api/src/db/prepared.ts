// Statements of the hot paths (every request's session, a cart change), built once per database handle
// and prepared by name: drizzle does not rebuild the SQL text on each call, and on PostgreSQL each pool
// connection parses and plans the statement once. Values go in as `sql.placeholder(...)`.
import type { Database } from './database';

const built = new WeakMap<Database, Map<string, unknown>>();

/**
 * The statement `name` on this handle, built by `build` the first time. The name is also the prepared
 * statement's name on the server, so one name must always build the same SQL.
 */
export function preparedStatement<T>(db: Database, name: string, build: (db: Database) => T): T {
  let statements = built.get(db);
  if (!statements) {
    statements = new Map();
    built.set(db, statements);
  }
  if (!statements.has(name)) statements.set(name, build(db));
  return statements.get(name) as T;
}
