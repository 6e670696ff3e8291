import { and, desc, eq, gte } from "drizzle-orm";
import { topics } from "../../db/bus";
import { retryWhileUnreachable } from "../../db/faults";
import { competitions, playedBy, type CompetitionRow } from "../../db/schema";
import { notFound } from "../../domain/errors";
import { isId } from "../../domain/ids";
import { canView, isPlayer, type VisibleCompetition } from "../../domain/visibility";
import type { GraphQLContext } from "../../graphql/context";
import { abortable } from "../../graphql/subscriptions";
import { requireViewer } from "../users/service";
import { loadCompetitions, viewerWithFriends, type CompetitionView } from "./store";

import type { FeedItem as CompetitionEvent } from "./feed";

export type { CompetitionEvent };

export const competitionNotFound = () => notFound("Competition not found");

/** canView, asking the database for the viewer's friends only when the answer depends on them. */
export async function viewerCanSee(ctx: GraphQLContext, competition: VisibleCompetition): Promise<boolean> {
  const id = ctx.viewer?.id;
  if (competition.public || isPlayer(competition, id)) return true;
  return id !== undefined && canView(competition, await viewerWithFriends(ctx.db, id));
}

/** The competition if the viewer may see it; NOT_FOUND otherwise, so a private one's existence does not leak. */
export async function getVisibleCompetition(ctx: GraphQLContext, id: string): Promise<CompetitionView> {
  const competition = isId(id) ? (await loadCompetitions(ctx.db, [id])).get(id) : undefined;
  if (!competition || !(await viewerCanSee(ctx, competition))) throw competitionNotFound();
  return competition;
}

/**
 * The competition after each committed change, while the viewer may still see it: permission is checked when
 * subscribing and again before every push. The instance's feed loads each change once for all its subscribers.
 */
export async function competitionChanges(ctx: GraphQLContext, id: string): Promise<AsyncIterable<CompetitionEvent>> {
  await getVisibleCompetition(ctx, id);
  return abortable(async function* (signal) {
    for await (const item of ctx.competitionFeed.watch(id, signal)) {
      const { competition } = item;
      if (competition && !(await retryWhileUnreachable(() => viewerCanSee(ctx, competition), signal))) {
        throw competitionNotFound();
      }
      yield item;
      if (item.deletedId) return;
    }
  });
}

/** The viewer's competitions, most recently updated first: six statements whatever their number and size. */
export async function listCompetitions(
  ctx: GraphQLContext,
  filters: { status?: CompetitionRow["status"] | null; friendId?: string | null },
): Promise<CompetitionView[]> {
  const viewer = requireViewer(ctx);
  if (filters.friendId && !isId(filters.friendId)) return [];
  const rows = await ctx.db
    .select({ id: competitions.id })
    .from(competitions)
    .where(
      and(
        playedBy(viewer.id),
        filters.status ? eq(competitions.status, filters.status) : undefined,
        filters.friendId ? playedBy(filters.friendId) : undefined,
      ),
    )
    .orderBy(desc(competitions.updatedAt));
  const views = await loadCompetitions(
    ctx.db,
    rows.map((row) => row.id),
  );
  // One deleted between the two reads is simply no longer listed.
  return rows.flatMap((row) => views.get(row.id) ?? []);
}

/** After a lost LISTEN connection: the player's competitions that changed meanwhile. */
async function changedSince(ctx: GraphQLContext, playerId: string, since: Date): Promise<CompetitionView[]> {
  const rows = await ctx.db
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(playedBy(playerId), gte(competitions.updatedAt, since)));
  const views = await loadCompetitions(
    ctx.db,
    rows.map((row) => row.id),
  );
  return [...views.values()];
}

/** The public competition of the home page, when it exists and is still public. */
export async function sampleCompetition(ctx: GraphQLContext): Promise<CompetitionView | null> {
  const id = ctx.config.sampleCompetitionId;
  const competition = (await loadCompetitions(ctx.db, [id])).get(id);
  return competition?.public ? competition : null;
}

/**
 * Every change to the viewer's competitions, including ones the opponent created or deleted. Loads that cannot
 * reach the database wait for it to come back.
 */
export async function myCompetitionChanges(ctx: GraphQLContext): Promise<AsyncIterable<CompetitionEvent>> {
  const viewer = requireViewer(ctx);
  return abortable(async function* (signal) {
    for await (const { data } of ctx.bus.events(topics.competitionsOf(viewer.id), signal)) {
      if (data?.resync) {
        const since = new Date(String(data.since));
        const changed = await retryWhileUnreachable(() => changedSince(ctx, viewer.id, since), signal);
        yield* changed.map((competition) => ({ competition }));
        continue;
      }
      const id = String(data?.id);
      const load = () => loadCompetitions(ctx.db, [id]);
      const competition = data?.deleted ? undefined : (await retryWhileUnreachable(load, signal)).get(id);
      yield competition ? { competition } : { deletedId: id };
    }
  });
}
