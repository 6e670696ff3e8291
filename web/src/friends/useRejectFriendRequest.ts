import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { withoutFriend, type FriendsOfMe } from "./friendship";

const RejectFriendRequestMutation = graphql(`
  mutation RejectFriendRequest($userId: ID!) {
    rejectFriendRequest(userId: $userId) {
      ...FriendsPage_me
    }
  }
`);

/** Rejects a received request: it leaves the list at once, and comes back if the server refuses. */
export function useRejectFriendRequest(me: FriendsOfMe) {
  const [mutate] = useMutation(RejectFriendRequestMutation);
  return (userId: string) =>
    mutate({ variables: { userId }, optimisticResponse: { rejectFriendRequest: withoutFriend(me, userId) } });
}
