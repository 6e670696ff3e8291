import { outcomeFor, type Outcome, type Tally } from "./rivalry";
import { roundScore, type Players } from "./scoring";

/**
 * Sub-round names across a rivalry (API.md "Formats"): the tracks, maps or events two friends play, each with its
 * record from the viewer's side, and the names the sub-round form suggests. Pure functions over what the stores
 * count per spelling.
 */

const ASCII = /^[\0-\x7f]*$/;

/**
 * The form a name is compared in: NFKC, case folded, runs of whitespace as one space, trimmed. So "Rainbow Road",
 * "rainbow  road" and "ＲＡＩＮＢＯＷ ROAD" are one name. Full case folding as upper then lower case ("Straße" and
 * "STRASSE" are one), with a final sigma as any sigma.
 */
export function nameKey(name: string): string {
  // ASCII is its own NFKC form, and upper then lower case is lower case: the same key, without the Unicode passes.
  if (ASCII.test(name)) return name.toLowerCase().replace(/\s+/g, " ").trim();
  return name
    .normalize("NFKC")
    .toUpperCase()
    .toLowerCase()
    .replaceAll("ς", "σ")
    .normalize("NFKC")
    .replace(/\s+/gu, " ")
    .trim();
}

/** A sub-round as the winner rule reads it. */
export interface NamedSubRound {
  /** The player it was given to; null is a draw. */
  playerId: string | null;
  points: number;
  /** Whether its competition's rounds are won by fewer points (a format's RoundWinner), so the points are a cost. */
  lowerWins?: boolean;
}

/**
 * Who of `players` won a sub-round (null: a draw): the player its points went to, or, where fewer points win, the
 * other one.
 */
export function subRoundWinner(subRound: NamedSubRound, players: Players): string | null {
  if (subRound.playerId === null || !subRound.lowerWins) return subRound.playerId;
  return subRound.playerId === players[0] ? players[1] : players[0];
}

/** The sub-rounds of one spelling of a name given to one player (or drawn), as a store counts them. */
export interface SpellingCount extends NamedSubRound {
  name: string;
  /** How many such sub-rounds. */
  count: number;
  /** Their points added up. */
  points: number;
}

/** A NameRecord (API.md): one name's sub-rounds from the viewer's side. */
export interface NameRecord {
  /** Its most used spelling. */
  name: string;
  played: number;
  record: Tally;
  /** The viewer's points, the opponent's: a sub-round's count for its player, a draw's for both. */
  points: [number, number];
}

interface Group<T> {
  spellings: Map<string, number>;
  total: T;
}

/** Counts grouped by the compared form of their names, each with how often each spelling was used. */
function grouped<C extends { name: string; count: number }, T>(
  counts: readonly C[],
  start: () => T,
  add: (total: T, count: C) => void,
): Group<T>[] {
  const groups = new Map<string, Group<T>>();
  // A spelling comes once per player it was given to: its compared form is worked out once.
  const keys = new Map<string, string>();
  for (const count of counts) {
    let key = keys.get(count.name);
    if (key === undefined) keys.set(count.name, (key = nameKey(count.name)));
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { spellings: new Map(), total: start() }));
    group.spellings.set(count.name, (group.spellings.get(count.name) ?? 0) + count.count);
    add(group.total, count);
  }
  return [...groups.values()];
}

/** The spelling used most; between equally used ones, the first in code point order. */
function mostUsed(spellings: ReadonlyMap<string, number>): string {
  return [...spellings].reduce((best, each) =>
    each[1] > best[1] || (each[1] === best[1] && each[0] < best[0]) ? each : best,
  )[0];
}

/** Most played first, then by name. */
const byPlayed = <T extends { name: string; played: number }>(a: T, b: T) =>
  b.played - a.played || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

const tallied: { [outcome in Outcome]: keyof Tally } = { won: "wins", lost: "losses", drawn: "draws" };

/**
 * Each name's record between `players` (the viewer, the opponent), from the viewer's side: most played first, then
 * by name.
 */
export function nameRecords(counts: readonly SpellingCount[], players: Players): NameRecord[] {
  const groups = grouped<SpellingCount, Omit<NameRecord, "name">>(
    counts,
    () => ({ played: 0, record: { wins: 0, losses: 0, draws: 0 }, points: [0, 0] }),
    (total, count) => {
      total.played += count.count;
      total.record[tallied[outcomeFor(players[0], subRoundWinner(count, players))]] += count.count;
      const [mine, theirs] = roundScore([count], players);
      total.points[0] += mine;
      total.points[1] += theirs;
    },
  );
  return groups.map(({ spellings, total }) => ({ name: mostUsed(spellings), ...total })).sort(byPlayed);
}

/** How many names the sub-round form suggests at most. */
export const SUGGESTIONS_MAX = 50;

/** The names the sub-round form suggests: most used first (then by name), each in its most used spelling. */
export function nameSuggestions(counts: readonly { name: string; count: number }[]): string[] {
  return grouped(
    counts,
    () => ({ played: 0 }),
    (total, count) => (total.played += count.count),
  )
    .map(({ spellings, total }) => ({ name: mostUsed(spellings), played: total.played }))
    .sort(byPlayed)
    .slice(0, SUGGESTIONS_MAX)
    .map((suggestion) => suggestion.name);
}
