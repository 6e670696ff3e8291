import type { CompetitionInfo, CompetitionStatus } from "./competitions";
import { RivalsError, badInput, forbidden, notFound } from "./errors";
import { describeFormat, formatOf, sameFormat, type Format, type FormatColumns } from "./format";
import { notAPlayer } from "./editing";
import { isPlayer, type VisibleCompetition } from "./visibility";

/**
 * The rivalry ledger (API.md "Ledger"): what each change did, the sentence people read of it, and the rules of
 * undoing it, as pure functions. An entry's effect says exactly what its change did; undoing it applies the
 * inverse effect, and undoing that UNDO entry applies the inverse again: the original (redo).
 */
export type ActivityKind =
  | "COMPETITION_CREATED"
  | "INFO_UPDATED"
  | "RULE_ADDED"
  | "RULE_REMOVED"
  | "ROUND_ADDED"
  | "ROUND_DELETED"
  | "ROUND_VALIDITY_CHANGED"
  | "FORMAT_CHANGED"
  | "SUB_ROUND_ADDED"
  | "SUB_ROUND_DELETED"
  | "UNDO";

export interface SubRoundSnapshot {
  id: string;
  position: number;
  name: string;
  points: number;
  /** Null is a draw. */
  playerId: string | null;
}

/** A round as a change left or found it: enough to put it back byte for byte. */
export interface RoundSnapshot {
  id: string;
  position: number;
  /** Its 1-based number when the change was made. */
  number: number;
  valid: boolean;
  subRounds: SubRoundSnapshot[];
}

export interface RuleSnapshot {
  id: string;
  position: number;
  text: string;
}

export type InfoValues = Partial<CompetitionInfo>;

/**
 * What a change did. `finished`: the change met the format's finish and so completed the competition, at this
 * completedAt (ISO 8601); undoing it reopens the competition.
 */
export type Effect = Change & { finished?: string };

type Change =
  | { type: "created"; name: string }
  | { type: "formatSet"; before: Format; after: Format }
  | { type: "roundAdded" | "roundRemoved"; round: RoundSnapshot }
  | {
      type: "subRoundAdded" | "subRoundRemoved";
      subRound: SubRoundSnapshot & { roundId: string; roundNumber: number };
    }
  | { type: "ruleAdded" | "ruleRemoved"; rule: RuleSnapshot }
  | { type: "validitySet"; round: { id: string; number: number }; from: boolean; to: boolean }
  | {
      type: "infoSet";
      before: InfoValues;
      after: InfoValues;
      /** When it set the status: completedAt before and after (ISO 8601), so that an undo puts it back exactly. */
      completedAt?: { before: string | null; after: string | null };
    };

/** The kind of the entry of a change (not an undo) that had an effect of this type. */
export function kindOf(type: Effect["type"]): ActivityKind {
  const kinds: Record<Effect["type"], ActivityKind> = {
    created: "COMPETITION_CREATED",
    roundAdded: "ROUND_ADDED",
    roundRemoved: "ROUND_DELETED",
    subRoundAdded: "SUB_ROUND_ADDED",
    subRoundRemoved: "SUB_ROUND_DELETED",
    ruleAdded: "RULE_ADDED",
    ruleRemoved: "RULE_REMOVED",
    validitySet: "ROUND_VALIDITY_CHANGED",
    formatSet: "FORMAT_CHANGED",
    infoSet: "INFO_UPDATED",
  };
  return kinds[type];
}

/** Adding and removing a round, a sub-round or a rule undo each other. */
const opposite = {
  roundAdded: "roundRemoved",
  roundRemoved: "roundAdded",
  subRoundAdded: "subRoundRemoved",
  subRoundRemoved: "subRoundAdded",
  ruleAdded: "ruleRemoved",
  ruleRemoved: "ruleAdded",
} as const;

