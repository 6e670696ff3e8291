import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  befriend,
  createCompetition,
  GraphQLSocket,
  graphql,
  graphqlAnswer,
  graphqlRequest,
  signUp,
  startTestApp,
  subscriptionsLive,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "./support";
import { Exposition } from "./support/prometheus";

const TOKEN = "a-long-random-metrics-token";
const COMPETITION_NAME = graphql(`
  query MetricsCompetitionName($id: ID!) {
    competition(id: $id) {
      name
    }
  }
`);
let app: TestApp;
let ana: TestUser, ben: TestUser;

beforeAll(async () => {
  app = await startTestApp({ metricsToken: TOKEN });
  [ana, ben] = await Promise.all([signUp(app.url), signUp(app.url)]);
  await befriend(app.url, ana, ben);
});
afterAll(() => app?.stop());

function getMetrics(url: string, authorization?: string) {
  return fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} });
}

/** /metrics as Prometheus reads it: the text must parse, or this throws. */
async function scrape(url = app.url, token: string | undefined = TOKEN): Promise<Exposition> {
  const response = await getMetrics(url, token && `Bearer ${token}`);
  expect(response.status).toBe(200);
  return new Exposition(await response.text());
}

/** How much each of these series moved while `act` ran. */
async function moved(series: [name: string, labels?: Record<string, string>][], act: () => Promise<unknown>) {
  const before = await scrape();
  await act();
  const after = await scrape();
  return series.map(([name, labels]) => (after.value(name, labels) ?? 0) - (before.value(name, labels) ?? 0));
}

const operation = (transport: string, type: string, field: string, outcome = "ok") => ({
  transport,
  type,
  field,
  outcome,
});
const CHANGED = graphql(`
  subscription MetricsCompetitionChanged($id: ID!) {
    competitionChanged(id: $id) {
      competition {
        version
      }
    }
  }
`);
/** Named unlike its root field, and asking it under an alias: neither may become a label. */
const ANY_NAME_AT_ALL = graphql(`
  query MetricsAnyNameAtAll {
    viewer: me {
      id
    }
  }
`);
const ADD_RULE_OVER_SOCKET = graphql(`
  mutation MetricsAddRuleOverSocket($id: ID!) {
    addRule(competitionId: $id, text: "No blue shells") {
      version
    }
  }
`);
const ADD_RULE_SIGNED_OUT = graphql(`
  mutation MetricsAddRuleSignedOut($id: ID!) {
    addRule(competitionId: $id, text: "Mine") {
      version
    }
  }
`);
const PEEK = graphql(`
  query MetricsPeek($id: ID!) {
    competition(id: $id) {
      id
    }
  }
`);
const ADD_RULE_TWO_LAPS = graphql(`
  mutation MetricsAddRuleTwoLaps($id: ID!) {
    addRule(competitionId: $id, text: "Two laps") {
      version
    }
  }
`);
const OPERATIONS = "rivals_operations_total";
const DURATIONS = "rivals_operation_duration_seconds";
/** A histogram's count of observations. */
const TIMED = `${DURATIONS}_count`;

/** Runs an operation over the socket and waits for its completion, which is when it is counted. */
async function runOverSocket<T, V>(socket: GraphQLSocket, id: string, query: TypedDocumentString<T, V>, variables: V) {
  const answer = await socket.run(id, query, variables);
  await socket.waitFor((message) => message.id === id && ["complete", "error"].includes(message.type));
  return answer;
}

describe("GET /metrics", () => {
  it("answers Prometheus' text format, never cached: the app's metrics and the process's", async () => {
    const response = await getMetrics(app.url, `Bearer ${TOKEN}`);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { families } = new Exposition(await response.text());
    expect([...families.keys()]).toEqual(
      expect.arrayContaining([
        OPERATIONS,
        DURATIONS,
        "rivals_websocket_connections",
        "rivals_active_subscriptions",
        "rivals_pushes_total",
        "rivals_push_latency_seconds",
        "process_cpu_seconds_total",
        "process_resident_memory_bytes",
        "nodejs_eventloop_lag_seconds",
      ]),
    );
    expect(families.get(DURATIONS)?.type).toBe("histogram");
    expect(families.get("rivals_active_subscriptions")?.type).toBe("gauge");
  });

  it("is read by a reader that refuses what Prometheus would", () => {
    const family = "# TYPE a counter\n";
    const histogram = "# TYPE h histogram\n";
    for (const text of [
      `${family}a 1`, // no final line feed
      `${family}a{x="1} 1\n`,
      `${family}a one\n`,
      `${family}a 1\na 2\n`,
      "b 1\n",
      `${histogram}h_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n`,
      `${histogram}h_bucket{le="+Inf"} 2\nh_sum 1\nh_count 1\n`,
    ]) {
      expect(() => new Exposition(text), text).toThrow();
    }
    const good = new Exposition(
      `${histogram}h_bucket{le="1",x="a\\"b"} 1\nh_bucket{le="+Inf",x="a\\"b"} 2\nh_sum{x="a\\"b"} 3\nh_count{x="a\\"b"} 2\n`,
    );
    expect(good.value("h_count", { x: 'a"b' })).toBe(2);
  });

  it("answers only the token's bearer when METRICS_TOKEN is set", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await getMetrics(app.url, authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).not.toContain("rivals_");
    }
    expect((await getMetrics(app.url, `bearer ${TOKEN}`)).status).toBe(200);
  });

  it("answers anyone without a token, from a registry of each app's own", async () => {
    const open = await startTestApp();
    try {
      const metrics = await scrape(open.url, undefined);
      expect(metrics.families.get(OPERATIONS)?.samples).toEqual([]);
      expect(metrics.value("process_cpu_seconds_total")).toBeGreaterThan(0);
    } finally {
      await open.stop();
    }
  });

  it("reports the PostgreSQL pool's use, and no pool on PGlite", async () => {
    const metrics = await scrape();
    const names = [...metrics.families.keys()];
    const pool = ["rivals_db_pool_connections", "rivals_db_pool_idle_connections", "rivals_db_pool_waiting_queries"];
    if (app.database.engine === "pglite") {
      expect(names).not.toEqual(expect.arrayContaining([pool[0]]));
      return;
    }
    expect(names).toEqual(expect.arrayContaining(pool));
    expect(metrics.value("rivals_db_pool_connections")).toBeGreaterThanOrEqual(1);
    expect(metrics.value("rivals_db_pool_waiting_queries")).toBe(0);
  });
});

