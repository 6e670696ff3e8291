import { getArgumentValues, type FieldNode, type GraphQLObjectType, type GraphQLResolveInfo } from "graphql";
import type { CompetitionRow } from "../../db/schema";
import { formatOf } from "../../domain/format";
import { roundResult } from "../../domain/scoring";
import { isPlayer } from "../../domain/visibility";
import type { GraphQLContext } from "../../shared/context";
import type { Resolvers } from "../../shared/generated/resolvers";
import { selectedFields } from "../../shared/selection";
import * as mutations from "./mutations";
import { presenceChanges, type Presence } from "./presence";
import {
  competitionChanges,
  competitionNotFound,
  getVisibleCompetition,
  listCompetitions,
  myCompetitionChanges,
  sampleCompetition,
  visibleBeside,
} from "./service";
import { findUserById, type PublicUser } from "../users";
import type { CompetitionEvent } from "./feed";
import { loadCompetitionParts, type CompetitionAnswer, type CompetitionParts } from "./store";

/** The shared feed executes each change with the event as the root value (graphql/liveFeed.ts). */
const asEvent = (event: CompetitionEvent) => event;

/** What a selection asks for besides the round numbers, and the nodes of its `round` fields, by its field nodes. */
interface Selected {
  fieldNodes: readonly FieldNode[];
  parts: Omit<CompetitionParts, "roundNumbers">;
  roundNodes: readonly FieldNode[];
}

/**
 * Selections already read, by their first node: a document's nodes stay the same objects from one execution of it to
 * the next, so reading its selection once per document is enough; only the round numbers (variables) change.
 */
const selections = new WeakMap<FieldNode, Selected>();

function selected(info: GraphQLResolveInfo): Selected {
  const known = selections.get(info.fieldNodes[0]);
  const same = known?.fieldNodes.length === info.fieldNodes.length;
  if (known && same && known.fieldNodes.every((node, index) => node === info.fieldNodes[index])) return known;
  const fields = selectedFields(info);
  const read: Selected = {
    fieldNodes: info.fieldNodes,
    parts: {
      players: fields.has("players") || fields.has("winner"),
      rules: fields.has("rules"),
      rounds: fields.has("rounds"),
      roundCount: fields.has("roundCount"),
      roundResults: fields.has("roundResults"),
      roundScores: fields.has("roundScores"),
      rematchOf: fields.has("rematchOf"),
      rematches: fields.has("rematches"),
      nameSuggestions: fields.has("nameSuggestions"),
    },
    roundNodes: fields.get("round") ?? [],
  };
  selections.set(info.fieldNodes[0], read);
  return read;
}

/** What the selection on a Competition field asks for beyond the competition's own row. */
export function selectedParts(info: GraphQLResolveInfo): CompetitionParts {
  const { parts, roundNodes } = selected(info);
  if (roundNodes.length === 0) return { ...parts, roundNumbers: [] };
  const round = (info.schema.getType("Competition") as GraphQLObjectType).getFields().round;
  return {
    ...parts,
    roundNumbers: roundNodes.map((node) => getArgumentValues(round, node, info.variableValues).number as number),
  };
}

/** A competition as a selection asks for it, loaded in one statement: by its id, or its row's (after a create). */
export async function competitionAnswer(
  ctx: GraphQLContext,
  competition: string | CompetitionRow,
  info: GraphQLResolveInfo,
): Promise<CompetitionAnswer> {
  const id = typeof competition === "string" ? competition : competition.id;
  const answer = (await loadCompetitionParts(ctx.db, [id], selectedParts(info))).get(id);
  if (!answer) throw competitionNotFound();
  return answer;
}

/** A part the answer was loaded without, loaded on its own: only for a Competition no selection was read for. */
async function loadPart(ctx: GraphQLContext, competition: CompetitionAnswer, parts: CompetitionParts) {
  const loaded = (await loadCompetitionParts(ctx.db, [competition.id], parts)).get(competition.id);
  if (!loaded) throw competitionNotFound();
  return loaded;
}

