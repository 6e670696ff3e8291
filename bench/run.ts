/**
 * `pnpm bench`: Rivals against its floor (floor.ts), the web app's own operations, on the same database, with the
 * same load generator, as A/B pairs within one run; prints a markdown table per engine and writes bench/results.md.
 *
 * Engines: PostgreSQL (needs TEST_DATABASE_URL) and PGlite; both when TEST_DATABASE_URL is set, else PGlite.
 * BENCH_ENGINES=postgres,pglite picks. BENCH_REQUESTS (reads per batch), BENCH_WRITES (addSubRound per batch),
 * BENCH_BATCH_SECONDS (a batch ends early after this long), BENCH_PAIRS, BENCH_CONCURRENCY and
 * BENCH_WARM_UP_SECONDS (each side's, per figure) tune the run; BENCH_STARTS, BENCH_VIEWERS, BENCH_PUSHES,
 * BENCH_SOCKETS and BENCH_SOCKET_CYCLES the figures of live.ts (each server in its own process); BENCH_CARDS and
 * BENCH_CARD_REPEATS the share card's (card.ts); BENCH_LIGHTHOUSE_RUNS Lighthouse's (lighthouse.ts). BENCH_FIGURES
 * (names of `allFigures`, and `size`) runs some figures alone.
 *
 * A figure is a function of the running pair of servers that returns table rows: more figures (a size axis…)
 * are more entries in `figures`.
 */
import { writeFile } from "node:fs/promises";
import type { TestUser } from "@rivals/server/test-support";
import { cardFigure } from "./card";
import { lighthouseFigure } from "./lighthouse";
import { coldStartFigure, idleSocketsFigure, postgresOnly, pushFigure } from "./live";
import { compare, post, type GraphQLCall, type Summary } from "./load";
import {
  checkAddSubRound,
  checkRead,
  edits,
  operations,
  startBench,
  type Bench,
  type Edited,
  type Engine,
  type Figure,
  type Row,
} from "./pair";
import { namesRivalry, NAMES_FIGURE } from "./names";
import { ROUNDS, spreadCompetitions, SUB_ROUNDS, type Fixture } from "./seed";
import { sizeAxis, type SizeRow } from "./size";

const settings = {
  requests: Number(process.env.BENCH_REQUESTS ?? 1000),
  writes: Number(process.env.BENCH_WRITES ?? 200),
  seconds: Number(process.env.BENCH_BATCH_SECONDS ?? 1),
  pairs: Number(process.env.BENCH_PAIRS ?? 5),
  /**
   * An edit batch is short (200 writes, a third of a second): one stall of the machine halves one batch's rate, so
   * the edits take more pairs, for a median that one stall does not move.
   */
  writePairs: Number(process.env.BENCH_WRITE_PAIRS ?? 15),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 16),
  warmUpSeconds: Number(process.env.BENCH_WARM_UP_SECONDS ?? 10),
};
const engines = (process.env.BENCH_ENGINES ?? (process.env.TEST_DATABASE_URL ? "postgres,pglite" : "pglite"))
  .split(",")
  .map((engine) => engine.trim() as Engine);

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
  options: { requests: number; pairs?: number; afterBatch?: () => Promise<void> },
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
    await checkRead(bench, name, request);
    return measured(bench, name, request, { requests: settings.requests });
  };
}

/**
 * addSubRound on the last round of each of `competitions` in turn (as `editor`); the sub-rounds added are deleted
 * after each batch. Each competition's answers are checked first.
 */
async function addSubRoundRows(bench: Bench, name: string, editor: TestUser, competitions: readonly Edited[]) {
  const calls = competitions.map((competition) => edits(editor, competition));
  for (const call of calls) await checkAddSubRound(bench, call);
  const reset = async () => {
    await bench.floorDb.query("delete from sub_rounds where round_id = any($1) and position > $2", [
      competitions.map((competition) => competition.lastRoundId),
      SUB_ROUNDS,
    ]);
  };
  await reset();
  let next = 0;
  const rotating = () => calls[next++ % calls.length].addSubRound();
  return measured(bench, name, rotating, { requests: settings.writes, pairs: settings.writePairs, afterBatch: reset });
}

/** addSubRound on the big competition's last round: every write waits on the one competition's lock. */
const addSubRoundFigure: Figure = (bench) =>
  addSubRoundRows(bench, "`addSubRound` on the 20 × 10 competition", bench.fixture.viewer, [bench.fixture]);

/**
 * addSubRound over SPREAD competitions of 20 × 10, each in turn: with fewer writes in flight than competitions,
 * none waits on another's row lock.
 */
