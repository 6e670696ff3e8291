/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The state of a competition. */
export type CompetitionStatus =
  /** Given up; does not count toward the head-to-head score. */
  | 'ABANDONED'
  /** Finished; counts toward the two friends' head-to-head score. */
  | 'COMPLETE'
  /** Being played; rules, rounds, sub-rounds and validity can be edited. */
  | 'ONGOING';

/** Where a friendship stands, seen from the signed-in user. */
export type FriendshipStatus =
  /** Both users accepted: they are friends. */
  | 'ACCEPTED'
  /** The other user sent a request that the signed-in user has not answered yet. */
  | 'INCOMING'
  /** The signed-in user sent a request that the other user has not answered yet. */
  | 'OUTGOING';

/** The colour scheme a user picked; SYSTEM follows the device's preference. */
export type Theme =
  /** Always dark. */
  | 'DARK'
  /** Always light. */
  | 'LIGHT'
  /** Follow the operating system's light or dark preference. */
  | 'SYSTEM';

export type AccountMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountMeQuery = { me: { id: string, username: string, email: string | null, profilePic: string | null, theme: Theme, hasPassword: boolean, hasGoogle: boolean } | null };

export type AccountSignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AccountSignInMutation = { signIn: { id: string } };

export type AccountSignUpMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AccountSignUpMutation = { signUp: { id: string } };

export type AccountUpdateMutationVariables = Exact<{
  u: string;
  p?: string | null | undefined;
}>;


export type AccountUpdateMutation = { updateProfile: { id: string, username: string, profilePic: string | null } };

export type AccountChooseUsernameMutationVariables = Exact<{
  u: string;
}>;


export type AccountChooseUsernameMutation = { chooseUsername: { id: string, username: string, usernameChosen: boolean } };

export type AccountUsernameChosenQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountUsernameChosenQuery = { me: { id: string, username: string, usernameChosen: boolean } | null };

export type CompetitionTestFieldsFragment = { id: string, name: string, image: string | null, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, version: number, viewerIsParticipant: boolean, createdAt: string, updatedAt: string, winner: { id: string } | null, players: Array<{ id: string, username: string }>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> };

export type TestCreateMutationVariables = Exact<{
  name: string;
  opponentId: string | number;
  image?: string | null | undefined;
}>;


