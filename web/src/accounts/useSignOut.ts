import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { refreshSession } from "../session";

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

/** Ends the session (the server clears the cookie) and forgets everything the user could see. */
export function useSignOut() {
  const [signOut] = useMutation(SignOutMutation);
  return async (): Promise<void> => {
    await signOut();
    await refreshSession();
  };
}
