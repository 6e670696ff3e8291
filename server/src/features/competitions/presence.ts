import { EventEmitter, on } from "node:events";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { topics, type NotifyBus } from "../../db/bus";
import type { Db } from "../../db/client";
import { retryWhileUnreachable } from "../../db/faults";
import { competitionViewers, competitions, users, type CompetitionRow, type UserRow } from "../../db/schema";
import type { GraphQLContext } from "../../graphql/context";
import { abortable } from "../../graphql/subscriptions";
import type { Logger } from "../../logger";
import { canView, mayNameViewer } from "../../domain/visibility";
import { competitionNotFound, getVisibleCompetition } from "./service";

const HEARTBEAT_MS = 30_000;
/** A view whose instance stopped beating (a crash) stops counting after this. */
const STALE_AFTER = sql`now() - interval '90 seconds'`;

/** Who is looking at a competition, as read once for every local subscriber; no competition once it is gone. */
interface Sighting {
  competition: CompetitionRow | undefined;
  viewers: UserRow[];
  /** Reads are numbered in the order they start: a subscriber takes only those that began after it arrived. */
  read: number;
  /** After a lost LISTEN connection: sent even when nothing seems to have changed. */
  resync: boolean;
}

export interface PresenceFeed {
  /** Who has the competition open, after each arrival and departure; ends when the signal aborts. */
  watch(competitionId: string, signal: AbortSignal): Watching;
}

interface Watching {
  sightings: AsyncIterable<Sighting>;
  /** The number the next read will carry. */
  nextRead(): number;
  /** Asks for a read of the current viewers, for a subscriber that does not arrive itself. */
  refresh(): void;
  /** Stops watching, also when `sightings` was never read. */
  close(): void;
}

interface Channel {
  sightings: EventEmitter;
  readsStarted: number;
  queue: Promise<void>;
  request: (resync: boolean) => void;
  close: () => void;
}

/**
 * Fan-out on one instance, like the competition feed: each arrival or departure is read once per instance and
 * the same list goes to every local subscriber, so the work grows with the viewers, not with their square.
 * A read that cannot reach the database waits for it to come back.
 */
export function createPresenceFeed(db: Db, bus: NotifyBus, logger: Logger): PresenceFeed {
  const channels = new Map<string, Channel>();

  function open(competitionId: string): Channel {
    const closing = new AbortController();
    const channel: Channel = {
      sightings: new EventEmitter(),
      readsStarted: 0,
      queue: Promise.resolve(),
      request,
      close,
    };
    channel.sightings.setMaxListeners(0);
    function request(resync: boolean) {
      channel.queue = channel.queue
        .then(async () => {
          const read = channel.readsStarted++;
          const sighting = await retryWhileUnreachable(() => see(db, competitionId), closing.signal);
          channel.sightings.emit("sighting", { ...sighting, read, resync });
        })
        .catch((error: unknown) => {
          if (!closing.signal.aborted) logger.error({ err: error, competitionId }, "could not read the viewers");
        });
    }
    const unsubscribe = bus.subscribe(topics.presence(competitionId), (event) => request(!!event.data?.resync));
    function close() {
      unsubscribe();
      closing.abort();
    }
    channels.set(competitionId, channel);
    return channel;
  }

  return {
    watch(competitionId, signal) {
      const channel = channels.get(competitionId) ?? open(competitionId);
      const stop = new AbortController();
      const stopped = AbortSignal.any([signal, stop.signal]);
      const events = on(channel.sightings, "sighting", { signal: stopped });
      const release = () => {
        if (channel.sightings.listenerCount("sighting") === 0 && channels.get(competitionId) === channel) {
          channel.close();
          channels.delete(competitionId);
        }
      };
      const sightings = (async function* () {
        try {
          for await (const [sighting] of events) yield sighting as Sighting;
        } catch (error) {
          if (!stopped.aborted) throw error;
        } finally {
          release();
        }
      })();
      return {
        sightings,
        nextRead: () => channel.readsStarted,
        refresh: () => channel.request(false),
        close() {
          stop.abort();
          release();
        },
      };
    },
  };
}

/** Who has a competition open, as one subscriber may know it. */
export interface Presence {
  /** How many signed-in users have it open. */
  count: number;
  /** Those of them the subscriber may know by name (domain/visibility.ts, mayNameViewer). */
  viewers: UserRow[];
}

