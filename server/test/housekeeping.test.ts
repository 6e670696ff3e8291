import { afterAll, beforeAll, expect, it } from "vitest";
import { clientMutations, invites, passwordResetTokens, rateLimits, sessions } from "../src/db/schema";
import { signUp, startTestApp, type TestApp } from "./support";

const HOUR_MS = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const later = (ms: number) => new Date(Date.now() + ms);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { housekeeping: { firstAfterMs: 200, everyMs: 200 } });
});
afterAll(() => app.stop());

it("deletes expired sessions, reset tokens, spent rate-limit rows, day-old clientMutationIds and invites a week past expiry, and keeps the live ones", async () => {
  const { db } = app.database;
  const user = await signUp(app.url);
  await db.insert(sessions).values([
    { id: "expired-session", userId: user.id, expiresAt: ago(1000) },
    { id: "live-session", userId: user.id, expiresAt: later(HOUR_MS) },
  ]);
  await db.insert(passwordResetTokens).values([
    { id: "expired-token", userId: user.id, expiresAt: ago(1000) },
    { id: "live-token", userId: user.id, expiresAt: later(HOUR_MS) },
  ]);
  await db.insert(rateLimits).values([
    { key: "spent", hits: 3, resetAt: ago(25 * HOUR_MS) },
    // Failures in a row are remembered for a day after the last wait ended.
    { key: "remembered", hits: 7, resetAt: ago(HOUR_MS) },
  ]);
  await db.insert(clientMutations).values([
    { userId: user.id, clientMutationId: "day-old-edit", createdAt: ago(24 * HOUR_MS + 1000) },
    { userId: user.id, clientMutationId: "recent-edit", createdAt: ago(23 * HOUR_MS) },
  ]);
  // An accepted invite is listed for a week after it was accepted, which is before it expired.
  await db.insert(invites).values([
    { tokenHash: "long-expired", inviterId: user.id, expiresAt: ago(7 * 24 * HOUR_MS + 1000) },
    { tokenHash: "just-expired", inviterId: user.id, expiresAt: ago(1000) },
  ]);
  const ids = async () => ({
    sessions: (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id).sort(),
    tokens: (await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens)).map((row) => row.id).sort(),
    rateLimits: (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort(),
    clientMutations: (await db.select({ id: clientMutations.clientMutationId }).from(clientMutations)).map(
      (row) => row.id,
    ),
    invites: (await db.select({ token: invites.tokenHash }).from(invites)).map((row) => row.token),
  });
  await expect.poll(ids).toEqual({
    sessions: expect.not.arrayContaining(["expired-session"]) as string[],
    tokens: ["live-token"],
    rateLimits: expect.not.arrayContaining(["spent"]) as string[],
    clientMutations: ["recent-edit"],
    invites: ["just-expired"],
  });
  const left = await ids();
  expect(left.sessions).toContain("live-session");
  expect(left.sessions).toHaveLength(2); // and the one signUp made
  expect(left.rateLimits).toContain("remembered");
});
