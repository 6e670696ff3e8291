import { describe, expect, it } from "vitest";
import {
  checkCredentials,
  checkProfileUpdate,
  checkResetAccount,
  checkUsernameCharacters,
  normalizeUsername,
} from "./accounts";

const current = { username: "TestFriend", profilePic: null };
const rename = (username: string) => () =>
  checkProfileUpdate({ username: "ana", profilePic: null }, { username, profilePic: null });

describe("normalizeUsername", () => {
  it("makes look-alike spellings one name (NFKC) and drops surrounding spaces", () => {
    expect(normalizeUsername("ＴｅｓｔFriend")).toBe("TestFriend");
    expect(normalizeUsername("  ana\u3000")).toBe("ana");
    expect(normalizeUsername("e\u0301")).toBe("é");
    expect(normalizeUsername("ﬁsh")).toBe("fish");
  });
});

describe("checkProfileUpdate", () => {
  it("keeps SPEC's rules and messages, in order", () => {
    expect(rename("  ")).toThrow("Username needs to filled");
    expect(() => checkProfileUpdate(current, { username: "ＴｅｓｔFriend", profilePic: null })).toThrow(
      "Nothing's changed",
    );
    expect(rename("x".repeat(21))).toThrow("Username too long (20 max)");
    expect(rename("🐰".repeat(21))).toThrow("Username too long (20 max)");
    expect(rename("Ｆｒｉｅｎｄ")).toThrow("Forbidden friends 🐰🥚");
    expect(rename("draw")).toThrow("Forbidden friends 🐰🥚");
  });

  it("stores the normalized form", () => {
    expect(rename(" Ｂｏｂ the 🐰 ")()).toEqual({ username: "Bob the 🐰", profilePic: null });
    expect(rename("🐰".repeat(20))()).toMatchObject({ username: "🐰".repeat(20) });
  });

  it.each([
    ["a zero-width space", "Test\u200bFriend"],
    ["a zero-width non-joiner", "Test\u200cFriend"],
    ["a zero-width joiner", "Test\u200dFriend"],
    ["a word joiner", "Test\u2060Friend"],
    ["a byte-order mark", "Test\ufeffFriend"],
    ["a left-to-right mark", "TestFriend\u200e"],
    ["a right-to-left mark", "Test\u200fFriend"],
    ["a right-to-left override", "\u202eTestFriend"],
    ["a bidi isolate", "\u2066TestFriend\u2069"],
    ["a soft hyphen", "Test\u00adFriend"],
    ["a control character", "Test\u0007Friend"],
    ["a tab", "Test\tFriend"],
    ["a line separator", "Test\u2028Friend"],
    ["a private-use character", "Test\ue000"],
    ["an unassigned code point", "Test\u{e0080}"],
    ["a Hangul filler", "\u3164"],
    ["a Hangul choseong filler", "Test\u115f"],
    ["a Hangul jungseong filler", "Test\u1160"],
    ["a halfwidth Hangul filler", "Test\uffa0"],
    ["a braille blank", "Test\u2800"],
    ["a variation selector alone", "\ufe0fTestFriend"],
    ["a variation selector after a space", "Test \ufe0f"],
    ["two variation selectors", "❤\ufe0f\ufe0f"],
    ["a combining mark with nothing to combine with", "\u0301TestFriend"],
    ["a Mongolian vowel separator", "Test\u180eFriend"],
    ["a tag character", "Test\u{e0041}"],
  ])("refuses %s", (_, username) => {
    expect(rename(username)).toThrow("Usernames can't contain invisible or control characters");
  });

  it("refuses two spaces in a row, including ones that normalize to spaces", () => {
    expect(rename("Test  Friend")).toThrow("Usernames can't contain two spaces in a row");
    expect(rename("Test \u3000Friend")).toThrow("Usernames can't contain two spaces in a row");
  });

  it("accepts visible names: accents, other scripts, emoji with a variation selector or skin tone", () => {
    for (const username of ["José", "Zoë", "مرحبا", "שלום", "山田太郎", "❤\ufe0f fan", "👍🏽", "Ana B."]) {
      expect(rename(username)).not.toThrow();
    }
  });
});

describe("checkUsernameCharacters", () => {
  it("is the part of the rules that applies to the seeded test friend too", () => {
    expect(() => checkUsernameCharacters("TestFriend")).not.toThrow();
    expect(() => checkUsernameCharacters("Test\u200bFriend")).toThrow();
  });
});

describe("checkCredentials", () => {
  it("refuses a password over the maximum before it costs a hash, and an email over 254 characters", () => {
    expect(() => checkCredentials("a@example.com", "x".repeat(201))).toThrow("Password too long (200 max)");
    expect(checkCredentials(" A@Example.com ", "x".repeat(200))).toBe("a@example.com");
    expect(() => checkCredentials(`${"a".repeat(250)}@example.com`, "password")).toThrow("Please enter a valid email");
  });
});

describe("checkResetAccount", () => {
  it("lets the account of a valid token set its password", () => {
    const user = { id: "u1", deleted: false };
    expect(checkResetAccount(user)).toBe(user);
  });

  it.each([
    ["no account (the token was not valid)", undefined],
    ["a deleted account", { id: "u1", deleted: true }],
  ])("refuses %s in the same words", (_, user) => {
    expect(() => checkResetAccount(user)).toThrow("This reset link is invalid or has expired");
  });
});
