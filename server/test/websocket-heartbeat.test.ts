import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { dropDeadWebSockets } from "../src/http/heartbeat";

let wsServer: WebSocketServer;
let stop: () => void;
let url: string;

beforeAll(async () => {
  wsServer = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise<void>((resolve) => wsServer.once("listening", resolve));
  url = `ws://127.0.0.1:${(wsServer.address() as AddressInfo).port}`;
  stop = dropDeadWebSockets(wsServer, 200);
});
afterAll(async () => {
  stop();
  await new Promise((resolve) => wsServer.close(resolve));
});

async function connect(options: WebSocket.ClientOptions = {}) {
  const socket = new WebSocket(url, options);
  await new Promise((resolve) => socket.once("open", resolve));
  const closed = new Promise<number>((resolve) => socket.once("close", resolve));
  return { socket, closed };
}

it("drops a peer that stops answering pings, and keeps one that answers", async () => {
  const live = await connect();
  let pings = 0;
  live.socket.on("ping", () => pings++);
  // A peer that is gone answers nothing: this client does not answer pings.
  const dead = await connect({ autoPong: false });
  expect(await dead.closed).toBe(1006);
  // The live one answered every ping meanwhile and stays.
  expect(pings).toBeGreaterThanOrEqual(1);
  await expect.poll(() => pings).toBeGreaterThanOrEqual(pings + 2);
  expect(live.socket.readyState).toBe(WebSocket.OPEN);
  live.socket.close();
  await live.closed;
});
