import { describe, expect, it } from "vitest";
import {
  ExportFileError,
  friendshipKey,
  planImport,
  readExport,
  readPoints,
  readTimestamp,
  scoreDifference,
  type Existing,
} from "./firebaseImport";

const at = (seconds: number) => ({ _seconds: seconds, _nanoseconds: 0 });
const user = (uid: string, fields: Record<string, unknown> = {}) => ({ userid: uid, friends: [], ...fields });
const friend = (uid: string, accepted: boolean, sender: boolean) => ({ userid: uid, accepted, sender });
const competition = (fields: Record<string, unknown> = {}) => ({
  name: "Darts",
  players: ["uid-ana", "uid-ben"],
  creationDate: at(100),
  updatedDate: at(200),
  status: "ongoing",
  rounds: [],
  ...fields,
});
const twoUsers = { ana: user("uid-ana"), ben: user("uid-ben") };
const nothing: Existing = {
  imported: { users: new Set(), friendships: new Set(), competitions: new Set() },
  taken: { usernames: new Set(), emails: new Set(), googleIds: new Set() },
  testFriendTaken: false,
};
const plan = (
  userInfo: Record<string, unknown>,
  competitions: Record<string, unknown> = {},
  existing: Existing = nothing,
  auth: unknown = null,
) => planImport(readExport({ userInfo, competitions }, auth, "TestFriend"), existing);

describe("readPoints", () => {
  it("takes whole numbers, and text that is one, as the original app stored points", () => {
    expect([3, -2, 0, "3", " 4 ", "-1", "+5"].map(readPoints)).toEqual([3, -2, 0, 3, 4, -1, 5]);
  });

  it("refuses anything else", () => {
    expect([1.5, "2.5", "two", "", "1e3", null, undefined, true, [1], 2 ** 60].map(readPoints)).toEqual(
      Array(10).fill(undefined),
    );
  });
});

describe("readTimestamp", () => {
  it("reads a Firestore timestamp to the millisecond; none when absent", () => {
    expect(readTimestamp({ _seconds: 1609459200, _nanoseconds: 123_999_999 }, "d")).toEqual(new Date(1609459200_123));
    expect(readTimestamp(undefined, "d")).toBeUndefined();
  });

  it("skips a competition whose dates are not timestamps", () => {
    const { skipped } = plan(twoUsers, { c: competition({ creationDate: "2021-01-01" }) });
    expect(skipped).toEqual([
      {
        record: "competitions/c",
        reason: 'creationDate is "2021-01-01", not a timestamp { "_seconds", "_nanoseconds" }',
      },
    ]);
  });
});

