import { USUAL_FORMAT } from "./format";
import { describe, expect, it } from "vitest";
import {
  checkCompetitionInfo,
  checkCompetitionSetup,
  checkNewCompetition,
  checkRule,
  checkSubRound,
  competitionNotFound,
  POINTS_LIMIT,
} from "./competitions";
import { RivalsError } from "./errors";

/** The refusal a check throws, as API.md gives it: message and code. */
function refusal(check: () => unknown) {
  try {
    check();
  } catch (error) {
    if (error instanceof RivalsError) return { message: error.message, code: error.extensions.code };
    throw error;
  }
  throw new Error("the check did not refuse");
}

const badInput = (message: string) => ({ message, code: "BAD_USER_INPUT" });

describe("checkNewCompetition", () => {
  it("needs a name and an opponent (SPEC's message), and trims the name", () => {
    expect(refusal(() => checkNewCompetition({ name: "  ", opponentId: "u2" }))).toEqual(
      badInput("Name and Opponent Needed"),
    );
    expect(refusal(() => checkNewCompetition({ name: "Kart", opponentId: " " }))).toEqual(
      badInput("Name and Opponent Needed"),
    );
    expect(checkNewCompetition({ name: "  Kart ", opponentId: "u2" })).toEqual({
      name: "Kart",
      image: null,
      rules: [],
      format: USUAL_FORMAT,
    });
  });

  it("takes house rules in order, each checked as addRule checks it, at most 50", () => {
    const rules = (list: string[]) => checkNewCompetition({ name: "Kart", opponentId: "u2", rules: list }).rules;
    expect(rules([" No blue shells ", "150cc"])).toEqual(["No blue shells", "150cc"]);
    expect(refusal(() => rules(["ok", " "]))).toEqual(badInput("Please enter something"));
    expect(refusal(() => rules(["x".repeat(501)]))).toEqual(badInput("Rule too long (500 max)"));
    expect(rules(Array.from({ length: 50 }, (_, i) => `rule ${i}`))).toHaveLength(50);
    expect(refusal(() => rules(Array.from({ length: 51 }, (_, i) => `rule ${i}`)))).toEqual(
      badInput("Too many rules (50 max)"),
    );
  });

  it("counts a name's length in characters, not UTF-16 units", () => {
    expect(checkNewCompetition({ name: "🏁".repeat(100), opponentId: "u2" }).name).toBe("🏁".repeat(100));
    expect(refusal(() => checkNewCompetition({ name: "🏁".repeat(101), opponentId: "u2" }))).toEqual(
      badInput("Name too long (100 max)"),
    );
  });

  it("keeps an http(s) image, drops a blank one and refuses any other scheme", () => {
    const image = (value: string | null) => checkNewCompetition({ name: "Kart", opponentId: "u2", image: value }).image;
    expect(image(" https://example.com/kart.png ")).toBe("https://example.com/kart.png");
    expect(image("  ")).toBeNull();
    expect(image(null)).toBeNull();
    expect(refusal(() => image("javascript:alert(1)"))).toEqual(badInput("Image must be an http(s) URL"));
  });
});

describe("checkCompetitionSetup", () => {
  it("checks an invite's competition as a new one, with no opponent to need: an empty name is said so", () => {
    expect(refusal(() => checkCompetitionSetup({ name: "  " }))).toEqual(badInput("Competitions should have names"));
    expect(checkCompetitionSetup({ name: " Kart ", image: " https://example.com/k.png ", rules: ["150cc"] })).toEqual({
      name: "Kart",
      image: "https://example.com/k.png",
      rules: ["150cc"],
      format: USUAL_FORMAT,
    });
    const bestOf = { roundWinner: "fewer_points", scoring: "rounds", finish: { kind: "best_of", count: 5 } } as const;
    expect(checkCompetitionSetup({ name: "Golf", format: bestOf }).format).toEqual(bestOf);
    expect(refusal(() => checkCompetitionSetup({ name: "Golf", format: { ...bestOf, scoring: "points" } }))).toEqual(
      badInput("Best of counts rounds: choose rounds scoring"),
    );
    expect(refusal(() => checkCompetitionSetup({ name: "Kart", image: "ftp://x" }))).toEqual(
      badInput("Image must be an http(s) URL"),
    );
  });
});

describe("checkCompetitionInfo", () => {
  it("changes only the fields given, and refuses an edit that gives none", () => {
    expect(refusal(() => checkCompetitionInfo({}))).toEqual(badInput("Nothing to change: give at least one field"));
    expect(checkCompetitionInfo({ status: "complete" })).toEqual({ status: "complete" });
    expect(checkCompetitionInfo({ public: false, description: " Best of five " })).toEqual({
      public: false,
      description: " Best of five ",
    });
  });

  it("clears the image and description with null, but never the name, status or visibility", () => {
    expect(checkCompetitionInfo({ image: null, description: null })).toEqual({ image: null, description: "" });
    expect(refusal(() => checkCompetitionInfo({ name: " " }))).toEqual(badInput("Competitions should have names"));
    expect(refusal(() => checkCompetitionInfo({ name: null }))).toEqual(badInput("Competitions should have names"));
    expect(refusal(() => checkCompetitionInfo({ status: null }))).toEqual(
      badInput("Status and visibility cannot be empty"),
    );
    expect(refusal(() => checkCompetitionInfo({ public: null }))).toEqual(
      badInput("Status and visibility cannot be empty"),
    );
  });

  it("bounds the description", () => {
    expect(checkCompetitionInfo({ description: "x".repeat(5000) }).description).toHaveLength(5000);
    expect(refusal(() => checkCompetitionInfo({ description: "x".repeat(5001) }))).toEqual(
      badInput("Description too long (5000 max)"),
    );
  });
});

describe("checkRule", () => {
  it("needs some text (SPEC's message), trims it and bounds it", () => {
    expect(refusal(() => checkRule(" \n "))).toEqual(badInput("Please enter something"));
    expect(checkRule("  150cc ")).toBe("150cc");
    expect(refusal(() => checkRule("x".repeat(501)))).toEqual(badInput("Rule too long (500 max)"));
  });
});

describe("checkSubRound", () => {
  it("needs a name and whole points within the limit, either sign", () => {
    expect(refusal(() => checkSubRound({ name: " ", points: 1 }))).toEqual(badInput("Please name the sub-round"));
    expect(checkSubRound({ name: " Rainbow Road ", points: -3 })).toEqual({ name: "Rainbow Road", points: -3 });
    expect(checkSubRound({ name: "Lap", points: POINTS_LIMIT }).points).toBe(POINTS_LIMIT);
    const outOfRange = badInput(`Points must be a whole number from -${POINTS_LIMIT} to ${POINTS_LIMIT}`);
    for (const points of [1.5, POINTS_LIMIT + 1, -POINTS_LIMIT - 1, Number.NaN]) {
      expect(refusal(() => checkSubRound({ name: "Lap", points }))).toEqual(outOfRange);
    }
  });
});

describe("competitionNotFound", () => {
  it("is the one NOT_FOUND for a missing competition and one the viewer may not see", () => {
    expect(
      refusal(() => {
        throw competitionNotFound();
      }),
    ).toEqual({ message: "Competition not found", code: "NOT_FOUND" });
  });
});
