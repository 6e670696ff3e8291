import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";

const ChooseUsernameMutation = graphql(`
  mutation ChooseUsername($username: String!) {
    chooseUsername(username: $username) {
      id
      username
      usernameChosen
    }
  }
`);

/**
 * Answers the first sign-in's question. No optimistic response: the server decides (taken, too long), and the
 * cached session's `usernameChosen` turning true is what lets the page through.
 */
export function useChooseUsername() {
  const [chooseUsername] = useMutation(ChooseUsernameMutation);
  return async (username: string): Promise<void> => {
    await chooseUsername({ variables: { username } });
  };
}
