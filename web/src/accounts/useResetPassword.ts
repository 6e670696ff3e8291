import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { refreshSession } from "../session";

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      id
    }
  }
`);

/** Sets a new password with the emailed token; the server ends the other sessions and signs in. */
export function useResetPassword() {
  const [resetPassword] = useMutation(ResetPasswordMutation);
  return async (token: string, password: string): Promise<void> => {
    await resetPassword({ variables: { token, password } });
    await refreshSession();
  };
}
