import type { Resolvers } from "../../graphql/generated/resolvers";
import { isPlayer } from "../../domain/visibility";
import type { UserRow } from "../../db/schema";
import * as mutations from "./mutations";
import { competitionViewersChanges } from "./presence";
import {
  competitionChanges,
  getVisibleCompetition,
  listCompetitions,
  myCompetitionChanges,
  sampleCompetition,
  type CompetitionEvent,
} from "./service";

const asEvent = (event: CompetitionEvent) => event;

export const competitionResolvers: Resolvers = {
  Query: {
    competition: (_, { id }, ctx) => getVisibleCompetition(ctx, id),
    competitions: (_, filters, ctx) => listCompetitions(ctx, filters),
    sampleCompetition: (_, __, ctx) => sampleCompetition(ctx),
  },
  Mutation: {
    createCompetition: (_, input, ctx) => mutations.createCompetition(ctx, input),
    updateCompetitionInfo: (_, input, ctx) => mutations.updateCompetitionInfo(ctx, input),
    deleteCompetition: (_, { id, expectedVersion }, ctx) => mutations.deleteCompetition(ctx, id, expectedVersion),
    addRule: (_, input, ctx) => mutations.addRule(ctx, input),
    removeRule: (_, input, ctx) => mutations.removeRule(ctx, input),
    addRound: (_, input, ctx) => mutations.addRound(ctx, input),
    deleteRound: (_, input, ctx) => mutations.deleteRound(ctx, input),
    setRoundValid: (_, input, ctx) => mutations.setRoundValid(ctx, input),
    addSubRound: (_, input, ctx) => mutations.addSubRound(ctx, input),
    deleteSubRound: (_, input, ctx) => mutations.deleteSubRound(ctx, input),
  },
  Subscription: {
    competitionChanged: { subscribe: (_, { id }, ctx) => competitionChanges(ctx, id), resolve: asEvent },
    myCompetitionsChanged: { subscribe: (_, __, ctx) => myCompetitionChanges(ctx), resolve: asEvent },
    competitionViewers: {
      subscribe: (_, { id }, ctx) => competitionViewersChanges(ctx, id),
      resolve: (viewers: UserRow[]) => viewers,
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
