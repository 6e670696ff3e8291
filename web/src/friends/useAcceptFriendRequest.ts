import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { withAccepted, type FriendsOfMe } from "./friendship";

const AcceptFriendRequestMutation = graphql(`
  mutation AcceptFriendRequest($userId: ID!) {
    acceptFriendRequest(userId: $userId) {
      ...FriendsPage_me
    }
  }
`);

/** Accepts a received request: the sender moves to Friends at once, and back if the server refuses. */
export function useAcceptFriendRequest(me: FriendsOfMe) {
  const [mutate] = useMutation(AcceptFriendRequestMutation);
  return (userId: string) =>
    mutate({ variables: { userId }, optimisticResponse: { acceptFriendRequest: withAccepted(me, userId) } });
}
