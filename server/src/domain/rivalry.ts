import { notFound } from "./errors";

/** One user against another (API.md "Rivalry"), from the viewer's side, as pure functions. */

/** A record: wins, losses and draws. */
export interface Tally {
  wins: number;
  losses: number;
  draws: number;
}

export type Outcome = "won" | "lost" | "drawn";

/** How a complete competition ended for the viewer; a null winner is a draw. */
export function outcomeFor(viewerId: string, winnerId: string | null): Outcome {
  if (winnerId === null) return "drawn";
  return winnerId === viewerId ? "won" : "lost";
}

export function tally(outcomes: readonly Outcome[]): Tally {
  const count = (outcome: Outcome) => outcomes.filter((each) => each === outcome).length;
  return { wins: count("won"), losses: count("lost"), draws: count("drawn") };
}

/**
 * Over outcomes in history order: +n when the viewer won the last n, -n when the opponent did, 0 when the last was
 * a draw or there is none.
 */
export function streak(outcomes: readonly Outcome[]): number {
  const last = outcomes.at(-1);
  if (last === undefined || last === "drawn") return 0;
  let run = 0;
  for (let index = outcomes.length - 1; index >= 0 && outcomes[index] === last; index--) run++;
  return last === "won" ? run : -run;
}

/** The viewer's longest run of wins, in history order. */
export function longestStreak(outcomes: readonly Outcome[]): number {
  let longest = 0;
  let run = 0;
  for (const outcome of outcomes) {
    run = outcome === "won" ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The same refusal for yourself, for nobody and for a stranger: a rivalry's absence says nothing more. */
export const rivalryNotFound = () => notFound("User not found");

/** A rivalry is there with an accepted friend, or with anyone the viewer shares a competition with. */
export function checkRivalry(found: { friends: boolean; competitions: number }): void {
  if (!found.friends && found.competitions === 0) throw rivalryNotFound();
}
