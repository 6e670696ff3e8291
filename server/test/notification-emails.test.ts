import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp, type RunningApp } from "../src/app";
import type { Config } from "../src/config";
import type { JobSchedule } from "../src/jobRunner";
import {
  befriend,
  createCompetition,
  createTestDatabase,
  graphql,
  graphqlAnswer,
  parseMail,
  rowsOf,
  SETUP_UPDATE_COMPETITION_INFO,
  signUp,
  startMailServer,
  subscribe,
  testConfig,
  wsClient,
  type TestDatabase,
  type TestUser,
} from "./support";
import { testLogger } from "./support/logs";
import { UPDATE_NOTIFICATION_SETTINGS } from "./support/notificationDocuments";

vi.setConfig({ testTimeout: 60_000 });

/** Jobs polled, retried and given up quickly, so that tests wait on their outcome rather than on a schedule. */
const QUICK: JobSchedule = { pollMs: 50, leaseMs: 60_000, retryMs: 100, maxRetryMs: 400, maxAttempts: 50 };

type MailServer = Awaited<ReturnType<typeof startMailServer>>;
type Instance = RunningApp & { stop(): Promise<void> };

/** A server on an existing database: several may share one (PostgreSQL), or follow each other on it. */
async function instance(
  database: Pick<TestDatabase, "databaseUrl" | "pgliteDataDir">,
  mail: MailServer,
  overrides: Partial<Config> = {},
): Promise<Instance> {
  const config = testConfig(database, { smtpUrl: mail.url, notificationEmailDelaySeconds: 0, ...overrides });
  const app = buildApp(config, { logger: testLogger(), jobs: QUICK });
  return { ...(await app.start()), stop: app.stop };
}

const rows = <Row extends Record<string, unknown>>(app: RunningApp, query: SQL) => rowsOf<Row>(app.database.db, query);
const jobsLeft = async (app: RunningApp) =>
  (await rows<{ n: number }>(app, sql`select count(*)::int as n from jobs`))[0].n;
/** Resolves once every job is done: whatever they were to send has been received by then. */
const jobsDone = (app: RunningApp) => expect.poll(() => jobsLeft(app), { timeout: 20_000 }).toBe(0);

/** Two friends who get no e-mail of the friend request between them: the tests count competition e-mails. */
async function rivals(app: RunningApp): Promise<[TestUser, TestUser]> {
  const pair: [TestUser, TestUser] = [await signUp(app.url), await signUp(app.url)];
  for (const user of pair) {
    await graphqlAnswer(
      app.url,
      UPDATE_NOTIFICATION_SETTINGS,
      { email: ["COMPETITION_CREATED", "COMPETITION_FINISHED"] },
      user.cookie,
    );
  }
  await befriend(app.url, ...pair);
  return pair;
}

const complete = (app: RunningApp, user: TestUser, id: string) =>
  graphqlAnswer(app.url, SETUP_UPDATE_COMPETITION_INFO, { id, status: "COMPLETE" }, user.cookie);

/** For the tests of a `describe`: a mail server, and a server on a database of its own that mails through it. */
function mailingApp(overrides: Partial<Config> = {}) {
  const running = {} as { mail: MailServer; database: TestDatabase; app: Instance };
  beforeAll(async () => {
    running.mail = await startMailServer();
    running.database = await createTestDatabase();
    running.app = await instance(running.database, running.mail, overrides);
  });
  afterAll(async () => {
    await running.app?.stop();
    await running.database?.drop();
    await running.mail?.stop();
  });
  return running;
}

