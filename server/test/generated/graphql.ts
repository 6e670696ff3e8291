/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What a change to a competition did. */
export type ActivityKind =
  /** The competition was created. */
  | 'COMPETITION_CREATED'
  /** Its name, image, description, status or visibility changed. */
  | 'INFO_UPDATED'
  /** A round was added. */
  | 'ROUND_ADDED'
  /** A round was deleted, with its sub-rounds. */
  | 'ROUND_DELETED'
  /** A round was marked valid or not valid. */
  | 'ROUND_VALIDITY_CHANGED'
  /** A rule was added. */
  | 'RULE_ADDED'
  /** A rule was removed. */
  | 'RULE_REMOVED'
  /** A sub-round was added. */
  | 'SUB_ROUND_ADDED'
  /** A sub-round was deleted. */
  | 'SUB_ROUND_DELETED'
  /** An earlier entry was undone (or, when that entry was an undo itself, redone). */
  | 'UNDO';

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

export type BenchLiveIdleSocketsInfoMutationVariables = Exact<{
  c: string | number;
}>;


export type BenchLiveIdleSocketsInfoMutation = { updateCompetitionInfo: { id: string } };

export type BenchSeedAddSubRoundMutationVariables = Exact<{
  r: string | number;
  n: string;
  p: number;
  pl?: string | number | null | undefined;
}>;


export type BenchSeedAddSubRoundMutation = { addSubRound: { id: string } };

export type BenchSeedSetRoundValidMutationVariables = Exact<{
  r: string | number;
  v: boolean;
}>;


export type BenchSeedSetRoundValidMutation = { setRoundValid: { id: string } };

export type BenchSeedAddRuleMutationVariables = Exact<{
  c: string | number;
  t: string;
}>;


export type BenchSeedAddRuleMutation = { addRule: { id: string } };

export type BenchSeedBigInfoMutationVariables = Exact<{
  c: string | number;
  n: string;
  i?: string | null | undefined;
  d?: string | null | undefined;
  p: boolean;
}>;


export type BenchSeedBigInfoMutation = { updateCompetitionInfo: { id: string } };

export type BenchSeedSetPictureMutationVariables = Exact<{
  u: string;
  p?: string | null | undefined;
}>;


export type BenchSeedSetPictureMutation = { updateProfile: { id: string } };

export type BenchSeedCompleteMutationVariables = Exact<{
  c: string | number;
  n: string;
}>;


export type BenchSeedCompleteMutation = { updateCompetitionInfo: { id: string } };

export type AccountMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountMeQuery = { me: { id: string, username: string, email: string | null, profilePic: string | null, theme: Theme, hasPassword: boolean, hasGoogle: boolean } | null };

export type AccountSetThemeMutationVariables = Exact<{
  theme: Theme;
}>;


export type AccountSetThemeMutation = { setTheme: { theme: Theme } };

export type AccountPublicUserQueryVariables = Exact<{
  u: string;
}>;


export type AccountPublicUserQuery = { user: { id: string, deleted: boolean } | null };

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

export type AnswerCacheCompetitionQueryVariables = Exact<{
  id: string | number;
}>;


export type AnswerCacheCompetitionQuery = { competition: { id: string, version: number, name: string, players: Array<{ id: string, username: string }>, rounds: Array<{ id: string, subRounds: Array<{ name: string, points: number }> }> } };

export type AnswerCacheFriendsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnswerCacheFriendsQuery = { me: { friends: Array<{ status: FriendshipStatus, user: { username: string } }> } | null };

export type AnswerCacheAddSubRoundMutationVariables = Exact<{
  roundId: string | number;
  name: string;
}>;


export type AnswerCacheAddSubRoundMutation = { addSubRound: { id: string, version: number } };

export type AnswerCacheRenameMutationVariables = Exact<{
  username: string;
}>;


export type AnswerCacheRenameMutation = { updateProfile: { username: string } };

export type ClientMutationIdCompetitionFragment = { id: string, name: string, version: number, currentScore: Array<number>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, subRounds: Array<{ id: string, name: string }> }> };

export type ClientMutationIdReadQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientMutationIdReadQuery = { competition: { id: string, name: string, version: number, currentScore: Array<number>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, subRounds: Array<{ id: string, name: string }> }> } };

export type ClientMutationIdNamesOfMineQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientMutationIdNamesOfMineQuery = { competitions: Array<{ name: string }> };

export type ClientMutationIdCreateMutationVariables = Exact<{
  name: string;
  o: string | number;
  m?: string | number | null | undefined;
}>;


export type ClientMutationIdCreateMutation = { createCompetition: { id: string, name: string, version: number, currentScore: Array<number>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, subRounds: Array<{ id: string, name: string }> }> } };

export type ClientMutationIdUpdateInfoMutationVariables = Exact<{
  id: string | number;
  name: string;
  m?: string | number | null | undefined;
}>;


export type ClientMutationIdUpdateInfoMutation = { updateCompetitionInfo: { id: string, name: string, version: number, currentScore: Array<number>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, subRounds: Array<{ id: string, name: string }> }> } };

export type ClientMutationIdDeleteCompetitionMutationVariables = Exact<{
  id: string | number;
  m?: string | number | null | undefined;
}>;


export type ClientMutationIdDeleteCompetitionMutation = { deleteCompetition: string };

export type ClientMutationIdAddRuleMutationVariables = Exact<{
  id: string | number;
  text: string;
  m?: string | number | null | undefined;
}>;


export type ClientMutationIdAddRuleMutation = { addRule: { id: string, name: string, version: number, currentScore: Array<number>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, subRounds: Array<{ id: string, name: string }> }> } };

export type ClientMutationIdRemoveRuleMutationVariables = Exact<{
  id: string | number;
  m?: string | number | null | undefined;
}>;


export type ClientMutationIdRemoveRuleMutation = { removeRule: { id: string, name: string, version: number, currentScore: Array<number>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, subRounds: Array<{ id: string, name: string }> }> } };

export type ClientMutationIdAddRoundMutationVariables = Exact<{
  id: string | number;
  m?: string | number | null | undefined;
  v?: number | null | undefined;
}>;


export type ClientMutationIdAddRoundMutation = { addRound: { id: string, name: string, version: number, currentScore: Array<number>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, subRounds: Array<{ id: string, name: string }> }> } };

export type ClientMutationIdDeleteRoundMutationVariables = Exact<{
  id: string | number;
  m?: string | number | null | undefined;
}>;


export type ClientMutationIdDeleteRoundMutation = { deleteRound: { id: string, name: string, version: number, currentScore: Array<number>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, subRounds: Array<{ id: string, name: string }> }> } };

export type ClientMutationIdSetRoundValidMutationVariables = Exact<{
  id: string | number;
  valid: boolean;
  m?: string | number | null | undefined;
}>;


export type ClientMutationIdSetRoundValidMutation = { setRoundValid: { id: string, name: string, version: number, currentScore: Array<number>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, subRounds: Array<{ id: string, name: string }> }> } };

export type ClientMutationIdAddSubRoundMutationVariables = Exact<{
  id: string | number;
  name: string;
  m?: string | number | null | undefined;
}>;


export type ClientMutationIdAddSubRoundMutation = { addSubRound: { id: string, name: string, version: number, currentScore: Array<number>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, subRounds: Array<{ id: string, name: string }> }> } };

export type ClientMutationIdDeleteSubRoundMutationVariables = Exact<{
  id: string | number;
  m?: string | number | null | undefined;
}>;


export type ClientMutationIdDeleteSubRoundMutation = { deleteSubRound: { id: string, name: string, version: number, currentScore: Array<number>, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, subRounds: Array<{ id: string, name: string }> }> } };

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

export type CompetitionsRefusedEditMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  image?: string | null | undefined;
  description?: string | null | undefined;
  status?: CompetitionStatus | null | undefined;
  public?: boolean | null | undefined;
}>;


export type CompetitionsRefusedEditMutation = { updateCompetitionInfo: { id: string } };

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

export type ConcurrencyCompetitionFragment = { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> };

export type ConcurrencyReadQueryVariables = Exact<{
  id: string | number;
}>;


export type ConcurrencyReadQuery = { competition: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type ConcurrencyAddSubRoundMutationVariables = Exact<{
  a: string | number;
  n: string;
  p: number;
  pl?: string | number | null | undefined;
}>;


export type ConcurrencyAddSubRoundMutation = { addSubRound: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type ConcurrencyDeleteSubRoundMutationVariables = Exact<{
  a: string | number;
}>;


export type ConcurrencyDeleteSubRoundMutation = { deleteSubRound: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type ConcurrencyAddRuleMutationVariables = Exact<{
  a: string | number;
  n: string;
}>;


export type ConcurrencyAddRuleMutation = { addRule: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type ConcurrencyRemoveRuleMutationVariables = Exact<{
  a: string | number;
}>;


export type ConcurrencyRemoveRuleMutation = { removeRule: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type ConcurrencySetRoundValidMutationVariables = Exact<{
  a: string | number;
  v: boolean;
}>;


export type ConcurrencySetRoundValidMutation = { setRoundValid: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type ConcurrencyAddRoundMutationVariables = Exact<{
  a: string | number;
}>;


export type ConcurrencyAddRoundMutation = { addRound: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type ConcurrencyDeleteRoundMutationVariables = Exact<{
  a: string | number;
}>;


export type ConcurrencyDeleteRoundMutation = { deleteRound: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

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

export type DatabaseFaultsPublishMutationVariables = Exact<{
  id: string | number;
}>;


export type DatabaseFaultsPublishMutation = { updateCompetitionInfo: { version: number } };

export type EditStatementsReadQueryVariables = Exact<{
  c: string | number;
}>;


export type EditStatementsReadQuery = { competition: { rules: Array<{ id: string }>, rounds: Array<{ id: string, subRounds: Array<{ id: string }> }> } };

export type EditStatementsAddSubRoundMutationVariables = Exact<{
  r: string | number;
}>;


export type EditStatementsAddSubRoundMutation = { addSubRound: { id: string } };

export type EditStatementsAddRoundMutationVariables = Exact<{
  c: string | number;
}>;


export type EditStatementsAddRoundMutation = { addRound: { id: string } };

export type EditStatementsSetRoundValidMutationVariables = Exact<{
  r: string | number;
}>;


export type EditStatementsSetRoundValidMutation = { setRoundValid: { id: string } };

export type EditStatementsAddRuleMutationVariables = Exact<{
  c: string | number;
}>;


export type EditStatementsAddRuleMutation = { addRule: { id: string } };

export type EditStatementsUpdateInfoMutationVariables = Exact<{
  c: string | number;
  name?: string | null | undefined;
  status?: CompetitionStatus | null | undefined;
  public?: boolean | null | undefined;
}>;


export type EditStatementsUpdateInfoMutation = { updateCompetitionInfo: { id: string } };

export type EditStatementsDeleteSubRoundMutationVariables = Exact<{
  s: string | number;
}>;


export type EditStatementsDeleteSubRoundMutation = { deleteSubRound: { id: string } };

export type EditStatementsDeleteRoundMutationVariables = Exact<{
  r: string | number;
}>;


export type EditStatementsDeleteRoundMutation = { deleteRound: { id: string } };

export type EditStatementsRemoveRuleMutationVariables = Exact<{
  r: string | number;
}>;


export type EditStatementsRemoveRuleMutation = { removeRule: { id: string } };

export type EditStatementsDeleteCompetitionMutationVariables = Exact<{
  c: string | number;
}>;


export type EditStatementsDeleteCompetitionMutation = { deleteCompetition: string };

export type EditStatementsLatestEntryQueryVariables = Exact<{
  c: string | number;
}>;


export type EditStatementsLatestEntryQuery = { competition: { activity: { edges: Array<{ node: { id: string } }> } } };

export type EditStatementsUndoMutationVariables = Exact<{
  a: string | number;
}>;


export type EditStatementsUndoMutation = { undoActivity: { id: string } };

export type MaskingSetThemeMutationVariables = Exact<{ [key: string]: never; }>;


export type MaskingSetThemeMutation = { setTheme: { id: string } };

export type ExportTestFieldsQueryVariables = Exact<{
  id: string | number;
}>;


export type ExportTestFieldsQuery = { competition: { id: string, name: string, image: string | null, description: string, status: CompetitionStatus, public: boolean, version: number, createdAt: string, updatedAt: string, completedAt: string | null, currentScore: Array<number>, players: Array<{ id: string, username: string, profilePic: string | null, deleted: boolean }>, winner: { id: string, username: string, profilePic: string | null, deleted: boolean } | null, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string, username: string, profilePic: string | null, deleted: boolean } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string, username: string, profilePic: string | null, deleted: boolean } | null }> }> } };

export type ExportTestActivityQueryVariables = Exact<{
  id: string | number;
}>;


export type ExportTestActivityQuery = { competition: { activity: { edges: Array<{ node: { id: string, at: string, kind: ActivityKind, summary: string, version: number, actor: { id: string, username: string, profilePic: string | null, deleted: boolean }, undoneBy: { id: string } | null, undoes: { id: string } | null } }> } } };

export type ExportTestAddRoundMutationVariables = Exact<{
  id: string | number;
}>;


export type ExportTestAddRoundMutation = { addRound: { id: string, rounds: Array<{ id: string, subRounds: Array<{ id: string }> }> } };

export type ExportTestAddSubRoundMutationVariables = Exact<{
  id: string | number;
  name: string;
  points: number;
  player?: string | number | null | undefined;
}>;


export type ExportTestAddSubRoundMutation = { addSubRound: { id: string } };

export type ExportTestSetInfoMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  public?: boolean | null | undefined;
}>;


export type ExportTestSetInfoMutation = { updateCompetitionInfo: { id: string } };

export type ExportTestSetRoundValidMutationVariables = Exact<{
  id: string | number;
}>;


export type ExportTestSetRoundValidMutation = { setRoundValid: { id: string } };

export type ExportTestAddRuleMutationVariables = Exact<{
  id: string | number;
}>;


export type ExportTestAddRuleMutation = { addRule: { id: string } };

export type ExportTestTheirsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportTestTheirsQuery = { competitions: Array<{ id: string }> };

export type FriendsOfMeQueryVariables = Exact<{ [key: string]: never; }>;


export type FriendsOfMeQuery = { me: { id: string, friends: Array<{ status: FriendshipStatus, score: Array<number>, isTestFriend: boolean, user: { id: string, username: string, deleted: boolean } }> } | null };

export type FriendsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FriendsChangedSubscription = { meChanged: { id: string, friends: Array<{ status: FriendshipStatus, user: { id: string, username: string } }> } };

export type FriendsSendMutationVariables = Exact<{
  u: string;
}>;


export type FriendsSendMutation = { sendFriendRequest: { id: string } };

export type FriendsAcceptMutationVariables = Exact<{
  id: string | number;
}>;


export type FriendsAcceptMutation = { acceptFriendRequest: { id: string } };

export type FriendsRejectMutationVariables = Exact<{
  id: string | number;
}>;


export type FriendsRejectMutation = { rejectFriendRequest: { id: string } };

export type FriendsCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type FriendsCancelMutation = { cancelFriendRequest: { id: string } };

export type FriendsRemoveMutationVariables = Exact<{
  id: string | number;
}>;


export type FriendsRemoveMutation = { removeFriend: { id: string } };

export type FriendsRenameAnaMutationVariables = Exact<{ [key: string]: never; }>;


export type FriendsRenameAnaMutation = { updateProfile: { id: string } };

export type GoogleMeQueryVariables = Exact<{ [key: string]: never; }>;


export type GoogleMeQuery = { me: { id: string, email: string | null, profilePic: string | null, hasGoogle: boolean, hasPassword: boolean, usernameChosen: boolean } | null };

export type GoogleAppConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type GoogleAppConfigQuery = { appConfig: { googleSignInEnabled: boolean } };

export type HygieneRulesQueryVariables = Exact<{
  c: string | number;
}>;


export type HygieneRulesQuery = { competition: { id: string, rules: Array<{ id: string }> } };

export type LedgerConcurrencyCompetitionFragment = { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, subRounds: Array<{ id: string, points: number, player: { id: string } | null }> }> };

export type LedgerConcurrencyEntryFragment = { id: string, kind: ActivityKind, version: number, undoable: boolean, actor: { id: string }, undoneBy: { id: string } | null, undoes: { id: string, undoneBy: { id: string } | null } | null };

export type LedgerConcurrencyReadQueryVariables = Exact<{
  id: string | number;
}>;


export type LedgerConcurrencyReadQuery = { competition: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, subRounds: Array<{ id: string, points: number, player: { id: string } | null }> }> } };

