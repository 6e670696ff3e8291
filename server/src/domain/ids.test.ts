import { describe, expect, it } from "vitest";
import { isId } from "./ids";

describe("isId", () => {
  it("takes a UUID in either case, and nothing else", () => {
    expect(isId("3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b")).toBe(true);
    expect(isId("3F2B8C1E-9A4D-4E6F-8B2A-1C3D5E7F9A0B")).toBe(true);
    for (const value of [
      "",
      "c1",
      "3f2b8c1e9a4d4e6f8b2a1c3d5e7f9a0b",
      "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b ",
      "' or 1=1",
    ]) {
      expect(isId(value), value).toBe(false);
    }
  });
});
