import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { graphqlRequest, signUp, startServerProcess } from "./support";

it(
  "shuts down gracefully on SIGTERM, and keeps what it acknowledged for the next start",
  { timeout: 60_000 },
  async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "rivals-shutdown-"));
    try {
      // As in production: some libraries (Apollo Server) behave differently under NODE_ENV=test.
      const env = { PGLITE_DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" };
      const first = await startServerProcess(env);
      const user = await signUp(first.url);
      const stopped = await first.stop();
      expect(stopped.code).toBe(0);
      expect(stopped.output).toContain('"msg":"shutting down"');
      expect(stopped.output).toContain('"msg":"Rivals stopped"');

      const second = await startServerProcess(env);
      const { body } = await graphqlRequest(second.url, "{ me { id } }", {}, user.cookie);
      expect(body.data).toEqual({ me: { id: user.id } });
      expect((await second.stop()).code).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);
