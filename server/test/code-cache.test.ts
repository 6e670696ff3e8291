import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { repoRoot } from "../src/config";
import { createTestDatabase, startServerProcess } from "./support";

// A build of its own, beside server/dist (the same depth under the repository, and its packages found the same way),
// so that its code cache starts empty and no other test's server writes to it.
const dist = mkdtempSync(path.join(repoRoot, "server", ".code-cache-test-"));
// Without PostgreSQL, PGlite on disk: the second start opens what the first one made, with no initdb again.
const dataDir = mkdtempSync(path.join(tmpdir(), "rivals-code-cache-"));
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});
for (const file of ["main.js", "server.cjs"])
  copyFileSync(path.join(repoRoot, "server/dist", file), path.join(dist, file));

/** Each file of the code cache, by name, with what tells a file written again from the one before. */
function cacheFiles(): Record<string, string> {
  const folder = path.join(dist, "code-cache");
  return Object.fromEntries(
    readdirSync(folder).map((name) => {
      const { ino, mtimeMs, size } = statSync(path.join(folder, name));
      return [name, `${ino} ${mtimeMs} ${size}`];
    }),
  );
}

it("writes V8's code cache at the first start's exit, and a second start takes it rather than writing it again", async () => {
  const database = await createTestDatabase();
  try {
    const env = { DATABASE_URL: database.databaseUrl ?? "", PGLITE_DATA_DIR: dataDir };
    // As production runs it: no --enable-source-maps, so the bundle runs as a `vm.Script` with the cache.
    const start = () => startServerProcess(env, path.join(dist, "main.js"), []);
    expect((await (await start()).stop()).code).toBe(0);
    const written = cacheFiles();
    expect(Object.keys(written)).toHaveLength(1);

    // A start whose cache V8 rejected (another build, another Node, other V8 flags) writes a new one as it exits.
    expect((await (await start()).stop()).code).toBe(0);
    expect(cacheFiles()).toEqual(written);
  } finally {
    await database.drop();
  }
}, 180_000);
