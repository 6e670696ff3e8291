import type { CompetitionRow } from "../../db/schema";
import { competitionNotFound } from "../../domain/competitions";
import { badInput } from "../../domain/errors";
import { isId } from "../../domain/ids";
import { canView, canViewAs } from "../../domain/visibility";
import { requireViewer, type GraphQLContext } from "../../shared/context";
import { competitionStream, playerStream } from "./feed";
import {
  loadCompetitionFor,
  loadCompetitionParts,
  loadPlayedCompetitions,
  viewerWithFriends,
  type CompetitionAnswer,
  type CompetitionParts,
} from "./store";

export { competitionNotFound };

/** The competition if the viewer may see it; NOT_FOUND otherwise, so a private one's existence does not leak. */
export async function getVisibleCompetition(
  ctx: GraphQLContext,
  id: string,
  parts: CompetitionParts = {},
): Promise<CompetitionAnswer> {
  const viewerId = ctx.viewer?.id;
  const found = isId(id) ? await loadCompetitionFor(ctx.db, id, viewerId, parts) : undefined;
  if (!found || !canViewAs(found.competition, viewerId, found.friendOfAPlayer)) throw competitionNotFound();
  return found.competition;
}

/**
 * The competition after each committed change, while the viewer may see it: checked when subscribing, and on
 * every push from the loaded change and the viewer's friend list in memory (features/friends/friendLists.ts).
 */
export async function competitionChanges(
  ctx: GraphQLContext,
  id: string,
  current: boolean,
): Promise<AsyncIterable<never>> {
  const follow = followOverWebSocket(ctx);
  const viewerId = ctx.viewer?.id;
  const competition = isId(id) ? (await loadCompetitionParts(ctx.db, [id], {})).get(id) : undefined;
  if (viewerId) await ctx.friendLists.hold(viewerId);
  const viewer = viewerId ? { id: viewerId, friendIds: ctx.friendLists.friendsOf(viewerId) } : null;
  if (!competition || !canView(competition, viewer)) {
    if (viewerId) ctx.friendLists.release(viewerId);
    throw competitionNotFound();
  }
  return follow(competitionStream(ctx.db, ctx.friendLists, id), { current });
}

/** The viewer's competitions, most recently updated first: one statement whatever their number. */
export async function listCompetitions(
  ctx: GraphQLContext,
  filters: { status?: CompetitionRow["status"] | null; friendId?: string | null },
  parts: CompetitionParts,
): Promise<CompetitionAnswer[]> {
  const viewer = requireViewer(ctx);
  if (filters.friendId && !isId(filters.friendId)) return [];
  const played = { status: filters.status ?? undefined, opponentId: filters.friendId ?? undefined };
  return loadPlayedCompetitions(ctx.db, viewer.id, played, parts);
}

/** The public competition of the home page, when it exists and anyone may still see it. */
export async function sampleCompetition(
  ctx: GraphQLContext,
  parts: CompetitionParts,
): Promise<CompetitionAnswer | null> {
  const id = ctx.config.sampleCompetitionId;
  const competition = (await loadCompetitionParts(ctx.db, [id], parts)).get(id);
  return competition && canView(competition, null) ? competition : null;
}

/**
 * Those of `others` (competitions between the same two players as `seen`, which the viewer may see) that the viewer
 * may see too: the public ones, and every one for a player or a friend of one. Seeing a private `seen` took being
 * one; for a public one, whether the viewer is a friend of a player is what its read found, else read here.
 */
export async function visibleBeside(
  ctx: GraphQLContext,
  seen: CompetitionAnswer,
  others: readonly CompetitionRow[],
): Promise<CompetitionRow[]> {
  const viewerId = ctx.viewer?.id;
  if (others.every((other) => canViewAs(other, viewerId, false))) return [...others];
  const knowsPlayers =
    !seen.public ||
    (seen.friendOfAPlayer ??
      (!!viewerId && canView({ ...seen, public: false }, await viewerWithFriends(ctx.db, viewerId))));
  return others.filter((other) => canViewAs(other, viewerId, knowsPlayers));
}

/** Every change to the viewer's competitions, including ones the opponent created or deleted. */
export async function myCompetitionChanges(ctx: GraphQLContext): Promise<AsyncIterable<never>> {
  const follow = followOverWebSocket(ctx);
  return follow(playerStream(ctx.db, requireViewer(ctx).id));
}

/** Live pushes are shared per instance by the WebSocket's feed (graphql/liveFeed.ts); HTTP refuses subscriptions. */
function followOverWebSocket(ctx: GraphQLContext): NonNullable<GraphQLContext["follow"]> {
  if (!ctx.follow) throw badInput("Subscriptions run over the WebSocket");
  return ctx.follow;
}
