import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { clientIpOf, trustedProxies } from "./clientIp";

/** A request from `remoteAddress` through the proxies in `forwardedFor` (X-Forwarded-For, the client first). */
function request(remoteAddress: string | undefined, forwardedFor?: string): IncomingMessage {
  const headers = forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor };
  return { headers, socket: { remoteAddress } as Socket } as IncomingMessage;
}

/** `req.ip` from Express itself, with TRUST_PROXY given to its `trust proxy` setting as Rivals used to. */
function expressIp(trustProxy: string | undefined, req: IncomingMessage): string {
  const app = express();
  if (trustProxy) {
    app.set("trust proxy", trustProxy === "true" ? true : /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
  }
  return (Object.setPrototypeOf(req, app.request) as express.Request).ip ?? "unknown";
}

const SETTINGS = [undefined, "", "true", "0", "1", "2", "loopback", "loopback, 10.0.0.0/8", "10.0.0.1,127.0.0.1"];
const REQUESTS: [string | undefined, string | undefined][] = [
  ["127.0.0.1", undefined],
  ["127.0.0.1", "203.0.113.7"],
  ["127.0.0.1", "198.51.100.2, 10.0.0.1"],
  ["10.0.0.1", "198.51.100.2, 10.0.0.3"],
  ["203.0.113.9", "198.51.100.2"],
  ["::ffff:127.0.0.1", "2001:db8::1"],
  ["::1", "not an address, 203.0.113.7"],
  [undefined, "203.0.113.7"],
];

describe("clientIpOf", () => {
  it.each(SETTINGS)("tells a request's address as Express's req.ip does, with TRUST_PROXY=%s", (trustProxy) => {
    const clientIp = clientIpOf(trustedProxies(trustProxy));
    for (const [remoteAddress, forwardedFor] of REQUESTS) {
      expect(clientIp(request(remoteAddress, forwardedFor)), `${remoteAddress} ← ${forwardedFor}`).toBe(
        expressIp(trustProxy, request(remoteAddress, forwardedFor)),
      );
    }
  });

  it("believes X-Forwarded-For only from a trusted proxy", () => {
    const req = request("127.0.0.1", "198.51.100.2, 10.0.0.1");
    expect(clientIpOf(trustedProxies(undefined))(req)).toBe("127.0.0.1");
    expect(clientIpOf(trustedProxies("loopback"))(req)).toBe("10.0.0.1");
    expect(clientIpOf(trustedProxies("true"))(req)).toBe("198.51.100.2");
  });
});
