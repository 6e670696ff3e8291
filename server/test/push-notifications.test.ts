import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp, type AppOptions, type RunningApp } from "../src/app";
import type { Config } from "../src/config";
import type { JobSchedule } from "../src/jobRunner";
import {
  createCompetition,
  createTestDatabase,
  graphql,
  graphqlAnswer,
  graphqlRefusal,
  rowsOf,
  SETUP_ADD_SUB_ROUND,
  SIGN_OUT,
  testConfig,
  twoFriends,
  type TestDatabase,
  type TestUser,
} from "./support";
import { testLogger } from "./support/logs";
import { UPDATE_NOTIFICATION_SETTINGS } from "./support/notificationDocuments";
import {
  PUSH_SERVICE_CERTIFICATE,
  startPushService,
  vapidKeys,
  type PushService,
  type TestBrowser,
} from "./support/pushService";

vi.setConfig({ testTimeout: 60_000 });

const SUBSCRIBE_PUSH = graphql(`
  mutation TestSubscribePush($endpoint: String!, $p256dh: String!, $auth: String!) {
    subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth)
  }
`);

const UNSUBSCRIBE_PUSH = graphql(`
  mutation TestUnsubscribePush($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint)
  }
`);

const PUSH_PUBLIC_KEY = graphql(`
  query TestPushPublicKey {
    appConfig {
      pushPublicKey
    }
  }
`);

/** Jobs polled and retried quickly, so that tests wait on their outcome rather than on a schedule. */
const QUICK: JobSchedule = { pollMs: 50, leaseMs: 60_000, retryMs: 100, maxRetryMs: 400, maxAttempts: 50 };
/** Polled once at start, then not for an hour: its jobs wait for the next instance. */
const IDLE: JobSchedule = { ...QUICK, pollMs: 60 * 60_000 };

/** The test push service's address and certificate, let through for this test's servers only. */
const LOCAL_PUSH_SERVICE: AppOptions["pushEndpoints"] = {
  allowAddresses: ["127.0.0.1"],
  trustCertificates: PUSH_SERVICE_CERTIFICATE,
};

type Instance = RunningApp & { stop(): Promise<void> };

async function instance(
  database: TestDatabase,
  overrides: Partial<Config>,
  options: AppOptions = {},
): Promise<Instance> {
  // E-mails are due at once, so that no job waits: tests wait for every job to be done.
  const config = testConfig(database, { notificationEmailDelaySeconds: 0, ...overrides });
  const app = buildApp(config, { logger: testLogger(), jobs: QUICK, ...options });
  return { ...(await app.start()), stop: app.stop };
}

