import { asc, eq, inArray, sql } from "drizzle-orm";
import { topics } from "../../db/bus";
import type { Tx } from "../../db/client";
import { competitions, rounds, subRounds, type CompetitionRow } from "../../db/schema";
import { RivalsError, forbidden } from "../../domain/errors";
import { isId } from "../../domain/ids";
import { competitionScore, winnerOf, type Players } from "../../domain/scoring";
import { canView, isPlayer } from "../../domain/visibility";
import type { GraphQLContext } from "../../graphql/context";
import { requireViewer } from "../users/service";
import { competitionNotFound } from "./service";
import { loadCompetitions, viewerWithFriends, type CompetitionView } from "./store";

export interface EditOptions {
  expectedVersion?: number | null;
  /** Rules, rounds, sub-rounds and validity change only while the competition is ongoing. */
  onlyWhileOngoing: boolean;
}

/**
 * The one way a competition changes: a transaction that locks its row, checks the viewer is a player (and the
 * state and version), applies `change`, recomputes the score and winner, bumps the version, touches updatedAt
 * and notifies, all before commit. Both players' edits serialize on the lock, so none is ever lost.
 */
export async function editCompetition(
  ctx: GraphQLContext,
  competitionId: string,
  options: EditOptions,
  change: (tx: Tx, competition: CompetitionRow) => Promise<Partial<CompetitionRow> | void>,
): Promise<CompetitionView> {
  const updated = await ctx.db.transaction(async (tx) => {
    const locked = await lockForEdit(ctx, tx, competitionId, options);
    const info = (await change(tx, locked)) ?? {};
    const [row] = await tx
      .update(competitions)
      .set({
        ...info,
        ...(await scoreOf(tx, locked)),
        version: sql`${competitions.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(competitions.id, competitionId))
      .returning();
    await publishCompetitionChange(ctx, tx, locked, row);
    return row;
  });
  return (await loadCompetitions(ctx.db, [updated.id])).get(updated.id)!;
}

/** Locks the competition's row and checks that the viewer may make this change now. */
export async function lockForEdit(
  ctx: GraphQLContext,
  tx: Tx,
  competitionId: string,
  options: EditOptions,
): Promise<CompetitionRow> {
  const viewer = requireViewer(ctx);
  const [locked] = isId(competitionId)
    ? await tx.select().from(competitions).where(eq(competitions.id, competitionId)).for("update")
    : [];
  if (!locked || !isPlayer(locked, viewer.id)) {
    // A viewer who may see it learns why; anyone else cannot tell that it exists.
    const visible = locked && canView(locked, await viewerWithFriends(tx, viewer.id));
    throw visible ? forbidden("Only the players can edit this competition") : competitionNotFound();
  }
  if (options.expectedVersion != null && options.expectedVersion !== locked.version) {
    throw new RivalsError("CONFLICT", "This competition was changed meanwhile. Please review it and try again.");
  }
  if (options.onlyWhileOngoing && locked.status !== "ongoing") {
    throw forbidden("Only an ongoing competition's rules and rounds can be edited");
  }
  return locked;
}

/** The score and winner from the rounds as they are now, inside the transaction. */
async function scoreOf(tx: Tx, competition: CompetitionRow) {
  const players: Players = [competition.playerOneId, competition.playerTwoId];
  const roundRows = await tx
    .select({ id: rounds.id, valid: rounds.valid })
    .from(rounds)
    .where(eq(rounds.competitionId, competition.id))
    .orderBy(asc(rounds.position));
  const subRoundRows = roundRows.length
    ? await tx
        .select({ roundId: subRounds.roundId, playerId: subRounds.playerId, points: subRounds.points })
        .from(subRounds)
        .where(
          inArray(
            subRounds.roundId,
            roundRows.map((round) => round.id),
          ),
        )
    : [];
  const scored = roundRows.map((round) => ({
    valid: round.valid,
    subRounds: subRoundRows.filter((subRound) => subRound.roundId === round.id),
  }));
  const [scoreOne, scoreTwo] = competitionScore(scored, players);
  return { scoreOne, scoreTwo, winnerId: winnerOf([scoreOne, scoreTwo], players) };
}

/**
 * Viewers of the competition and both players' lists hear of every change; the players' friend lists too when
 * the head-to-head record may have moved (status or winner changed, or a complete one was deleted).
 */
export async function publishCompetitionChange(
  ctx: GraphQLContext,
  tx: Tx,
  before: CompetitionRow,
  after: CompetitionRow | null,
): Promise<void> {
  const data: Record<string, number | boolean> = after ? { version: after.version } : { deleted: true };
  await ctx.bus.publish(tx, { topic: topics.competition(before.id), data });
  const recordMoved =
    after === null
      ? before.status === "complete"
      : before.status !== after.status || (after.status === "complete" && before.winnerId !== after.winnerId);
  for (const playerId of [before.playerOneId, before.playerTwoId]) {
    await ctx.bus.publish(tx, { topic: topics.competitionsOf(playerId), data: { id: before.id, ...data } });
    if (recordMoved) await ctx.bus.publish(tx, { topic: topics.user(playerId) });
  }
}
