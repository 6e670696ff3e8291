import { describe, expect, it } from "vitest";
import { checkFriendRequest, headToHeadScores } from "./friends";

describe("checkFriendRequest", () => {
  it.each([
    ["", "Please enter something"],
    ["   ", "Please enter something"],
    ["Friend", "Forbidden friends 🐰🥚"],
    ["draw", "Forbidden friends 🐰🥚"],
    ["me", "That's you!"],
    ["ｍｅ", "That's you!"],
    ["Ｆｒｉｅｎｄ", "Forbidden friends 🐰🥚"],
  ])("refuses %j with %s", (username, message) => {
    expect(() => checkFriendRequest(username, "me")).toThrow(message);
  });

  it("passes any other name on, normalized as stored", () => {
    expect(checkFriendRequest(" ben ", "me")).toBe("ben");
    expect(checkFriendRequest("ＴｅｓｔFriend", "me")).toBe("TestFriend");
  });
});

describe("headToHeadScores", () => {
  it("counts each complete competition for its winner and a draw for both, in either player order", () => {
    const scores = headToHeadScores("ana", [
      { playerOneId: "ana", playerTwoId: "ben", winnerId: "ana" },
      { playerOneId: "ben", playerTwoId: "ana", winnerId: "ana" },
      { playerOneId: "ben", playerTwoId: "ana", winnerId: "ben" },
      { playerOneId: "ana", playerTwoId: "ben", winnerId: null },
      { playerOneId: "cy", playerTwoId: "ana", winnerId: "cy" },
    ]);
    expect(scores.get("ben")).toEqual([3, 2]);
    expect(scores.get("cy")).toEqual([0, 1]);
    expect(scores.get("dan")).toBeUndefined();
  });
});
