import { useMutation } from "@apollo/client/react";
import { errorMessage } from "../errors";
import { graphql } from "../graphql/generated";

const AcceptInviteMutation = graphql(`
  mutation AcceptInvite($token: String!) {
    acceptInvite(token: $token) {
      friend {
        id
        username
      }
      competition {
        id
      }
    }
  }
`);

/**
 * Accepts an invite link: resolves to the new friend's name and the competition it started, if any, or to nothing
 * when refused; the refusal's message is then `refusal`. No optimistic response: only the server knows whether the
 * link still works, and the page moves on once it has answered.
 */
export function useAcceptInvite() {
  const [mutate, { loading, error }] = useMutation(AcceptInviteMutation);
  const accept = async (token: string) => {
    try {
      return (await mutate({ variables: { token } })).data!.acceptInvite;
    } catch {
      return undefined;
    }
  };
  return { accept, accepting: loading, refusal: error && errorMessage(error) };
}
