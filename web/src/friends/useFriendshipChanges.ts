import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { withAccepted, withoutFriend, type FriendsOfMe } from "./friendship";

const AcceptFriendRequestMutation = graphql(`
  mutation AcceptFriendRequest($userId: ID!) {
    acceptFriendRequest(userId: $userId) {
      ...FriendsPage_me
    }
  }
`);

const RejectFriendRequestMutation = graphql(`
  mutation RejectFriendRequest($userId: ID!) {
    rejectFriendRequest(userId: $userId) {
      ...FriendsPage_me
    }
  }
`);

const CancelFriendRequestMutation = graphql(`
  mutation CancelFriendRequest($userId: ID!) {
    cancelFriendRequest(userId: $userId) {
      ...FriendsPage_me
    }
  }
`);

const RemoveFriendMutation = graphql(`
  mutation RemoveFriend($userId: ID!) {
    removeFriend(userId: $userId) {
      ...FriendsPage_me
    }
  }
`);

/**
 * What the user may do to a friendship, each shown at once and undone if the server refuses: accept a received
 * request (the sender moves to Friends), reject it or cancel a sent one (it leaves the list), remove a friend
 * (your competitions together stay).
 */
export function useFriendshipChanges(me: FriendsOfMe) {
  const [accept] = useMutation(AcceptFriendRequestMutation);
  const [reject] = useMutation(RejectFriendRequestMutation);
  const [cancel] = useMutation(CancelFriendRequestMutation);
  const [remove] = useMutation(RemoveFriendMutation);
  return {
    accept: (userId: string) =>
      accept({ variables: { userId }, optimisticResponse: { acceptFriendRequest: withAccepted(me, userId) } }),
    reject: (userId: string) =>
      reject({ variables: { userId }, optimisticResponse: { rejectFriendRequest: withoutFriend(me, userId) } }),
    cancel: (userId: string) =>
      cancel({ variables: { userId }, optimisticResponse: { cancelFriendRequest: withoutFriend(me, userId) } }),
    remove: (userId: string) =>
      remove({ variables: { userId }, optimisticResponse: { removeFriend: withoutFriend(me, userId) } }),
  };
}
