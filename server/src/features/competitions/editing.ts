import { randomUUID } from "node:crypto";
import { topics, type BusEvent } from "../../db/bus";
import type { Tx } from "../../db/client";
import { transactionThen } from "../../db/transaction";
import type { CompetitionRow } from "../../db/schema";
import {
  alreadyApplied,
  checkEdit,
  notAPlayer,
  recordMoved,
  type ClientMutation,
  type EditRules,
} from "../../domain/editing";
import { competitionNotFound } from "../../domain/competitions";
import type { RivalsError } from "../../domain/errors";
import { isId } from "../../domain/ids";
import { canView, isPlayer } from "../../domain/visibility";
import { requireViewer, type GraphQLContext } from "../../shared/context";
import { followHistory } from "../rivalry";
import { loadCompetitionParts, viewerWithFriends, type CompetitionAnswer, type CompetitionParts } from "./store";
import {
  lockCompetition,
  recordClientMutation,
  type Edit,
  type EditTarget,
  type Locked,
  type Outcome,
} from "./writeStore";

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

/**
 * The one way a competition changes: a transaction that records the clientMutationId when given (a repeat of the
 * same edit applies nothing and answers with the competition as it is now; another edit with it is refused), locks
 * the competition's row (found from the target in the same statement), checks the viewer is a player (and the
 * version and status), then runs `change`: one statement that makes the change, rescores, bumps the version and
 * notifies at commit (writeStore.ts), answering the competition after it (null: deleted). A refusal thrown by
 * `change` rolls all of it back, the record too. Both players' edits serialize on the lock, so none is ever lost. A
 * change that moves the history of ratings replays them before it commits (features/rivalry/service.ts); this
 * instance forgets the cached sessions of whoever's rating moved. Answers the competition with the `parts` its
 * answer asks for, read right after the commit on the same connection (db/transaction.ts); with none (`null`: a
 * delete), nothing.
 */
export async function editCompetition(
  ctx: GraphQLContext,
  target: EditTarget,
  rules: Rules,
  parts: CompetitionParts,
  change: Change,
): Promise<CompetitionAnswer>;
export async function editCompetition(
  ctx: GraphQLContext,
  target: EditTarget,
  rules: Rules,
  parts: null,
  change: Change,
): Promise<void>;
export async function editCompetition(
  ctx: GraphQLContext,
  target: EditTarget,
  rules: Rules,
  parts: CompetitionParts | null,
  change: Change,
): Promise<CompetitionAnswer | void> {
  const viewer = requireViewer(ctx);
  if (!Object.values(target).every(isId)) throw rules.notFound();
  const edited = await transactionThen(
    ctx.db,
    async (tx): Promise<Edited> => {
      if (rules.clientMutation) {
        const recorded = await recordClientMutation(tx, viewer.id, rules.clientMutation, target);
        if (alreadyApplied(recorded)) {
          if (!recorded.competitionId) throw rules.notFound();
          return { id: recorded.competitionId, rerated: [] };
        }
      }
      const locked = await lockCompetition(tx, target);
      if (!locked) throw rules.notFound();
      const { competition } = locked;
      if (!isPlayer(competition, viewer.id)) {
        throw notAPlayer(canView(competition, await viewerWithFriends(tx, viewer.id)));
      }
      checkEdit(competition, rules);
      const after = await change(tx, locked, editOf(ctx, competition, viewer.id));
      const rerated = await followHistory(tx, competition, after);
      return { id: competition.id, rerated };
    },
    async (db, { id, rerated }) => ({
      rerated,
      answer: parts && (await loadCompetitionParts(db, [id], parts)).get(id),
    }),
  );
  for (const userId of edited.rerated) ctx.sessionCache.forgetUser(userId);
  if (parts === null) return;
  // Deleted since (a repeated clientMutationId's edit, or just after this one committed).
  if (!edited.answer) throw competitionNotFound();
  return edited.answer;
}

/** What an edit is checked against, how a missing target is refused, and its clientMutationId. */
type Rules = EditRules & { notFound: () => RivalsError; clientMutation?: ClientMutation };

/** The change an edit makes to the locked competition: one statement; answers the competition after it (null: deleted). */
type Change = (
  tx: Tx,
  locked: Locked,
  edit: (touched?: Touched, undoes?: Edit["activity"]["undoes"]) => Edit,
) => Promise<Outcome | null>;

/** What an edit's transaction leaves to read after it: which competition, and whose ratings moved. */
interface Edited {
  id: string;
  rerated: string[];
}

/** How the change to the locked competition describes itself: its events, activity entry and notification delay. */
function editOf(ctx: GraphQLContext, competition: CompetitionRow, viewerId: string) {
  const activityId = randomUUID();
  // A change to the rounds of a competition with a finish may complete it: its players' records may move.
  const mayComplete = competition.status === "ongoing" && competition.finishKind !== null;
  return (touched: Touched = {}, undoes?: Edit["activity"]["undoes"]): Edit => ({
    competition,
    emailDelaySeconds: ctx.config.notificationEmailDelaySeconds,
    events: changeEvents(
      competition,
      { version: competition.version + 1, activityId, mayComplete, ...touched },
      viewerId,
    ),
    activity: { id: activityId, actorId: viewerId, undoes },
  });
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
