import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { unsubscribeTokens } from "./unsubscribe";

describe("unsubscribe tokens", () => {
  const tokens = unsubscribeTokens(randomBytes(32));
  const wanted = { userId: "0b7b7c4e-8d8a-4d0b-9b1e-2b0f6a0c9d11", kind: "COMPETITION_CREATED" as const };

  it("read back what they were signed for, and nothing else", () => {
    const token = tokens.sign(wanted);
    expect(tokens.read(token)).toEqual(wanted);
    const [payload, signature] = token.split(".");
    const other = Buffer.from(`${wanted.userId}:FRIEND_REQUEST`).toString("base64url");
    expect(tokens.read(`${other}.${signature}`)).toBeUndefined();
    expect(tokens.read(`${payload}.${signature.slice(1)}`)).toBeUndefined();
    expect(tokens.read(payload)).toBeUndefined();
    expect(unsubscribeTokens(randomBytes(32)).read(token)).toBeUndefined();
  });
});
