import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { repoRoot } from "../../src/config";

export interface TestDatabase {
  /** Set for PostgreSQL; undefined means embedded PGlite. */
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  /** For PGlite: the migrated, empty database it starts from (see `pgliteTemplate`). */
  pgliteTemplate?: Blob;
  /** Drops it; a property, not a method, so that it can be passed on unbound. */
  drop: () => Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new PostgreSQL database when TEST_DATABASE_URL is set
 * (created here, dropped by `drop`), otherwise an in-memory PGlite started from the template. The app migrates it
 * when it starts.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      databaseUrl: undefined,
      pgliteDataDir: "memory://",
      pgliteTemplate: await pgliteTemplate(),
      drop: async () => {},
    };
  }
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

const migrationsFolder = path.join(repoRoot, "drizzle");
const templatesFolder = path.join(repoRoot, "node_modules/.cache/rivals-test");
let template: Promise<Blob> | undefined;

/**
 * A new PGlite database runs initdb: seconds of CPU, tens of seconds on a busy machine, for every test file and
 * every extra server a test starts. Instead, one empty database with every migration applied is dumped once per
 * set of migrations and PGlite version, kept on disk for every test process of this and later runs, and each test
 * database starts from that dump (about a second).
 */
export function pgliteTemplate(): Promise<Blob> {
  return (template ??= loadOrMakeTemplate());
}

async function loadOrMakeTemplate(): Promise<Blob> {
  const file = path.join(templatesFolder, `pglite-${await migrationsHash()}.tar`);
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return new Blob([kept]);
  const client = new PGlite("memory://");
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir("none");
    await mkdir(templatesFolder, { recursive: true });
    // Written aside, then renamed: a test process reading it at the same time sees all of it or none.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await client.close();
  }
}

/** What the template depends on: every migration file and the PGlite release. */
async function migrationsHash(): Promise<string> {
  const hash = createHash("sha256");
  // The package does not export its package.json: it is the folder above its entry point's.
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  hash.update(await readFile(path.join(path.dirname(entry), "../package.json")));
  for (const folder of [migrationsFolder, path.join(migrationsFolder, "meta")]) {
    const files = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isFile());
    for (const { name } of files.sort((a, b) => a.name.localeCompare(b.name))) {
      hash.update(name).update(await readFile(path.join(folder, name)));
    }
  }
  return hash.digest("hex").slice(0, 16);
}
