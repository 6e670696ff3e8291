import { describe, expect, it } from "vitest";
import { initial, isShared, shareDescription, type SharedCompetition } from "./share";

const competition: SharedCompetition = {
  id: "c1",
  name: "Kart",
  public: true,
  playerOneId: "a",
  playerTwoId: "b",
  status: "ongoing",
  score: [3, 2],
  players: [
    { username: "Alice", profilePic: null },
    { username: "Bob", profilePic: "https://example.com/bob.png" },
  ],
};

describe("shareDescription", () => {
  it("names both players with their scores, then the status", () => {
    expect(shareDescription(competition)).toBe("Alice 3 – 2 Bob · ongoing");
    expect(shareDescription({ ...competition, status: "complete", score: [0, 10] })).toBe(
      "Alice 0 – 10 Bob · complete",
    );
  });
});

describe("isShared", () => {
  it("shares public competitions only", () => {
    expect(isShared(competition)).toBe(true);
    expect(isShared({ ...competition, public: false })).toBe(false);
  });
});

describe("initial", () => {
  it("is the first letter, capitalized, a whole character", () => {
    expect(initial("alice")).toBe("A");
    expect(initial(" émile")).toBe("É");
    expect(initial("🎮gamer")).toBe("🎮");
    expect(initial("")).toBe("?");
  });
});
