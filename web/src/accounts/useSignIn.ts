import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { refreshSession } from "../session";

const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      id
    }
  }
`);

/** Signs in with an email and a password (the server sets the session cookie), then shows the new session. */
export function useSignIn() {
  const [signIn] = useMutation(SignInMutation);
  return async (email: string, password: string): Promise<void> => {
    await signIn({ variables: { email, password } });
    await refreshSession();
  };
}
