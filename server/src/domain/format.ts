import { badInput } from "./errors";

/**
 * A competition's format (API.md "Formats"): who wins a round, how the score is counted and when the competition
 * ends by itself, and the checks of a format a player gives.
 */
export const roundWinners = ["more_points", "fewer_points"] as const;
export type RoundWinner = (typeof roundWinners)[number];
export const scorings = ["rounds", "points"] as const;
export type Scoring = (typeof scorings)[number];
export const finishKinds = ["first_to", "best_of"] as const;
export type FinishKind = (typeof finishKinds)[number];

export interface Finish {
  kind: FinishKind;
  count: number;
}

export interface Format {
  roundWinner: RoundWinner;
  scoring: Scoring;
  /** Null: no automatic end. */
  finish: Finish | null;
}

/** Today's rule, and every competition's before formats existed: the higher total wins, rounds counted, no end. */
export const USUAL_FORMAT: Format = { roundWinner: "more_points", scoring: "rounds", finish: null };

const FIRST_TO_MAX = 1_000_000;
const BEST_OF_MAX = 999;

/** A format as a player gives it: the finish may be left out. */
export type FormatInput = Omit<Format, "finish"> & { finish?: Finish | null };

/** The format a competition gets from the one given (none: the usual one), refusing one that cannot be played. */
export function checkFormat(input: FormatInput | null | undefined): Format {
  if (!input) return USUAL_FORMAT;
  const finish = input.finish ?? null;
  if (finish?.kind === "best_of") {
    if (input.scoring !== "rounds") throw badInput("Best of counts rounds: choose rounds scoring");
    if (!Number.isInteger(finish.count) || finish.count < 1 || finish.count > BEST_OF_MAX || finish.count % 2 === 0) {
      throw badInput(`Best of needs an odd number of rounds (1 to ${BEST_OF_MAX})`);
    }
  }
  if (
    finish?.kind === "first_to" &&
    (!Number.isInteger(finish.count) || finish.count < 1 || finish.count > FIRST_TO_MAX)
  ) {
    throw badInput(`First to needs a score from 1 to ${FIRST_TO_MAX}`);
  }
  return { roundWinner: input.roundWinner, scoring: input.scoring, finish: finish && { ...finish } };
}

export function sameFormat(a: Format, b: Format): boolean {
  return (
    a.roundWinner === b.roundWinner &&
    a.scoring === b.scoring &&
    a.finish?.kind === b.finish?.kind &&
    a.finish?.count === b.finish?.count
  );
}

/** A format in a few words, for the activity entry and the exports, e.g. `first to 5 rounds, fewer points win`. */
export function describeFormat({ roundWinner, scoring, finish }: Format): string {
  const unit = scoring === "rounds" ? "rounds" : "points";
  const end = !finish
    ? `${unit} counted, no set end`
    : finish.kind === "first_to"
      ? `first to ${finish.count} ${unit}`
      : `best of ${finish.count} rounds`;
  return `${end}, ${roundWinner === "more_points" ? "more" : "fewer"} points win a round`;
}

/** How a competition's row stores its format. */
export interface FormatColumns {
  roundWinner: RoundWinner;
  scoring: Scoring;
  finishKind: FinishKind | null;
  finishCount: number | null;
}

export function formatOf(row: FormatColumns): Format {
  const { roundWinner, scoring, finishKind, finishCount } = row;
  return {
    roundWinner,
    scoring,
    finish: finishKind && finishCount !== null ? { kind: finishKind, count: finishCount } : null,
  };
}

export function formatColumns({ roundWinner, scoring, finish }: Format): FormatColumns {
  return { roundWinner, scoring, finishKind: finish?.kind ?? null, finishCount: finish?.count ?? null };
}
