import { describe, expect, it } from "vitest";
import { characterCount, checkText, checkTextsIn, TEXT_MAX } from "./text";

const refusal = (check: () => void) => {
  try {
    check();
  } catch (error) {
    return { message: (error as Error).message, code: (error as { extensions?: { code: string } }).extensions?.code };
  }
  return undefined;
};

describe("checkText", () => {
  it.each([
    ["plain text", "Mario Kart"],
    ["emoji, astral and combined", "🐰🥚 👨‍👩‍👧 ❤️"],
    ["right-to-left text", "مرحبا שלום"],
    ["tabs and line breaks", "line one\r\nline\ttwo\n"],
    ["SQL-looking text", "'; drop table users; --"],
    ["the empty string", ""],
    ["exactly the maximum", "x".repeat(TEXT_MAX)],
    ["the maximum in astral characters (two UTF-16 units each)", "😀".repeat(TEXT_MAX)],
  ])("accepts %s", (_, text) => {
    expect(refusal(() => checkText(text))).toBeUndefined();
  });

  it.each([
    ["NUL", "a\u0000b"],
    ["a bell", "\u0007"],
    ["an escape sequence", "\u001b[31mred"],
    ["DEL", "\u007f"],
    ["a C1 control", "\u0085"],
  ])("refuses %s", (_, text) => {
    expect(refusal(() => checkText(text))).toEqual({
      message: "Text can't contain invisible control characters",
      code: "BAD_USER_INPUT",
    });
  });

  it.each([
    ["a lone high surrogate", "a\ud800"],
    ["a lone low surrogate", "\udc00b"],
    ["swapped halves", "\ude00\ud83d"],
  ])("refuses %s as invalid text", (_, text) => {
    expect(refusal(() => checkText(text))).toEqual({ message: "That isn't valid text", code: "BAD_USER_INPUT" });
  });

  it("refuses more than the maximum, counted in characters", () => {
    expect(refusal(() => checkText("x".repeat(TEXT_MAX + 1)))).toEqual({
      message: `Text too long (${TEXT_MAX} max)`,
      code: "BAD_USER_INPUT",
    });
    expect(refusal(() => checkText("\u0000".repeat(1_000_000)))).toMatchObject({ code: "BAD_USER_INPUT" });
  });
});

describe("checkTextsIn", () => {
  it("finds strings however deep in input objects and lists, and ignores other values", () => {
    expect(refusal(() => checkTextsIn({ a: 1, b: null, c: [true, { d: ["fine"] }] }))).toBeUndefined();
    expect(refusal(() => checkTextsIn({ c: [true, { d: ["fine", "not\u0000fine"] }] }))).toMatchObject({
      code: "BAD_USER_INPUT",
    });
    expect(refusal(() => checkTextsIn(Object.assign(Object.create(null), { id: "\ud800" })))).toMatchObject({
      message: "That isn't valid text",
    });
  });
});

describe("characterCount", () => {
  it("counts code points, as users count characters", () => {
    expect(characterCount("🐰🥚")).toBe(2);
    expect(characterCount("abc")).toBe(3);
  });
});
