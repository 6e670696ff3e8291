import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type RunningApp } from "../src/app";
import { loadConfig } from "../src/config";
import { testLogger } from "./support/logs";
import {
  createTestDatabase,
  graphql,
  graphqlAnswer,
  graphqlRequest,
  PASSWORD,
  sessionCookieOf,
  signUp,
  startTestApp,
  type TestApp,
  type TestDatabase,
  type TestUser,
  type TypedDocumentString,
  SIGN_IN,
  SIGN_OUT,
  RENAME,
  DELETE_ACCOUNT,
} from "./support";

/** Sessions are kept an hour here: only an announcement or a local change can make one go sooner. */
const HOUR = 3_600_000;
const ME = graphql(`
  query SessionCacheMe {
    me {
      id
      username
      theme
    }
  }
`);
const SET_THEME = graphql(`
  mutation SessionCacheSetTheme($theme: Theme!) {
    setTheme(theme: $theme) {
      id
    }
  }
`);

async function me(url: string, cookie: string) {
  return (await graphqlAnswer(url, ME, {}, cookie)).me;
}

async function mutate<T, V>(url: string, user: TestUser, mutation: TypedDocumentString<T, V>, variables: V) {
  await graphqlAnswer(url, mutation, variables, user.cookie);
}

async function secondSession(url: string, user: TestUser): Promise<string> {
  const { setCookie } = await graphqlRequest(url, SIGN_IN, { email: user.email, password: PASSWORD });
  return sessionCookieOf(setCookie)!;
}

describe("the session cache of one instance", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { sessionCacheMs: HOUR });
  });
  afterAll(() => app?.stop());

  it("signs out for the very next request", async () => {
    const user = await signUp(app.url);
    expect(await me(app.url, user.cookie)).toMatchObject({ id: user.id });
    await mutate(app.url, user, SIGN_OUT, {});
    expect(await me(app.url, user.cookie)).toBeNull();
  });

  it("shows a new theme and a new name at once", async () => {
    const user = await signUp(app.url);
    expect(await me(app.url, user.cookie)).toMatchObject({ theme: "SYSTEM" });
    await mutate(app.url, user, SET_THEME, { theme: "DARK" });
    expect(await me(app.url, user.cookie)).toMatchObject({ theme: "DARK" });
    const name = `n${user.id.slice(0, 8)}`;
    await mutate(app.url, user, RENAME, { username: name });
    expect(await me(app.url, user.cookie)).toMatchObject({ username: name });
  });

  it("ends every session of a deleted account at once", async () => {
    const user = await signUp(app.url);
    const other = await secondSession(app.url, user);
    expect(await me(app.url, other)).toMatchObject({ id: user.id });
    await mutate(app.url, user, DELETE_ACCOUNT, {});
    expect(await me(app.url, other)).toBeNull();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the session caches of two instances on one PostgreSQL", () => {
  let database: TestDatabase;
  const apps: { stop(): Promise<void> }[] = [];
  let a: RunningApp, b: RunningApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = { ...loadConfig({}), port: 0, databaseUrl: database.databaseUrl, logLevel: "silent" as const };
    const start = async () => {
      const app = buildApp(config, { logger: testLogger(), sessionCacheMs: HOUR });
      apps.push(app);
      return app.start();
    };
    a = await start();
    b = await start();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await database?.drop();
  });

  it("signs out on the other instance as soon as it hears of it", async () => {
    const user = await signUp(a.url);
    expect(await me(b.url, user.cookie)).toMatchObject({ id: user.id });
    await mutate(a.url, user, SIGN_OUT, {});
    await expect.poll(() => me(b.url, user.cookie)).toBeNull();
  });

  it("shows a theme changed through the other instance", async () => {
    const user = await signUp(a.url);
    expect(await me(b.url, user.cookie)).toMatchObject({ theme: "SYSTEM" });
    await mutate(a.url, user, SET_THEME, { theme: "LIGHT" });
    await expect.poll(async () => (await me(b.url, user.cookie))?.theme).toBe("LIGHT");
  });

  it("ends a deleted account's sessions on the other instance", async () => {
    const user = await signUp(a.url);
    const other = await secondSession(a.url, user);
    expect(await me(b.url, other)).toMatchObject({ id: user.id });
    await mutate(a.url, user, DELETE_ACCOUNT, {});
    await expect.poll(() => me(b.url, other)).toBeNull();
  });
});