export type LedgerConcurrencyPageQueryVariables = Exact<{
  id: string | number;
  f?: number | null | undefined;
  a?: string | null | undefined;
}>;


export type LedgerConcurrencyPageQuery = { competition: { activity: { edges: Array<{ node: { id: string, kind: ActivityKind, version: number, undoable: boolean, actor: { id: string }, undoneBy: { id: string } | null, undoes: { id: string, undoneBy: { id: string } | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

export type LedgerConcurrencyUndoMutationVariables = Exact<{
  a: string | number;
}>;


export type LedgerConcurrencyUndoMutation = { undoActivity: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, subRounds: Array<{ id: string, points: number, player: { id: string } | null }> }> } };

export type LedgerConcurrencyAddSubRoundMutationVariables = Exact<{
  a: string | number;
  n: string;
  p: number;
  pl?: string | number | null | undefined;
}>;


export type LedgerConcurrencyAddSubRoundMutation = { addSubRound: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, subRounds: Array<{ id: string, points: number, player: { id: string } | null }> }> } };

export type LedgerConcurrencyDeleteSubRoundMutationVariables = Exact<{
  a: string | number;
}>;


export type LedgerConcurrencyDeleteSubRoundMutation = { deleteSubRound: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, subRounds: Array<{ id: string, points: number, player: { id: string } | null }> }> } };

export type LedgerConcurrencySetRoundValidMutationVariables = Exact<{
  a: string | number;
  v: boolean;
}>;


export type LedgerConcurrencySetRoundValidMutation = { setRoundValid: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, subRounds: Array<{ id: string, points: number, player: { id: string } | null }> }> } };

export type LedgerConcurrencyAddRoundMutationVariables = Exact<{
  a: string | number;
}>;


export type LedgerConcurrencyAddRoundMutation = { addRound: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, subRounds: Array<{ id: string, points: number, player: { id: string } | null }> }> } };

export type LedgerConcurrencyDeleteRoundMutationVariables = Exact<{
  a: string | number;
}>;


export type LedgerConcurrencyDeleteRoundMutation = { deleteRound: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, subRounds: Array<{ id: string, points: number, player: { id: string } | null }> }> } };

export type LedgerConcurrencyAddRuleMutationVariables = Exact<{
  a: string | number;
  n: string;
}>;


export type LedgerConcurrencyAddRuleMutation = { addRule: { id: string, version: number, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string }>, rounds: Array<{ id: string, valid: boolean, score: Array<number>, subRounds: Array<{ id: string, points: number, player: { id: string } | null }> }> } };

export type LedgerTestEntryFragment = { id: string, kind: ActivityKind, version: number, summary: string, undoable: boolean, actor: { id: string }, undoneBy: { id: string } | null, undoes: { id: string } | null };

export type LedgerTestCompetitionFragment = { id: string, version: number, name: string, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> };

export type LedgerTestReadQueryVariables = Exact<{
  c: string | number;
}>;


