import { describe, expect, it } from "vitest";
import { afterSignIn, googleSignInUrl } from "./redirectPath";

describe("afterSignIn", () => {
  it("goes to a path on this site, keeping its query string", () => {
    expect(afterSignIn("/friends")).toBe("/friends");
    expect(afterSignIn("/competitions?status=ONGOING")).toBe("/competitions?status=ONGOING");
  });

  it("goes to the competitions without redirectTo or with one leading off the site", () => {
    expect(afterSignIn(null)).toBe("/competitions");
    expect(afterSignIn("")).toBe("/competitions");
    expect(afterSignIn("//evil.example")).toBe("/competitions");
    expect(afterSignIn("/\\evil.example")).toBe("/competitions");
    expect(afterSignIn("https://evil.example/")).toBe("/competitions");
    expect(afterSignIn("javascript:alert(1)")).toBe("/competitions");
  });
});

describe("googleSignInUrl", () => {
  it("passes the checked redirectTo to the server", () => {
    expect(googleSignInUrl("/friends?x=1")).toBe("/auth/google?redirectTo=%2Ffriends%3Fx%3D1");
    expect(googleSignInUrl("//evil.example")).toBe("/auth/google?redirectTo=%2Fcompetitions");
  });
});
