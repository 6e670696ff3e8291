import { and, eq, sql, type SQL } from "drizzle-orm";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import type { Db, Tx } from "../../db/client";
import { friendships, users, type UserRow } from "../../db/schema";
import { normalizeUsername } from "../../domain/accounts";

/** A user as anyone may see them: what the User type shows. */
export type PublicUser = Pick<UserRow, "id" | "username" | "profilePic" | "deleted">;

/** The users row named `alias` in a statement as a PublicUser, built by PostgreSQL. */
export const publicUserJson = (alias: string): SQL =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'username', ${alias}.username, 'profilePic', ${alias}.profile_pic, ` +
      `'deleted', ${alias}.deleted)`,
  );

/** 96 random bits in base32: 20 characters, the longest a username may be. */
function generateUsername(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The user with this username, compared in its stored, normalized form. */
export async function findUserByUsername(db: Db | Tx, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.username, normalizeUsername(username)));
  return user;
}

export async function findUserById(db: Db | Tx, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Creates the seeded user of that name, unless a user already has it. */
export async function insertSeededUser(tx: Tx, username: string): Promise<void> {
  await tx.insert(users).values({ username, seeded: true }).onConflictDoNothing();
}

export async function findSeededUser(db: Db | Tx, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.username, username), eq(users.seeded, true)));
  return user;
}

/**
 * Profile creation at first sign-in: a generated username (the user is then asked to choose), and the seeded test friend already an accepted
 * friend on both sides.
 */
export async function createProfile(
  tx: Tx,
  testFriendUsername: string,
  account: { email?: string | null; passwordHash?: string | null; profilePic?: string | null },
): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({ username: generateUsername(), usernameChosen: false, ...account })
    .returning();
  const testFriend = await findSeededUser(tx, testFriendUsername);
  if (testFriend) {
    await tx.insert(friendships).values({ senderId: testFriend.id, receiverId: user.id, accepted: true });
  }
  return user;
}

export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** Saves checked fields of the user's row; the row as it is now. */
export async function updateUser(
  db: Db | Tx,
  id: string,
  changes: Partial<Pick<UserRow, "username" | "profilePic" | "usernameChosen" | "theme" | "passwordHash">>,
): Promise<UserRow> {
  const [user] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return user;
}

/** Keeps the record, so that others see "(Deleted)", without the picture, email or password. */
export async function markUserDeleted(tx: Tx, id: string): Promise<void> {
  await tx
    .update(users)
    .set({ deleted: true, profilePic: null, email: null, passwordHash: null })
    .where(eq(users.id, id));
}
