import type { CompetitionStatus } from "./competitions";

/**
 * The rating of API.md "Rivalry" (Elo), as pure functions: every user starts at 1500, and each complete competition
 * is one game between its two players, applied in history order (completedAt, then id).
 */
export const START_RATING = 1500;
const K = 32;

/** Where a complete competition stands in the history. */
export interface Position {
  completedAt: Date;
  id: string;
}

/** A complete competition as a game: the winner scores 1 and the loser 0; null is a draw, 0.5 each. */
export interface Game extends Position {
  playerOneId: string;
  playerTwoId: string;
  winnerId: string | null;
}

/** A player's rating right after a game. */
export interface RatingAfter {
  competitionId: string;
  userId: string;
  completedAt: Date;
  rating: number;
}

/** History order: by completedAt, ties by id (as PostgreSQL orders uuids: their lowercase text). */
export function comparePositions(a: Position, b: Position): number {
  return a.completedAt.getTime() - b.completedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The expected score (0 to 1) of a player rated `rating` against one rated `opponentRating`. */
export function expectedScore(rating: number, opponentRating: number): number {
  return 1 / (1 + 10 ** ((opponentRating - rating) / 400));
}

/**
 * Applies the games in history order to the ratings in `start` (START_RATING for anyone not in it), both players
 * from their ratings before the game: every rating after them all (those of `start` included), and each player's
 * rating right after each game, in order.
 */
export function replay(games: readonly Game[], start: ReadonlyMap<string, number> = new Map()) {
  const ratings = new Map(start);
  const after: RatingAfter[] = [];
  for (const game of [...games].sort(comparePositions)) {
    const { id, completedAt, playerOneId: one, playerTwoId: two, winnerId } = game;
    const [ratingOne, ratingTwo] = [ratings.get(one) ?? START_RATING, ratings.get(two) ?? START_RATING];
    const scoreOne = winnerId === one ? 1 : winnerId === two ? 0 : 0.5;
    ratings.set(one, ratingOne + K * (scoreOne - expectedScore(ratingOne, ratingTwo)));
    ratings.set(two, ratingTwo + K * (1 - scoreOne - expectedScore(ratingTwo, ratingOne)));
    for (const userId of [one, two])
      after.push({ competitionId: id, userId, completedAt, rating: ratings.get(userId)! });
  }
  return { ratings, after };
}

/** A rating as shown: to the nearest whole number. */
export const shownRating = (rating: number) => Math.round(rating);

/** A competition as the history of ratings sees it. */
export interface Rated {
  id: string;
  status: CompetitionStatus;
  completedAt: Date | null;
  winnerId: string | null;
}

/**
 * Where a change to a competition moved the history from (null: it did not): the earlier of its places before and
 * after the change (`before` null: added; `after` null: deleted), when it was complete on either side and its place
 * or winner moved.
 */
export function replayStart(before: Rated | null, after: Rated | null): Position | null {
  const place = (competition: Rated | null): Position | null =>
    competition?.status === "complete" && competition.completedAt
      ? { completedAt: competition.completedAt, id: competition.id }
      : null;
  const [was, is] = [place(before), place(after)];
  if (!was || !is) return was ?? is;
  if (comparePositions(was, is) === 0 && before!.winnerId === after!.winnerId) return null;
  return comparePositions(was, is) <= 0 ? was : is;
}

/**
 * When the competition counts as completed once its status is set to `status`: unchanged while it stays complete,
 * `now` when it becomes complete, never (null) otherwise.
 */
export function completedAtAfter(
  before: { status: CompetitionStatus; completedAt: Date | null },
  status: CompetitionStatus,
): Date | "now" | null {
  if (status !== "complete") return null;
  return before.status === "complete" ? before.completedAt : "now";
}