describe("notification e-mails", () => {
  const running = mailingApp();
  let mail: MailServer;
  let app: Instance;
  beforeAll(() => {
    ({ mail, app } = running);
  });

  it("send an unread notification with both parts, its competition's score and link, and one-click unsubscribe", async () => {
    const [ana, ben] = await rivals(app);
    const { id } = await createCompetition(app.url, ana, ben, "Mario Kart 8");
    const received = await mail.next();
    expect(received.to).toEqual([ben.email]);
    const email = await parseMail(received);
    const sentence = `${ana.username} started “Mario Kart 8” against you`;
    expect(email.subject).toBe(sentence);
    const link = `${app.publicUrl}/competitions/${id}`;
    for (const part of [email.text!, email.html as string]) {
      expect(part).toContain(sentence);
      expect(part).toContain(`Mario Kart 8: you 0, ${ana.username} 0`);
      expect(part).toContain(link);
    }
    // A long header is folded over lines: unfolded, as a mail client reads it.
    const header = (name: string) =>
      email.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n(?=[ \t])/g, "");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const unsubscribe = /^List-Unsubscribe: <(.+)>$/.exec(header("list-unsubscribe") ?? "")?.[1] ?? "";
    expect(unsubscribe).toMatch(new RegExp(`^${app.publicUrl}/notifications/unsubscribe\\?token=`));
    expect(email.text).toContain(unsubscribe);

    // A mail scanner's GET changes nothing: it shows the one button.
    const shown = await fetch(unsubscribe);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toMatch(
      /<form method="post"[^>]*><button type="submit">Stop e-mails about new competitions/,
    );
    const settings = graphql(`
      query EmailSettings {
        me {
          notificationSettings {
            email
          }
        }
      }
    `);
    expect((await graphqlAnswer(app.url, settings, {}, ben.cookie)).me?.notificationSettings.email).toContain(
      "COMPETITION_CREATED",
    );
    const oneClick = await fetch(unsubscribe, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect((await graphqlAnswer(app.url, settings, {}, ben.cookie)).me?.notificationSettings.email).toEqual([
      "COMPETITION_FINISHED",
    ]);
    const forged = unsubscribe.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await fetch(forged, { method: "POST" })).status).toBe(400);
    expect((await fetch(`${app.url}/notifications/unsubscribe`)).status).toBe(400);
  });

  it("go out retried with backoff while the mail server fails, once it recovers", async () => {
    const [ana, ben] = await rivals(app);
    mail.failNext(2);
    const refusedBefore = mail.tries.refused;
    await createCompetition(app.url, ana, ben, "Retried");
    const email = await parseMail(await mail.next());
    expect(email.subject).toBe(`${ana.username} started “Retried” against you`);
    expect(mail.tries.refused - refusedBefore).toBe(2);
    await jobsDone(app);
    expect(mail.received).toEqual([]);
  });

  it("go out at most once an hour per competition: a later one waits its turn", async () => {
    const [ana, ben] = await rivals(app);
    const { id } = await createCompetition(app.url, ana, ben, "Hourly");
    await mail.next();
    await complete(app, ana, id);
    const waiting = () =>
      rows<{ minutes: number }>(
        app,
        sql`select (extract(epoch from run_at - now()) / 60)::float as minutes from jobs
          where payload->>'notificationId' in (select id::text from notifications where user_id = ${ben.id})`,
      );
    await expect.poll(async () => (await waiting())[0]?.minutes ?? 0).toBeGreaterThan(58);
    expect((await waiting())[0].minutes).toBeLessThan(61);
    expect(mail.received).toEqual([]);
    // An hour on: the turn comes.
    await app.database.db.execute(sql`update notification_emails set sent_at = sent_at - interval '1 hour'`);
    await app.database.db.execute(sql`update jobs set run_at = now()`);
    expect((await parseMail(await mail.next())).subject).toBe(`“Hourly” ended in a 0–0 draw`);
  });
});

