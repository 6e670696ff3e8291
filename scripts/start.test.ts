import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { repoRoot } from "../server/src/config";
import { freePort, startServerProcess } from "../server/test/support/process";

const copy = mkdtempSync(path.join(tmpdir(), "rivals-start-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/**
 * A checkout of its own (this one's files, its builds as they are, the installed packages shared), so that
 * editing a source there leaves this one alone.
 */
function checkout(): void {
  const skipped = new Set(["node_modules", ".git", "data"]);
  cpSync(repoRoot, copy, {
    recursive: true,
    preserveTimestamps: true,
    verbatimSymlinks: true,
    filter: (source) => !skipped.has(path.relative(repoRoot, source)),
  });
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(copy, "node_modules"));
}

it("runs a new server build after a server source changed: the README's `pnpm start` rebuilds what is stale", async () => {
  checkout();
  // A server source, whose build takes a second: which builds a change makes stale is scripts/builds.test.ts'
  // question, and rebuilding the web app here would cost minutes on a busy machine.
  const marker = `rivals-build-${randomBytes(4).toString("hex")}`;
  const entry = path.join(copy, "server/src/main.ts");
  writeFileSync(entry, `${readFileSync(entry, "utf8")}\nconsole.info(${JSON.stringify(marker)});\n`);

  const server = await startServerProcess(
    { PGLITE_DATA_DIR: path.join(copy, "data") },
    path.join(copy, "scripts/start.mjs"),
  );
  const { code, output } = await server.stop();
  expect(code).toBe(0);
  expect(output).toContain("Building the server");
  expect(output).toContain(marker);
}, 180_000);

it("stops on Ctrl+C with the server's own last line and exit status 0, as pnpm runs it", async () => {
  // A terminal's Ctrl+C sends SIGINT to its whole foreground process group: pnpm, and what it started.
  const child = spawn("pnpm", ["start"], {
    cwd: repoRoot,
    detached: true,
    env: { ...process.env, PORT: String(await freePort()), PGLITE_DATA_DIR: "memory://", LOG_LEVEL: "info" },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<[number | null, string | null]>((resolve) =>
    child.once("exit", (code, signal) => resolve([code, signal])),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => output.includes("Rivals is listening") && resolve());
    void exited.then(() => reject(new Error(`pnpm start ended first: ${output}`)));
  });
  process.kill(-child.pid!, "SIGINT");
  expect(await exited).toEqual([0, null]);
  expect(output).not.toContain("ELIFECYCLE");
  expect(output.trim().split("\n").at(-1)).toContain("Rivals stopped");
}, 180_000);
