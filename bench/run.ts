/**
 * `pnpm bench`: starts the real server on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and
 * measures GraphQL operations over HTTP: throughput and latency percentiles at a fixed concurrency.
 */
import { graphqlRequest, signUp, startTestApp } from "../server/test/support";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

async function measure(name: string, run: () => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const start = performance.now();
        await run();
        latencies.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1);
  console.log(
    `${name.padEnd(28)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s   p50 ${at(0.5)} ms   p99 ${at(0.99)} ms`,
  );
}

const app = await startTestApp();
try {
  const user = await signUp(app.url);
  const sample = app.config.sampleCompetitionId;
  const competition = `query ($id: ID!) { competition(id: $id) { id name currentScore rounds { number score subRounds { name points } } rules { text } players { username } } }`;
  console.log(`${REQUESTS} requests, ${CONCURRENCY} at a time, on ${app.database.engine}`);
  await measure("me (signed out)", () => graphqlRequest(app.url, "{ me { id } }"));
  await measure("me (signed in)", () => graphqlRequest(app.url, "{ me { id username } }", {}, user.cookie));
  await measure("competition (sample)", () => graphqlRequest(app.url, competition, { id: sample }));
} finally {
  await app.stop();
}
