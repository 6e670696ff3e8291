import { and, eq } from "drizzle-orm";
import { topics } from "../../db/bus";
import { pgErrorCode, type Tx } from "../../db/client";
import { friendships, type UserRow } from "../../db/schema";
import { notFound, badInput } from "../../domain/errors";
import { ALREADY_LINKED, checkFriendRequest, ITS_YOU } from "../../domain/friends";
import { isId } from "../../domain/ids";
import type { GraphQLContext } from "../../graphql/context";
import { requireViewer } from "../users/service";
import { findUserByUsername } from "../users/store";
import { findPair, pair } from "./store";

/** Both users' friend lists changed: tell them, in the transaction that changed them. */
async function publishFriendsChange(ctx: GraphQLContext, tx: Tx, a: string, b: string) {
  await ctx.bus.publish(tx, { topic: topics.user(a) });
  await ctx.bus.publish(tx, { topic: topics.user(b) });
}

/** SPEC.md's add-friend rules in order; crossing requests meet the pair's unique index, so one of them fails. */
export async function sendFriendRequest(ctx: GraphQLContext, username: string): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  const name = checkFriendRequest(username, viewer.username);
  try {
    await ctx.db.transaction(async (tx) => {
      const target = await findUserByUsername(tx, name);
      if (!target) throw badInput("No user with that exact name");
      if (target.id === viewer.id) throw badInput(ITS_YOU);
      if (target.deleted) throw badInput("That user has been deleted");
      if (await findPair(tx, viewer.id, target.id)) throw badInput(ALREADY_LINKED);
      await tx.insert(friendships).values({ senderId: viewer.id, receiverId: target.id });
      await publishFriendsChange(ctx, tx, viewer.id, target.id);
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw badInput(ALREADY_LINKED);
    throw error;
  }
  return viewer;
}

type Change = "accept" | "reject" | "cancel" | "remove";

const notFoundMessages: Record<Change, string> = {
  accept: "No friend request from that user",
  reject: "No friend request from that user",
  cancel: "No friend request sent to that user",
  remove: "That user is not your friend",
};

/** Which row each change may touch: the invitee accepts or rejects, the sender cancels, either side removes. */
function rowFor(change: Change, viewerId: string, otherId: string) {
  const received = and(eq(friendships.senderId, otherId), eq(friendships.receiverId, viewerId));
  const sent = and(eq(friendships.senderId, viewerId), eq(friendships.receiverId, otherId));
  if (change === "remove") return and(pair(viewerId, otherId), eq(friendships.accepted, true));
  return and(change === "cancel" ? sent : received, eq(friendships.accepted, false));
}

/** One statement changes the pair's single row, so both sides always agree. */
export async function changeFriendship(ctx: GraphQLContext, change: Change, otherId: string): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  if (!isId(otherId)) throw notFound(notFoundMessages[change]);
  await ctx.db.transaction(async (tx) => {
    const where = rowFor(change, viewer.id, otherId);
    const changed =
      change === "accept"
        ? await tx.update(friendships).set({ accepted: true }).where(where).returning()
        : await tx.delete(friendships).where(where).returning();
    if (changed.length === 0) throw notFound(notFoundMessages[change]);
    await publishFriendsChange(ctx, tx, viewer.id, otherId);
  });
  return viewer;
}
