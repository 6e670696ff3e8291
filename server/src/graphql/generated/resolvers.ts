import type { GraphQLResolveInfo } from 'graphql';
import type { PublicUser } from '../../features/users/store';
import type { UserRow, RuleRow } from '../../db/schema';
import type { CompetitionAnswer, RoundView, SubRoundView, ActivityView } from '../../features/competitions/store';
import type { FriendshipView } from '../../features/friends/store';
import type { RivalryView, RivalryResultView } from '../../features/rivalry/store';
import type { CompetitionEvent as CompetitionEventModel } from '../../features/competitions/feed';
import type { Presence as PresenceModel } from '../../features/competitions/presence';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** One committed change to a competition: who did what, and when. */
export type Activity = {
  __typename?: 'Activity';
  /** The player who made the change; a deleted account stays as the deleted user. */
  actor: User;
  /** When the change was made (ISO 8601). */
  at: Scalars['String']['output'];
  /** The entry's id, for undoActivity. */
  id: Scalars['ID']['output'];
  /** What kind of change it was. */
  kind: ActivityKind;
  /** One sentence naming what changed, without its subject (the actor), e.g. `added round 3`. */
  summary: Scalars['String']['output'];
  /** True when the signed-in user may undo this entry now (their own, not undone, and nothing it set changed since). */
  undoable: Scalars['Boolean']['output'];
  /** On an UNDO entry: the entry it reversed. */
  undoes?: Maybe<Activity>;
  /** The UNDO entry that reversed this one, once undone. */
  undoneBy?: Maybe<Activity>;
  /** The competition's version right after this change. */
  version: Scalars['Int']['output'];
};

/** A page of a competition's activity, newest first. */
export type ActivityConnection = {
  __typename?: 'ActivityConnection';
  /** The entries of this page, each with its cursor. */
  edges: Array<ActivityEdge>;
  /** Where this page ends, and whether more follow. */
  pageInfo: PageInfo;
};

/** An activity entry and where it sits in the list. */
export type ActivityEdge = {
  __typename?: 'ActivityEdge';
  /** Pass it as `after` to get the entries after this one. */
  cursor: Scalars['String']['output'];
  /** The entry. */
  node: Activity;
};

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

/** Settings of this server that the web app needs to render. */
export type AppConfig = {
  __typename?: 'AppConfig';
  /** Where the footer's donation link points, or null to hide it. */
  donationUrl?: Maybe<Scalars['String']['output']>;
  /** True when Google sign-in is configured, so the web app shows its button. */
  googleSignInEnabled: Scalars['Boolean']['output'];
  /** Where the footer's issue tracker link points, or null to hide it. */
  issuesUrl?: Maybe<Scalars['String']['output']>;
  /** Where the footer's source code link points, or null to hide it. */
  sourceUrl?: Maybe<Scalars['String']['output']>;
};

/** A two-player competition made of rounds and sub-rounds. */
export type Competition = {
  __typename?: 'Competition';
  /** Every committed change to the competition, newest first: the rivalry ledger. */
  activity: ActivityConnection;
  /** When the status last became COMPLETE (ISO 8601); null unless complete. */
  completedAt?: Maybe<Scalars['String']['output']>;
  /** When the competition was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Rounds won by each player, player one first; a drawn valid round gives both a point. */
  currentScore: Array<Scalars['Int']['output']>;
  /** Free text about the competition (at most 5000 characters); empty at first. */
  description: Scalars['String']['output'];
  /** The competition's id. */
  id: Scalars['ID']['output'];
  /** An http(s) URL of the competition's thumbnail (at most 2048 characters), or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** The competition's name (1 to 100 characters). */
  name: Scalars['String']['output'];
  /** Exactly two players: the creator first, then the opponent. */
  players: Array<User>;
  /** True when anyone, signed in or not, may see the competition. */
  public: Scalars['Boolean']['output'];
  /** The round with this number (1 for the first, in order), or null when there is none. */
  round?: Maybe<Round>;
  /** How many rounds the competition has. */
  roundCount: Scalars['Int']['output'];
  /**
   * Every round's result, in order, as one number each: 1 when player one won it, 2 when player two did, 0 for a
   * draw, -1 when it is not valid. For a round selector or a chart, without loading the rounds.
   */
  roundResults: Array<Scalars['Int']['output']>;
  /** The rounds, in order: every one of them, with their sub-rounds. A page shows one with `round(number:)`. */
  rounds: Array<Round>;
  /** The house rules, in the order they were added. */
  rules: Array<Rule>;
  /** Ongoing, complete or abandoned. */
  status: CompetitionStatus;
  /** When the competition last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Increases by one on every change; pass it as expectedVersion to refuse edits on top of unseen changes. */
  version: Scalars['Int']['output'];
  /** True when the signed-in user is one of the two players and so may edit it. */
  viewerIsParticipant: Scalars['Boolean']['output'];
  /** The player with the higher score, or null for a draw. */
  winner?: Maybe<User>;
};


