import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { refreshSession } from "../session";

const SignUpMutation = graphql(`
  mutation SignUp($email: String!, $password: String!) {
    signUp(email: $email, password: $password) {
      id
    }
  }
`);

/** Creates an account (with its generated username and the test friend) and signs in as it. */
export function useSignUp() {
  const [signUp] = useMutation(SignUpMutation);
  return async (email: string, password: string): Promise<void> => {
    await signUp({ variables: { email, password } });
    await refreshSession();
  };
}
