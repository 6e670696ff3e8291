import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { createCompetition, graphql, GraphQLSocket, startTestApp, type TestApp, twoFriends } from "./support";

// A full collection on demand, without starting the test process with --expose-gc.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const CYCLES = 10_000;
const AT_ONCE = 50;
const SUBSCRIPTION = graphql(`
  subscription SocketChurnCompetitionChanged($id: ID!) {
    competitionChanged(id: $id) {
      version
      round {
        id
        number
        subRounds {
          name
        }
      }
      competition {
        id
        version
        roundCount
        roundResults
      }
    }
  }
`);

let app: TestApp;
beforeAll(async () => {
  const webSocket = { ...loadConfig({}).webSocket, maxSocketsPerAddress: AT_ONCE * 2 };
  app = await startTestApp({ webSocket });
});
afterAll(() => app.stop());

/** Heap in use once everything collectable is collected (twice: weak references clear on the second pass). */
function heapUsed(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

it(
  `leaves the heap where it was after ${CYCLES} sockets connected, subscribed and closed`,
  { timeout: 300_000 },
  async () => {
    const [ana, ben] = await twoFriends(app.url);
    const competition = await createCompetition(app.url, ana, ben);
    const cookies = [ana.cookie, ben.cookie, undefined];

    async function cycle(index: number) {
      const socket = await GraphQLSocket.open(app.url, cookies[index % cookies.length]);
      socket.start("1", SUBSCRIPTION, { id: competition.id });
      socket.close();
      await socket.closed;
    }
    async function churn(count: number) {
      for (let start = 0; start < count; start += AT_ONCE) {
        await Promise.all(Array.from({ length: Math.min(AT_ONCE, count - start) }, (_, i) => cycle(start + i)));
      }
      await expect.poll(() => app.liveFeedStats()).toMatchObject({ topics: 0, followers: 0 });
      await expect.poll(() => app.activeSubscriptions(), { timeout: 10_000 }).toBe(0);
    }

    await churn(500); // warm: modules, JIT and the bounded caches reach their working size
    const before = heapUsed();
    await churn(CYCLES);
    const after = heapUsed();
    expect(after / before).toBeLessThan(1.1);
  },
);
