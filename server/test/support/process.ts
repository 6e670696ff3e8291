import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { repoRoot } from "../../src/config";
import { createTestDatabase, type TestDatabase } from "./database";

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  /** Whether it is still running (a crash ends it). */
  alive(): boolean;
  /** Sends SIGTERM and waits for the exit; resolves to the exit code and everything it logged. */
  stop(): Promise<{ code: number | null; output: string }>;
  /** Sends SIGKILL (kill -9: no shutdown at all) and waits for the exit. */
  kill(): Promise<void>;
}

/**
 * The server as production runs it (`node server/dist/main.js`, compiled by the tests' global set-up), in its own
 * process, once it says it is listening. `script` runs another entry instead (`scripts/start.mjs` of a checkout);
 * `nodeArgs` are Node's options (without `--enable-source-maps`, Node 20 runs the bundle from its code cache).
 */
export async function startServerProcess(
  env: Record<string, string>,
  script = path.join(repoRoot, "server/dist/main.js"),
  nodeArgs = ["--enable-source-maps"],
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, script],
    // Info level: the "listening" line is how we know it is up.
    { env: { ...process.env, ...env, LOG_LEVEL: "info", PORT: String(port) }, stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", () => {
      if (output.includes("Rivals is listening")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  }).catch((error: unknown) => {
    child.kill("SIGKILL");
    throw error;
  });
  return {
    url: `http://localhost:${port}`,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve({ code: child.exitCode, output });
        child.once("exit", (code) => resolve({ code, output }));
        child.kill("SIGTERM");
      }),
  };
}

/**
 * Runs the compiled server (or another compiled entry, `script` in server/dist, with `args`) to its end; resolves
 * to its exit code and what it wrote.
 */
export async function runToExit(env: Record<string, string>, script = "main.js", args: string[] = []) {
  const child = spawn(process.execPath, [path.join(repoRoot, "server/dist", script), ...args], {
    env: { ...process.env, ...env, PORT: String(await freePort()) },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, stdout, stderr };
}

/**
 * Two server processes on one fresh PostgreSQL database, started (both migrating at once) before the suite's
 * tests and stopped after them. Read `a` and `b` inside tests, once they have started.
 */
export function twoInstances(): { a: ServerProcess; b: ServerProcess } {
  const instances = {} as { a: ServerProcess; b: ServerProcess };
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.databaseUrl! };
    [instances.a, instances.b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([instances.a?.stop(), instances.b?.stop()]);
    await database?.drop();
  });
  return instances;
}
