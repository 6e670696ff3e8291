import { randomUUID } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { pgErrorCode, type Database } from "../src/db/client";
import { repoRoot } from "../src/config";
import {
  competitions,
  firebaseImports,
  friendships,
  invites,
  notifications,
  ratings,
  rounds,
  users,
} from "../src/db/schema";
import { replay } from "../src/domain/rating";
import { replayStaleRatings } from "../src/features/rivalry/service";
import { testLogger } from "./support/logs";
import { createTestDatabase, openTestDatabase, rowsOf } from "./support";

// PGlite starts and applies every migration in each test: on a busy machine that takes more than the default.
vi.setConfig({ testTimeout: 120_000 });

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
      const tables = await rowsOf<{ name: string }>(
        database.db,
        sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables.map((row) => row.name).sort()).toEqual([
        "activity",
        "client_mutations",
        "competition_viewers",
        "competitions",
        "firebase_imports",
        "friendships",
        "invites",
        "jobs",
        "notification_emails",
        "notifications",
        "oauth_accounts",
        "online_users",
        "password_reset_tokens",
        "push_subscriptions",
        "rate_limits",
        "ratings",
        "rounds",
        "rules",
        "server_secrets",
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
  await db.insert(firebaseImports).values({ kind: "user", firebaseId: "uid-ana", rivalsId: ana.id });
  expect(await refused(db.insert(firebaseImports).values({ kind: "user", firebaseId: "uid-ana" }))).toBe("23505");
  expect(await refused(db.insert(firebaseImports).values({ kind: "rule" as never, firebaseId: "r" }))).toBe("23514");
  const invite = { inviterId: ana.id, expiresAt: new Date() };
  await db.insert(invites).values({ ...invite, tokenHash: "h1" });
  expect(await refused(db.insert(invites).values({ ...invite, tokenHash: "h1" }))).toBe("23505");
  const accepted = { acceptedBy: ben.id, acceptedAt: new Date() };
  expect(await refused(db.insert(invites).values({ ...invite, tokenHash: "h2", acceptedBy: ben.id }))).toBe("23514");
  expect(
    await refused(db.insert(invites).values({ ...invite, ...accepted, tokenHash: "h3", acceptedBy: ana.id })),
  ).toBe("23514");
  expect(await refused(db.insert(invites).values({ ...invite, ...accepted, tokenHash: "h4" }))).toBe("accepted");
  const [competition] = await db
    .insert(competitions)
    .values({ name: "c", playerOneId: ana.id, playerTwoId: ben.id })
    .returning();
  const changed = { userId: ben.id, kind: "COMPETITION_CHANGED" as const, competitionId: competition.id };
  expect(await refused(db.insert(notifications).values({ ...changed, kind: "WAVED" as never }))).toBe("23514");
  await db.insert(notifications).values(changed);
  // One unread COMPETITION_CHANGED per user and competition: later changes count in it.
  expect(await refused(db.insert(notifications).values(changed))).toBe("23505");
  expect(await refused(db.insert(notifications).values({ ...changed, readAt: new Date() }))).toBe("accepted");
}

/** A copy of the migrations folder that stops before `tag`: the database as it was before that migration. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "rivals-migrations-"));
  await cp(path.join(repoRoot, "drizzle"), folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

async function migrateWith(target: { databaseUrl: string | undefined; pgliteDataDir: string }, folder: string) {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl });
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder });
    return { execute: (query: SQL) => drizzlePg({ client: pool }).execute(query), close: () => pool.end() };
  }
  const client = new PGlite(target.pgliteDataDir);
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
  return { execute: (query: SQL) => drizzlePglite({ client }).execute(query), close: () => client.close() };
}

describe.each(engines.filter((engine) => engine.enabled))("round results migration on $name", ({ open }) => {
  it("backfills each round's points and result, and each competition's score, from the sub-rounds", async () => {
    const { target, drop } = await open();
    const folder = await migrationsBefore("0004_round_results");
    try {
      const before = await migrateWith(target, folder);
      const [ana, ben, c, r1, r2, r3] = Array.from({ length: 6 }, () => randomUUID());
      await before.execute(sql`insert into users (id, username) values (${ana}, 'ana'), (${ben}, 'ben')`);
      await before.execute(sql`insert into competitions (id, name, player_one_id, player_two_id)
        values (${c}, 'Kart', ${ana}, ${ben})`);
      await before.execute(sql`insert into rounds (id, competition_id, position, valid)
        values (${r1}, ${c}, 1, true), (${r2}, ${c}, 2, true), (${r3}, ${c}, 3, false)`);
      await before.execute(sql`insert into sub_rounds (round_id, position, name, points, player_id) values
        (${r1}, 1, 'a', 3, ${ana}), (${r1}, 2, 'b', 2, ${ben}), (${r1}, 3, 'c', 1, null),
        (${r2}, 1, 'd', 4, ${ben}), (${r3}, 1, 'e', 9, ${ana})`);
      await before.close();

      const database = await openTestDatabase(target);
      try {
        const roundRows = await database.db
          .select({ scoreOne: rounds.scoreOne, scoreTwo: rounds.scoreTwo, result: rounds.result })
          .from(rounds)
          .orderBy(rounds.position);
        expect(roundRows).toEqual([
          { scoreOne: 4, scoreTwo: 3, result: 1 },
          { scoreOne: 0, scoreTwo: 4, result: 2 },
          { scoreOne: 9, scoreTwo: 0, result: -1 },
        ]);
        const [competition] = await database.db.select().from(competitions);
        expect(competition).toMatchObject({ scoreOne: 1, scoreTwo: 1, winnerId: null });
      } finally {
        await database.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
      await drop();
    }
  });
});

describe.each(engines.filter((engine) => engine.enabled))("ratings migration on $name", ({ open }) => {
  it("dates complete competitions from their last change, and the next start replays their ratings and records", async () => {
    const { target, drop } = await open();
    const folder = await migrationsBefore("0008_ratings");
    try {
      const before = await migrateWith(target, folder);
      const [ana, ben, cy] = Array.from({ length: 3 }, () => randomUUID());
      const ids = Array.from({ length: 4 }, () => randomUUID());
      await before.execute(
        sql`insert into users (id, username) values (${ana}, 'ana'), (${ben}, 'ben'), (${cy}, 'cy')`,
      );
      await before.execute(sql`insert into competitions (id, name, player_one_id, player_two_id, status, winner_id, updated_at)
        values (${ids[0]}, 'a', ${ana}, ${ben}, 'complete', ${ana}, '2026-01-01T10:00:00.123456Z'),
          (${ids[1]}, 'b', ${ben}, ${cy}, 'complete', ${ben}, '2026-01-02T10:00:00Z'),
          (${ids[2]}, 'c', ${cy}, ${ana}, 'complete', null, '2026-01-03T10:00:00Z'),
          (${ids[3]}, 'd', ${ana}, ${cy}, 'ongoing', ${ana}, '2026-01-04T10:00:00Z')`);
      await before.close();

      const database = await openTestDatabase(target);
      try {
        const rows = await database.db.select().from(competitions).orderBy(competitions.name);
        expect(rows.map((row) => row.completedAt?.toISOString() ?? null)).toEqual([
          "2026-01-01T10:00:00.123Z",
          "2026-01-02T10:00:00.000Z",
          "2026-01-03T10:00:00.000Z",
          null,
        ]);
        await replayStaleRatings(database.db, testLogger());
        const games = rows
          .filter((row) => row.status === "complete")
          .map((row) => ({ ...row, completedAt: row.completedAt! }));
        const expected = replay(games);
        const people = await database.db.select().from(users);
        for (const person of people) {
          expect(person.rating).toBe(expected.ratings.get(person.id) ?? 1500);
        }
        expect(people.find((person) => person.id === ana)).toMatchObject({ wins: 1, losses: 0, draws: 1 });
        expect(people.find((person) => person.id === cy)).toMatchObject({ wins: 0, losses: 1, draws: 1 });
        const stored = await database.db.select().from(ratings);
        expect(stored).toHaveLength(6);
        expect(stored).toEqual(expect.arrayContaining(expected.after));
        expect(
          await refusedCode(
            database.db
              .update(competitions)
              .set({ status: "ongoing" })
              .where(sql`id = ${ids[0]}`),
          ),
        ).toBe("23514");
      } finally {
        await database.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
      await drop();
    }
  });
});

describe.each(engines.filter((engine) => engine.enabled))("formats migration on $name", ({ open }) => {
  it("gives every competition today's format, keeping each round's result and each score exactly", async () => {
    const { target, drop } = await open();
    const folder = await migrationsBefore("0014_formats");
    try {
      const before = await migrateWith(target, folder);
      const [ana, ben, c, r1, r2, r3, r4] = Array.from({ length: 7 }, () => randomUUID());
      await before.execute(sql`insert into users (id, username) values (${ana}, 'ana'), (${ben}, 'ben')`);
      await before.execute(sql`insert into competitions (id, name, player_one_id, player_two_id, score_one, score_two, winner_id)
        values (${c}, 'Golf', ${ana}, ${ben}, 2, 1, ${ana})`);
      await before.execute(sql`insert into rounds (id, competition_id, position, valid, score_one, score_two)
        values (${r1}, ${c}, 1, true, 4, 3), (${r2}, ${c}, 2, true, 0, 4), (${r3}, ${c}, 3, false, 9, 0),
          (${r4}, ${c}, 4, true, 2, 2)`);
      const results = sql`select result from rounds order by position`;
      const was = ((await before.execute(results)) as unknown as { rows: { result: number }[] }).rows;
      await before.close();

      const database = await openTestDatabase(target);
      try {
        const now = await database.db.select({ result: rounds.result }).from(rounds).orderBy(rounds.position);
        expect(now).toEqual(was);
        expect(now.map((row) => row.result)).toEqual([1, 2, -1, 0]);
        const [competition] = await database.db.select().from(competitions);
        expect(competition).toMatchObject({
          scoreOne: 2,
          scoreTwo: 1,
          winnerId: ana,
          roundWinner: "more_points",
          scoring: "rounds",
          finishKind: null,
          finishCount: null,
        });
        expect(
          await refusedCode(
            database.db
              .update(competitions)
              .set({ finishKind: "best_of", finishCount: 4 })
              .where(sql`id = ${c}`),
          ),
        ).toBe("23514");
      } finally {
        await database.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
      await drop();
    }
  });
});

const refusedCode = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: unknown) => pgErrorCode(error),
  );
