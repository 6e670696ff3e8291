import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";

const SendFriendRequestMutation = graphql(`
  mutation SendFriendRequest($username: String!) {
    sendFriendRequest(username: $username) {
      ...FriendsPage_me
    }
  }
`);

/**
 * Sends a request to the user with exactly this name. No optimistic response: only the server knows whether the
 * name is taken, free, deleted or already a friend (SPEC.md section 5), and its message is what the page shows.
 */
export function useSendFriendRequest() {
  const [mutate, { loading }] = useMutation(SendFriendRequestMutation);
  const send = (username: string) => mutate({ variables: { username } });
  return [send, loading] as const;
}
