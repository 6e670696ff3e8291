import { max } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { bigint, pgSchema } from "drizzle-orm/pg-core";
import type { Db } from "./handles";

/** Drizzle's own record of applied migrations: `created_at` is the migration's timestamp from the journal. */
const appliedMigrations = pgSchema("drizzle").table("__drizzle_migrations", {
  createdAt: bigint("created_at", { mode: "number" }),
});

/** When the newest migration this build ships was written. */
export function newestMigration(migrationsFolder: string): number {
  return Math.max(...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
}

/** Reachable and migrated: the database has applied the newest migration this build knows. */
export async function isMigrated(db: Db, newest: number): Promise<boolean> {
  const [row] = await db.select({ newest: max(appliedMigrations.createdAt) }).from(appliedMigrations);
  return Number(row?.newest ?? 0) >= newest;
}
