import type { SQL } from "drizzle-orm";
import { openDatabase, type Database } from "../../src/db/client";
import type { Db } from "../../src/db/handles";
import { testLogger } from "./logs";
import type { TestDatabase } from "./database";

/** Opens (and migrates) a test database directly, without the server. */
export function openTestDatabase(
  database: Pick<TestDatabase, "databaseUrl" | "pgliteDataDir" | "pgliteTemplate">,
): Promise<Database> {
  return openDatabase({ ...database, logger: testLogger() });
}

/** The rows a raw SQL query answers, as `Row`s: PostgreSQL and PGlite both answer `{ rows }`. */
export async function rowsOf<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute<Row>(query)) as { rows: Row[] }).rows;
}