/**
 * Who has the competition open: signed-in viewers are written down in the database (so every instance sees
 * them) for as long as their subscription lasts; each arrival or departure notifies the others. Permission is
 * checked when subscribing and again before every push, as on the competition feed; each subscriber gets the
 * names only of those it may know, and a signed-out one only the count.
 */
export async function presenceChanges(ctx: GraphQLContext, id: string): Promise<AsyncIterable<Presence>> {
  await getVisibleCompetition(ctx, id);
  const viewer = ctx.viewer;
  return abortable(async function* (signal) {
    const watching = ctx.presenceFeed.watch(id, signal);
    // The arrival's notification may come before its commit is confirmed: reads from here on may show it...
    const firstRead = watching.nextRead();
    let depart: (() => Promise<void>) | undefined;
    let last: string | undefined;
    if (viewer) await ctx.friendLists.hold(viewer.id);
    try {
      if (viewer) depart = await stay(ctx, id, viewer.id, signal);
      else watching.refresh(); // an anonymous viewer asks for one read of its own
      for await (const { competition, viewers, read, resync } of watching.sightings) {
        if (read < firstRead) continue;
        // ...and the first push is one that does.
        if (last === undefined && viewer && !viewers.some((user) => user.id === viewer.id)) continue;
        const known = viewer && { id: viewer.id, friendIds: ctx.friendLists.friendsOf(viewer.id) };
        if (!competition || !canView(competition, known ?? null)) throw competitionNotFound();
        const named = viewers.filter((user) => mayNameViewer(competition, known, user.id));
        const key = [viewers.length, ...named.map((user) => user.id)].join();
        if (key === last && !resync) continue; // pushed only when it changed
        last = key;
        yield { count: viewers.length, viewers: named };
      }
    } finally {
      watching.close();
      await depart?.();
      if (viewer) ctx.friendLists.release(viewer.id);
    }
  });
}

/** The competition's visibility and its current viewers: two statements, whoever asks. */
async function see(db: Db, competitionId: string): Promise<Pick<Sighting, "competition" | "viewers">> {
  const [competition] = await db.select().from(competitions).where(eq(competitions.id, competitionId));
  const rows = await db
    .selectDistinct({ user: users })
    .from(competitionViewers)
    .innerJoin(users, eq(competitionViewers.userId, users.id))
    .where(and(eq(competitionViewers.competitionId, competitionId), gt(competitionViewers.seenAt, STALE_AFTER)))
    .orderBy(asc(users.username));
  return { competition, viewers: rows.map((row) => row.user) };
}

/** Writes the viewer down until the returned function is called, beating so that a crashed instance's views go stale. */
async function stay(ctx: GraphQLContext, competitionId: string, userId: string, signal: AbortSignal) {
  const viewId = await retryWhileUnreachable(() => arrive(ctx, competitionId, userId), signal);
  const heartbeat = setInterval(() => void beat(ctx, viewId), HEARTBEAT_MS);
  return async () => {
    clearInterval(heartbeat);
    await leave(ctx, competitionId, viewId);
  };
}

async function arrive(ctx: GraphQLContext, competitionId: string, userId: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    // Held until commit, so a deletion since the subscription was checked refuses it instead of the insert failing.
    const [competition] = await tx
      .select({ id: competitions.id })
      .from(competitions)
      .where(eq(competitions.id, competitionId))
      .for("share");
    if (!competition) throw competitionNotFound();
    await tx.delete(competitionViewers).where(lt(competitionViewers.seenAt, STALE_AFTER));
    const [view] = await tx.insert(competitionViewers).values({ competitionId, userId }).returning();
    await ctx.bus.publish(tx, { topic: topics.presence(competitionId) });
    return view.id;
  });
}

async function beat(ctx: GraphQLContext, viewId: string): Promise<void> {
  await ctx.db
    .update(competitionViewers)
    .set({ seenAt: sql`now()` })
    .where(eq(competitionViewers.id, viewId))
    .catch((error: unknown) => ctx.logger.warn({ err: error }, "presence heartbeat failed"));
}

async function leave(ctx: GraphQLContext, competitionId: string, viewId: string): Promise<void> {
  await ctx.db
    .transaction(async (tx) => {
      await tx.delete(competitionViewers).where(eq(competitionViewers.id, viewId));
      await ctx.bus.publish(tx, { topic: topics.presence(competitionId) });
    })
    .catch((error: unknown) => ctx.logger.warn({ err: error }, "could not record a viewer leaving"));
}