const count = async (app: RunningApp, table: "jobs" | "push_subscriptions") =>
  (await rowsOf<{ n: number }>(app.database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n;
/** Resolves once every job is done: whatever they were to send has been received by then. */
const jobsDone = (app: RunningApp) => expect.poll(() => count(app, "jobs"), { timeout: 20_000 }).toBe(0);

const subscribe = (app: RunningApp, user: TestUser, browser: TestBrowser) =>
  graphqlAnswer(
    app.url,
    SUBSCRIBE_PUSH,
    { endpoint: browser.endpoint, p256dh: browser.p256dh, auth: browser.auth },
    user.cookie,
  );

/** `by` scores a point in the competition's first round: a change its other player is told of. */
const scorePoint = (app: RunningApp, by: TestUser, competition: { rounds: { id: string }[] }) =>
  graphqlAnswer(
    app.url,
    SETUP_ADD_SUB_ROUND,
    { roundId: competition.rounds[0].id, name: "Race", points: 1, playerId: by.id },
    by.cookie,
  );

/** Two friends with a competition between them; `ana`'s browser subscribed, `ben` about to change something. */
async function rivalsWithABrowser(app: RunningApp, service: PushService) {
  const [ana, ben] = await twoFriends(app.url);
  const competition = await createCompetition(app.url, ana, ben, "Mario Kart 8");
  const browser = service.subscription();
  await subscribe(app, ana, browser);
  return { ana, ben, competition, browser };
}

describe("Web Push", () => {
  const push = vapidKeys();
  let service: PushService;
  let database: TestDatabase;
  let app: Instance;
  beforeAll(async () => {
    service = await startPushService();
    database = await createTestDatabase();
    app = await instance(database, { push }, { pushEndpoints: LOCAL_PUSH_SERVICE });
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
    await service?.stop();
  });

  it("sends a rival's change to each browser of the player, encrypted for it and signed with the server's key", async () => {
    const { ben, competition, browser } = await rivalsWithABrowser(app, service);
    const pushed = service.received.length;
    await scorePoint(app, ben, competition);
    await jobsDone(app);

    const [received, ...more] = service.received.slice(pushed);
    expect(more).toEqual([]);
    expect(service.problems).toEqual([]);
    expect(received.endpoint).toBe(browser.endpoint);
    expect(received.message).toEqual({
      title: "Rivals",
      body: `${ben.username} made a change to “Mario Kart 8”`,
      url: `/competitions/${competition.id}`,
      tag: expect.any(String) as string,
    });
    expect(received.vapidKey).toBe(push.publicKey);
    expect(received.claims.sub).toBe(push.subject);
    expect(received.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(received.headers.ttl)).toBeGreaterThan(0);
    expect(await graphqlAnswer(app.url, PUSH_PUBLIC_KEY)).toEqual({ appConfig: { pushPublicKey: push.publicKey } });
  });

  it("sends the kinds the player gets by push only", async () => {
    const { ana, ben, competition } = await rivalsWithABrowser(app, service);
    await graphqlAnswer(app.url, UPDATE_NOTIFICATION_SETTINGS, { push: ["FRIEND_REQUEST"] }, ana.cookie);
    const pushed = service.received.length;
    await scorePoint(app, ben, competition);
    await jobsDone(app);
    expect(service.received.length).toBe(pushed);
  });

  it("retries a push the service failed, and sends it once", async () => {
    const { ben, competition, browser } = await rivalsWithABrowser(app, service);
    const pushed = service.received.length;
    service.answerNext(503, 429);
    await scorePoint(app, ben, competition);
    await jobsDone(app);
    expect(service.received.slice(pushed).map(({ endpoint, status }) => [endpoint, status])).toEqual([
      [browser.endpoint, 503],
      [browser.endpoint, 429],
      [browser.endpoint, 201],
    ]);
  });

  it("ends a subscription its push service says is gone (410, 404)", async () => {
    for (const gone of [410, 404]) {
      const { ben, competition } = await rivalsWithABrowser(app, service);
      const subscriptions = await count(app, "push_subscriptions");
      service.answerNext(gone);
      await scorePoint(app, ben, competition);
      await jobsDone(app);
      expect(service.received.at(-1)!.status).toBe(gone);
      expect(await count(app, "push_subscriptions")).toBe(subscriptions - 1);
    }
  });

  it("ends a browser's subscription when it unsubscribes or signs out, and then sends it nothing", async () => {
    const { ana, ben, competition, browser } = await rivalsWithABrowser(app, service);
    const subscriptions = await count(app, "push_subscriptions");
    expect(await graphqlAnswer(app.url, UNSUBSCRIBE_PUSH, { endpoint: browser.endpoint }, ana.cookie)).toEqual({
      unsubscribePush: true,
    });
    expect(await count(app, "push_subscriptions")).toBe(subscriptions - 1);

    await subscribe(app, ana, browser);
    await graphqlAnswer(app.url, SIGN_OUT, {}, ana.cookie);
    expect(await count(app, "push_subscriptions")).toBe(subscriptions - 1);
    const pushed = service.received.length;
    await scorePoint(app, ben, competition);
    await jobsDone(app);
    expect(service.received.length).toBe(pushed);
  });
});

describe("Web Push's jobs", () => {
  const push = vapidKeys();
  let service: PushService;
  let database: TestDatabase;
  beforeAll(async () => {
    service = await startPushService();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
    await service?.stop();
  });

  it("survive a restart between the change and the push, which is then sent once", async () => {
    const before = await instance(database, { push }, { pushEndpoints: LOCAL_PUSH_SERVICE, jobs: IDLE });
    const { ben, competition, browser } = await rivalsWithABrowser(before, service);
    await scorePoint(before, ben, competition);
    await before.stop();
    expect(service.calls()).toBe(0);

    const after = await instance(database, { push }, { pushEndpoints: LOCAL_PUSH_SERVICE });
    try {
      await jobsDone(after);
      expect(service.received.map(({ endpoint, message }) => [endpoint, (message as { url: string }).url])).toEqual([
        [browser.endpoint, `/competitions/${competition.id}`],
      ]);
    } finally {
      await after.stop();
    }
  });
});

describe("Web Push's endpoints", () => {
  const push = vapidKeys();
  let service: PushService;
  let database: TestDatabase;
  let app: Instance;
  beforeAll(async () => {
    service = await startPushService();
    database = await createTestDatabase();
    app = await instance(database, { push });
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
    await service?.stop();
  });

  it("are refused on loopback, private, link-local and cloud metadata addresses, and never called", async () => {
    const [ana] = await twoFriends(app.url);
    const { p256dh, auth } = service.subscription();
    const port = new URL(service.url).port;
    for (const endpoint of [
      `${service.url}/push/1`,
      `https://localhost:${port}/push/1`,
      `https://[::1]:${port}/push/1`,
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.1/push/1",
      "https://192.168.1.1/push/1",
      "https://[fd00:ec2::254]/push/1",
      `http://push.example.com/push/1`,
    ]) {
      const refusal = await graphqlRefusal(app.url, SUBSCRIBE_PUSH, { endpoint, p256dh, auth }, ana.cookie);
      expect(refusal?.code, endpoint).toBe("BAD_USER_INPUT");
    }
    expect(await count(app, "push_subscriptions")).toBe(0);
    expect(service.calls()).toBe(0);
  });

  it("are checked again at each push: one that has come to lead inside is never called, and ends", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const competition = await createCompetition(app.url, ana, ben);
    const browser = service.subscription();
    // As if its name resolved to a public address when subscribed, and to this one now.
    await app.database.db.execute(sql`insert into push_subscriptions (user_id, session_id, endpoint, p256dh, auth)
      select user_id, id, ${browser.endpoint}, ${browser.p256dh}, ${browser.auth} from sessions
      where user_id = ${ana.id}::uuid`);
    await scorePoint(app, ben, competition);
    await jobsDone(app);
    expect(await count(app, "push_subscriptions")).toBe(0);
    expect(service.calls()).toBe(0);
  });
});

describe("Web Push, not set up", () => {
  let database: TestDatabase;
  let app: Instance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await instance(database, {});
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("gives the web app no key and takes no subscription", async () => {
    const [ana] = await twoFriends(app.url);
    expect(await graphqlAnswer(app.url, PUSH_PUBLIC_KEY)).toEqual({ appConfig: { pushPublicKey: null } });
    const subscription = {
      endpoint: "https://push.example.com/1",
      p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url"),
      auth: Buffer.alloc(16, 1).toString("base64url"),
    };
    const refusal = await graphqlRefusal(app.url, SUBSCRIBE_PUSH, subscription, ana.cookie);
    expect(refusal).toEqual({ message: "Push notifications are not set up on this server", code: "BAD_USER_INPUT" });
  });
});
