/**
 * The floor's live feed: what pushing a competition to its viewers costs when nothing stands between PostgreSQL's
 * NOTIFY and the sockets. A bare `ws` server speaking just enough graphql-transport-ws (connection_init →
 * connection_ack, ping → pong, subscribe, next, complete) for the web app's `CompetitionChanged`. It LISTENs on
 * Rivals' channel; on each change of a watched competition it loads it once with one hand-written statement,
 * serializes it once per access class (its players, everyone else) and sends those bytes to every socket.
 * Its pushes must be byte-identical to Rivals' (live.ts checks). Visibility is checked when subscribing only:
 * the bench never takes a competition away from its viewers.
 */
import type { IncomingMessage, Server } from "node:http";
import pg from "pg";
import { WebSocketServer, type WebSocket } from "ws";
import { competition, COMPETITION_FOR_VIEWERS, Refused, sessionId, type FloorDb } from "./floor";

/** The channel and payloads of Rivals' bus (server/src/db/bus.ts). */
const CHANNEL = "rivals_events";
const PROTOCOL = "graphql-transport-ws";

interface Watcher {
  socket: WebSocket;
  competitionId: string;
  /** The client's operation id. */
  id: string;
  player: boolean;
}

interface Channel {
  watchers: Set<Watcher>;
  lastVersion: number;
  /** Changes are loaded one after the other, so they go out in order. */
  queue: Promise<void>;
}

interface Message {
  type?: string;
  id?: string;
  payload?: { operationName?: string; variables?: { id?: unknown } };
}

const frame = (id: string, type: string, payload?: string) =>
  `{"id":${JSON.stringify(id)},"type":"${type}"${payload === undefined ? "" : `,"payload":${payload}`}}`;

/** Who made a change, as the web app's document selects them (`by { id username }`). */
const BY = `select json_build_object('id', id, 'username', username, '__typename', 'User') as by from users where id = $1`;

const changed = (version: number, by: unknown, competition: unknown, round: unknown, deletedId: string | null) =>
  JSON.stringify({
    data: {
      competitionChanged: {
        version,
        deletedId,
        deletedRoundId: null,
        by,
        round,
        competition,
        __typename: "CompetitionEvent",
      },
    },
  });

export interface FloorLive {
  close(): Promise<void>;
}

/** Serves subscriptions on `server`'s /graphql; `databaseUrl` is where it LISTENs. */
export async function startFloorLive(server: Server, db: FloorDb, databaseUrl: string): Promise<FloorLive> {
  const channels = new Map<string, Channel>();
  const wss = new WebSocketServer({
    server,
    path: "/graphql",
    handleProtocols: (protocols) => (protocols.has(PROTOCOL) ? PROTOCOL : false),
  });

  async function push(
    competitionId: string,
    channel: Channel,
    change: { version: number; roundId: string | null; by: string | null },
  ) {
    const { version, roundId } = change;
    const [row] = await db.query(COMPETITION_FOR_VIEWERS, [competitionId, roundId]);
    const by = change.by ? ((await db.query(BY, [change.by]))[0]?.by ?? null) : null;
    if (!row) {
      const bytes = changed(version, by, null, null, competitionId);
      for (const watcher of channel.watchers) {
        watcher.socket.send(frame(watcher.id, "next", bytes));
        watcher.socket.send(frame(watcher.id, "complete"));
      }
      channels.delete(competitionId);
      return;
    }
    const loaded = row.competition as { version: number };
    // Each change goes out once, with its own version and round, as Rivals sends it.
    if (version <= channel.lastVersion) return;
    channel.lastVersion = version;
    const bytes = { false: "", true: "" };
    for (const watcher of channel.watchers) {
      const key = `${watcher.player}` as const;
      bytes[key] ||= changed(
        version,
        by,
        watcher.player ? { ...loaded, viewerIsParticipant: true } : loaded,
        row.round,
        null,
      );
      watcher.socket.send(frame(watcher.id, "next", bytes[key]));
    }
  }

  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on("notification", ({ payload }) => {
    const event = JSON.parse(payload ?? "{}") as {
      topic?: string;
      data?: { version?: number; roundId?: string; by?: string };
    };
    const topic = event.topic ?? "";
    const channel = topic.startsWith("competition:") && channels.get(topic.slice("competition:".length));
    if (!channel) return;
    const competitionId = topic.slice("competition:".length);
    channel.queue = channel.queue
      .then(() =>
        push(competitionId, channel, {
          version: event.data?.version ?? 0,
          roundId: event.data?.roundId ?? null,
          by: event.data?.by ?? null,
        }),
      )
      .catch((error: unknown) => console.error("floor live:", error));
  });
  await listener.query(`listen ${CHANNEL}`);

  async function subscribe(socket: WebSocket, session: string | null, watching: Set<Watcher>, message: Message) {
    const id = message.id ?? "";
    const competitionId = message.payload?.variables?.id;
    if (message.payload?.operationName !== "CompetitionChanged" || typeof competitionId !== "string") {
      return socket.send(frame(id, "error", JSON.stringify([{ message: "Unknown operation" }])));
    }
    let player: boolean;
    try {
      player = ((await competition(db, session, competitionId)) as { viewerIsParticipant: boolean })
        .viewerIsParticipant;
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      const errors = [{ message: error.message, extensions: { code: error.code } }];
      return socket.send(frame(id, "error", JSON.stringify(errors)));
    }
    if (socket.readyState !== socket.OPEN) return;
    let channel = channels.get(competitionId);
    if (!channel)
      channels.set(competitionId, (channel = { watchers: new Set(), lastVersion: 0, queue: Promise.resolve() }));
    const watcher = { socket, competitionId, id, player };
    watching.add(watcher);
    // First the competition as it is (the web app subscribes with `current: true`), then every change after it.
    const joined = channel;
    joined.queue = joined.queue.then(async () => {
      const [row] = await db.query(COMPETITION_FOR_VIEWERS, [competitionId, null]);
      if (!watching.has(watcher) || socket.readyState !== socket.OPEN) return;
      const loaded = row.competition as { version: number };
      const shown = player ? { ...loaded, viewerIsParticipant: true } : loaded;
      socket.send(frame(id, "next", changed(loaded.version, null, shown, null, null)));
      joined.watchers.add(watcher);
    });
  }

  function unwatch(watcher: Watcher) {
    const channel = channels.get(watcher.competitionId);
    if (channel?.watchers.delete(watcher) && channel.watchers.size === 0) channels.delete(watcher.competitionId);
  }

  wss.on("connection", (socket: WebSocket, request: IncomingMessage) => {
    const session = sessionId(request.headers.cookie);
    const watching = new Set<Watcher>();
    socket.on("message", (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Message;
      if (message.type === "connection_init") socket.send('{"type":"connection_ack"}');
      else if (message.type === "ping") socket.send('{"type":"pong"}');
      else if (message.type === "subscribe") {
        subscribe(socket, session, watching, message).catch((error: unknown) => {
          console.error("floor live:", error);
          socket.close(4500, "Internal error");
        });
      } else if (message.type === "complete") {
        for (const watcher of watching) {
          if (watcher.id !== message.id) continue;
          unwatch(watcher);
          watching.delete(watcher);
        }
      }
    });
    socket.on("close", () => watching.forEach(unwatch));
  });

  return {
    async close() {
      for (const socket of wss.clients) socket.terminate();
      await new Promise((resolve) => wss.close(resolve));
      await listener.end();
    },
  };
}
