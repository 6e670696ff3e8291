import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthAccounts, users } from "../src/db/schema";
import {
  GOOGLE_ME,
  graphql,
  graphqlRequest,
  sessionCookieOf,
  signInWithGoogle,
  signUp,
  startGoogleProvider,
  startTestApp,
  type GoogleProvider,
  type TestApp,
} from "./support";

let google: GoogleProvider;
let app: TestApp;

beforeAll(async () => {
  google = await startGoogleProvider();
  app = await startTestApp({ google: google.config });
});
afterAll(async () => {
  await app?.stop();
  await google?.stop();
});

describe("Google sign-in", () => {
  it("creates a profile for a new user, with Google's picture, and signs in", async () => {
    google.setClaims({
      sub: "google-1",
      email: "gina@example.com",
      email_verified: true,
      picture: "https://example.com/gina.png",
    });
    const result = await signInWithGoogle(app.url);
    expect(result).toMatchObject({ status: 302, location: "/competitions" });
    const me = (await graphqlRequest(app.url, GOOGLE_ME, {}, result.cookie)).body.data!.me;
    expect(me).toMatchObject({
      email: "gina@example.com",
      profilePic: "https://example.com/gina.png",
      hasGoogle: true,
      hasPassword: false,
      usernameChosen: false,
    });

    const again = await signInWithGoogle(app.url, "/friends");
    expect(again.location).toBe("/friends");
    expect((await graphqlRequest(app.url, GOOGLE_ME, {}, again.cookie)).body.data!.me?.id).toBe(me?.id);
    expect(await app.database.db.select().from(users).where(eq(users.email, "gina@example.com"))).toHaveLength(1);
  });

  it("links Google to the account that has the same verified email", async () => {
    const user = await signUp(app.url);
    google.setClaims({ sub: "google-2", email: user.email, email_verified: true });
    const result = await signInWithGoogle(app.url);
    expect((await graphqlRequest(app.url, GOOGLE_ME, {}, result.cookie)).body.data!.me).toMatchObject({
      id: user.id,
      hasGoogle: true,
      hasPassword: true,
      usernameChosen: true,
    });
  });

  it("never redirects to another site after signing in", async () => {
    google.setClaims({ sub: "google-3" });
    for (const target of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      expect((await signInWithGoogle(app.url, target)).location).toBe("/competitions");
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
    google.setClaims({ sub: "google-4", aud: "someone-else" });
    const result = await signInWithGoogle(app.url);
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
