import { randomBytes } from "node:crypto";
import pg from "pg";

export interface TestDatabase {
  /** Set for PostgreSQL; undefined means embedded PGlite. */
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new PostgreSQL database when TEST_DATABASE_URL is set
 * (created here, dropped by `drop`), otherwise an in-memory PGlite. The app migrates it when it starts.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { databaseUrl: undefined, pgliteDataDir: "memory://", drop: async () => {} };
  const name = `rivals_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    pgliteDataDir: "memory://",
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withAdmin(adminUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}
