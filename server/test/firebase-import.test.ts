import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  competitions,
  firebaseImports,
  friendships,
  oauthAccounts,
  ratings,
  rounds,
  rules,
  subRounds,
  users,
  type UserRow,
} from "../src/db/schema";
import { replay } from "../src/domain/rating";
import { firebasePasswordHash, readFirebaseHashConfig } from "../src/features/auth/firebaseScrypt";
import { importFirebase, type ImportFiles, type ImportReport } from "../src/features/import/service";
import {
  FRIENDS,
  GOOGLE_ME,
  graphqlAnswer,
  graphqlRequest,
  RENAME,
  rowsOf,
  sendFrom,
  SIGN_IN,
  sessionCookieOf,
  signInWithGoogle,
  signUp,
  startGoogleProvider,
  startTestApp,
  uniqueEmail,
  type GoogleProvider,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "./support";

// The fixture (fixtures/firebase/README.md) imported into a fresh database, PGlite or PostgreSQL alike; the tests
// run in order: a dry run, the import, a second import, then signing in as the users it brought.

const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "fixtures/firebase", name), "utf8")) as unknown;
const hashConfig = readFirebaseHashConfig(fixture("hash-config.json"));
const files: ImportFiles = { firestore: fixture("firestore.json"), auth: { users: fixture("auth.json"), hashConfig } };
const auth = fixture("auth.json") as { users: { localId: string; passwordHash?: string; salt?: string }[] };

let google: GoogleProvider;
let app: TestApp;
/** The Rivals user who had the name "eve" before the import. */
let eve: TestUser;
const statements: string[] = [];

beforeAll(async () => {
  google = await startGoogleProvider();
  app = await startTestApp(
    { google: google.config, trustProxy: "true", rateLimit: { perIp: 1_000, windowSeconds: 900 } },
    { onQuery: (query) => statements.push(query) },
  );
  eve = await signUp(app.url);
  await graphqlAnswer(app.url, RENAME, { username: "eve" }, eve.cookie);
});
afterAll(async () => {
  await app?.stop();
  await google?.stop();
});

const run = (dryRun: boolean) =>
  importFirebase(app.database.db, files, { testFriendUsername: app.config.testFriendUsername, dryRun });

/** Every row of every table, in a stable order. */
async function everything(): Promise<Record<string, unknown>> {
  const { db } = app.database;
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const all: Record<string, unknown> = {};
  for (const { name } of tables) {
    const rows = await rowsOf<{ rows: unknown }>(
      db,
      sql`select coalesce(json_agg(t order by t::text), '[]') as rows from ${sql.identifier(name)} t`,
    );
    all[name] = rows[0].rows;
  }
  return all;
}

const imported = { users: 5, friendships: 5, competitions: 4, rounds: 7, subRounds: 9 };
const skipped = [
  {
    record: "userInfo/frank-with-a-name-too-long",
    reason: 'username "frank-with-a-name-too-long": Username too long (20 max)',
  },
  { record: "competitions/bowling", reason: 'round 1, sub-round 2: points "two" are not a whole number' },
  { record: "userInfo/eve", reason: 'username "eve" is taken by a Rivals user' },
  { record: "auth/uid-ghost", reason: "has no userInfo document: nothing to import" },
  { record: "userInfo/ben ↔ userInfo/eve", reason: "friend userInfo/eve was not imported" },
  { record: "competitions/golf", reason: "player userInfo/eve was not imported" },
];
const differences = [
  { record: "competitions/tennis", reason: "stored 1–1, computed 0–2; winner stored draw, computed cleo" },
];
const notes = [
  { record: "userInfo/dan", reason: 'picture "javascript:alert(1)" left out: Picture must be an http(s) URL' },
  { record: "userInfo/TestFriend", reason: "the test friend: Rivals' own test friend stands for it" },
  {
    record: "competitions/chess",
    reason: 'image "ftp://example.com/chess.png" left out: Image must be an http(s) URL',
  },
];

