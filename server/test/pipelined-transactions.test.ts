import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import type { Db } from "../src/db/handles";
import { transactionThen } from "../src/db/transaction";
import { createTestDatabase, openTestDatabase, rowsOf, startTcpProxy, type TestDatabase } from "./support";

/**
 * A proxy to PostgreSQL that can hold back what PostgreSQL answers: while it holds, what the server sends anyway
 * went out without waiting for an answer. It tells when a text has reached PostgreSQL.
 */
async function startHoldingProxy(target: string) {
  const held: (() => void)[] = [];
  const waiting: { text: string; resolve: () => void }[] = [];
  let sent = "";
  /** Everything sent since `hold`, in order. */
  let log = "";
  let holding = false;
  let holdFrom: string | undefined;
  const proxy = await startTcpProxy(target, {
    sent(data) {
      const text = data.toString("latin1");
      if (holdFrom !== undefined && text.includes(holdFrom)) [holding, holdFrom, sent] = [true, undefined, ""];
      sent += text;
      log += text;
      for (const wait of waiting.filter(({ text }) => sent.includes(text))) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    },
    answered: (deliver) => (holding ? held.push(deliver) : deliver()),
  });
  return {
    url: proxy.urlFor(target),
    /** Holds PostgreSQL's answers from now on; `sent` looks at what is sent from now on. */
    hold() {
      holding = true;
      sent = log = "";
    },
    /** What was sent to PostgreSQL since `hold`. */
    log: () => log,
    /** Holds them (as `hold`) from when `text` is sent on. */
    holdFrom: (text: string) => void (holdFrom = text),
    /** Delivers what was held, and what comes after it. */
    release() {
      holding = false;
      for (const deliver of held.splice(0)) deliver();
    },
    /** Resolves once `text` has been sent to PostgreSQL since holding began. */
    sent: (text: string) =>
      new Promise<void>((resolve) => (sent.includes(text) ? resolve() : waiting.push({ text, resolve }))),
    close: () => proxy.close(),
  };
}

const backend = async (db: Db) => (await rowsOf<{ pid: number }>(db, sql`select pg_backend_pid() as pid`))[0].pid;

describe.skipIf(!process.env.TEST_DATABASE_URL)("transactions on PostgreSQL (pipelined)", () => {
  let testDatabase: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startHoldingProxy>>;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    proxy = await startHoldingProxy(testDatabase.databaseUrl!);
    database = await openTestDatabase({ ...testDatabase, databaseUrl: proxy.url });
    await database.db.execute(sql`create table pipelined (n int)`);
  });
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await testDatabase?.drop();
  });

  it("sends begin with the first statement, and the reads after it behind commit, on one connection", async () => {
    proxy.hold();
    const answered = transactionThen(
      database.db,
      async (tx) => {
        await tx.execute(sql`insert into pipelined values (1) -- the first statement`);
        return backend(tx);
      },
      async (db, pid) => {
        const [after, rows] = await Promise.all([backend(db), rowsOf(db, sql`select n from pipelined`)]);
        return { pid, after, rows };
      },
    );
    // Held: PostgreSQL has answered nothing, not even `begin`, yet the first statement is on its way.
    await proxy.sent("the first statement");
    proxy.holdFrom("commit");
    proxy.release();
    // `commit` is unanswered, and the read after it is on its way.
    await proxy.sent("select n from pipelined");
    proxy.release();
    const { pid, after, rows } = await answered;
    expect(after).toBe(pid);
    expect(rows).toEqual([{ n: 1 }]);
    // Each statement once, in order: the reads after the commit, not in the transaction.
    const sent = proxy.log();
    expect(sent.match(/begin/g)).toHaveLength(1);
    expect(sent.match(/commit/g)).toHaveLength(1);
    const order = ["begin", "the first statement", "commit", "select n from pipelined"].map((text) =>
      sent.indexOf(text),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("rolls back a refused transaction, reads nothing after it, and gives its connection back fit to use", async () => {
    let readAfter = false;
    const refused = transactionThen(
      database.db,
      async (tx) => {
        await tx.execute(sql`insert into pipelined values (2)`);
        throw new Error("refused");
      },
      async () => (readAfter = true),
    );
    await expect(refused).rejects.toThrow("refused");
    const failed = transactionThen(
      database.db,
      (tx) => tx.execute(sql`insert into pipelined values ('not a number')`),
      async () => (readAfter = true),
    );
    await expect(failed).rejects.toThrow();
    expect(readAfter).toBe(false);
    const rows = await transactionThen(
      database.db,
      (tx) => tx.execute(sql`insert into pipelined values (3)`),
      (db) => rowsOf(db, sql`select n from pipelined order by n`),
    );
    expect(rows).toEqual([{ n: 1 }, { n: 3 }]);
  });
});