/** A two-player competition made of rounds and sub-rounds. */
export type CompetitionActivityArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A two-player competition made of rounds and sub-rounds. */
export type CompetitionRoundArgs = {
  number: Scalars['Int']['input'];
};

/**
 * A change to a competition: `competition` after the change, or `deletedId` when it was deleted. Select the
 * competition's own fields and `round`: what the change touched, never every round. A `version` more than one past
 * the last one seen means an event was missed: read the competition again.
 */
export type CompetitionEvent = {
  __typename?: 'CompetitionEvent';
  /** The change's activity entry; null when the event only sends the current state again, or for a deletion. */
  activity?: Maybe<Activity>;
  /** The player who made the change; null when the event only sends the current state again (after a lost connection). */
  by?: Maybe<User>;
  /** The competition as it is after the change, when it still exists. */
  competition?: Maybe<Competition>;
  /** The id of the competition that was deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** The round this change deleted; the rounds after it moved up by one. */
  deletedRoundId?: Maybe<Scalars['ID']['output']>;
  /** The round this change added or changed (its sub-rounds or validity), as it is now; null for other changes. */
  round?: Maybe<Round>;
  /** The competition's version right after this change. */
  version: Scalars['Int']['output'];
};

/** The state of a competition. */
export type CompetitionStatus =
  /** Given up; does not count toward the head-to-head score. */
  | 'abandoned'
  /** Finished; counts toward the two friends' head-to-head score. */
  | 'complete'
  /** Being played; rules, rounds, sub-rounds and validity can be edited. */
  | 'ongoing';

/** A friendship or a pending friend request, seen from the signed-in user. */
export type Friendship = {
  __typename?: 'Friendship';
  /** True for the seeded test friend every new account starts with. */
  isTestFriend: Scalars['Boolean']['output'];
  /** Everything between the two (see Query.rivalry); null unless the friendship is accepted. */
  rivalry?: Maybe<Rivalry>;
  /** The head-to-head record from all complete competitions between the two: [mine, theirs]. */
  score: Array<Scalars['Int']['output']>;
  /** Accepted, or a request received (INCOMING) or sent (OUTGOING). */
  status: FriendshipStatus;
  /** The other user. */
  user: User;
};

/** Where a friendship stands, seen from the signed-in user. */
export type FriendshipStatus =
  /** Both users accepted: they are friends. */
  | 'ACCEPTED'
  /** The other user sent a request that the signed-in user has not answered yet. */
  | 'INCOMING'
  /** The signed-in user sent a request that the other user has not answered yet. */
  | 'OUTGOING';

/** The signed-in user, with what only they may see about themselves. */
export type Me = {
  __typename?: 'Me';
  /** The email address the user signs in with, or null when they only use Google and it gave none. */
  email?: Maybe<Scalars['String']['output']>;
  /** Every friendship: accepted friends, requests received and requests sent. */
  friends: Array<Friendship>;
  /** True when the user can sign in with Google. */
  hasGoogle: Scalars['Boolean']['output'];
  /** True when the user can sign in with an email and password. */
  hasPassword: Scalars['Boolean']['output'];
  /** The user's stable id. */
  id: Scalars['ID']['output'];
  /** An http(s) URL of the user's picture, or null. */
  profilePic?: Maybe<Scalars['String']['output']>;
  /** The user's Elo rating from every complete competition they play in, rounded (1500 before the first). */
  rating: Scalars['Int']['output'];
  /** Wins, losses and draws over the complete competitions the user plays in. */
  record: RecordType;
  /** The saved colour scheme. */
  theme: Theme;
  /** The user's unique name (at most 20 characters). */
  username: Scalars['String']['output'];
  /** False from a new account's creation until the user has chosen their username (or kept the generated one). */
  usernameChosen: Scalars['Boolean']['output'];
};

