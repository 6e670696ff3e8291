import { describe, expect, it } from "vitest";
import { accessClass, canView } from "./visibility";

const competition = { public: false, playerOneId: "ana", playerTwoId: "ben" };
const viewer = (id: string, ...friendIds: string[]) => ({ id, friendIds: new Set(friendIds) });

describe("accessClass", () => {
  it("tells each player apart, groups the friends of either player, and everyone else when public", () => {
    expect(accessClass(competition, viewer("ana"))).toBe("player:ana");
    expect(accessClass(competition, viewer("ben", "ana"))).toBe("player:ben");
    expect(accessClass(competition, viewer("cat", "ana"))).toBe("friend");
    expect(accessClass(competition, viewer("dan", "ben", "eve"))).toBe("friend");
    expect(accessClass({ ...competition, public: true }, viewer("eve", "dan"))).toBe("public");
    expect(accessClass({ ...competition, public: true }, null)).toBe("public");
  });

  it("has no class for whoever may not see the competition", () => {
    for (const who of [viewer("eve", "dan"), null]) {
      expect(accessClass(competition, who)).toBeUndefined();
      expect(canView(competition, who)).toBe(false);
    }
  });
});
