import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pgErrorCode, type Database } from "../src/db/client";
import { competitions, friendships, users } from "../src/db/schema";
import { createTestDatabase, openTestDatabase } from "./support";

const engines = [
  { name: "PGlite", enabled: true, open: () => mkdtemp(path.join(tmpdir(), "rivals-")).then(pglite) },
  { name: "PostgreSQL", enabled: Boolean(process.env.TEST_DATABASE_URL), open: postgres },
];

async function pglite(dir: string) {
  return {
    target: { databaseUrl: undefined, pgliteDataDir: dir },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

async function postgres() {
  const database = await createTestDatabase();
  return { target: database, drop: database.drop };
}

describe.each(engines.filter((engine) => engine.enabled))("migrations on $name", ({ open }) => {
  it("create every table with its constraints, and apply once however often the app starts", async () => {
    const { target, drop } = await open();
    try {
      let database = await openTestDatabase(target);
      await expectConstraints(database);
      await database.close();
      database = await openTestDatabase(target);
      const tables = (await database.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
      )) as unknown as { rows: { name: string }[] };
      expect(tables.rows.map((row) => row.name).sort()).toEqual([
        "competition_viewers",
        "competitions",
        "friendships",
        "oauth_accounts",
        "password_reset_tokens",
        "rate_limits",
        "rounds",
        "rules",
        "sessions",
        "sub_rounds",
        "users",
      ]);
      await database.close();
    } finally {
      await drop();
    }
  });
});

async function expectConstraints({ db }: Database) {
  const [ana, ben] = await db
    .insert(users)
    .values([{ username: "ana", email: "ana@example.com" }, { username: "ben" }])
    .returning();
  const refused = (promise: Promise<unknown>) =>
    promise.then(
      () => "accepted",
      (error: unknown) => pgErrorCode(error),
    );
  expect(await refused(db.insert(users).values({ username: "ana" }))).toBe("23505");
  expect(await refused(db.insert(users).values({ username: "x".repeat(21) }))).toBe("23514");
  expect(await refused(db.insert(users).values({ username: "cy", email: "ana@example.com" }))).toBe("23505");
  expect(await refused(db.insert(competitions).values({ name: "c", playerOneId: ana.id, playerTwoId: ana.id }))).toBe(
    "23514",
  );
  expect(
    await refused(
      db
        .insert(competitions)
        .values({ name: "c", playerOneId: ana.id, playerTwoId: ben.id, status: "paused" as never }),
    ),
  ).toBe("23514");
  await db.insert(friendships).values({ senderId: ana.id, receiverId: ben.id });
  expect(await refused(db.insert(friendships).values({ senderId: ben.id, receiverId: ana.id }))).toBe("23505");
}
