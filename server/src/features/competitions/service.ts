import { topics } from "../../db/bus";
import { notFound } from "../../domain/errors";
import { isId } from "../../domain/ids";
import { canView, type Viewer } from "../../domain/visibility";
import type { GraphQLContext } from "../../graphql/context";
import { acceptedFriendIds, loadCompetitions, type CompetitionView } from "./store";

export type CompetitionEvent = { competition: CompetitionView; deletedId?: never } | { deletedId: string };

const competitionNotFound = () => notFound("Competition not found");

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
