import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import {
  FIREBASE_HASH_PREFIX,
  oauthAccounts,
  passwordResetTokens,
  rateLimits,
  sessions,
  users,
  type UserRow,
} from "../../db/schema";

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
}

/** A session with its user, as a request is authenticated by it. */
export interface SessionAuth {
  session: Session;
  user: UserRow;
}

export async function insertSession(db: Db | Tx, session: Session): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function readSession(db: Db, id: string): Promise<SessionAuth | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, id));
  return row ?? null;
}

export async function readSessionExpiry(db: Db, id: string): Promise<Date | undefined> {
  const [row] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, id));
  return row?.expiresAt;
}

export async function extendSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db | Tx, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Every session of a user but the one given. */
export async function deleteUserSessions(db: Db | Tx, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

/** Any account's password hash from the original app (users_firebase_password_idx finds one at once), or null. */
const firebaseSample = sql<string | null>`(${sql.raw(`select imported.password_hash from users imported
  where imported.password_hash like '${FIREBASE_HASH_PREFIX}%' limit 1`)})`;

/**
 * The account with this email, if any, and what a password check needs besides (passwords.ts): one password hash
 * from the original app while any account has one. One statement, whether or not the account exists.
 */
export async function findPasswordAccount(db: Db, email: string) {
  const [row] = await db
    .select({ user: users, firebaseSample })
    .from(sql`(select) as one`)
    .leftJoin(users, eq(users.email, email));
  return { user: row.user ?? undefined, firebaseSample: row.firebaseSample };
}

/** Replaces the password hash the user signed in with by a new one, unless it has changed since (a reset). */
export async function replacePasswordHash(db: Db, userId: string, from: string, to: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: to })
    .where(and(eq(users.id, userId), eq(users.passwordHash, from)));
}

/** Counts one hit for `key` in a fixed window of `windowSeconds` (a new one once it is over); the hits so far. */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const window = sql`now() + make_interval(secs => ${windowSeconds})`;
  const [{ hits }] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits });
  return hits;
}

/** The failures in a row for `key` and when the next attempt may start, locked until the transaction ends. */
export async function lockFailures(tx: Tx, key: string): Promise<{ failures: number; nextAt: Date; now: Date }> {
  await tx
    .insert(rateLimits)
    .values({ key, hits: 0, resetAt: sql`now()` })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ failures: rateLimits.hits, nextAt: rateLimits.resetAt, now: sql`now()`.mapWith(rateLimits.resetAt) })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .for("update");
  return row;
}

export async function saveFailures(tx: Tx, key: string, failures: number, nextAt: Date): Promise<void> {
  await tx.update(rateLimits).set({ hits: failures, resetAt: nextAt }).where(eq(rateLimits.key, key));
}

export async function deleteFailures(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Stores a reset token (by its hash), for the live account with this email or, when there is none, for nobody: one
 * row written either way, so that the request does the same work. True when there was an account.
 */
export async function storeResetToken(db: Db, token: { id: string; email: string; expiresAt: Date }) {
  const account = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, token.email), eq(users.deleted, false)));
  const [stored] = await db
    .insert(passwordResetTokens)
    .values({ id: token.id, userId: sql`(${account})`, expiresAt: token.expiresAt })
    .returning({ userId: passwordResetTokens.userId });
  return stored.userId !== null;
}

/** Uses up an unexpired reset token of an account and every other of its user; the user's id, or undefined. */
export async function useResetToken(tx: Tx, id: string): Promise<string | undefined> {
  const [used] = await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.id, id), gt(passwordResetTokens.expiresAt, new Date())))
    .returning();
  if (!used?.userId) return undefined;
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, used.userId));
  return used.userId;
}

/** Every way to sign in as the user but the password: linked accounts, reset links, sessions. */
export async function deleteSignIns(tx: Tx, userId: string): Promise<void> {
  await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

export async function findGoogleUser(db: Db | Tx, googleId: string): Promise<UserRow | undefined> {
  const [linked] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(oauthAccounts.userId, users.id))
    .where(and(eq(oauthAccounts.provider, "google"), eq(oauthAccounts.providerUserId, googleId)));
  return linked?.user;
}

export async function linkGoogleAccount(tx: Tx, googleId: string, userId: string): Promise<void> {
  await tx.insert(oauthAccounts).values({ provider: "google", providerUserId: googleId, userId });
}

export async function hasGoogleAccount(db: Db, userId: string): Promise<boolean> {
  const [account] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, "google")));
  return account !== undefined;
}