const addSubRoundSpreadFigure: Figure = async (bench) => {
  const { editor, competitions } = await spreadCompetitions(bench.app);
  const name = `\`addSubRound\` spread over ${competitions.length} competitions of 20 × 10, each in turn`;
  return addSubRoundRows(bench, name, editor, competitions);
};

/** A rivalry's names over its 10,000 sub-rounds: seeded when it runs (names.ts), checked, then measured. */
const namesFigure: Figure = async (bench) => {
  const request = await namesRivalry(bench);
  await checkRead(bench, "rivalry.byName", request);
  return measured(bench, NAMES_FIGURE, request, { requests: settings.requests });
};

const allFigures: Record<string, Figure> = {
  competition: readFigure(
    `\`competition(id)\`, ${ROUNDS} rounds × ${SUB_ROUNDS} sub-rounds`,
    (f) => operations(f).competition,
  ),
  competitions: readFigure("`competitions` list of 50", (f) => operations(f).competitions),
  friends: readFigure("`me` with 21 friends (friends page)", (f) => operations(f).friendsPage),
  bell: readFigure("the bell: `me.notifications`, the latest 10 of 30", (f) => operations(f).bell),
  addSubRound: addSubRoundFigure,
  addSubRoundSpread: addSubRoundSpreadFigure,
  names: namesFigure,
  card: cardFigure,
  coldStart: postgresOnly("cold start", coldStartFigure),
  push: postgresOnly("push to viewers", pushFigure),
  idleSockets: postgresOnly("idle subscribed sockets", idleSocketsFigure),
  lighthouse: postgresOnly("Lighthouse performance", lighthouseFigure),
};
/** BENCH_FIGURES=addSubRound,bell runs only those (and the size axis only when `size` is named); all by default. */
const chosen = process.env.BENCH_FIGURES?.split(",").map((name) => name.trim());
const figures = Object.entries(allFigures)
  .filter(([name]) => !chosen || chosen.includes(name))
  .map(([, figure]) => figure);
const withSizeAxis = !chosen || chosen.includes("size");

async function runEngine(engine: Engine): Promise<{ rows: Row[]; sizeRows: SizeRow[] }> {
  const seedStart = performance.now();
  const bench = await startBench(engine, settings.concurrency);
  console.error(`${engine}: started and seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  try {
    const rows: Row[] = [];
    for (const figure of figures) {
      const figureRows = await figure(bench);
      const elapsed = ((performance.now() - seedStart) / 1000).toFixed(0);
      console.error(`${engine}: ${figureRows[0].figure} done (${elapsed} s)`);
      rows.push(...figureRows);
    }
    const sizeRows = withSizeAxis ? await sizeAxis(bench) : [];
    if (withSizeAxis)
      console.error(`${engine}: size axis done (${((performance.now() - seedStart) / 1000).toFixed(0)} s)`);
    return { rows, sizeRows };
  } finally {
    await bench.stop();
  }
}

function table(engine: Engine, { rows, sizeRows }: { rows: readonly Row[]; sizeRows: readonly SizeRow[] }): string {
  const lines = [
    `### ${engine === "postgres" ? "PostgreSQL" : "PGlite"}`,
    "",
    "| figure | Rivals | floor | ratio |",
    "|---|---|---|---|",
    ...rows.map((row) => `| ${row.figure} | ${row.rivals} | ${row.floor} | ${row.ratio} |`),
    "",
    "Size axis: the same two players' 10 × 10 and 300 × 10 competitions, edits on the last round alternating.",
    "",
    "| figure | 10 × 10 | 300 × 10 | ratio | target |",
    "|---|---|---|---|---|",
    ...sizeRows.map((row) => `| ${row.figure} | ${row.small} | ${row.large} | ${row.ratio} | ${row.target} |`),
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
    `${settings.requests} reads (${settings.writePairs} pairs of ${settings.writes} addSubRound) per batch or ` +
    `${settings.seconds} s if sooner, ` +
    `${settings.concurrency} at a time, after ${settings.warmUpSeconds} s of warm-up batches a side; ` +
    `the ratio is Rivals / floor throughput, the median of the pairs' ratios; for cold start, push and memory it is ` +
    `Rivals / floor time or memory (lower is better).`,
  "",
];
// Some figures alone are printed only: results.md keeps the latest whole run.
if (!chosen) {
  await writeFile(
    new URL("./results.md", import.meta.url),
    [...header, ...sections, ""].join("\n\n").replace(/\n{3,}/g, "\n\n"),
  );
}
console.error(`bench: ${((performance.now() - started) / 1000).toFixed(0)} s`);
