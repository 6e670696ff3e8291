/**
 * The load generator: POSTs one GraphQL request body over keep-alive HTTP connections, `concurrency` at a time,
 * and times each answer. Every side is measured with the same generator, in the same process.
 */
import http from "node:http";

export interface Target {
  url: string;
  agent: http.Agent;
}

export interface GraphQLCall {
  /** The JSON request body, as the web app sends it. */
  body: string;
  cookie?: string;
}

export interface Batch {
  requestsPerSecond: number;
  /** Milliseconds, one per request. */
  latencies: number[];
}

export function target(url: string, concurrency: number): Target {
  return { url: `${url}/graphql`, agent: new http.Agent({ keepAlive: true, maxSockets: concurrency }) };
}

/** One request; resolves to the status and the answer's text. */
export function post(to: Target, call: GraphQLCall): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(call.body),
      ...(call.cookie ? { cookie: call.cookie } : {}),
    };
    const request = http.request(to.url, { method: "POST", agent: to.agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(call.body);
  });
}

export interface BatchSize {
  /** Requests per batch… */
  requests: number;
  /** …unless this many seconds pass first (a slow side or a busy machine): then the batch ends early. */
  seconds: number;
  concurrency: number;
}

/** One batch, `concurrency` at a time; any answer that is not a 200 without errors fails it. */
export async function runBatch(to: Target, call: () => GraphQLCall, size: BatchSize): Promise<Batch> {
  const latencies: number[] = [];
  let started = 0;
  const begin = performance.now();
  const deadline = begin + size.seconds * 1000;
  await Promise.all(
    Array.from({ length: Math.min(size.concurrency, size.requests) }, async () => {
      while (started < size.requests && performance.now() < deadline) {
        started++;
        const start = performance.now();
        const { status, text } = await post(to, call());
        latencies.push(performance.now() - start);
        if (status !== 200 || text.includes('"errors"')) throw new Error(`${to.url} answered ${status}: ${text}`);
      }
    }),
  );
  return { requestsPerSecond: latencies.length / ((performance.now() - begin) / 1000), latencies };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export interface Comparison {
  rivals: Summary;
  floor: Summary;
  /** The median of the pairs' throughput ratios, Rivals / floor. */
  ratio: number;
}

export interface Summary {
  /** The median batch's throughput. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

/**
 * A/B pairs within one run: a Rivals batch, then a floor batch, `pairs` times, after unmeasured warm-up batches,
 * alternating too, until each side has run for `warmUpSeconds`. Alternating spreads any drift of the machine over
 * both sides; the warm-up measures each as a server that has run for a while: V8 compiles a function hot only after
 * many calls, and Rivals' edit path, with more code than the floor's, takes thousands of edits to get there (its
 * CPU per edit falls by about a third over its first 10,000: decision 059).
 */
export async function compare(
  sides: { rivals: Target; floor: Target },
  call: () => GraphQLCall,
  options: BatchSize & { pairs: number; warmUpSeconds: number; afterBatch?: () => Promise<void> },
): Promise<Comparison> {
  const { pairs, warmUpSeconds, afterBatch = async () => {}, ...size } = options;
  const ran = { rivals: 0, floor: 0 };
  const batch = async (side: keyof typeof ran) => {
    const began = performance.now();
    const done = await runBatch(sides[side], call, size);
    await afterBatch();
    ran[side] += (performance.now() - began) / 1000;
    return done;
  };
  while (ran.rivals < warmUpSeconds || ran.floor < warmUpSeconds) {
    await batch("rivals");
    await batch("floor");
  }
  const batches: { rivals: Batch[]; floor: Batch[] } = { rivals: [], floor: [] };
  for (let pair = 0; pair < pairs; pair++) {
    batches.rivals.push(await batch("rivals"));
    batches.floor.push(await batch("floor"));
  }
  const ratios = batches.rivals.map((batch, i) => batch.requestsPerSecond / batches.floor[i].requestsPerSecond);
  return { rivals: summarize(batches.rivals), floor: summarize(batches.floor), ratio: median(ratios) };
}

function summarize(batches: readonly Batch[]): Summary {
  const latencies = batches.flatMap((batch) => batch.latencies).sort((a, b) => a - b);
  return {
    requestsPerSecond: median(batches.map((batch) => batch.requestsPerSecond)),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}
