import { describe, expect, it } from "vitest";
import { pointSteps, raceSteps } from "./race";

describe("raceSteps", () => {
  it("starts at nothing each, before the first round", () => {
    expect(raceSteps([])).toEqual([{ round: 0, one: 0, two: 0 }]);
  });

  it("gives a won round to its winner, a drawn one to both and an invalid one to no one", () => {
    expect(raceSteps([1, 2, 0, -1, 1])).toEqual([
      { round: 0, one: 0, two: 0 },
      { round: 1, one: 1, two: 0 },
      { round: 2, one: 1, two: 1 },
      { round: 3, one: 2, two: 2 },
      { round: 4, one: 2, two: 2 },
      { round: 5, one: 3, two: 2 },
    ]);
  });

  it("ends at the competition's current score", () => {
    const results = [2, 2, 0, 1, -1, 2, 0, 0, 1, 2];
    const currentScore = [
      results.filter((r) => r === 1 || r === 0).length,
      results.filter((r) => r === 2 || r === 0).length,
    ];
    const last = raceSteps(results).at(-1)!;
    expect([last.one, last.two]).toEqual(currentScore);
    expect(last.round).toBe(results.length);
  });
});

describe("pointSteps", () => {
  it("adds up each valid round's points, and nothing for a round that is not valid", () => {
    expect(
      pointSteps(
        [1, -1, 2, 0],
        [
          [5, 3],
          [9, 0],
          [1, 4],
          [2, 2],
        ],
      ),
    ).toEqual([
      { round: 0, one: 0, two: 0 },
      { round: 1, one: 5, two: 3 },
      { round: 2, one: 5, two: 3 },
      { round: 3, one: 6, two: 7 },
      { round: 4, one: 8, two: 9 },
    ]);
  });
});
