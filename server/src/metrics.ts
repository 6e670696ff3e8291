import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export type Transport = "http" | "ws";
export type Metrics = ReturnType<typeof createMetrics>;

/** What the gauges read when /metrics is scraped: the running app's WebSocket server and database. */
export interface MetricSources {
  webSockets(): number;
  activeSubscriptions(): number;
  /** PostgreSQL's connection pool; PGlite has one connection and no pool. */
  databasePool?(): PoolUse;
}

export interface PoolUse {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** An operation's error as either transport answers it: the first error's code is its outcome. */
interface AnsweredError {
  extensions?: Readonly<Record<string, unknown>>;
}

/** Seconds, from a millisecond to ten. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const OPERATION_LABELS = ["transport", "type", "field", "outcome"] as const;
type OperationLabels = Record<(typeof OPERATION_LABELS)[number], string>;

/**
 * One app's metrics, in a registry of its own (tests run several apps in one process). The process's own
 * metrics (CPU, memory, event loop, GC) are one set per process, added to every app's output.
 */
export function createMetrics() {
  const registry = new Registry();
  const processRegistry = processMetrics();
  let sources: MetricSources | undefined;
  const registers = [registry];
  const operations = new Counter({
    name: "rivals_operations_total",
    help: "GraphQL operations by transport, type, root field and outcome (ok or the error code). Subscriptions count when they start.",
    labelNames: OPERATION_LABELS,
    registers,
  });
  const durations = new Histogram({
    name: "rivals_operation_duration_seconds",
    help: "GraphQL operations' duration: a query or mutation until its answer, a subscription until it streams. Requests refused before their operation is read are counted in rivals_operations_total only.",
    labelNames: OPERATION_LABELS,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const pushes = new Counter({
    name: "rivals_pushes_total",
    help: "Subscription results written to WebSockets.",
    registers,
  });
  const pushLatency = new Histogram({
    name: "rivals_push_latency_seconds",
    help: "From a change's notification reaching this instance until its results are written to every socket here that follows it.",
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const gauge = (name: string, help: string, read: (sources: MetricSources) => number | undefined) => ({
    name,
    metric: new Gauge({
      name,
      help,
      registers: [],
      collect() {
        this.set((sources && read(sources)) ?? 0);
      },
    }),
  });
  const gauges = [
    gauge("rivals_websocket_connections", "WebSockets open on this instance.", (s) => s.webSockets()),
    gauge("rivals_active_subscriptions", "Subscriptions streaming to this instance's WebSockets.", (s) =>
      s.activeSubscriptions(),
    ),
  ];
  const poolGauges = [
    gauge("rivals_db_pool_connections", "PostgreSQL connections open.", (s) => s.databasePool?.().total),
    gauge("rivals_db_pool_idle_connections", "PostgreSQL connections open and idle.", (s) => s.databasePool?.().idle),
    gauge(
      "rivals_db_pool_waiting_queries",
      "Queries waiting for a free PostgreSQL connection.",
      (s) => s.databasePool?.().waiting,
    ),
  ];

  const record = (labels: OperationLabels, seconds?: number) => {
    operations.inc(labels);
    if (seconds !== undefined) durations.observe(labels, seconds);
  };

  return {
    contentType: registry.contentType,
    /** Reads the gauges from the running app; the pool's appear only for PostgreSQL. */
    track(running: MetricSources) {
      sources = running;
      for (const { name, metric } of running.databasePool ? [...gauges, ...poolGauges] : gauges) {
        if (!registry.getSingleMetric(name)) registry.registerMetric(metric);
      }
    },
    /** Starts timing one GraphQL operation. */
    operation: (transport: Transport) => new OperationMeasure(transport, record),
    /** A request refused before its operation was read (no session check, a malformed request): counted only. */
    refused: (transport: Transport, error: AnsweredError | undefined) => {
      record({ transport, type: "unknown", field: "unknown", outcome: outcomeOf(error ? [error] : []) });
    },
    /** `frames` results of one change written to sockets, `receivedAt` (performance.now()) its notification came. */
    pushed: (frames: number, receivedAt: number) => {
      pushes.inc(frames);
      pushLatency.observe(secondsSince(receivedAt));
    },
    /** The text exposition format. */
    text: () => Registry.merge([processRegistry, registry]).metrics(),
  };
}

/** One operation, from its start to its answer; recorded once, on `end()`. */
export class OperationMeasure {
  private readonly started = performance.now();
  private type = "unknown";
  private field = "unknown";
  private outcome = "ok";
  private ended = false;

  constructor(
    private readonly transport: Transport,
    private readonly record: (labels: OperationLabels, seconds: number) => void,
  ) {}

  /** What runs: its type and root field, both taken from the schema so that labels stay few. */
  identify(type: string, field: string): void {
    this.type = type;
    this.field = field;
  }

  /** The errors of an answer: the first one's code is the outcome. */
  answered(errors: readonly AnsweredError[] | undefined): void {
    if (errors?.length && this.outcome === "ok") this.outcome = outcomeOf(errors);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    const { transport, type, field, outcome } = this;
    this.record({ transport, type, field, outcome }, secondsSince(this.started));
  }

  /** What the log line of the operation says: what ran, how it ended, and how long it took until now. */
  summary(): OperationSummary {
    const { type, field, outcome } = this;
    return { operation: { type, field, outcome }, responseTime: Math.round(performance.now() - this.started) };
  }
}

/** An operation in a log line: its type and root field, its outcome, and its duration in ms (the request line's key). */
export interface OperationSummary {
  operation: { type: string; field: string; outcome: string };
  responseTime: number;
}

function outcomeOf(errors: readonly AnsweredError[]): string {
  const code = errors[0]?.extensions?.code;
  return typeof code === "string" ? code : "INTERNAL_SERVER_ERROR";
}

const secondsSince = (start: number) => (performance.now() - start) / 1000;

let processWide: Registry | undefined;

function processMetrics(): Registry {
  if (!processWide) {
    processWide = new Registry();
    collectDefaultMetrics({ register: processWide });
  }
  return processWide;
}
