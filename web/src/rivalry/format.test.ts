import { describe, expect, it } from "vitest";
import { formatPercent, formatRecord, formatStreak, formatWins, outcomeOf, recordInWords } from "./format";

describe("rivalry helpers", () => {
  it("writes a record as wins-losses-draws, and in words", () => {
    expect(formatRecord({ wins: 3, losses: 1, draws: 0 })).toBe("3-1-0");
    expect(recordInWords({ wins: 3, losses: 1, draws: 0 })).toBe("3 wins, 1 loss, 0 draws");
    expect(recordInWords({ wins: 1, losses: 2, draws: 1 })).toBe("1 win, 2 losses, 1 draw");
  });

  it("says a streak by its sign: wins, losses or none", () => {
    expect(formatStreak(2)).toBe("2 wins");
    expect(formatStreak(1)).toBe("1 win");
    expect(formatStreak(-3)).toBe("3 losses");
    expect(formatStreak(-1)).toBe("1 loss");
    expect(formatStreak(0)).toBe("None");
    expect(formatWins(0)).toBe("0 wins");
  });

  it("rounds a probability to a whole percentage", () => {
    expect(formatPercent(0.5)).toBe("50%");
    expect(formatPercent(0.5912)).toBe("59%");
    expect(formatPercent(1)).toBe("100%");
  });

  it("reads a result from the viewer's side: the opponent winning is a loss, no winner a draw", () => {
    expect(outcomeOf({ winner: { id: "me" } }, "them")).toBe("win");
    expect(outcomeOf({ winner: { id: "them" } }, "them")).toBe("loss");
    expect(outcomeOf({ winner: null }, "them")).toBe("draw");
  });
});
