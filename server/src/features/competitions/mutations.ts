import { randomUUID } from "node:crypto";
import type { Db, Tx } from "../../db/client";
import type { CompetitionRow } from "../../db/schema";
import {
  checkCompetitionInfo,
  checkNewCompetition,
  checkRule,
  checkSubRound,
  type CompetitionSetupInput,
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
  alreadyApplied,
  clientMutationOf,
  notAPlayer,
  type ClientMutation,
  type EditArguments,
  type EditVersion as Version,
} from "../../domain/editing";
import { badInput, type RivalsError } from "../../domain/errors";
import { checkFormat, formatOf, sameFormat, type FormatInput } from "../../domain/format";
import { activityNotFound, finishedBy, inverse, undoRefusal, type Effect } from "../../domain/ledger";
import { isId } from "../../domain/ids";
import { checkRematch, rematchCopy, rematchName } from "../../domain/rematch";
import { canView, isPlayer } from "../../domain/visibility";
import { requireViewer, type GraphQLContext } from "../../shared/context";
import type { Mutation } from "../../shared/generated/resolvers";
import { changeEvents, editCompetition, type Touched } from "./editing";
import { loadActivity, viewerWithFriends, type CompetitionParts } from "./store";
import { competitionNotFound } from "./service";
import * as writes from "./writeStore";

type Operation = Exclude<keyof Mutation, "__typename">;

/** What a create answers: the competition it made, or for a repeated clientMutationId that competition's id. */
type Created = CompetitionRow | string;

/**
 * What an edit is checked against: the version the client saw, the edit its clientMutationId names (this operation
 * with these arguments), whether only an ongoing competition may change, and how a missing target is refused.
 */
const rulesOf = (
  operation: Operation,
  input: EditArguments,
  onlyWhileOngoing: boolean,
  notFound: () => RivalsError,
) => ({
  expectedVersion: input.expectedVersion,
  clientMutation: clientMutationOf(operation, input),
  onlyWhileOngoing,
  notFound,
});
const whileOngoing = (operation: Operation, input: EditArguments, notFound: () => RivalsError) =>
  rulesOf(operation, input, true, notFound);

/**
 * A new competition against an accepted friend: ongoing, 0-0, private, a draw, with its house rules and one blank
 * round. A repeated clientMutationId answers with the competition it created.
 */
export async function createCompetition(
  ctx: GraphQLContext,
  input: CompetitionSetupInput & { opponentId: string; clientMutationId?: string | null },
): Promise<Created> {
  const viewer = requireViewer(ctx);
  const setup = checkNewCompetition(input);
  if (!isId(input.opponentId)) throw notAFriend();
  const players = { playerOneId: viewer.id, playerTwoId: input.opponentId };
  const competition = { ...setup, ...players, rematchOfId: null, seriesId: null };
  const clientMutation = clientMutationOf("createCompetition", input);
  // Without a key to record, nothing else needs the transaction: the create is its one statement.
  if (!clientMutation) return started(ctx, ctx.db, competition);
  return created(ctx, clientMutation, async () => competition);
}

/**
 * A rematch of a complete or abandoned competition (API.md "Sharing"): made by the create path like any new
 * competition, from what domain/rematch.ts copies, under a name no other competition between the two has. Each
 * call makes one; two made at once take turns on the players' lock, so they take different names.
 */
export function rematch(ctx: GraphQLContext, input: { id: string; clientMutationId?: string | null }) {
  const viewer = requireViewer(ctx);
  if (!isId(input.id)) throw competitionNotFound();
  return created(ctx, clientMutationOf("rematch", input), async (tx) => {
    const source = await writes.rematchSource(tx, input.id);
    if (!source) throw competitionNotFound();
    if (!isPlayer(source, viewer.id)) throw notAPlayer(canView(source, await viewerWithFriends(tx, viewer.id)));
    checkRematch(source);
    const copy = rematchCopy(source, viewer.id);
    const taken = await writes.rematchNamesBetween(tx, copy.playerOneId, copy.playerTwoId);
    return { ...copy, name: rematchName(source.name, taken) };
  });
}

const notAFriend = () => badInput("Your opponent must be one of your friends");

/** What a new competition is: its setup, its players, and what it is a rematch of. */
type Creation = Omit<writes.NewCompetition, "id" | "firstRoundId" | "activityId" | "notice" | "emailDelaySeconds">;

/**
 * The one create path of competitions the viewer asks for: in one transaction, records the clientMutationId when
 * given (a repeat of the same edit answers with the competition it created and makes nothing), has `make` say what to
 * create (refusing, it rolls all back), and starts it.
 */
async function created(
  ctx: GraphQLContext,
  clientMutation: ClientMutation | undefined,
  make: (tx: Tx) => Promise<Creation>,
): Promise<Created> {
  const viewer = requireViewer(ctx);
  const id = randomUUID();
  return ctx.db.transaction(async (tx) => {
    if (clientMutation) {
      const recorded = await writes.recordClientMutation(tx, viewer.id, clientMutation, { competitionId: id });
      // A create records the id of the competition it makes.
      if (alreadyApplied(recorded)) return recorded.competitionId!;
    }
    return started(ctx, tx, { id, ...(await make(tx)) });
  });
}

