import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Db } from "./client";

const statements = new WeakMap<Db, LRUCache<string, object>>();

/**
 * The read of one shape, built and prepared once per database: values are placeholders, so neither Drizzle nor
 * PostgreSQL builds or plans it again for the next read of that shape. The shape (what decides the SQL) names the
 * statement, under `family`.
 */
export function preparedRead<Statement extends object>(
  db: Db,
  family: string,
  shape: string,
  prepare: (name: string) => Statement,
): Statement {
  const cache = statements.get(db) ?? new LRUCache<string, object>({ max: 200 });
  statements.set(db, cache);
  const key = `${family}:${shape}`;
  let statement = cache.get(key) as Statement | undefined;
  if (!statement) {
    statement = prepare(`${family}_${createHash("sha1").update(shape).digest("hex").slice(0, 16)}`);
    cache.set(key, statement);
  }
  return statement;
}
