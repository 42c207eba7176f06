import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Database } from "./client.server.ts";
import { db, runtime } from "../runtime.server.ts";

/**
 * A query of a fixed shape that PostgreSQL parses and plans once per connection: a named prepared
 * statement, whose values are placeholders (`sql.placeholder`). After five runs PostgreSQL keeps a
 * generic plan when it costs no more than the custom ones. Planning a query on `properties`, with
 * its dozen partial indexes, costs 1–3 ms, often more than running it (decision 0018). Only for
 * queries whose best plan does not depend on the values. The query is built once per database
 * handle, so a test's own pool (or a read replica's, `readDb()`) gets its own.
 */
export function preparedQuery<Query>(build: (database: Database) => Query): (database?: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (database = db()) => {
    let query = built.get(database);
    if (!query) {
      query = build(database);
      built.set(database, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/** A raw statement prepared the same way (see `preparedQuery`): `run(values)` answers pg's result, from the primary unless `pool` says. */
export function preparedStatement(name: string, statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return {
    run: (values: Record<string, unknown>, pool: Pick<pg.Pool, "query"> = runtime().pool) =>
      pool.query({ name, text, values: fillPlaceholders(params, values) }),
  };
}
