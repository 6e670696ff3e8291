import { describe, expect, it } from "vitest";
import { resolveTheme } from "./theme";

describe("resolveTheme", () => {
  it("follows the device preference for SYSTEM", () => {
    expect(resolveTheme("SYSTEM", true)).toBe("dark");
    expect(resolveTheme("SYSTEM", false)).toBe("light");
  });

  it("keeps a saved LIGHT or DARK theme whatever the device prefers", () => {
    expect(resolveTheme("LIGHT", true)).toBe("light");
    expect(resolveTheme("DARK", false)).toBe("dark");
  });
});
