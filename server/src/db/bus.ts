import { EventEmitter, on } from "node:events";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "../logger";
import type { Db, Tx } from "./client";

/** The one channel every instance LISTENs on. */
export const CHANNEL = "rivals_events";

/**
 * What travels through NOTIFY: a topic (`competition:<id>`, `user:<id>`…) and a little data, such as a version.
 * Subscribers load the current state themselves, so payloads stay far below PostgreSQL's 8,000-byte limit.
 */
export interface BusEvent {
  topic: string;
  data?: Record<string, string | number | boolean | null>;
}

/** The topics events are published on: one place names them all. */
export const topics = {
  competition: (id: string) => `competition:${id}`,
  user: (id: string) => `user:${id}`,
  /** Any change to any competition this user plays in. */
  competitionsOf: (userId: string) => `competitions-of:${userId}`,
};

/** Where notifications come from: a LISTEN connection of PostgreSQL or of PGlite. */
export interface NotificationSource {
  start(onPayload: (payload: string) => void, onReconnect: () => void): void;
  close(): Promise<void>;
}

export interface NotifyBus {
  /** Sends the event when `tx` commits, to the subscribers of every instance, this one included. */
  publish(tx: Db | Tx, event: BusEvent): Promise<void>;
  /** Events of one topic on this instance; ends when the consumer returns or the signal aborts. */
  events(topic: string, signal?: AbortSignal): AsyncIterable<BusEvent>;
  subscribe(topic: string, listener: (event: BusEvent) => void): () => void;
  /** Called when the LISTEN connection came back: events may have been missed, so state must be re-sent. */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
}

const RECONNECTED = Symbol("reconnected");

export function createNotifyBus(source: NotificationSource, logger: Logger): NotifyBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  source.start(
    (payload) => {
      const event = parseEvent(payload);
      if (event) local.emit(event.topic, event);
      else logger.warn({ payload }, "ignored a malformed notification");
    },
    () => local.emit(RECONNECTED),
  );
  return {
    async publish(tx, event) {
      await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
    },
    async *events(topic, signal) {
      try {
        for await (const [event] of on(local, topic, { signal })) yield event as BusEvent;
      } catch (error) {
        if (!signal?.aborted) throw error;
      }
    },
    subscribe(topic, listener) {
      local.on(topic, listener);
      return () => local.off(topic, listener);
    },
    onReconnect(listener) {
      local.on(RECONNECTED, listener);
      return () => local.off(RECONNECTED, listener);
    },
    close: () => source.close(),
  };
}

function parseEvent(payload: string): BusEvent | undefined {
  try {
    const event: unknown = JSON.parse(payload);
    if (typeof event === "object" && event !== null && typeof (event as BusEvent).topic === "string") {
      return event as BusEvent;
    }
  } catch {
    // falls through to undefined
  }
  return undefined;
}

export async function listenPglite(client: PGlite): Promise<NotificationSource> {
  let onPayload: (payload: string) => void = () => {};
  const unlisten = await client.listen(CHANNEL, (payload) => onPayload(payload));
  return {
    start(handler) {
      onPayload = handler;
    },
    close: () => unlisten(),
  };
}

const MAX_BACKOFF_MS = 5_000;

/**
 * A dedicated connection that LISTENs. When it drops it reconnects with back-off and reports the reconnection,
 * because NOTIFY does not replay what was sent meanwhile.
 */
export async function listenPg(url: string, logger: Logger): Promise<NotificationSource> {
  let closed = false;
  let client = await connect();
  let handlers: { onPayload: (payload: string) => void; onReconnect: () => void } | undefined;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.payload) handlers?.onPayload(message.payload);
    });
    next.on("error", (error) => logger.warn({ err: error }, "LISTEN connection failed"));
    next.on("end", () => {
      if (!closed) void reconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      return next;
    } catch (error) {
      next.removeAllListeners("end");
      await next.end().catch(() => {});
      throw error;
    }
  }

  let reconnecting = false;
  async function reconnect(): Promise<void> {
    if (reconnecting) return;
    reconnecting = true;
    try {
      await retryUntilConnected();
    } finally {
      reconnecting = false;
    }
  }

  async function retryUntilConnected(): Promise<void> {
    for (let attempt = 0; !closed; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(100 * 2 ** attempt, MAX_BACKOFF_MS)));
      if (closed) return;
      try {
        client = await connect();
        logger.info({ attempt }, "LISTEN connection restored");
        handlers?.onReconnect();
        return;
      } catch (error) {
        logger.warn({ err: error, attempt }, "LISTEN reconnection failed, retrying");
      }
    }
  }

  return {
    start(onPayload, onReconnect) {
      handlers = { onPayload, onReconnect };
    },
    async close() {
      closed = true;
      await client.end().catch(() => {});
    },
  };
}