export type LedgerTestReadQuery = { competition: { id: string, version: number, name: string, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type LedgerTestActivityQueryVariables = Exact<{
  c: string | number;
  f?: number | null | undefined;
  a?: string | null | undefined;
}>;


export type LedgerTestActivityQuery = { competition: { id: string, activity: { edges: Array<{ cursor: string, node: { id: string, kind: ActivityKind, version: number, summary: string, undoable: boolean, actor: { id: string }, undoneBy: { id: string } | null, undoes: { id: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

export type LedgerTestUndoMutationVariables = Exact<{
  id: string | number;
  v?: number | null | undefined;
}>;


export type LedgerTestUndoMutation = { undoActivity: { id: string, version: number, name: string, description: string, status: CompetitionStatus, public: boolean, currentScore: Array<number>, winner: { id: string } | null, rules: Array<{ id: string, text: string }>, rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type LedgerTestAddRoundMutationVariables = Exact<{
  c: string | number;
}>;


export type LedgerTestAddRoundMutation = { addRound: { id: string } };

export type LedgerTestDeleteRoundMutationVariables = Exact<{
  r: string | number;
}>;


export type LedgerTestDeleteRoundMutation = { deleteRound: { id: string } };

export type LedgerTestSetValidMutationVariables = Exact<{
  r: string | number;
  v: boolean;
}>;


export type LedgerTestSetValidMutation = { setRoundValid: { id: string } };

export type LedgerTestAddSubRoundMutationVariables = Exact<{
  r: string | number;
  n: string;
  p: number;
  pl?: string | number | null | undefined;
}>;


export type LedgerTestAddSubRoundMutation = { addSubRound: { id: string } };

export type LedgerTestDeleteSubRoundMutationVariables = Exact<{
  s: string | number;
}>;


export type LedgerTestDeleteSubRoundMutation = { deleteSubRound: { id: string } };

export type LedgerTestAddRuleMutationVariables = Exact<{
  c: string | number;
  t: string;
}>;


export type LedgerTestAddRuleMutation = { addRule: { id: string } };

export type LedgerTestRemoveRuleMutationVariables = Exact<{
  r: string | number;
}>;


export type LedgerTestRemoveRuleMutation = { removeRule: { id: string } };

export type LedgerTestInfoMutationVariables = Exact<{
  c: string | number;
  name?: string | null | undefined;
  description?: string | null | undefined;
  status?: CompetitionStatus | null | undefined;
  public?: boolean | null | undefined;
}>;


export type LedgerTestInfoMutation = { updateCompetitionInfo: { id: string } };

export type LedgerTestStaleAddRuleMutationVariables = Exact<{
  c: string | number;
}>;


export type LedgerTestStaleAddRuleMutation = { addRule: { id: string } };

export type LedgerTestEmptyNameMutationVariables = Exact<{
  c: string | number;
}>;


export type LedgerTestEmptyNameMutation = { updateCompetitionInfo: { id: string } };

export type LedgerTestRepeatedAddRuleMutationVariables = Exact<{
  c: string | number;
}>;


export type LedgerTestRepeatedAddRuleMutation = { addRule: { id: string } };

export type LedgerTestCompetitionChangedSubscriptionVariables = Exact<{
  c: string | number;
}>;


export type LedgerTestCompetitionChangedSubscription = { competitionChanged: { version: number, activity: { kind: ActivityKind, version: number, summary: string, undoable: boolean, actor: { id: string } } | null } };

export type LedgerTestMyCompetitionsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LedgerTestMyCompetitionsChangedSubscription = { myCompetitionsChanged: { version: number, activity: { kind: ActivityKind, version: number } | null } };

export type LedgerTestActorsQueryVariables = Exact<{
  c: string | number;
}>;


export type LedgerTestActorsQuery = { competition: { id: string, activity: { edges: Array<{ node: { kind: ActivityKind, actor: { id: string, deleted: boolean } } }> } } };

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

export type LiveFeedRemoveFriendMutationVariables = Exact<{
  id: string | number;
}>;


export type LiveFeedRemoveFriendMutation = { removeFriend: { id: string } };

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

export type MetricsCompetitionNameQueryVariables = Exact<{
  id: string | number;
}>;


export type MetricsCompetitionNameQuery = { competition: { name: string } };

export type MetricsCompetitionChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type MetricsCompetitionChangedSubscription = { competitionChanged: { competition: { version: number } | null } };

export type MetricsAnyNameAtAllQueryVariables = Exact<{ [key: string]: never; }>;


export type MetricsAnyNameAtAllQuery = { viewer: { id: string } | null };

export type MetricsAddRuleOverSocketMutationVariables = Exact<{
  id: string | number;
}>;


export type MetricsAddRuleOverSocketMutation = { addRule: { version: number } };

export type MetricsAddRuleSignedOutMutationVariables = Exact<{
  id: string | number;
}>;


export type MetricsAddRuleSignedOutMutation = { addRule: { version: number } };

export type MetricsPeekQueryVariables = Exact<{
  id: string | number;
}>;


export type MetricsPeekQuery = { competition: { id: string } };

export type MetricsAddRuleTwoLapsMutationVariables = Exact<{
  id: string | number;
}>;


export type MetricsAddRuleTwoLapsMutation = { addRule: { version: number } };

export type MultiInstanceRulesChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type MultiInstanceRulesChangedSubscription = { competitionChanged: { version: number, competition: { id: string, version: number, rules: Array<{ text: string }> } | null } };

export type MultiInstanceEventsSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type MultiInstanceEventsSubscription = { competitionChanged: { version: number, deletedRoundId: string | null, round: { id: string, number: number, valid: boolean, score: Array<number>, subRounds: Array<{ name: string }> } | null, competition: { id: string, roundCount: number, roundResults: Array<number> } | null } };

export type MultiInstanceAddRoundMutationVariables = Exact<{
  c: string | number;
}>;


export type MultiInstanceAddRoundMutation = { addRound: { id: string, roundCount: number, rounds: Array<{ id: string }> } };

export type MultiInstanceAddSubRoundMutationVariables = Exact<{
  r: string | number;
  n: string;
  p?: string | number | null | undefined;
}>;


export type MultiInstanceAddSubRoundMutation = { addSubRound: { id: string } };

export type MultiInstanceDeleteRoundMutationVariables = Exact<{
  r: string | number;
}>;


export type MultiInstanceDeleteRoundMutation = { deleteRound: { id: string } };

export type MultiInstanceSetRoundValidMutationVariables = Exact<{
  r: string | number;
}>;


export type MultiInstanceSetRoundValidMutation = { setRoundValid: { id: string } };

export type MultiInstanceAddBlueShellRuleMutationVariables = Exact<{
  c: string | number;
}>;


export type MultiInstanceAddBlueShellRuleMutation = { addRule: { id: string } };

export type RivalryTestPlayedFragment = { id: string, name: string, status: CompetitionStatus, completedAt: string | null, currentScore: Array<number>, players: Array<{ id: string }>, winner: { id: string } | null, rounds: Array<{ valid: boolean, score: Array<number>, winner: { id: string } | null }> };

export type RivalryTestMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RivalryTestMeQuery = { me: { id: string, rating: number, record: { wins: number, losses: number, draws: number }, friends: Array<{ status: FriendshipStatus, score: Array<number>, user: { id: string }, rivalry: { competitions: number, ongoing: number, points: Array<number>, streak: number, longestStreak: number, rating: number, opponentRating: number, winProbability: number, opponent: { id: string, username: string, profilePic: string | null, deleted: boolean }, record: { wins: number, losses: number, draws: number }, rounds: { wins: number, losses: number, draws: number }, timeline: Array<{ completedAt: string, score: Array<number>, rating: number, competition: { id: string, name: string, players: Array<{ id: string }>, winner: { id: string } | null }, winner: { id: string } | null }> } | null }> } | null };

export type RivalryTestCompetitionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RivalryTestCompetitionsQuery = { competitions: Array<{ id: string, name: string, status: CompetitionStatus, completedAt: string | null, currentScore: Array<number>, players: Array<{ id: string }>, winner: { id: string } | null, rounds: Array<{ valid: boolean, score: Array<number>, winner: { id: string } | null }> }> };

export type RivalrySendRequestMutationVariables = Exact<{
  u: string;
}>;


export type RivalrySendRequestMutation = { sendFriendRequest: { id: string } };

export type RivalryRatingOnlyQueryVariables = Exact<{
  u: string;
}>;


export type RivalryRatingOnlyQuery = { rivalry: { rating: number } };

export type RivalryStandingChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RivalryStandingChangedSubscription = { meChanged: { rating: number, record: { wins: number, losses: number, draws: number } } };

export type RivalryTestInfoMutationVariables = Exact<{
  id: string | number;
  status?: CompetitionStatus | null | undefined;
  name?: string | null | undefined;
}>;


export type RivalryTestInfoMutation = { updateCompetitionInfo: { id: string, status: CompetitionStatus, completedAt: string | null } };

export type RivalryTestSubMutationVariables = Exact<{
  r: string | number;
  p?: string | number | null | undefined;
  points: number;
}>;


export type RivalryTestSubMutation = { addSubRound: { id: string } };

export type RivalryTestValidMutationVariables = Exact<{
  r: string | number;
}>;


export type RivalryTestValidMutation = { setRoundValid: { id: string } };

export type RivalryTestAddRoundMutationVariables = Exact<{
  c: string | number;
}>;


export type RivalryTestAddRoundMutation = { addRound: { id: string, rounds: Array<{ id: string }> } };

export type RivalryTestDeleteMutationVariables = Exact<{
  c: string | number;
}>;


export type RivalryTestDeleteMutation = { deleteCompetition: string };

export type RivalryTestUndoMutationVariables = Exact<{
  a: string | number;
}>;


export type RivalryTestUndoMutation = { undoActivity: { id: string, status: CompetitionStatus, completedAt: string | null } };

export type RivalryTestLastEntryQueryVariables = Exact<{
  c: string | number;
}>;


export type RivalryTestLastEntryQuery = { competition: { id: string, activity: { edges: Array<{ node: { id: string } }> } } };

export type RivalryTestRoundsQueryVariables = Exact<{
  c: string | number;
}>;


export type RivalryTestRoundsQuery = { competition: { id: string, rounds: Array<{ id: string }> } };

export type RivalryTestFriendsQueryVariables = Exact<{ [key: string]: never; }>;


export type RivalryTestFriendsQuery = { me: { id: string, friends: Array<{ status: FriendshipStatus, user: { id: string }, rivalry: { rating: number } | null }> } | null };

export type RivalryTestSummaryQueryVariables = Exact<{
  u: string;
}>;


export type RivalryTestSummaryQuery = { rivalry: { competitions: number, rating: number, opponentRating: number, record: { wins: number }, timeline: Array<{ rating: number }> } };

export type RivalryTestRemoveFriendMutationVariables = Exact<{
  id: string | number;
}>;


export type RivalryTestRemoveFriendMutation = { removeFriend: { id: string } };

export type RivalryTestCompetitionChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type RivalryTestCompetitionChangedSubscription = { competitionChanged: { competition: { status: CompetitionStatus, completedAt: string | null } | null } };

export type RivalryTestMyCompetitionsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RivalryTestMyCompetitionsChangedSubscription = { myCompetitionsChanged: { competition: { id: string, completedAt: string | null } | null } };

export type RoundsReadRoundFragment = { id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> };

export type RoundsReadDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type RoundsReadDetailsQuery = { competition: { id: string, name: string, version: number, status: CompetitionStatus, public: boolean, description: string, createdAt: string, updatedAt: string, currentScore: Array<number>, viewerIsParticipant: boolean, roundCount: number, roundResults: Array<number>, winner: { id: string } | null, players: Array<{ id: string, username: string, profilePic: string | null }>, rules: Array<{ id: string, text: string }>, round: { id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> } | null } };

export type RoundsReadEveryRoundQueryVariables = Exact<{
  id: string | number;
}>;


export type RoundsReadEveryRoundQuery = { competition: { rounds: Array<{ id: string, number: number, valid: boolean, score: Array<number>, winner: { id: string } | null, subRounds: Array<{ id: string, name: string, points: number, player: { id: string } | null }> }> } };

export type RoundsReadCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type RoundsReadCardsQuery = { competitions: Array<{ id: string, name: string, image: string | null, status: CompetitionStatus, currentScore: Array<number>, players: Array<{ id: string, username: string, profilePic: string | null }> }> };

export type RoundsReadFriendsQueryVariables = Exact<{ [key: string]: never; }>;


export type RoundsReadFriendsQuery = { me: { id: string, friends: Array<{ status: FriendshipStatus, score: Array<number>, isTestFriend: boolean, user: { id: string, username: string, profilePic: string | null, deleted: boolean } }> } | null };

export type RoundsReadCompleteMutationVariables = Exact<{
  id: string | number;
}>;


export type RoundsReadCompleteMutation = { updateCompetitionInfo: { id: string } };

export type RoundsReadStandingQueryVariables = Exact<{ [key: string]: never; }>;


export type RoundsReadStandingQuery = { me: { id: string, rating: number, record: { wins: number, losses: number, draws: number } } | null };

export type RoundsReadFriendsRivalriesQueryVariables = Exact<{ [key: string]: never; }>;


export type RoundsReadFriendsRivalriesQuery = { me: { friends: Array<{ score: Array<number>, user: { id: string, username: string }, rivalry: { rating: number, opponentRating: number, record: { wins: number, losses: number, draws: number } } | null }> } | null };

export type RoundsReadSetValidMutationVariables = Exact<{
  id: string | number;
  v: boolean;
}>;


export type RoundsReadSetValidMutation = { setRoundValid: { id: string } };

export type RoundsReadAddRaceMutationVariables = Exact<{
  r: string | number;
  p: number;
  w?: string | number | null | undefined;
}>;


export type RoundsReadAddRaceMutation = { addSubRound: { id: string } };

export type RoundsReadDeleteRoundMutationVariables = Exact<{
  id: string | number;
}>;


export type RoundsReadDeleteRoundMutation = { deleteRound: { id: string } };

export type RoundsReadUndoMutationVariables = Exact<{
  id: string | number;
}>;


export type RoundsReadUndoMutation = { undoActivity: { id: string } };

export type RoundsReadLinkedEntriesQueryVariables = Exact<{
  id: string | number;
}>;


export type RoundsReadLinkedEntriesQuery = { competition: { activity: { edges: Array<{ node: { id: string, undoneBy: { id: string, undoes: { id: string } | null } | null, undoes: { id: string, undoneBy: { id: string } | null } | null } }> } } };

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

export type ServerMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerMeQuery = { me: { id: string } | null };

export type ServerCompetitionQueryVariables = Exact<{
  id: string | number;
}>;


export type ServerCompetitionQuery = { competition: { id: string } };

export type ServerIntrospectionQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerIntrospectionQuery = { __schema: { types: Array<{ name: string | null, description: string | null, fields: Array<{ name: string, description: string | null }> | null }> } };

export type SessionCacheMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionCacheMeQuery = { me: { id: string, username: string, theme: Theme } | null };

export type SessionCacheSetThemeMutationVariables = Exact<{
  theme: Theme;
}>;


export type SessionCacheSetThemeMutation = { setTheme: { id: string } };

export type SessionSocketsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionSocketsMeQuery = { me: { id: string, email: string | null, theme: Theme } | null };

export type SessionSocketsMeChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SessionSocketsMeChangedSubscription = { meChanged: { id: string, email: string | null, username: string } };

export type SessionSocketsSetThemeMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionSocketsSetThemeMutation = { setTheme: { id: string, theme: Theme } };

export type ShutdownMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ShutdownMeQuery = { me: { id: string } | null };

export type ShutdownAddSubRoundMutationVariables = Exact<{
  r: string | number;
}>;


export type ShutdownAddSubRoundMutation = { addSubRound: { version: number } };

export type SocketChurnCompetitionChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type SocketChurnCompetitionChangedSubscription = { competitionChanged: { version: number, round: { id: string, number: number, subRounds: Array<{ name: string }> } | null, competition: { id: string, version: number, roundCount: number, roundResults: Array<number> } | null } };

export type StoredScoresScoreFragment = { currentScore: Array<number>, winner: { id: string } | null };

export type StoredScoresAddSubRoundMutationVariables = Exact<{
  r: string | number;
  n: string;
  p: number;
  pl?: string | number | null | undefined;
}>;


export type StoredScoresAddSubRoundMutation = { addSubRound: { currentScore: Array<number>, winner: { id: string } | null } };

export type StoredScoresAddUnplayedSubRoundMutationVariables = Exact<{
  r: string | number;
  n: string;
  p: number;
}>;


export type StoredScoresAddUnplayedSubRoundMutation = { addSubRound: { currentScore: Array<number>, winner: { id: string } | null } };

export type StoredScoresSetRoundValidMutationVariables = Exact<{
  r: string | number;
  v: boolean;
}>;


export type StoredScoresSetRoundValidMutation = { setRoundValid: { currentScore: Array<number>, winner: { id: string } | null } };

export type StoredScoresAddRoundMutationVariables = Exact<{
  c: string | number;
}>;


export type StoredScoresAddRoundMutation = { addRound: { currentScore: Array<number>, winner: { id: string } | null } };

export type StoredScoresDeleteSubRoundMutationVariables = Exact<{
  s: string | number;
}>;


export type StoredScoresDeleteSubRoundMutation = { deleteSubRound: { currentScore: Array<number>, winner: { id: string } | null } };

export type StoredScoresDeleteRoundMutationVariables = Exact<{
  r: string | number;
}>;


export type StoredScoresDeleteRoundMutation = { deleteRound: { currentScore: Array<number>, winner: { id: string } | null } };

export type SubscriptionCompetitionChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionCompetitionChangedSubscription = { competitionChanged: { deletedId: string | null, competition: { id: string, name: string, version: number, rounds: Array<{ number: number }> } | null } };

export type TestSignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type TestSignInMutation = { signIn: { id: string } };

export type TestSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type TestSignOutMutation = { signOut: boolean };

export type TestRequestResetMutationVariables = Exact<{
  email: string;
}>;


export type TestRequestResetMutation = { requestPasswordReset: boolean };

export type TestResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type TestResetPasswordMutation = { resetPassword: { id: string } };

export type TestDeleteAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type TestDeleteAccountMutation = { deleteAccount: boolean };

export type TestRenameMutationVariables = Exact<{
  username: string;
}>;


export type TestRenameMutation = { updateProfile: { id: string } };

export type TestCreateCompetitionMutationVariables = Exact<{
  name: string;
  o: string | number;
}>;


export type TestCreateCompetitionMutation = { createCompetition: { id: string, version: number, rounds: Array<{ id: string }> } };

export type TestSupportAddRuleMutationVariables = Exact<{
  id: string | number;
  t: string;
}>;


export type TestSupportAddRuleMutation = { addRule: { id: string, version: number } };

export type TestSupportSetPublicMutationVariables = Exact<{
  id: string | number;
  p: boolean;
}>;


export type TestSupportSetPublicMutation = { updateCompetitionInfo: { version: number } };

export type TestSupportDeleteCompetitionMutationVariables = Exact<{
  id: string | number;
}>;


export type TestSupportDeleteCompetitionMutation = { deleteCompetition: string };

export type TestSendFriendRequestMutationVariables = Exact<{
  u: string;
}>;


export type TestSendFriendRequestMutation = { sendFriendRequest: { id: string } };

export type TestAcceptFriendRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type TestAcceptFriendRequestMutation = { acceptFriendRequest: { id: string } };

export type RivalryTestFieldsFragment = { competitions: number, ongoing: number, points: Array<number>, streak: number, longestStreak: number, rating: number, opponentRating: number, winProbability: number, opponent: { id: string, username: string, profilePic: string | null, deleted: boolean }, record: { wins: number, losses: number, draws: number }, rounds: { wins: number, losses: number, draws: number }, timeline: Array<{ completedAt: string, score: Array<number>, rating: number, competition: { id: string, name: string, players: Array<{ id: string }>, winner: { id: string } | null }, winner: { id: string } | null }> };

export type RivalryTestRivalryQueryVariables = Exact<{
  u: string;
}>;


export type RivalryTestRivalryQuery = { rivalry: { competitions: number, ongoing: number, points: Array<number>, streak: number, longestStreak: number, rating: number, opponentRating: number, winProbability: number, opponent: { id: string, username: string, profilePic: string | null, deleted: boolean }, record: { wins: number, losses: number, draws: number }, rounds: { wins: number, losses: number, draws: number }, timeline: Array<{ completedAt: string, score: Array<number>, rating: number, competition: { id: string, name: string, players: Array<{ id: string }>, winner: { id: string } | null }, winner: { id: string } | null }> } };

export type SetupAddSubRoundMutationVariables = Exact<{
  roundId: string | number;
  name: string;
  points: number;
  playerId?: string | number | null | undefined;
}>;


export type SetupAddSubRoundMutation = { addSubRound: { id: string } };

export type SetupUpdateCompetitionInfoMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  description?: string | null | undefined;
  status?: CompetitionStatus | null | undefined;
  public?: boolean | null | undefined;
}>;


export type SetupUpdateCompetitionInfoMutation = { updateCompetitionInfo: { id: string } };

export type SetupAddRuleMutationVariables = Exact<{
  competitionId: string | number;
  text: string;
}>;


export type SetupAddRuleMutation = { addRule: { id: string } };

export type SetupSetThemeMutationVariables = Exact<{
  theme: Theme;
}>;


export type SetupSetThemeMutation = { setTheme: { id: string } };

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

export type WebsocketLimitsMeChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type WebsocketLimitsMeChangedSubscription = { meChanged: { id: string } };

export type WebsocketLimitsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type WebsocketLimitsMeQuery = { me: { id: string, email: string | null } | null };

export type WebsocketLimitsAppConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type WebsocketLimitsAppConfigQuery = { appConfig: { issuesUrl: string | null } };

export type WebsocketLimitsCompetitionQueryVariables = Exact<{
  id: string | number;
}>;


export type WebsocketLimitsCompetitionQuery = { competition: { id: string } };

export type WebsocketLimitsSignUpMutationVariables = Exact<{
  e: string;
  p: string;
}>;


export type WebsocketLimitsSignUpMutation = { signUp: { id: string } };

export type WebsocketLimitsSignInMutationVariables = Exact<{
  e: string;
  p: string;
}>;


export type WebsocketLimitsSignInMutation = { signIn: { id: string } };

export type WebsocketLimitsResetPasswordMutationVariables = Exact<{ [key: string]: never; }>;


export type WebsocketLimitsResetPasswordMutation = { resetPassword: { id: string } };

export type WebsocketLimitsAliasedDeleteAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type WebsocketLimitsAliasedDeleteAccountMutation = { bye: boolean };

export type WebsocketLimitsSignOutFieldsFragment = { signOut: boolean };

export type WebsocketLimitsSignOutInAFragmentMutationVariables = Exact<{ [key: string]: never; }>;


export type WebsocketLimitsSignOutInAFragmentMutation = { signOut: boolean };

export type E2eAccessibilitySignUpMutationVariables = Exact<{
  e: string;
  p: string;
}>;


export type E2eAccessibilitySignUpMutation = { signUp: { id: string } };

export type AccessibilityFurnishMutationVariables = Exact<{
  id: string | number;
}>;


export type AccessibilityFurnishMutation = { addRule: { id: string }, updateCompetitionInfo: { id: string, rounds: Array<{ id: string }> } };

export type AccountsPageMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountsPageMeQuery = { me: { id: string, username: string, theme: Theme, friends: Array<{ status: FriendshipStatus, isTestFriend: boolean, user: { id: string, username: string } }> } | null };

export type E2eChooseUsernameMeQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eChooseUsernameMeQuery = { me: { id: string, username: string, usernameChosen: boolean } | null };

export type PagesCreateCompetitionMutationVariables = Exact<{
  n: string;
  o: string | number;
}>;


export type PagesCreateCompetitionMutation = { createCompetition: { id: string } };

export type PagesRoundsQueryVariables = Exact<{
  id: string | number;
}>;


export type PagesRoundsQuery = { competition: { id: string, rounds: Array<{ id: string }> } };

export type E2eCompetitionsAddRoundMutationVariables = Exact<{
  id: string | number;
}>;


export type E2eCompetitionsAddRoundMutation = { addRound: { id: string } };

export type PagesInfoQueryVariables = Exact<{
  id: string | number;
}>;


export type PagesInfoQuery = { competition: { id: string, name: string, description: string, public: boolean } };

export type E2eHomeMeQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eHomeMeQuery = { me: { id: string } | null };

export type LedgerPageAddRoundMutationVariables = Exact<{
  id: string | number;
}>;


export type LedgerPageAddRoundMutation = { addRound: { id: string, rounds: Array<{ id: string }> } };

export type LedgerPageStoredQueryVariables = Exact<{
  id: string | number;
}>;


export type LedgerPageStoredQuery = { competition: { id: string, rounds: Array<{ id: string, subRounds: Array<{ id: string, name: string }> }> } };

export type LiveStandingQueryVariables = Exact<{
  id: string | number;
}>;


export type LiveStandingQuery = { competition: { id: string, currentScore: Array<number>, rounds: Array<{ id: string, score: Array<number>, subRounds: Array<{ id: string, name: string, points: number, player: { id: string, username: string } | null }> }> } };

export type LongRound150QueryVariables = Exact<{
  id: string | number;
}>;


export type LongRound150Query = { competition: { roundCount: number, round: { subRounds: Array<{ name: string }> } | null } };

export type OutboxSubRoundsQueryVariables = Exact<{
  id: string | number;
}>;


export type OutboxSubRoundsQuery = { competition: { id: string, rounds: Array<{ id: string, subRounds: Array<{ id: string, name: string }> }> } };

export type OutboxNameQueryVariables = Exact<{
  id: string | number;
}>;


export type OutboxNameQuery = { competition: { id: string, name: string } };

export type RivalryPageRivalryQueryVariables = Exact<{
  u: string;
}>;


export type RivalryPageRivalryQuery = { rivalry: { points: Array<number>, streak: number, longestStreak: number, rating: number, opponentRating: number, winProbability: number, competitions: number, ongoing: number, record: { wins: number, losses: number, draws: number }, rounds: { wins: number, losses: number, draws: number }, timeline: Array<{ score: Array<number>, rating: number, competition: { id: string, name: string } }> } };

export type E2eRivalrySetRoundValidMutationVariables = Exact<{
  r: string | number;
}>;


export type E2eRivalrySetRoundValidMutation = { setRoundValid: { id: string } };

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
export const ClientMutationIdCompetitionFragmentDoc = new TypedDocumentString(`
    fragment ClientMutationIdCompetition on Competition {
  id
  name
  version
  currentScore
  rules {
    id
    text
  }
  rounds {
    id
    valid
    subRounds {
      id
      name
    }
  }
}
    `, {"fragmentName":"ClientMutationIdCompetition"}) as unknown as TypedDocumentString<ClientMutationIdCompetitionFragment, unknown>;
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
export const ConcurrencyCompetitionFragmentDoc = new TypedDocumentString(`
    fragment ConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
    text
  }
  rounds {
    id
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
    `, {"fragmentName":"ConcurrencyCompetition"}) as unknown as TypedDocumentString<ConcurrencyCompetitionFragment, unknown>;
export const LedgerConcurrencyCompetitionFragmentDoc = new TypedDocumentString(`
    fragment LedgerConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
  }
  rounds {
    id
    valid
    score
    subRounds {
      id
      points
      player {
        id
      }
    }
  }
}
    `, {"fragmentName":"LedgerConcurrencyCompetition"}) as unknown as TypedDocumentString<LedgerConcurrencyCompetitionFragment, unknown>;
export const LedgerConcurrencyEntryFragmentDoc = new TypedDocumentString(`
    fragment LedgerConcurrencyEntry on Activity {
  id
  kind
  version
  undoable
  actor {
    id
  }
  undoneBy {
    id
  }
  undoes {
    id
    undoneBy {
      id
    }
  }
}
    `, {"fragmentName":"LedgerConcurrencyEntry"}) as unknown as TypedDocumentString<LedgerConcurrencyEntryFragment, unknown>;
export const LedgerTestEntryFragmentDoc = new TypedDocumentString(`
    fragment LedgerTestEntry on Activity {
  id
  kind
  version
  summary
  undoable
  actor {
    id
  }
  undoneBy {
    id
  }
  undoes {
    id
  }
}
    `, {"fragmentName":"LedgerTestEntry"}) as unknown as TypedDocumentString<LedgerTestEntryFragment, unknown>;
export const LedgerTestCompetitionFragmentDoc = new TypedDocumentString(`
    fragment LedgerTestCompetition on Competition {
  id
  version
  name
  description
  status
  public
  currentScore
  winner {
    id
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
    `, {"fragmentName":"LedgerTestCompetition"}) as unknown as TypedDocumentString<LedgerTestCompetitionFragment, unknown>;
export const RivalryTestPlayedFragmentDoc = new TypedDocumentString(`
    fragment RivalryTestPlayed on Competition {
  id
  name
  status
  completedAt
  currentScore
  players {
    id
  }
  winner {
    id
  }
  rounds {
    valid
    score
    winner {
      id
    }
  }
}
    `, {"fragmentName":"RivalryTestPlayed"}) as unknown as TypedDocumentString<RivalryTestPlayedFragment, unknown>;
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
export const StoredScoresScoreFragmentDoc = new TypedDocumentString(`
    fragment StoredScoresScore on Competition {
  currentScore
  winner {
    id
  }
}
    `, {"fragmentName":"StoredScoresScore"}) as unknown as TypedDocumentString<StoredScoresScoreFragment, unknown>;
export const RivalryTestFieldsFragmentDoc = new TypedDocumentString(`
    fragment RivalryTestFields on Rivalry {
  opponent {
    id
    username
    profilePic
    deleted
  }
  competitions
  ongoing
  record {
    wins
    losses
    draws
  }
  rounds {
    wins
    losses
    draws
  }
  points
  streak
  longestStreak
  rating
  opponentRating
  winProbability
  timeline {
    competition {
      id
      name
      players {
        id
      }
      winner {
        id
      }
    }
    completedAt
    winner {
      id
    }
    score
    rating
  }
}
    `, {"fragmentName":"RivalryTestFields"}) as unknown as TypedDocumentString<RivalryTestFieldsFragment, unknown>;
export const WebsocketLimitsSignOutFieldsFragmentDoc = new TypedDocumentString(`
    fragment WebsocketLimitsSignOutFields on Mutation {
  signOut
}
    `, {"fragmentName":"WebsocketLimitsSignOutFields"}) as unknown as TypedDocumentString<WebsocketLimitsSignOutFieldsFragment, unknown>;
export const BenchLiveIdleSocketsInfoDocument = new TypedDocumentString(`
    mutation BenchLiveIdleSocketsInfo($c: ID!) {
  updateCompetitionInfo(
    id: $c
    name: "Idle sockets"
    status: ONGOING
    public: true
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<BenchLiveIdleSocketsInfoMutation, BenchLiveIdleSocketsInfoMutationVariables>;
export const BenchSeedAddSubRoundDocument = new TypedDocumentString(`
    mutation BenchSeedAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {
  addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {
    id
  }
}
    `) as unknown as TypedDocumentString<BenchSeedAddSubRoundMutation, BenchSeedAddSubRoundMutationVariables>;
export const BenchSeedSetRoundValidDocument = new TypedDocumentString(`
    mutation BenchSeedSetRoundValid($r: ID!, $v: Boolean!) {
  setRoundValid(roundId: $r, valid: $v) {
    id
  }
}
    `) as unknown as TypedDocumentString<BenchSeedSetRoundValidMutation, BenchSeedSetRoundValidMutationVariables>;
export const BenchSeedAddRuleDocument = new TypedDocumentString(`
    mutation BenchSeedAddRule($c: ID!, $t: String!) {
  addRule(competitionId: $c, text: $t) {
    id
  }
}
    `) as unknown as TypedDocumentString<BenchSeedAddRuleMutation, BenchSeedAddRuleMutationVariables>;
export const BenchSeedBigInfoDocument = new TypedDocumentString(`
    mutation BenchSeedBigInfo($c: ID!, $n: String!, $i: String, $d: String, $p: Boolean!) {
  updateCompetitionInfo(
    id: $c
    name: $n
    image: $i
    description: $d
    status: ONGOING
    public: $p
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<BenchSeedBigInfoMutation, BenchSeedBigInfoMutationVariables>;
export const BenchSeedSetPictureDocument = new TypedDocumentString(`
    mutation BenchSeedSetPicture($u: String!, $p: String) {
  updateProfile(username: $u, profilePic: $p) {
    id
  }
}
    `) as unknown as TypedDocumentString<BenchSeedSetPictureMutation, BenchSeedSetPictureMutationVariables>;
export const BenchSeedCompleteDocument = new TypedDocumentString(`
    mutation BenchSeedComplete($c: ID!, $n: String!) {
  updateCompetitionInfo(id: $c, name: $n, status: COMPLETE, public: false) {
    id
  }
}
    `) as unknown as TypedDocumentString<BenchSeedCompleteMutation, BenchSeedCompleteMutationVariables>;
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
export const AccountSetThemeDocument = new TypedDocumentString(`
    mutation AccountSetTheme($theme: Theme!) {
  setTheme(theme: $theme) {
    theme
  }
}
    `) as unknown as TypedDocumentString<AccountSetThemeMutation, AccountSetThemeMutationVariables>;
export const AccountPublicUserDocument = new TypedDocumentString(`
    query AccountPublicUser($u: String!) {
  user(username: $u) {
    id
    deleted
  }
}
    `) as unknown as TypedDocumentString<AccountPublicUserQuery, AccountPublicUserQueryVariables>;
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
export const AnswerCacheCompetitionDocument = new TypedDocumentString(`
    query AnswerCacheCompetition($id: ID!) {
  competition(id: $id) {
    id
    version
    name
    players {
      id
      username
    }
    rounds {
      id
      subRounds {
        name
        points
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AnswerCacheCompetitionQuery, AnswerCacheCompetitionQueryVariables>;
export const AnswerCacheFriendsDocument = new TypedDocumentString(`
    query AnswerCacheFriends {
  me {
    friends {
      status
      user {
        username
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AnswerCacheFriendsQuery, AnswerCacheFriendsQueryVariables>;
export const AnswerCacheAddSubRoundDocument = new TypedDocumentString(`
    mutation AnswerCacheAddSubRound($roundId: ID!, $name: String!) {
  addSubRound(roundId: $roundId, name: $name, points: 1, playerId: null) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<AnswerCacheAddSubRoundMutation, AnswerCacheAddSubRoundMutationVariables>;
export const AnswerCacheRenameDocument = new TypedDocumentString(`
    mutation AnswerCacheRename($username: String!) {
  updateProfile(username: $username) {
    username
  }
}
    `) as unknown as TypedDocumentString<AnswerCacheRenameMutation, AnswerCacheRenameMutationVariables>;
export const ClientMutationIdReadDocument = new TypedDocumentString(`
    query ClientMutationIdRead($id: ID!) {
  competition(id: $id) {
    ...ClientMutationIdCompetition
  }
}
    fragment ClientMutationIdCompetition on Competition {
  id
  name
  version
  currentScore
  rules {
    id
    text
  }
  rounds {
    id
    valid
    subRounds {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<ClientMutationIdReadQuery, ClientMutationIdReadQueryVariables>;
export const ClientMutationIdNamesOfMineDocument = new TypedDocumentString(`
    query ClientMutationIdNamesOfMine {
  competitions {
    name
  }
}
    `) as unknown as TypedDocumentString<ClientMutationIdNamesOfMineQuery, ClientMutationIdNamesOfMineQueryVariables>;
export const ClientMutationIdCreateDocument = new TypedDocumentString(`
    mutation ClientMutationIdCreate($name: String!, $o: ID!, $m: ID) {
  createCompetition(name: $name, opponentId: $o, clientMutationId: $m) {
    ...ClientMutationIdCompetition
  }
}
    fragment ClientMutationIdCompetition on Competition {
  id
  name
  version
  currentScore
  rules {
    id
    text
  }
  rounds {
    id
    valid
    subRounds {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<ClientMutationIdCreateMutation, ClientMutationIdCreateMutationVariables>;
export const ClientMutationIdUpdateInfoDocument = new TypedDocumentString(`
    mutation ClientMutationIdUpdateInfo($id: ID!, $name: String!, $m: ID) {
  updateCompetitionInfo(
    id: $id
    name: $name
    status: ONGOING
    public: false
    clientMutationId: $m
  ) {
    ...ClientMutationIdCompetition
  }
}
    fragment ClientMutationIdCompetition on Competition {
  id
  name
  version
  currentScore
  rules {
    id
    text
  }
  rounds {
    id
    valid
    subRounds {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<ClientMutationIdUpdateInfoMutation, ClientMutationIdUpdateInfoMutationVariables>;
export const ClientMutationIdDeleteCompetitionDocument = new TypedDocumentString(`
    mutation ClientMutationIdDeleteCompetition($id: ID!, $m: ID) {
  deleteCompetition(id: $id, clientMutationId: $m)
}
    `) as unknown as TypedDocumentString<ClientMutationIdDeleteCompetitionMutation, ClientMutationIdDeleteCompetitionMutationVariables>;
export const ClientMutationIdAddRuleDocument = new TypedDocumentString(`
    mutation ClientMutationIdAddRule($id: ID!, $text: String!, $m: ID) {
  addRule(competitionId: $id, text: $text, clientMutationId: $m) {
    ...ClientMutationIdCompetition
  }
}
    fragment ClientMutationIdCompetition on Competition {
  id
  name
  version
  currentScore
  rules {
    id
    text
  }
  rounds {
    id
    valid
    subRounds {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<ClientMutationIdAddRuleMutation, ClientMutationIdAddRuleMutationVariables>;
export const ClientMutationIdRemoveRuleDocument = new TypedDocumentString(`
    mutation ClientMutationIdRemoveRule($id: ID!, $m: ID) {
  removeRule(ruleId: $id, clientMutationId: $m) {
    ...ClientMutationIdCompetition
  }
}
    fragment ClientMutationIdCompetition on Competition {
  id
  name
  version
  currentScore
  rules {
    id
    text
  }
  rounds {
    id
    valid
    subRounds {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<ClientMutationIdRemoveRuleMutation, ClientMutationIdRemoveRuleMutationVariables>;
export const ClientMutationIdAddRoundDocument = new TypedDocumentString(`
    mutation ClientMutationIdAddRound($id: ID!, $m: ID, $v: Int) {
  addRound(competitionId: $id, clientMutationId: $m, expectedVersion: $v) {
    ...ClientMutationIdCompetition
  }
}
    fragment ClientMutationIdCompetition on Competition {
  id
  name
  version
  currentScore
  rules {
    id
    text
  }
  rounds {
    id
    valid
    subRounds {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<ClientMutationIdAddRoundMutation, ClientMutationIdAddRoundMutationVariables>;
export const ClientMutationIdDeleteRoundDocument = new TypedDocumentString(`
    mutation ClientMutationIdDeleteRound($id: ID!, $m: ID) {
  deleteRound(roundId: $id, clientMutationId: $m) {
    ...ClientMutationIdCompetition
  }
}
    fragment ClientMutationIdCompetition on Competition {
  id
  name
  version
  currentScore
  rules {
    id
    text
  }
  rounds {
    id
    valid
    subRounds {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<ClientMutationIdDeleteRoundMutation, ClientMutationIdDeleteRoundMutationVariables>;
export const ClientMutationIdSetRoundValidDocument = new TypedDocumentString(`
    mutation ClientMutationIdSetRoundValid($id: ID!, $valid: Boolean!, $m: ID) {
  setRoundValid(roundId: $id, valid: $valid, clientMutationId: $m) {
    ...ClientMutationIdCompetition
  }
}
    fragment ClientMutationIdCompetition on Competition {
  id
  name
  version
  currentScore
  rules {
    id
    text
  }
  rounds {
    id
    valid
    subRounds {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<ClientMutationIdSetRoundValidMutation, ClientMutationIdSetRoundValidMutationVariables>;
export const ClientMutationIdAddSubRoundDocument = new TypedDocumentString(`
    mutation ClientMutationIdAddSubRound($id: ID!, $name: String!, $m: ID) {
  addSubRound(
    roundId: $id
    name: $name
    points: 3
    playerId: null
    clientMutationId: $m
  ) {
    ...ClientMutationIdCompetition
  }
}
    fragment ClientMutationIdCompetition on Competition {
  id
  name
  version
  currentScore
  rules {
    id
    text
  }
  rounds {
    id
    valid
    subRounds {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<ClientMutationIdAddSubRoundMutation, ClientMutationIdAddSubRoundMutationVariables>;
export const ClientMutationIdDeleteSubRoundDocument = new TypedDocumentString(`
    mutation ClientMutationIdDeleteSubRound($id: ID!, $m: ID) {
  deleteSubRound(subRoundId: $id, clientMutationId: $m) {
    ...ClientMutationIdCompetition
  }
}
    fragment ClientMutationIdCompetition on Competition {
  id
  name
  version
  currentScore
  rules {
    id
    text
  }
  rounds {
    id
    valid
    subRounds {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<ClientMutationIdDeleteSubRoundMutation, ClientMutationIdDeleteSubRoundMutationVariables>;
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
export const CompetitionsRefusedEditDocument = new TypedDocumentString(`
    mutation CompetitionsRefusedEdit($id: ID!, $name: String, $image: String, $description: String, $status: CompetitionStatus, $public: Boolean) {
  updateCompetitionInfo(
    id: $id
    name: $name
    image: $image
    description: $description
    status: $status
    public: $public
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<CompetitionsRefusedEditMutation, CompetitionsRefusedEditMutationVariables>;
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
export const ConcurrencyReadDocument = new TypedDocumentString(`
    query ConcurrencyRead($id: ID!) {
  competition(id: $id) {
    ...ConcurrencyCompetition
  }
}
    fragment ConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
    text
  }
  rounds {
    id
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
}`) as unknown as TypedDocumentString<ConcurrencyReadQuery, ConcurrencyReadQueryVariables>;
export const ConcurrencyAddSubRoundDocument = new TypedDocumentString(`
    mutation ConcurrencyAddSubRound($a: ID!, $n: String!, $p: Int!, $pl: ID) {
  addSubRound(roundId: $a, name: $n, points: $p, playerId: $pl) {
    ...ConcurrencyCompetition
  }
}
    fragment ConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
    text
  }
  rounds {
    id
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
}`) as unknown as TypedDocumentString<ConcurrencyAddSubRoundMutation, ConcurrencyAddSubRoundMutationVariables>;
export const ConcurrencyDeleteSubRoundDocument = new TypedDocumentString(`
    mutation ConcurrencyDeleteSubRound($a: ID!) {
  deleteSubRound(subRoundId: $a) {
    ...ConcurrencyCompetition
  }
}
    fragment ConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
    text
  }
  rounds {
    id
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
}`) as unknown as TypedDocumentString<ConcurrencyDeleteSubRoundMutation, ConcurrencyDeleteSubRoundMutationVariables>;
export const ConcurrencyAddRuleDocument = new TypedDocumentString(`
    mutation ConcurrencyAddRule($a: ID!, $n: String!) {
  addRule(competitionId: $a, text: $n) {
    ...ConcurrencyCompetition
  }
}
    fragment ConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
    text
  }
  rounds {
    id
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
}`) as unknown as TypedDocumentString<ConcurrencyAddRuleMutation, ConcurrencyAddRuleMutationVariables>;
export const ConcurrencyRemoveRuleDocument = new TypedDocumentString(`
    mutation ConcurrencyRemoveRule($a: ID!) {
  removeRule(ruleId: $a) {
    ...ConcurrencyCompetition
  }
}
    fragment ConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
    text
  }
  rounds {
    id
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
}`) as unknown as TypedDocumentString<ConcurrencyRemoveRuleMutation, ConcurrencyRemoveRuleMutationVariables>;
export const ConcurrencySetRoundValidDocument = new TypedDocumentString(`
    mutation ConcurrencySetRoundValid($a: ID!, $v: Boolean!) {
  setRoundValid(roundId: $a, valid: $v) {
    ...ConcurrencyCompetition
  }
}
    fragment ConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
    text
  }
  rounds {
    id
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
}`) as unknown as TypedDocumentString<ConcurrencySetRoundValidMutation, ConcurrencySetRoundValidMutationVariables>;
export const ConcurrencyAddRoundDocument = new TypedDocumentString(`
    mutation ConcurrencyAddRound($a: ID!) {
  addRound(competitionId: $a) {
    ...ConcurrencyCompetition
  }
}
    fragment ConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
    text
  }
  rounds {
    id
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
}`) as unknown as TypedDocumentString<ConcurrencyAddRoundMutation, ConcurrencyAddRoundMutationVariables>;
export const ConcurrencyDeleteRoundDocument = new TypedDocumentString(`
    mutation ConcurrencyDeleteRound($a: ID!) {
  deleteRound(roundId: $a) {
    ...ConcurrencyCompetition
  }
}
    fragment ConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
    text
  }
  rounds {
    id
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
}`) as unknown as TypedDocumentString<ConcurrencyDeleteRoundMutation, ConcurrencyDeleteRoundMutationVariables>;
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
export const DatabaseFaultsPublishDocument = new TypedDocumentString(`
    mutation DatabaseFaultsPublish($id: ID!) {
  updateCompetitionInfo(id: $id, name: "Kart", status: ONGOING, public: true) {
    version
  }
}
    `) as unknown as TypedDocumentString<DatabaseFaultsPublishMutation, DatabaseFaultsPublishMutationVariables>;
export const EditStatementsReadDocument = new TypedDocumentString(`
    query EditStatementsRead($c: ID!) {
  competition(id: $c) {
    rules {
      id
    }
    rounds {
      id
      subRounds {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EditStatementsReadQuery, EditStatementsReadQueryVariables>;
export const EditStatementsAddSubRoundDocument = new TypedDocumentString(`
    mutation EditStatementsAddSubRound($r: ID!) {
  addSubRound(roundId: $r, name: "Track", points: 3, playerId: null) {
    id
  }
}
    `) as unknown as TypedDocumentString<EditStatementsAddSubRoundMutation, EditStatementsAddSubRoundMutationVariables>;
export const EditStatementsAddRoundDocument = new TypedDocumentString(`
    mutation EditStatementsAddRound($c: ID!) {
  addRound(competitionId: $c) {
    id
  }
}
    `) as unknown as TypedDocumentString<EditStatementsAddRoundMutation, EditStatementsAddRoundMutationVariables>;
export const EditStatementsSetRoundValidDocument = new TypedDocumentString(`
    mutation EditStatementsSetRoundValid($r: ID!) {
  setRoundValid(roundId: $r, valid: true) {
    id
  }
}
    `) as unknown as TypedDocumentString<EditStatementsSetRoundValidMutation, EditStatementsSetRoundValidMutationVariables>;
export const EditStatementsAddRuleDocument = new TypedDocumentString(`
    mutation EditStatementsAddRule($c: ID!) {
  addRule(competitionId: $c, text: "No items") {
    id
  }
}
    `) as unknown as TypedDocumentString<EditStatementsAddRuleMutation, EditStatementsAddRuleMutationVariables>;
export const EditStatementsUpdateInfoDocument = new TypedDocumentString(`
    mutation EditStatementsUpdateInfo($c: ID!, $name: String, $status: CompetitionStatus, $public: Boolean) {
  updateCompetitionInfo(id: $c, name: $name, status: $status, public: $public) {
    id
  }
}
    `) as unknown as TypedDocumentString<EditStatementsUpdateInfoMutation, EditStatementsUpdateInfoMutationVariables>;
export const EditStatementsDeleteSubRoundDocument = new TypedDocumentString(`
    mutation EditStatementsDeleteSubRound($s: ID!) {
  deleteSubRound(subRoundId: $s) {
    id
  }
}
    `) as unknown as TypedDocumentString<EditStatementsDeleteSubRoundMutation, EditStatementsDeleteSubRoundMutationVariables>;
export const EditStatementsDeleteRoundDocument = new TypedDocumentString(`
    mutation EditStatementsDeleteRound($r: ID!) {
  deleteRound(roundId: $r) {
    id
  }
}
    `) as unknown as TypedDocumentString<EditStatementsDeleteRoundMutation, EditStatementsDeleteRoundMutationVariables>;
export const EditStatementsRemoveRuleDocument = new TypedDocumentString(`
    mutation EditStatementsRemoveRule($r: ID!) {
  removeRule(ruleId: $r) {
    id
  }
}
    `) as unknown as TypedDocumentString<EditStatementsRemoveRuleMutation, EditStatementsRemoveRuleMutationVariables>;
export const EditStatementsDeleteCompetitionDocument = new TypedDocumentString(`
    mutation EditStatementsDeleteCompetition($c: ID!) {
  deleteCompetition(id: $c)
}
    `) as unknown as TypedDocumentString<EditStatementsDeleteCompetitionMutation, EditStatementsDeleteCompetitionMutationVariables>;
export const EditStatementsLatestEntryDocument = new TypedDocumentString(`
    query EditStatementsLatestEntry($c: ID!) {
  competition(id: $c) {
    activity(first: 1) {
      edges {
        node {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EditStatementsLatestEntryQuery, EditStatementsLatestEntryQueryVariables>;
export const EditStatementsUndoDocument = new TypedDocumentString(`
    mutation EditStatementsUndo($a: ID!) {
  undoActivity(id: $a) {
    id
  }
}
    `) as unknown as TypedDocumentString<EditStatementsUndoMutation, EditStatementsUndoMutationVariables>;
export const MaskingSetThemeDocument = new TypedDocumentString(`
    mutation MaskingSetTheme {
  setTheme(theme: DARK) {
    id
  }
}
    `) as unknown as TypedDocumentString<MaskingSetThemeMutation, MaskingSetThemeMutationVariables>;
export const ExportTestFieldsDocument = new TypedDocumentString(`
    query ExportTestFields($id: ID!) {
  competition(id: $id) {
    id
    name
    image
    description
    status
    public
    version
    createdAt
    updatedAt
    completedAt
    players {
      id
      username
      profilePic
      deleted
    }
    currentScore
    winner {
      id
      username
      profilePic
      deleted
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
        username
        profilePic
        deleted
      }
      subRounds {
        id
        name
        points
        player {
          id
          username
          profilePic
          deleted
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ExportTestFieldsQuery, ExportTestFieldsQueryVariables>;
export const ExportTestActivityDocument = new TypedDocumentString(`
    query ExportTestActivity($id: ID!) {
  competition(id: $id) {
    activity(first: 100) {
      edges {
        node {
          id
          at
          actor {
            id
            username
            profilePic
            deleted
          }
          kind
          summary
          version
          undoneBy {
            id
          }
          undoes {
            id
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ExportTestActivityQuery, ExportTestActivityQueryVariables>;
export const ExportTestAddRoundDocument = new TypedDocumentString(`
    mutation ExportTestAddRound($id: ID!) {
  addRound(competitionId: $id) {
    id
    rounds {
      id
      subRounds {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ExportTestAddRoundMutation, ExportTestAddRoundMutationVariables>;
export const ExportTestAddSubRoundDocument = new TypedDocumentString(`
    mutation ExportTestAddSubRound($id: ID!, $name: String!, $points: Int!, $player: ID) {
  addSubRound(roundId: $id, name: $name, points: $points, playerId: $player) {
    id
  }
}
    `) as unknown as TypedDocumentString<ExportTestAddSubRoundMutation, ExportTestAddSubRoundMutationVariables>;
export const ExportTestSetInfoDocument = new TypedDocumentString(`
    mutation ExportTestSetInfo($id: ID!, $name: String, $public: Boolean) {
  updateCompetitionInfo(id: $id, name: $name, public: $public) {
    id
  }
}
    `) as unknown as TypedDocumentString<ExportTestSetInfoMutation, ExportTestSetInfoMutationVariables>;
export const ExportTestSetRoundValidDocument = new TypedDocumentString(`
    mutation ExportTestSetRoundValid($id: ID!) {
  setRoundValid(roundId: $id, valid: true) {
    id
  }
}
    `) as unknown as TypedDocumentString<ExportTestSetRoundValidMutation, ExportTestSetRoundValidMutationVariables>;
export const ExportTestAddRuleDocument = new TypedDocumentString(`
    mutation ExportTestAddRule($id: ID!) {
  addRule(competitionId: $id, text: "No items") {
    id
  }
}
    `) as unknown as TypedDocumentString<ExportTestAddRuleMutation, ExportTestAddRuleMutationVariables>;
export const ExportTestTheirsDocument = new TypedDocumentString(`
    query ExportTestTheirs {
  competitions {
    id
  }
}
    `) as unknown as TypedDocumentString<ExportTestTheirsQuery, ExportTestTheirsQueryVariables>;
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
export const FriendsSendDocument = new TypedDocumentString(`
    mutation FriendsSend($u: String!) {
  sendFriendRequest(username: $u) {
    id
  }
}
    `) as unknown as TypedDocumentString<FriendsSendMutation, FriendsSendMutationVariables>;
export const FriendsAcceptDocument = new TypedDocumentString(`
    mutation FriendsAccept($id: ID!) {
  acceptFriendRequest(userId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<FriendsAcceptMutation, FriendsAcceptMutationVariables>;
export const FriendsRejectDocument = new TypedDocumentString(`
    mutation FriendsReject($id: ID!) {
  rejectFriendRequest(userId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<FriendsRejectMutation, FriendsRejectMutationVariables>;
export const FriendsCancelDocument = new TypedDocumentString(`
    mutation FriendsCancel($id: ID!) {
  cancelFriendRequest(userId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<FriendsCancelMutation, FriendsCancelMutationVariables>;
export const FriendsRemoveDocument = new TypedDocumentString(`
    mutation FriendsRemove($id: ID!) {
  removeFriend(userId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<FriendsRemoveMutation, FriendsRemoveMutationVariables>;
export const FriendsRenameAnaDocument = new TypedDocumentString(`
    mutation FriendsRenameAna {
  updateProfile(username: "ana-renamed") {
    id
  }
}
    `) as unknown as TypedDocumentString<FriendsRenameAnaMutation, FriendsRenameAnaMutationVariables>;
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
export const GoogleAppConfigDocument = new TypedDocumentString(`
    query GoogleAppConfig {
  appConfig {
    googleSignInEnabled
  }
}
    `) as unknown as TypedDocumentString<GoogleAppConfigQuery, GoogleAppConfigQueryVariables>;
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
export const LedgerConcurrencyReadDocument = new TypedDocumentString(`
    query LedgerConcurrencyRead($id: ID!) {
  competition(id: $id) {
    ...LedgerConcurrencyCompetition
  }
}
    fragment LedgerConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
  }
  rounds {
    id
    valid
    score
    subRounds {
      id
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<LedgerConcurrencyReadQuery, LedgerConcurrencyReadQueryVariables>;
export const LedgerConcurrencyPageDocument = new TypedDocumentString(`
    query LedgerConcurrencyPage($id: ID!, $f: Int, $a: String) {
  competition(id: $id) {
    activity(first: $f, after: $a) {
      edges {
        node {
          ...LedgerConcurrencyEntry
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    fragment LedgerConcurrencyEntry on Activity {
  id
  kind
  version
  undoable
  actor {
    id
  }
  undoneBy {
    id
  }
  undoes {
    id
    undoneBy {
      id
    }
  }
}`) as unknown as TypedDocumentString<LedgerConcurrencyPageQuery, LedgerConcurrencyPageQueryVariables>;
export const LedgerConcurrencyUndoDocument = new TypedDocumentString(`
    mutation LedgerConcurrencyUndo($a: ID!) {
  undoActivity(id: $a) {
    ...LedgerConcurrencyCompetition
  }
}
    fragment LedgerConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
  }
  rounds {
    id
    valid
    score
    subRounds {
      id
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<LedgerConcurrencyUndoMutation, LedgerConcurrencyUndoMutationVariables>;
export const LedgerConcurrencyAddSubRoundDocument = new TypedDocumentString(`
    mutation LedgerConcurrencyAddSubRound($a: ID!, $n: String!, $p: Int!, $pl: ID) {
  addSubRound(roundId: $a, name: $n, points: $p, playerId: $pl) {
    ...LedgerConcurrencyCompetition
  }
}
    fragment LedgerConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
  }
  rounds {
    id
    valid
    score
    subRounds {
      id
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<LedgerConcurrencyAddSubRoundMutation, LedgerConcurrencyAddSubRoundMutationVariables>;
export const LedgerConcurrencyDeleteSubRoundDocument = new TypedDocumentString(`
    mutation LedgerConcurrencyDeleteSubRound($a: ID!) {
  deleteSubRound(subRoundId: $a) {
    ...LedgerConcurrencyCompetition
  }
}
    fragment LedgerConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
  }
  rounds {
    id
    valid
    score
    subRounds {
      id
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<LedgerConcurrencyDeleteSubRoundMutation, LedgerConcurrencyDeleteSubRoundMutationVariables>;
export const LedgerConcurrencySetRoundValidDocument = new TypedDocumentString(`
    mutation LedgerConcurrencySetRoundValid($a: ID!, $v: Boolean!) {
  setRoundValid(roundId: $a, valid: $v) {
    ...LedgerConcurrencyCompetition
  }
}
    fragment LedgerConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
  }
  rounds {
    id
    valid
    score
    subRounds {
      id
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<LedgerConcurrencySetRoundValidMutation, LedgerConcurrencySetRoundValidMutationVariables>;
export const LedgerConcurrencyAddRoundDocument = new TypedDocumentString(`
    mutation LedgerConcurrencyAddRound($a: ID!) {
  addRound(competitionId: $a) {
    ...LedgerConcurrencyCompetition
  }
}
    fragment LedgerConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
  }
  rounds {
    id
    valid
    score
    subRounds {
      id
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<LedgerConcurrencyAddRoundMutation, LedgerConcurrencyAddRoundMutationVariables>;
export const LedgerConcurrencyDeleteRoundDocument = new TypedDocumentString(`
    mutation LedgerConcurrencyDeleteRound($a: ID!) {
  deleteRound(roundId: $a) {
    ...LedgerConcurrencyCompetition
  }
}
    fragment LedgerConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
  }
  rounds {
    id
    valid
    score
    subRounds {
      id
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<LedgerConcurrencyDeleteRoundMutation, LedgerConcurrencyDeleteRoundMutationVariables>;
export const LedgerConcurrencyAddRuleDocument = new TypedDocumentString(`
    mutation LedgerConcurrencyAddRule($a: ID!, $n: String!) {
  addRule(competitionId: $a, text: $n) {
    ...LedgerConcurrencyCompetition
  }
}
    fragment LedgerConcurrencyCompetition on Competition {
  id
  version
  currentScore
  winner {
    id
  }
  rules {
    id
  }
  rounds {
    id
    valid
    score
    subRounds {
      id
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<LedgerConcurrencyAddRuleMutation, LedgerConcurrencyAddRuleMutationVariables>;
export const LedgerTestReadDocument = new TypedDocumentString(`
    query LedgerTestRead($c: ID!) {
  competition(id: $c) {
    ...LedgerTestCompetition
  }
}
    fragment LedgerTestCompetition on Competition {
  id
  version
  name
  description
  status
  public
  currentScore
  winner {
    id
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
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<LedgerTestReadQuery, LedgerTestReadQueryVariables>;
export const LedgerTestActivityDocument = new TypedDocumentString(`
    query LedgerTestActivity($c: ID!, $f: Int, $a: String) {
  competition(id: $c) {
    id
    activity(first: $f, after: $a) {
      edges {
        cursor
        node {
          ...LedgerTestEntry
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    fragment LedgerTestEntry on Activity {
  id
  kind
  version
  summary
  undoable
  actor {
    id
  }
  undoneBy {
    id
  }
  undoes {
    id
  }
}`) as unknown as TypedDocumentString<LedgerTestActivityQuery, LedgerTestActivityQueryVariables>;
export const LedgerTestUndoDocument = new TypedDocumentString(`
    mutation LedgerTestUndo($id: ID!, $v: Int) {
  undoActivity(id: $id, expectedVersion: $v) {
    ...LedgerTestCompetition
  }
}
    fragment LedgerTestCompetition on Competition {
  id
  version
  name
  description
  status
  public
  currentScore
  winner {
    id
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
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<LedgerTestUndoMutation, LedgerTestUndoMutationVariables>;
export const LedgerTestAddRoundDocument = new TypedDocumentString(`
    mutation LedgerTestAddRound($c: ID!) {
  addRound(competitionId: $c) {
    id
  }
}
    `) as unknown as TypedDocumentString<LedgerTestAddRoundMutation, LedgerTestAddRoundMutationVariables>;
export const LedgerTestDeleteRoundDocument = new TypedDocumentString(`
    mutation LedgerTestDeleteRound($r: ID!) {
  deleteRound(roundId: $r) {
    id
  }
}
    `) as unknown as TypedDocumentString<LedgerTestDeleteRoundMutation, LedgerTestDeleteRoundMutationVariables>;
export const LedgerTestSetValidDocument = new TypedDocumentString(`
    mutation LedgerTestSetValid($r: ID!, $v: Boolean!) {
  setRoundValid(roundId: $r, valid: $v) {
    id
  }
}
    `) as unknown as TypedDocumentString<LedgerTestSetValidMutation, LedgerTestSetValidMutationVariables>;
export const LedgerTestAddSubRoundDocument = new TypedDocumentString(`
    mutation LedgerTestAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {
  addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {
    id
  }
}
    `) as unknown as TypedDocumentString<LedgerTestAddSubRoundMutation, LedgerTestAddSubRoundMutationVariables>;
export const LedgerTestDeleteSubRoundDocument = new TypedDocumentString(`
    mutation LedgerTestDeleteSubRound($s: ID!) {
  deleteSubRound(subRoundId: $s) {
    id
  }
}
    `) as unknown as TypedDocumentString<LedgerTestDeleteSubRoundMutation, LedgerTestDeleteSubRoundMutationVariables>;
export const LedgerTestAddRuleDocument = new TypedDocumentString(`
    mutation LedgerTestAddRule($c: ID!, $t: String!) {
  addRule(competitionId: $c, text: $t) {
    id
  }
}
    `) as unknown as TypedDocumentString<LedgerTestAddRuleMutation, LedgerTestAddRuleMutationVariables>;
export const LedgerTestRemoveRuleDocument = new TypedDocumentString(`
    mutation LedgerTestRemoveRule($r: ID!) {
  removeRule(ruleId: $r) {
    id
  }
}
    `) as unknown as TypedDocumentString<LedgerTestRemoveRuleMutation, LedgerTestRemoveRuleMutationVariables>;
export const LedgerTestInfoDocument = new TypedDocumentString(`
    mutation LedgerTestInfo($c: ID!, $name: String, $description: String, $status: CompetitionStatus, $public: Boolean) {
  updateCompetitionInfo(
    id: $c
    name: $name
    description: $description
    status: $status
    public: $public
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<LedgerTestInfoMutation, LedgerTestInfoMutationVariables>;
export const LedgerTestStaleAddRuleDocument = new TypedDocumentString(`
    mutation LedgerTestStaleAddRule($c: ID!) {
  addRule(competitionId: $c, text: "x", expectedVersion: 7) {
    id
  }
}
    `) as unknown as TypedDocumentString<LedgerTestStaleAddRuleMutation, LedgerTestStaleAddRuleMutationVariables>;
export const LedgerTestEmptyNameDocument = new TypedDocumentString(`
    mutation LedgerTestEmptyName($c: ID!) {
  updateCompetitionInfo(id: $c, name: "") {
    id
  }
}
    `) as unknown as TypedDocumentString<LedgerTestEmptyNameMutation, LedgerTestEmptyNameMutationVariables>;
export const LedgerTestRepeatedAddRuleDocument = new TypedDocumentString(`
    mutation LedgerTestRepeatedAddRule($c: ID!) {
  addRule(competitionId: $c, text: "Once", clientMutationId: "ledger-repeat-1") {
    id
  }
}
    `) as unknown as TypedDocumentString<LedgerTestRepeatedAddRuleMutation, LedgerTestRepeatedAddRuleMutationVariables>;
export const LedgerTestCompetitionChangedDocument = new TypedDocumentString(`
    subscription LedgerTestCompetitionChanged($c: ID!) {
  competitionChanged(id: $c) {
    version
    activity {
      kind
      version
      summary
      undoable
      actor {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LedgerTestCompetitionChangedSubscription, LedgerTestCompetitionChangedSubscriptionVariables>;
export const LedgerTestMyCompetitionsChangedDocument = new TypedDocumentString(`
    subscription LedgerTestMyCompetitionsChanged {
  myCompetitionsChanged {
    version
    activity {
      kind
      version
    }
  }
}
    `) as unknown as TypedDocumentString<LedgerTestMyCompetitionsChangedSubscription, LedgerTestMyCompetitionsChangedSubscriptionVariables>;
export const LedgerTestActorsDocument = new TypedDocumentString(`
    query LedgerTestActors($c: ID!) {
  competition(id: $c) {
    id
    activity {
      edges {
        node {
          kind
          actor {
            id
            deleted
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LedgerTestActorsQuery, LedgerTestActorsQueryVariables>;
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
export const LiveFeedRemoveFriendDocument = new TypedDocumentString(`
    mutation LiveFeedRemoveFriend($id: ID!) {
  removeFriend(userId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<LiveFeedRemoveFriendMutation, LiveFeedRemoveFriendMutationVariables>;
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
export const MetricsCompetitionNameDocument = new TypedDocumentString(`
    query MetricsCompetitionName($id: ID!) {
  competition(id: $id) {
    name
  }
}
    `) as unknown as TypedDocumentString<MetricsCompetitionNameQuery, MetricsCompetitionNameQueryVariables>;
export const MetricsCompetitionChangedDocument = new TypedDocumentString(`
    subscription MetricsCompetitionChanged($id: ID!) {
  competitionChanged(id: $id) {
    competition {
      version
    }
  }
}
    `) as unknown as TypedDocumentString<MetricsCompetitionChangedSubscription, MetricsCompetitionChangedSubscriptionVariables>;
export const MetricsAnyNameAtAllDocument = new TypedDocumentString(`
    query MetricsAnyNameAtAll {
  viewer: me {
    id
  }
}
    `) as unknown as TypedDocumentString<MetricsAnyNameAtAllQuery, MetricsAnyNameAtAllQueryVariables>;
export const MetricsAddRuleOverSocketDocument = new TypedDocumentString(`
    mutation MetricsAddRuleOverSocket($id: ID!) {
  addRule(competitionId: $id, text: "No blue shells") {
    version
  }
}
    `) as unknown as TypedDocumentString<MetricsAddRuleOverSocketMutation, MetricsAddRuleOverSocketMutationVariables>;
export const MetricsAddRuleSignedOutDocument = new TypedDocumentString(`
    mutation MetricsAddRuleSignedOut($id: ID!) {
  addRule(competitionId: $id, text: "Mine") {
    version
  }
}
    `) as unknown as TypedDocumentString<MetricsAddRuleSignedOutMutation, MetricsAddRuleSignedOutMutationVariables>;
export const MetricsPeekDocument = new TypedDocumentString(`
    query MetricsPeek($id: ID!) {
  competition(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<MetricsPeekQuery, MetricsPeekQueryVariables>;
export const MetricsAddRuleTwoLapsDocument = new TypedDocumentString(`
    mutation MetricsAddRuleTwoLaps($id: ID!) {
  addRule(competitionId: $id, text: "Two laps") {
    version
  }
}
    `) as unknown as TypedDocumentString<MetricsAddRuleTwoLapsMutation, MetricsAddRuleTwoLapsMutationVariables>;
export const MultiInstanceRulesChangedDocument = new TypedDocumentString(`
    subscription MultiInstanceRulesChanged($id: ID!) {
  competitionChanged(id: $id, current: true) {
    version
    competition {
      id
      version
      rules {
        text
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MultiInstanceRulesChangedSubscription, MultiInstanceRulesChangedSubscriptionVariables>;
export const MultiInstanceEventsDocument = new TypedDocumentString(`
    subscription MultiInstanceEvents($id: ID!) {
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
    `) as unknown as TypedDocumentString<MultiInstanceEventsSubscription, MultiInstanceEventsSubscriptionVariables>;
export const MultiInstanceAddRoundDocument = new TypedDocumentString(`
    mutation MultiInstanceAddRound($c: ID!) {
  addRound(competitionId: $c) {
    id
    roundCount
    rounds {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MultiInstanceAddRoundMutation, MultiInstanceAddRoundMutationVariables>;
export const MultiInstanceAddSubRoundDocument = new TypedDocumentString(`
    mutation MultiInstanceAddSubRound($r: ID!, $n: String!, $p: ID) {
  addSubRound(roundId: $r, name: $n, points: 2, playerId: $p) {
    id
  }
}
    `) as unknown as TypedDocumentString<MultiInstanceAddSubRoundMutation, MultiInstanceAddSubRoundMutationVariables>;
export const MultiInstanceDeleteRoundDocument = new TypedDocumentString(`
    mutation MultiInstanceDeleteRound($r: ID!) {
  deleteRound(roundId: $r) {
    id
  }
}
    `) as unknown as TypedDocumentString<MultiInstanceDeleteRoundMutation, MultiInstanceDeleteRoundMutationVariables>;
export const MultiInstanceSetRoundValidDocument = new TypedDocumentString(`
    mutation MultiInstanceSetRoundValid($r: ID!) {
  setRoundValid(roundId: $r, valid: true) {
    id
  }
}
    `) as unknown as TypedDocumentString<MultiInstanceSetRoundValidMutation, MultiInstanceSetRoundValidMutationVariables>;
export const MultiInstanceAddBlueShellRuleDocument = new TypedDocumentString(`
    mutation MultiInstanceAddBlueShellRule($c: ID!) {
  addRule(competitionId: $c, text: "No blue shells") {
    id
  }
}
    `) as unknown as TypedDocumentString<MultiInstanceAddBlueShellRuleMutation, MultiInstanceAddBlueShellRuleMutationVariables>;
export const RivalryTestMeDocument = new TypedDocumentString(`
    query RivalryTestMe {
  me {
    id
    rating
    record {
      wins
      losses
      draws
    }
    friends {
      status
      score
      user {
        id
      }
      rivalry {
        ...RivalryTestFields
      }
    }
  }
}
    fragment RivalryTestFields on Rivalry {
  opponent {
    id
    username
    profilePic
    deleted
  }
  competitions
  ongoing
  record {
    wins
    losses
    draws
  }
  rounds {
    wins
    losses
    draws
  }
  points
  streak
  longestStreak
  rating
  opponentRating
  winProbability
  timeline {
    competition {
      id
      name
      players {
        id
      }
      winner {
        id
      }
    }
    completedAt
    winner {
      id
    }
    score
    rating
  }
}`) as unknown as TypedDocumentString<RivalryTestMeQuery, RivalryTestMeQueryVariables>;
export const RivalryTestCompetitionsDocument = new TypedDocumentString(`
    query RivalryTestCompetitions {
  competitions {
    ...RivalryTestPlayed
  }
}
    fragment RivalryTestPlayed on Competition {
  id
  name
  status
  completedAt
  currentScore
  players {
    id
  }
  winner {
    id
  }
  rounds {
    valid
    score
    winner {
      id
    }
  }
}`) as unknown as TypedDocumentString<RivalryTestCompetitionsQuery, RivalryTestCompetitionsQueryVariables>;
export const RivalrySendRequestDocument = new TypedDocumentString(`
    mutation RivalrySendRequest($u: String!) {
  sendFriendRequest(username: $u) {
    id
  }
}
    `) as unknown as TypedDocumentString<RivalrySendRequestMutation, RivalrySendRequestMutationVariables>;
export const RivalryRatingOnlyDocument = new TypedDocumentString(`
    query RivalryRatingOnly($u: String!) {
  rivalry(username: $u) {
    rating
  }
}
    `) as unknown as TypedDocumentString<RivalryRatingOnlyQuery, RivalryRatingOnlyQueryVariables>;
export const RivalryStandingChangedDocument = new TypedDocumentString(`
    subscription RivalryStandingChanged {
  meChanged {
    rating
    record {
      wins
      losses
      draws
    }
  }
}
    `) as unknown as TypedDocumentString<RivalryStandingChangedSubscription, RivalryStandingChangedSubscriptionVariables>;
export const RivalryTestInfoDocument = new TypedDocumentString(`
    mutation RivalryTestInfo($id: ID!, $status: CompetitionStatus, $name: String) {
  updateCompetitionInfo(id: $id, status: $status, name: $name) {
    id
    status
    completedAt
  }
}
    `) as unknown as TypedDocumentString<RivalryTestInfoMutation, RivalryTestInfoMutationVariables>;
export const RivalryTestSubDocument = new TypedDocumentString(`
    mutation RivalryTestSub($r: ID!, $p: ID, $points: Int!) {
  addSubRound(roundId: $r, name: "race", points: $points, playerId: $p) {
    id
  }
}
    `) as unknown as TypedDocumentString<RivalryTestSubMutation, RivalryTestSubMutationVariables>;
export const RivalryTestValidDocument = new TypedDocumentString(`
    mutation RivalryTestValid($r: ID!) {
  setRoundValid(roundId: $r, valid: true) {
    id
  }
}
    `) as unknown as TypedDocumentString<RivalryTestValidMutation, RivalryTestValidMutationVariables>;
export const RivalryTestAddRoundDocument = new TypedDocumentString(`
    mutation RivalryTestAddRound($c: ID!) {
  addRound(competitionId: $c) {
    id
    rounds {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<RivalryTestAddRoundMutation, RivalryTestAddRoundMutationVariables>;
export const RivalryTestDeleteDocument = new TypedDocumentString(`
    mutation RivalryTestDelete($c: ID!) {
  deleteCompetition(id: $c)
}
    `) as unknown as TypedDocumentString<RivalryTestDeleteMutation, RivalryTestDeleteMutationVariables>;
export const RivalryTestUndoDocument = new TypedDocumentString(`
    mutation RivalryTestUndo($a: ID!) {
  undoActivity(id: $a) {
    id
    status
    completedAt
  }
}
    `) as unknown as TypedDocumentString<RivalryTestUndoMutation, RivalryTestUndoMutationVariables>;
export const RivalryTestLastEntryDocument = new TypedDocumentString(`
    query RivalryTestLastEntry($c: ID!) {
  competition(id: $c) {
    id
    activity(first: 1) {
      edges {
        node {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RivalryTestLastEntryQuery, RivalryTestLastEntryQueryVariables>;
export const RivalryTestRoundsDocument = new TypedDocumentString(`
    query RivalryTestRounds($c: ID!) {
  competition(id: $c) {
    id
    rounds {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<RivalryTestRoundsQuery, RivalryTestRoundsQueryVariables>;
export const RivalryTestFriendsDocument = new TypedDocumentString(`
    query RivalryTestFriends {
  me {
    id
    friends {
      status
      user {
        id
      }
      rivalry {
        rating
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RivalryTestFriendsQuery, RivalryTestFriendsQueryVariables>;
export const RivalryTestSummaryDocument = new TypedDocumentString(`
    query RivalryTestSummary($u: String!) {
  rivalry(username: $u) {
    competitions
    record {
      wins
    }
    rating
    opponentRating
    timeline {
      rating
    }
  }
}
    `) as unknown as TypedDocumentString<RivalryTestSummaryQuery, RivalryTestSummaryQueryVariables>;
export const RivalryTestRemoveFriendDocument = new TypedDocumentString(`
    mutation RivalryTestRemoveFriend($id: ID!) {
  removeFriend(userId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<RivalryTestRemoveFriendMutation, RivalryTestRemoveFriendMutationVariables>;
export const RivalryTestCompetitionChangedDocument = new TypedDocumentString(`
    subscription RivalryTestCompetitionChanged($id: ID!) {
  competitionChanged(id: $id) {
    competition {
      status
      completedAt
    }
  }
}
    `) as unknown as TypedDocumentString<RivalryTestCompetitionChangedSubscription, RivalryTestCompetitionChangedSubscriptionVariables>;
export const RivalryTestMyCompetitionsChangedDocument = new TypedDocumentString(`
    subscription RivalryTestMyCompetitionsChanged {
  myCompetitionsChanged {
    competition {
      id
      completedAt
    }
  }
}
    `) as unknown as TypedDocumentString<RivalryTestMyCompetitionsChangedSubscription, RivalryTestMyCompetitionsChangedSubscriptionVariables>;
export const RoundsReadDetailsDocument = new TypedDocumentString(`
    query RoundsReadDetails($id: ID!) {
  competition(id: $id) {
    id
    name
    version
    status
    public
    description
    createdAt
    updatedAt
    currentScore
    viewerIsParticipant
    winner {
      id
    }
    players {
      id
      username
      profilePic
    }
    rules {
      id
      text
    }
    roundCount
    roundResults
    round(number: 2) {
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
}`) as unknown as TypedDocumentString<RoundsReadDetailsQuery, RoundsReadDetailsQueryVariables>;
export const RoundsReadEveryRoundDocument = new TypedDocumentString(`
    query RoundsReadEveryRound($id: ID!) {
  competition(id: $id) {
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
}`) as unknown as TypedDocumentString<RoundsReadEveryRoundQuery, RoundsReadEveryRoundQueryVariables>;
export const RoundsReadCardsDocument = new TypedDocumentString(`
    query RoundsReadCards {
  competitions {
    id
    name
    image
    status
    currentScore
    players {
      id
      username
      profilePic
    }
  }
}
    `) as unknown as TypedDocumentString<RoundsReadCardsQuery, RoundsReadCardsQueryVariables>;
export const RoundsReadFriendsDocument = new TypedDocumentString(`
    query RoundsReadFriends {
  me {
    id
    friends {
      status
      score
      isTestFriend
      user {
        id
        username
        profilePic
        deleted
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RoundsReadFriendsQuery, RoundsReadFriendsQueryVariables>;
export const RoundsReadCompleteDocument = new TypedDocumentString(`
    mutation RoundsReadComplete($id: ID!) {
  updateCompetitionInfo(id: $id, status: COMPLETE) {
    id
  }
}
    `) as unknown as TypedDocumentString<RoundsReadCompleteMutation, RoundsReadCompleteMutationVariables>;
export const RoundsReadStandingDocument = new TypedDocumentString(`
    query RoundsReadStanding {
  me {
    id
    rating
    record {
      wins
      losses
      draws
    }
  }
}
    `) as unknown as TypedDocumentString<RoundsReadStandingQuery, RoundsReadStandingQueryVariables>;
export const RoundsReadFriendsRivalriesDocument = new TypedDocumentString(`
    query RoundsReadFriendsRivalries {
  me {
    friends {
      score
      user {
        id
        username
      }
      rivalry {
        record {
          wins
          losses
          draws
        }
        rating
        opponentRating
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RoundsReadFriendsRivalriesQuery, RoundsReadFriendsRivalriesQueryVariables>;
export const RoundsReadSetValidDocument = new TypedDocumentString(`
    mutation RoundsReadSetValid($id: ID!, $v: Boolean!) {
  setRoundValid(roundId: $id, valid: $v) {
    id
  }
}
    `) as unknown as TypedDocumentString<RoundsReadSetValidMutation, RoundsReadSetValidMutationVariables>;
export const RoundsReadAddRaceDocument = new TypedDocumentString(`
    mutation RoundsReadAddRace($r: ID!, $p: Int!, $w: ID) {
  addSubRound(roundId: $r, name: "race", points: $p, playerId: $w) {
    id
  }
}
    `) as unknown as TypedDocumentString<RoundsReadAddRaceMutation, RoundsReadAddRaceMutationVariables>;
export const RoundsReadDeleteRoundDocument = new TypedDocumentString(`
    mutation RoundsReadDeleteRound($id: ID!) {
  deleteRound(roundId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<RoundsReadDeleteRoundMutation, RoundsReadDeleteRoundMutationVariables>;
export const RoundsReadUndoDocument = new TypedDocumentString(`
    mutation RoundsReadUndo($id: ID!) {
  undoActivity(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<RoundsReadUndoMutation, RoundsReadUndoMutationVariables>;
export const RoundsReadLinkedEntriesDocument = new TypedDocumentString(`
    query RoundsReadLinkedEntries($id: ID!) {
  competition(id: $id) {
    activity(first: 20) {
      edges {
        node {
          id
          undoneBy {
            id
            undoes {
              id
            }
          }
          undoes {
            id
            undoneBy {
              id
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RoundsReadLinkedEntriesQuery, RoundsReadLinkedEntriesQueryVariables>;
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
export const ServerMeDocument = new TypedDocumentString(`
    query ServerMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<ServerMeQuery, ServerMeQueryVariables>;
export const ServerCompetitionDocument = new TypedDocumentString(`
    query ServerCompetition($id: ID!) {
  competition(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ServerCompetitionQuery, ServerCompetitionQueryVariables>;
export const ServerIntrospectionDocument = new TypedDocumentString(`
    query ServerIntrospection {
  __schema {
    types {
      name
      description
      fields {
        name
        description
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ServerIntrospectionQuery, ServerIntrospectionQueryVariables>;
export const SessionCacheMeDocument = new TypedDocumentString(`
    query SessionCacheMe {
  me {
    id
    username
    theme
  }
}
    `) as unknown as TypedDocumentString<SessionCacheMeQuery, SessionCacheMeQueryVariables>;
export const SessionCacheSetThemeDocument = new TypedDocumentString(`
    mutation SessionCacheSetTheme($theme: Theme!) {
  setTheme(theme: $theme) {
    id
  }
}
    `) as unknown as TypedDocumentString<SessionCacheSetThemeMutation, SessionCacheSetThemeMutationVariables>;
export const SessionSocketsMeDocument = new TypedDocumentString(`
    query SessionSocketsMe {
  me {
    id
    email
    theme
  }
}
    `) as unknown as TypedDocumentString<SessionSocketsMeQuery, SessionSocketsMeQueryVariables>;
export const SessionSocketsMeChangedDocument = new TypedDocumentString(`
    subscription SessionSocketsMeChanged {
  meChanged {
    id
    email
    username
  }
}
    `) as unknown as TypedDocumentString<SessionSocketsMeChangedSubscription, SessionSocketsMeChangedSubscriptionVariables>;
export const SessionSocketsSetThemeDocument = new TypedDocumentString(`
    mutation SessionSocketsSetTheme {
  setTheme(theme: DARK) {
    id
    theme
  }
}
    `) as unknown as TypedDocumentString<SessionSocketsSetThemeMutation, SessionSocketsSetThemeMutationVariables>;
export const ShutdownMeDocument = new TypedDocumentString(`
    query ShutdownMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<ShutdownMeQuery, ShutdownMeQueryVariables>;
export const ShutdownAddSubRoundDocument = new TypedDocumentString(`
    mutation ShutdownAddSubRound($r: ID!) {
  addSubRound(roundId: $r, name: "Bowser's Castle", points: 3) {
    version
  }
}
    `) as unknown as TypedDocumentString<ShutdownAddSubRoundMutation, ShutdownAddSubRoundMutationVariables>;
export const SocketChurnCompetitionChangedDocument = new TypedDocumentString(`
    subscription SocketChurnCompetitionChanged($id: ID!) {
  competitionChanged(id: $id) {
    version
    round {
      id
      number
      subRounds {
        name
      }
    }
    competition {
      id
      version
      roundCount
      roundResults
    }
  }
}
    `) as unknown as TypedDocumentString<SocketChurnCompetitionChangedSubscription, SocketChurnCompetitionChangedSubscriptionVariables>;
export const StoredScoresAddSubRoundDocument = new TypedDocumentString(`
    mutation StoredScoresAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {
  addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {
    ...StoredScoresScore
  }
}
    fragment StoredScoresScore on Competition {
  currentScore
  winner {
    id
  }
}`) as unknown as TypedDocumentString<StoredScoresAddSubRoundMutation, StoredScoresAddSubRoundMutationVariables>;
export const StoredScoresAddUnplayedSubRoundDocument = new TypedDocumentString(`
    mutation StoredScoresAddUnplayedSubRound($r: ID!, $n: String!, $p: Int!) {
  addSubRound(roundId: $r, name: $n, points: $p) {
    ...StoredScoresScore
  }
}
    fragment StoredScoresScore on Competition {
  currentScore
  winner {
    id
  }
}`) as unknown as TypedDocumentString<StoredScoresAddUnplayedSubRoundMutation, StoredScoresAddUnplayedSubRoundMutationVariables>;
export const StoredScoresSetRoundValidDocument = new TypedDocumentString(`
    mutation StoredScoresSetRoundValid($r: ID!, $v: Boolean!) {
  setRoundValid(roundId: $r, valid: $v) {
    ...StoredScoresScore
  }
}
    fragment StoredScoresScore on Competition {
  currentScore
  winner {
    id
  }
}`) as unknown as TypedDocumentString<StoredScoresSetRoundValidMutation, StoredScoresSetRoundValidMutationVariables>;
export const StoredScoresAddRoundDocument = new TypedDocumentString(`
    mutation StoredScoresAddRound($c: ID!) {
  addRound(competitionId: $c) {
    ...StoredScoresScore
  }
}
    fragment StoredScoresScore on Competition {
  currentScore
  winner {
    id
  }
}`) as unknown as TypedDocumentString<StoredScoresAddRoundMutation, StoredScoresAddRoundMutationVariables>;
export const StoredScoresDeleteSubRoundDocument = new TypedDocumentString(`
    mutation StoredScoresDeleteSubRound($s: ID!) {
  deleteSubRound(subRoundId: $s) {
    ...StoredScoresScore
  }
}
    fragment StoredScoresScore on Competition {
  currentScore
  winner {
    id
  }
}`) as unknown as TypedDocumentString<StoredScoresDeleteSubRoundMutation, StoredScoresDeleteSubRoundMutationVariables>;
export const StoredScoresDeleteRoundDocument = new TypedDocumentString(`
    mutation StoredScoresDeleteRound($r: ID!) {
  deleteRound(roundId: $r) {
    ...StoredScoresScore
  }
}
    fragment StoredScoresScore on Competition {
  currentScore
  winner {
    id
  }
}`) as unknown as TypedDocumentString<StoredScoresDeleteRoundMutation, StoredScoresDeleteRoundMutationVariables>;
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
export const TestSignInDocument = new TypedDocumentString(`
    mutation TestSignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    id
  }
}
    `) as unknown as TypedDocumentString<TestSignInMutation, TestSignInMutationVariables>;
export const TestSignOutDocument = new TypedDocumentString(`
    mutation TestSignOut {
  signOut
}
    `) as unknown as TypedDocumentString<TestSignOutMutation, TestSignOutMutationVariables>;
export const TestRequestResetDocument = new TypedDocumentString(`
    mutation TestRequestReset($email: String!) {
  requestPasswordReset(email: $email)
}
    `) as unknown as TypedDocumentString<TestRequestResetMutation, TestRequestResetMutationVariables>;
export const TestResetPasswordDocument = new TypedDocumentString(`
    mutation TestResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) {
    id
  }
}
    `) as unknown as TypedDocumentString<TestResetPasswordMutation, TestResetPasswordMutationVariables>;
export const TestDeleteAccountDocument = new TypedDocumentString(`
    mutation TestDeleteAccount {
  deleteAccount
}
    `) as unknown as TypedDocumentString<TestDeleteAccountMutation, TestDeleteAccountMutationVariables>;
export const TestRenameDocument = new TypedDocumentString(`
    mutation TestRename($username: String!) {
  updateProfile(username: $username) {
    id
  }
}
    `) as unknown as TypedDocumentString<TestRenameMutation, TestRenameMutationVariables>;
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
export const TestSupportAddRuleDocument = new TypedDocumentString(`
    mutation TestSupportAddRule($id: ID!, $t: String!) {
  addRule(competitionId: $id, text: $t) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<TestSupportAddRuleMutation, TestSupportAddRuleMutationVariables>;
export const TestSupportSetPublicDocument = new TypedDocumentString(`
    mutation TestSupportSetPublic($id: ID!, $p: Boolean!) {
  updateCompetitionInfo(id: $id, name: "Kart", status: ONGOING, public: $p) {
    version
  }
}
    `) as unknown as TypedDocumentString<TestSupportSetPublicMutation, TestSupportSetPublicMutationVariables>;
export const TestSupportDeleteCompetitionDocument = new TypedDocumentString(`
    mutation TestSupportDeleteCompetition($id: ID!) {
  deleteCompetition(id: $id)
}
    `) as unknown as TypedDocumentString<TestSupportDeleteCompetitionMutation, TestSupportDeleteCompetitionMutationVariables>;
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
export const RivalryTestRivalryDocument = new TypedDocumentString(`
    query RivalryTestRivalry($u: String!) {
  rivalry(username: $u) {
    ...RivalryTestFields
  }
}
    fragment RivalryTestFields on Rivalry {
  opponent {
    id
    username
    profilePic
    deleted
  }
  competitions
  ongoing
  record {
    wins
    losses
    draws
  }
  rounds {
    wins
    losses
    draws
  }
  points
  streak
  longestStreak
  rating
  opponentRating
  winProbability
  timeline {
    competition {
      id
      name
      players {
        id
      }
      winner {
        id
      }
    }
    completedAt
    winner {
      id
    }
    score
    rating
  }
}`) as unknown as TypedDocumentString<RivalryTestRivalryQuery, RivalryTestRivalryQueryVariables>;
export const SetupAddSubRoundDocument = new TypedDocumentString(`
    mutation SetupAddSubRound($roundId: ID!, $name: String!, $points: Int!, $playerId: ID) {
  addSubRound(
    roundId: $roundId
    name: $name
    points: $points
    playerId: $playerId
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetupAddSubRoundMutation, SetupAddSubRoundMutationVariables>;
export const SetupUpdateCompetitionInfoDocument = new TypedDocumentString(`
    mutation SetupUpdateCompetitionInfo($id: ID!, $name: String, $description: String, $status: CompetitionStatus, $public: Boolean) {
  updateCompetitionInfo(
    id: $id
    name: $name
    description: $description
    status: $status
    public: $public
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetupUpdateCompetitionInfoMutation, SetupUpdateCompetitionInfoMutationVariables>;
export const SetupAddRuleDocument = new TypedDocumentString(`
    mutation SetupAddRule($competitionId: ID!, $text: String!) {
  addRule(competitionId: $competitionId, text: $text) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetupAddRuleMutation, SetupAddRuleMutationVariables>;
export const SetupSetThemeDocument = new TypedDocumentString(`
    mutation SetupSetTheme($theme: Theme!) {
  setTheme(theme: $theme) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetupSetThemeMutation, SetupSetThemeMutationVariables>;
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
export const WebsocketLimitsMeChangedDocument = new TypedDocumentString(`
    subscription WebsocketLimitsMeChanged {
  meChanged {
    id
  }
}
    `) as unknown as TypedDocumentString<WebsocketLimitsMeChangedSubscription, WebsocketLimitsMeChangedSubscriptionVariables>;
export const WebsocketLimitsMeDocument = new TypedDocumentString(`
    query WebsocketLimitsMe {
  me {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<WebsocketLimitsMeQuery, WebsocketLimitsMeQueryVariables>;
export const WebsocketLimitsAppConfigDocument = new TypedDocumentString(`
    query WebsocketLimitsAppConfig {
  appConfig {
    issuesUrl
  }
}
    `) as unknown as TypedDocumentString<WebsocketLimitsAppConfigQuery, WebsocketLimitsAppConfigQueryVariables>;
export const WebsocketLimitsCompetitionDocument = new TypedDocumentString(`
    query WebsocketLimitsCompetition($id: ID!) {
  competition(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebsocketLimitsCompetitionQuery, WebsocketLimitsCompetitionQueryVariables>;
export const WebsocketLimitsSignUpDocument = new TypedDocumentString(`
    mutation WebsocketLimitsSignUp($e: String!, $p: String!) {
  signUp(email: $e, password: $p) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebsocketLimitsSignUpMutation, WebsocketLimitsSignUpMutationVariables>;
export const WebsocketLimitsSignInDocument = new TypedDocumentString(`
    mutation WebsocketLimitsSignIn($e: String!, $p: String!) {
  signIn(email: $e, password: $p) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebsocketLimitsSignInMutation, WebsocketLimitsSignInMutationVariables>;
export const WebsocketLimitsResetPasswordDocument = new TypedDocumentString(`
    mutation WebsocketLimitsResetPassword {
  resetPassword(token: "t", password: "a long new password") {
    id
  }
}
    `) as unknown as TypedDocumentString<WebsocketLimitsResetPasswordMutation, WebsocketLimitsResetPasswordMutationVariables>;
export const WebsocketLimitsAliasedDeleteAccountDocument = new TypedDocumentString(`
    mutation WebsocketLimitsAliasedDeleteAccount {
  bye: deleteAccount
}
    `) as unknown as TypedDocumentString<WebsocketLimitsAliasedDeleteAccountMutation, WebsocketLimitsAliasedDeleteAccountMutationVariables>;
export const WebsocketLimitsSignOutInAFragmentDocument = new TypedDocumentString(`
    mutation WebsocketLimitsSignOutInAFragment {
  ...WebsocketLimitsSignOutFields
}
    fragment WebsocketLimitsSignOutFields on Mutation {
  signOut
}`) as unknown as TypedDocumentString<WebsocketLimitsSignOutInAFragmentMutation, WebsocketLimitsSignOutInAFragmentMutationVariables>;
export const E2eAccessibilitySignUpDocument = new TypedDocumentString(`
    mutation E2eAccessibilitySignUp($e: String!, $p: String!) {
  signUp(email: $e, password: $p) {
    id
  }
}
    `) as unknown as TypedDocumentString<E2eAccessibilitySignUpMutation, E2eAccessibilitySignUpMutationVariables>;
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
export const E2eChooseUsernameMeDocument = new TypedDocumentString(`
    query E2eChooseUsernameMe {
  me {
    id
    username
    usernameChosen
  }
}
    `) as unknown as TypedDocumentString<E2eChooseUsernameMeQuery, E2eChooseUsernameMeQueryVariables>;
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
export const E2eCompetitionsAddRoundDocument = new TypedDocumentString(`
    mutation E2eCompetitionsAddRound($id: ID!) {
  addRound(competitionId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<E2eCompetitionsAddRoundMutation, E2eCompetitionsAddRoundMutationVariables>;
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
export const E2eHomeMeDocument = new TypedDocumentString(`
    query E2eHomeMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<E2eHomeMeQuery, E2eHomeMeQueryVariables>;
export const LedgerPageAddRoundDocument = new TypedDocumentString(`
    mutation LedgerPageAddRound($id: ID!) {
  addRound(competitionId: $id) {
    id
    rounds {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<LedgerPageAddRoundMutation, LedgerPageAddRoundMutationVariables>;
export const LedgerPageStoredDocument = new TypedDocumentString(`
    query LedgerPageStored($id: ID!) {
  competition(id: $id) {
    id
    rounds {
      id
      subRounds {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LedgerPageStoredQuery, LedgerPageStoredQueryVariables>;
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
export const LongRound150Document = new TypedDocumentString(`
    query LongRound150($id: ID!) {
  competition(id: $id) {
    roundCount
    round(number: 150) {
      subRounds {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LongRound150Query, LongRound150QueryVariables>;
export const OutboxSubRoundsDocument = new TypedDocumentString(`
    query OutboxSubRounds($id: ID!) {
  competition(id: $id) {
    id
    rounds {
      id
      subRounds {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OutboxSubRoundsQuery, OutboxSubRoundsQueryVariables>;
export const OutboxNameDocument = new TypedDocumentString(`
    query OutboxName($id: ID!) {
  competition(id: $id) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<OutboxNameQuery, OutboxNameQueryVariables>;
export const RivalryPageRivalryDocument = new TypedDocumentString(`
    query RivalryPageRivalry($u: String!) {
  rivalry(username: $u) {
    record {
      wins
      losses
      draws
    }
    rounds {
      wins
      losses
      draws
    }
    points
    streak
    longestStreak
    rating
    opponentRating
    winProbability
    competitions
    ongoing
    timeline {
      competition {
        id
        name
      }
      score
      rating
    }
  }
}
    `) as unknown as TypedDocumentString<RivalryPageRivalryQuery, RivalryPageRivalryQueryVariables>;
export const E2eRivalrySetRoundValidDocument = new TypedDocumentString(`
    mutation E2eRivalrySetRoundValid($r: ID!) {
  setRoundValid(roundId: $r, valid: true) {
    id
  }
}
    `) as unknown as TypedDocumentString<E2eRivalrySetRoundValidMutation, E2eRivalrySetRoundValidMutationVariables>;