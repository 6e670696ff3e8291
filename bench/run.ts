/**
 * `pnpm bench`: Rivals against its floor (floor.ts), the web app's own operations, on the same database, with the
 * same load generator, as A/B pairs within one run; prints a markdown table per engine and writes bench/results.md.
 *
 * Engines: PostgreSQL (needs TEST_DATABASE_URL) and PGlite; both when TEST_DATABASE_URL is set, else PGlite.
 * BENCH_ENGINES=postgres,pglite picks. BENCH_REQUESTS (reads per batch), BENCH_WRITES (addSubRound per batch),
 * BENCH_BATCH_SECONDS (a batch ends early after this long), BENCH_PAIRS and BENCH_CONCURRENCY tune the run.
 *
 * A figure is a function of the running pair of servers that returns table rows: more figures (push fan-out,
 * idle sockets, cold start, size axis) are more entries in `figures`.
 */
import { writeFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { print, visit, Kind, type DocumentNode, type FieldNode } from "graphql";
import { startTestApp, type TestApp } from "@rivals/server/test-support";
import {
  AddSubRoundDocument,
  CompetitionDocument,
  CompetitionsDocument,
  FriendsPageDocument,
} from "../web/src/graphql/generated/graphql";
import { pgliteFloorDb, postgresFloorDb, startFloor, type FloorDb } from "./floor";
import { compare, post, target, type GraphQLCall, type Summary, type Target } from "./load";
import { ROUNDS, seed, SUB_ROUNDS, type Fixture } from "./seed";

const settings = {
  requests: Number(process.env.BENCH_REQUESTS ?? 1000),
  writes: Number(process.env.BENCH_WRITES ?? 200),
  seconds: Number(process.env.BENCH_BATCH_SECONDS ?? 1),
  pairs: Number(process.env.BENCH_PAIRS ?? 5),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 16),
};
type Engine = "postgres" | "pglite";
const engines = (process.env.BENCH_ENGINES ?? (process.env.TEST_DATABASE_URL ? "postgres,pglite" : "pglite"))
  .split(",")
  .map((engine) => engine.trim() as Engine);

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } };

/** The document as Apollo Client sends it: `__typename` added to every selection set but the operation's own. */
function asSent(document: DocumentNode): string {
  return print(
    visit(document, {
      SelectionSet(node, _key, parent) {
        if ((parent as { kind?: string } | undefined)?.kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith("__"))) return undefined;
        return { ...node, selections: [...node.selections, TYPENAME] };
      },
    }),
  );
}

function operation(document: DocumentNode, operationName: string, variables: Record<string, unknown>, cookie: string) {
  const query = asSent(document);
  return (): GraphQLCall => ({ body: JSON.stringify({ operationName, variables, query }), cookie });
}

interface Bench {
  engine: Engine;
  app: TestApp;
  fixture: Fixture;
  rivals: Target;
  floor: Target;
  floorDb: FloorDb;
  /** SQL statements sent so far by each side. */
  statements: { rivals: number; floor: number };
}

interface Row {
  figure: string;
  rivals: string;
  floor: string;
  ratio: string;
}

type Figure = (bench: Bench) => Promise<Row[]>;

/** Fails loudly, showing where two answers first differ. */
function assertIdentical(what: string, rivals: string, floor: string): void {
  if (rivals === floor) return;
  let at = 0;
  while (rivals[at] === floor[at]) at++;
  const around = (text: string) => text.slice(Math.max(0, at - 150), at + 150);
  throw new Error(
    `${what}: the floor's answer differs from Rivals' at character ${at} (of ${rivals.length} / ${floor.length})\n` +
      `Rivals: …${around(rivals)}…\nfloor:  …${around(floor)}…`,
  );
}

/** The SQL statements one request costs each side: the request runs alone, so nothing else counts. */
async function statementsPerRequest(bench: Bench, call: () => GraphQLCall) {
  const counts = { rivals: 0, floor: 0 };
  for (const side of ["rivals", "floor"] as const) {
    const before = bench.statements[side];
    await post(bench[side], call());
    counts[side] = bench.statements[side] - before;
  }
  return counts;
}

const throughput = (s: Summary) =>
  `${s.requestsPerSecond.toFixed(0)} req/s, p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms`;

async function measured(
  bench: Bench,
  name: string,
  call: () => GraphQLCall,
  options: { requests: number; afterBatch?: () => Promise<void> },
) {
  const statements = await statementsPerRequest(bench, call);
  const result = await compare(bench, call, { ...settings, ...options });
  return [
    {
      figure: `${name}: throughput`,
      rivals: throughput(result.rivals),
      floor: throughput(result.floor),
      ratio: `${result.ratio.toFixed(2)}×`,
    },
    {
      figure: `${name}: SQL statements per request`,
      rivals: `${statements.rivals}`,
      floor: `${statements.floor}`,
      ratio: "",
    },
  ];
}

/** A read: the two answers must be the same bytes, then both are measured. */
function readFigure(name: string, call: (fixture: Fixture) => () => GraphQLCall): Figure {
  return async (bench) => {
    const request = call(bench.fixture);
    const [rivals, floor] = [await post(bench.rivals, request()), await post(bench.floor, request())];
    assertIdentical(name, rivals.text, floor.text);
    return measured(bench, name, request, { requests: settings.requests });
  };
}

