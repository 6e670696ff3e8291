import { and, desc, eq, or } from "drizzle-orm";
import { topics } from "../../db/bus";
import { competitions, type CompetitionRow } from "../../db/schema";
import { notFound } from "../../domain/errors";
import { isId } from "../../domain/ids";
import { canView, type Viewer } from "../../domain/visibility";
import type { GraphQLContext } from "../../graphql/context";
import { requireViewer } from "../users/service";
import { acceptedFriendIds, loadCompetitions, type CompetitionView } from "./store";

export type CompetitionEvent = { competition: CompetitionView; deletedId?: never } | { deletedId: string };

export const competitionNotFound = () => notFound("Competition not found");

async function viewerOf(ctx: GraphQLContext): Promise<Viewer | null> {
  if (!ctx.viewer) return null;
  return { id: ctx.viewer.id, friendIds: await acceptedFriendIds(ctx.db, ctx.viewer.id) };
}

/** The competition if the viewer may see it; NOT_FOUND otherwise, so a private one's existence does not leak. */
export async function getVisibleCompetition(ctx: GraphQLContext, id: string): Promise<CompetitionView> {
  const competition = isId(id) ? (await loadCompetitions(ctx.db, [id])).get(id) : undefined;
  if (!competition || !canView(competition, await viewerOf(ctx))) throw competitionNotFound();
  return competition;
}

/**
 * The competition after each committed change, while the viewer may still see it. Permission is checked when
 * subscribing and again before every push; versions never go backwards.
 */
export async function competitionChanges(ctx: GraphQLContext, id: string): Promise<AsyncIterable<CompetitionEvent>> {
  const signal = new AbortController();
  const events = ctx.bus.events(topics.competition(id), signal.signal);
  try {
    await getVisibleCompetition(ctx, id);
  } catch (error) {
    signal.abort();
    throw error;
  }
  return (async function* () {
    let lastVersion = 0;
    try {
      for await (const event of events) {
        const competition = event.data?.deleted ? undefined : (await loadCompetitions(ctx.db, [id])).get(id);
        if (!competition) {
          yield { deletedId: id };
          return;
        }
        if (!canView(competition, await viewerOf(ctx))) throw competitionNotFound();
        if (competition.version <= lastVersion) continue;
        lastVersion = competition.version;
        yield { competition };
      }
    } finally {
      signal.abort();
    }
  })();
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
        or(eq(competitions.playerOneId, viewer.id), eq(competitions.playerTwoId, viewer.id)),
        filters.status ? eq(competitions.status, filters.status) : undefined,
        filters.friendId
          ? or(eq(competitions.playerOneId, filters.friendId), eq(competitions.playerTwoId, filters.friendId))
          : undefined,
      ),
    )
    .orderBy(desc(competitions.updatedAt));
  const views = await loadCompetitions(ctx.db, rows.map((row) => row.id));
  return rows.map((row) => views.get(row.id)!);
}

/** The public competition of the home page, when it exists and is still public. */
export async function sampleCompetition(ctx: GraphQLContext): Promise<CompetitionView | null> {
  const id = ctx.config.sampleCompetitionId;
  const competition = (await loadCompetitions(ctx.db, [id])).get(id);
  return competition?.public ? competition : null;
}

/** Every change to the viewer's competitions, including ones the opponent created or deleted. */
export async function myCompetitionChanges(ctx: GraphQLContext): Promise<AsyncIterable<CompetitionEvent>> {
  const viewer = requireViewer(ctx);
  return (async function* () {
    for await (const event of ctx.bus.events(topics.competitionsOf(viewer.id))) {
      const id = String(event.data?.id);
      const competition = event.data?.deleted ? undefined : (await loadCompetitions(ctx.db, [id])).get(id);
      yield competition ? { competition } : { deletedId: id };
    }
  })();
}