describe("readExport", () => {
  it("refuses a file without the collections", () => {
    expect(() => readExport({ userInfo: {} }, null, "TestFriend")).toThrow(ExportFileError);
    expect(() => readExport([], null, "TestFriend")).toThrow("The Firestore export is not a JSON object");
    expect(() => readExport({ userInfo: {}, competitions: {} }, { accounts: [] }, "TestFriend")).toThrow(
      'The auth export has no "users" list',
    );
  });

  it("skips users Rivals could not hold, each with Rivals' own reason", () => {
    const { skipped, users } = plan({
      a: user("uid-a", { username: "x".repeat(21) }),
      b: user("uid-b", { username: "draw" }),
      c: { username: "c" },
      d: user("uid-d"),
      e: user("uid-d", { username: "e" }),
      dd: user("uid-f", { username: "d" }),
      g: "not a document",
    });
    expect(users.map((planned) => planned.username)).toEqual(["d"]);
    expect(skipped).toEqual([
      { record: "userInfo/a", reason: `username "${"x".repeat(21)}": Username too long (20 max)` },
      { record: "userInfo/b", reason: 'username "draw": Forbidden friends 🐰🥚' },
      { record: "userInfo/c", reason: "has no userid" },
      { record: "userInfo/e", reason: "userid uid-d is also userInfo/d's, imported instead" },
      { record: "userInfo/dd", reason: 'username "d" is also userInfo/d\'s, imported instead' },
      { record: "userInfo/g", reason: "is not a document" },
    ]);
  });

  it("normalizes a username as Rivals stores it, and keeps a deleted user without a picture or sign-in", () => {
    const { users } = plan(
      {
        ana: user("uid-ana", { username: " ａｎａ ", profilePic: "https://example.com/a.png" }),
        cleo: user("uid-cleo", { deleted: true, profilePic: "https://example.com/c.png" }),
      },
      {},
      nothing,
      { users: [{ localId: "uid-cleo", email: "cleo@example.com", passwordHash: "aGFzaA==", salt: "c2FsdA==" }] },
    );
    expect(users).toEqual([
      expect.objectContaining({ username: "ana", profilePic: "https://example.com/a.png", deleted: false }),
      expect.objectContaining({ username: "cleo", profilePic: null, deleted: true, account: null }),
    ]);
  });

  it("reads a sign-in: the email as Rivals compares it, the password hash and salt, the Google account", () => {
    const { users, notes } = plan(
      { ana: user("uid-ana"), ben: user("uid-ben"), cy: user("uid-cy"), dot: user("uid-dot") },
      {},
      nothing,
      {
        users: [
          { localId: "uid-ana", email: " Ana@Example.COM", passwordHash: "aGFzaA==", salt: "c2FsdA==", createdAt: "5" },
          {
            localId: "uid-ben",
            providerUserInfo: [{ providerId: "google.com", rawId: "g-1", email: "b@example.com" }],
          },
          { localId: "uid-cy", email: "cy@example.com", disabled: true },
          { localId: "uid-dot", email: "not an email" },
        ],
      },
    );
    expect(users.map((planned) => planned.account)).toEqual([
      {
        email: "ana@example.com",
        password: { hash: "aGFzaA==", salt: "c2FsdA==" },
        googleId: null,
        disabled: false,
        createdAt: new Date(5),
      },
      { email: "b@example.com", password: null, googleId: "g-1", disabled: false, createdAt: null },
      null,
      { email: null, password: null, googleId: null, disabled: false, createdAt: null },
    ]);
    expect(notes).toEqual([{ record: "userInfo/cy", reason: "disabled in Firebase: imported without a sign-in" }]);
  });

  it("reads a competition's rounds in order: points as text, draws, validity, and Rivals' checks", () => {
    const { competitions, notes } = plan(twoUsers, {
      c: competition({
        image: "data:image/png;base64,AAAA",
        public: "true",
        rules: ["Best of three"],
        rounds: [
          {
            valid: true,
            nestedRounds: [
              { name: "Bullseye", player: "uid-ana", points: "3" },
              { name: "Triple", player: "draw", points: 2 },
              { name: " ", player: "uid-ben", points: " 1" },
              { name: "Elsewhere", player: "uid-someone", points: 4 },
            ],
          },
          { valid: false },
        ],
      }),
    });
    expect(competitions).toEqual([
      expect.objectContaining({
        image: null,
        public: true,
        rules: ["Best of three"],
        rounds: [
          {
            valid: true,
            scoreOne: 9,
            scoreTwo: 7,
            subRounds: [
              { name: "Bullseye", points: 3, playerId: "uid-ana" },
              { name: "Triple", points: 2, playerId: null },
              { name: "Sub-round 3", points: 1, playerId: "uid-ben" },
              { name: "Elsewhere", points: 4, playerId: null },
            ],
          },
          { valid: false, scoreOne: 0, scoreTwo: 0, subRounds: [] },
        ],
        score: [1, 0],
        winnerId: "uid-ana",
      }),
    ]);
    expect(notes).toEqual([
      { record: "competitions/c", reason: 'round 1, sub-round 3 had no name: named "Sub-round 3"' },
      {
        record: "competitions/c",
        reason:
          'round 1, sub-round 4: "uid-someone" is not one of its players: counted as a draw, as the original app counted it',
      },
      { record: "competitions/c", reason: 'image "data:image/png;base64,AAAA" left out: Image must be an http(s) URL' },
    ]);
  });

  it("skips a competition Rivals could not hold, with the reason", () => {
    const bad = {
      points: competition({
        rounds: [{ valid: true, nestedRounds: [{ name: "a", player: "uid-ana", points: "1.5" }] }],
      }),
      bound: competition({ rounds: [{ nestedRounds: [{ name: "a", points: 2_000_000 }] }] }),
      players: competition({ players: ["uid-ana"] }),
      same: competition({ players: ["uid-ana", "uid-ana"] }),
      status: competition({ status: "paused" }),
      name: competition({ name: " " }),
      rule: competition({ rules: ["ok", ""] }),
      dates: competition({ creationDate: undefined, updatedDate: null }),
      text: competition({ description: "a\u0000b" }),
    };
    expect(plan(twoUsers, bad).skipped.map(({ reason }) => reason)).toEqual([
      'round 1, sub-round 1: points "1.5" are not a whole number',
      "round 1, sub-round 1: Points must be a whole number from -1000000 to 1000000",
      'players is ["uid-ana"], not two userids',
      "has the same player twice",
      'status "paused" is not ongoing, complete, abandoned',
      "competition: Competitions should have names",
      "rule 2: Please enter something",
      "has neither creationDate nor updatedDate",
      "a text in it: Text can't contain invisible control characters",
    ]);
  });
});

