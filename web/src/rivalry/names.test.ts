import { describe, expect, it } from "vitest";
import { matchesName, shownNames } from "./names";

describe("matchesName", () => {
  it.each([
    ["Rainbow Road", "", true],
    ["Rainbow Road", "road", true],
    ["Rainbow Road", "  RAINBOW   r", true],
    ["Rainbow Road", "ＲＯＡＤ", true],
    ["Rainbow Road", "Moo", false],
    ["Rainbow Road", "rainbowroad", false],
  ])("%j with %j: %j", (name, search, expected) => {
    expect(matchesName(name, search)).toBe(expected);
  });
});

describe("shownNames", () => {
  it("gives the first ones and how many more there are", () => {
    expect(shownNames(["a", "b", "c"], 2)).toEqual({ rows: ["a", "b"], more: 1 });
    expect(shownNames(["a", "b"], 2)).toEqual({ rows: ["a", "b"], more: 0 });
    expect(shownNames([], 10)).toEqual({ rows: [], more: 0 });
  });
});
