import path from "node:path";
import type { Logger as DrizzleLogger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { repoRoot } from "../config";
import type { Logger } from "../logger";
import { noteStatement } from "../requestScope";
import type { PoolUse } from "../metrics";
import { lockDataDir } from "./dataDirLock";
import type { Db, Tx } from "./handles";
import { CONNECT_TIMEOUT_MS, createNotifyBus, listenPg, listenPglite, type NotifyBus } from "./bus";
import { isMigrated, newestMigration } from "./readiness";
import { pipelines } from "./transaction";

export type { Db, Tx };

export interface Database {
  db: Db;
  engine: "postgres" | "pglite";
  bus: NotifyBus;
  /** PostgreSQL's connection pool now; PGlite has one connection and no pool. */
  poolUse?: () => PoolUse;
  /** Reachable and migrated; rejects when it cannot be reached. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, embedded PGlite in `pgliteDataDir`. */
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  /**
   * A dump of a migrated PGlite database (`dumpDataDir`) that a `memory://` database starts from, instead of
   * running initdb: tests make one and start each of their databases from it (test/support/database.ts).
   */
  pgliteTemplate?: Blob;
  logger: Logger;
  /** Sees every SQL statement Drizzle sends (tests count them). */
  onQuery?: (query: string) => void;
}

const migrationsFolder = path.join(repoRoot, "drizzle");
const newest = newestMigration(migrationsFolder);
// Any constant works: it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK_KEY = 7_244_101;

/** Opens the database, applies pending migrations and starts listening for notifications. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // Every statement counts towards its request's log (an answer may be kept only when all of them were vouched reads).
  const queryLogger: DrizzleLogger = {
    logQuery: (query) => {
      noteStatement();
      options.onQuery?.(query);
    },
  };
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.logger, queryLogger)
    : openPglite(options.pgliteDataDir, options.logger, queryLogger, options.pgliteTemplate);
}

async function openPostgres(url: string, logger: Logger, queryLogger: DrizzleLogger): Promise<Database> {
  // Pipelining: a statement goes out while the one before it is still answered, when the code does not wait for it
  // (transactionThen, db/transaction.ts); code that awaits each statement sees no difference.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    pipeline: true,
  });
  // A connection lost while idle or in use (a restart, a failover, a terminated backend) emits 'error': unheard,
  // it would end the process. The statement in flight, if any, fails too, and that failure is what gets answered.
  pool.on("error", (error) => logger.warn({ err: error }, "an idle PostgreSQL connection was lost"));
  pool.on("connect", (client) =>
    client.on("error", (error) => logger.warn({ err: error }, "a PostgreSQL connection in use was lost")),
  );
  // The LISTEN connection opens while the pool's first connection checks the migrations.
  const listening = listenPg(url, logger);
  listening.catch(() => {});
  try {
    await migratePostgres(pool);
    const bus = createNotifyBus(await listening, logger);
    const db = pipelines(drizzlePg({ client: pool, logger: queryLogger }), pool, queryLogger);
    return {
      db,
      engine: "postgres",
      bus,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      ready: () => isMigrated(db, newest),
      async close() {
        await bus.close();
        await pool.end();
      },
    };
  } catch (error) {
    await listening.then((source) => source.close()).catch(() => {});
    await pool.end();
    throw error;
  }
}

/**
 * Several instances may start at once: an advisory lock lets one migrate while the others wait. A database that
 * has the newest migration already (every start but the first of a new version) needs neither.
 */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    if (await isMigrated(drizzlePg({ client }), newest).catch(notYetMigrating)) return;
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  } finally {
    client.release();
  }
}

/** Drizzle's table of applied migrations does not exist before the first migration. */
function notYetMigrating(error: unknown): false {
  if (pgErrorCode(error) === UNDEFINED_TABLE) return false;
  throw error;
}

const UNDEFINED_TABLE = "42P01";

async function openPglite(
  dataDir: string,
  logger: Logger,
  queryLogger: DrizzleLogger,
  template?: Blob,
): Promise<Database> {
  // Loaded only when PGlite is the database: a server on PostgreSQL starts without it.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const inMemory = dataDir.startsWith("memory://");
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  const client = new PGlite(dataDir, { loadDataDir: inMemory ? template : undefined });
  const db = drizzlePglite({ client, logger: queryLogger });
  try {
    await client.waitReady;
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => {});
    unlock();
    throw error;
  }
  const bus = createNotifyBus(await listenPglite(client), logger);
  return {
    db,
    engine: "pglite",
    bus,
    ready: () => isMigrated(db, newest),
    async close() {
      await bus.close();
      await client.close();
      unlock();
    },
  };
}

/**
 * The PostgreSQL (or socket) error code of a failed statement, also when Drizzle or graphql-js wrapped the
 * driver's error.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    const { code } = e as { code?: unknown };
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** An error and the errors it wraps, outermost first. */
export function* errorChain(error: unknown): Generator<object> {
  for (let e = error, depth = 0; typeof e === "object" && e !== null && depth < 10; depth++) {
    yield e;
    const { cause, originalError } = e as { cause?: unknown; originalError?: unknown };
    e = cause ?? originalError;
  }
}