describe("planImport", () => {
  it("leaves what an earlier run imported, and counts it", () => {
    const result = plan(
      { ...twoUsers, cy: user("uid-cy", { friends: [friend("uid-ana", true, true)] }) },
      { c: competition() },
      {
        ...nothing,
        imported: {
          users: new Set(["uid-ana", "uid-cy"]),
          friendships: new Set([friendshipKey("uid-cy", "uid-ana")]),
          competitions: new Set(["c"]),
        },
      },
    );
    expect(result.users.map((planned) => planned.uid)).toEqual(["uid-ben"]);
    expect([result.friendships, result.competitions]).toEqual([[], []]);
    expect(result.already).toEqual({ users: 2, friendships: 1, competitions: 1 });
  });

  it("skips a user whose name, email or Google account a Rivals user has, and whatever needs that user", () => {
    const result = plan(
      {
        ana: user("uid-ana", { friends: [friend("uid-ben", true, true)] }),
        ben: user("uid-ben", { friends: [friend("uid-ana", true, false)] }),
        cy: user("uid-cy"),
        dot: user("uid-dot"),
        eve: user("uid-eve"),
      },
      { c: competition() },
      { ...nothing, taken: { usernames: new Set(["ana"]), emails: new Set(["b@x.io"]), googleIds: new Set(["g"]) } },
      {
        users: [
          { localId: "uid-ben", email: "b@x.io" },
          { localId: "uid-cy", providerUserInfo: [{ providerId: "google.com", rawId: "g" }] },
          { localId: "uid-dot", email: "d@x.io" },
          { localId: "uid-eve", email: "D@x.io" },
        ],
      },
    );
    expect(result.users.map((planned) => planned.uid)).toEqual(["uid-dot"]);
    expect(result.skipped).toEqual([
      { record: "userInfo/ana", reason: 'username "ana" is taken by a Rivals user' },
      { record: "userInfo/ben", reason: "email b@x.io is taken by a Rivals account" },
      { record: "userInfo/cy", reason: "its Google account signs in to a Rivals account already" },
      { record: "userInfo/eve", reason: "email d@x.io is taken by another imported user" },
      { record: "competitions/c", reason: "player userInfo/ana was not imported" },
    ]);
  });

  it("lets Rivals' test friend stand for the original app's, unless a real user has its name", () => {
    const userInfo = { TestFriend: user("uid-t"), ana: user("uid-ana", { friends: [friend("uid-t", true, false)] }) };
    const mapped = plan(userInfo);
    expect(mapped.users[0]).toMatchObject({ uid: "uid-t", testFriend: true, account: null });
    expect(mapped.friendships).toEqual([
      expect.objectContaining({ senderId: "uid-t", receiverId: "uid-ana", accepted: true }),
    ]);
    const taken = plan(userInfo, {}, { ...nothing, testFriendTaken: true });
    expect(taken.users.map((planned) => planned.uid)).toEqual(["uid-ana"]);
    expect(taken.skipped[0]).toEqual({
      record: "userInfo/TestFriend",
      reason: 'username "TestFriend" is taken by a Rivals user',
    });
  });

  it("makes one friendship of a pair's entries: accepted when every entry says so, else pending from its sender", () => {
    const { friendships, skipped } = plan({
      ana: user("uid-ana", {
        friends: [friend("uid-ben", true, true), friend("uid-cy", false, false), friend("uid-dot", false, true)],
      }),
      ben: user("uid-ben", { friends: [friend("uid-ana", true, false)] }),
      cy: user("uid-cy", { friends: [friend("uid-ana", false, true), friend("uid-eve", true, true)] }),
      dot: user("uid-dot", { friends: [friend("uid-ana", false, true)] }),
      eve: user("uid-eve", { friends: [friend("uid-cy", false, false), friend("uid-nobody", true, true)] }),
    });
    expect(friendships.map(({ senderId, receiverId, accepted }) => `${senderId} → ${receiverId} ${accepted}`)).toEqual([
      "uid-ana → uid-ben true",
      "uid-cy → uid-ana false",
      "uid-cy → uid-eve false",
    ]);
    expect(skipped).toEqual([
      { record: "userInfo/ana ↔ userInfo/dot", reason: "the two friend entries disagree on who sent the invite" },
      { record: "userInfo/eve ↔ uid-nobody", reason: "friend uid-nobody is in no userInfo document" },
    ]);
  });

  it("scores each competition by Rivals' rules, completes it when it was last updated, and orders by that", () => {
    const round = (valid: boolean, player: string) => ({ valid, nestedRounds: [{ name: "a", player, points: 1 }] });
    const { competitions, differences } = plan(twoUsers, {
      late: competition({
        status: "complete",
        updatedDate: at(300),
        rounds: [round(true, "uid-ben")],
        winner: "uid-ben",
        currentScore: [0, 1],
      }),
      early: competition({
        status: "complete",
        updatedDate: at(250),
        rounds: [round(true, "uid-ana"), round(false, "uid-ben")],
        currentScore: ["1", "1"],
        winner: "draw",
      }),
    });
    expect(competitions.map(({ id, score, winnerId, completedAt }) => ({ id, score, winnerId, completedAt }))).toEqual([
      { id: "early", score: [1, 0], winnerId: "uid-ana", completedAt: new Date(250_000) },
      { id: "late", score: [0, 1], winnerId: "uid-ben", completedAt: new Date(300_000) },
    ]);
    expect(differences).toEqual([
      { record: "competitions/early", reason: "stored 1–1, computed 1–0; winner stored draw, computed ana" },
    ]);
  });
});

describe("scoreDifference", () => {
  const names = new Map([["uid-ana", "ana"]]);
  it("is nothing when the stored score and winner are Rivals' own", () => {
    expect(scoreDifference({ score: [2, 1], winner: "uid-ana" }, [2, 1], "uid-ana", names)).toBeUndefined();
    expect(scoreDifference({ score: ["0", 0], winner: "draw" }, [0, 0], null, names)).toBeUndefined();
  });

  it("shows the score as stored and as computed, and the winner when it differs", () => {
    expect(scoreDifference({ score: [2, 1], winner: "uid-ana" }, [3, 2], "uid-ana", names)).toBe(
      "stored 2–1, computed 3–2",
    );
    expect(scoreDifference({ score: [1, 1], winner: "uid-ana" }, [1, 1], null, names)).toBe(
      "stored 1–1, computed 1–1; winner stored ana, computed draw",
    );
    expect(scoreDifference({ score: undefined, winner: undefined }, [0, 0], null, names)).toBe(
      "stored nothing, computed 0–0; winner stored nothing, computed draw",
    );
  });
});
