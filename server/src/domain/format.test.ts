import { describe, expect, it } from "vitest";
import { checkFormat, describeFormat, sameFormat, USUAL_FORMAT, type Format } from "./format";
import {
  competitionScore,
  countedRounds,
  isDecided,
  leaderOf,
  roundResult,
  roundScore,
  type Players,
  type ScoredRound,
} from "./scoring";

const players: Players = ["ana", "ben"];
const sub = (playerId: string | null, points: number) => ({ playerId, points });
const round = (valid: boolean, ...subRounds: ReturnType<typeof sub>[]): ScoredRound => ({ valid, subRounds });
const format = (
  roundWinner: Format["roundWinner"],
  scoring: Format["scoring"],
  finish: Format["finish"] = null,
): Format => ({ roundWinner, scoring, finish });

/** Ana 5-3 (a sub-round each and a draw), a 2-2 draw, an invalid 9-0, an empty valid one (a 0-0 draw). */
const rounds = [
  round(true, sub("ana", 4), sub("ben", 2), sub(null, 1)),
  round(true, sub("ana", 2), sub("ben", 2)),
  round(false, sub("ana", 9)),
  round(true),
];

describe("the score of each format", () => {
  it.each([
    ["more points, rounds", format("more_points", "rounds"), [3, 2], "ana"],
    ["fewer points, rounds", format("fewer_points", "rounds"), [2, 3], "ben"],
    ["more points, points", format("more_points", "points"), [7, 5], "ana"],
    ["fewer points, points", format("fewer_points", "points"), [7, 5], "ben"],
  ] as const)("%s", (_, rule, score, leader) => {
    expect(competitionScore(rounds, players, rule)).toEqual(score);
    expect(leaderOf(competitionScore(rounds, players, rule), players, rule)).toBe(leader);
  });

  it("is today's rule by default", () => {
    expect(competitionScore(rounds, players)).toEqual(competitionScore(rounds, players, USUAL_FORMAT));
  });

  it("gives a round to the lower total with fewer points, a draw still to both", () => {
    const rule = format("fewer_points", "rounds");
    expect(roundResult(true, [5, 3], players, rule)).toBe(2);
    expect(roundResult(true, [-1, 3], players, rule)).toBe(1);
    expect(roundResult(true, [2, 2], players, rule)).toBe(0);
    expect(roundResult(false, [5, 3], players, rule)).toBe(-1);
  });

  it("counts nothing of invalid rounds and a draw of empty valid ones in every format", () => {
    const empty = [round(true), round(false, sub("ben", 3))];
    expect(competitionScore(empty, players, format("fewer_points", "rounds"))).toEqual([1, 1]);
    expect(competitionScore(empty, players, format("more_points", "points"))).toEqual([0, 0]);
    expect(countedRounds(empty)).toBe(1);
  });
});

