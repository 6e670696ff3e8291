import { EventEmitter, on } from "node:events";
import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "../logger";
import type { Db, Tx } from "./handles";

/** The one channel every instance LISTENs on. */
export const CHANNEL = "rivals_events";

/**
 * What travels through NOTIFY: a topic (`competition:<id>`, `user:<id>`…) and a little data, such as a version.
 * Subscribers load the current state themselves, so payloads stay far below PostgreSQL's 8,000-byte limit.
 * After a lost LISTEN connection, every topic gets `{ resync: true, since }`: re-read whatever may have changed.
 */
export interface BusEvent {
  topic: string;
  data?: Record<string, string | number | boolean | null>;
}

/** The topics events are published on: one place names them all. */
export const topics = {
  competition: (id: string) => `competition:${id}`,
  user: (id: string) => `user:${id}`,
  /** Who has this competition open changed. */
  presence: (competitionId: string) => `presence:${competitionId}`,
  /** Any change to any competition this user plays in. */
  competitionsOf: (userId: string) => `competitions-of:${userId}`,
  /** The user's notifications changed: one was made or grew (`data.id`), or some were read. */
  notifications: (userId: string) => `notifications:${userId}`,
  /** A session ended: published by the database itself, from a trigger on deleting its row (migration 0003). */
  sessionEnded: (sessionId: string) => `session-ended:${sessionId}`,
};

/** Where notifications come from: a LISTEN connection of PostgreSQL or of PGlite. */
export interface NotificationSource {
  /** `onReconnect` gets the moment the connection was lost. */
  start(onPayload: (payload: string) => void, onReconnect: (since: Date) => void): void;
  close(): Promise<void>;
}

export interface NotifyBus {
  /** Sends the event when `tx` commits, to the subscribers of every instance, this one included. */
  publish(tx: Db | Tx, event: BusEvent): Promise<void>;
  /** Events of one topic on this instance; ends when the consumer returns or the signal aborts. */
  events(topic: string, signal?: AbortSignal): AsyncIterable<BusEvent>;
  subscribe(topic: string, listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

type Listener = (event: BusEvent) => void;
/**
 * How far before the lost connection a resync looks: rows carry the database's `now()`, which is when their
 * transaction began, by a clock that may differ from this instance's.
 */
const RESYNC_MARGIN_MS = 60_000;

export function createNotifyBus(source: NotificationSource, logger: Logger): NotifyBus {
  // Topics are kept apart from any emitter's own event names ('error' above all): an emitter would treat a
  // resync sent to its 'error' listeners as a failure and end every subscription listening through it.
  const listeners = new Map<string, Set<Listener>>();
  const deliver = (event: BusEvent) => listeners.get(event.topic)?.forEach((listener) => listener(event));

  function subscribe(topic: string, listener: Listener): () => void {
    const set = listeners.get(topic) ?? new Set();
    listeners.set(topic, set.add(listener));
    return () => {
      set.delete(listener);
      if (set.size === 0 && listeners.get(topic) === set) listeners.delete(topic);
    };
  }

  source.start(
    (payload) => {
      const event = parseEvent(payload);
      if (event) deliver(event);
      else logger.warn({ payload }, "ignored a malformed notification");
    },
    // Events sent while the connection was down are lost: every live topic hears to re-read current state.
    (lost) => {
      const since = new Date(lost.getTime() - RESYNC_MARGIN_MS).toISOString();
      for (const topic of [...listeners.keys()]) deliver({ topic, data: { resync: true, since } });
    },
  );
  return {
    async publish(tx, event) {
      await tx.execute(sql`select ${notifying([event])}`);
    },
    events(topic, signal) {
      const inbox = new EventEmitter();
      const iterator = on(inbox, "event", { signal }); // listens from this call on, not from the first read
      const unsubscribe = subscribe(topic, (event) => inbox.emit("event", event));
      signal?.addEventListener("abort", unsubscribe, { once: true });
      return (async function* () {
        try {
          for await (const [event] of iterator) yield event as BusEvent;
        } catch (error) {
          if (!signal?.aborted) throw error;
        } finally {
          unsubscribe();
        }
      })();
    },
    subscribe,
    close: () => source.close(),
  };
}

/**
 * An expression that sends every event when its transaction commits: fold it into a change's statement so that
 * the change and its notifications cost one round trip.
 */
export function notifying(events: readonly BusEvent[]): SQL {
  return notifyingJson(sql`${JSON.stringify(events)}`);
}

/** Like `notifying`, for the events as one JSON array (`JSON.stringify(events)`): a placeholder, in a statement built once. */
export function notifyingJson(events: SQLWrapper): SQL {
  return sql`(select count(pg_notify(${CHANNEL}, event::text)) from json_array_elements(${events}::json) as event)`;
}

/** Like `notifying`, for events known only to SQL: `events` selects each one's `topic` and `data` (json, or null). */
export function notifyingRows(events: SQL): SQL {
  return sql`(select count(pg_notify(${CHANNEL}, json_build_object('topic', topic, 'data', data)::text))
    from (${events}) as events_told)`;
}

/** Like `notifying`, on the topic of each user a query selects (one column, `id`): for sets known only to SQL. */
export function notifyingUsers(ids: SQL): SQL {
  return notifyingRows(
    sql`select ${topics.user("")}::text || id as topic, null::json as data from (${ids}) as users_told`,
  );
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

const MAX_BACKOFF_MS = 2_000;
/** A request waits this long at most for a connection before it answers UNAVAILABLE. */
export const CONNECT_TIMEOUT_MS = 3_000;

/**
 * A dedicated connection that LISTENs. When it drops it reconnects with back-off and reports the reconnection,
 * because NOTIFY does not replay what was sent meanwhile.
 */
export async function listenPg(url: string, logger: Logger): Promise<NotificationSource> {
  let closed = false;
  let client = await connect();
  let handlers: { onPayload: (payload: string) => void; onReconnect: (since: Date) => void } | undefined;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    next.on("notification", (message) => {
      if (message.payload) handlers?.onPayload(message.payload);
    });
    next.on("error", (error) => logger.warn({ err: error }, "LISTEN connection failed"));
    next.on("end", () => {
      if (!closed) void reconnect(new Date());
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
  async function reconnect(since: Date): Promise<void> {
    if (reconnecting) return;
    reconnecting = true;
    try {
      await retryUntilConnected(since);
    } finally {
      reconnecting = false;
    }
  }

  async function retryUntilConnected(since: Date): Promise<void> {
    for (let attempt = 0; !closed; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(100 * 2 ** attempt, MAX_BACKOFF_MS)));
      if (closed) return;
      try {
        client = await connect();
        logger.info({ attempt }, "LISTEN connection restored");
        handlers?.onReconnect(since);
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
