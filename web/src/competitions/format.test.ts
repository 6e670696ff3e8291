import { describe, expect, it } from "vitest";
import { sameFormat, USUAL_FORMAT, type Format } from "./format";

describe("sameFormat", () => {
  const firstToFive: Format = { roundWinner: "MORE_POINTS", scoring: "ROUNDS", finish: { kind: "FIRST_TO", count: 5 } };

  it("is true for the same choices, whatever order their fields came in", () => {
    const pushed = {
      finish: { count: 5, kind: "FIRST_TO" as const },
      scoring: "ROUNDS" as const,
      roundWinner: "MORE_POINTS" as const,
    };
    expect(sameFormat(firstToFive, pushed)).toBe(true);
    expect(sameFormat(USUAL_FORMAT, { ...USUAL_FORMAT, finish: undefined })).toBe(true);
  });

  it("is false when any choice differs", () => {
    expect(sameFormat(firstToFive, { ...firstToFive, finish: { kind: "FIRST_TO", count: 7 } })).toBe(false);
    expect(sameFormat(firstToFive, { ...firstToFive, finish: { kind: "BEST_OF", count: 5 } })).toBe(false);
    expect(sameFormat(firstToFive, { ...firstToFive, scoring: "POINTS" })).toBe(false);
    expect(sameFormat(USUAL_FORMAT, { ...USUAL_FORMAT, roundWinner: "FEWER_POINTS" })).toBe(false);
  });
});
