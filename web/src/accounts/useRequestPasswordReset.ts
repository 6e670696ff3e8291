import { graphql } from "../graphql/generated";

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** Emails a reset link; the server answers the same whether or not an account has the email. */
export function useRequestPasswordReset() {
  return async (email: string): Promise<void> => {
    const { client } = await import("../apolloReady");
    await client.mutate({ mutation: RequestPasswordResetMutation, variables: { email } });
  };
}
