/** How the rivalry's numbers read: records, streaks, chances and results. */
export type Outcome = "win" | "loss" | "draw";

export interface WinsLossesDraws {
  wins: number;
  losses: number;
  draws: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "wins-losses-draws", as records are written. */
export const formatRecord = ({ wins, losses, draws }: WinsLossesDraws) => `${wins}-${losses}-${draws}`;

/** The same record in words, for whoever cannot see which number is which. */
export const recordInWords = ({ wins, losses, draws }: WinsLossesDraws) =>
  `${plural(wins, "win", "wins")}, ${plural(losses, "loss", "losses")}, ${plural(draws, "draw", "draws")}`;

/** `Rivalry.streak` in words: +n the viewer won the last n, -n lost them, 0 none going (or the last was a draw). */
export function formatStreak(streak: number): string {
  if (streak > 0) return plural(streak, "win", "wins");
  if (streak < 0) return plural(-streak, "loss", "losses");
  return "None";
}

export const formatWins = (wins: number) => plural(wins, "win", "wins");

/** A probability (0 to 1) as a whole percentage. */
export const formatPercent = (probability: number) => `${Math.round(probability * 100)}%`;

/** A complete competition's result from the viewer's side: won, lost, or drawn (no winner). */
export function outcomeOf({ winner }: { winner?: { id: string } | null }, opponentId: string): Outcome {
  if (!winner) return "draw";
  return winner.id === opponentId ? "loss" : "win";
}

export const outcomeLabel: { [outcome in Outcome]: string } = { win: "Win", loss: "Loss", draw: "Draw" };