export type TestCreateMutation = { createCompetition: { id: string, name: string, image: string | null, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, version: number, viewerIsParticipant: boolean, createdAt: string, updatedAt: string, winner: { id: string } | null, players: Array<{ id: string, username: string }>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type TestGetQueryVariables = Exact<{
  id: string | number;
}>;


export type TestGetQuery = { competition: { id: string, name: string, image: string | null, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, version: number, viewerIsParticipant: boolean, createdAt: string, updatedAt: string, winner: { id: string } | null, players: Array<{ id: string, username: string }>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type TestInfoMutationVariables = Exact<{
  id: string | number;
  name: string;
  image?: string | null | undefined;
  description?: string | null | undefined;
  status: CompetitionStatus;
  public: boolean;
  v?: number | null | undefined;
}>;


export type TestInfoMutation = { updateCompetitionInfo: { id: string, name: string, image: string | null, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, version: number, viewerIsParticipant: boolean, createdAt: string, updatedAt: string, winner: { id: string } | null, players: Array<{ id: string, username: string }>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type TestDeleteMutationVariables = Exact<{
  id: string | number;
  v?: number | null | undefined;
}>;


export type TestDeleteMutation = { deleteCompetition: string };

export type TestAddRuleMutationVariables = Exact<{
  id: string | number;
  text: string;
  v?: number | null | undefined;
}>;


export type TestAddRuleMutation = { addRule: { id: string, name: string, image: string | null, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, version: number, viewerIsParticipant: boolean, createdAt: string, updatedAt: string, winner: { id: string } | null, players: Array<{ id: string, username: string }>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type TestRemoveRuleMutationVariables = Exact<{
  id: string | number;
}>;


export type TestRemoveRuleMutation = { removeRule: { id: string, name: string, image: string | null, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, version: number, viewerIsParticipant: boolean, createdAt: string, updatedAt: string, winner: { id: string } | null, players: Array<{ id: string, username: string }>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type TestAddRoundMutationVariables = Exact<{
  id: string | number;
  v?: number | null | undefined;
}>;


export type TestAddRoundMutation = { addRound: { id: string, name: string, image: string | null, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, version: number, viewerIsParticipant: boolean, createdAt: string, updatedAt: string, winner: { id: string } | null, players: Array<{ id: string, username: string }>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type TestDeleteRoundMutationVariables = Exact<{
  id: string | number;
}>;


export type TestDeleteRoundMutation = { deleteRound: { id: string, name: string, image: string | null, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, version: number, viewerIsParticipant: boolean, createdAt: string, updatedAt: string, winner: { id: string } | null, players: Array<{ id: string, username: string }>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type TestValidMutationVariables = Exact<{
  id: string | number;
  valid: boolean;
}>;


export type TestValidMutation = { setRoundValid: { id: string, name: string, image: string | null, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, version: number, viewerIsParticipant: boolean, createdAt: string, updatedAt: string, winner: { id: string } | null, players: Array<{ id: string, username: string }>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type TestAddSubMutationVariables = Exact<{
  id: string | number;
  name: string;
  points: number;
  player?: string | number | null | undefined;
  v?: number | null | undefined;
}>;


export type TestAddSubMutation = { addSubRound: { id: string, name: string, image: string | null, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, version: number, viewerIsParticipant: boolean, createdAt: string, updatedAt: string, winner: { id: string } | null, players: Array<{ id: string, username: string }>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type TestDeleteSubMutationVariables = Exact<{
  id: string | number;
}>;


export type TestDeleteSubMutation = { deleteSubRound: { id: string, name: string, image: string | null, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, version: number, viewerIsParticipant: boolean, createdAt: string, updatedAt: string, winner: { id: string } | null, players: Array<{ id: string, username: string }>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type TestInfoWithoutImageMutationVariables = Exact<{
  id: string | number;
}>;


export type TestInfoWithoutImageMutation = { updateCompetitionInfo: { name: string, image: string | null, description: string } };

export type TestPartialInfoMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  description?: string | null | undefined;
  status?: CompetitionStatus | null | undefined;
  public?: boolean | null | undefined;
}>;


export type TestPartialInfoMutation = { updateCompetitionInfo: { name: string, image: string | null, description: string, status: CompetitionStatus, public: boolean, version: number } };

export type TestScoreQueryVariables = Exact<{ [key: string]: never; }>;


export type TestScoreQuery = { me: { id: string, friends: Array<{ score: Array<number>, user: { id: string } }> } | null };

export type TestListQueryVariables = Exact<{
  status?: CompetitionStatus | null | undefined;
  friendId?: string | number | null | undefined;
}>;


export type TestListQuery = { competitions: Array<{ id: string, name: string, status: CompetitionStatus, players: Array<{ id: string }> }> };

export type TestListAllQueryVariables = Exact<{ [key: string]: never; }>;


export type TestListAllQuery = { competitions: Array<{ id: string, name: string, image: string | null, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, version: number, viewerIsParticipant: boolean, createdAt: string, updatedAt: string, winner: { id: string } | null, players: Array<{ id: string, username: string }>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> }> };

export type TestSampleQueryVariables = Exact<{ [key: string]: never; }>;


export type TestSampleQuery = { sampleCompetition: { id: string, public: boolean, currentScore: Array<number>, winner: { username: string } | null, rounds: Array<{ valid: boolean }>, players: Array<{ username: string }> } | null };

export type FaultsAddSubRoundMutationVariables = Exact<{
  r: string | number;
  n: string;
  p?: string | number | null | undefined;
}>;


export type FaultsAddSubRoundMutation = { addSubRound: { id: string, version: number } };

export type FaultsCompetitionQueryVariables = Exact<{
  id: string | number;
}>;


export type FaultsCompetitionQuery = { competition: { id: string, version: number, rounds: Array<{ id: string, subRounds: Array<{ id: string, name: string }> }> } };

export type FaultsChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type FaultsChangedSubscription = { competitionChanged: { competition: { id: string, version: number } | null } };

export type FaultsMineChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FaultsMineChangedSubscription = { myCompetitionsChanged: { competition: { id: string, version: number } | null } };

export type FaultsMeChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FaultsMeChangedSubscription = { meChanged: { id: string } };

export type FaultsViewersSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type FaultsViewersSubscription = { competitionViewers: Array<{ id: string, username: string }> };

export type FaultsPresenceSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type FaultsPresenceSubscription = { competitionPresence: { count: number } };

export type FriendsOfMeQueryVariables = Exact<{ [key: string]: never; }>;


export type FriendsOfMeQuery = { me: { id: string, friends: Array<{ status: FriendshipStatus, score: Array<number>, isTestFriend: boolean, user: { id: string, username: string, deleted: boolean } }> } | null };

export type FriendsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FriendsChangedSubscription = { meChanged: { id: string, friends: Array<{ status: FriendshipStatus, user: { id: string, username: string } }> } };

export type GoogleMeQueryVariables = Exact<{ [key: string]: never; }>;


export type GoogleMeQuery = { me: { id: string, email: string | null, profilePic: string | null, hasGoogle: boolean, hasPassword: boolean, usernameChosen: boolean } | null };

export type HygieneRulesQueryVariables = Exact<{
  c: string | number;
}>;


export type HygieneRulesQuery = { competition: { id: string, rules: Array<{ id: string }> } };

export type LiveFeedChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LiveFeedChangedSubscription = { competitionChanged: { deletedId: string | null, competition: { id: string, version: number, public: boolean, viewerIsParticipant: boolean, rules: Array<{ text: string }> } | null } };

export type LiveFeedCurrentSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LiveFeedCurrentSubscription = { competitionChanged: { version: number, round: { id: string } | null, competition: { id: string, version: number, rules: Array<{ text: string }> } | null } };

export type LiveFeedMeChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveFeedMeChangedSubscription = { meChanged: { id: string, friends: Array<{ status: FriendshipStatus, user: { username: string } }> } };

export type LiveFeedAddRuleMutationVariables = Exact<{
  id: string | number;
  t: string;
}>;


export type LiveFeedAddRuleMutation = { addRule: { id: string, version: number } };

export type LiveAddRuleMutationVariables = Exact<{
  id: string | number;
  t: string;
}>;


export type LiveAddRuleMutation = { addRule: { id: string, version: number } };

export type LiveCompetitionChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LiveCompetitionChangedSubscription = { competitionChanged: { deletedId: string | null, competition: { id: string, version: number, rules: Array<{ text: string }> } | null } };

export type LiveViewersSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LiveViewersSubscription = { competitionViewers: Array<{ id: string, username: string }> };

export type LivePresenceSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LivePresenceSubscription = { competitionPresence: { count: number, viewers: Array<{ id: string, username: string }> } };

export type LiveWhoSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LiveWhoSubscription = { competitionChanged: { deletedId: string | null, by: { id: string, username: string } | null } };

export type MultiRulesChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type MultiRulesChangedSubscription = { competitionChanged: { competition: { id: string, version: number, rules: Array<{ text: string }> } | null } };

export type MultiAddRuleMutationVariables = Exact<{
  id: string | number;
  t: string;
}>;


export type MultiAddRuleMutation = { addRule: { id: string, version: number } };

export type MultiEventsSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type MultiEventsSubscription = { competitionChanged: { version: number, deletedRoundId: string | null, round: { id: string, number: number, valid: boolean, score: Array<number>, subRounds: Array<{ name: string }> } | null, competition: { id: string, roundCount: number, roundResults: Array<number> } | null } };

export type MultiAddRoundMutationVariables = Exact<{
  c: string | number;
}>;


export type MultiAddRoundMutation = { addRound: { id: string, roundCount: number, rounds: Array<{ id: string }> } };

export type RoundsReadRoundFragment = { id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> };

export type RoundsReadEdgesQueryVariables = Exact<{
  id: string | number;
  last: number;
}>;


export type RoundsReadEdgesQuery = { competition: { id: string, roundCount: number, roundResults: Array<number>, zero: { id: string } | null, first: { id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> } | null, second: { id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> } | null, last: { id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> } | null, past: { id: string } | null, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type RoundsReadAddRoundMutationVariables = Exact<{
  id: string | number;
}>;


export type RoundsReadAddRoundMutation = { addRound: { id: string, rounds: Array<{ id: string }> } };

export type RoundsReadValidateMutationVariables = Exact<{
  id: string | number;
}>;


export type RoundsReadValidateMutation = { setRoundValid: { roundCount: number, roundResults: Array<number>, round: { id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> } | null } };

export type RoundsReadActivityQueryVariables = Exact<{
  id: string | number;
}>;


export type RoundsReadActivityQuery = { competition: { id: string, activity: { edges: Array<{ node: { id: string } }> } } };

export type SessionSocketsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionSocketsMeQuery = { me: { id: string, email: string | null, theme: Theme } | null };

export type SubscriptionCompetitionChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionCompetitionChangedSubscription = { competitionChanged: { deletedId: string | null, competition: { id: string, name: string, version: number, rounds: Array<{ number: number }> } | null } };

export type TestCreateCompetitionMutationVariables = Exact<{
  name: string;
  o: string | number;
}>;


export type TestCreateCompetitionMutation = { createCompetition: { id: string, version: number, rounds: Array<{ id: string }> } };

export type TestSendFriendRequestMutationVariables = Exact<{
  u: string;
}>;


export type TestSendFriendRequestMutation = { sendFriendRequest: { id: string } };

export type TestAcceptFriendRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type TestAcceptFriendRequestMutation = { acceptFriendRequest: { id: string } };

export type TestSignUpMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type TestSignUpMutation = { signUp: { id: string, username: string } };

export type TestChooseUsernameMutationVariables = Exact<{
  u: string;
}>;


export type TestChooseUsernameMutation = { chooseUsername: { id: string } };

export type WebSocketMeChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type WebSocketMeChangedSubscription = { meChanged: { id: string, username: string } };

export type AccessibilityFurnishMutationVariables = Exact<{
  id: string | number;
}>;


export type AccessibilityFurnishMutation = { addRule: { id: string }, updateCompetitionInfo: { id: string, rounds: Array<{ id: string }> } };

export type AccountsPageMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountsPageMeQuery = { me: { id: string, username: string, theme: Theme, friends: Array<{ status: FriendshipStatus, isTestFriend: boolean, user: { id: string, username: string } }> } | null };

export type PagesCreateCompetitionMutationVariables = Exact<{
  n: string;
  o: string | number;
}>;


export type PagesCreateCompetitionMutation = { createCompetition: { id: string } };

export type PagesRoundsQueryVariables = Exact<{
  id: string | number;
}>;


export type PagesRoundsQuery = { competition: { id: string, rounds: Array<{ id: string }> } };

export type PagesInfoQueryVariables = Exact<{
  id: string | number;
}>;


export type PagesInfoQuery = { competition: { id: string, name: string, description: string, public: boolean } };

export type LiveStandingQueryVariables = Exact<{
  id: string | number;
}>;


export type LiveStandingQuery = { competition: { id: string, currentScore: Array<number>, rounds: Array<{ id: string, score: Array<number>, subRounds: Array<{ id: string, name: string, points: number, player: { id: string, username: string } | null }> }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CompetitionTestFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompetitionTestFields on Competition {
  id
  name
  image
  description
  status
  public
  currentScore
  version
  viewerIsParticipant
  createdAt
  updatedAt
  winner {
    id
  }
  players {
    id
    username
  }
  rules {
    id
    text
  }
  rounds {
    id
    number
    valid
    score
    winner {
      id
    }
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
}
    `, {"fragmentName":"CompetitionTestFields"}) as unknown as TypedDocumentString<CompetitionTestFieldsFragment, unknown>;
export const RoundsReadRoundFragmentDoc = new TypedDocumentString(`
    fragment RoundsReadRound on Round {
  id
  number
  valid
  score
  winner {
    id
  }
  subRounds {
    id
    name
    points
    player {
      id
    }
  }
}
    `, {"fragmentName":"RoundsReadRound"}) as unknown as TypedDocumentString<RoundsReadRoundFragment, unknown>;
export const AccountMeDocument = new TypedDocumentString(`
    query AccountMe {
  me {
    id
    username
    email
    profilePic
    theme
    hasPassword
    hasGoogle
  }
}
    `) as unknown as TypedDocumentString<AccountMeQuery, AccountMeQueryVariables>;
export const AccountSignInDocument = new TypedDocumentString(`
    mutation AccountSignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    id
  }
}
    `) as unknown as TypedDocumentString<AccountSignInMutation, AccountSignInMutationVariables>;
export const AccountSignUpDocument = new TypedDocumentString(`
    mutation AccountSignUp($email: String!, $password: String!) {
  signUp(email: $email, password: $password) {
    id
  }
}
    `) as unknown as TypedDocumentString<AccountSignUpMutation, AccountSignUpMutationVariables>;
export const AccountUpdateDocument = new TypedDocumentString(`
    mutation AccountUpdate($u: String!, $p: String) {
  updateProfile(username: $u, profilePic: $p) {
    id
    username
    profilePic
  }
}
    `) as unknown as TypedDocumentString<AccountUpdateMutation, AccountUpdateMutationVariables>;
export const AccountChooseUsernameDocument = new TypedDocumentString(`
    mutation AccountChooseUsername($u: String!) {
  chooseUsername(username: $u) {
    id
    username
    usernameChosen
  }
}
    `) as unknown as TypedDocumentString<AccountChooseUsernameMutation, AccountChooseUsernameMutationVariables>;
export const AccountUsernameChosenDocument = new TypedDocumentString(`
    query AccountUsernameChosen {
  me {
    id
    username
    usernameChosen
  }
}
    `) as unknown as TypedDocumentString<AccountUsernameChosenQuery, AccountUsernameChosenQueryVariables>;
export const TestCreateDocument = new TypedDocumentString(`
    mutation TestCreate($name: String!, $opponentId: ID!, $image: String) {
  createCompetition(name: $name, opponentId: $opponentId, image: $image) {
    ...CompetitionTestFields
  }
}
    fragment CompetitionTestFields on Competition {
  id
  name
  image
  description
  status
  public
  currentScore
  version
  viewerIsParticipant
  createdAt
  updatedAt
  winner {
    id
  }
  players {
    id
    username
  }
  rules {
    id
    text
  }
  rounds {
    id
    number
    valid
    score
    winner {
      id
    }
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<TestCreateMutation, TestCreateMutationVariables>;
export const TestGetDocument = new TypedDocumentString(`
    query TestGet($id: ID!) {
  competition(id: $id) {
    ...CompetitionTestFields
  }
}
    fragment CompetitionTestFields on Competition {
  id
  name
  image
  description
  status
  public
  currentScore
  version
  viewerIsParticipant
  createdAt
  updatedAt
  winner {
    id
  }
  players {
    id
    username
  }
  rules {
    id
    text
  }
  rounds {
    id
    number
    valid
    score
    winner {
      id
    }
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<TestGetQuery, TestGetQueryVariables>;
export const TestInfoDocument = new TypedDocumentString(`
    mutation TestInfo($id: ID!, $name: String!, $image: String, $description: String, $status: CompetitionStatus!, $public: Boolean!, $v: Int) {
  updateCompetitionInfo(
    id: $id
    name: $name
    image: $image
    description: $description
    status: $status
    public: $public
    expectedVersion: $v
  ) {
    ...CompetitionTestFields
  }
}
    fragment CompetitionTestFields on Competition {
  id
  name
  image
  description
  status
  public
  currentScore
  version
  viewerIsParticipant
  createdAt
  updatedAt
  winner {
    id
  }
  players {
    id
    username
  }
  rules {
    id
    text
  }
  rounds {
    id
    number
    valid
    score
    winner {
      id
    }
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<TestInfoMutation, TestInfoMutationVariables>;
export const TestDeleteDocument = new TypedDocumentString(`
    mutation TestDelete($id: ID!, $v: Int) {
  deleteCompetition(id: $id, expectedVersion: $v)
}
    `) as unknown as TypedDocumentString<TestDeleteMutation, TestDeleteMutationVariables>;
export const TestAddRuleDocument = new TypedDocumentString(`
    mutation TestAddRule($id: ID!, $text: String!, $v: Int) {
  addRule(competitionId: $id, text: $text, expectedVersion: $v) {
    ...CompetitionTestFields
  }
}
    fragment CompetitionTestFields on Competition {
  id
  name
  image
  description
  status
  public
  currentScore
  version
  viewerIsParticipant
  createdAt
  updatedAt
  winner {
    id
  }
  players {
    id
    username
  }
  rules {
    id
    text
  }
  rounds {
    id
    number
    valid
    score
    winner {
      id
    }
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<TestAddRuleMutation, TestAddRuleMutationVariables>;
export const TestRemoveRuleDocument = new TypedDocumentString(`
    mutation TestRemoveRule($id: ID!) {
  removeRule(ruleId: $id) {
    ...CompetitionTestFields
  }
}
    fragment CompetitionTestFields on Competition {
  id
  name
  image
  description
  status
  public
  currentScore
  version
  viewerIsParticipant
  createdAt
  updatedAt
  winner {
    id
  }
  players {
    id
    username
  }
  rules {
    id
    text
  }
  rounds {
    id
    number
    valid
    score
    winner {
      id
    }
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<TestRemoveRuleMutation, TestRemoveRuleMutationVariables>;
export const TestAddRoundDocument = new TypedDocumentString(`
    mutation TestAddRound($id: ID!, $v: Int) {
  addRound(competitionId: $id, expectedVersion: $v) {
    ...CompetitionTestFields
  }
}
    fragment CompetitionTestFields on Competition {
  id
  name
  image
  description
  status
  public
  currentScore
  version
  viewerIsParticipant
  createdAt
  updatedAt
  winner {
    id
  }
  players {
    id
    username
  }
  rules {
    id
    text
  }
  rounds {
    id
    number
    valid
    score
    winner {
      id
    }
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<TestAddRoundMutation, TestAddRoundMutationVariables>;
export const TestDeleteRoundDocument = new TypedDocumentString(`
    mutation TestDeleteRound($id: ID!) {
  deleteRound(roundId: $id) {
    ...CompetitionTestFields
  }
}
    fragment CompetitionTestFields on Competition {
  id
  name
  image
  description
  status
  public
  currentScore
  version
  viewerIsParticipant
  createdAt
  updatedAt
  winner {
    id
  }
  players {
    id
    username
  }
  rules {
    id
    text
  }
  rounds {
    id
    number
    valid
    score
    winner {
      id
    }
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<TestDeleteRoundMutation, TestDeleteRoundMutationVariables>;
export const TestValidDocument = new TypedDocumentString(`
    mutation TestValid($id: ID!, $valid: Boolean!) {
  setRoundValid(roundId: $id, valid: $valid) {
    ...CompetitionTestFields
  }
}
    fragment CompetitionTestFields on Competition {
  id
  name
  image
  description
  status
  public
  currentScore
  version
  viewerIsParticipant
  createdAt
  updatedAt
  winner {
    id
  }
  players {
    id
    username
  }
  rules {
    id
    text
  }
  rounds {
    id
    number
    valid
    score
    winner {
      id
    }
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<TestValidMutation, TestValidMutationVariables>;
export const TestAddSubDocument = new TypedDocumentString(`
    mutation TestAddSub($id: ID!, $name: String!, $points: Int!, $player: ID, $v: Int) {
  addSubRound(
    roundId: $id
    name: $name
    points: $points
    playerId: $player
    expectedVersion: $v
  ) {
    ...CompetitionTestFields
  }
}
    fragment CompetitionTestFields on Competition {
  id
  name
  image
  description
  status
  public
  currentScore
  version
  viewerIsParticipant
  createdAt
  updatedAt
  winner {
    id
  }
  players {
    id
    username
  }
  rules {
    id
    text
  }
  rounds {
    id
    number
    valid
    score
    winner {
      id
    }
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<TestAddSubMutation, TestAddSubMutationVariables>;
export const TestDeleteSubDocument = new TypedDocumentString(`
    mutation TestDeleteSub($id: ID!) {
  deleteSubRound(subRoundId: $id) {
    ...CompetitionTestFields
  }
}
    fragment CompetitionTestFields on Competition {
  id
  name
  image
  description
  status
  public
  currentScore
  version
  viewerIsParticipant
  createdAt
  updatedAt
  winner {
    id
  }
  players {
    id
    username
  }
  rules {
    id
    text
  }
  rounds {
    id
    number
    valid
    score
    winner {
      id
    }
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<TestDeleteSubMutation, TestDeleteSubMutationVariables>;
export const TestInfoWithoutImageDocument = new TypedDocumentString(`
    mutation TestInfoWithoutImage($id: ID!) {
  updateCompetitionInfo(id: $id, name: "Kart 2", status: ONGOING, public: true) {
    name
    image
    description
  }
}
    `) as unknown as TypedDocumentString<TestInfoWithoutImageMutation, TestInfoWithoutImageMutationVariables>;
export const TestPartialInfoDocument = new TypedDocumentString(`
    mutation TestPartialInfo($id: ID!, $name: String, $description: String, $status: CompetitionStatus, $public: Boolean) {
  updateCompetitionInfo(
    id: $id
    name: $name
    description: $description
    status: $status
    public: $public
  ) {
    name
    image
    description
    status
    public
    version
  }
}
    `) as unknown as TypedDocumentString<TestPartialInfoMutation, TestPartialInfoMutationVariables>;
export const TestScoreDocument = new TypedDocumentString(`
    query TestScore {
  me {
    id
    friends {
      score
      user {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TestScoreQuery, TestScoreQueryVariables>;
export const TestListDocument = new TypedDocumentString(`
    query TestList($status: CompetitionStatus, $friendId: ID) {
  competitions(status: $status, friendId: $friendId) {
    id
    name
    status
    players {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<TestListQuery, TestListQueryVariables>;
export const TestListAllDocument = new TypedDocumentString(`
    query TestListAll {
  competitions {
    ...CompetitionTestFields
  }
}
    fragment CompetitionTestFields on Competition {
  id
  name
  image
  description
  status
  public
  currentScore
  version
  viewerIsParticipant
  createdAt
  updatedAt
  winner {
    id
  }
  players {
    id
    username
  }
  rules {
    id
    text
  }
  rounds {
    id
    number
    valid
    score
    winner {
      id
    }
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<TestListAllQuery, TestListAllQueryVariables>;
export const TestSampleDocument = new TypedDocumentString(`
    query TestSample {
  sampleCompetition {
    id
    public
    currentScore
    winner {
      username
    }
    rounds {
      valid
    }
    players {
      username
    }
  }
}
    `) as unknown as TypedDocumentString<TestSampleQuery, TestSampleQueryVariables>;
export const FaultsAddSubRoundDocument = new TypedDocumentString(`
    mutation FaultsAddSubRound($r: ID!, $n: String!, $p: ID) {
  addSubRound(roundId: $r, name: $n, points: 1, playerId: $p) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<FaultsAddSubRoundMutation, FaultsAddSubRoundMutationVariables>;
export const FaultsCompetitionDocument = new TypedDocumentString(`
    query FaultsCompetition($id: ID!) {
  competition(id: $id) {
    id
    version
    rounds {
      id
      subRounds {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FaultsCompetitionQuery, FaultsCompetitionQueryVariables>;
export const FaultsChangedDocument = new TypedDocumentString(`
    subscription FaultsChanged($id: ID!) {
  competitionChanged(id: $id) {
    competition {
      id
      version
    }
  }
}
    `) as unknown as TypedDocumentString<FaultsChangedSubscription, FaultsChangedSubscriptionVariables>;
export const FaultsMineChangedDocument = new TypedDocumentString(`
    subscription FaultsMineChanged {
  myCompetitionsChanged {
    competition {
      id
      version
    }
  }
}
    `) as unknown as TypedDocumentString<FaultsMineChangedSubscription, FaultsMineChangedSubscriptionVariables>;
export const FaultsMeChangedDocument = new TypedDocumentString(`
    subscription FaultsMeChanged {
  meChanged {
    id
  }
}
    `) as unknown as TypedDocumentString<FaultsMeChangedSubscription, FaultsMeChangedSubscriptionVariables>;
export const FaultsViewersDocument = new TypedDocumentString(`
    subscription FaultsViewers($id: ID!) {
  competitionViewers(id: $id) {
    id
    username
  }
}
    `) as unknown as TypedDocumentString<FaultsViewersSubscription, FaultsViewersSubscriptionVariables>;
export const FaultsPresenceDocument = new TypedDocumentString(`
    subscription FaultsPresence($id: ID!) {
  competitionPresence(id: $id) {
    count
  }
}
    `) as unknown as TypedDocumentString<FaultsPresenceSubscription, FaultsPresenceSubscriptionVariables>;
export const FriendsOfMeDocument = new TypedDocumentString(`
    query FriendsOfMe {
  me {
    id
    friends {
      status
      score
      isTestFriend
      user {
        id
        username
        deleted
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FriendsOfMeQuery, FriendsOfMeQueryVariables>;
export const FriendsChangedDocument = new TypedDocumentString(`
    subscription FriendsChanged {
  meChanged {
    id
    friends {
      status
      user {
        id
        username
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FriendsChangedSubscription, FriendsChangedSubscriptionVariables>;
export const GoogleMeDocument = new TypedDocumentString(`
    query GoogleMe {
  me {
    id
    email
    profilePic
    hasGoogle
    hasPassword
    usernameChosen
  }
}
    `) as unknown as TypedDocumentString<GoogleMeQuery, GoogleMeQueryVariables>;
export const HygieneRulesDocument = new TypedDocumentString(`
    query HygieneRules($c: ID!) {
  competition(id: $c) {
    id
    rules {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<HygieneRulesQuery, HygieneRulesQueryVariables>;
export const LiveFeedChangedDocument = new TypedDocumentString(`
    subscription LiveFeedChanged($id: ID!) {
  competitionChanged(id: $id) {
    deletedId
    competition {
      id
      version
      public
      viewerIsParticipant
      rules {
        text
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LiveFeedChangedSubscription, LiveFeedChangedSubscriptionVariables>;
export const LiveFeedCurrentDocument = new TypedDocumentString(`
    subscription LiveFeedCurrent($id: ID!) {
  competitionChanged(id: $id, current: true) {
    version
    round {
      id
    }
    competition {
      id
      version
      rules {
        text
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LiveFeedCurrentSubscription, LiveFeedCurrentSubscriptionVariables>;
export const LiveFeedMeChangedDocument = new TypedDocumentString(`
    subscription LiveFeedMeChanged {
  meChanged(current: true) {
    id
    friends {
      status
      user {
        username
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LiveFeedMeChangedSubscription, LiveFeedMeChangedSubscriptionVariables>;
export const LiveFeedAddRuleDocument = new TypedDocumentString(`
    mutation LiveFeedAddRule($id: ID!, $t: String!) {
  addRule(competitionId: $id, text: $t) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<LiveFeedAddRuleMutation, LiveFeedAddRuleMutationVariables>;
export const LiveAddRuleDocument = new TypedDocumentString(`
    mutation LiveAddRule($id: ID!, $t: String!) {
  addRule(competitionId: $id, text: $t) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<LiveAddRuleMutation, LiveAddRuleMutationVariables>;
export const LiveCompetitionChangedDocument = new TypedDocumentString(`
    subscription LiveCompetitionChanged($id: ID!) {
  competitionChanged(id: $id) {
    deletedId
    competition {
      id
      version
      rules {
        text
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LiveCompetitionChangedSubscription, LiveCompetitionChangedSubscriptionVariables>;
export const LiveViewersDocument = new TypedDocumentString(`
    subscription LiveViewers($id: ID!) {
  competitionViewers(id: $id) {
    id
    username
  }
}
    `) as unknown as TypedDocumentString<LiveViewersSubscription, LiveViewersSubscriptionVariables>;
export const LivePresenceDocument = new TypedDocumentString(`
    subscription LivePresence($id: ID!) {
  competitionPresence(id: $id) {
    count
    viewers {
      id
      username
    }
  }
}
    `) as unknown as TypedDocumentString<LivePresenceSubscription, LivePresenceSubscriptionVariables>;
export const LiveWhoDocument = new TypedDocumentString(`
    subscription LiveWho($id: ID!) {
  competitionChanged(id: $id) {
    deletedId
    by {
      id
      username
    }
  }
}
    `) as unknown as TypedDocumentString<LiveWhoSubscription, LiveWhoSubscriptionVariables>;
export const MultiRulesChangedDocument = new TypedDocumentString(`
    subscription MultiRulesChanged($id: ID!) {
  competitionChanged(id: $id, current: true) {
    competition {
      id
      version
      rules {
        text
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MultiRulesChangedSubscription, MultiRulesChangedSubscriptionVariables>;
export const MultiAddRuleDocument = new TypedDocumentString(`
    mutation MultiAddRule($id: ID!, $t: String!) {
  addRule(competitionId: $id, text: $t) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<MultiAddRuleMutation, MultiAddRuleMutationVariables>;
export const MultiEventsDocument = new TypedDocumentString(`
    subscription MultiEvents($id: ID!) {
  competitionChanged(id: $id, current: true) {
    version
    deletedRoundId
    round {
      id
      number
      valid
      score
      subRounds {
        name
      }
    }
    competition {
      id
      roundCount
      roundResults
    }
  }
}
    `) as unknown as TypedDocumentString<MultiEventsSubscription, MultiEventsSubscriptionVariables>;
export const MultiAddRoundDocument = new TypedDocumentString(`
    mutation MultiAddRound($c: ID!) {
  addRound(competitionId: $c) {
    id
    roundCount
    rounds {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MultiAddRoundMutation, MultiAddRoundMutationVariables>;
export const RoundsReadEdgesDocument = new TypedDocumentString(`
    query RoundsReadEdges($id: ID!, $last: Int!) {
  competition(id: $id) {
    id
    roundCount
    roundResults
    zero: round(number: 0) {
      id
    }
    first: round(number: 1) {
      ...RoundsReadRound
    }
    second: round(number: 2) {
      ...RoundsReadRound
    }
    last: round(number: $last) {
      ...RoundsReadRound
    }
    past: round(number: 1000) {
      id
    }
    rounds {
      ...RoundsReadRound
    }
  }
}
    fragment RoundsReadRound on Round {
  id
  number
  valid
  score
  winner {
    id
  }
  subRounds {
    id
    name
    points
    player {
      id
    }
  }
}`) as unknown as TypedDocumentString<RoundsReadEdgesQuery, RoundsReadEdgesQueryVariables>;
export const RoundsReadAddRoundDocument = new TypedDocumentString(`
    mutation RoundsReadAddRound($id: ID!) {
  addRound(competitionId: $id) {
    id
    rounds {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<RoundsReadAddRoundMutation, RoundsReadAddRoundMutationVariables>;
export const RoundsReadValidateDocument = new TypedDocumentString(`
    mutation RoundsReadValidate($id: ID!) {
  setRoundValid(roundId: $id, valid: true) {
    roundCount
    roundResults
    round(number: 4) {
      ...RoundsReadRound
    }
  }
}
    fragment RoundsReadRound on Round {
  id
  number
  valid
  score
  winner {
    id
  }
  subRounds {
    id
    name
    points
    player {
      id
    }
  }
}`) as unknown as TypedDocumentString<RoundsReadValidateMutation, RoundsReadValidateMutationVariables>;
export const RoundsReadActivityDocument = new TypedDocumentString(`
    query RoundsReadActivity($id: ID!) {
  competition(id: $id) {
    id
    activity(first: 2) {
      edges {
        node {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RoundsReadActivityQuery, RoundsReadActivityQueryVariables>;
export const SessionSocketsMeDocument = new TypedDocumentString(`
    query SessionSocketsMe {
  me {
    id
    email
    theme
  }
}
    `) as unknown as TypedDocumentString<SessionSocketsMeQuery, SessionSocketsMeQueryVariables>;
export const SubscriptionCompetitionChangedDocument = new TypedDocumentString(`
    subscription SubscriptionCompetitionChanged($id: ID!) {
  competitionChanged(id: $id) {
    deletedId
    competition {
      id
      name
      version
      rounds {
        number
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SubscriptionCompetitionChangedSubscription, SubscriptionCompetitionChangedSubscriptionVariables>;
export const TestCreateCompetitionDocument = new TypedDocumentString(`
    mutation TestCreateCompetition($name: String!, $o: ID!) {
  createCompetition(name: $name, opponentId: $o) {
    id
    version
    rounds {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<TestCreateCompetitionMutation, TestCreateCompetitionMutationVariables>;
export const TestSendFriendRequestDocument = new TypedDocumentString(`
    mutation TestSendFriendRequest($u: String!) {
  sendFriendRequest(username: $u) {
    id
  }
}
    `) as unknown as TypedDocumentString<TestSendFriendRequestMutation, TestSendFriendRequestMutationVariables>;
export const TestAcceptFriendRequestDocument = new TypedDocumentString(`
    mutation TestAcceptFriendRequest($id: ID!) {
  acceptFriendRequest(userId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<TestAcceptFriendRequestMutation, TestAcceptFriendRequestMutationVariables>;
export const TestSignUpDocument = new TypedDocumentString(`
    mutation TestSignUp($email: String!, $password: String!) {
  signUp(email: $email, password: $password) {
    id
    username
  }
}
    `) as unknown as TypedDocumentString<TestSignUpMutation, TestSignUpMutationVariables>;
export const TestChooseUsernameDocument = new TypedDocumentString(`
    mutation TestChooseUsername($u: String!) {
  chooseUsername(username: $u) {
    id
  }
}
    `) as unknown as TypedDocumentString<TestChooseUsernameMutation, TestChooseUsernameMutationVariables>;
export const WebSocketMeChangedDocument = new TypedDocumentString(`
    subscription WebSocketMeChanged {
  meChanged {
    id
    username
  }
}
    `) as unknown as TypedDocumentString<WebSocketMeChangedSubscription, WebSocketMeChangedSubscriptionVariables>;
export const AccessibilityFurnishDocument = new TypedDocumentString(`
    mutation AccessibilityFurnish($id: ID!) {
  addRule(competitionId: $id, text: "Items on, no blue shells") {
    id
  }
  updateCompetitionInfo(
    id: $id
    name: "Mario Kart 2026"
    description: "Every Friday night"
    status: ONGOING
    public: true
  ) {
    id
    rounds {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AccessibilityFurnishMutation, AccessibilityFurnishMutationVariables>;
export const AccountsPageMeDocument = new TypedDocumentString(`
    query AccountsPageMe {
  me {
    id
    username
    theme
    friends {
      status
      isTestFriend
      user {
        id
        username
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccountsPageMeQuery, AccountsPageMeQueryVariables>;
export const PagesCreateCompetitionDocument = new TypedDocumentString(`
    mutation PagesCreateCompetition($n: String!, $o: ID!) {
  createCompetition(name: $n, opponentId: $o) {
    id
  }
}
    `) as unknown as TypedDocumentString<PagesCreateCompetitionMutation, PagesCreateCompetitionMutationVariables>;
export const PagesRoundsDocument = new TypedDocumentString(`
    query PagesRounds($id: ID!) {
  competition(id: $id) {
    id
    rounds {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PagesRoundsQuery, PagesRoundsQueryVariables>;
export const PagesInfoDocument = new TypedDocumentString(`
    query PagesInfo($id: ID!) {
  competition(id: $id) {
    id
    name
    description
    public
  }
}
    `) as unknown as TypedDocumentString<PagesInfoQuery, PagesInfoQueryVariables>;
export const LiveStandingDocument = new TypedDocumentString(`
    query LiveStanding($id: ID!) {
  competition(id: $id) {
    id
    currentScore
    rounds {
      id
      score
      subRounds {
        id
        name
        points
        player {
          id
          username
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LiveStandingQuery, LiveStandingQueryVariables>;