describe("importing the original app's Firebase export", () => {
  const firstRun = (dryRun: boolean): ImportReport => ({
    dryRun,
    imported,
    already: { users: 0, friendships: 0, competitions: 0 },
    skipped,
    differences,
    notes,
  });

  it("reports on a dry run what a run would import, and writes nothing", async () => {
    const before = await everything();
    expect(await run(true)).toEqual(firstRun(true));
    expect(await everything()).toEqual(before);
  });

  it("imports users, friendships and competitions, and reports what it skipped and what Rivals scores otherwise", async () => {
    expect(await run(false)).toEqual(firstRun(false));
  });

  it("keeps each user's name, picture, deletion and sign-in; the test friend is Rivals' own, a clash stays as it was", async () => {
    const byName = await usersByName();
    const account = (uid: string) => auth.users.find((user) => user.localId === uid)!;
    const firebaseHash = (uid: string) =>
      firebasePasswordHash(hashConfig, account(uid).salt!, account(uid).passwordHash!);
    const common = { theme: "system", usernameChosen: true, seeded: false };
    expect(byName.ana).toMatchObject({
      ...common,
      email: "ana@example.com",
      passwordHash: firebaseHash("uid-ana"),
      profilePic: "https://example.com/ana.png",
      deleted: false,
      createdAt: new Date(1508893925000),
    });
    expect(byName.ben).toMatchObject({
      ...common,
      email: "ben@example.com",
      passwordHash: null,
      profilePic: "https://example.com/ben.png",
      deleted: false,
      createdAt: new Date(1509000000000),
    });
    expect(byName.cleo).toMatchObject({ ...common, email: null, passwordHash: null, profilePic: null, deleted: true });
    expect(byName.dan).toMatchObject({
      ...common,
      email: "dan@example.com",
      passwordHash: firebaseHash("uid-dan"),
      profilePic: null,
      deleted: false,
      createdAt: new Date(1510000000000),
    });
    expect(byName.TestFriend).toMatchObject({ seeded: true, email: null, passwordHash: null, profilePic: null });
    expect(byName.eve).toMatchObject({ id: eve.id, email: eve.email, seeded: false });
    expect(byName["frank-with-a-name-too-long"]).toBeUndefined();
    expect(Object.keys(byName).sort()).toEqual(["Challenger", "TestFriend", "ana", "ben", "cleo", "dan", "eve"]);

    const { db } = app.database;
    expect(await db.select().from(oauthAccounts)).toEqual([
      { provider: "google", providerUserId: "google-ben", userId: byName.ben.id },
    ]);
    const records = await db
      .select({
        kind: firebaseImports.kind,
        firebaseId: firebaseImports.firebaseId,
        rivalsId: firebaseImports.rivalsId,
      })
      .from(firebaseImports)
      .where(eq(firebaseImports.kind, "user"))
      .orderBy(asc(firebaseImports.firebaseId));
    expect(records).toEqual(
      ["ana", "ben", "cleo", "dan", "testfriend"].map((name) => ({
        kind: "user",
        firebaseId: `uid-${name}`,
        rivalsId: byName[name === "testfriend" ? "TestFriend" : name].id,
      })),
    );
  });

  it("makes one friendship of the entries on both sides: accepted, or pending from the sender", async () => {
    const names = new Map(Object.values(await usersByName()).map((user) => [user.id, user.username]));
    const rows = await app.database.db.select().from(friendships);
    const pairs = rows.map((row) => `${names.get(row.senderId)} → ${names.get(row.receiverId)}: ${row.accepted}`);
    expect(pairs.sort()).toEqual([
      "TestFriend → ana: true",
      "TestFriend → ben: true",
      // From eve's sign-up, before the import.
      "TestFriend → eve: true",
      "ana → ben: true",
      "ana → dan: false",
      "cleo → ana: true",
    ]);
  });

  it("imports each competition's fields, rules, rounds in order with their validity, and sub-rounds, scored by Rivals", async () => {
    const { ana, ben, cleo, dan } = await usersByName();
    const at = (seconds: number, milliseconds = 0) => new Date(seconds * 1000 + milliseconds);
    const sub = (name: string, points: number, player: UserRow | null) => ({
      name,
      points,
      playerId: player?.id ?? null,
    });
    expect(await competitionNamed("Mario Kart")).toEqual({
      name: "Mario Kart",
      image: "https://example.com/mario.png",
      description: "150cc all season",
      playerOneId: ana.id,
      playerTwoId: ben.id,
      status: "complete",
      public: true,
      scoreOne: 2,
      scoreTwo: 1,
      winnerId: ana.id,
      version: 1,
      rematchOfId: null,
      seriesId: null,
      createdAt: at(1609459200, 123),
      updatedAt: at(1612137600),
      completedAt: at(1612137600),
      // The original app had one rule: today's format.
      roundWinner: "more_points",
      scoring: "rounds",
      finishKind: null,
      finishCount: null,
      rules: ["No items", "Loser picks the next cup"],
      rounds: [
        {
          valid: true,
          scoreOne: 4,
          scoreTwo: 3,
          result: 1,
          subRounds: [sub("Rainbow Road", 3, ana), sub("Moo Moo Meadows", 2, ben), sub("Koopa Beach", 1, null)],
        },
        {
          valid: true,
          scoreOne: 2,
          scoreTwo: 2,
          result: 0,
          subRounds: [sub("DK Summit", 2, ben), sub("Bowser's Castle", 2, ana)],
        },
        { valid: false, scoreOne: 0, scoreTwo: 5, result: -1, subRounds: [sub("Mario Circuit", 5, ben)] },
      ],
    });
    expect(await competitionNamed("Tennis")).toMatchObject({
      image: null,
      description: "",
      playerOneId: ana.id,
      playerTwoId: cleo.id,
      status: "complete",
      public: false,
      scoreOne: 0,
      scoreTwo: 2,
      winnerId: cleo.id,
      createdAt: at(1577836800),
      updatedAt: at(1580515200, 500),
      completedAt: at(1580515200, 500),
      rules: [],
      rounds: [
        { valid: true, scoreOne: 4, scoreTwo: 6, subRounds: [sub("Set 1", 6, cleo), sub("Set 2", 4, ana)] },
        { valid: true, scoreOne: 0, scoreTwo: 6, subRounds: [sub("Set 1", 6, cleo)] },
      ],
    });
    expect(await competitionNamed("Chess")).toMatchObject({
      image: null,
      description: "Blitz, 5 minutes",
      playerOneId: ben.id,
      playerTwoId: ana.id,
      status: "ongoing",
      public: false,
      scoreOne: 0,
      scoreTwo: 0,
      winnerId: null,
      completedAt: null,
      rounds: [{ valid: false, scoreOne: 0, scoreTwo: 0, result: -1, subRounds: [] }],
    });
    // Saved with public as text, and without rounds: it gets the blank round every competition starts with.
    expect(await competitionNamed("Darts")).toMatchObject({
      playerOneId: dan.id,
      playerTwoId: ana.id,
      status: "abandoned",
      public: true,
      scoreOne: 0,
      scoreTwo: 0,
      winnerId: null,
      completedAt: null,
      rounds: [{ valid: false, scoreOne: 0, scoreTwo: 0, subRounds: [] }],
    });
  });

  it("rates the complete competitions by replaying them in the order they were completed", async () => {
    const { ana, ben, cleo } = await usersByName();
    const { db } = app.database;
    const games = await db
      .select({
        id: competitions.id,
        completedAt: competitions.completedAt,
        playerOneId: competitions.playerOneId,
        playerTwoId: competitions.playerTwoId,
        winnerId: competitions.winnerId,
      })
      .from(competitions)
      .where(eq(competitions.status, "complete"));
    const expected = replay(games.map((game) => ({ ...game, completedAt: game.completedAt! })));
    const stored = await db.select().from(ratings);
    expect(stored.sort((a, b) => a.rating - b.rating)).toEqual(
      expected.after
        .filter((after) => games.some((game) => game.id === after.competitionId))
        .sort((a, b) => a.rating - b.rating),
    );
    const players = await db
      .select({ id: users.id, rating: users.rating, wins: users.wins, losses: users.losses, draws: users.draws })
      .from(users)
      .where(inArray(users.id, [ana.id, ben.id, cleo.id]));
    expect(new Map(players.map(({ id, ...player }) => [id, player]))).toEqual(
      new Map([
        [ana.id, { rating: expected.ratings.get(ana.id), wins: 1, losses: 1, draws: 0 }],
        [ben.id, { rating: expected.ratings.get(ben.id), wins: 0, losses: 1, draws: 0 }],
        [cleo.id, { rating: expected.ratings.get(cleo.id), wins: 1, losses: 0, draws: 0 }],
      ]),
    );
  });

  it("changes nothing when run again, and says so", async () => {
    const before = await everything();
    expect(await run(false)).toEqual({
      dryRun: false,
      imported: { users: 0, friendships: 0, competitions: 0, rounds: 0, subRounds: 0 },
      already: { users: 5, friendships: 5, competitions: 4 },
      skipped,
      differences: [],
      notes: [],
    } satisfies ImportReport);
    expect(await everything()).toEqual(before);
  });
});

