import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { firebaseImports, friendships, oauthAccounts, users, type UserRow } from "../../db/schema";

/** The SQL of `pnpm import:firebase`: what the database holds of an export, and the import's own writes. */

const textsIn = (values: readonly string[]) =>
  sql`(select value from json_array_elements_text(${JSON.stringify(values)}::json))`;

/** What an export names, to look for in the database. */
export interface Named {
  uids: string[];
  friendships: string[];
  competitions: string[];
  usernames: string[];
  emails: string[];
  googleIds: string[];
  testFriendUsername: string;
}

export interface Found {
  /** The Rivals user each uid an earlier run imported became. */
  userIds: Map<string, string>;
  friendships: Set<string>;
  competitions: Set<string>;
  usernames: Set<string>;
  emails: Set<string>;
  googleIds: Set<string>;
  /** A user who is not the seeded test friend has its name. */
  testFriendTaken: boolean;
}

/** Everything of `named` the database holds, in one statement. */
export async function findNamed(db: Db, named: Named): Promise<Found> {
  const imported = (kind: string, ids: string[]) =>
    sql`(select coalesce(json_agg(json_build_array(firebase_id, rivals_id)), '[]') from ${firebaseImports}
      where kind = ${kind} and firebase_id in ${textsIn(ids)})`;
  const { rows } = (await db.execute(sql`select
    ${imported("user", named.uids)} as users,
    ${imported("friendship", named.friendships)} as friendships,
    ${imported("competition", named.competitions)} as competitions,
    (select coalesce(json_agg(username), '[]') from ${users} where username in ${textsIn(named.usernames)}) as usernames,
    (select coalesce(json_agg(email), '[]') from ${users} where email in ${textsIn(named.emails)}) as emails,
    (select coalesce(json_agg(provider_user_id), '[]') from ${oauthAccounts}
      where provider = 'google' and provider_user_id in ${textsIn(named.googleIds)}) as google_ids,
    exists (select from ${users} where username = ${named.testFriendUsername} and not seeded) as test_friend_taken`)) as {
    rows: {
      users: [string, string][];
      friendships: [string, null][];
      competitions: [string, string][];
      usernames: string[];
      emails: string[];
      google_ids: string[];
      test_friend_taken: boolean;
    }[];
  };
  const [row] = rows;
  return {
    userIds: new Map(row.users),
    friendships: new Set(row.friendships.map(([key]) => key)),
    competitions: new Set(row.competitions.map(([id]) => id)),
    usernames: new Set(row.usernames),
    emails: new Set(row.emails),
    googleIds: new Set(row.google_ids),
    testFriendTaken: row.test_friend_taken,
  };
}

/**
 * Records that the import took in the record `firebaseId` as `rivalsId`; false when another run just did (the
 * caller then rolls back what it wrote).
 */
export async function recordImported(
  tx: Tx,
  kind: (typeof firebaseImports.$inferInsert)["kind"],
  firebaseId: string,
  rivalsId: string | null,
): Promise<boolean> {
  const recorded = await tx
    .insert(firebaseImports)
    .values({ kind, firebaseId, rivalsId })
    .onConflictDoNothing()
    .returning({ kind: firebaseImports.kind });
  return recorded.length > 0;
}

/** The user's row, unless a user has its username or email already: then undefined. */
export async function insertUser(
  tx: Tx,
  user: Pick<UserRow, "username" | "email" | "passwordHash" | "profilePic" | "deleted"> & { createdAt?: Date },
): Promise<string | undefined> {
  const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
}

/** Links the Google account to the user; false when it is linked to someone already. */
export async function linkGoogle(tx: Tx, googleId: string, userId: string): Promise<boolean> {
  const linked = await tx
    .insert(oauthAccounts)
    .values({ provider: "google", providerUserId: googleId, userId })
    .onConflictDoNothing()
    .returning({ userId: oauthAccounts.userId });
  return linked.length > 0;
}

/** The friendship, unless the two have one already (in either direction): then false, and that one stays. */
export async function insertFriendship(
  tx: Tx,
  friendship: { senderId: string; receiverId: string; accepted: boolean },
): Promise<boolean> {
  const inserted = await tx
    .insert(friendships)
    .values(friendship)
    .onConflictDoNothing()
    .returning({ senderId: friendships.senderId });
  return inserted.length > 0;
}
