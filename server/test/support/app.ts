import { expect } from "vitest";
import { buildApp, type AppOptions, type RunningApp } from "../../src/app";
import { loadConfig, type Config } from "../../src/config";
import { createTestDatabase, pgliteTemplate, type TestDatabase } from "./database";
import { testLogger } from "./logs";

export interface TestApp extends RunningApp {
  config: Config;
  stop(): Promise<void>;
}

/**
 * The real server on a free port with a fresh database of its own. Its logs are silent unless TEST_LOG_LEVEL is
 * set, and an error log fails the test unless it expects it. Pass `overrides` to change any configuration value.
 */
export async function startTestApp(overrides: Partial<Config> = {}, options: AppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(database, overrides);
  const inMemory = !config.databaseUrl && config.pgliteDataDir === "memory://";
  const template = inMemory ? (database.pgliteTemplate ?? (await pgliteTemplate())) : undefined;
  const { onQuery } = options;
  const app = buildApp(config, {
    logger: testLogger(),
    pgliteTemplate: template,
    ...options,
    onQuery: onQuery && ((query) => (isJobPoll(query) ? undefined : onQuery(query))),
  });
  const running = await app.start();
  return {
    ...running,
    config,
    async stop() {
      await app.stop();
      await database.drop();
    },
  };
}

/**
 * The job runner looks for due jobs every few seconds, whatever the requests do: tests that count a request's
 * statements never see that look.
 */
const isJobPoll = (query: string) => /^\s*update "jobs" set attempts = attempts \+ 1/.test(query);

/** A test server's configuration on `database`, on a free port, silent; `overrides` change any value. */
export function testConfig(
  database: Pick<TestDatabase, "databaseUrl" | "pgliteDataDir">,
  overrides: Partial<Config> = {},
): Config {
  return {
    ...loadConfig({}),
    port: 0,
    databaseUrl: database.databaseUrl,
    pgliteDataDir: database.pgliteDataDir,
    logLevel: "silent",
    ...overrides,
  };
}

/**
 * Resolves once `app` streams exactly `count` subscriptions: those just opened have reached the server, and
 * those just closed have left it. Subscriptions can't tell their client when they are live; this can.
 */
export async function subscriptionsLive(app: RunningApp, count: number): Promise<void> {
  await expect.poll(() => app.activeSubscriptions()).toBe(count);
}