/** The effect that reverses `effect` (a finish it made is not part of it); creating a competition has none. */
export function inverse({ finished: _, ...effect }: Effect): Effect | undefined {
  switch (effect.type) {
    case "created":
      return undefined;
    case "formatSet":
      return { type: "formatSet", before: effect.after, after: effect.before };
    case "validitySet":
      return { ...effect, from: effect.to, to: effect.from };
    case "infoSet": {
      const completedAt = effect.completedAt && { before: effect.completedAt.after, after: effect.completedAt.before };
      return { type: "infoSet", before: effect.after, after: effect.before, ...(completedAt && { completedAt }) };
    }
    default:
      // The same thing (round, sub-round or rule) with the opposite type: TypeScript cannot pair the two unions.
      return { ...effect, type: opposite[effect.type] } as Effect;
  }
}

/** An entry as the undo rules see it. */
export interface Entry {
  actorId: string;
  kind: ActivityKind;
  effect: Effect;
  undoneBy: string | null;
}

/**
 * What the things an entry touched are like now, read under the competition's lock: the round (null when gone),
 * whether the competition has other rounds, whether the sub-round and its round exist, whether the rule does.
 */
export interface CurrentState {
  round: { valid: boolean; subRoundIds: readonly string[] } | null;
  otherRounds: boolean;
  subRound: boolean;
  subRoundRound: boolean;
  rule: boolean;
}

export interface UndoCompetition extends VisibleCompetition, CompetitionInfo, FormatColumns {
  /** ISO 8601, to the millisecond. */
  completedAt: string | null;
}

export const activityNotFound = () => notFound("Activity not found");

const changedSince = () => new RivalsError("CONFLICT", "Changed since; can't undo");

/**
 * Why the viewer may not undo the entry now, or null when they may (Activity.undoable). The viewer already
 * knows of the competition (it is visible to them).
 */
export function undoRefusal(
  entry: Entry,
  viewerId: string | undefined,
  competition: UndoCompetition,
  state: CurrentState,
): RivalsError | null {
  const reverse = inverse(entry.effect);
  if (!isPlayer(competition, viewerId)) return notAPlayer(true);
  if (!reverse) return forbidden("Creating a competition can't be undone");
  if (entry.actorId !== viewerId) return forbidden("You can only undo your own changes");
  if (entry.undoneBy) return new RivalsError("CONFLICT", "Already undone");
  if (reverse.type !== "infoSet" && competition.status !== "ongoing" && !finishedBy(entry.effect, competition)) {
    return forbidden("Only an ongoing competition's rules and rounds can be edited");
  }
  return appliesCleanly(reverse, competition, state) ? null : changedSince();
}

/** Whether the change completed the competition by meeting its finish, and it is still complete from then. */
export function finishedBy(effect: Effect, competition: Pick<UndoCompetition, "status" | "completedAt">): boolean {
  return (
    effect.finished !== undefined && competition.status === "complete" && competition.completedAt === effect.finished
  );
}

