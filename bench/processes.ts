/**
 * Rivals and the floor each in a process of its own, for what only a process shows (its memory, its start) and
 * so that many sockets are not served by the load generator's own process. Both run compiled, with plain node,
 * as production runs Rivals: server/dist/main.js (scripts/build-server.mjs) and bench/dist/floorMain.js, each
 * compiled the same way (esbuild, its packages bundled in but those Rivals leaves out) when the bench starts.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort } from "@rivals/server/test-support";
import { post, target, type GraphQLCall } from "./load";

export type Side = "rivals" | "floor";

const entries: Record<Side, { cwd: string; main: string }> = {
  rivals: { cwd: fileURLToPath(new URL("../server/", import.meta.url)), main: "dist/main.js" },
  floor: { cwd: fileURLToPath(new URL("./", import.meta.url)), main: "dist/floorMain.js" },
};

let compiled = false;

/** Compiles both servers once per run, so that each side starts as a production build would. */
async function compile(): Promise<void> {
  if (compiled) return;
  const root = fileURLToPath(new URL("../", import.meta.url));
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { cwd: root, stdio: "inherit" });
  const { build } = await import("esbuild");
  await build({
    entryPoints: ["./floorMain.ts", "./heapProbe.ts"].map((entry) => fileURLToPath(new URL(entry, import.meta.url))),
    outdir: fileURLToPath(new URL("./dist/", import.meta.url)),
    bundle: true,
    platform: "node",
    mainFields: ["module", "main"],
    target: "node20",
    format: "esm",
    // As Rivals' build: CommonJS packages bundled into an ES module still call `require`.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    logLevel: "warning",
  });
  compiled = true;
}

export interface ServerProcess {
  side: Side;
  pid: number;
  url: string;
  /** Milliseconds from spawning the process to its first 200 answer. */
  startMs: number;
  /** Resident memory now, in KB (VmRSS). */
  rssKb(): number;
  /** CPU time used so far, in clock ticks (user + system). */
  cpuTicks(): number;
  /** The heap in use after a full garbage collection, in bytes: only when started with `heapProbe`. */
  heapUsed(): Promise<number>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  databaseUrl: string;
  /** The request that tells it is up, asked every few milliseconds from the moment of spawning until a 200. */
  probe: () => GraphQLCall;
  /** Added to the process's environment. */
  env?: Record<string, string>;
  /** Starts it with heapProbe.ts loaded (and `--expose-gc`), for `heapUsed`. */
  heapProbe?: boolean;
}

const HEAP_PROBE = ["--expose-gc", "--import", new URL("./dist/heapProbe.js", import.meta.url).href];

/** Spawns one side and resolves once it has answered its first request. */
export async function startServer(side: Side, { databaseUrl, probe, env = {}, heapProbe = false }: ServerOptions) {
  await compile();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const { cwd, main } = entries[side];
  const spawned = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...(heapProbe ? HEAP_PROBE : []), main], {
    cwd,
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit", ...(heapProbe ? (["ipc"] as const) : [])],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code, signal) => reject(new Error(`${side} exited (${code ?? signal}) before answering`))),
  );
  exited.catch(() => {});
  const graphql = target(url, 1);
  for (;;) {
    const answered = await Promise.race([post(graphql, probe()).catch(() => undefined), exited]);
    if (answered?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const startMs = performance.now() - spawned;
  graphql.agent.destroy();
  return processOf(side, child, url, startMs);
}

function processOf(side: Side, child: ChildProcess, url: string, startMs: number): ServerProcess {
  const pid = child.pid!;
  return {
    side,
    pid,
    url,
    startMs,
    rssKb: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]),
    cpuTicks: () => {
      // The fields after the command name, which is in parentheses and may hold spaces.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      return Number(fields[11]) + Number(fields[12]);
    },
    heapUsed: () =>
      new Promise<number>((resolve, reject) => {
        if (!child.send) return reject(new Error(`${side} was started without heapProbe`));
        const exited = () => reject(new Error(`${side} exited before telling its heap`));
        child.once("exit", exited);
        child.once("message", (answer) => {
          child.off("exit", exited);
          resolve((answer as { heapUsed: number }).heapUsed);
        });
        child.send("heap");
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(killer);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

/** The soft limit on open files this process (and so each child) has. */
export function openFilesLimit(): number {
  const line = /Max open files\s+(\d+|unlimited)/.exec(readFileSync("/proc/self/limits", "utf8"))?.[1];
  return line === undefined || line === "unlimited" ? Infinity : Number(line);
}

/**
 * Waits until the process is idle — no CPU used over a second — and its memory steady, then gives its RSS in KB.
 * Gives up waiting after `timeoutMs` and gives the RSS then.
 */
export async function settled(server: ServerProcess, timeoutMs = 60_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  let [ticks, rss] = [server.cpuTicks(), server.rssKb()];
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [nowTicks, nowRss] = [server.cpuTicks(), server.rssKb()];
    const idle = nowTicks - ticks <= 1 && Math.abs(nowRss - rss) <= rss / 100;
    [ticks, rss] = [nowTicks, nowRss];
    if (idle) break;
  }
  return rss;
}
