import { OAuth2Server, type MutableToken } from "oauth2-mock-server";
import { expect } from "vitest";
import type { GoogleConfig } from "../../src/config";
import { graphql } from "../generated";
import { sessionCookieOf } from "./users";

type Claims = Record<string, unknown>;

export interface GoogleProvider {
  /** The app's `google` configuration for this provider. */
  config: GoogleConfig;
  /** What the next ID tokens claim (`sub`, `email`, `email_verified`…), or a function making each token's. */
  setClaims(claims: Claims | (() => Claims)): void;
  stop(): Promise<void>;
}

/** A local OpenID provider standing in for Google. */
export async function startGoogleProvider(): Promise<GoogleProvider> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  const issuer = provider.issuer.url!;
  let claims: () => Claims = () => ({});
  provider.service.on("beforeTokenSigning", (token: MutableToken) => Object.assign(token.payload, claims()));
  return {
    config: {
      clientId: "rivals-test",
      clientSecret: "secret",
      authorizationUrl: `${issuer}/authorize`,
      tokenUrl: `${issuer}/token`,
      issuer,
    },
    setClaims: (next) => (claims = typeof next === "function" ? next : () => next),
    stop: () => provider.stop(),
  };
}

/** Who a Google sign-in signed in, and how they may sign in. */
export const GOOGLE_ME = graphql(`
  query GoogleMe {
    me {
      id
      email
      profilePic
      hasGoogle
      hasPassword
      usernameChosen
    }
  }
`);

/** Walks the redirects as a browser would, carrying the cookies; returns the final redirect and cookies. */
export async function signInWithGoogle(appUrl: string, redirectTo?: string) {
  const start = await fetch(
    `${appUrl}/auth/google${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`,
    { redirect: "manual" },
  );
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("location")!);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("state")).toBeTruthy();
  const flowCookies = start.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const atProvider = await fetch(authorize, { redirect: "manual" });
  const callback = atProvider.headers.get("location")!;
  expect(callback.startsWith(`${appUrl}/auth/google/callback?`)).toBe(true);
  const done = await fetch(callback, { redirect: "manual", headers: { cookie: flowCookies } });
  return {
    status: done.status,
    location: done.headers.get("location"),
    cookie: sessionCookieOf(done.headers.getSetCookie()),
  };
}