describe("signing in as an imported user", () => {
  /** Sends one operation from `address`, and what statements the server ran for it. */
  function send<T, V>(address: string, query: TypedDocumentString<T, V>, variables: V) {
    return sendFrom(app.url, address, query, variables, statements);
  }
  const passwordOf = async (username: string) => (await usersByName())[username].passwordHash;

  it("takes the old password once, and keeps an argon2id hash of it instead", async () => {
    const { ana } = await usersByName();
    const first = await send("192.0.2.10", SIGN_IN, { email: "ana@example.com", password: "user1password" });
    expect(first.body).toEqual({ data: { signIn: { id: ana.id } } });
    expect(await passwordOf("ana")).toMatch(/^\$argon2id\$/);
    const again = await send("192.0.2.10", SIGN_IN, { email: "Ana@Example.com", password: "user1password" });
    expect(again.body).toEqual({ data: { signIn: { id: ana.id } } });
  });

  it("refuses a wrong password like any other, from the same statements as for an email without an account", async () => {
    const before = await passwordOf("dan");
    const wrong = await send("192.0.2.11", SIGN_IN, { email: "dan@example.com", password: "not dan's password" });
    const unknown = await send("192.0.2.11", SIGN_IN, { email: uniqueEmail(), password: "not dan's password" });
    expect(wrong.body).toMatchObject({ errors: [{ message: "Wrong email or password" }] });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.statements).toEqual(unknown.statements);
    expect(await passwordOf("dan")).toBe(before);
  });

  it("throttles wrong old passwords per address, and lets the owner in from elsewhere", async () => {
    for (let i = 0; i < 5; i++) {
      const { body } = await send("192.0.2.12", SIGN_IN, { email: "dan@example.com", password: `guess ${i}` });
      expect(body).toMatchObject({ errors: [{ message: "Wrong email or password" }] });
    }
    const limited = await send("192.0.2.12", SIGN_IN, { email: "dan@example.com", password: "dan plays chess" });
    expect(limited.body).toMatchObject({ errors: [{ extensions: { code: "RATE_LIMITED" } }] });
    const { dan } = await usersByName();
    const owner = await send("198.51.100.12", SIGN_IN, { email: "dan@example.com", password: "dan plays chess" });
    expect(owner.body).toEqual({ data: { signIn: { id: dan.id } } });
    expect(await passwordOf("dan")).toMatch(/^\$argon2id\$/);
  });

  it("signs a Google user in with Google, by the verified email or the Google account the export names", async () => {
    const { ben } = await usersByName();
    for (const sub of ["google-ben", "a-newer-google-id"]) {
      google.setClaims({ sub, email: "ben@example.com", email_verified: true });
      const { cookie } = await signInWithGoogle(app.url);
      const { body } = await graphqlRequest(app.url, GOOGLE_ME, {}, cookie);
      expect(body.data?.me).toMatchObject({
        id: ben.id,
        email: "ben@example.com",
        hasGoogle: true,
        hasPassword: false,
      });
    }
  });

  it("shows each friend with the head-to-head score Rivals computes from the complete competitions", async () => {
    const { setCookie } = await graphqlRequest(app.url, SIGN_IN, {
      email: "ana@example.com",
      password: "user1password",
    });
    const cookie = sessionCookieOf(setCookie);
    const { body } = await graphqlRequest(app.url, FRIENDS, {}, cookie);
    const friends = body.data!.me!.friends.map(({ user: { id: _, ...user }, ...friend }) => ({ ...friend, ...user }));
    expect(friends.sort((a, b) => (a.username < b.username ? -1 : 1))).toEqual([
      { status: "ACCEPTED", score: [0, 0], isTestFriend: true, username: "TestFriend", deleted: false },
      { status: "ACCEPTED", score: [1, 0], isTestFriend: false, username: "ben", deleted: false },
      { status: "ACCEPTED", score: [0, 1], isTestFriend: false, username: "cleo", deleted: true },
      { status: "OUTGOING", score: [0, 0], isTestFriend: false, username: "dan", deleted: false },
    ]);
  });
});

async function usersByName(): Promise<Record<string, UserRow>> {
  const rows = await app.database.db.select().from(users);
  return Object.fromEntries(rows.map((row) => [row.username, row]));
}

/** The competition of that name with its rules and rounds, in order, each with its sub-rounds. */
async function competitionNamed(name: string) {
  const { db } = app.database;
  const [competition] = await db.select().from(competitions).where(eq(competitions.name, name));
  const { id: _, ...fields } = competition;
  const ruleRows = await db.select().from(rules).where(eq(rules.competitionId, competition.id)).orderBy(rules.position);
  const roundRows = await db
    .select()
    .from(rounds)
    .where(eq(rounds.competitionId, competition.id))
    .orderBy(rounds.position);
  return {
    ...fields,
    rules: ruleRows.map((rule) => rule.text),
    rounds: await Promise.all(
      roundRows.map(async ({ valid, scoreOne, scoreTwo, result, id }) => ({
        valid,
        scoreOne,
        scoreTwo,
        result,
        subRounds: await db
          .select({ name: subRounds.name, points: subRounds.points, playerId: subRounds.playerId })
          .from(subRounds)
          .where(eq(subRounds.roundId, id))
          .orderBy(subRounds.position),
      })),
    ),
  };
}
