import { openDatabase, type Database } from "../../src/db/client";
import { testLogger } from "./logs";
import type { TestDatabase } from "./database";

/** Opens (and migrates) a test database directly, without the server. */
export function openTestDatabase(
  database: Pick<TestDatabase, "databaseUrl" | "pgliteDataDir" | "pgliteTemplate">,
): Promise<Database> {
  return openDatabase({ ...database, logger: testLogger() });
}
