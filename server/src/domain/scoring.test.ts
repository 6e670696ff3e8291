import { describe, expect, it } from "vitest";
import { competitionScore, roundResult, roundScore, winnerOf, type Players } from "./scoring";

const players: Players = ["ana", "ben"];
const sub = (playerId: string | null, points: number) => ({ playerId, points });

describe("roundScore", () => {
  it("sums each player's points and adds a draw's points to both", () => {
    expect(roundScore([sub("ana", 3), sub("ben", 2), sub(null, 1), sub("ana", 1)], players)).toEqual([5, 3]);
  });

  it("is 0-0 for an empty round", () => {
    expect(roundScore([], players)).toEqual([0, 0]);
  });

  it("keeps negative and zero points", () => {
    expect(roundScore([sub("ana", -2), sub("ben", 0)], players)).toEqual([-2, 0]);
  });

  it("counts a sub-round of someone who is not a player for both, like a draw", () => {
    expect(roundScore([sub("carl", 4)], players)).toEqual([4, 4]);
  });
});

describe("winnerOf", () => {
  it("is the player with the higher total, or null on a tie", () => {
    expect(winnerOf([2, 1], players)).toBe("ana");
    expect(winnerOf([-3, -1], players)).toBe("ben");
    expect(winnerOf([4, 4], players)).toBeNull();
  });
});

describe("competitionScore", () => {
  it("counts only valid rounds: 1 for a win, 1 each for a draw", () => {
    const rounds = [
      { valid: true, subRounds: [sub("ana", 2)] },
      { valid: true, subRounds: [sub("ben", 1), sub(null, 5)] },
      { valid: true, subRounds: [] },
      { valid: false, subRounds: [sub("ana", 9)] },
    ];
    expect(competitionScore(rounds, players)).toEqual([2, 2]);
  });

  it("is 0-0 with no valid round", () => {
    expect(competitionScore([{ valid: false, subRounds: [sub("ben", 3)] }], players)).toEqual([0, 0]);
  });
});

describe("roundResult", () => {
  it("is 1 or 2 for the round's winner, 0 for a draw and -1 for a round that does not count", () => {
    expect(roundResult(true, [3, 1], players)).toBe(1);
    expect(roundResult(true, [-3, -1], players)).toBe(2);
    expect(roundResult(true, [0, 0], players)).toBe(0);
    expect(roundResult(false, [3, 1], players)).toBe(-1);
  });
});