/** Starts what the viewer asked to create, refused when the two are not friends (any more). */
async function started(ctx: GraphQLContext, db: Db | Tx, competition: Creation & { id?: string }) {
  const start = { by: requireViewer(ctx).id, emailDelaySeconds: ctx.config.notificationEmailDelaySeconds };
  const row = await startCompetition(db, { id: randomUUID(), ...competition }, start);
  if (!row) throw notAFriend();
  return row;
}

/**
 * Starts a competition between two accepted friends, the opponent's account not deleted: its row, house rules,
 * first round, COMPETITION_CREATED entry, the other player's notification and the events of its commit, in one
 * statement (undefined when they are not such friends). `by` is who made it happen; `notice`, what the player who
 * did not start it is told (by default: player one created it).
 */
export function startCompetition(
  db: Db | Tx,
  competition: Creation & { id: string },
  start: Pick<writes.NewCompetition, "notice" | "emailDelaySeconds"> & { by: string },
) {
  const { by, ...told } = start;
  const created = { ...competition, ...told, firstRoundId: randomUUID(), activityId: randomUUID() };
  const before = { ...competition, status: "ongoing" as const, version: 0 };
  const after = { version: 1, roundId: created.firstRoundId, activityId: created.activityId };
  return writes.createCompetition(db, created, changeEvents(before, after, by));
}

/** Info, status and visibility: players may change them whatever the status; only the fields given change. */
export function updateCompetitionInfo(
  ctx: GraphQLContext,
  input: Version & InfoEdit & { id: string },
  parts: CompetitionParts,
) {
  const info = checkCompetitionInfo(input);
  const rules = rulesOf("updateCompetitionInfo", input, false, competitionNotFound);
  return editCompetition(ctx, { competitionId: input.id }, rules, parts, async (tx, _, edit) => {
    return (await writes.updateCompetitionInfo(tx, edit({ status: info.status }), info)).competition;
  });
}

export async function deleteCompetition(ctx: GraphQLContext, input: Version & { id: string }) {
  const { id } = input;
  const rules = rulesOf("deleteCompetition", input, false, competitionNotFound);
  const viewer = requireViewer(ctx);
  await editCompetition(ctx, { competitionId: id }, rules, null, async (tx, { competition }) => {
    await writes.deleteCompetition(tx, competition.id, changeEvents(competition, null, viewer.id));
    return null;
  });
  return id;
}

export function addRule(
  ctx: GraphQLContext,
  input: Version & { competitionId: string; text: string },
  parts: CompetitionParts,
) {
  const text = checkRule(input.text);
  const target = { competitionId: input.competitionId };
  const rules = whileOngoing("addRule", input, competitionNotFound);
  return editCompetition(ctx, target, rules, parts, async (tx, _, edit) => {
    return (await writes.addRule(tx, edit(), text)).competition;
  });
}

export function removeRule(ctx: GraphQLContext, input: Version & { ruleId: string }, parts: CompetitionParts) {
  const target = { ruleId: input.ruleId };
  const rules = whileOngoing("removeRule", input, ruleNotFound);
  return editCompetition(ctx, target, rules, parts, async (tx, _, edit) => {
    const { competition, facts } = await writes.removeRule(tx, edit(), input.ruleId);
    checkFound(facts.found, ruleNotFound);
    return competition;
  });
}

export function addRound(ctx: GraphQLContext, input: Version & { competitionId: string }, parts: CompetitionParts) {
  const target = { competitionId: input.competitionId };
  const rules = whileOngoing("addRound", input, competitionNotFound);
  return editCompetition(ctx, target, rules, parts, async (tx, _, edit) => {
    const roundId = randomUUID();
    const { competition, facts } = await writes.addRound(tx, edit({ roundId }), roundId);
    checkNewRound(facts.lastRoundEmpty);
    return competition;
  });
}

export function deleteRound(ctx: GraphQLContext, input: Version & { roundId: string }, parts: CompetitionParts) {
  const { roundId } = input;
  const rules = whileOngoing("deleteRound", input, roundNotFound);
  return editCompetition(ctx, { roundId }, rules, parts, async (tx, _, edit) => {
    const { competition, facts } = await writes.deleteRound(tx, edit({ deletedRoundId: roundId }), roundId);
    checkDeletedRound(facts.found, facts.othersExist);
    return competition;
  });
}

export function setRoundValid(
  ctx: GraphQLContext,
  input: Version & { roundId: string; valid: boolean },
  parts: CompetitionParts,
) {
  const { roundId } = input;
  const rules = whileOngoing("setRoundValid", input, roundNotFound);
  return editCompetition(ctx, { roundId }, rules, parts, async (tx, _, edit) => {
    const { competition, facts } = await writes.setRoundValid(tx, edit({ roundId }), roundId, input.valid);
    checkFound(facts.found, roundNotFound);
    return competition;
  });
}