describe("when a competition is decided", () => {
  const firstTo = (count: number, scoring: Format["scoring"] = "rounds") =>
    format("more_points", scoring, { kind: "first_to", count });
  const bestOf = (count: number) => format("more_points", "rounds", { kind: "best_of", count });

  it.each([
    ["no finish never ends", USUAL_FORMAT, [40, 0], 40, false],
    ["first to 3 at 2-1", firstTo(3), [2, 1], 3, false],
    ["first to 3 at 3-1", firstTo(3), [3, 1], 4, true],
    ["first to 3 reached by both through a draw", firstTo(3), [3, 3], 4, true],
    ["first to 100 points at 99", firstTo(100, "points"), [99, 20], 5, false],
    ["first to 100 points at 104", firstTo(100, "points"), [20, 104], 5, true],
    ["best of 5 at 2-0: three left, can catch up", bestOf(5), [2, 0], 2, false],
    ["best of 5 at 3-0: cannot catch up", bestOf(5), [3, 0], 3, true],
    ["best of 5 at 3-1 with a round left", bestOf(5), [3, 1], 4, true],
    ["best of 3 at 2-1 after a draw: can still tie", bestOf(3), [2, 1], 2, false],
    ["best of 3 at 2-2: all rounds counted, a draw", bestOf(3), [2, 2], 3, true],
    ["best of 3 past its count", bestOf(3), [3, 3], 5, true],
    ["best of 1 before any round", bestOf(1), [0, 0], 0, false],
  ] as const)("%s", (_, rule, score, counted, decided) => {
    expect(isDecided([score[0], score[1]], counted, rule)).toBe(decided);
  });

  it("is met by deleting a round or making one invalid, and unmet by making it valid again", () => {
    const rule = bestOf(3);
    const played = [round(true, sub("ana", 1)), round(true, sub("ben", 1)), round(true, sub("ben", 1))];
    const decided = (list: ScoredRound[]) =>
      isDecided(competitionScore(list, players, rule), countedRounds(list), rule);
    expect(decided(played.slice(0, 2))).toBe(false);
    expect(decided(played)).toBe(true);
    const withExtra = [round(true, sub("ana", 2)), round(true, sub("ana", 1)), round(true, sub("ben", 3))];
    expect(decided(withExtra)).toBe(true);
    // Ana leads 2-0 with one left after the third round is made invalid: Ben cannot catch up.
    expect(decided([withExtra[0], withExtra[1], round(false, sub("ben", 3))])).toBe(true);
    // Deleting Ana's second win leaves 1-1 after two: not decided.
    expect(decided([withExtra[0], withExtra[2]])).toBe(false);
    const firstTwo = firstTo(2);
    const twoWins = [round(true, sub("ana", 1)), round(true, sub("ana", 1)), round(true, sub("ben", 5))];
    expect(isDecided(competitionScore(twoWins, players, firstTwo), 3, firstTwo)).toBe(true);
    // A fewer-points round winner flips who reached two.
    const fewer = { ...firstTwo, roundWinner: "fewer_points" as const };
    expect(competitionScore(twoWins, players, fewer)).toEqual([1, 2]);
  });

  it("decides points formats on the summed round totals", () => {
    const rule = format("fewer_points", "points", { kind: "first_to", count: 10 });
    const hearts = [round(true, sub("ana", 6), sub("ben", 1)), round(true, sub("ana", 4), sub(null, 0))];
    const score = competitionScore(hearts, players, rule);
    expect(score).toEqual([10, 1]);
    expect(isDecided(score, 2, rule)).toBe(true);
    expect(leaderOf(score, players, rule)).toBe("ben");
    expect(roundScore(hearts[1].subRounds, players)).toEqual([4, 0]);
  });
});

describe("checkFormat", () => {
  it("is the usual format when none is given", () => {
    expect(checkFormat(undefined)).toEqual(USUAL_FORMAT);
    expect(checkFormat(null)).toEqual(USUAL_FORMAT);
  });

  it.each([
    [format("more_points", "points", { kind: "best_of", count: 3 }), "Best of counts rounds: choose rounds scoring"],
    [
      format("more_points", "rounds", { kind: "best_of", count: 4 }),
      "Best of needs an odd number of rounds (1 to 999)",
    ],
    [
      format("more_points", "rounds", { kind: "best_of", count: -1 }),
      "Best of needs an odd number of rounds (1 to 999)",
    ],
    [
      format("more_points", "rounds", { kind: "best_of", count: 1001 }),
      "Best of needs an odd number of rounds (1 to 999)",
    ],
    [format("more_points", "rounds", { kind: "first_to", count: 0 }), "First to needs a score from 1 to 1000000"],
    [
      format("more_points", "points", { kind: "first_to", count: 1_000_001 }),
      "First to needs a score from 1 to 1000000",
    ],
  ])("refuses %j", (input, message) => {
    expect(() => checkFormat(input)).toThrow(message);
  });

  it("keeps a playable format", () => {
    const rule = format("fewer_points", "points", { kind: "first_to", count: 100 });
    expect(checkFormat(rule)).toEqual(rule);
    expect(sameFormat(checkFormat(rule), rule)).toBe(true);
    expect(sameFormat(rule, USUAL_FORMAT)).toBe(false);
  });

  it("says each format in a few words", () => {
    expect(describeFormat(USUAL_FORMAT)).toBe("rounds counted, no set end, more points win a round");
    expect(describeFormat(format("fewer_points", "points", { kind: "first_to", count: 100 }))).toBe(
      "first to 100 points, fewer points win a round",
    );
    expect(describeFormat(format("more_points", "rounds", { kind: "best_of", count: 7 }))).toBe(
      "best of 7 rounds, more points win a round",
    );
  });
});
