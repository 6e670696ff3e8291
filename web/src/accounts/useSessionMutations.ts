import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { graphql } from "../graphql/generated";
import { unsubscribeThisBrowser } from "../notifications/pushSubscription";

const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      id
    }
  }
`);

const SignUpMutation = graphql(`
  mutation SignUp($email: String!, $password: String!) {
    signUp(email: $email, password: $password) {
      id
    }
  }
`);

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      id
    }
  }
`);

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

const DeleteAccountMutation = graphql(`
  mutation DeleteAccount {
    deleteAccount
  }
`);

/** A mutation that starts or ends a session (the server sets or clears the cookie); then the app shows the new one. */
function useSessionMutation<Data, Variables extends OperationVariables>(
  mutation: TypedDocumentNode<Data, Variables>,
  ending = false,
) {
  return async (variables: Variables): Promise<void> => {
    // Apollo Client is loaded by the call, not by the form: the sign-in page draws without it.
    const [{ client }, { refreshSession }] = await Promise.all([import("../apolloReady"), import("../sessionClient")]);
    await client.mutate({ mutation, variables });
    // The server ended this browser's push subscription with the session; the browser's own copy goes too, so
    // that the next user here chooses for themselves.
    if (ending) await unsubscribeThisBrowser().catch(() => {});
    await refreshSession();
  };
}

/** Signs in with an email and a password. */
export const useSignIn = () => useSessionMutation(SignInMutation);
/** Creates an account (with its generated username and the test friend) and signs in as it. */
export const useSignUp = () => useSessionMutation(SignUpMutation);
/** Sets a new password with the emailed token; the server ends the other sessions and signs in. */
export const useResetPassword = () => useSessionMutation(ResetPasswordMutation);
/** Ends the session and forgets everything the user could see. */
export const useSignOut = () => useSessionMutation(SignOutMutation, true);
/** Deletes the account for good (others then see "(Deleted)"); the user is signed out. */
export const useDeleteAccount = () => useSessionMutation(DeleteAccountMutation, true);
