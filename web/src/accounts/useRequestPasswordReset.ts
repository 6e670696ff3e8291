import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** Emails a reset link; the server answers the same whether or not an account has the email. */
export function useRequestPasswordReset() {
  const [requestPasswordReset] = useMutation(RequestPasswordResetMutation);
  return async (email: string): Promise<void> => {
    await requestPasswordReset({ variables: { email } });
  };
}
