/**
 * The figures only servers in processes of their own can give (PostgreSQL only: PGlite lives inside one process,
 * so two servers cannot share it): the push of one change to many viewers, the memory of many idle subscribed
 * sockets, and the time from spawning a server to its first answer. Rivals runs from server/src/main.ts, the floor
 * from floorMain.ts, each on the bench's database; the load generator and the viewers stay in this process.
 */
import {
  asApolloClientSends,
  befriend,
  createCompetition,
  graphql,
  signUp,
  type TestUser,
} from "@rivals/server/test-support";
import { AddSubRoundDocument, CompetitionChangedDocument } from "../web/src/graphql/generated/graphql";
import { median, percentile, post, target } from "./load";
import { assertIdentical, operation, operations, type Bench, type Figure } from "./pair";
import { openFilesLimit, settled, startServer, type ServerProcess, type Side } from "./processes";
import { bigCompetition, call, ROUNDS } from "./seed";
import { openViewers, type ViewerOptions, type Viewers } from "./viewers";

const settings = {
  viewers: Number(process.env.BENCH_VIEWERS ?? 1000),
  /** A/B pairs of pushes, after one unmeasured pair. */
  pushes: Number(process.env.BENCH_PUSHES ?? 20),
  sockets: Number(process.env.BENCH_SOCKETS ?? 10_000),
  /** Times the idle sockets are opened, then all closed. */
  socketCycles: Number(process.env.BENCH_SOCKET_CYCLES ?? 3),
  /** A/B pairs of cold starts, after one unmeasured pair. */
  starts: Number(process.env.BENCH_STARTS ?? 3),
};
const SIDES: Side[] = ["rivals", "floor"];
/** How long every viewer may take to get a push before the figure fails. */
const PUSH_TIMEOUT_MS = 180_000;
/** One viewer in ten is signed in (as one of ten users, players included); the others are signed out. */
const SIGNED_IN_EVERY = 10;

const IDLE_SOCKETS_INFO = graphql(`
  mutation BenchLiveIdleSocketsInfo($c: ID!) {
    updateCompetitionInfo(id: $c, name: "Idle sockets", status: ONGOING, public: true) {
      id
    }
  }
`);

interface LiveCompetition {
  competitionId: string;
  lastRoundId: string;
  lastRoundNumber: number;
}

/** Two players, eight other users, and three public competitions of theirs nobody else changes. */
interface LiveFixture {
  players: [TestUser, TestUser];
  signedIn: TestUser[];
  /** 20 × 10 each: the one Rivals' viewers watch, the one the floor's viewers watch (so that neither hears the other's pushes). */
  big: Record<Side, LiveCompetition>;
  /** One empty round: what the idle sockets watch. */
  small: LiveCompetition;
}

const fixtures = new WeakMap<Bench, Promise<LiveFixture>>();

function liveFixture(bench: Bench): Promise<LiveFixture> {
  const made = fixtures.get(bench) ?? makeLiveFixture(bench);
  fixtures.set(bench, made);
  return made;
}

async function makeLiveFixture({ app }: Bench): Promise<LiveFixture> {
  const [one, two] = [await signUp(app.url), await signUp(app.url)];
  await befriend(app.url, one, two);
  const others = [];
  for (let i = 0; i < SIGNED_IN_EVERY - 2; i++) others.push(await signUp(app.url));
  const made = async () => ({ ...(await bigCompetition(app, one, two, true)), lastRoundNumber: ROUNDS });
  const big = { rivals: await made(), floor: await made() };
  const { id, rounds } = await createCompetition(app.url, one, two, "Idle sockets");
  await call(app.url, one, IDLE_SOCKETS_INFO, { c: id });
  return {
    players: [one, two],
    signedIn: [one, two, ...others],
    big,
    small: { competitionId: id, lastRoundId: rounds[0].id, lastRoundNumber: 1 },
  };
}

const databaseUrl = (bench: Bench) => bench.app.config.databaseUrl!;

