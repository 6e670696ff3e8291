import { describe, expect, it } from "vitest";
import { completedAtAfter, expectedScore, replay, replayStart, shownRating, type Game } from "./rating";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
const game = (id: string, minute: number, one: string, two: string, winner: string | null): Game => ({
  id,
  completedAt: at(minute),
  playerOneId: one,
  playerTwoId: two,
  winnerId: winner,
});

describe("replay", () => {
  it("starts everyone at 1500 and moves a win between equals by 16 each way", () => {
    const { ratings, after } = replay([game("g1", 1, "ana", "ben", "ana")]);
    expect(Object.fromEntries(ratings)).toEqual({ ana: 1516, ben: 1484 });
    expect(after).toEqual([
      { competitionId: "g1", userId: "ana", completedAt: at(1), rating: 1516 },
      { competitionId: "g1", userId: "ben", completedAt: at(1), rating: 1484 },
    ]);
  });

  it("leaves a draw between equals where it was, whichever player is first", () => {
    const { ratings } = replay([game("g1", 1, "ana", "ben", null), game("g2", 2, "ben", "ana", null)]);
    expect(Object.fromEntries(ratings)).toEqual({ ana: 1500, ben: 1500 });
  });

  it("moves a favourite's win less: both players from their ratings before the game", () => {
    // ana 1516, ben 1484: E(ana) = 1 / (1 + 10^(-32/400)) = 0.54592…; ana += 32 × 0.45408…
    const { ratings } = replay([game("g1", 1, "ana", "ben", "ana"), game("g2", 2, "ben", "ana", "ana")]);
    expect(ratings.get("ana")).toBeCloseTo(1530.5304984710244, 9);
    expect(ratings.get("ben")).toBeCloseTo(1469.4695015289756, 9);
    expect(expectedScore(1516, 1484)).toBeCloseTo(0.5459219227804837, 12);
  });

  it("carries a rating from one opponent to the next: three players, a draw last", () => {
    const { ratings, after } = replay([
      game("g3", 3, "cy", "ana", null),
      game("g1", 1, "ana", "ben", "ana"),
      game("g2", 2, "ben", "cy", "ben"),
    ]);
    // ben 1484 beats cy 1500: E(ben) = 0.47699…; then cy (1483.26…) draws ana (1516).
    expect(ratings.get("ben")).toBeCloseTo(1500.736306793522, 9);
    expect(ratings.get("cy")).toBeCloseTo(1484.766810297684, 9);
    expect(ratings.get("ana")).toBeCloseTo(1514.4968829087939, 9);
    expect(after.map((each) => each.competitionId)).toEqual(["g1", "g1", "g2", "g2", "g3", "g3"]);
    expect(after[3]).toMatchObject({ userId: "cy", rating: expect.closeTo(1483.263693206478, 9) as number });
  });

  it("orders games completed at the same moment by id", () => {
    const { ratings } = replay([game("b", 1, "ana", "cy", "ana"), game("a", 1, "ana", "ben", "ana")]);
    // "a" first: ana 1516 beats cy, so cy loses more than ben did.
    expect(ratings.get("ben")).toBe(1484);
    expect(ratings.get("cy")).toBeCloseTo(1484.736306793522, 9);
    expect(ratings.get("ana")).toBeCloseTo(1531.263693206478, 9);
  });

  it("starts from the ratings given and keeps those of players without a game", () => {
    const start = new Map([
      ["ana", 1516],
      ["dee", 1490],
    ]);
    const { ratings } = replay([game("g2", 2, "ben", "ana", "ana")], start);
    expect(ratings.get("dee")).toBe(1490);
    expect(ratings.get("ana")).toBeCloseTo(1516 + 32 * (1 - expectedScore(1516, 1500)), 12);
  });

  it("shows ratings rounded", () => {
    expect([1515.5, 1484.49, 1500].map(shownRating)).toEqual([1516, 1484, 1500]);
  });
});

describe("replayStart", () => {
  const competition = (
    status: "ongoing" | "complete" | "abandoned",
    minute?: number,
    winnerId: string | null = "ana",
  ) => ({
    id: "c",
    status,
    completedAt: minute === undefined ? null : at(minute),
    winnerId,
  });

  it("starts where the competition was or now is in the history, the earlier", () => {
    expect(replayStart(competition("ongoing"), competition("complete", 5))).toEqual({ id: "c", completedAt: at(5) });
    expect(replayStart(competition("complete", 5), competition("ongoing"))).toEqual({ id: "c", completedAt: at(5) });
    expect(replayStart(competition("complete", 5), null)).toEqual({ id: "c", completedAt: at(5) });
    expect(replayStart(null, competition("complete", 5))).toEqual({ id: "c", completedAt: at(5) });
    expect(replayStart(competition("complete", 5), competition("complete", 3))).toEqual({
      id: "c",
      completedAt: at(3),
    });
    expect(replayStart(competition("complete", 5), competition("complete", 5, null))).toEqual({
      id: "c",
      completedAt: at(5),
    });
  });

  it("is null when the history did not move", () => {
    expect(replayStart(competition("complete", 5), competition("complete", 5))).toBeNull();
    expect(replayStart(competition("ongoing"), competition("abandoned"))).toBeNull();
    expect(replayStart(competition("ongoing"), null)).toBeNull();
    expect(replayStart(null, competition("ongoing"))).toBeNull();
  });
});

describe("completedAtAfter", () => {
  it("is now when the status becomes complete, kept while it stays, and none otherwise", () => {
    expect(completedAtAfter({ status: "ongoing", completedAt: null }, "complete")).toBe("now");
    expect(completedAtAfter({ status: "abandoned", completedAt: null }, "complete")).toBe("now");
    expect(completedAtAfter({ status: "complete", completedAt: at(1) }, "complete")).toEqual(at(1));
    expect(completedAtAfter({ status: "complete", completedAt: at(1) }, "ongoing")).toBeNull();
    expect(completedAtAfter({ status: "ongoing", completedAt: null }, "abandoned")).toBeNull();
  });
});