/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Accept a friend request received from this user. */
  acceptFriendRequest: Me;
  /** Append a blank round (players only, while ongoing; refused when the last round has no sub-rounds). */
  addRound: Competition;
  /** Add a house rule (players only, while ongoing). */
  addRule: Competition;
  /** Add a sub-round to a round (players only, while ongoing). */
  addSubRound: Competition;
  /** Cancel a friend request sent to this user. */
  cancelFriendRequest: Me;
  /**
   * Choose the signed-in user's username at their first sign-in, or keep the generated one (the same username is
   * accepted, not "Nothing's changed"); marks it chosen (`Me.usernameChosen`). Otherwise the rules of updateProfile.
   */
  chooseUsername: Me;
  /** Start a competition against an accepted friend: ongoing, 0-0, private, with one blank round. */
  createCompetition: Competition;
  /** Delete the signed-in user's account: keeps the record marked deleted, removes credentials and sessions. */
  deleteAccount: Scalars['Boolean']['output'];
  /** Delete a competition for good (players only). Returns its id. */
  deleteCompetition: Scalars['ID']['output'];
  /** Delete a round (players only, while ongoing; refused when it is the only round). */
  deleteRound: Competition;
  /** Delete a sub-round (players only, while ongoing). */
  deleteSubRound: Competition;
  /** Reject a friend request received from this user. */
  rejectFriendRequest: Me;
  /** Remove this friend; the competitions you have together are kept. */
  removeFriend: Me;
  /** Remove a house rule (players only, while ongoing). */
  removeRule: Competition;
  /** Email a password-reset link. Always true for a well-formed email, whether or not an account has it. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Set a new password with the token from a reset email, end the other sessions and sign in. */
  resetPassword: Me;
  /** Send a friend request to the user with exactly this username. */
  sendFriendRequest: Me;
  /** Mark a round as counting toward the score or not (players only, while ongoing). */
  setRoundValid: Competition;
  /** Save the signed-in user's colour scheme. */
  setTheme: Me;
  /** Sign in with an email and a password (sets the session cookie). */
  signIn: Me;
  /** Sign out: ends the current session and clears the cookie. */
  signOut: Scalars['Boolean']['output'];
  /** Create an account with an email and a password and sign in (sets the session cookie). */
  signUp: Me;
  /**
   * Undo one of your own changes: reverts exactly what that activity entry changed and records an UNDO entry;
   * undoing an UNDO entry re-applies the change (redo). Refused, changing nothing, with FORBIDDEN (not your change,
   * not a player, or rounds and rules of a competition that is not ongoing), CONFLICT (`Already undone`, `Changed
   * since; can't undo`, or a stale expectedVersion) or NOT_FOUND.
   */
  undoActivity: Competition;
  /**
   * Change a competition's name, thumbnail, description, status or visibility (players only). Only the fields given
   * change, so saving one never puts back an old value of another; at least one must be given.
   */
  updateCompetitionInfo: Competition;
  /** Change the signed-in user's username and picture. */
  updateProfile: Me;
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationAcceptFriendRequestArgs = {
  userId: Scalars['ID']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationAddRoundArgs = {
  clientMutationId?: InputMaybe<Scalars['ID']['input']>;
  competitionId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationAddRuleArgs = {
  clientMutationId?: InputMaybe<Scalars['ID']['input']>;
  competitionId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationAddSubRoundArgs = {
  clientMutationId?: InputMaybe<Scalars['ID']['input']>;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  playerId?: InputMaybe<Scalars['ID']['input']>;
  points: Scalars['Int']['input'];
  roundId: Scalars['ID']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationCancelFriendRequestArgs = {
  userId: Scalars['ID']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationChooseUsernameArgs = {
  username: Scalars['String']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationCreateCompetitionArgs = {
  clientMutationId?: InputMaybe<Scalars['ID']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  opponentId: Scalars['ID']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationDeleteCompetitionArgs = {
  clientMutationId?: InputMaybe<Scalars['ID']['input']>;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationDeleteRoundArgs = {
  clientMutationId?: InputMaybe<Scalars['ID']['input']>;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  roundId: Scalars['ID']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationDeleteSubRoundArgs = {
  clientMutationId?: InputMaybe<Scalars['ID']['input']>;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  subRoundId: Scalars['ID']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationRejectFriendRequestArgs = {
  userId: Scalars['ID']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationRemoveFriendArgs = {
  userId: Scalars['ID']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationRemoveRuleArgs = {
  clientMutationId?: InputMaybe<Scalars['ID']['input']>;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  ruleId: Scalars['ID']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationSendFriendRequestArgs = {
  username: Scalars['String']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationSetRoundValidArgs = {
  clientMutationId?: InputMaybe<Scalars['ID']['input']>;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  roundId: Scalars['ID']['input'];
  valid: Scalars['Boolean']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationSetThemeArgs = {
  theme: Theme;
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationSignUpArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationUndoActivityArgs = {
  clientMutationId?: InputMaybe<Scalars['ID']['input']>;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationUpdateCompetitionInfoArgs = {
  clientMutationId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  image?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<CompetitionStatus>;
};


/** Every change: accounts, friends and competitions. Competition changes take an optional expectedVersion and clientMutationId. */
export type MutationUpdateProfileArgs = {
  profilePic?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

/** Paging of a connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the page's last entry, or null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more entries follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** Who has a competition open, as the viewer may know it. */
export type Presence = {
  __typename?: 'Presence';
  /** How many signed-in users have the competition open. */
  count: Scalars['Int']['output'];
  /**
   * Those of them the viewer may know by name: the competition's players, the viewer's friends and the viewer. None
   * for a signed-out visitor, who learns only how many.
   */
  viewers: Array<User>;
};

/** What can be read: the signed-in user, competitions, users and the app's settings. */
export type Query = {
  __typename?: 'Query';
  /** Settings of this server that the web app needs to render. */
  appConfig: AppConfig;
  /** One competition. NOT_FOUND when it does not exist or the viewer may not see it. */
  competition: Competition;
  /** The signed-in user's competitions, most recently updated first, optionally filtered by status and opponent. */
  competitions: Array<Competition>;
  /** The signed-in user, or null when signed out. */
  me?: Maybe<Me>;
  /**
   * The signed-in user against the user with this username. NOT_FOUND unless the two are friends or share a
   * competition, and for the viewer themselves.
   */
  rivalry: Rivalry;
  /** The public sample competition shown on the home page, or null when there is none. */
  sampleCompetition?: Maybe<Competition>;
  /** The user with exactly this username (case-sensitive, compared NFKC-normalized and trimmed), or null. */
  user?: Maybe<User>;
};


/** What can be read: the signed-in user, competitions, users and the app's settings. */
export type QueryCompetitionArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: the signed-in user, competitions, users and the app's settings. */
export type QueryCompetitionsArgs = {
  friendId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<CompetitionStatus>;
};


/** What can be read: the signed-in user, competitions, users and the app's settings. */
export type QueryRivalryArgs = {
  username: Scalars['String']['input'];
};


/** What can be read: the signed-in user, competitions, users and the app's settings. */
export type QueryUserArgs = {
  username: Scalars['String']['input'];
};

/** Wins, losses and draws, counted from one side. */
export type RecordType = {
  __typename?: 'Record';
  /** How many were drawn. */
  draws: Scalars['Int']['output'];
  /** How many the side lost. */
  losses: Scalars['Int']['output'];
  /** How many the side won. */
  wins: Scalars['Int']['output'];
};

/** The signed-in user against one other user: everything between the two of them. */
export type Rivalry = {
  __typename?: 'Rivalry';
  /** How many competitions the two have together, of any status. */
  competitions: Scalars['Int']['output'];
  /** The viewer's longest run of won complete competitions against the opponent. */
  longestStreak: Scalars['Int']['output'];
  /** How many of them are ongoing. */
  ongoing: Scalars['Int']['output'];
  /** The other user. */
  opponent: User;
  /** The opponent's current rating, rounded. */
  opponentRating: Scalars['Int']['output'];
  /** Points won over those rounds: [the viewer's, the opponent's]. */
  points: Array<Scalars['Int']['output']>;
  /** The viewer's current rating, rounded. */
  rating: Scalars['Int']['output'];
  /** The complete competitions between the two, from the viewer's side. */
  record: RecordType;
  /** The valid rounds of their competitions that were not abandoned, by round winner, from the viewer's side. */
  rounds: RecordType;
  /** +n when the viewer won the last n complete competitions, -n when the opponent did, 0 after a draw or none. */
  streak: Scalars['Int']['output'];
  /** One result per complete competition between the two, oldest first. */
  timeline: Array<RivalryResult>;
  /** The viewer's expected score against the opponent from the current ratings (0 to 1). */
  winProbability: Scalars['Float']['output'];
};

/** A complete competition in a rivalry's timeline. */
export type RivalryResult = {
  __typename?: 'RivalryResult';
  /** The competition. */
  competition: Competition;
  /** When it was completed (ISO 8601). */
  completedAt: Scalars['String']['output'];
  /** The viewer's rating right after it, rounded. */
  rating: Scalars['Int']['output'];
  /** Its score: [the viewer's, the opponent's]. */
  score: Array<Scalars['Int']['output']>;
  /** Its winner, or null for a draw. */
  winner?: Maybe<User>;
};

/** A round of a competition: a list of sub-rounds whose points decide it. */
export type Round = {
  __typename?: 'Round';
  /** The round's id. */
  id: Scalars['ID']['output'];
  /** The round's 1-based position in the competition. */
  number: Scalars['Int']['output'];
  /** The round's point totals per player, player one first; a drawn sub-round adds its points to both. */
  score: Array<Scalars['Int']['output']>;
  /** The sub-rounds, in the order they were added. */
  subRounds: Array<SubRound>;
  /** Only valid rounds count toward the competition's score. */
  valid: Scalars['Boolean']['output'];
  /** The player with more points in this round, or null for a draw. */
  winner?: Maybe<User>;
};

/** A house rule of a competition. */
export type Rule = {
  __typename?: 'Rule';
  /** The rule's id. */
  id: Scalars['ID']['output'];
  /** The rule's text (1 to 500 characters). */
  text: Scalars['String']['output'];
};

/** A sub-round: some points for one player, or a draw. */
export type SubRound = {
  __typename?: 'SubRound';
  /** The sub-round's id. */
  id: Scalars['ID']['output'];
  /** What was played, e.g. a track's name (1 to 100 characters). */
  name: Scalars['String']['output'];
  /** The player who won it, or null for a draw. */
  player?: Maybe<User>;
  /** The points it carries: a whole number from -1000000 to 1000000; zero and negative values are allowed. */
  points: Scalars['Int']['output'];
};

/** Live updates over graphql-ws on /graphql, delivered after commit and in commit order per competition. */
export type Subscription = {
  __typename?: 'Subscription';
  /** Every committed change to this competition, in order, while the viewer may see it. */
  competitionChanged: CompetitionEvent;
  /** How many have this competition open right now, and who of them the viewer may know; pushed whenever that changes. */
  competitionPresence: Presence;
  /**
   * Who of those with this competition open right now the viewer may know by name (see Presence.viewers); pushed
   * whenever who is looking changes. competitionPresence also says how many.
   */
  competitionViewers: Array<User>;
  /** The viewer's own profile or friend list changed (request received or answered, friend renamed, scores). */
  meChanged: Me;
  /** Every change to a competition the viewer plays in, including one the opponent created or deleted. */
  myCompetitionsChanged: CompetitionEvent;
};


/** Live updates over graphql-ws on /graphql, delivered after commit and in commit order per competition. */
export type SubscriptionCompetitionChangedArgs = {
  current?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


/** Live updates over graphql-ws on /graphql, delivered after commit and in commit order per competition. */
export type SubscriptionCompetitionPresenceArgs = {
  id: Scalars['ID']['input'];
};


/** Live updates over graphql-ws on /graphql, delivered after commit and in commit order per competition. */
export type SubscriptionCompetitionViewersArgs = {
  id: Scalars['ID']['input'];
};


/** Live updates over graphql-ws on /graphql, delivered after commit and in commit order per competition. */
export type SubscriptionMeChangedArgs = {
  current?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The colour scheme a user picked; SYSTEM follows the device's preference. */
export type Theme =
  /** Always dark. */
  | 'dark'
  /** Always light. */
  | 'light'
  /** Follow the operating system's light or dark preference. */
  | 'system';

/** A user as anyone may see them: the public part of a profile. */
export type User = {
  __typename?: 'User';
  /** True once the user has deleted their account; the record is kept so that others see "(Deleted)". */
  deleted: Scalars['Boolean']['output'];
  /** The user's stable id; it never changes, not even when the username does. */
  id: Scalars['ID']['output'];
  /** An http(s) URL of the user's picture, or null when they have none. */
  profilePic?: Maybe<Scalars['String']['output']>;
  /** The user's unique name (1 to 20 characters, NFKC-normalized), used to add them as a friend. */
  username: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Activity: ResolverTypeWrapper<ActivityView>;
  ActivityConnection: ResolverTypeWrapper<Omit<ActivityConnection, 'edges'> & { edges: Array<ResolversTypes['ActivityEdge']> }>;
  ActivityEdge: ResolverTypeWrapper<Omit<ActivityEdge, 'node'> & { node: ResolversTypes['Activity'] }>;
  ActivityKind: ActivityKind;
  AppConfig: ResolverTypeWrapper<AppConfig>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Competition: ResolverTypeWrapper<CompetitionAnswer>;
  CompetitionEvent: ResolverTypeWrapper<CompetitionEventModel>;
  CompetitionStatus: null;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Friendship: ResolverTypeWrapper<FriendshipView>;
  FriendshipStatus: FriendshipStatus;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Me: ResolverTypeWrapper<UserRow>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Presence: ResolverTypeWrapper<PresenceModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Record: ResolverTypeWrapper<RecordType>;
  Rivalry: ResolverTypeWrapper<RivalryView>;
  RivalryResult: ResolverTypeWrapper<RivalryResultView>;
  Round: ResolverTypeWrapper<RoundView>;
  Rule: ResolverTypeWrapper<RuleRow>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubRound: ResolverTypeWrapper<SubRoundView>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Theme: null;
  User: ResolverTypeWrapper<PublicUser>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Activity: ActivityView;
  ActivityConnection: Omit<ActivityConnection, 'edges'> & { edges: Array<ResolversParentTypes['ActivityEdge']> };
  ActivityEdge: Omit<ActivityEdge, 'node'> & { node: ResolversParentTypes['Activity'] };
  AppConfig: AppConfig;
  Boolean: Scalars['Boolean']['output'];
  Competition: CompetitionAnswer;
  CompetitionEvent: CompetitionEventModel;
  Float: Scalars['Float']['output'];
  Friendship: FriendshipView;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Me: UserRow;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  Presence: PresenceModel;
  Query: Record<PropertyKey, never>;
  Record: RecordType;
  Rivalry: RivalryView;
  RivalryResult: RivalryResultView;
  Round: RoundView;
  Rule: RuleRow;
  String: Scalars['String']['output'];
  SubRound: SubRoundView;
  Subscription: Record<PropertyKey, never>;
  User: PublicUser;
}>;

export type ActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Activity'] = ResolversParentTypes['Activity']> = ResolversObject<{
  actor?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ActivityKind'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  undoable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  undoes?: Resolver<Maybe<ResolversTypes['Activity']>, ParentType, ContextType>;
  undoneBy?: Resolver<Maybe<ResolversTypes['Activity']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ActivityConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityConnection'] = ResolversParentTypes['ActivityConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ActivityEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ActivityEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityEdge'] = ResolversParentTypes['ActivityEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Activity'], ParentType, ContextType>;
}>;

export type AppConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppConfig'] = ResolversParentTypes['AppConfig']> = ResolversObject<{
  donationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  googleSignInEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  issuesUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CompetitionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Competition'] = ResolversParentTypes['Competition']> = ResolversObject<{
  activity?: Resolver<ResolversTypes['ActivityConnection'], ParentType, ContextType, RequireFields<CompetitionActivityArgs, 'first'>>;
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentScore?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  players?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  public?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  round?: Resolver<Maybe<ResolversTypes['Round']>, ParentType, ContextType, RequireFields<CompetitionRoundArgs, 'number'>>;
  roundCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roundResults?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  rounds?: Resolver<Array<ResolversTypes['Round']>, ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['Rule']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CompetitionStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerIsParticipant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  winner?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type CompetitionEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompetitionEvent'] = ResolversParentTypes['CompetitionEvent']> = ResolversObject<{
  activity?: Resolver<Maybe<ResolversTypes['Activity']>, ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  competition?: Resolver<Maybe<ResolversTypes['Competition']>, ParentType, ContextType>;
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  deletedRoundId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  round?: Resolver<Maybe<ResolversTypes['Round']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CompetitionStatusResolvers = { ABANDONED: 'abandoned', COMPLETE: 'complete', ONGOING: 'ongoing' };

export type FriendshipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Friendship'] = ResolversParentTypes['Friendship']> = ResolversObject<{
  isTestFriend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rivalry?: Resolver<Maybe<ResolversTypes['Rivalry']>, ParentType, ContextType>;
  score?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FriendshipStatus'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type MeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  friends?: Resolver<Array<ResolversTypes['Friendship']>, ParentType, ContextType>;
  hasGoogle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profilePic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['Record'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['Theme'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usernameChosen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptFriendRequest?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationAcceptFriendRequestArgs, 'userId'>>;
  addRound?: Resolver<ResolversTypes['Competition'], ParentType, ContextType, RequireFields<MutationAddRoundArgs, 'competitionId'>>;
  addRule?: Resolver<ResolversTypes['Competition'], ParentType, ContextType, RequireFields<MutationAddRuleArgs, 'competitionId' | 'text'>>;
  addSubRound?: Resolver<ResolversTypes['Competition'], ParentType, ContextType, RequireFields<MutationAddSubRoundArgs, 'name' | 'points' | 'roundId'>>;
  cancelFriendRequest?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationCancelFriendRequestArgs, 'userId'>>;
  chooseUsername?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationChooseUsernameArgs, 'username'>>;
  createCompetition?: Resolver<ResolversTypes['Competition'], ParentType, ContextType, RequireFields<MutationCreateCompetitionArgs, 'name' | 'opponentId'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleteCompetition?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCompetitionArgs, 'id'>>;
  deleteRound?: Resolver<ResolversTypes['Competition'], ParentType, ContextType, RequireFields<MutationDeleteRoundArgs, 'roundId'>>;
  deleteSubRound?: Resolver<ResolversTypes['Competition'], ParentType, ContextType, RequireFields<MutationDeleteSubRoundArgs, 'subRoundId'>>;
  rejectFriendRequest?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationRejectFriendRequestArgs, 'userId'>>;
  removeFriend?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationRemoveFriendArgs, 'userId'>>;
  removeRule?: Resolver<ResolversTypes['Competition'], ParentType, ContextType, RequireFields<MutationRemoveRuleArgs, 'ruleId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  sendFriendRequest?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationSendFriendRequestArgs, 'username'>>;
  setRoundValid?: Resolver<ResolversTypes['Competition'], ParentType, ContextType, RequireFields<MutationSetRoundValidArgs, 'roundId' | 'valid'>>;
  setTheme?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationSetThemeArgs, 'theme'>>;
  signIn?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'email' | 'password'>>;
  undoActivity?: Resolver<ResolversTypes['Competition'], ParentType, ContextType, RequireFields<MutationUndoActivityArgs, 'id'>>;
  updateCompetitionInfo?: Resolver<ResolversTypes['Competition'], ParentType, ContextType, RequireFields<MutationUpdateCompetitionInfoArgs, 'id'>>;
  updateProfile?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'username'>>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PresenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Presence'] = ResolversParentTypes['Presence']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  appConfig?: Resolver<ResolversTypes['AppConfig'], ParentType, ContextType>;
  competition?: Resolver<ResolversTypes['Competition'], ParentType, ContextType, RequireFields<QueryCompetitionArgs, 'id'>>;
  competitions?: Resolver<Array<ResolversTypes['Competition']>, ParentType, ContextType, Partial<QueryCompetitionsArgs>>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  rivalry?: Resolver<ResolversTypes['Rivalry'], ParentType, ContextType, RequireFields<QueryRivalryArgs, 'username'>>;
  sampleCompetition?: Resolver<Maybe<ResolversTypes['Competition']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'username'>>;
}>;

export type RecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Record'] = ResolversParentTypes['Record']> = ResolversObject<{
  draws?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  losses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RivalryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Rivalry'] = ResolversParentTypes['Rivalry']> = ResolversObject<{
  competitions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  longestStreak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ongoing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opponent?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  opponentRating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['Record'], ParentType, ContextType>;
  rounds?: Resolver<ResolversTypes['Record'], ParentType, ContextType>;
  streak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['RivalryResult']>, ParentType, ContextType>;
  winProbability?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type RivalryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RivalryResult'] = ResolversParentTypes['RivalryResult']> = ResolversObject<{
  competition?: Resolver<ResolversTypes['Competition'], ParentType, ContextType>;
  completedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  winner?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type RoundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Round'] = ResolversParentTypes['Round']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  subRounds?: Resolver<Array<ResolversTypes['SubRound']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  winner?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type RuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Rule'] = ResolversParentTypes['Rule']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubRoundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubRound'] = ResolversParentTypes['SubRound']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  player?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  competitionChanged?: SubscriptionResolver<ResolversTypes['CompetitionEvent'], "competitionChanged", ParentType, ContextType, RequireFields<SubscriptionCompetitionChangedArgs, 'current' | 'id'>>;
  competitionPresence?: SubscriptionResolver<ResolversTypes['Presence'], "competitionPresence", ParentType, ContextType, RequireFields<SubscriptionCompetitionPresenceArgs, 'id'>>;
  competitionViewers?: SubscriptionResolver<Array<ResolversTypes['User']>, "competitionViewers", ParentType, ContextType, RequireFields<SubscriptionCompetitionViewersArgs, 'id'>>;
  meChanged?: SubscriptionResolver<ResolversTypes['Me'], "meChanged", ParentType, ContextType, RequireFields<SubscriptionMeChangedArgs, 'current'>>;
  myCompetitionsChanged?: SubscriptionResolver<ResolversTypes['CompetitionEvent'], "myCompetitionsChanged", ParentType, ContextType>;
}>;

export type ThemeResolvers = { DARK: 'dark', LIGHT: 'light', SYSTEM: 'system' };

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profilePic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Activity?: ActivityResolvers<ContextType>;
  ActivityConnection?: ActivityConnectionResolvers<ContextType>;
  ActivityEdge?: ActivityEdgeResolvers<ContextType>;
  AppConfig?: AppConfigResolvers<ContextType>;
  Competition?: CompetitionResolvers<ContextType>;
  CompetitionEvent?: CompetitionEventResolvers<ContextType>;
  CompetitionStatus?: CompetitionStatusResolvers;
  Friendship?: FriendshipResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Presence?: PresenceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Record?: RecordResolvers<ContextType>;
  Rivalry?: RivalryResolvers<ContextType>;
  RivalryResult?: RivalryResultResolvers<ContextType>;
  Round?: RoundResolvers<ContextType>;
  Rule?: RuleResolvers<ContextType>;
  SubRound?: SubRoundResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Theme?: ThemeResolvers;
  User?: UserResolvers<ContextType>;
}>;