/**
 * addSubRound on the big competition's last round. Each side's answer must be the bytes the other side then
 * reads for the same state. Between batches the added sub-rounds are deleted, so every batch starts at 20 × 10.
 */
const addSubRoundFigure: Figure = async (bench) => {
  const { viewer, competitionId, lastRoundId } = bench.fixture;
  const mutation = operation(
    AddSubRoundDocument,
    "AddSubRound",
    { roundId: lastRoundId, name: "Bench lap", points: 3, playerId: viewer.id },
    viewer.cookie,
  );
  const read = operation(CompetitionDocument, "Competition", { id: competitionId }, viewer.cookie);
  const asAnswer = (text: string) => text.replace('{"data":{"competition":', '{"data":{"addSubRound":');
  const byRivals = (await post(bench.rivals, mutation())).text;
  const readByFloor = asAnswer((await post(bench.floor, read())).text);
  assertIdentical("addSubRound by Rivals, read by the floor", byRivals, readByFloor);
  const byFloor = (await post(bench.floor, mutation())).text;
  const readByRivals = asAnswer((await post(bench.rivals, read())).text);
  assertIdentical("addSubRound by the floor, read by Rivals", readByRivals, byFloor);
  const reset = async () => {
    await bench.floorDb.query("delete from sub_rounds where round_id = $1 and position > $2", [
      lastRoundId,
      SUB_ROUNDS,
    ]);
  };
  await reset();
  return measured(bench, "`addSubRound` on the 20 × 10 competition", mutation, {
    requests: settings.writes,
    afterBatch: reset,
  });
};

const figures: Figure[] = [
  readFigure(`\`competition(id)\`, ${ROUNDS} rounds × ${SUB_ROUNDS} sub-rounds`, ({ viewer, competitionId }) =>
    operation(CompetitionDocument, "Competition", { id: competitionId }, viewer.cookie),
  ),
  readFigure("`competitions` list of 50", ({ viewer }) =>
    operation(CompetitionsDocument, "Competitions", {}, viewer.cookie),
  ),
  readFigure("`me` with 21 friends (friends page)", ({ viewer }) =>
    operation(FriendsPageDocument, "FriendsPage", {}, viewer.cookie),
  ),
  addSubRoundFigure,
];

async function runEngine(engine: Engine): Promise<Row[]> {
  if (engine === "postgres" && !process.env.TEST_DATABASE_URL) throw new Error("postgres needs TEST_DATABASE_URL");
  const statements = { rivals: 0, floor: 0 };
  const app = await startTestApp(
    { rateLimit: { perIp: 1_000_000, windowSeconds: 60 }, ...(engine === "pglite" ? { databaseUrl: undefined } : {}) },
    { onQuery: () => statements.rivals++ },
  );
  const countFloor = () => statements.floor++;
  const floorDb =
    engine === "postgres"
      ? postgresFloorDb(app.config.databaseUrl!, countFloor)
      : pgliteFloorDb((app.database.db as unknown as { $client: PGlite }).$client, countFloor);
  const floor = await startFloor({ db: floorDb, testFriendUsername: app.config.testFriendUsername });
  try {
    const seedStart = performance.now();
    const fixture = await seed(app);
    console.error(`${engine}: seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const bench: Bench = {
      engine,
      app,
      fixture,
      rivals: target(app.url, settings.concurrency),
      floor: target(floor.url, settings.concurrency),
      floorDb,
      statements,
    };
    const rows: Row[] = [];
    for (const figure of figures) {
      const figureRows = await figure(bench);
      console.error(`${engine}: ${figureRows[0].figure} done`);
      rows.push(...figureRows);
    }
    bench.rivals.agent.destroy();
    bench.floor.agent.destroy();
    return rows;
  } finally {
    await floor.close();
    await app.stop();
  }
}

function table(engine: Engine, rows: readonly Row[]): string {
  const lines = [
    `### ${engine === "postgres" ? "PostgreSQL" : "PGlite"}`,
    "",
    "| figure | Rivals | floor | ratio |",
    "|---|---|---|---|",
    ...rows.map((row) => `| ${row.figure} | ${row.rivals} | ${row.floor} | ${row.ratio} |`),
  ];
  return lines.join("\n");
}

const started = performance.now();
const sections: string[] = [];
for (const engine of engines) {
  const section = table(engine, await runEngine(engine));
  console.log(`\n${section}\n`);
  sections.push(section);
}
const header = [
  "# Benchmark results",
  "",
  `\`pnpm bench\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}: ${settings.pairs} A/B pairs of ` +
    `${settings.requests} reads (${settings.writes} addSubRound) per batch or ${settings.seconds} s if sooner, ` +
    `${settings.concurrency} at a time; ` +
    `the ratio is Rivals / floor throughput, the median of the pairs' ratios.`,
  "",
];
await writeFile(
  new URL("./results.md", import.meta.url),
  [...header, ...sections, ""].join("\n\n").replace(/\n{3,}/g, "\n\n"),
);
console.error(`bench: ${((performance.now() - started) / 1000).toFixed(0)} s`);
