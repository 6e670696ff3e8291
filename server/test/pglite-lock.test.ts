import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { graphql, graphqlRequest, runToExit, signUp, startServerProcess } from "./support";

const ME = graphql(`
  query PgliteLockMe {
    me {
      id
    }
  }
`);

it(
  "lets one server at a time open a PGlite directory: a second exits at once, changing nothing",
  { timeout: 120_000 },
  async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "rivals-lock-"));
    const env = { PGLITE_DATA_DIR: dataDir, DATABASE_URL: "" };
    try {
      const first = await startServerProcess(env);
      const user = await signUp(first.url);
      const lock = await readFile(path.join(dataDir, "rivals.lock"), "utf8");

      const second = await runToExit(env);
      expect(second.code).toBe(1);
      expect(second.stderr.trim().split("\n")).toEqual([expect.stringContaining(dataDir)]);
      expect(second.stdout).not.toContain("Rivals is listening");
      expect(await readFile(path.join(dataDir, "rivals.lock"), "utf8")).toBe(lock);

      const { body } = await graphqlRequest(first.url, ME, {}, user.cookie);
      expect(body.data).toEqual({ me: { id: user.id } });
      expect((await first.stop()).code).toBe(0);

      // Released on stop, and taken over after a crash (kill -9 leaves the file behind).
      const third = await startServerProcess(env);
      await third.kill();
      const fourth = await startServerProcess(env);
      expect((await fourth.stop()).code).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);
