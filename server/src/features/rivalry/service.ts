import type { Db, Tx } from "../../db/client";
import type { CompetitionRow } from "../../db/schema";
import { replay, replayStart, START_RATING, type Position, type Rated } from "../../domain/rating";
import { checkRivalry, rivalryNotFound } from "../../domain/rivalry";
import { requireViewer, type GraphQLContext } from "../../shared/context";
import type { Logger } from "../../logger";
import {
  loadHistory,
  loadRivalry,
  lockRatings,
  ratingsStale,
  rivalryFrom,
  saveRatings,
  type RivalryParts,
  type RivalryView,
} from "./store";

/**
 * Ratings and records always equal a replay of every complete competition from scratch (API.md "Rivalry"). A
 * change that moves a competition in that history (completes, reopens, abandons, deletes it, or undoes one of
 * those) replays from the competition's earlier place on, in the change's own transaction: everything before that
 * place is as it was. Replays take turns (an advisory lock), so two at once cannot interleave: the later one sees
 * the earlier one's history and ratings, and replays what it changed on top of them.
 */

/** A competition as the history sees it, and its players. */
type Played = Rated & Pick<CompetitionRow, "playerOneId" | "playerTwoId">;

/**
 * Follows a change of `before` (null: added) into `after` (null: deleted), whose events already tell its two
 * players: answers whose rating or record changed (nobody's when it did not move the history).
 */
export async function followHistory(tx: Tx, before: Played | null, after: Played | null): Promise<string[]> {
  const from = replayStart(before, after);
  const competition = before ?? after;
  if (!from || !competition) return [];
  const players = [competition.playerOneId, competition.playerTwoId];
  return replayFrom(tx, from, players, players);
}

async function replayFrom(tx: Tx, from: Position | null, recount: string[], told: string[]): Promise<string[]> {
  await lockRatings(tx);
  const history = await loadHistory(tx, from, recount);
  const { ratings, after } = replay(history.games, history.start);
  const everyone = new Map(history.players.map((id) => [id, ratings.get(id) ?? START_RATING]));
  return saveRatings(tx, { from, after, ratings: everyone, recount: from ? recount : history.players, told });
}

/**
 * At start-up: replays every rating and record from scratch when complete competitions have none yet (a database
 * from before migration 0008). Several instances starting at once replay once: the lock makes the others wait and
 * then find nothing stale. Nothing stale without the lock (every start but that first one) needs no lock either.
 */
export async function replayStaleRatings(db: Db, logger: Logger): Promise<void> {
  if (!(await ratingsStale(db))) return;
  await db.transaction(async (tx) => {
    await lockRatings(tx);
    if (!(await ratingsStale(tx))) return;
    const changed = await replayFrom(tx, null, [], []);
    logger.info({ users: changed.length }, "replayed every rating from the complete competitions");
  });
}

/** The viewer against the user with this username: NOT_FOUND for themselves, nobody, and strangers. */
export async function getRivalry(ctx: GraphQLContext, username: string, parts: RivalryParts): Promise<RivalryView> {
  const viewer = requireViewer(ctx);
  const found = await loadRivalry(ctx.db, viewer.id, username, parts);
  if (!found) throw rivalryNotFound();
  checkRivalry(found);
  return rivalryFrom(found.rivalry, found.opponent);
}
