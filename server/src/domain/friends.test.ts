import { describe, expect, it } from "vitest";
import { checkFriendRequest, checkRequestedUser, friendshipStatus, headToHeadScores } from "./friends";

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

describe("checkRequestedUser", () => {
  const ben = { id: "ben", deleted: false };
  it.each([
    [undefined, false, "No user with that exact name"],
    [{ id: "me", deleted: false }, false, "That's you!"],
    [{ id: "cy", deleted: true }, false, "That user has been deleted"],
    [ben, true, "Invite already sent / Friends already"],
  ])("refuses %j (linked: %j) with %s", (user, linked, message) => {
    expect(() => checkRequestedUser("me", user, linked)).toThrow(message);
  });

  it("passes a live user not linked to the viewer", () => {
    expect(checkRequestedUser("me", ben, false)).toBe(ben);
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

describe("friendshipStatus", () => {
  it.each([
    [true, "ana", "ana", "ACCEPTED"],
    [true, "ben", "ana", "ACCEPTED"],
    [false, "ana", "ana", "OUTGOING"],
    [false, "ben", "ana", "INCOMING"],
  ] as const)("accepted %s, sent by %s, seen by %s: %s", (accepted, senderId, viewerId, status) => {
    expect(friendshipStatus({ accepted, senderId }, viewerId)).toBe(status);
  });
});