/** The round a change touched, as loaded with the change; loaded here for a stream that did not (a resync). */
async function changedRound(ctx: GraphQLContext, { competition, change }: CompetitionEvent) {
  const roundId = change?.roundId;
  if (!competition || typeof roundId !== "string") return null;
  if (competition.changedRound !== undefined) return competition.changedRound;
  return (await loadPart(ctx, competition, { changedRoundId: roundId })).changedRound ?? null;
}

/** The player who made a change: one of the competition's players, or read when the competition is gone. */
async function changedBy(ctx: GraphQLContext, { competition, change }: CompetitionEvent) {
  const by = change?.by;
  if (typeof by !== "string") return null;
  return competition?.players?.find((player) => player.id === by) ?? (await findUserById(ctx.db, by)) ?? null;
}

export const competitionResolvers: Resolvers = {
  Query: {
    competition: (_, { id }, ctx, info) => getVisibleCompetition(ctx, id, selectedParts(info)),
    competitions: (_, filters, ctx, info) => listCompetitions(ctx, filters, selectedParts(info)),
    sampleCompetition: (_, __, ctx, info) => sampleCompetition(ctx, selectedParts(info)),
  },
  Mutation: {
    createCompetition: async (_, input, ctx, info) =>
      competitionAnswer(ctx, await mutations.createCompetition(ctx, input), info),
    rematch: async (_, input, ctx, info) => competitionAnswer(ctx, await mutations.rematch(ctx, input), info),
    updateCompetitionInfo: (_, input, ctx, info) => mutations.updateCompetitionInfo(ctx, input, selectedParts(info)),
    deleteCompetition: (_, input, ctx) => mutations.deleteCompetition(ctx, input),
    addRule: (_, input, ctx, info) => mutations.addRule(ctx, input, selectedParts(info)),
    removeRule: (_, input, ctx, info) => mutations.removeRule(ctx, input, selectedParts(info)),
    addRound: (_, input, ctx, info) => mutations.addRound(ctx, input, selectedParts(info)),
    deleteRound: (_, input, ctx, info) => mutations.deleteRound(ctx, input, selectedParts(info)),
    setRoundValid: (_, input, ctx, info) => mutations.setRoundValid(ctx, input, selectedParts(info)),
    addSubRound: (_, input, ctx, info) => mutations.addSubRound(ctx, input, selectedParts(info)),
    deleteSubRound: (_, input, ctx, info) => mutations.deleteSubRound(ctx, input, selectedParts(info)),
    undoActivity: (_, input, ctx, info) => mutations.undoActivity(ctx, input, selectedParts(info)),
    updateCompetitionFormat: (_, input, ctx, info) =>
      mutations.updateCompetitionFormat(ctx, input, selectedParts(info)),
  },
  Subscription: {
    competitionChanged: {
      subscribe: (_, { id, current }, ctx) => competitionChanges(ctx, id, current ?? false),
      resolve: asEvent,
    },
    myCompetitionsChanged: { subscribe: (_, __, ctx) => myCompetitionChanges(ctx), resolve: asEvent },
    competitionViewers: {
      subscribe: (_, { id }, ctx) => presenceChanges(ctx, id),
      resolve: (presence: Presence) => presence.viewers,
    },
    competitionPresence: {
      subscribe: (_, { id }, ctx) => presenceChanges(ctx, id),
      resolve: (presence: Presence) => presence,
    },
  },
  CompetitionEvent: {
    version: (event) => Number(event.change?.version ?? event.competition?.version),
    round: (event, _, ctx) => changedRound(ctx, event),
    deletedRoundId: (event) => (typeof event.change?.deletedRoundId === "string" ? event.change.deletedRoundId : null),
    by: (event, _, ctx) => changedBy(ctx, event),
    activity: (event) => event.activity ?? null,
  },
  Competition: {
    createdAt: (competition) => competition.createdAt.toISOString(),
    updatedAt: (competition) => competition.updatedAt.toISOString(),
    completedAt: (competition) => competition.completedAt?.toISOString() ?? null,
    currentScore: (competition) => [competition.scoreOne, competition.scoreTwo],
    format: (competition) => formatOf(competition),
    viewerIsParticipant: (competition, _, ctx) => isPlayer(competition, ctx.viewer?.id),
    // Synchronous when the part was loaded with the row, as it is for every selection read beforehand.
    players: (competition, _, ctx) =>
      competition.players ?? loadPart(ctx, competition, { players: true }).then((loaded) => loaded.players!),
    winner: (competition, _, ctx) => {
      const winner = (players: readonly PublicUser[]) =>
        players.find((player) => player.id === competition.winnerId) ?? null;
      if (competition.winnerId === null) return null;
      if (competition.players) return winner(competition.players);
      return loadPart(ctx, competition, { players: true }).then((loaded) => winner(loaded.players!));
    },
    rules: (competition, _, ctx) =>
      competition.rules ?? loadPart(ctx, competition, { rules: true }).then((loaded) => loaded.rules!),
    rounds: (competition, _, ctx) =>
      competition.rounds ?? loadPart(ctx, competition, { rounds: true }).then((loaded) => loaded.rounds!),
    roundCount: (competition, _, ctx) =>
      competition.roundCount ??
      competition.rounds?.length ??
      loadPart(ctx, competition, { roundCount: true }).then((loaded) => loaded.roundCount!),
    round: (competition, { number }, ctx) => {
      const loaded = competition.roundsByNumber;
      if (loaded?.has(number)) return loaded.get(number)!;
      if (competition.rounds) return competition.rounds[number - 1] ?? null;
      return loadPart(ctx, competition, { roundNumbers: [number] }).then((part) => part.roundsByNumber!.get(number)!);
    },
    rematchOf: async (competition, _, ctx) => {
      const original =
        competition.rematchOf !== undefined
          ? competition.rematchOf
          : (await loadPart(ctx, competition, { rematchOf: true })).rematchOf;
      return original ? ((await visibleBeside(ctx, competition, [original]))[0] ?? null) : null;
    },
    rematches: async (competition, _, ctx) =>
      visibleBeside(
        ctx,
        competition,
        competition.rematches ?? (await loadPart(ctx, competition, { rematches: true })).rematches!,
      ),
    nameSuggestions: async (competition, _, ctx) => {
      if (!isPlayer(competition, ctx.viewer?.id)) return [];
      return (
        competition.nameSuggestions ?? (await loadPart(ctx, competition, { nameSuggestions: true })).nameSuggestions!
      );
    },
    roundResults: (competition, _, ctx) => {
      if (competition.roundResults) return competition.roundResults;
      const players = [competition.playerOneId, competition.playerTwoId] as const;
      if (competition.rounds) {
        const format = formatOf(competition);
        return competition.rounds.map((round) => roundResult(round.valid, round.score, players, format));
      }
      return loadPart(ctx, competition, { roundResults: true }).then((loaded) => loaded.roundResults!);
    },
    roundScores: (competition, _, ctx) => {
      if (competition.roundScores) return competition.roundScores;
      if (competition.rounds) return competition.rounds.map((round) => round.score);
      return loadPart(ctx, competition, { roundScores: true }).then((loaded) => loaded.roundScores!);
    },
  },
  CompetitionStatus: { ONGOING: "ongoing", COMPLETE: "complete", ABANDONED: "abandoned" },
  RoundWinner: { MORE_POINTS: "more_points", FEWER_POINTS: "fewer_points" },
  Scoring: { ROUNDS: "rounds", POINTS: "points" },
  FinishKind: { FIRST_TO: "first_to", BEST_OF: "best_of" },
};
