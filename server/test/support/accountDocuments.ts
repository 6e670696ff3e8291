import { graphql } from "../generated";

/** The account operations many tests send, as the web app would: one typed document each. */
export const SIGN_IN = graphql(`
  mutation TestSignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      id
    }
  }
`);

export const SIGN_OUT = graphql(`
  mutation TestSignOut {
    signOut
  }
`);

export const REQUEST_RESET = graphql(`
  mutation TestRequestReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation TestResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      id
    }
  }
`);

export const DELETE_ACCOUNT = graphql(`
  mutation TestDeleteAccount {
    deleteAccount
  }
`);

export const RENAME = graphql(`
  mutation TestRename($username: String!) {
    updateProfile(username: $username) {
      id
    }
  }
`);
