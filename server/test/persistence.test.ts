import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, expect, it, vi } from "vitest";
import { users } from "../src/db/schema";
import { graphql, graphqlRequest, startTestApp } from "./support";

// PGlite starts and applies every migration in each test: on a busy machine that takes more than the default.
vi.setConfig({ testTimeout: 120_000 });

const dataDir = await mkdtemp(path.join(tmpdir(), "rivals-data-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const USER = graphql(`
  query PersistenceUser($u: String!) {
    user(username: $u) {
      username
    }
  }
`);

it("keeps PGlite data across a restart of the server", async () => {
  const first = await startTestApp({ databaseUrl: undefined, pgliteDataDir: dataDir });
  await first.database.db.insert(users).values({ username: "survivor" });
  await first.stop();

  const second = await startTestApp({ databaseUrl: undefined, pgliteDataDir: dataDir });
  try {
    const { body } = await graphqlRequest(second.url, USER, { u: "survivor" });
    expect(body.data).toEqual({ user: { username: "survivor" } });
    const rows = await second.database.db.select().from(users).where(eq(users.username, "survivor"));
    expect(rows).toHaveLength(1);
  } finally {
    await second.stop();
  }
});
