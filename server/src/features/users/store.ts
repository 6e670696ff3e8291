import { and, eq, or } from "drizzle-orm";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import type { Db, Tx } from "../../db/client";
import { friendships, users, type UserRow } from "../../db/schema";

/** 96 random bits in base32: 20 characters, the longest a username may be. */
function generateUsername(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export async function findSeededUser(db: Db | Tx, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.username, username), eq(users.seeded, true)));
  return user;
}

/**
 * Profile creation at first sign-in: a generated username, and the seeded test friend already an accepted
 * friend on both sides.
 */
export async function createProfile(
  tx: Tx,
  testFriendUsername: string,
  account: { email?: string | null; passwordHash?: string | null; profilePic?: string | null },
): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({ username: generateUsername(), ...account })
    .returning();
  const testFriend = await findSeededUser(tx, testFriendUsername);
  if (testFriend) {
    await tx.insert(friendships).values({ senderId: testFriend.id, receiverId: user.id, accepted: true });
  }
  return user;
}

/** Everyone with a friendship or a request with this user: they show the user's name and picture. */
export async function relatedUserIds(db: Db | Tx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ senderId: friendships.senderId, receiverId: friendships.receiverId })
    .from(friendships)
    .where(or(eq(friendships.senderId, userId), eq(friendships.receiverId, userId)));
  return rows.map((row) => (row.senderId === userId ? row.receiverId : row.senderId));
}
