import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { withoutFriend, type FriendsOfMe } from "./friendship";

const RemoveFriendMutation = graphql(`
  mutation RemoveFriend($userId: ID!) {
    removeFriend(userId: $userId) {
      ...FriendsPage_me
    }
  }
`);

/** Removes a friend (your competitions together stay): gone at once, back if the server refuses. */
export function useRemoveFriend(me: FriendsOfMe) {
  const [mutate] = useMutation(RemoveFriendMutation);
  return (userId: string) =>
    mutate({ variables: { userId }, optimisticResponse: { removeFriend: withoutFriend(me, userId) } });
}