function start(bench: Bench, side: Side, sockets = 0, heapProbe = false): Promise<ServerProcess> {
  return startServer(side, {
    databaseUrl: databaseUrl(bench),
    probe: operations(bench.fixture).signedOutSession,
    env: { WS_MAX_SOCKETS_PER_ADDRESS: String(sockets + 100) },
    heapProbe,
  });
}

/** addSubRound by a player through `server`, as the web app sends it; resolves to the competition's new version. */
function addSubRound(server: ServerProcess, by: TestUser, competition: LiveCompetition) {
  const to = target(server.url, 1);
  const call = operation(
    AddSubRoundDocument,
    "AddSubRound",
    {
      roundId: competition.lastRoundId,
      number: competition.lastRoundNumber,
      name: "Live lap",
      points: 2,
      playerId: by.id,
    },
    by.cookie,
  );
  return async () => {
    const { status, text } = await post(to, call());
    const version = /"version":(\d+)/.exec(text)?.[1];
    if (status !== 200 || text.includes('"errors"') || !version) throw new Error(`addSubRound: ${status} ${text}`);
    return Number(version);
  };
}

function viewerOptions(server: ServerProcess, fixture: LiveFixture, competitionId: string, count: number) {
  const query = asApolloClientSends(CompetitionChangedDocument);
  return {
    url: server.url,
    count,
    cookieOf: (index: number) =>
      index % SIGNED_IN_EVERY
        ? undefined
        : fixture.signedIn[(index / SIGNED_IN_EVERY) % fixture.signedIn.length].cookie,
    payload: { variables: { id: competitionId }, operationName: "CompetitionChanged", extensions: {}, query },
  } satisfies ViewerOptions;
}

/**
 * Waits until every viewer's subscription is live: nothing tells a client so, but a push received does. Once the
 * server is idle (done subscribing) a change is made; if some viewers still miss it, once idle again, another.
 */