/** Whether the reverse effect finds things as the entry left them, so that it undoes only that entry's work. */
function appliesCleanly(reverse: Effect, competition: UndoCompetition, state: CurrentState): boolean {
  switch (reverse.type) {
    case "formatSet":
      return sameFormat(formatOf(competition), reverse.before);
    case "roundRemoved": {
      const { round } = state;
      const ids = reverse.round.subRounds.map((subRound) => subRound.id);
      const same = !!round && round.valid === reverse.round.valid && sameList(round.subRoundIds, ids);
      return same && state.otherRounds;
    }
    case "roundAdded":
      return state.round === null;
    case "subRoundRemoved":
      return state.subRound;
    case "subRoundAdded":
      return state.subRoundRound && !state.subRound;
    case "ruleRemoved":
      return state.rule;
    case "ruleAdded":
      return !state.rule;
    case "validitySet":
      return state.round?.valid === reverse.from;
    case "infoSet":
      return (Object.keys(reverse.before) as (keyof CompetitionInfo)[]).every(
        (field) => competition[field] === reverse.before[field],
      );
    case "created":
      return false;
  }
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The sentence of an entry. An UNDO entry applied the inverse of the entry it reversed; when that was an UNDO too
 * (`redo`), its effect is the change it re-applied.
 */
export function summary(
  entry: { kind: ActivityKind; effect: Effect },
  redo: boolean,
  nameOf: (userId: string) => string,
): string {
  if (entry.kind !== "UNDO") return describe(entry.effect, nameOf);
  if (redo) return `redid: ${describe(entry.effect, nameOf)}`;
  return `undid: ${describe(inverse(entry.effect) ?? entry.effect, nameOf)}`;
}

/** One sentence naming what a change did, without its subject (the actor shows beside it). */
export function describe(effect: Effect, nameOf: (userId: string) => string): string {
  const sentence = describeChange(effect, nameOf);
  return effect.finished ? `${sentence}, which finished the competition` : sentence;
}

function describeChange(effect: Effect, nameOf: (userId: string) => string): string {
  switch (effect.type) {
    case "formatSet":
      return `changed the format to ${describeFormat(effect.after)}`;
    case "created":
      return `created the competition ${quoted(effect.name)}`;
    case "roundAdded":
      return effect.round.subRounds.length
        ? `put back round ${effect.round.number}${withSubRounds(effect.round)}`
        : `added round ${effect.round.number}`;
    case "roundRemoved":
      return `deleted round ${effect.round.number}${withSubRounds(effect.round)}`;
    case "subRoundAdded":
    case "subRoundRemoved": {
      const { name, points, playerId, roundNumber } = effect.subRound;
      const outcome = `${points} ${points === 1 ? "point" : "points"} ${playerId ? `to ${nameOf(playerId)}` : "each, a draw"}`;
      return effect.type === "subRoundAdded"
        ? `added sub-round ${quoted(name)} (${outcome}) to round ${roundNumber}`
        : `deleted sub-round ${quoted(name)} (${outcome}) from round ${roundNumber}`;
    }
    case "ruleAdded":
      return `added the rule ${quoted(effect.rule.text)}`;
    case "ruleRemoved":
      return `removed the rule ${quoted(effect.rule.text)}`;
    case "validitySet":
      return `marked round ${effect.round.number} ${effect.to ? "valid" : "not valid"}`;
    case "infoSet":
      return describeInfo(effect.after);
  }
}

const withSubRounds = (round: RoundSnapshot) => {
  const count = round.subRounds.length;
  return count === 0 ? "" : ` with its ${count} ${count === 1 ? "sub-round" : "sub-rounds"}`;
};

const statusWords: Record<CompetitionStatus, string> = {
  ongoing: "ongoing",
  complete: "complete",
  abandoned: "abandoned",
};

function describeInfo(after: InfoValues): string {
  const parts = [
    after.name !== undefined && `renamed the competition to ${quoted(after.name)}`,
    after.status !== undefined && `marked it ${statusWords[after.status]}`,
    after.public !== undefined && `made it ${after.public ? "public" : "private"}`,
    after.description !== undefined && (after.description ? "changed the description" : "cleared the description"),
    after.image !== undefined && (after.image ? "changed the image" : "removed the image"),
  ].filter((part): part is string => !!part);
  if (parts.length === 0) return "saved the competition's details";
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** Quotes a name or text, shortened so that a sentence stays one line's worth. */
function quoted(text: string): string {
  const characters = [...text];
  return `“${characters.length > 60 ? `${characters.slice(0, 59).join("")}…` : text}”`;
}

/** The most entries one page of activity may hold. */
export const ACTIVITY_PAGE_MAX = 100;

/** A page's size and where it starts: entries are newest first, and a cursor is an entry's version. */
export function activityPage(first: number | null | undefined, after: string | null | undefined) {
  const size = first ?? 20;
  if (!Number.isInteger(size) || size < 0 || size > ACTIVITY_PAGE_MAX) {
    throw badInput(`first must be between 0 and ${ACTIVITY_PAGE_MAX}`);
  }
  if (after == null) return { size };
  if (!/^[1-9][0-9]{0,8}$/.test(after)) throw badInput("Not a cursor of this list");
  return { size, beforeVersion: Number(after) };
}

export const activityCursor = (entry: { version: number }) => String(entry.version);