describe("operations", () => {
  it("counts and times an HTTP query by its root field, never by the client's operation name", async () => {
    const labels = operation("http", "query", "me");
    const [count, timed] = await moved(
      [
        [OPERATIONS, labels],
        [TIMED, labels],
      ],
      async () => {
        const { body } = await graphqlRequest(app.url, ANY_NAME_AT_ALL, {}, ana.cookie);
        expect(body.errors).toBeUndefined();
      },
    );
    expect([count, timed]).toEqual([1, 1]);
    const fields = (await scrape()).families.get(OPERATIONS)!.samples.map(({ labels }) => labels.field);
    expect(fields).not.toContain("MetricsAnyNameAtAll");
    expect(fields).not.toContain("viewer");
  });

  it("counts and times a query answered from a kept answer like one executed", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    const labels = operation("http", "query", "competition");
    const ask = () => graphqlAnswer(app.url, COMPETITION_NAME, { id: competition.id }, ana.cookie);
    const executed = await moved([[OPERATIONS, labels]], ask);
    const kept = await moved(
      [
        [OPERATIONS, labels],
        [TIMED, labels],
      ],
      ask,
    );
    expect([executed, kept]).toEqual([[1], [1, 1]]);
  });

  it("counts and times a mutation over the WebSocket, from subscribe to complete", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    const socket = await GraphQLSocket.open(app.url, ana.cookie);
    const labels = operation("ws", "mutation", "addRule");
    const [count, timed] = await moved(
      [
        [OPERATIONS, labels],
        [TIMED, labels],
      ],
      async () => {
        const answer = await runOverSocket(socket, "rule", ADD_RULE_OVER_SOCKET, { id: competition.id });
        expect(answer.errors).toBeUndefined();
      },
    );
    socket.close();
    await socket.closed;
    expect([count, timed]).toEqual([1, 1]);
  });

  it("counts refused operations by their error code", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    const outsider = await signUp(app.url);
    const socket = await GraphQLSocket.open(app.url, outsider.cookie);
    const unauthenticated = operation("http", "mutation", "addRule", "UNAUTHENTICATED");
    const notFound = operation("ws", "query", "competition", "NOT_FOUND");
    const unparsed = operation("http", "unknown", "unknown", "GRAPHQL_PARSE_FAILED");
    const counts = await moved(
      [
        [OPERATIONS, unauthenticated],
        [OPERATIONS, notFound],
        [OPERATIONS, unparsed],
      ],
      async () => {
        const http = await graphqlRequest(app.url, ADD_RULE_SIGNED_OUT, { id: competition.id });
        expect(http.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
        // A private competition is not found by who may not see it.
        const ws = await runOverSocket(socket, "peek", PEEK, { id: competition.id });
        expect(ws.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
        expect((await graphqlRequest(app.url, "query {")).body.errors?.[0]?.extensions?.code).toBe(
          "GRAPHQL_PARSE_FAILED",
        );
      },
    );
    socket.close();
    await socket.closed;
    expect(counts).toEqual([1, 1, 1]);
  });
});

describe("live updates", () => {
  it("counts a subscription when it starts, and each push with its latency", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    const socket = await GraphQLSocket.open(app.url, ben.cookie);
    const started = operation("ws", "subscription", "competitionChanged");
    const [subscriptions] = await moved([[OPERATIONS, started]], async () => {
      socket.start("feed", CHANGED, { id: competition.id });
      await subscriptionsLive(app, 1);
    });
    expect(subscriptions).toBe(1);

    const [pushes, timed] = await moved([["rivals_pushes_total"], ["rivals_push_latency_seconds_count"]], async () => {
      await graphqlRequest(app.url, ADD_RULE_TWO_LAPS, { id: competition.id }, ana.cookie);
      await socket.waitFor((message) => message.id === "feed" && message.type === "next");
    });
    expect([pushes, timed]).toEqual([1, 1]);
    socket.close();
    await socket.closed;
    await subscriptionsLive(app, 0);
  });

  it("follows WebSockets and subscriptions as they open and close", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    const gauges = async () => {
      const metrics = await scrape();
      return [metrics.value("rivals_websocket_connections"), metrics.value("rivals_active_subscriptions")];
    };
    await expect.poll(gauges).toEqual([0, 0]);
    const socket = await GraphQLSocket.open(app.url, ana.cookie);
    await expect.poll(gauges).toEqual([1, 0]);
    socket.start("feed", CHANGED, { id: competition.id });
    await expect.poll(gauges).toEqual([1, 1]);
    socket.close();
    await socket.closed;
    await expect.poll(gauges).toEqual([0, 0]);
  });
});
