import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { competitionViewers, users } from "../src/db/schema";
import { createSession } from "../src/features/auth/sessions";
import {
  createCompetition,
  createTestDatabase,
  graphql,
  graphqlRequest,
  startServerProcess,
  startTcpProxy,
  startTestApp,
  subscribe,
  wsClient,
  type GraphQLResponse,
  type Push,
  type ServerProcess,
  type TestCompetition,
  type TestDatabase,
  type TestUser,
  type TypedDocumentString,
  twoFriends,
} from "./support";
import type { FaultsCompetitionQuery } from "./generated/graphql";

const ADD_SUB_ROUND = graphql(`
  mutation FaultsAddSubRound($r: ID!, $n: String!, $p: ID) {
    addSubRound(roundId: $r, name: $n, points: 1, playerId: $p) {
      id
      version
    }
  }
`);
const COMPETITION = graphql(`
  query FaultsCompetition($id: ID!) {
    competition(id: $id) {
      id
      version
      rounds {
        id
        subRounds {
          id
          name
        }
      }
    }
  }
`);
const CHANGED = graphql(`
  subscription FaultsChanged($id: ID!) {
    competitionChanged(id: $id) {
      competition {
        id
        version
      }
    }
  }
`);
const MINE_CHANGED = graphql(`
  subscription FaultsMineChanged {
    myCompetitionsChanged {
      competition {
        id
        version
      }
    }
  }
`);
const ME_CHANGED = graphql(`
  subscription FaultsMeChanged {
    meChanged {
      id
    }
  }
`);
const VIEWERS = graphql(`
  subscription FaultsViewers($id: ID!) {
    competitionViewers(id: $id) {
      id
      username
    }
  }
`);
const PRESENCE = graphql(`
  subscription FaultsPresence($id: ID!) {
    competitionPresence(id: $id) {
      count
    }
  }
`);
const PUBLISH = graphql(`
  mutation DatabaseFaultsPublish($id: ID!) {
    updateCompetitionInfo(id: $id, name: "Kart", status: ONGOING, public: true) {
      version
    }
  }
`);

interface Answer<T> {
  status: number;
  body: GraphQLResponse<T>;
}

/** One operation over HTTP that must be answered within `seconds` (a hanging request fails the test). */
async function post<T, V>(
  url: string,
  query: TypedDocumentString<T, V>,
  variables: V,
  cookie: string,
  seconds = 8,
): Promise<Answer<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ query: String(query), variables }),
    signal: AbortSignal.timeout(seconds * 1000),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse<T> };
}

const codeOf = <T>(answer: Answer<T>) => answer.body.errors?.[0]?.extensions?.code;

/** The names of every sub-round in the database, read directly. */
async function subRoundNames(databaseUrl: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("select name from sub_rounds");
    return new Set(rows.map((row) => row.name));
  } finally {
    await client.end();
  }
}

