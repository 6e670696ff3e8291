import { topics } from "../../db/bus";
import { retryWhileUnreachable } from "../../db/faults";
import type { UserRow } from "../../db/schema";
import type { GraphQLContext } from "../../shared/context";
import { abortable } from "../../shared/subscriptions";
import { canView, mayNameViewer } from "../../domain/visibility";
import { markRead } from "../notifications";
import { deleteView, insertView, touchView } from "./presenceStore";
import { competitionNotFound, getVisibleCompetition } from "./service";

const HEARTBEAT_MS = 30_000;

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

/** Writes the viewer down until the returned function is called, beating so that a crashed instance's views go stale. */
async function stay(ctx: GraphQLContext, competitionId: string, userId: string, signal: AbortSignal) {
  const viewId = await retryWhileUnreachable(() => arrive(ctx, competitionId, userId), signal);
  const heartbeat = setInterval(() => void beat(ctx, viewId), HEARTBEAT_MS);
  return async () => {
    clearInterval(heartbeat);
    await leave(ctx, competitionId, viewId);
  };
}

/** Opening the competition is reading its notifications: none is made while it is open (writeStore.ts). */
async function arrive(ctx: GraphQLContext, competitionId: string, userId: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const viewId = await insertView(tx, competitionId, userId);
    if (!viewId) throw competitionNotFound();
    await ctx.bus.publish(tx, { topic: topics.presence(competitionId) });
    await markRead(tx, userId, { competitionId });
    return viewId;
  });
}

async function beat(ctx: GraphQLContext, viewId: string): Promise<void> {
  await touchView(ctx.db, viewId).catch((error: unknown) =>
    ctx.logger.warn({ err: error }, "presence heartbeat failed"),
  );
}

async function leave(ctx: GraphQLContext, competitionId: string, viewId: string): Promise<void> {
  await ctx.db
    .transaction(async (tx) => {
      await deleteView(tx, viewId);
      await ctx.bus.publish(tx, { topic: topics.presence(competitionId) });
    })
    .catch((error: unknown) => ctx.logger.warn({ err: error }, "could not record a viewer leaving"));
}
