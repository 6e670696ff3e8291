import { describe, expect, it } from "vitest";
import { patchedScores } from "./raceScores";

const scores = () => [
  [5, 3],
  [0, 4],
  [2, 2],
];

describe("patchedScores", () => {
  it("replaces the changed round's points, by number", () => {
    expect(patchedScores(scores(), { round: { number: 2, score: [1, 4] }, rounds: 3 })).toEqual([
      [5, 3],
      [1, 4],
      [2, 2],
    ]);
  });
  it("adds a new round where its number puts it", () => {
    expect(patchedScores(scores(), { round: { number: 4, score: [0, 0] }, rounds: 4 })).toEqual([...scores(), [0, 0]]);
    expect(patchedScores(scores(), { round: { number: 2, score: [7, 0] }, rounds: 4 })).toEqual([
      [5, 3],
      [7, 0],
      [0, 4],
      [2, 2],
    ]);
  });
  it("drops a deleted round, the later ones moving up", () => {
    expect(patchedScores(scores(), { deletedNumber: 1, rounds: 2 })).toEqual([
      [0, 4],
      [2, 2],
    ]);
  });
  it("keeps every entry when it cannot tell which round went, so that they no longer match the rounds", () => {
    const patched = patchedScores(scores(), { rounds: 2 });
    expect(patched).toEqual(scores());
    expect(patched).not.toHaveLength(2);
  });
});
