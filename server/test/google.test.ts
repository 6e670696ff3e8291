import type { OAuth2Server } from "oauth2-mock-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthAccounts, users } from "../src/db/schema";
import {
  graphql,
  graphqlRequest,
  sessionCookieOf,
  signUp,
  startGoogleProvider,
  startTestApp,
  type TestApp,
} from "./support";

let provider: OAuth2Server;
let app: TestApp;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  let google;
  ({ provider, google } = await startGoogleProvider(() => claims));
  app = await startTestApp({ google });
});
afterAll(async () => {
  await app?.stop();
  await provider?.stop();
});

/** Walks the redirects as a browser would, carrying the cookies; returns the final redirect and cookies. */
async function signInWithGoogle(redirectTo?: string) {
  const start = await fetch(
    `${app.url}/auth/google${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`,
    {
      redirect: "manual",
    },
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
  expect(callback.startsWith(`${app.url}/auth/google/callback?`)).toBe(true);
  const done = await fetch(callback, { redirect: "manual", headers: { cookie: flowCookies } });
  return {
    status: done.status,
    location: done.headers.get("location"),
    cookie: sessionCookieOf(done.headers.getSetCookie()),
  };
}

const ME = graphql(`
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

describe("Google sign-in", () => {
  it("creates a profile for a new user, with Google's picture, and signs in", async () => {
    claims = {
      sub: "google-1",
      email: "gina@example.com",
      email_verified: true,
      picture: "https://example.com/gina.png",
    };
    const result = await signInWithGoogle();
    expect(result).toMatchObject({ status: 302, location: "/competitions" });
    const me = (await graphqlRequest(app.url, ME, {}, result.cookie)).body.data!.me;
    expect(me).toMatchObject({
      email: "gina@example.com",
      profilePic: "https://example.com/gina.png",
      hasGoogle: true,
      hasPassword: false,
      usernameChosen: false,
    });

    const again = await signInWithGoogle("/friends");
    expect(again.location).toBe("/friends");
    expect((await graphqlRequest(app.url, ME, {}, again.cookie)).body.data!.me?.id).toBe(me?.id);
    expect(await app.database.db.select().from(users).where(eq(users.email, "gina@example.com"))).toHaveLength(1);
  });

  it("links Google to the account that has the same verified email", async () => {
    const user = await signUp(app.url);
    claims = { sub: "google-2", email: user.email, email_verified: true };
    const result = await signInWithGoogle();
    expect((await graphqlRequest(app.url, ME, {}, result.cookie)).body.data!.me).toMatchObject({
      id: user.id,
      hasGoogle: true,
      hasPassword: true,
      usernameChosen: true,
    });
  });

  it("never redirects to another site after signing in", async () => {
    claims = { sub: "google-3" };
    for (const target of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      expect((await signInWithGoogle(target)).location).toBe("/competitions");
    }
  });

  it("refuses a callback whose state does not match", async () => {
    const response = await fetch(`${app.url}/auth/google/callback?code=abc&state=forged`, {
      redirect: "manual",
      headers: { cookie: "google_state=real; google_code_verifier=v" },
    });
    expect(response.headers.get("location")).toBe(
      `/login?message=${encodeURIComponent("Google sign-in failed. Please try again.")}`,
    );
    expect(sessionCookieOf(response.headers.getSetCookie())).toBeUndefined();
  });

  it("refuses an ID token meant for another client", async () => {
    claims = { sub: "google-4", aud: "someone-else" };
    const result = await signInWithGoogle();
    expect(result.location).toMatch(/^\/login\?message=/);
    expect(result.cookie).toBeUndefined();
    expect(
      await app.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.providerUserId, "google-4")),
    ).toEqual([]);
  });

  it("is announced to the web app only when configured", async () => {
    const APP_CONFIG = graphql(`
      query GoogleAppConfig {
        appConfig {
          googleSignInEnabled
        }
      }
    `);
    const { body } = await graphqlRequest(app.url, APP_CONFIG);
    expect(body.data).toEqual({ appConfig: { googleSignInEnabled: true } });
  });
});