export function addSubRound(
  ctx: GraphQLContext,
  input: Version & { roundId: string; name: string; points: number; playerId?: string | null },
  parts: CompetitionParts,
) {
  const subRound = { ...checkSubRound(input), playerId: input.playerId ?? null };
  const { roundId } = input;
  return editCompetition(
    ctx,
    { roundId },
    whileOngoing("addSubRound", input, roundNotFound),
    parts,
    async (tx, locked, edit) => {
      checkSubRoundPlayer(subRound.playerId, locked.competition);
      const { competition, facts } = await writes.addSubRound(tx, edit({ roundId }), roundId, subRound);
      checkFound(facts.found, roundNotFound);
      return competition;
    },
  );
}

export function deleteSubRound(ctx: GraphQLContext, input: Version & { subRoundId: string }, parts: CompetitionParts) {
  const target = { subRoundId: input.subRoundId };
  return editCompetition(
    ctx,
    target,
    whileOngoing("deleteSubRound", input, subRoundNotFound),
    parts,
    async (tx, locked, edit) => {
      const roundId = locked.roundId!;
      const { competition, facts } = await writes.deleteSubRound(tx, edit({ roundId }), input.subRoundId, roundId);
      checkFound(facts.found, subRoundNotFound);
      return competition;
    },
  );
}

/**
 * Sets how the competition is won and when it ends, rescoring every round in the same change; refused when it is the
 * format the competition already has. When the new format is already met, the change completes the competition.
 */
export function updateCompetitionFormat(
  ctx: GraphQLContext,
  input: Version & { id: string; format: FormatInput },
  parts: CompetitionParts,
) {
  const format = checkFormat(input.format);
  const target = { competitionId: input.id };
  const rules = whileOngoing("updateCompetitionFormat", input, competitionNotFound);
  return editCompetition(ctx, target, rules, parts, async (tx, { competition }, edit) => {
    if (sameFormat(formatOf(competition), format)) throw badInput("That is the format it already has");
    return (await writes.updateCompetitionFormat(tx, edit({ mayComplete: format.finish !== null }), format))
      .competition;
  });
}

/**
 * Reverses exactly what the entry did, recording one UNDO entry (undoing an UNDO re-applies the change: redo);
 * refused, changing nothing, unless the undo rules allow it now (domain/ledger.ts). Undoing the change that finished
 * the competition reopens it.
 */
export function undoActivity(ctx: GraphQLContext, input: Version & { id: string }, parts: CompetitionParts) {
  const viewer = requireViewer(ctx);
  const rules = rulesOf("undoActivity", input, false, activityNotFound);
  return editCompetition(ctx, { activityId: input.id }, rules, parts, async (tx, { competition }, edit) => {
    const [entry] = await loadActivity(tx, { ids: [input.id], competitionId: competition.id });
    if (!entry) throw activityNotFound();
    const refusal = undoRefusal(entry, viewer.id, entry.competition, entry.state);
    if (refusal) throw refusal;
    const reverse = inverse(entry.effect)!;
    const reopens = finishedBy(entry.effect, entry.competition);
    const undoing = (touched?: Touched) =>
      edit({ ...touched, ...(reopens && { status: "ongoing" }) }, { id: entry.id, effect: reverse, reopens });
    return (await reversed(tx, undoing, reverse)).competition;
  });
}

/** Applies an undo's reverse effect with the write that makes such a change. */
function reversed(tx: Tx, edit: (touched?: Touched) => writes.Edit, effect: Effect) {
  switch (effect.type) {
    case "roundAdded":
      return writes.restoreRound(tx, edit({ roundId: effect.round.id }), effect.round);
    case "roundRemoved":
      return writes.deleteRound(tx, edit({ deletedRoundId: effect.round.id }), effect.round.id);
    case "subRoundAdded":
      return writes.restoreSubRound(tx, edit({ roundId: effect.subRound.roundId }), effect.subRound);
    case "subRoundRemoved": {
      const { id, roundId } = effect.subRound;
      return writes.deleteSubRound(tx, edit({ roundId }), id, roundId);
    }
    case "ruleAdded":
      return writes.restoreRule(tx, edit(), effect.rule);
    case "ruleRemoved":
      return writes.removeRule(tx, edit(), effect.rule.id);
    case "validitySet":
      return writes.setRoundValid(tx, edit({ roundId: effect.round.id }), effect.round.id, effect.to);
    case "infoSet":
      return writes.updateCompetitionInfo(
        tx,
        edit({ status: effect.after.status }),
        effect.after,
        effect.completedAt?.after,
      );
    case "formatSet":
      return writes.updateCompetitionFormat(tx, edit({ mayComplete: effect.after.finish !== null }), effect.after);
    case "created":
      throw new Error("creating a competition has no reverse");
  }
}
