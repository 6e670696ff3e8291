import { randomUUID } from "node:crypto";
import { topics, type BusEvent } from "../../db/bus";
import type { Tx } from "../../db/client";
import type { CompetitionRow } from "../../db/schema";
import {
  alreadyApplied,
  checkEdit,
  notAPlayer,
  recordMoved,
  type ClientMutation,
  type EditRules,
} from "../../domain/editing";
import type { RivalsError } from "../../domain/errors";
import { isId } from "../../domain/ids";
import { canView, isPlayer } from "../../domain/visibility";
import { requireViewer, type GraphQLContext } from "../../shared/context";
import { followHistory } from "../rivalry";
import { viewerWithFriends } from "./store";
import { lockCompetition, recordClientMutation, type Edit, type EditTarget, type Locked } from "./writeStore";

/** What a change touched, for the events of its commit (API.md, CompetitionEvent). */
export interface Touched {
  /** The round the change added or changed. */
  roundId?: string;
  /** The round the change deleted. */
  deletedRoundId?: string;
  /** The status after the change, when it sets one. */
  status?: CompetitionRow["status"];
  /** Whether the change may complete the competition by meeting its format's finish (domain/format.ts). */
  mayComplete?: boolean;
}

/** What an edit answers: the competition after it, or for a repeated clientMutationId its id (as it is now). */
export type EditAnswer = CompetitionRow | string;

/**
 * The one way a competition changes: a transaction that records the clientMutationId when given (a repeat of the
 * same edit applies nothing and answers with the competition as it is now; another edit with it is refused), locks the competition's row (found from the target in the
 * same statement), checks the viewer is a player (and the version and status), then runs `change`: one statement
 * that makes the change, rescores, bumps the version and notifies at commit (writeStore.ts), answering the competition
 * after it (null: deleted). A refusal thrown by `change` rolls all of it back, the record too. Both players' edits
 * serialize on the lock, so none is ever lost. A change that moves the history of ratings replays them before it
 * commits (features/rivalry/service.ts); this instance forgets the cached sessions of whoever's rating moved.
 */
export async function editCompetition(
  ctx: GraphQLContext,
  target: EditTarget,
  rules: EditRules & { notFound: () => RivalsError; clientMutation?: ClientMutation },
  change: (
    tx: Tx,
    locked: Locked,
    edit: (touched?: Touched, undoes?: Edit["activity"]["undoes"]) => Edit,
  ) => Promise<CompetitionRow | null>,
): Promise<EditAnswer> {
  const viewer = requireViewer(ctx);
  if (!Object.values(target).every(isId)) throw rules.notFound();
  const { answer, rerated } = await ctx.db.transaction(async (tx) => {
    if (rules.clientMutation) {
      const recorded = await recordClientMutation(tx, viewer.id, rules.clientMutation, target);
      if (alreadyApplied(recorded)) {
        if (!recorded.competitionId) throw rules.notFound();
        return { answer: recorded.competitionId, rerated: [] };
      }
    }
    const locked = await lockCompetition(tx, target);
    if (!locked) throw rules.notFound();
    const { competition } = locked;
    if (!isPlayer(competition, viewer.id)) {
      throw notAPlayer(canView(competition, await viewerWithFriends(tx, viewer.id)));
    }
    checkEdit(competition, rules);
    const activityId = randomUUID();
    // A change to the rounds of a competition with a finish may complete it: its players' records may move.
    const mayComplete = competition.status === "ongoing" && competition.finishKind !== null;
    const edit = (touched: Touched = {}, undoes?: Edit["activity"]["undoes"]): Edit => ({
      competition,
      emailDelaySeconds: ctx.config.notificationEmailDelaySeconds,
      events: changeEvents(
        competition,
        { version: competition.version + 1, activityId, mayComplete, ...touched },
        viewer.id,
      ),
      activity: { id: activityId, actorId: viewer.id, undoes },
    });
    const after = await change(tx, locked, edit);
    return { answer: after ?? competition, rerated: await followHistory(tx, competition, after) };
  });
  for (const userId of rerated) ctx.sessionCache.forgetUser(userId);
  return answer;
}

/**
 * Viewers of the competition and both players' lists hear of every change (`null`: the competition was deleted),
 * who made it (`by`) and its activity entry;
 * the players' friend lists too when the head-to-head record may have moved.
 */
export function changeEvents(
  before: Pick<CompetitionRow, "id" | "playerOneId" | "playerTwoId" | "status" | "version">,
  after: ({ version: number; activityId: string } & Touched) | null,
  by: string,
): BusEvent[] {
  const data: NonNullable<BusEvent["data"]> = after
    ? {
        version: after.version,
        by,
        activityId: after.activityId,
        ...(after.roundId && { roundId: after.roundId }),
        ...(after.deletedRoundId && { deletedRoundId: after.deletedRoundId }),
      }
    : { deleted: true, version: before.version + 1, by };
  const moved = !!after?.mayComplete || recordMoved(before, after ? (after.status ?? before.status) : null);
  return [
    { topic: topics.competition(before.id), data },
    ...[before.playerOneId, before.playerTwoId].flatMap((playerId) => [
      { topic: topics.competitionsOf(playerId), data: { id: before.id, ...data } },
      ...(moved ? [{ topic: topics.user(playerId) }] : []),
    ]),
  ];
}
