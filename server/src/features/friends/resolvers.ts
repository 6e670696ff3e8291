import type { GraphQLResolveInfo } from "graphql";
import type { Resolvers } from "../../shared/generated/resolvers";
import { selectedFields } from "../../shared/selection";
import { rivalryParts } from "../rivalry";
import { changeFriendship, sendFriendRequest } from "./service";
import { loadFriendships, type FriendshipParts } from "./store";

/** What a selection of friendships asks for beyond them. */
function friendshipParts(info: GraphQLResolveInfo): FriendshipParts {
  const rivalry = selectedFields(info).get("rivalry");
  if (!rivalry) return {};
  return { rivalry: rivalryParts(selectedFields({ fieldNodes: rivalry, fragments: info.fragments })) };
}

export const friendResolvers: Resolvers = {
  Mutation: {
    sendFriendRequest: (_, { username }, ctx) => sendFriendRequest(ctx, username),
    acceptFriendRequest: (_, { userId }, ctx) => changeFriendship(ctx, "accept", userId),
    rejectFriendRequest: (_, { userId }, ctx) => changeFriendship(ctx, "reject", userId),
    cancelFriendRequest: (_, { userId }, ctx) => changeFriendship(ctx, "cancel", userId),
    removeFriend: (_, { userId }, ctx) => changeFriendship(ctx, "remove", userId),
  },
  Me: {
    friends: (me, _, ctx, info) => loadFriendships(ctx.db, me.id, ctx.config.testFriendUsername, friendshipParts(info)),
  },
  Friendship: {
    rivalry: (friendship) => friendship.rivalry ?? null,
  },
};
