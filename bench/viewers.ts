/**
 * Viewers of one competition, as the web app's competition page is: one WebSocket each (graphql-transport-ws),
 * one `CompetitionChanged` subscription on it. Each push is timed where it lands; the bytes are kept only when
 * asked for (to compare two servers' pushes), so that a thousand viewers cost the load generator little.
 */
import { randomUUID } from "node:crypto";
import WebSocket from "ws";

export interface ViewerOptions {
  /** The server's address, http://… */
  url: string;
  count: number;
  /** The session cookie of viewer `index`, if signed in. */
  cookieOf: (index: number) => string | undefined;
  /** The `subscribe` message's payload, as the web app sends it. */
  payload: Record<string, unknown>;
  /** The operation id of every viewer: a new UUID each (as graphql-ws' client makes) unless given. */
  operationId?: string;
  keepFrames?: boolean;
}

export interface Viewers {
  /** The last push each viewer got, as sent (with `keepFrames`). */
  frames: string[];
  /**
   * Sends a change (`mutate` resolves to the competition's new version) and waits until every viewer has the push
   * of that version; resolves to each viewer's wait from the moment `mutate` was called, and `mutate`'s own time.
   */
  push(mutate: () => Promise<number>, timeoutMs?: number): Promise<{ latencies: number[]; mutationMs: number }>;
  close(): void;
}

const VERSION = Buffer.from('"version":');
const NEXT = Buffer.from('"type":"next"');

/** The competition's version in a push: the first `version` of the frame is the competition's own. */
function versionOf(frame: Buffer): number {
  const at = frame.indexOf(VERSION);
  return at < 0 ? -1 : parseInt(frame.subarray(at + VERSION.length, at + VERSION.length + 16).toString(), 10);
}

/** "Try again later": a server too busy to take the socket now, as Rivals says when its database pool is. */
const TRY_AGAIN_LATER = 1013;

/**
 * One viewer: connected, acknowledged and subscribed (whether the server has started its stream, none can tell).
 * A socket closed with 1013 before subscribing is opened again a moment later, as the web app's client does.
 */
async function connect(options: ViewerOptions, index: number, on: Handlers): Promise<WebSocket> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await connectOnce(options, index, on);
    } catch (error) {
      if (!(error instanceof TryAgainLater) || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

class TryAgainLater extends Error {}

function connectOnce(options: ViewerOptions, index: number, on: Handlers) {
  const { url, cookieOf, payload } = options;
  const cookie = cookieOf(index);
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", {
    headers: { origin: url, ...(cookie ? { cookie } : {}) },
    perMessageDeflate: false,
  });
  let subscribed = false;
  return new Promise<WebSocket>((resolve, reject) => {
    const fail = (problem: string) => (subscribed ? on.problem(problem) : reject(new Error(problem)));
    socket.once("unexpected-response", (_request, response) => fail(`viewer ${index}: HTTP ${response.statusCode}`));
    socket.on("error", (error) => fail(`viewer ${index}: ${error.message}`));
    socket.once("close", (code) => {
      if (code === TRY_AGAIN_LATER && !subscribed) reject(new TryAgainLater());
      else fail(`viewer ${index} closed (${code})`);
    });
    socket.once("open", () => socket.send('{"type":"connection_init","payload":{}}'));
    socket.on("message", (data: Buffer) => {
      if (data.subarray(0, 100).includes(NEXT)) return on.frame(index, data);
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type === "connection_ack") {
        const id = options.operationId ?? randomUUID();
        socket.send(JSON.stringify({ id, type: "subscribe", payload }));
        subscribed = true;
        resolve(socket);
      } else if (message.type !== "pong") fail(`viewer ${index} got ${String(data).slice(0, 300)}`);
    });
  });
}

interface Handlers {
  frame(index: number, frame: Buffer): void;
  /** Anything but a push, once subscribed. */
  problem(problem: string): void;
}

/** Opens `count` viewers, `width` connecting at a time. */
export async function openViewers(options: ViewerOptions, width = 100): Promise<Viewers> {
  const { count } = options;
  const versions = new Array<number>(count).fill(-1);
  const arrivals = new Array<number>(count).fill(0);
  const counted = new Uint8Array(count);
  const frames = new Array<string>(count).fill("");
  let target = Infinity;
  let reached = 0;
  let onReached = () => {};
  const problems: string[] = [];
  const reach = (index: number) => {
    if (counted[index] || versions[index] !== target) return;
    counted[index] = 1;
    if (++reached === count) onReached();
  };
  const handlers: Handlers = {
    frame(index, frame) {
      versions[index] = versionOf(frame);
      arrivals[index] = performance.now();
      if (options.keepFrames) frames[index] = frame.toString();
      reach(index);
    },
    problem: (problem) => problems.push(problem),
  };

  const sockets: WebSocket[] = [];
  let next = 0;
  const closeAll = () => sockets.forEach((socket) => socket.terminate());
  try {
    await Promise.all(
      Array.from({ length: Math.min(width, count) }, async () => {
        while (next < count) sockets.push(await connect(options, next++, handlers));
      }),
    );
  } catch (error) {
    closeAll();
    throw error;
  }

  return {
    frames,
    async push(mutate, timeoutMs = 60_000) {
      target = Infinity;
      reached = 0;
      counted.fill(0);
      const start = performance.now();
      const allReached = new Promise<void>((resolve) => (onReached = resolve));
      const version = await mutate();
      const mutationMs = performance.now() - start;
      target = version;
      // The pushes that came before the answer.
      for (let index = 0; index < count; index++) reach(index);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const missing = `${count - reached} of ${count} viewers got no push of version ${version}`;
          reject(new Error([missing, ...problems.slice(0, 3)].join("; ")));
        }, timeoutMs);
      });
      try {
        await Promise.race([allReached, timedOut]);
      } finally {
        clearTimeout(timer);
      }
      if (problems.length) throw new Error(`viewers: ${problems.slice(0, 3).join("; ")}`);
      return { latencies: arrivals.map((at) => at - start), mutationMs };
    },
    close: closeAll,
  };
}
