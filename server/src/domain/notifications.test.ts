import { describe, expect, it } from "vitest";
import {
  checkMarkRead,
  kindSet,
  notificationCursor,
  notificationPage,
  notificationPath,
  notificationText,
  type NotificationFacts,
} from "./notifications";

const facts = (overrides: Partial<NotificationFacts>): NotificationFacts => ({
  kind: "COMPETITION_CHANGED",
  actorName: "Bob",
  competitionName: "Mario Kart 8",
  count: 1,
  detail: null,
  ...overrides,
});

describe("notificationText", () => {
  it("says each kind in one sentence", () => {
    expect(notificationText(facts({ kind: "FRIEND_REQUEST" }))).toBe("Bob sent you a friend request");
    expect(notificationText(facts({ kind: "FRIEND_ACCEPTED" }))).toBe("Bob accepted your friend request");
    expect(notificationText(facts({ kind: "INVITE_ACCEPTED" }))).toBe("Bob accepted your invite to “Mario Kart 8”");
    expect(notificationText(facts({ kind: "INVITE_ACCEPTED", competitionName: null }))).toBe(
      "Bob accepted your invite",
    );
    expect(notificationText(facts({ kind: "COMPETITION_CREATED" }))).toBe("Bob started “Mario Kart 8” against you");
    expect(notificationText(facts({}))).toBe("Bob made a change to “Mario Kart 8”");
    expect(notificationText(facts({ count: 3 }))).toBe("Bob made 3 changes to “Mario Kart 8”");
  });

  it("puts the winner's score first", () => {
    const finished = (detail: NotificationFacts["detail"]) =>
      notificationText(facts({ kind: "COMPETITION_FINISHED", detail }));
    expect(finished({ mine: 2, theirs: 3, winner: "them" })).toBe("Bob won “Mario Kart 8” 3–2");
    expect(finished({ mine: 3, theirs: 2, winner: "me" })).toBe("You won “Mario Kart 8” 3–2");
    expect(finished({ mine: 2, theirs: 2, winner: null })).toBe("“Mario Kart 8” ended in a 2–2 draw");
  });

  it("names no competition the reader may not see", () => {
    expect(notificationText(facts({ competitionName: null, count: 2 }))).toBe("Bob made 2 changes to a competition");
    expect(
      notificationText(
        facts({ kind: "COMPETITION_FINISHED", competitionName: null, detail: { mine: 1, theirs: 1, winner: null } }),
      ),
    ).toBe("A competition ended in a 1–1 draw");
  });
});

describe("notificationPath", () => {
  it("leads to the competition, or to the Friends page", () => {
    expect(notificationPath("COMPETITION_CHANGED", "c1")).toBe("/competitions/c1");
    expect(notificationPath("INVITE_ACCEPTED", null)).toBe("/friends");
    expect(notificationPath("FRIEND_REQUEST", null)).toBe("/friends");
  });
});

describe("notificationPage", () => {
  const id = "0b7b7c4e-8d8a-4d0b-9b1e-2b0f6a0c9d11";

  it("reads back its own cursors and refuses anything else", () => {
    const at = "2026-11-25T10:00:00.123456+00:00";
    expect(notificationPage(5, notificationCursor({ at, id }))).toEqual({ size: 5, after: { at, id } });
    expect(notificationPage(undefined, undefined)).toEqual({ size: 20, after: null });
    for (const after of ["x", notificationCursor({ at: "never", id }), notificationCursor({ at, id: "1" })]) {
      expect(() => notificationPage(5, after)).toThrow("Not a cursor of this list");
    }
    expect(() => notificationPage(101, null)).toThrow("first must be between 0 and 100");
  });
});

describe("checkMarkRead and kindSet", () => {
  it("want ids or all, and keep each kind once in the API's order", () => {
    expect(() => checkMarkRead(undefined, false)).toThrow();
    expect(checkMarkRead(["nope", "0b7b7c4e-8d8a-4d0b-9b1e-2b0f6a0c9d11"], null).ids).toHaveLength(1);
    expect(checkMarkRead(null, true)).toEqual({ all: true, ids: [] });
    expect(kindSet(["COMPETITION_FINISHED", "FRIEND_REQUEST", "FRIEND_REQUEST"])).toEqual([
      "FRIEND_REQUEST",
      "COMPETITION_FINISHED",
    ]);
  });
});
