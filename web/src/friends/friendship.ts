import { getFragmentData, graphql, makeFragmentData, type FragmentType } from "../graphql/generated";
import type { FriendItem_FriendshipFragment, FriendsPage_MeFragment } from "../graphql/generated/graphql";

/**
 * One friendship as the Friends page and the opponent pickers read it (who, and in which list), with what the
 * lists' rows show of it: the requests', and the friends' (score, record, rating).
 */
export const FriendItemFragment = graphql(`
  fragment FriendItem_friendship on Friendship {
    status
    isTestFriend
    user {
      id
      username
      deleted
    }
    ...FriendRequests_friendship
    ...FriendList_friendship
  }
`);

/**
 * Everything the Friends page reads. The page's query, every friend mutation and `meChanged` select it, with
 * Me's `id`, so each result lands on the same cached Me and the page re-renders from it.
 */
export const FriendsPageFragment = graphql(`
  fragment FriendsPage_me on Me {
    id
    friends {
      ...FriendItem_friendship
    }
  }
`);

export type Friendship = FriendItem_FriendshipFragment;
export type FriendsOfMe = FriendsPage_MeFragment;

/** Each friendship of Me as its row reads it. */
export const friendshipsOf = (me: FriendsOfMe): Friendship[] => getFragmentData(FriendItemFragment, me.friends);

/** The page's three lists, each in the server's order (oldest first). */
export function groupFriendships(friends: readonly Friendship[]) {
  return {
    incoming: friends.filter((friend) => friend.status === "INCOMING"),
    accepted: friends.filter((friend) => friend.status === "ACCEPTED"),
    outgoing: friends.filter((friend) => friend.status === "OUTGOING"),
  };
}

/** SPEC: the test friend invites its own deletion only while it is the one accepted friend. */
export function invitesDeletion<Friend extends { isTestFriend: boolean }>(
  friend: Friend,
  accepted: readonly Friend[],
): boolean {
  return friend.isTestFriend && accepted.length === 1 && accepted[0] === friend;
}

/** "mine - theirs". */
export const formatScore = ([mine, theirs]: readonly number[]) => `${mine ?? 0} - ${theirs ?? 0}`;

/**
 * The Me a friend mutation will return, for its optimistic response. The typename is spelled out because the
 * cache needs it to find the cached Me; friendships read from the cache already carry theirs.
 */
function expectedMe(me: FriendsOfMe, friends: Friendship[]): FragmentType<typeof FriendsPageFragment> {
  const items = friends.map((friend) => makeFragmentData(friend, FriendItemFragment));
  return makeFragmentData({ __typename: "Me" as const, id: me.id, friends: items }, FriendsPageFragment);
}

/** Me once the friendship with `userId` is gone (rejected, cancelled or removed). */
export const withoutFriend = (me: FriendsOfMe, userId: string) =>
  expectedMe(
    me,
    friendshipsOf(me).filter((friend) => friend.user.id !== userId),
  );

/** Me once the request from `userId` is accepted. */
export const withAccepted = (me: FriendsOfMe, userId: string) =>
  expectedMe(
    me,
    friendshipsOf(me).map((friend) =>
      friend.user.id === userId ? { ...friend, status: "ACCEPTED" as const } : friend,
    ),
  );
