import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { withoutFriend, type FriendsOfMe } from "./friendship";

const CancelFriendRequestMutation = graphql(`
  mutation CancelFriendRequest($userId: ID!) {
    cancelFriendRequest(userId: $userId) {
      ...FriendsPage_me
    }
  }
`);

/** Cancels a sent request: it leaves the list at once, and comes back if the server refuses. */
export function useCancelFriendRequest(me: FriendsOfMe) {
  const [mutate] = useMutation(CancelFriendRequestMutation);
  return (userId: string) =>
    mutate({ variables: { userId }, optimisticResponse: { cancelFriendRequest: withoutFriend(me, userId) } });
}
