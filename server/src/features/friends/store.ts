import { and, asc, eq, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { executeVouched, prepareVouched, preparedRead, rowVersions, type VouchedStatement } from "../../db/prepared";
import { friendships, ratings, users, type UserRow } from "../../db/schema";
import {
  friendshipStatus,
  headToHeadScores,
  type CompletedCompetition,
  type FriendshipChange,
} from "../../domain/friends";
import {
  RESULT_ORDER,
  resultJson,
  rivalryFrom,
  rivalryJson,
  type RivalryJson,
  type RivalryParts,
  type RivalryView,
} from "../rivalry";

/** A friendship seen from one of its two users. */
export interface FriendshipView {
  user: UserRow;
  status: ReturnType<typeof friendshipStatus>;
  score: [number, number];
  isTestFriend: boolean;
  /** Read when asked for (`FriendshipParts`); null unless accepted. */
  rivalry?: RivalryView | null;
}

/** What a read of friendships needs besides them: each accepted friend's rivalry, with the parts it needs. */
export interface FriendshipParts {
  rivalry?: RivalryParts;
}

/** A user's id: a value, or a prepared statement's placeholder. */
type UserId = string | SQLWrapper;

const involves = (userId: UserId) => or(eq(friendships.senderId, userId), eq(friendships.receiverId, userId));
const otherUser = (userId: UserId) =>
  sql`case when ${friendships.senderId} = ${userId} then ${friendships.receiverId} else ${friendships.senderId} end`;

/** Every friendship and request of a user, oldest first, with head-to-head scores and the parts asked for: one statement. */
export async function loadFriendships(
  db: Db,
  userId: string,
  testFriendUsername: string,
  parts: FriendshipParts = {},
): Promise<FriendshipView[]> {
  const rows = await executeVouched(friendshipsStatement(db, parts), { userId });
  const scores = headToHeadScores(
    userId,
    rows.flatMap((row) => row.completed),
  );
  return rows.map(({ accepted, senderId, user, rivalry }) => ({
    user,
    status: friendshipStatus({ accepted, senderId }, userId),
    score: scores.get(user.id) ?? [0, 0],
    isTestFriend: user.seeded && user.username === testFriendUsername,
    ...(parts.rivalry && { rivalry: rivalry && rivalryFrom(rivalry, user) }),
  }));
}

interface FriendshipRow {
  accepted: boolean;
  senderId: string;
  user: UserRow;
  completed: CompletedCompetition[];
  rivalry: RivalryJson | null;
}

/** The user whose friendships are read, as their rivalries' viewer. */
const viewer = alias(users, "v");

/**
 * The statement for friendship reads of one shape (which parts of a rivalry), prepared once (db/prepared.ts). The
 * user's complete competitions are read once, grouped by opponent (`games`), and joined to the friendships: not
 * read again for each friend; nor is the user's own row (`v`).
 */
function friendshipsStatement(db: Db, parts: FriendshipParts): VouchedStatement<FriendshipRow> {
  return preparedRead<VouchedStatement<FriendshipRow>>(
    db,
    "friendships",
    JSON.stringify(parts.rivalry ?? null),
    (name) => {
      const userId = sql.placeholder("userId");
      const rivalry = parts.rivalry
        ? sql<RivalryJson | null>`case when ${friendships.accepted} then
          ${rivalryJson(userId, { id: sql`${users.id}`, rating: sql`${users.rating}` }, parts.rivalry, { results: sql`coalesce(games.results, '[]')` })} end`
        : sql<null>`null`;
      const completed = sql<CompletedCompetition[]>`coalesce(games.completed, '[]')`;
      const { totals, series, byName } = parts.rivalry ?? {};
      return prepareVouched(db, name, {
        table: friendships,
        fields: { accepted: friendships.accepted, senderId: friendships.senderId, user: users, completed, rivalry },
        ...(totals || series || byName
          ? { columns: [friendships.accepted, friendships.senderId, sql`${users}.*`, completed, rivalry] }
          : { versions: friendshipsVersions(userId) }),
        narrow: (query) =>
          withViewer(query.innerJoin(users, eq(users.id, otherUser(userId))), parts.rivalry !== undefined, userId)
            .leftJoin(gamesByOpponent(userId, parts.rivalry), sql`games.opponent_id = ${users.id}`)
            .where(involves(userId))
            .orderBy(asc(friendships.createdAt)),
      });
    },
  );
}

/**
 * What a read of friendships with at most each rivalry's results is built from (db/prepared.ts `rowVersions`):
 * the friendships and the users on their other side, the user's own row, and the user's complete competitions
 * with the user's rating after each.
 */
function friendshipsVersions(userId: UserId): SQL {
  const friends = sql`(select string_agg(row(${friendships.senderId}, ${friendships.receiverId}, ${friendships}.xmin,
      ${users}.xmin)::text, ',' order by ${friendships.senderId}, ${friendships.receiverId})
    from ${friendships} join ${users} on ${users.id} = ${otherUser(userId)} where ${involves(userId)})`;
  const own = sql`(select xmin from ${users} where ${users.id} = ${userId})`;
  const complete = sql`(select string_agg(row(c.id, c.xmin, rt.xmin)::text, ',' order by c.id)
    from competitions c left join ${ratings} rt on rt.competition_id = c.id and rt.user_id = ${userId}
    where c.status = 'complete' and ${userId} in (c.player_one_id, c.player_two_id))`;
  return rowVersions([friends, own, complete], sql``);
}

/** The query with the user's own row joined as `v`, when a rivalry needs it. */
const withViewer = (query: PgSelect, needed: boolean, userId: UserId) =>
  needed ? query.innerJoin(viewer, eq(viewer.id, userId)) : query;

/**
 * The user's complete competitions by opponent, as `games`: `completed` (as the head-to-head scores count them)
 * and, when a rivalry is read, its `results` with the user's rating after each.
 */
function gamesByOpponent(userId: UserId, rivalry: RivalryParts | undefined) {
  const results = rivalry ? sql`, json_agg(${resultJson(userId, rivalry)} order by ${RESULT_ORDER}) as results` : sql``;
  const ratings = rivalry ? sql`left join ratings rt on rt.competition_id = c.id and rt.user_id = ${userId}` : sql``;
  return sql`(select case when c.player_one_id = ${userId} then c.player_two_id else c.player_one_id end as opponent_id,
      json_agg(json_build_object('playerOneId', c.player_one_id, 'playerTwoId', c.player_two_id,
        'winnerId', c.winner_id) order by ${RESULT_ORDER}) as completed ${results}
    from competitions c ${ratings}
    where c.status = 'complete' and ${userId} in (c.player_one_id, c.player_two_id)
    group by 1) as games`;
}

/**
 * The users on the other side of a user's friendships: all of them (who lists this user, requests included),
 * or only accepted friends.
 */
export async function linkedUserIds(db: Db | Tx, userId: string, only: "accepted" | "any"): Promise<string[]> {
  const rows = await db
    .select({ senderId: friendships.senderId, receiverId: friendships.receiverId })
    .from(friendships)
    .where(and(involves(userId), only === "accepted" ? eq(friendships.accepted, true) : undefined));
  return rows.map((row) => (row.senderId === userId ? row.receiverId : row.senderId));
}

/** The friendship row between two users, whichever sent it. */
export function pair(a: string, b: string) {
  return or(
    and(eq(friendships.senderId, a), eq(friendships.receiverId, b)),
    and(eq(friendships.senderId, b), eq(friendships.receiverId, a)),
  );
}

export async function findPair(db: Db | Tx, a: string, b: string) {
  const [row] = await db.select().from(friendships).where(pair(a, b));
  return row;
}

export async function insertFriendRequest(tx: Tx, senderId: string, receiverId: string): Promise<void> {
  await tx.insert(friendships).values({ senderId, receiverId });
}

/**
 * Makes the two friends whatever stands between them: no row, a request either way (accepted now) or a friendship
 * (left as it is); one statement, safe against a crossing request or acceptance (the pair's unique index).
 */
export async function makeFriends(tx: Tx, senderId: string, receiverId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${friendships} (sender_id, receiver_id, accepted) values (${senderId}, ${receiverId}, true)
    on conflict ((least(sender_id, receiver_id)), (greatest(sender_id, receiver_id))) do update set accepted = true`);
}

/** Which row each change may touch (domain/friends.ts, FriendshipChange). */
function rowFor(change: FriendshipChange, viewerId: string, otherId: string) {
  const received = and(eq(friendships.senderId, otherId), eq(friendships.receiverId, viewerId));
  const sent = and(eq(friendships.senderId, viewerId), eq(friendships.receiverId, otherId));
  if (change === "remove") return and(pair(viewerId, otherId), eq(friendships.accepted, true));
  return and(change === "cancel" ? sent : received, eq(friendships.accepted, false));
}

/** Accepts or deletes the pair's single row in one statement, so both sides always agree; false when none fits. */
export async function changeFriendshipRow(tx: Tx, change: FriendshipChange, viewerId: string, otherId: string) {
  const where = rowFor(change, viewerId, otherId);
  const changed =
    change === "accept"
      ? await tx.update(friendships).set({ accepted: true }).where(where).returning()
      : await tx.delete(friendships).where(where).returning();
  return changed.length > 0;
}
