/**
 * Memory per idle subscribed WebSocket: starts the server in its own process on a fresh PostgreSQL database
 * (created next to the one of ADMIN_DATABASE_URL, PGlite's own memory would blur the figure), reads its VmRSS, opens SOCKETS sockets that each subscribe to the public sample competition
 * with the web app's CompetitionChanged document, reads VmRSS again and prints the difference per socket.
 *
 *   ADMIN_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     server/node_modules/.bin/tsx server/scripts/socket-memory.ts [sockets]
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { print } from "graphql";
import pg from "pg";
import WebSocket from "ws";
import { CompetitionChangedDocument } from "../../web/src/graphql/generated/graphql";

const SOCKETS = Number(process.argv[2] ?? 2_000);
/** `connect-only`: sockets that connect and subscribe to nothing, to tell the socket's share from the subscription's. */
const SUBSCRIBE = process.argv[3] !== "connect-only";
const SAMPLE_COMPETITION_ID = "00000000-0000-4000-8000-000000000001";
const root = path.resolve(import.meta.dirname, "../..");

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const adminUrl = process.env.ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const databaseName = `rivals_memory_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;
const server = spawn(
  process.execPath,
  ["--import", "tsx", "src/main.ts"], // no tsx CLI: its child process would be the one to measure
  {
    cwd: path.join(root, "server"),
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: "info",
      DATABASE_URL: databaseUrl.href,
      WS_MAX_SOCKETS_PER_ADDRESS: String(SOCKETS + 10),
    },
    stdio: ["ignore", "pipe", "inherit"],
  },
);
await new Promise<void>((resolve) => {
  let output = "";
  server.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes("Rivals is listening")) resolve();
  });
});

const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))![1]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));
const query = print(CompetitionChangedDocument);

function subscribed(): Promise<WebSocket> {
  const socket = new WebSocket(`ws://localhost:${port}/graphql`, "graphql-transport-ws");
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init" })));
    socket.on("message", (data) => {
      if (JSON.parse(String(data)).type !== "connection_ack") return;
      const payload = { query, variables: { id: SAMPLE_COMPETITION_ID } };
      if (SUBSCRIBE) socket.send(JSON.stringify({ id: "1", type: "subscribe", payload }));
      resolve(socket);
    });
  });
}

await settle();
const before = rssKb();
const sockets: WebSocket[] = [];
for (let i = 0; i < SOCKETS; i += 100) {
  sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, SOCKETS - i) }, subscribed))));
}
await settle();
const after = rssKb();
process.stdout.write(
  `${SOCKETS} ${SUBSCRIBE ? "subscribed" : "connected"} sockets: RSS ${(before / 1024).toFixed(0)} MB -> ${(after / 1024).toFixed(0)} MB, ` +
    `${((after - before) / SOCKETS).toFixed(1)} KB per socket\n`,
);
sockets.forEach((socket) => socket.terminate());
server.kill("SIGTERM");
await new Promise((resolve) => server.once("exit", resolve));
await admin.query(`drop database ${databaseName} with (force)`);
await admin.end();
