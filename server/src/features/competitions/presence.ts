import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { topics } from "../../db/bus";
import { competitionViewers, users, type UserRow } from "../../db/schema";
import type { GraphQLContext } from "../../graphql/context";
import { abortable } from "../../graphql/subscriptions";
import { assertVisible, getVisibleCompetition } from "./service";

const HEARTBEAT_MS = 30_000;
/** A view whose instance stopped beating (a crash) stops counting after this. */
const STALE_AFTER = sql`now() - interval '90 seconds'`;

/**
 * Who has the competition open: signed-in viewers are written down in the database (so every instance sees
 * them) for as long as their subscription lasts; each arrival or departure notifies the others.
 */
export async function competitionViewersChanges(ctx: GraphQLContext, id: string): Promise<AsyncIterable<UserRow[]>> {
  await getVisibleCompetition(ctx, id);
  return abortable(async function* (signal) {
    const changes = ctx.bus.events(topics.presence(id), signal);
    const viewId = ctx.viewer ? await arrive(ctx, id, ctx.viewer.id) : undefined;
    const heartbeat = viewId && setInterval(() => void beat(ctx, viewId), HEARTBEAT_MS);
    let last: string | undefined;
    try {
      for await (const _change of withFirst(changes)) {
        await assertVisible(ctx, id);
        const viewers = await viewersOf(ctx, id);
        const key = viewers.map((viewer) => viewer.id).join();
        if (key === last) continue; // pushed only when it changed
        last = key;
        yield viewers;
      }
    } finally {
      if (heartbeat) clearInterval(heartbeat);
      if (viewId) await leave(ctx, id, viewId);
    }
  });
}

/** The change stream, preceded by one start signal so that the current viewers go out at once. */
async function* withFirst<T>(changes: AsyncIterable<T>): AsyncIterable<T | null> {
  yield null;
  yield* changes;
}

async function viewersOf(ctx: GraphQLContext, competitionId: string): Promise<UserRow[]> {
  const rows = await ctx.db
    .selectDistinct({ user: users })
    .from(competitionViewers)
    .innerJoin(users, eq(competitionViewers.userId, users.id))
    .where(and(eq(competitionViewers.competitionId, competitionId), gt(competitionViewers.seenAt, STALE_AFTER)))
    .orderBy(asc(users.username));
  return rows.map((row) => row.user);
}

async function arrive(ctx: GraphQLContext, competitionId: string, userId: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
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
