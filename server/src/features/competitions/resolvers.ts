import type { Resolvers } from "../../graphql/generated/resolvers";
import { isPlayer } from "../../domain/visibility";
import { competitionChanges, getVisibleCompetition, type CompetitionEvent } from "./service";

export const competitionResolvers: Resolvers = {
  Query: {
    competition: (_, { id }, ctx) => getVisibleCompetition(ctx, id),
  },
  Subscription: {
    competitionChanged: {
      subscribe: (_, { id }, ctx) => competitionChanges(ctx, id),
      resolve: (event: CompetitionEvent) => event,
    },
  },
  Competition: {
    createdAt: (competition) => competition.createdAt.toISOString(),
    updatedAt: (competition) => competition.updatedAt.toISOString(),
    currentScore: (competition) => [competition.scoreOne, competition.scoreTwo],
    winner: (competition) => competition.players.find((player) => player.id === competition.winnerId) ?? null,
    viewerIsParticipant: (competition, _, ctx) => isPlayer(competition, ctx.viewer?.id),
  },
  CompetitionStatus: { ONGOING: "ongoing", COMPLETE: "complete", ABANDONED: "abandoned" },
};
