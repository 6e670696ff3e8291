import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, it } from "vitest";
import {
  createCompetition,
  createTestDatabase,
  GraphQLSocket,
  graphqlRequest,
  signUp,
  startServerProcess,
  twoFriends,
  graphql,
} from "./support";

const ME_ID = graphql(`
  query ShutdownMe {
    me {
      id
    }
  }
`);
const ADD_BOWSERS_CASTLE = graphql(`
  mutation ShutdownAddSubRound($r: ID!) {
    addSubRound(roundId: $r, name: "Bowser's Castle", points: 3) {
      version
    }
  }
`);

it(
  "shuts down gracefully on SIGTERM, and keeps what it acknowledged for the next start",
  { timeout: 120_000 },
  async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "rivals-shutdown-"));
    try {
      // As in production: some libraries (Apollo Server) behave differently under NODE_ENV=test.
      const env = { PGLITE_DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" };
      const first = await startServerProcess(env);
      const user = await signUp(first.url);
      const socket = await GraphQLSocket.open(first.url, user.cookie);
      const stopped = await first.stop();
      // 0, not the 1 of close-with-grace's 10 s deadline; open WebSockets are told "going away".
      expect(stopped.code).toBe(0);
      expect(await socket.closed).toBe(1001);
      expect(stopped.output).toContain('"msg":"shutting down"');
      expect(stopped.output).toContain('"msg":"Rivals stopped"');

      const second = await startServerProcess(env);
      const { body } = await graphqlRequest(second.url, ME_ID, {}, user.cookie);
      expect(body.data).toEqual({ me: { id: user.id } });
      expect((await second.stop()).code).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);

it.skipIf(!process.env.TEST_DATABASE_URL)(
  "finishes a request in flight at SIGTERM before it exits (PostgreSQL)",
  { timeout: 120_000 },
  async () => {
    const database = await createTestDatabase();
    const locker = new pg.Client({ connectionString: database.databaseUrl });
    try {
      const server = await startServerProcess({ DATABASE_URL: database.databaseUrl! });
      const [ana, ben] = await twoFriends(server.url);
      const competition = await createCompetition(server.url, ana, ben);
      // Another transaction holds the competition's row: the edit waits for it, in flight, when SIGTERM comes.
      await locker.connect();
      await locker.query("begin");
      await locker.query("select 1 from competitions where id = $1 for update", [competition.id]);
      const inFlight = graphqlRequest(server.url, ADD_BOWSERS_CASTLE, { r: competition.rounds[0].id }, ana.cookie);
      await expect
        .poll(
          async () =>
            (
              await locker.query<{ n: number }>(
                "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
              )
            ).rows[0].n,
        )
        .toBeGreaterThan(0);
      const stopped = server.stop();
      await locker.query("commit");
      const { status, body } = await inFlight;
      expect(status).toBe(200);
      expect(body).toEqual({ data: { addSubRound: { version: competition.version + 1 } } });
      expect((await stopped).code).toBe(0);
    } finally {
      await locker.end().catch(() => {});
      await database.drop();
    }
  },
);
