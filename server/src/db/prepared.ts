import { createHash } from "node:crypto";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { LRUCache } from "lru-cache";
import { countingStatements, noteVouchedRead } from "../requestScope";
import type { Db, Tx } from "./client";

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

const dialect = new PgDialect();

/**
 * Runs a statement built per call (its values are parameters) as a named statement: each connection has
 * PostgreSQL parse it once per text, and after a few runs keep its plan, instead of planning it on every call.
 */
export async function executeNamed(db: Db | Tx, query: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  const built = dialect.sqlToQuery(query);
  const name = `named_${createHash("sha1").update(built.sql).digest("hex").slice(0, 16)}`;
  return (await db._.session.prepareQuery(built, undefined, name, false).execute()) as {
    rows: Record<string, unknown>[];
  };
}

/**
 * The SHA-256 of every row a read returns, as PostgreSQL prints them (`columns` make up a row), on each row: a
 * window over all of them, so the read and its check (`VouchedStatement`) hash the same rows the same way.
 */
export function rowsDigest(columns: SQLWrapper[]): SQL<string> {
  const row = sql`row(${sql.join(columns, sql`, `)})::text`;
  return sql<string>`encode(sha256(convert_to(string_agg(${row}, chr(10)) over (), 'UTF8')), 'hex')`;
}

/** A prepared statement: its rows, for the values of its placeholders. */
interface Prepared<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/** A query Drizzle can prepare under a name. */
interface Preparable<Row> {
  prepare(name: string): Prepared<Row>;
}

/**
 * A read, and what lets the database vouch for its rows later: the same read with their `rowsDigest` on each row,
 * and its check, the same statement returning only the digest. The check tells, in one statement and a few bytes,
 * whether the read would return the same rows now.
 */
export interface VouchedStatement<Row> {
  read: Prepared<Row>;
  vouched: Prepared<Row & { digest: string }>;
  check: Prepared<{ digest: string }>;
}

/** The three statements of a vouched read, prepared under `name`; `check` selects only the digest. */
export function prepareVouched<Row>(
  name: string,
  queries: {
    read: Preparable<Row>;
    vouched: Preparable<Row & { digest: string }>;
    check: { limit(count: number): Preparable<{ digest: string }> };
  },
): VouchedStatement<Row> {
  return {
    read: queries.read.prepare(name),
    vouched: queries.vouched.prepare(`${name}_vouched`),
    check: queries.check.limit(1).prepare(`${name}_check`),
  };
}

/**
 * Runs the read. Where a query's answer may be kept (the request counts its statements: graphql/answerCache.ts),
 * the rows carry their digest, and the request's statement log learns how to ask later whether they are the same.
 */
export async function executeVouched<Row>(
  statement: VouchedStatement<Row>,
  values: Record<string, unknown>,
): Promise<Row[]> {
  if (!countingStatements()) return statement.read.execute(values);
  const rows = await statement.vouched.execute(values);
  noteVouchedRead({
    digest: rows[0]?.digest ?? null,
    check: async () => (await statement.check.execute(values))[0]?.digest ?? null,
  });
  return rows;
}
