import type { Resolvers } from "../../graphql/generated/resolvers";
import { changeFriendship, sendFriendRequest } from "./service";
import { loadFriendships } from "./store";

export const friendResolvers: Resolvers = {
  Mutation: {
    sendFriendRequest: (_, { username }, ctx) => sendFriendRequest(ctx, username),
    acceptFriendRequest: (_, { userId }, ctx) => changeFriendship(ctx, "accept", userId),
    rejectFriendRequest: (_, { userId }, ctx) => changeFriendship(ctx, "reject", userId),
    cancelFriendRequest: (_, { userId }, ctx) => changeFriendship(ctx, "cancel", userId),
    removeFriend: (_, { userId }, ctx) => changeFriendship(ctx, "remove", userId),
  },
  Me: {
    friends: (me, _, ctx) => loadFriendships(ctx.db, me.id, ctx.config.testFriendUsername),
  },
};
