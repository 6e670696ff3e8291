import { badInput } from "./errors";

/**
 * The bound on every string argument of every operation, above each argument's own limit (names 100, rules 500,
 * descriptions 5,000, URLs 2,048...), so that no text reaches a resolver unbounded.
 */
export const TEXT_MAX = 10_000;

/** C0 and C1 controls and DEL, except tab, line feed and carriage return, which free text may hold. */
const CONTROL = /[^\P{Cc}\t\n\r]/u;
/** In a `u` regular expression a surrogate only matches when it is not half of a pair: a lone surrogate. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Code points, not UTF-16 units: an emoji is one character, as users count. */
export const characterCount = (text: string): number => [...text].length;

/**
 * What every string argument must be before any resolver sees it: at most TEXT_MAX characters, valid Unicode
 * (PostgreSQL would silently replace a lone surrogate) and no control characters (PostgreSQL refuses NUL).
 */
export function checkText(text: string): void {
  if (text.length > TEXT_MAX && characterCount(text) > TEXT_MAX) throw badInput(`Text too long (${TEXT_MAX} max)`);
  if (LONE_SURROGATE.test(text)) throw badInput("That isn't valid text");
  if (CONTROL.test(text)) throw badInput("Text can't contain invisible control characters");
}

/** Every string in an operation's arguments, however deep in input objects and lists. */
export function checkTextsIn(value: unknown): void {
  if (typeof value === "string") checkText(value);
  else if (Array.isArray(value)) value.forEach(checkTextsIn);
  else if (value !== null && typeof value === "object") Object.values(value).forEach(checkTextsIn);
}
