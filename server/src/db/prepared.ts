import { createHash } from "node:crypto";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { noteVouchedRead } from "../requestScope";
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

/**
 * The SHA-256 of every row a read returns, as PostgreSQL prints them (`columns` make up a row), on each row: a
 * window over all of them, so the read and its check (`VouchedStatement`) hash the same rows the same way.
 */
export function rowsDigest(columns: SQLWrapper[]): SQL<string> {
  const row = sql`row(${sql.join(columns, sql`, `)})::text`;
  return sql<string>`encode(sha256(convert_to(string_agg(${row}, chr(10)) over (), 'UTF8')), 'hex')`;
}

/**
 * A read whose rows carry their `rowsDigest`, and its check: the same statement returning only the digest. The
 * check tells, in one statement and a few bytes, whether the read would return the same rows now.
 */
export interface VouchedStatement<Row> {
  read: { execute(values: Record<string, unknown>): Promise<(Row & { digest: string })[]> };
  check: { execute(values: Record<string, unknown>): Promise<{ digest: string }[]> };
}

/** Runs the read, and tells the request's statement log how to ask later whether its rows are still the same. */
export async function executeVouched<Row>(
  statement: VouchedStatement<Row>,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const rows = await statement.read.execute(values);
  noteVouchedRead({
    digest: rows[0]?.digest ?? null,
    check: async () => (await statement.check.execute(values))[0]?.digest ?? null,
  });
  return rows;
}
