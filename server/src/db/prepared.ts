import { createHash } from "node:crypto";
import { sql, type Query, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  PgDialect,
  type PgPreparedQuery,
  type PgSelect,
  type PgTable,
  type PreparedQueryConfig,
  type SelectedFields,
} from "drizzle-orm/pg-core";
import { LRUCache } from "lru-cache";
import { countingStatements, noteVouchedRead } from "../requestScope";
import type { Db, Tx } from "./client";

const statements = new WeakMap<Db, LRUCache<string, object>>();

/** A statement's name: `prefix` and a hash of what decides its text, so that one name never stands for two texts. */
const statementName = (prefix: string, text: string) =>
  `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;

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
    statement = prepare(statementName(family, shape));
    cache.set(key, statement);
  }
  return statement;
}

const dialect = new PgDialect();

/**
 * A built statement, run as a named statement: each connection parses it once and, after a few runs, keeps its plan.
 * Drizzle's prepared query for it is made once per database or transaction, not once per run.
 */
function named(built: Query, name = statementName("named", built.sql)) {
  const prepared = new WeakMap<object, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<Record<string, unknown>[]> => {
    const { session } = db._;
    let query = prepared.get(session);
    if (!query) prepared.set(session, (query = session.prepareQuery(built, undefined, name, false)));
    const result = await query.execute(values);
    return (result as { rows: Record<string, unknown>[] }).rows;
  };
}

/** A statement built once, with placeholders, run as a named statement on whichever database or transaction. */
export function namedStatement(name: string, query: SQL) {
  return named(dialect.sqlToQuery(query), name);
}

/** The names of statements built per call, by their text: few texts (one per shape), each hashed once. */
const namesByText = new LRUCache<string, string>({ max: 500 });

/**
 * Runs a statement built per call (its values are parameters, and its placeholders take `values`) as a named
 * statement, named for its text.
 */
export async function executeNamed(
  db: Db | Tx,
  query: SQL,
  values: Record<string, unknown> = {},
): Promise<{ rows: Record<string, unknown>[] }> {
  const built = dialect.sqlToQuery(query);
  let name = namesByText.get(built.sql);
  if (!name) namesByText.set(built.sql, (name = statementName("named", built.sql)));
  return { rows: await named(built, name)(db, values) };
}

/** Statements built once per shape, by family and shape: few shapes, each built and hashed once. */
const shapedStatements = new LRUCache<string, ReturnType<typeof named>>({ max: 500 });

/**
 * The statement of one shape (what decides its text: its values are placeholders), built by `build` the first time
 * and run as a named statement, named for its shape, under `family`.
 */
export function shapedStatement(family: string, shape: string, build: () => SQL) {
  const key = `${family}:${shape}`;
  let statement = shapedStatements.get(key);
  if (!statement) shapedStatements.set(key, (statement = namedStatement(statementName(family, shape), build())));
  return statement;
}

/** A read's row as PostgreSQL prints it, `columns` making up the row: what `rowsDigest` hashes, as the column `text`. */
const rowOf = (columns: SQLWrapper[]) => sql<string>`row(${sql.join(columns, sql`, `)})::text`;
const rowText = (columns: SQLWrapper[]): SQL.Aliased<string> => rowOf(columns).as("text");

/**
 * The SHA-256 of the rows a query returns, in its order; the query selects one column, `text` (`rowText`).
 * An uncorrelated subquery: PostgreSQL computes it once per statement, in the statement's snapshot.
 */
function rowsDigest(rows: SQLWrapper): SQL<string> {
  return sql<string>`(select encode(sha256(convert_to(string_agg(q.text, chr(10)), 'UTF8')), 'hex') from (${rows}) q)`;
}

/** A prepared statement: its rows, for the values of its placeholders. */
interface Prepared<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A read, and what lets the database vouch for its rows later: the same read with the `rowsDigest` of its rows
 * on each row, and its check, the digest alone. The check tells, in one statement and a few bytes, whether the
 * read would return the same rows now.
 */
export interface VouchedStatement<Row> {
  read: Prepared<Row>;
  vouched: Prepared<Row & { digest: string }>;
  check: Prepared<{ digest: string }>;
}

/**
 * What a vouched read selects: `fields` from `table`, joined, filtered and ordered by `narrow`; and what its digest
 * hashes: `columns`, everything each of its rows is built from, or `versions` (`rowVersions`), which change whenever
 * the rows could and cost the database less to read than the rows themselves.
 */
export type VouchedSelect = {
  table: PgTable;
  fields: SelectedFields;
  narrow: (query: PgSelect) => PgSelect;
} & ({ columns: SQLWrapper[] } | { versions: SQL });

/**
 * Rows of `columns` (one `text` column, as `rowsDigest` hashes them), which identify every row a read is built
 * from and its version: PostgreSQL's `xmin`, the transaction that wrote that version of the row. Any committed
 * insert, update or delete of such a row changes its `xmin` or its presence, whatever column it touched; a row
 * locked or left alone keeps it. `from` is the rest of the select: what the columns come from, in a fixed order.
 */
export function rowVersions(columns: SQLWrapper[], from: SQL): SQL {
  return sql`select ${rowOf(columns)} as text ${from}`;
}

/** The three statements of a vouched read, prepared under `name`: the read, with its digest, and the check. */
export function prepareVouched<Row>(db: Db, name: string, select: VouchedSelect): VouchedStatement<Row> {
  const { table, fields, narrow } = select;
  const selecting = (selected: SelectedFields) => narrow(db.select(selected).from(table).$dynamic());
  const digest = rowsDigest("versions" in select ? select.versions : selecting({ text: rowText(select.columns) }));
  const check = namedStatement(`${name}_check`, sql`select ${digest} as digest`);
  return {
    read: preparedAs<Row>(selecting(fields), name),
    vouched: preparedAs<Row & { digest: string }>(selecting({ ...fields, digest }), `${name}_vouched`),
    check: { execute: async (values) => (await check(db, values)) as { digest: string }[] },
  };
}

/** A select prepared under `name`, its rows typed as the caller's fields make them. */
function preparedAs<Row>(query: PgSelect, name: string): Prepared<Row> {
  return query.prepare(name) as Prepared<Row>;
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
