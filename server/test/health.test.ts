import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  startTcpProxy,
  startTestApp,
  type TestApp,
  type TestDatabase,
  type TcpProxy,
} from "./support";

/** A probe as a load balancer sends it: it must be answered within 5 s, whatever the database does. */
async function probe(url: string, path: string) {
  const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(5000) });
  return { status: response.status, body: await response.text(), cacheControl: response.headers.get("cache-control") };
}

describe("health and readiness (PGlite)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it("answers /healthz and /readyz with 200 while the server runs, never cached", async () => {
    expect(await probe(app.url, "/healthz")).toEqual({ status: 200, body: "ok", cacheControl: "no-store" });
    expect(await probe(app.url, "/readyz")).toEqual({ status: 200, body: "ready", cacheControl: "no-store" });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "readiness follows the database (PostgreSQL)",
  { timeout: 60_000 },
  () => {
    let database: TestDatabase;
    let proxy: TcpProxy;
    let app: TestApp;
    beforeAll(async () => {
      database = await createTestDatabase();
      proxy = await startTcpProxy(database.databaseUrl!);
      app = await startTestApp({ databaseUrl: proxy.urlFor(database.databaseUrl!) });
    });
    afterAll(async () => {
      await app.stop();
      await proxy.close();
      await database.drop();
    });

    it("turns 503 within 5 s when the database is unreachable, and 200 again once it is back", async () => {
      expect((await probe(app.url, "/readyz")).status).toBe(200);
      await proxy.cut();
      await expect.poll(async () => (await probe(app.url, "/readyz")).status, { timeout: 15_000 }).toBe(503);
      expect(await probe(app.url, "/healthz")).toMatchObject({ status: 200 });
      await proxy.restore();
      await expect.poll(async () => (await probe(app.url, "/readyz")).status, { timeout: 15_000 }).toBe(200);
    });

    it("is 503 when the database lacks this build's newest migration", async () => {
      const client = new pg.Client({ connectionString: database.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ hash: string; created_at: string }>(
          "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *",
        );
        expect((await probe(app.url, "/readyz")).status).toBe(503);
        await client.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)", [
          rows[0].hash,
          rows[0].created_at,
        ]);
        expect((await probe(app.url, "/readyz")).status).toBe(200);
      } finally {
        await client.end();
      }
    });
  },
);
