import { describe, expect, it } from "vitest";
import { checkRivalry, longestStreak, outcomeFor, streak, tally, type Outcome } from "./rivalry";

const outcomes = (letters: string): Outcome[] =>
  [...letters].map((letter) => ({ W: "won", L: "lost", D: "drawn" })[letter] as Outcome);

describe("outcomeFor", () => {
  it("is the viewer's side of a winner, a null winner a draw", () => {
    expect(outcomeFor("ana", "ana")).toBe("won");
    expect(outcomeFor("ana", "ben")).toBe("lost");
    expect(outcomeFor("ana", null)).toBe("drawn");
  });
});

describe("tally", () => {
  it("counts wins, losses and draws", () => {
    expect(tally(outcomes("WWLDW"))).toEqual({ wins: 3, losses: 1, draws: 1 });
    expect(tally([])).toEqual({ wins: 0, losses: 0, draws: 0 });
  });
});

describe("streak", () => {
  it.each([
    ["", 0],
    ["W", 1],
    ["LWW", 2],
    ["WLLL", -3],
    ["WWD", 0],
    ["DL", -1],
  ])("of %j is %i", (letters, expected) => {
    expect(streak(outcomes(letters))).toBe(expected);
  });
});

describe("longestStreak", () => {
  it.each([
    ["", 0],
    ["LLL", 0],
    ["WWLWWWDW", 3],
    ["WDWW", 2],
  ])("of %j is %i", (letters, expected) => {
    expect(longestStreak(outcomes(letters))).toBe(expected);
  });
});

describe("checkRivalry", () => {
  it("is there with a friend, or with someone the viewer shares a competition with", () => {
    expect(() => checkRivalry({ friends: true, competitions: 0 })).not.toThrow();
    expect(() => checkRivalry({ friends: false, competitions: 1 })).not.toThrow();
  });

  it("is NOT_FOUND for a stranger", () => {
    expect(() => checkRivalry({ friends: false, competitions: 0 })).toThrow(
      expect.objectContaining({ message: "User not found", extensions: { code: "NOT_FOUND" } }),
    );
  });
});
