import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/**
 * The database, through PostgreSQL or PGlite alike. Without the schema: nothing uses Drizzle's relational queries,
 * and with it every transaction would build a query builder for each table.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; it has the same query API as Db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
