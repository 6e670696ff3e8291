import type { Logger as DrizzleLogger } from "drizzle-orm";
import { drizzle, NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Db, Tx } from "./handles";

/** The pools of PostgreSQL databases whose connections pipeline (client option `pipeline`), and their loggers. */
const pipelining = new WeakMap<Db, { pool: pg.Pool; logger: DrizzleLogger }>();
/** Each pooled connection's own database, made on its first transaction: what it prepares stays with it. */
const connections = new WeakMap<pg.PoolClient, Db>();
const dialect = new PgDialect();

/** `db` is `pool`'s, which pipelines: its transactions may send statements without waiting for the one before. */
export function pipelines(db: Db, pool: pg.Pool, logger: DrizzleLogger): Db {
  pipelining.set(db, { pool, logger });
  return db;
}

/**
 * Runs `work` in a transaction, then `then` with what it returned once it has committed: reads only, of what the
 * transaction wrote. On a pipelining pool both send what they can without waiting: `begin` goes out with `work`'s
 * first statement and `then`'s reads right behind `commit`, on the same connection, each pair in one write, so an
 * edit makes three round trips, not five; what the database decides is the same, in the same order (decision 060).
 * Elsewhere (PGlite: one connection, no round trips) it is Drizzle's transaction, then `then`.
 */
export async function transactionThen<Done, Answer>(
  db: Db,
  work: (tx: Tx) => Promise<Done>,
  then: (db: Db, done: Done) => Promise<Answer>,
): Promise<Answer> {
  const pipeline = pipelining.get(db);
  if (!pipeline) return then(db, await db.transaction(work));
  const client = await pipeline.pool.connect();
  let on = connections.get(client);
  if (!on) connections.set(client, (on = drizzle({ client, logger: pipeline.logger })));
  const tx = new NodePgTransaction(dialect, on._.session as NodePgSession<never, never>, undefined) as unknown as Tx;
  const control = (statement: Control) => {
    pipeline.logger.logQuery(statement, []);
    return client.query(statement);
  };
  let clean = false;
  try {
    const done = await together(client, () => afterBegin(control("begin"), () => work(tx)));
    const [committed, answered] = together(client, () => [control("commit"), then(on, done)] as const);
    // Settled below; until then a refusal must not count as unhandled.
    answered.catch(() => {});
    await committed;
    const answer = await answered;
    clean = true;
    return answer;
  } catch (error) {
    // After a commit that went through, a rollback changes nothing (PostgreSQL only warns).
    clean = await control("rollback").then(
      () => true,
      () => false,
    );
    throw error;
  } finally {
    client.release(clean ? undefined : true);
  }
}

/** The transaction's own statements: sent now, straight to the connection (Drizzle would build each anew). */
type Control = "begin" | "commit" | "rollback";

/**
 * What `send` writes to the connection, in one write: `send` starts statements, and each of them is written as it
 * starts (what it writes after awaiting something goes out on its own).
 */
function together<Sent>(client: pg.PoolClient, send: () => Sent): Sent {
  const { stream } = client.connection;
  stream.cork();
  try {
    return send();
  } finally {
    stream.uncork();
  }
}

/** `work` after `begin` (`began`), which it does not wait for; a `begin` that failed is what fails, whatever `work` did. */
async function afterBegin<Done>(began: Promise<unknown>, work: () => Promise<Done>): Promise<Done> {
  began.catch(() => {});
  try {
    return await work();
  } finally {
    await began;
  }
}
