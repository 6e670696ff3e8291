import { describe, expect, it } from "vitest";
import { MAX_WAIT_SECONDS, retryMessage, waitAfterFailures } from "./throttle";

describe("waitAfterFailures", () => {
  it("lets the first five failures go without waiting", () => {
    expect([0, 1, 2, 3, 4].map(waitAfterFailures)).toEqual([0, 0, 0, 0, 0]);
  });

  it("then doubles the wait from one second", () => {
    expect([5, 6, 7, 8, 14].map(waitAfterFailures)).toEqual([1, 2, 4, 8, 512]);
  });

  it("never waits more than 15 minutes", () => {
    expect(waitAfterFailures(15)).toBe(MAX_WAIT_SECONDS);
    expect(waitAfterFailures(1_000)).toBe(MAX_WAIT_SECONDS);
    expect(MAX_WAIT_SECONDS).toBe(900);
  });
});

describe("retryMessage", () => {
  it.each([
    [0.2, "1 second"],
    [1, "1 second"],
    [7.5, "8 seconds"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [900, "15 minutes"],
  ])("%s s: try again in %s", (seconds, when) => {
    expect(retryMessage(seconds)).toBe(`Too many failed attempts. Please try again in ${when}.`);
  });
});
