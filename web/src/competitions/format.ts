import type { CompetitionFormatInput, FinishKind, RoundWinner, Scoring } from "../graphql/generated/graphql";

/** How a competition is won and when it ends (API.md "Formats"), as the forms hold it. */
export type Format = CompetitionFormatInput;

/** Today's rule, the default: the higher total wins a round, rounds won are counted, no set end. */
export const USUAL_FORMAT: Format = { roundWinner: "MORE_POINTS", scoring: "ROUNDS", finish: null };

/** Each choice with one line saying what it means. */
export const roundWinners: { value: RoundWinner; label: string; hint: string }[] = [
  { value: "MORE_POINTS", label: "More points", hint: "The higher total wins a round." },
  { value: "FEWER_POINTS", label: "Fewer points", hint: "The lower total wins a round: golf, racing times." },
];

export const scorings: { value: Scoring; label: string; hint: string }[] = [
  { value: "ROUNDS", label: "Rounds won", hint: "A round won counts 1, a drawn round 1 each." },
  { value: "POINTS", label: "Points", hint: "The round totals are added up." },
];

export const finishes: { value: FinishKind | ""; label: string; hint: string }[] = [
  { value: "", label: "When we say so", hint: "It ends when a player marks it complete." },
  { value: "FIRST_TO", label: "First to…", hint: "It ends when a score reaches the number." },
  { value: "BEST_OF", label: "Best of…", hint: "Rounds only: ends when the one behind can no longer catch up." },
];

/** The format in a few words, e.g. "Best of 7 · rounds won · fewer points win a round". */
export function describeFormat({ roundWinner, scoring, finish }: Format): string {
  const end = !finish
    ? "No set end"
    : finish.kind === "FIRST_TO"
      ? `First to ${finish.count}`
      : `Best of ${finish.count}`;
  const counted = scoring === "ROUNDS" ? "rounds won" : "points";
  return `${end} · ${counted} · ${roundWinner === "MORE_POINTS" ? "more" : "fewer"} points win a round`;
}

/** The input form of a format read from the API (without the fields' __typename). */
export function formatInput(format: {
  roundWinner: RoundWinner;
  scoring: Scoring;
  finish?: { kind: FinishKind; count: number } | null;
}): Format {
  const { roundWinner, scoring, finish } = format;
  return { roundWinner, scoring, finish: finish ? { kind: finish.kind, count: finish.count } : null };
}

/** Whether two formats are the same, whatever order their fields came in (the cache's and a push's differ). */
export function sameFormat(a: Format, b: Format): boolean {
  return (
    a.roundWinner === b.roundWinner &&
    a.scoring === b.scoring &&
    a.finish?.kind === b.finish?.kind &&
    a.finish?.count === b.finish?.count
  );
}