describe("notification e-mails held back", () => {
  const running = mailingApp({ notificationEmailDelaySeconds: 3600 });
  let mail: MailServer;
  let app: Instance;
  beforeAll(() => {
    ({ mail, app } = running);
  });

  /** The time a notification waits for its e-mail passes (its job runs as it would then). */
  async function delayPasses(): Promise<void> {
    const due = sql`select count(*)::int as n from jobs where run_at < now() + interval '50 minutes'`;
    await expect.poll(async () => (await rows<{ n: number }>(app, due))[0].n).toBe(0);
    await app.database.db.execute(sql`update notifications set made_at = made_at - interval '1 hour'`);
    await app.database.db.execute(sql`update jobs set run_at = now()`);
  }

  it("send nothing for a notification read meanwhile, a kind turned off, or a reader in the app; the rest go", async () => {
    const [ana, ben] = await rivals(app);
    const [cal, dee] = await rivals(app);
    const [eve, fay] = await rivals(app);
    const [gus, hal] = await rivals(app);
    await createCompetition(app.url, ana, ben, "Read");
    await createCompetition(app.url, cal, dee, "Turned off");
    await createCompetition(app.url, eve, fay, "In the app");
    await createCompetition(app.url, gus, hal, "Unread");
    await graphqlAnswer(
      app.url,
      graphql(`
        mutation EmailsReadAll {
          markNotificationsRead(all: true)
        }
      `),
      {},
      ben.cookie,
    );
    await graphqlAnswer(app.url, UPDATE_NOTIFICATION_SETTINGS, { email: [] }, dee.cookie);
    const client = wsClient(app.url, fay.cookie);
    try {
      const changes = subscribe(
        client,
        graphql(`
          subscription EmailsOnline {
            notificationsChanged(current: true) {
              unreadCount
            }
          }
        `),
      );
      await changes.next();
      await expect
        .poll(async () => (await rows(app, sql`select from online_users where user_id = ${fay.id}`)).length)
        .toBe(1);
      await delayPasses();
      const email = await parseMail(await mail.next());
      expect(email.subject).toBe(`${gus.username} started “Unread” against you`);
      await jobsDone(app);
      expect(mail.received).toEqual([]);
    } finally {
      await client.dispose();
    }
  });
});

const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(postgres)("notification e-mails with two instances", () => {
  it("go out once each, through a mail server that fails then recovers", async () => {
    const mail = await startMailServer();
    const database = await createTestDatabase();
    const [a, b] = await Promise.all([instance(database, mail), instance(database, mail)]);
    try {
      const readers: TestUser[] = [];
      const ana = await signUp(a.url);
      for (let i = 0; i < 6; i++) {
        const [, reader] = await rivals(i % 2 ? a : b);
        await befriend(a.url, ana, reader);
        readers.push(reader);
      }
      await jobsDone(a);
      mail.received.length = 0;
      mail.failNext(3);
      for (const [i, reader] of readers.entries())
        await createCompetition((i % 2 ? a : b).url, ana, reader, `Race ${i}`);
      const sent = await Promise.all(readers.map(() => mail.next()));
      expect(sent.flatMap((received) => received.to).sort()).toEqual(readers.map((reader) => reader.email).sort());
      await jobsDone(a);
      expect(mail.received).toEqual([]);
      expect(mail.tries.refused).toBe(3);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await database.drop();
      await mail.stop();
    }
  });
});

describe("notification e-mails across a restart", () => {
  it("wait in the database while every instance is down, and go out when one starts", async () => {
    const mail = await startMailServer();
    const dir = await mkdtemp(path.join(tmpdir(), "rivals-emails-"));
    const database = postgres
      ? await createTestDatabase()
      : { databaseUrl: undefined, pgliteDataDir: dir, drop: async () => {} };
    try {
      let app = await instance(database, mail);
      const [ana, ben] = await rivals(app);
      mail.failNext(1_000);
      const refused = mail.tries.refused;
      await createCompetition(app.url, ana, ben, "Durable");
      await expect.poll(() => mail.tries.refused).toBeGreaterThan(refused);
      await app.stop();
      mail.failNext(0);
      app = await instance(database, mail);
      try {
        const email = await parseMail(await mail.next());
        expect(email.subject).toBe(`${ana.username} started “Durable” against you`);
        await jobsDone(app);
      } finally {
        await app.stop();
      }
    } finally {
      await database.drop();
      await rm(dir, { recursive: true, force: true });
      await mail.stop();
    }
  });
});
