import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import {
  checkCompetitionInfo,
  checkNewCompetition,
  checkRule,
  checkSubRound,
  type InfoEdit,
} from "../../domain/competitions";
import {
  checkDeletedRound,
  checkFound,
  checkNewRound,
  checkSubRoundPlayer,
  roundNotFound,
  ruleNotFound,
  subRoundNotFound,
  checkClientMutationId,
} from "../../domain/editing";
import { badInput } from "../../domain/errors";
import { isId } from "../../domain/ids";
import type { GraphQLContext } from "../../graphql/context";
import { requireViewer } from "../users/service";
import { changeEvents, editCompetition, type EditAnswer } from "./editing";
import { competitionNotFound } from "./service";
import * as writes from "./writes";

/** What every competition mutation may also take (API.md). */
type Version = { expectedVersion?: number | null; clientMutationId?: string | null };
const whileOngoing = (input: Version, notFound: typeof roundNotFound) => ({
  ...input,
  onlyWhileOngoing: true,
  notFound,
});

/**
 * A new competition against an accepted friend: ongoing, 0-0, private, a draw, with one blank round. A repeated
 * clientMutationId answers with the competition it created.
 */
export async function createCompetition(
  ctx: GraphQLContext,
  input: { name: string; opponentId: string; image?: string | null; clientMutationId?: string | null },
): Promise<EditAnswer> {
  const viewer = requireViewer(ctx);
  const clientMutationId = checkClientMutationId(input.clientMutationId);
  const { name, image } = checkNewCompetition(input);
  const refused = () => badInput("Your opponent must be one of your friends");
  if (!isId(input.opponentId)) throw refused();
  const created = { id: randomUUID(), firstRoundId: randomUUID(), name, image };
  const players = { playerOneId: viewer.id, playerTwoId: input.opponentId };
  const before = { ...players, id: created.id, status: "ongoing" as const, version: 0 };
  const events = changeEvents(before, { version: 1, roundId: created.firstRoundId }, viewer.id);
  const create = async (db: Db) => (await writes.createCompetition(db, { ...created, ...players }, events)) ?? null;
  const row = !clientMutationId
    ? await create(ctx.db)
    : await ctx.db.transaction(async (tx) => {
        const target = { competitionId: created.id };
        const recorded = await writes.recordClientMutation(tx, viewer.id, clientMutationId, target);
        return recorded.repeat ? recorded.competitionId : create(tx);
      });
  if (!row) throw refused();
  return row;
}

/** Info, status and visibility: players may change them whatever the status; only the fields given change. */
export function updateCompetitionInfo(ctx: GraphQLContext, input: Version & InfoEdit & { id: string }) {
  const info = checkCompetitionInfo(input);
  const rules = { ...input, onlyWhileOngoing: false, notFound: competitionNotFound };
  return editCompetition(ctx, { competitionId: input.id }, rules, async (tx, _, edit) => {
    return (await writes.updateCompetitionInfo(tx, edit({ status: info.status }), info)).competition;
  });
}

export async function deleteCompetition(ctx: GraphQLContext, input: Version & { id: string }) {
  const { id } = input;
  const rules = { ...input, onlyWhileOngoing: false, notFound: competitionNotFound };
  const viewer = requireViewer(ctx);
  await editCompetition(ctx, { competitionId: id }, rules, async (tx, { competition }) => {
    await writes.deleteCompetition(tx, { competition, events: changeEvents(competition, null, viewer.id) });
  });
  return id;
}

export function addRule(ctx: GraphQLContext, input: Version & { competitionId: string; text: string }) {
  const text = checkRule(input.text);
  const target = { competitionId: input.competitionId };
  return editCompetition(ctx, target, whileOngoing(input, competitionNotFound), async (tx, _, edit) => {
    return (await writes.addRule(tx, edit(), text)).competition;
  });
}

export function removeRule(ctx: GraphQLContext, input: Version & { ruleId: string }) {
  const target = { ruleId: input.ruleId };
  return editCompetition(ctx, target, whileOngoing(input, ruleNotFound), async (tx, _, edit) => {
    const { competition, facts } = await writes.removeRule(tx, edit(), input.ruleId);
    checkFound(facts.found, ruleNotFound);
    return competition;
  });
}

export function addRound(ctx: GraphQLContext, input: Version & { competitionId: string }) {
  const target = { competitionId: input.competitionId };
  return editCompetition(ctx, target, whileOngoing(input, competitionNotFound), async (tx, _, edit) => {
    const roundId = randomUUID();
    const { competition, facts } = await writes.addRound(tx, edit({ roundId }), roundId);
    checkNewRound(facts.lastRoundEmpty);
    return competition;
  });
}

export function deleteRound(ctx: GraphQLContext, input: Version & { roundId: string }) {
  const { roundId } = input;
  return editCompetition(ctx, { roundId }, whileOngoing(input, roundNotFound), async (tx, _, edit) => {
    const { competition, facts } = await writes.deleteRound(tx, edit({ deletedRoundId: roundId }), roundId);
    checkDeletedRound(facts.found, facts.othersExist);
    return competition;
  });
}

export function setRoundValid(ctx: GraphQLContext, input: Version & { roundId: string; valid: boolean }) {
  const { roundId } = input;
  return editCompetition(ctx, { roundId }, whileOngoing(input, roundNotFound), async (tx, _, edit) => {
    const { competition, facts } = await writes.setRoundValid(tx, edit({ roundId }), roundId, input.valid);
    checkFound(facts.found, roundNotFound);
    return competition;
  });
}

export function addSubRound(
  ctx: GraphQLContext,
  input: Version & { roundId: string; name: string; points: number; playerId?: string | null },
) {
  const subRound = { ...checkSubRound(input), playerId: input.playerId ?? null };
  const { roundId } = input;
  return editCompetition(ctx, { roundId }, whileOngoing(input, roundNotFound), async (tx, locked, edit) => {
    checkSubRoundPlayer(subRound.playerId, locked.competition);
    const { competition, facts } = await writes.addSubRound(tx, edit({ roundId }), roundId, subRound);
    checkFound(facts.found, roundNotFound);
    return competition;
  });
}

export function deleteSubRound(ctx: GraphQLContext, input: Version & { subRoundId: string }) {
  const target = { subRoundId: input.subRoundId };
  return editCompetition(ctx, target, whileOngoing(input, subRoundNotFound), async (tx, locked, edit) => {
    const roundId = locked.roundId!;
    const { competition, facts } = await writes.deleteSubRound(tx, edit({ roundId }), input.subRoundId, roundId);
    checkFound(facts.found, subRoundNotFound);
    return competition;
  });
}