/** Terminates every backend of the app's database (what a failover or restart does); returns how many. */
async function terminateBackends(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [new URL(databaseUrl).pathname.slice(1)],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

/**
 * Writers adding sub-rounds in a loop until `stop()`: remembers what was acknowledged and every refusal code.
 * A writer whose request cannot be sent at all (the server is gone) stops.
 */
function startWriters(url: string, user: TestUser, competition: TestCompetition, count: number) {
  const acknowledged: string[] = [];
  const codes: (string | undefined)[] = [];
  let stopped = false;
  const loops = Array.from({ length: count }, async (_, writer) => {
    for (let i = 0; !stopped; i++) {
      const name = `w${writer}-${i}`;
      const variables = { r: competition.rounds[0].id, n: name, p: user.id };
      const answer = await post(url, ADD_SUB_ROUND, variables, user.cookie).catch(() => undefined);
      if (!answer) return;
      if (answer.body.data?.addSubRound) acknowledged.push(name);
      else codes.push(codeOf(answer));
    }
  });
  return {
    acknowledged,
    codes,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("database faults (PostgreSQL)", { timeout: 180_000 }, () => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;
  let ana: TestUser, ben: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  const startServer = async (databaseUrl = database.databaseUrl!) => {
    server = await startServerProcess({ DATABASE_URL: databaseUrl });
    return server;
  };
  const signUpPair = async (url: string) => {
    [ana, ben] = await twoFriends(url);
  };

  it("survives backends terminated during write transactions, losing no acknowledged write", async () => {
    const { url } = await startServer();
    await signUpPair(url);
    const competition = await createCompetition(url, ana, ben);
    const writers = startWriters(url, ana, competition, 4);

    let terminated = 0;
    for (let round = 1; round <= 5; round++) {
      await expect.poll(() => writers.acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(round * 10);
      terminated += await terminateBackends(database.databaseUrl!);
    }
    const afterwards = writers.acknowledged.length;
    await expect.poll(() => writers.acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(afterwards + 10);
    await writers.stop();

    expect(terminated).toBeGreaterThan(0);
    expect(server!.alive()).toBe(true);
    expect(new Set(writers.codes)).toEqual(new Set(writers.codes.length ? ["UNAVAILABLE"] : []));
    const stored = await subRoundNames(database.databaseUrl!);
    expect(writers.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    const stopped = await server!.stop();
    expect(stopped.code, stopped.output.slice(-4000)).toBe(0); // a leaked pool client would hold up the shutdown
    server = undefined;
  });

  it("answers UNAVAILABLE during a 5 s outage, recovers, and brings every subscription up to date", async () => {
    const proxy = await startTcpProxy(database.databaseUrl!);
    try {
      const { url } = await startServer(proxy.urlFor(database.databaseUrl!));
      await signUpPair(url);
      const competition = await createCompetition(url, ana, ben);
      const readCompetition = () => post(url, COMPETITION, { id: competition.id }, ben.cookie);

      const client = wsClient(url, ana.cookie);
      const changed = subscribe(client, CHANGED, { id: competition.id });
      const mine = subscribe(client, MINE_CHANGED);
      const me = subscribe(client, ME_CHANGED);
      const viewers = subscribe(client, VIEWERS, { id: competition.id });
      expect((await viewers.next()).data?.competitionViewers).toEqual([{ id: ana.id, username: ana.username }]);

      // Load before the outage; every push it caused is taken, so later ones come from the recovery.
      const writers = startWriters(url, ana, competition, 3);
      await expect.poll(() => writers.acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
      await writers.stop();
      const before = (await readCompetition()).body.data!.competition.version;
      await untilVersion(changed, (data) => data.competitionChanged.competition?.version, before);
      await untilVersion(mine, (data) => data.myCompetitionsChanged.competition?.version, before);

      await proxy.cut();
      const outageWriters = startWriters(url, ana, competition, 2);
      const outage: Answer<FaultsCompetitionQuery>[] = [];
      for (const cutAt = Date.now(); Date.now() - cutAt < 5_000;) outage.push(await readCompetition());
      await proxy.restore();
      await outageWriters.stop();

      expect(outage.length).toBeGreaterThan(1);
      expect(outage.map(codeOf)).toEqual(outage.map(() => "UNAVAILABLE"));
      // "Try again" in HTTP's words too when reading the session fails (not cached), never a bare 500.
      const statuses = new Set(outage.map((answer) => answer.status));
      expect([...statuses].filter((status) => status !== 503 && status !== 200)).toEqual([]);
      expect(outage[0].body.errors![0].message).toBe("The service is briefly unavailable. Please try again.");
      expect(new Set(outageWriters.codes)).toEqual(new Set(["UNAVAILABLE"]));
      expect(server!.alive()).toBe(true);

      await expect.poll(async () => codeOf(await readCompetition()) ?? "ok").toBe("ok");
      const current = (await readCompetition()).body.data!.competition.version;
      // Nothing changed since the recovery: each of these pushes is the resync after the lost LISTEN connection.
      expect((await me.next()).data).toEqual({ meChanged: { id: ana.id } });
      expect((await viewers.next()).data?.competitionViewers).toEqual([{ id: ana.id, username: ana.username }]);
      await untilVersion(changed, (data) => data.competitionChanged.competition?.version, current);
      await untilVersion(mine, (data) => data.myCompetitionsChanged.competition?.version, current);

      // And they still follow changes.
      const { body } = await graphqlRequest(
        url,
        ADD_SUB_ROUND,
        { r: competition.rounds[0].id, n: "after", p: ana.id },
        ana.cookie,
      );
      const latest = body.data!.addSubRound.version;
      await untilVersion(changed, (data) => data.competitionChanged.competition?.version, latest);
      await untilVersion(mine, (data) => data.myCompetitionsChanged.competition?.version, latest);

      const stored = await subRoundNames(database.databaseUrl!);
      expect([...writers.acknowledged, ...outageWriters.acknowledged].filter((name) => !stored.has(name))).toEqual([]);
      await client.dispose();
      expect((await server!.stop()).code).toBe(0);
      server = undefined;
    } finally {
      await proxy.close();
    }
  });

  it("loses no acknowledged write when the server is killed (kill -9) under write load", async () => {
    const { url } = await startServer();
    await signUpPair(url);
    const competition = await createCompetition(url, ana, ben);
    const writers = startWriters(url, ana, competition, 4);
    await expect.poll(() => writers.acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(40);
    await server!.kill();
    await writers.stop();

    const fresh = await startServer();
    const { body } = await post(fresh.url, COMPETITION, { id: competition.id }, ana.cookie);
    const stored = new Set<string>(
      body.data!.competition.rounds.flatMap((round) => round.subRounds.map((subRound) => subRound.name)),
    );
    expect(writers.acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(writers.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  });
});

/** Takes pushes until one carries `version` or later; none may be an error. */
async function untilVersion<T>(
  stream: { next(): Promise<Push<T>> },
  versionOf: (data: T) => number | undefined,
  version: number,
): Promise<void> {
  for (;;) {
    const result = await stream.next();
    expect(result.error ?? result.errors).toBeUndefined();
    if ((versionOf(result.data!) ?? 0) >= version) return;
  }
}

describe("presence", { timeout: 120_000 }, () => {
  it("does work linear in the number of viewers", async () => {
    let statements = 0;
    const app = await startTestApp({}, { onQuery: () => statements++ });
    try {
      const [ana, ben] = await twoFriends(app.url);

      /** Statements for `count` viewers arriving one after the other at a public competition. */
      const arrivals = async (count: number) => {
        const competition = await createCompetition(app.url, ana, ben);
        await graphqlRequest(app.url, PUBLISH, { id: competition.id }, ana.cookie);
        const cookies = await viewerCookies(count);
        const clients = [];
        statements = 0;
        for (const cookie of cookies) {
          const client = wsClient(app.url, cookie);
          clients.push(client);
          const arrived = await subscribe(client, PRESENCE, { id: competition.id }).next();
          expect(arrived.data?.competitionPresence.count).toBe(clients.length);
        }
        const counted = statements;
        await Promise.all(clients.map(async (client) => client.dispose()));
        await expect.poll(() => app.database.db.$count(competitionViewers)).toBe(0); // all left: nothing pending
        return counted;
      };
      const viewerCookies = async (count: number) => {
        const rows = await app.database.db
          .insert(users)
          .values(Array.from({ length: count }, () => ({ username: `v${Math.random().toString(36).slice(2, 12)}` })))
          .returning();
        return Promise.all(
          rows.map(async (row) => `rivals_session=${(await createSession(app.database.db, row.id)).token}`),
        );
      };

      const forTen = await arrivals(10);
      const forTwenty = await arrivals(20);
      // Quadratic work (each arrival read again by every subscriber) would make twenty cost about three times ten.
      expect(forTwenty).toBeLessThanOrEqual(2.2 * forTen);
    } finally {
      await app.stop();
    }
  });
});
