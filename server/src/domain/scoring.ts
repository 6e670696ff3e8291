import { USUAL_FORMAT, type Format } from "./format";

/**
 * The scoring rules of a competition (SPEC.md section 4, API.md "Formats"), as pure functions.
 * A winner is a player's id; null is a draw. Scores are pairs: player one first.
 */
export type Players = readonly [string, string];
export type Score = [number, number];

export interface ScoredSubRound {
  playerId: string | null;
  points: number;
}

export interface ScoredRound {
  valid: boolean;
  subRounds: readonly ScoredSubRound[];
}

/** A round's point totals: a sub-round counts for its player; a draw (or anyone else) counts for both. */
export function roundScore(subRounds: readonly ScoredSubRound[], [one, two]: Players): Score {
  const score: Score = [0, 0];
  for (const { playerId, points } of subRounds) {
    if (playerId !== two) score[0] += points;
    if (playerId !== one) score[1] += points;
  }
  return score;
}

/** The player with the higher total (the lower one when `lowerWins`), or null for a tie. */
export function winnerOf([first, second]: Score, [one, two]: Players, lowerWins = false): string | null {
  if (first === second) return null;
  return first > second !== lowerWins ? one : two;
}

/** Whether a lower round total wins the round. */
export const roundLowerWins = (format: Format) => format.roundWinner === "fewer_points";

/** Whether the lower competition score leads: summed points, the lower total winning each round. */
export const scoreLowerWins = (format: Format) => format.scoring === "points" && roundLowerWins(format);

/** The winner of a round of this format, from its point totals. */
export const roundWinnerOf = (score: Score, players: Players, format: Format = USUAL_FORMAT) =>
  winnerOf(score, players, roundLowerWins(format));

/** The player ahead in a competition of this format, from its score; null for a draw. */
export const leaderOf = (score: Score, players: Players, format: Format = USUAL_FORMAT) =>
  winnerOf(score, players, scoreLowerWins(format));

/**
 * Valid rounds only. ROUNDS: a won round gives its winner 1, a drawn one gives both 1; POINTS: each player's round
 * totals, summed.
 */
export function competitionScore(
  rounds: readonly ScoredRound[],
  players: Players,
  format: Format = USUAL_FORMAT,
): Score {
  const score: Score = [0, 0];
  for (const round of rounds) {
    if (!round.valid) continue;
    const totals = roundScore(round.subRounds, players);
    if (format.scoring === "points") {
      score[0] += totals[0];
      score[1] += totals[1];
      continue;
    }
    const winner = roundWinnerOf(totals, players, format);
    if (winner !== players[1]) score[0] += 1;
    if (winner !== players[0]) score[1] += 1;
  }
  return score;
}

/** How many rounds count: the valid ones. */
export const countedRounds = (rounds: readonly { valid: boolean }[]) => rounds.filter((round) => round.valid).length;

/**
 * Whether the format's finish is met by this score after `counted` valid rounds: FIRST_TO n when a player's score
 * reaches n; BEST_OF n when n rounds are counted or the one behind can no longer catch up (each round left gives
 * them at most 1, and a draw gives both 1); never without a finish.
 */
export function isDecided([first, second]: Score, counted: number, format: Format): boolean {
  const { finish } = format;
  if (!finish) return false;
  if (finish.kind === "first_to") return Math.max(first, second) >= finish.count;
  const left = finish.count - counted;
  return left <= 0 || Math.abs(first - second) > left;
}

/** A round's result as one number (API.md): 1 player one won it, 2 player two, 0 a draw, -1 not valid. */
export type RoundResult = -1 | 0 | 1 | 2;

export function roundResult(
  valid: boolean,
  score: Score,
  players: Players,
  format: Format = USUAL_FORMAT,
): RoundResult {
  if (!valid) return -1;
  const winner = roundWinnerOf(score, players, format);
  return winner === null ? 0 : winner === players[0] ? 1 : 2;
}
