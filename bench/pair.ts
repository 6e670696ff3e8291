/**
 * Rivals and its floor side by side on one fresh, seeded database, with the web app's own operations and the
 * check that both give the same bytes. run.ts measures the pair; identical.test.ts keeps the check in the suite.
 */
import type { PGlite } from "@electric-sql/pglite";
import type { DocumentNode } from "graphql";
import { asApolloClientSends, startTestApp, type TestApp, type TestUser } from "@rivals/server/test-support";
import {
  AddSubRoundDocument,
  BellDocument,
  CompetitionDocument,
  CompetitionsDocument,
  FriendsPageDocument,
  SessionDocument,
} from "../web/src/graphql/generated/graphql";
import { pgliteFloorDb, postgresFloorDb, startFloor, type FloorDb } from "./floor";
import { post, target, type GraphQLCall, type Target } from "./load";
import { ROUNDS, seed, type Fixture } from "./seed";

export type Engine = "postgres" | "pglite";

export function operation(
  document: DocumentNode,
  operationName: string,
  variables: Record<string, unknown>,
  cookie?: string,
) {
  const query = asApolloClientSends(document);
  return (): GraphQLCall => ({ body: JSON.stringify({ operationName, variables, query }), ...(cookie && { cookie }) });
}

/** A 20 × 10 competition and the round where the addSubRound figures add their sub-rounds: its last. */
export interface Edited {
  competitionId: string;
  lastRoundId: string;
}

/** addSubRound on the competition's last round by one of its players, and the page's read of that round. */
export function edits(editor: TestUser, { competitionId, lastRoundId }: Edited) {
  const { cookie } = editor;
  return {
    competition: operation(CompetitionDocument, "Competition", { id: competitionId, round: ROUNDS }, cookie),
    addSubRound: operation(
      AddSubRoundDocument,
      "AddSubRound",
      { roundId: lastRoundId, number: ROUNDS, name: "Bench lap", points: 3, playerId: editor.id },
      cookie,
    ),
  };
}

/** The web app's operations as the seeded viewer sends them. */
export function operations(fixture: Fixture) {
  const { viewer, opponent } = fixture;
  const { cookie } = viewer;
  return {
    ...edits(viewer, fixture),
    competitions: operation(CompetitionsDocument, "Competitions", {}, cookie),
    friendsPage: operation(FriendsPageDocument, "FriendsPage", {}, cookie),
    session: operation(SessionDocument, "Session", {}, cookie),
    bell: operation(BellDocument, "Bell", {}, cookie),
    /** The big competition's other player, whom each addSubRound notifies. */
    opponentBell: operation(BellDocument, "Bell", {}, opponent.cookie),
    signedOutSession: operation(SessionDocument, "Session", {}),
  };
}

/** One line of the table. */
export interface Row {
  figure: string;
  rivals: string;
  floor: string;
  ratio: string;
}

/** A measurement of the running pair of servers: rows of the table. */
export type Figure = (bench: Bench) => Promise<Row[]>;

export interface Bench {
  engine: Engine;
  /** Rivals in this process, on the bench's database. */
  app: TestApp;
  fixture: Fixture;
  rivals: Target;
  floor: Target;
  floorDb: FloorDb;
  /** SQL statements sent so far by each side. */
  statements: { rivals: number; floor: number };
  stop(): Promise<void>;
}

/** Rivals (startTestApp) and the floor on the same new database of `engine`, seeded. */
export async function startBench(engine: Engine, concurrency: number): Promise<Bench> {
  if (engine === "postgres" && !process.env.TEST_DATABASE_URL) throw new Error("postgres needs TEST_DATABASE_URL");
  const statements = { rivals: 0, floor: 0 };
  const app = await startTestApp(
    {
      rateLimit: { perIp: 1_000_000, windowSeconds: 60 },
      // The seed's notification e-mails (friend requests, new and finished competitions) come due after the run: no
      // e-mail job runs during a measurement (the floor has no job runner).
      notificationEmailDelaySeconds: 24 * 60 * 60,
      ...(engine === "pglite" ? { databaseUrl: undefined } : {}),
    },
    { onQuery: () => statements.rivals++ },
  );
  const countFloor = () => statements.floor++;
  const floorDb =
    engine === "postgres"
      ? postgresFloorDb(app.config.databaseUrl!, countFloor)
      : pgliteFloorDb((app.database.db as unknown as { $client: PGlite }).$client, countFloor);
  const floor = await startFloor({ db: floorDb, testFriendUsername: app.config.testFriendUsername });
  const rivals = target(app.url, concurrency);
  const floorTarget = target(floor.url, concurrency);
  const stop = async () => {
    rivals.agent.destroy();
    floorTarget.agent.destroy();
    await floor.close();
    await app.stop();
  };
  try {
    const fixture = await seed(app);
    return { engine, app, fixture, rivals, floor: floorTarget, floorDb, statements, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Fails loudly, showing where two answers first differ. */
export function assertIdentical(what: string, rivals: string, floor: string): void {
  if (rivals === floor) return;
  let at = 0;
  while (rivals[at] === floor[at]) at++;
  const around = (text: string) => text.slice(Math.max(0, at - 150), at + 150);
  throw new Error(
    `${what}: the floor's answer differs from Rivals' at character ${at} (of ${rivals.length} / ${floor.length})\n` +
      `Rivals: …${around(rivals)}…\nfloor:  …${around(floor)}…`,
  );
}

export async function checkRead(bench: Bench, name: string, call: () => GraphQLCall): Promise<void> {
  const [rivals, floor] = [await post(bench.rivals, call()), await post(bench.floor, call())];
  assertIdentical(name, rivals.text, floor.text);
}

/**
 * Each side's addSubRound answer must be the bytes the other side then reads for the same state: on the big
 * competition, or on another (`edits`).
 */
export async function checkAddSubRound(
  bench: Bench,
  { addSubRound, competition }: ReturnType<typeof edits> = operations(bench.fixture),
): Promise<void> {
  // The page's read also carries the competition's series (none here), which an edit's answer does not.
  const asAnswer = (text: string) =>
    text.replace('{"data":{"competition":', '{"data":{"addSubRound":').replace(',"rematchOf":null,"rematches":[]', "");
  const byRivals = (await post(bench.rivals, addSubRound())).text;
  const readByFloor = asAnswer((await post(bench.floor, competition())).text);
  assertIdentical("addSubRound by Rivals, read by the floor", byRivals, readByFloor);
  const byFloor = (await post(bench.floor, addSubRound())).text;
  const readByRivals = asAnswer((await post(bench.rivals, competition())).text);
  assertIdentical("addSubRound by the floor, read by Rivals", readByRivals, byFloor);
}