async function primed(server: ServerProcess, viewers: Viewers, mutate: () => Promise<number>) {
  for (let attempt = 1; ; attempt++) {
    await settled(server);
    try {
      return await viewers.push(mutate, PUSH_TIMEOUT_MS);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Rivals' and the floor's pushes of one change, for a signed-out viewer, a signed-in one and a player, must be
 * the same bytes: the change made through Rivals, then through the floor.
 */
async function checkPushes(servers: Record<Side, ServerProcess>, fixture: LiveFixture) {
  const competition = fixture.big.rivals;
  const watchers = {} as Record<Side, Viewers>;
  for (const side of SIDES) {
    const options = viewerOptions(servers[side], fixture, competition.competitionId, 3);
    const cookies = [undefined, fixture.signedIn[2].cookie, fixture.players[0].cookie];
    watchers[side] = await openViewers({ ...options, cookieOf: (i) => cookies[i], operationId: "1", keepFrames: true });
    await primed(servers[side], watchers[side], addSubRound(servers[side], fixture.players[0], competition));
  }
  try {
    for (const by of SIDES) {
      let answered: (version: number) => void = () => {};
      const version = new Promise<number>((resolve) => (answered = resolve));
      const mutate = addSubRound(servers[by], fixture.players[1], competition);
      await Promise.all(
        SIDES.map((side) =>
          watchers[side].push(side === by ? () => mutate().then((v) => (answered(v), v)) : () => version),
        ),
      );
      ["signed out", "signed in", "player"].forEach((viewer, i) =>
        assertIdentical(
          `push to a ${viewer} viewer after a change through ${by}`,
          ...(SIDES.map((side) => watchers[side].frames[i]) as [string, string]),
        ),
      );
    }
  } finally {
    SIDES.forEach((side) => watchers[side].close());
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const times = (ratio: number) => `${ratio.toFixed(1)}×`;

/** One change, then the time until each of `settings.viewers` viewers has it; A/B pairs. */
export const pushFigure: Figure = async (bench) => {
  const fixture = await liveFixture(bench);
  const { viewers: count, pushes } = settings;
  const servers = {} as Record<Side, ServerProcess>;
  const viewers = {} as Record<Side, Viewers>;
  try {
    for (const side of SIDES) servers[side] = await start(bench, side, count);
    await checkPushes(servers, fixture);
    const mutate = {} as Record<Side, () => Promise<number>>;
    for (const side of SIDES) {
      const competition = fixture.big[side];
      viewers[side] = await openViewers(viewerOptions(servers[side], fixture, competition.competitionId, count));
      mutate[side] = addSubRound(servers[side], fixture.players[0], competition);
      await primed(servers[side], viewers[side], mutate[side]);
    }
    const results = {
      rivals: { latencies: [] as number[], mutations: [] as number[] },
      floor: { latencies: [] as number[], mutations: [] as number[] },
    };
    for (let pair = -1; pair < pushes; pair++) {
      for (const side of SIDES) {
        const { latencies, mutationMs } = await viewers[side].push(mutate[side], PUSH_TIMEOUT_MS);
        if (pair < 0) continue;
        results[side].latencies.push(...latencies);
        results[side].mutations.push(mutationMs);
      }
    }
    const summary = Object.fromEntries(
      SIDES.map((side) => {
        const sorted = results[side].latencies.sort((a, b) => a - b);
        return [
          side,
          { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), mutation: median(results[side].mutations) },
        ];
      }),
    ) as Record<Side, { p50: number; p99: number; mutation: number }>;
    const name = `push to ${count} viewers of the 20 × 10 competition (1 in ${SIGNED_IN_EVERY} signed in) after \`addSubRound\`, ${pushes} pairs`;
    return [
      {
        figure: `${name}: time to each viewer`,
        rivals: `p50 ${ms(summary.rivals.p50)}, p99 ${ms(summary.rivals.p99)}`,
        floor: `p50 ${ms(summary.floor.p50)}, p99 ${ms(summary.floor.p99)}`,
        ratio: `p99 ${times(summary.rivals.p99 / summary.floor.p99)}`,
      },
      {
        figure: `${name}: the mutation's own answer (median)`,
        rivals: ms(summary.rivals.mutation),
        floor: ms(summary.floor.mutation),
        ratio: times(summary.rivals.mutation / summary.floor.mutation),
      },
    ];
  } finally {
    for (const side of SIDES) {
      viewers[side]?.close();
      await servers[side]?.stop();
    }
  }
};

/** A server's memory over the idle sockets figure's cycles, RSS in KB. */
interface SocketMemory {
  /** RSS once idle, before any socket. */
  idle: number;
  /** The heap in use after a full garbage collection, in bytes: before any socket, then after each cycle. */
  heaps: number[];
  /**
   * Each cycle's RSS with every socket open (after one push), then once all have closed, then after the full
   * collection that measures the heap, each once settled.
   */
  cycles: { open: number; closed: number; collected: number }[];
}

/**
 * `settings.socketCycles` times: `count` viewers of the small competition, one push, the server's RSS once idle;
 * then every socket closed, and its RSS once idle again, its heap after a full collection (heapProbe.ts) and its
 * RSS after that.
 */
async function socketCycles(bench: Bench, fixture: LiveFixture, side: Side, count: number): Promise<SocketMemory> {
  const server = await start(bench, side, count, true);
  try {
    const memory: SocketMemory = { idle: await settled(server), heaps: [await server.heapUsed()], cycles: [] };
    for (let cycle = 0; cycle < settings.socketCycles; cycle++) {
      const viewers = await openViewers(viewerOptions(server, fixture, fixture.small.competitionId, count), 20);
      let open: number;
      try {
        await primed(server, viewers, addSubRound(server, fixture.players[0], fixture.small));
        open = await settled(server);
      } finally {
        viewers.close();
      }
      const closed = await settled(server);
      memory.heaps.push(await server.heapUsed());
      memory.cycles.push({ open, closed, collected: await settled(server) });
    }
    return memory;
  } finally {
    await server.stop();
  }
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const heapMb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * `settings.sockets` viewers of a small competition, idle after one push: the server's resident memory; then the
 * same once they have all closed, and the heap, over `settings.socketCycles` cycles of opening and closing.
 */
export const idleSocketsFigure: Figure = async (bench) => {
  const fixture = await liveFixture(bench);
  // This process holds one end of every socket, each server the other.
  const count = Math.min(settings.sockets, openFilesLimit() - 500);
  const memory = {} as Record<Side, SocketMemory>;
  for (const side of SIDES) memory[side] = await socketCycles(bench, fixture, side, count);
  const open = (side: Side) => {
    const { idle, cycles } = memory[side];
    return `${mb(cycles[0].open)} (${((cycles[0].open - idle) / count).toFixed(1)} KB per socket over ${mb(idle)} idle)`;
  };
  /** Issue 36's measure: what RSS keeps over the idle server's once every socket closed, then the RSS itself. */
  const closed = (side: Side) => {
    const { idle, cycles } = memory[side];
    const each = (key: "closed" | "collected", above: boolean) =>
      cycles.map((cycle) => ((cycle[key] - (above ? idle : 0)) / 1024).toFixed(0)).join(", ");
    return (
      `${each("closed", true)} MB above ${mb(idle)} idle (RSS ${each("closed", false)} MB); ` +
      `after the bench's full GC ${each("collected", true)} MB above (${each("collected", false)} MB)`
    );
  };
  /** The most RSS kept over idle in any cycle. */
  const kept = (side: Side) => Math.max(...memory[side].cycles.map((cycle) => cycle.closed - memory[side].idle));
  const heaps = (side: Side) => {
    const [before, ...after] = memory[side].heaps;
    return `${heapMb(before)} MB → ${after.map(heapMb).join(", ")} MB`;
  };
  const lastHeap = (side: Side) => memory[side].heaps[settings.socketCycles];
  const fewer =
    count < settings.sockets ? ` (fewer than ${settings.sockets}: \`ulimit -n\` is ${openFilesLimit()})` : "";
  const name = `${count} idle subscribed sockets${fewer}, 1 in ${SIGNED_IN_EVERY} signed in`;
  const cycles = `${settings.socketCycles} cycles`;
  return [
    {
      figure: `${name}: server RSS after settling`,
      rivals: open("rivals"),
      floor: open("floor"),
      ratio: `${times(memory.rivals.cycles[0].open / memory.floor.cycles[0].open)} RSS`,
    },
    {
      figure:
        `${name}: server RSS above its idle RSS after settling once all closed, in each of ${cycles} of opening ` +
        `and closing them (ratio: the largest of Rivals' to the largest of the floor's)`,
      rivals: closed("rivals"),
      floor: closed("floor"),
      ratio: `${times(kept("rivals") / kept("floor"))} above idle`,
    },
    {
      figure: `${name}: heap used after a full GC, before the sockets → after each of ${cycles} once all closed`,
      rivals: heaps("rivals"),
      floor: heaps("floor"),
      ratio: times(lastHeap("rivals") / lastHeap("floor")),
    },
  ];
};

/** From spawning the process to its first 200 (the signed-out `Session` query); A/B pairs, the median. */
export const coldStartFigure: Figure = async (bench) => {
  const startMs: Record<Side, number[]> = { rivals: [], floor: [] };
  const answers = {} as Record<Side, string>;
  for (let pair = -1; pair < settings.starts; pair++) {
    for (const side of SIDES) {
      const server = await start(bench, side);
      try {
        if (pair >= 0) startMs[side].push(server.startMs);
        else answers[side] = (await post(target(server.url, 1), operations(bench.fixture).session())).text;
      } finally {
        await server.stop();
      }
    }
  }
  assertIdentical("Session", answers.rivals, answers.floor);
  const [rivals, floor] = SIDES.map((side) => median(startMs[side]));
  return [
    {
      figure: `cold start: spawning the process to the first 200, median of ${settings.starts}`,
      rivals: ms(rivals),
      floor: ms(floor),
      ratio: times(rivals / floor),
    },
  ];
};

/** The figure on PostgreSQL; on PGlite, a row that says why not. */
export function postgresOnly(name: string, figure: Figure): Figure {
  return async (bench) => {
    if (bench.engine === "postgres") return figure(bench);
    const why = "PostgreSQL only: each server runs in a process of its own, and PGlite lives inside one";
    return [{ figure: name, rivals: why, floor: "", ratio: "" }];
  };
}
