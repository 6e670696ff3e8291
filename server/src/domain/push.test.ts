import { describe, expect, it } from "vitest";
import { RivalsError } from "./errors";
import { checkPushSubscription, PUSH_ENDPOINT_MAX, pushMessage } from "./push";

/** An uncompressed P-256 point (0x04 then 64 bytes) and a 16-byte secret, base64url, as browsers give them. */
const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url");
const auth = Buffer.alloc(16, 9).toString("base64url");
const subscription = { endpoint: "https://push.example/send/abc", p256dh, auth };

const refusal = (changed: Partial<typeof subscription>) => {
  try {
    checkPushSubscription({ ...subscription, ...changed });
  } catch (error) {
    if (!(error instanceof RivalsError)) throw error;
    return { code: error.extensions.code, message: error.message };
  }
  return null;
};

describe("checkPushSubscription", () => {
  it("takes a browser's subscription, its endpoint as a normalized URL", () => {
    expect(checkPushSubscription(subscription)).toEqual(subscription);
    expect(checkPushSubscription({ ...subscription, endpoint: "https://PUSH.example/send/abc" }).endpoint).toBe(
      "https://push.example/send/abc",
    );
  });

  it("refuses an endpoint that is not an https URL with a host and no credentials, or is too long", () => {
    expect(refusal({ endpoint: "not a url" })).toEqual({ code: "BAD_USER_INPUT", message: "Not a push endpoint" });
    expect(refusal({ endpoint: "http://push.example/send" })?.message).toBe("A push endpoint must be an https URL");
    expect(refusal({ endpoint: "https://user:pass@push.example/send" })?.message).toBe("Not a push endpoint");
    const long = `https://push.example/${"a".repeat(PUSH_ENDPOINT_MAX)}`;
    expect(refusal({ endpoint: long })?.message).toBe("Not a push endpoint");
  });

  it("refuses keys of the wrong size, form or kind", () => {
    const compressed = Buffer.concat([Buffer.from([2]), Buffer.alloc(64, 7)]).toString("base64url");
    for (const key of [compressed, Buffer.alloc(33, 4).toString("base64url"), "not base64url!"]) {
      expect(refusal({ p256dh: key })?.message).toBe("p256dh must be an uncompressed P-256 public key, base64url");
    }
    for (const secret of [Buffer.alloc(15).toString("base64url"), "%%%"]) {
      expect(refusal({ auth: secret })?.message).toBe("auth must be 16 bytes, base64url");
    }
  });
});

describe("pushMessage", () => {
  it("opens the competition, or the Friends page for friendship news, and is shown once by its id", () => {
    const text = "Bob made 3 changes to “Kart”";
    expect(pushMessage({ id: "n1", kind: "COMPETITION_CHANGED", text, competitionId: "c1" })).toEqual({
      title: "Rivals",
      body: text,
      url: "/competitions/c1",
      tag: "n1",
    });
    const request = pushMessage({
      id: "n2",
      kind: "FRIEND_REQUEST",
      text: "Bob sent you a friend request",
      competitionId: null,
    });
    expect(request.url).toBe("/friends");
  });
});
