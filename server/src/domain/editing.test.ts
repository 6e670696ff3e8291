import { describe, expect, it } from "vitest";
import {
  checkClientMutationId,
  clientMutationOf,
  checkDeletedRound,
  checkEdit,
  checkFound,
  checkNewRound,
  checkSubRoundPlayer,
  notAPlayer,
  recordMoved,
  roundNotFound,
  type EditedCompetition,
} from "./editing";

const competition: EditedCompetition = { playerOneId: "ana", playerTwoId: "ben", status: "ongoing", version: 3 };
const refusal = (check: () => void) => {
  try {
    check();
  } catch (error) {
    const { message, extensions } = error as { message: string; extensions: { code: string } };
    return { message, code: extensions.code };
  }
  return null;
};

describe("notAPlayer", () => {
  it("tells a viewer who can see the competition why, and anyone else that it does not exist", () => {
    expect(
      refusal(() => {
        throw notAPlayer(true);
      }),
    ).toEqual({
      message: "Only the players can edit this competition",
      code: "FORBIDDEN",
    });
    expect(
      refusal(() => {
        throw notAPlayer(false);
      }),
    ).toEqual({ message: "Competition not found", code: "NOT_FOUND" });
  });
});

describe("checkEdit", () => {
  it("accepts the version the player saw, or none", () => {
    expect(refusal(() => checkEdit(competition, { expectedVersion: 3, onlyWhileOngoing: true }))).toBeNull();
    expect(refusal(() => checkEdit(competition, { expectedVersion: null, onlyWhileOngoing: true }))).toBeNull();
  });

  it("refuses a stale version with CONFLICT before looking at the status", () => {
    const complete = { ...competition, status: "complete" as const };
    expect(refusal(() => checkEdit(complete, { expectedVersion: 2, onlyWhileOngoing: true }))?.code).toBe("CONFLICT");
  });

  it("refuses rule and round edits unless ongoing, but not info edits", () => {
    const abandoned = { ...competition, status: "abandoned" as const };
    expect(refusal(() => checkEdit(abandoned, { onlyWhileOngoing: true }))).toEqual({
      message: "Only an ongoing competition's rules and rounds can be edited",
      code: "FORBIDDEN",
    });
    expect(refusal(() => checkEdit(abandoned, { onlyWhileOngoing: false }))).toBeNull();
  });
});

describe("checkSubRoundPlayer", () => {
  it("accepts either player or a draw, and refuses anyone else", () => {
    for (const playerId of ["ana", "ben", null]) {
      expect(refusal(() => checkSubRoundPlayer(playerId, competition))).toBeNull();
    }
    expect(refusal(() => checkSubRoundPlayer("cy", competition))).toEqual({
      message: "A sub-round goes to one of the two players, or is a draw",
      code: "BAD_USER_INPUT",
    });
  });
});

describe("rounds", () => {
  it("refuses what the edit did not find", () => {
    expect(refusal(() => checkFound(true, roundNotFound))).toBeNull();
    expect(refusal(() => checkFound(false, roundNotFound))).toEqual({ message: "Round not found", code: "NOT_FOUND" });
  });

  it("adds a round only after the last one has a sub-round", () => {
    expect(refusal(() => checkNewRound(false))).toBeNull();
    expect(refusal(() => checkNewRound(true))?.message).toBe("Add a sub-round to the last round first");
  });

  it("deletes a round that exists, unless it is the only one", () => {
    expect(refusal(() => checkDeletedRound(true, true))).toBeNull();
    expect(refusal(() => checkDeletedRound(false, true))?.message).toBe("Round not found");
    expect(refusal(() => checkDeletedRound(true, false))).toEqual({
      message: "A competition needs at least one round",
      code: "FORBIDDEN",
    });
  });
});

describe("recordMoved", () => {
  it("moves when the status changes or a complete competition is deleted", () => {
    expect(recordMoved({ status: "ongoing" }, "complete")).toBe(true);
    expect(recordMoved({ status: "complete" }, "ongoing")).toBe(true);
    expect(recordMoved({ status: "ongoing" }, "ongoing")).toBe(false);
    expect(recordMoved({ status: "complete" }, null)).toBe(true);
    expect(recordMoved({ status: "abandoned" }, null)).toBe(false);
  });
});

describe("checkClientMutationId", () => {
  it("takes a random token such as a UUID, or none", () => {
    expect(checkClientMutationId("0b1c6f0e-8f7a-4c1e-9a57-3f0d2b6c9e11")).toBe("0b1c6f0e-8f7a-4c1e-9a57-3f0d2b6c9e11");
    expect(checkClientMutationId("abc_DEF-12")).toBe("abc_DEF-12");
    expect(checkClientMutationId(undefined)).toBeUndefined();
    expect(checkClientMutationId(null)).toBeUndefined();
  });

  it.each(["", "short", "x".repeat(65), "has space 123", "semi;colon1", "ünïcødé123"])("refuses %j", (id) => {
    expect(refusal(() => checkClientMutationId(id))).toEqual({
      message: "clientMutationId must be 8 to 64 letters, digits, - or _",
      code: "BAD_USER_INPUT",
    });
  });
});

describe("clientMutationOf", () => {
  const id = "key-12345678";
  const edit = (operation: string, input: Record<string, unknown>) =>
    clientMutationOf(operation, { clientMutationId: id, ...input })?.edit;

  it("binds the id to the operation and its arguments", () => {
    const first = edit("addRule", { competitionId: "c1", text: "first" });
    expect(first).toEqual(expect.any(String));
    expect(edit("addRule", { text: "first", competitionId: "c1" })).toBe(first);
    expect(edit("addRule", { competitionId: "c1", text: "second" })).not.toBe(first);
    expect(edit("addRule", { competitionId: "c2", text: "first" })).not.toBe(first);
    expect(edit("addRound", { competitionId: "c1" })).not.toBe(edit("deleteCompetition", { competitionId: "c1" }));
  });

  it("leaves the expected version and the id aside, and reads an omitted argument as null", () => {
    const sent = edit("addSubRound", { roundId: "r1", name: "Rainbow Road", points: 3, playerId: null });
    expect(edit("addSubRound", { roundId: "r1", name: "Rainbow Road", points: 3 })).toBe(sent);
    expect(edit("addSubRound", { roundId: "r1", name: "Rainbow Road", points: 3, expectedVersion: 7 })).toBe(sent);
    const underAnotherId = { clientMutationId: "another-id-1", roundId: "r1", name: "Rainbow Road", points: 3 };
    expect(clientMutationOf("addSubRound", underAnotherId)?.edit).toBe(sent);
    expect(edit("addSubRound", { roundId: "r1", name: "Rainbow Road", points: 2 })).not.toBe(sent);
  });

  it("is none without an id, and refuses a malformed one", () => {
    expect(clientMutationOf("addRound", { expectedVersion: 1 })).toBeUndefined();
    expect(refusal(() => clientMutationOf("addRound", { clientMutationId: "short" }))).toMatchObject({
      code: "BAD_USER_INPUT",
    });
  });
});
