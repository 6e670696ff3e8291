/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GoogleSignIn {\n    appConfig {\n      googleSignInEnabled\n    }\n  }\n": typeof types.GoogleSignInDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      id\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n      theme\n    }\n  }\n": typeof types.SetThemeDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      id\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation UpdateProfile($username: String!, $profilePic: String) {\n    updateProfile(username: $username, profilePic: $profilePic) {\n      id\n      username\n      profilePic\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query Footer {\n    appConfig {\n      donationUrl\n      issuesUrl\n      sourceUrl\n    }\n  }\n": typeof types.FooterDocument,
    "\n  fragment FriendItem_friendship on Friendship {\n    status\n    score\n    isTestFriend\n    user {\n      id\n      username\n      profilePic\n      deleted\n    }\n  }\n": typeof types.FriendItem_FriendshipFragmentDoc,
    "\n  fragment FriendsPage_me on Me {\n    id\n    friends {\n      ...FriendItem_friendship\n    }\n  }\n": typeof types.FriendsPage_MeFragmentDoc,
    "\n  mutation AcceptFriendRequest($userId: ID!) {\n    acceptFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.AcceptFriendRequestDocument,
    "\n  mutation CancelFriendRequest($userId: ID!) {\n    cancelFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.CancelFriendRequestDocument,
    "\n  subscription FriendsPageMeChanged {\n    meChanged {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.FriendsPageMeChangedDocument,
    "\n  mutation RejectFriendRequest($userId: ID!) {\n    rejectFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.RejectFriendRequestDocument,
    "\n  mutation RemoveFriend($userId: ID!) {\n    removeFriend(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.RemoveFriendDocument,
    "\n  mutation SendFriendRequest($username: String!) {\n    sendFriendRequest(username: $username) {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.SendFriendRequestDocument,
    "\n  query Competition($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.CompetitionDocument,
    "\n  query FriendsPage {\n    me {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.FriendsPageDocument,
    "\n  query Profile {\n    me {\n      id\n      username\n      profilePic\n      email\n      theme\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  query Session {\n    me {\n      id\n      username\n      profilePic\n      theme\n    }\n  }\n": typeof types.SessionDocument,
};
const documents: Documents = {
    "\n  query GoogleSignIn {\n    appConfig {\n      googleSignInEnabled\n    }\n  }\n": types.GoogleSignInDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": types.DeleteAccountDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      id\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n      theme\n    }\n  }\n": types.SetThemeDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation SignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      id\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation UpdateProfile($username: String!, $profilePic: String) {\n    updateProfile(username: $username, profilePic: $profilePic) {\n      id\n      username\n      profilePic\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query Footer {\n    appConfig {\n      donationUrl\n      issuesUrl\n      sourceUrl\n    }\n  }\n": types.FooterDocument,
    "\n  fragment FriendItem_friendship on Friendship {\n    status\n    score\n    isTestFriend\n    user {\n      id\n      username\n      profilePic\n      deleted\n    }\n  }\n": types.FriendItem_FriendshipFragmentDoc,
    "\n  fragment FriendsPage_me on Me {\n    id\n    friends {\n      ...FriendItem_friendship\n    }\n  }\n": types.FriendsPage_MeFragmentDoc,
    "\n  mutation AcceptFriendRequest($userId: ID!) {\n    acceptFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": types.AcceptFriendRequestDocument,
    "\n  mutation CancelFriendRequest($userId: ID!) {\n    cancelFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": types.CancelFriendRequestDocument,
    "\n  subscription FriendsPageMeChanged {\n    meChanged {\n      ...FriendsPage_me\n    }\n  }\n": types.FriendsPageMeChangedDocument,
    "\n  mutation RejectFriendRequest($userId: ID!) {\n    rejectFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": types.RejectFriendRequestDocument,
    "\n  mutation RemoveFriend($userId: ID!) {\n    removeFriend(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": types.RemoveFriendDocument,
    "\n  mutation SendFriendRequest($username: String!) {\n    sendFriendRequest(username: $username) {\n      ...FriendsPage_me\n    }\n  }\n": types.SendFriendRequestDocument,
    "\n  query Competition($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n    }\n  }\n": types.CompetitionDocument,
    "\n  query FriendsPage {\n    me {\n      ...FriendsPage_me\n    }\n  }\n": types.FriendsPageDocument,
    "\n  query Profile {\n    me {\n      id\n      username\n      profilePic\n      email\n      theme\n    }\n  }\n": types.ProfileDocument,
    "\n  query Session {\n    me {\n      id\n      username\n      profilePic\n      theme\n    }\n  }\n": types.SessionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoogleSignIn {\n    appConfig {\n      googleSignInEnabled\n    }\n  }\n"): (typeof documents)["\n  query GoogleSignIn {\n    appConfig {\n      googleSignInEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"): (typeof documents)["\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n      theme\n    }\n  }\n"): (typeof documents)["\n  mutation SetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n      theme\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($username: String!, $profilePic: String) {\n    updateProfile(username: $username, profilePic: $profilePic) {\n      id\n      username\n      profilePic\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($username: String!, $profilePic: String) {\n    updateProfile(username: $username, profilePic: $profilePic) {\n      id\n      username\n      profilePic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Footer {\n    appConfig {\n      donationUrl\n      issuesUrl\n      sourceUrl\n    }\n  }\n"): (typeof documents)["\n  query Footer {\n    appConfig {\n      donationUrl\n      issuesUrl\n      sourceUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FriendItem_friendship on Friendship {\n    status\n    score\n    isTestFriend\n    user {\n      id\n      username\n      profilePic\n      deleted\n    }\n  }\n"): (typeof documents)["\n  fragment FriendItem_friendship on Friendship {\n    status\n    score\n    isTestFriend\n    user {\n      id\n      username\n      profilePic\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FriendsPage_me on Me {\n    id\n    friends {\n      ...FriendItem_friendship\n    }\n  }\n"): (typeof documents)["\n  fragment FriendsPage_me on Me {\n    id\n    friends {\n      ...FriendItem_friendship\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptFriendRequest($userId: ID!) {\n    acceptFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptFriendRequest($userId: ID!) {\n    acceptFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelFriendRequest($userId: ID!) {\n    cancelFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n"): (typeof documents)["\n  mutation CancelFriendRequest($userId: ID!) {\n    cancelFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FriendsPageMeChanged {\n    meChanged {\n      ...FriendsPage_me\n    }\n  }\n"): (typeof documents)["\n  subscription FriendsPageMeChanged {\n    meChanged {\n      ...FriendsPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectFriendRequest($userId: ID!) {\n    rejectFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n"): (typeof documents)["\n  mutation RejectFriendRequest($userId: ID!) {\n    rejectFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFriend($userId: ID!) {\n    removeFriend(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFriend($userId: ID!) {\n    removeFriend(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFriendRequest($username: String!) {\n    sendFriendRequest(username: $username) {\n      ...FriendsPage_me\n    }\n  }\n"): (typeof documents)["\n  mutation SendFriendRequest($username: String!) {\n    sendFriendRequest(username: $username) {\n      ...FriendsPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Competition($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Competition($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FriendsPage {\n    me {\n      ...FriendsPage_me\n    }\n  }\n"): (typeof documents)["\n  query FriendsPage {\n    me {\n      ...FriendsPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      id\n      username\n      profilePic\n      email\n      theme\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      id\n      username\n      profilePic\n      email\n      theme\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      id\n      username\n      profilePic\n      theme\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      id\n      username\n      profilePic\n      theme\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;