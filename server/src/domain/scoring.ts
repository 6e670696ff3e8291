/**
 * The scoring rules of a competition (SPEC.md section 4), as pure functions.
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

/** The player with the higher total, or null for a tie. */
export function winnerOf([first, second]: Score, [one, two]: Players): string | null {
  if (first === second) return null;
  return first > second ? one : two;
}

/** Valid rounds only: a won round gives its winner 1, a drawn one gives both 1. */
export function competitionScore(rounds: readonly ScoredRound[], players: Players): Score {
  const score: Score = [0, 0];
  for (const round of rounds) {
    if (!round.valid) continue;
    const winner = winnerOf(roundScore(round.subRounds, players), players);
    if (winner !== players[1]) score[0] += 1;
    if (winner !== players[0]) score[1] += 1;
  }
  return score;
}

/** A round's result as one number (API.md): 1 player one won it, 2 player two, 0 a draw, -1 not valid. */
export type RoundResult = -1 | 0 | 1 | 2;

export function roundResult(valid: boolean, score: Score, players: Players): RoundResult {
  if (!valid) return -1;
  const winner = winnerOf(score, players);
  return winner === null ? 0 : winner === players[0] ? 1 : 2;
}
