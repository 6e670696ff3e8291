import { topics } from "../../db/bus";
import { pgErrorCode, type Tx } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { notFound, badInput } from "../../domain/errors";
import { ALREADY_LINKED, checkFriendRequest, checkRequestedUser, type FriendshipChange } from "../../domain/friends";
import { isId } from "../../domain/ids";
import { requireViewer, type GraphQLContext } from "../../shared/context";
import { findUserByUsername } from "../users";
import { friendshipNotified } from "../notifications";
import { changeFriendshipRow, findPair, insertFriendRequest } from "./store";

/** Both users' friend lists changed: tell them, in the transaction that changed them. */
export async function publishFriendsChange(ctx: GraphQLContext, tx: Tx, a: string, b: string) {
  await ctx.bus.publish(tx, { topic: topics.user(a) });
  await ctx.bus.publish(tx, { topic: topics.user(b) });
}

/** SPEC.md's add-friend rules in order; crossing requests meet the pair's unique index, so one of them fails. */
export async function sendFriendRequest(ctx: GraphQLContext, username: string): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  const name = checkFriendRequest(username, viewer.username);
  try {
    await ctx.db.transaction(async (tx) => {
      const found = await findUserByUsername(tx, name);
      const linked = !!found && !!(await findPair(tx, viewer.id, found.id));
      const target = checkRequestedUser(viewer.id, found, linked);
      await insertFriendRequest(tx, viewer.id, target.id);
      await friendshipNotified(tx, "request", viewer.id, target.id, ctx.config.notificationEmailDelaySeconds);
      await publishFriendsChange(ctx, tx, viewer.id, target.id);
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw badInput(ALREADY_LINKED);
    throw error;
  }
  return viewer;
}

const notFoundMessages: Record<FriendshipChange, string> = {
  accept: "No friend request from that user",
  reject: "No friend request from that user",
  cancel: "No friend request sent to that user",
  remove: "That user is not your friend",
};

export async function changeFriendship(
  ctx: GraphQLContext,
  change: FriendshipChange,
  otherId: string,
): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  if (!isId(otherId)) throw notFound(notFoundMessages[change]);
  await ctx.db.transaction(async (tx) => {
    if (!(await changeFriendshipRow(tx, change, viewer.id, otherId))) throw notFound(notFoundMessages[change]);
    await friendshipNotified(tx, change, viewer.id, otherId, ctx.config.notificationEmailDelaySeconds);
    await publishFriendsChange(ctx, tx, viewer.id, otherId);
  });
  return viewer;
}
