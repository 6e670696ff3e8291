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
    "\n  mutation ChooseUsername($username: String!) {\n    chooseUsername(username: $username) {\n      id\n      username\n      usernameChosen\n    }\n  }\n": typeof types.ChooseUsernameDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      id\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      id\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation SetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n      theme\n    }\n  }\n": typeof types.SetThemeDocument,
    "\n  mutation UpdateProfile($username: String!, $profilePic: String) {\n    updateProfile(username: $username, profilePic: $profilePic) {\n      id\n      username\n      profilePic\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment CompetitionCard_competition on Competition {\n    id\n    name\n    image\n    status\n    currentScore\n    players {\n      id\n      username\n      profilePic\n    }\n  }\n": typeof types.CompetitionCard_CompetitionFragmentDoc,
    "\n  fragment InfoPanel_competition on Competition {\n    id\n    image\n    status\n    public\n    description\n    createdAt\n    updatedAt\n    currentScore\n    viewerIsParticipant\n    players {\n      id\n      username\n      profilePic\n    }\n    ...InfoForm_competition\n  }\n": typeof types.InfoPanel_CompetitionFragmentDoc,
    "\n  fragment RacePanel_competition on Competition {\n    id\n    players {\n      id\n      username\n    }\n    roundResults\n  }\n": typeof types.RacePanel_CompetitionFragmentDoc,
    "\n  fragment RoundsPanel_competition on Competition {\n    id\n    status\n    viewerIsParticipant\n    players {\n      id\n      username\n    }\n    roundCount\n  }\n": typeof types.RoundsPanel_CompetitionFragmentDoc,
    "\n  fragment RoundsPanel_round on Round {\n    id\n    number\n    valid\n    ...RoundView_round\n    subRounds {\n      id\n    }\n  }\n": typeof types.RoundsPanel_RoundFragmentDoc,
    "\n  fragment RulesPanel_competition on Competition {\n    id\n    status\n    viewerIsParticipant\n    rules {\n      id\n      text\n    }\n  }\n": typeof types.RulesPanel_CompetitionFragmentDoc,
    "\n  fragment CompetitionDetails_competition on Competition {\n    id\n    name\n    version\n    ...InfoPanel_competition\n    ...InfoForm_competition\n    ...RulesPanel_competition\n    ...RoundsPanel_competition\n    ...RacePanel_competition\n    status\n    viewerIsParticipant\n  }\n": typeof types.CompetitionDetails_CompetitionFragmentDoc,
    "\n  fragment RoundView_round on Round {\n    id\n    number\n    valid\n    score\n    winner {\n      id\n      username\n    }\n    subRounds {\n      id\n      name\n      points\n      player {\n        id\n        username\n      }\n    }\n  }\n": typeof types.RoundView_RoundFragmentDoc,
    "\n  fragment CompetitionRound on Competition {\n    id\n    round(number: $number) {\n      ...RoundView_round\n    }\n  }\n": typeof types.CompetitionRoundFragmentDoc,
    "\n  fragment CompetitionEditable on Competition {\n    id\n    roundCount\n    roundResults\n    rules {\n      id\n      text\n    }\n    players {\n      id\n      username\n    }\n  }\n": typeof types.CompetitionEditableFragmentDoc,
    "\n  fragment CompetitionVersion on Competition {\n    id\n    version\n  }\n": typeof types.CompetitionVersionFragmentDoc,
    "\n  query Competition($id: ID!, $round: Int!) {\n    competition(id: $id) {\n      ...CompetitionDetails_competition\n      round(number: $round) {\n        id\n        number\n        ...RoundsPanel_round\n      }\n    }\n  }\n": typeof types.CompetitionDocument,
    "\n  query CompetitionOwn($id: ID!) {\n    competition(id: $id) {\n      ...CompetitionDetails_competition\n    }\n  }\n": typeof types.CompetitionOwnDocument,
    "\n  mutation AddSubRound(\n    $roundId: ID!\n    $number: Int!\n    $name: String!\n    $points: Int!\n    $playerId: ID\n    $clientMutationId: ID\n  ) {\n    addSubRound(\n      roundId: $roundId\n      name: $name\n      points: $points\n      playerId: $playerId\n      clientMutationId: $clientMutationId\n    ) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n": typeof types.AddSubRoundDocument,
    "\n  mutation DeleteSubRound($subRoundId: ID!, $number: Int!, $clientMutationId: ID) {\n    deleteSubRound(subRoundId: $subRoundId, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n": typeof types.DeleteSubRoundDocument,
    "\n  mutation SetRoundValid($roundId: ID!, $number: Int!, $valid: Boolean!, $clientMutationId: ID) {\n    setRoundValid(roundId: $roundId, valid: $valid, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n": typeof types.SetRoundValidDocument,
    "\n  mutation AddRule($competitionId: ID!, $text: String!, $clientMutationId: ID) {\n    addRule(competitionId: $competitionId, text: $text, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n    }\n  }\n": typeof types.AddRuleDocument,
    "\n  mutation RemoveRule($ruleId: ID!, $clientMutationId: ID) {\n    removeRule(ruleId: $ruleId, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n    }\n  }\n": typeof types.RemoveRuleDocument,
    "\n  subscription CompetitionChanged($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      deletedId\n      deletedRoundId\n      by {\n        id\n        username\n      }\n      round {\n        ...RoundView_round\n      }\n      competition {\n        ...CompetitionDetails_competition\n      }\n    }\n  }\n": typeof types.CompetitionChangedDocument,
    "\n  subscription MyCompetitionsChanged {\n    myCompetitionsChanged {\n      version\n      deletedId\n      competition {\n        ...CompetitionCard_competition\n      }\n    }\n  }\n": typeof types.MyCompetitionsChangedDocument,
    "\n  mutation CreateCompetition($name: String!, $opponentId: ID!, $image: String) {\n    createCompetition(name: $name, opponentId: $opponentId, image: $image) {\n      ...CompetitionDetails_competition\n    }\n  }\n": typeof types.CreateCompetitionDocument,
    "\n  query CompetitionFriends {\n    me {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.CompetitionFriendsDocument,
    "\n  fragment InfoForm_competition on Competition {\n    id\n    version\n    name\n    image\n    description\n    status\n    public\n  }\n": typeof types.InfoForm_CompetitionFragmentDoc,
    "\n  mutation UpdateCompetitionInfo(\n    $id: ID!\n    $name: String\n    $image: String\n    $description: String\n    $status: CompetitionStatus\n    $public: Boolean\n    $expectedVersion: Int\n  ) {\n    updateCompetitionInfo(\n      id: $id\n      name: $name\n      image: $image\n      description: $description\n      status: $status\n      public: $public\n      expectedVersion: $expectedVersion\n    ) {\n      ...CompetitionDetails_competition\n    }\n  }\n": typeof types.UpdateCompetitionInfoDocument,
    "\n  mutation DeleteCompetition($id: ID!) {\n    deleteCompetition(id: $id)\n  }\n": typeof types.DeleteCompetitionDocument,
    "\n  mutation AddRound($competitionId: ID!, $number: Int!) {\n    addRound(competitionId: $competitionId) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n": typeof types.AddRoundDocument,
    "\n  mutation DeleteRound($roundId: ID!) {\n    deleteRound(roundId: $roundId) {\n      ...CompetitionDetails_competition\n    }\n  }\n": typeof types.DeleteRoundDocument,
    "\n  subscription CompetitionPresence($id: ID!) {\n    competitionPresence(id: $id) {\n      count\n      viewers {\n        id\n        username\n        profilePic\n      }\n    }\n  }\n": typeof types.CompetitionPresenceDocument,
    "\n  query Footer {\n    appConfig {\n      donationUrl\n      issuesUrl\n      sourceUrl\n    }\n  }\n": typeof types.FooterDocument,
    "\n  fragment FriendList_friendship on Friendship {\n    score\n    isTestFriend\n    user {\n      id\n      username\n      ...FriendRow_user\n    }\n    rivalry {\n      record {\n        wins\n        losses\n        draws\n      }\n      opponentRating\n    }\n  }\n": typeof types.FriendList_FriendshipFragmentDoc,
    "\n  fragment FriendRequests_friendship on Friendship {\n    user {\n      id\n      username\n      ...FriendRow_user\n    }\n  }\n": typeof types.FriendRequests_FriendshipFragmentDoc,
    "\n  fragment FriendRow_user on User {\n    id\n    username\n    profilePic\n    deleted\n  }\n": typeof types.FriendRow_UserFragmentDoc,
    "\n  fragment FriendItem_friendship on Friendship {\n    status\n    isTestFriend\n    user {\n      id\n      username\n      deleted\n    }\n    ...FriendRequests_friendship\n    ...FriendList_friendship\n  }\n": typeof types.FriendItem_FriendshipFragmentDoc,
    "\n  fragment FriendsPage_me on Me {\n    id\n    friends {\n      ...FriendItem_friendship\n    }\n  }\n": typeof types.FriendsPage_MeFragmentDoc,
    "\n  mutation AcceptFriendRequest($userId: ID!) {\n    acceptFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.AcceptFriendRequestDocument,
    "\n  mutation RejectFriendRequest($userId: ID!) {\n    rejectFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.RejectFriendRequestDocument,
    "\n  mutation CancelFriendRequest($userId: ID!) {\n    cancelFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.CancelFriendRequestDocument,
    "\n  mutation RemoveFriend($userId: ID!) {\n    removeFriend(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.RemoveFriendDocument,
    "\n  subscription FriendsPageMeChanged {\n    meChanged(current: true) {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.FriendsPageMeChangedDocument,
    "\n  mutation SendFriendRequest($username: String!) {\n    sendFriendRequest(username: $username) {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.SendFriendRequestDocument,
    "\n  fragment ActivityItem_activity on Activity {\n    id\n    at\n    kind\n    summary\n    version\n    undoable\n    actor {\n      id\n      username\n    }\n    undoneBy {\n      id\n    }\n  }\n": typeof types.ActivityItem_ActivityFragmentDoc,
    "\n  query CompetitionActivity($id: ID!, $after: String) {\n    competition(id: $id) {\n      id\n      activity(first: 20, after: $after) {\n        edges {\n          cursor\n          node {\n            ...ActivityItem_activity\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.CompetitionActivityDocument,
    "\n  mutation UndoActivity($id: ID!) {\n    undoActivity(id: $id) {\n      ...CompetitionDetails_competition\n    }\n  }\n": typeof types.UndoActivityDocument,
    "\n  query RivalryCompetitions($friendId: ID!) {\n    competitions(friendId: $friendId) {\n      id\n      ...CompetitionCard_competition\n    }\n  }\n": typeof types.RivalryCompetitionsDocument,
    "\n  fragment RivalryStats_rivalry on Rivalry {\n    opponent {\n      id\n      username\n    }\n    competitions\n    ongoing\n    record {\n      wins\n      losses\n      draws\n    }\n    rounds {\n      wins\n      losses\n      draws\n    }\n    points\n    streak\n    longestStreak\n    rating\n    opponentRating\n    winProbability\n  }\n": typeof types.RivalryStats_RivalryFragmentDoc,
    "\n  query Rivalry($username: String!) {\n    rivalry(username: $username) {\n      opponent {\n        id\n        username\n        profilePic\n        deleted\n      }\n      ...RivalryStats_rivalry\n      timeline {\n        competition {\n          id\n          name\n        }\n        completedAt\n        winner {\n          id\n        }\n        score\n        rating\n      }\n    }\n  }\n": typeof types.RivalryDocument,
    "\n  fragment MyStanding on Me {\n    id\n    rating\n    record {\n      wins\n      losses\n      draws\n    }\n  }\n": typeof types.MyStandingFragmentDoc,
    "\n  subscription RivalryMeChanged {\n    meChanged(current: true) {\n      id\n      ...MyStanding\n    }\n  }\n": typeof types.RivalryMeChangedDocument,
    "\n  subscription RivalryCompetitionsChanged {\n    myCompetitionsChanged {\n      version\n      deletedId\n      competition {\n        id\n        players {\n          id\n        }\n      }\n    }\n  }\n": typeof types.RivalryCompetitionsChangedDocument,
    "\n  query Competitions($status: CompetitionStatus, $friendId: ID) {\n    competitions(status: $status, friendId: $friendId) {\n      id\n      ...CompetitionCard_competition\n    }\n  }\n": typeof types.CompetitionsDocument,
    "\n  query FriendsPage {\n    me {\n      ...FriendsPage_me\n    }\n  }\n": typeof types.FriendsPageDocument,
    "\n  query Home {\n    sampleCompetition {\n      ...CompetitionCard_competition\n    }\n    appConfig {\n      issuesUrl\n      sourceUrl\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query Profile {\n    me {\n      id\n      username\n      profilePic\n      email\n      theme\n      ...MyStanding\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  query Session {\n    me {\n      id\n      username\n      profilePic\n      theme\n      usernameChosen\n    }\n  }\n": typeof types.SessionDocument,
};
const documents: Documents = {
    "\n  query GoogleSignIn {\n    appConfig {\n      googleSignInEnabled\n    }\n  }\n": types.GoogleSignInDocument,
    "\n  mutation ChooseUsername($username: String!) {\n    chooseUsername(username: $username) {\n      id\n      username\n      usernameChosen\n    }\n  }\n": types.ChooseUsernameDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      id\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      id\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": types.DeleteAccountDocument,
    "\n  mutation SetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n      theme\n    }\n  }\n": types.SetThemeDocument,
    "\n  mutation UpdateProfile($username: String!, $profilePic: String) {\n    updateProfile(username: $username, profilePic: $profilePic) {\n      id\n      username\n      profilePic\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment CompetitionCard_competition on Competition {\n    id\n    name\n    image\n    status\n    currentScore\n    players {\n      id\n      username\n      profilePic\n    }\n  }\n": types.CompetitionCard_CompetitionFragmentDoc,
    "\n  fragment InfoPanel_competition on Competition {\n    id\n    image\n    status\n    public\n    description\n    createdAt\n    updatedAt\n    currentScore\n    viewerIsParticipant\n    players {\n      id\n      username\n      profilePic\n    }\n    ...InfoForm_competition\n  }\n": types.InfoPanel_CompetitionFragmentDoc,
    "\n  fragment RacePanel_competition on Competition {\n    id\n    players {\n      id\n      username\n    }\n    roundResults\n  }\n": types.RacePanel_CompetitionFragmentDoc,
    "\n  fragment RoundsPanel_competition on Competition {\n    id\n    status\n    viewerIsParticipant\n    players {\n      id\n      username\n    }\n    roundCount\n  }\n": types.RoundsPanel_CompetitionFragmentDoc,
    "\n  fragment RoundsPanel_round on Round {\n    id\n    number\n    valid\n    ...RoundView_round\n    subRounds {\n      id\n    }\n  }\n": types.RoundsPanel_RoundFragmentDoc,
    "\n  fragment RulesPanel_competition on Competition {\n    id\n    status\n    viewerIsParticipant\n    rules {\n      id\n      text\n    }\n  }\n": types.RulesPanel_CompetitionFragmentDoc,
    "\n  fragment CompetitionDetails_competition on Competition {\n    id\n    name\n    version\n    ...InfoPanel_competition\n    ...InfoForm_competition\n    ...RulesPanel_competition\n    ...RoundsPanel_competition\n    ...RacePanel_competition\n    status\n    viewerIsParticipant\n  }\n": types.CompetitionDetails_CompetitionFragmentDoc,
    "\n  fragment RoundView_round on Round {\n    id\n    number\n    valid\n    score\n    winner {\n      id\n      username\n    }\n    subRounds {\n      id\n      name\n      points\n      player {\n        id\n        username\n      }\n    }\n  }\n": types.RoundView_RoundFragmentDoc,
    "\n  fragment CompetitionRound on Competition {\n    id\n    round(number: $number) {\n      ...RoundView_round\n    }\n  }\n": types.CompetitionRoundFragmentDoc,
    "\n  fragment CompetitionEditable on Competition {\n    id\n    roundCount\n    roundResults\n    rules {\n      id\n      text\n    }\n    players {\n      id\n      username\n    }\n  }\n": types.CompetitionEditableFragmentDoc,
    "\n  fragment CompetitionVersion on Competition {\n    id\n    version\n  }\n": types.CompetitionVersionFragmentDoc,
    "\n  query Competition($id: ID!, $round: Int!) {\n    competition(id: $id) {\n      ...CompetitionDetails_competition\n      round(number: $round) {\n        id\n        number\n        ...RoundsPanel_round\n      }\n    }\n  }\n": types.CompetitionDocument,
    "\n  query CompetitionOwn($id: ID!) {\n    competition(id: $id) {\n      ...CompetitionDetails_competition\n    }\n  }\n": types.CompetitionOwnDocument,
    "\n  mutation AddSubRound(\n    $roundId: ID!\n    $number: Int!\n    $name: String!\n    $points: Int!\n    $playerId: ID\n    $clientMutationId: ID\n  ) {\n    addSubRound(\n      roundId: $roundId\n      name: $name\n      points: $points\n      playerId: $playerId\n      clientMutationId: $clientMutationId\n    ) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n": types.AddSubRoundDocument,
    "\n  mutation DeleteSubRound($subRoundId: ID!, $number: Int!, $clientMutationId: ID) {\n    deleteSubRound(subRoundId: $subRoundId, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n": types.DeleteSubRoundDocument,
    "\n  mutation SetRoundValid($roundId: ID!, $number: Int!, $valid: Boolean!, $clientMutationId: ID) {\n    setRoundValid(roundId: $roundId, valid: $valid, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n": types.SetRoundValidDocument,
    "\n  mutation AddRule($competitionId: ID!, $text: String!, $clientMutationId: ID) {\n    addRule(competitionId: $competitionId, text: $text, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n    }\n  }\n": types.AddRuleDocument,
    "\n  mutation RemoveRule($ruleId: ID!, $clientMutationId: ID) {\n    removeRule(ruleId: $ruleId, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n    }\n  }\n": types.RemoveRuleDocument,
    "\n  subscription CompetitionChanged($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      deletedId\n      deletedRoundId\n      by {\n        id\n        username\n      }\n      round {\n        ...RoundView_round\n      }\n      competition {\n        ...CompetitionDetails_competition\n      }\n    }\n  }\n": types.CompetitionChangedDocument,
    "\n  subscription MyCompetitionsChanged {\n    myCompetitionsChanged {\n      version\n      deletedId\n      competition {\n        ...CompetitionCard_competition\n      }\n    }\n  }\n": types.MyCompetitionsChangedDocument,
    "\n  mutation CreateCompetition($name: String!, $opponentId: ID!, $image: String) {\n    createCompetition(name: $name, opponentId: $opponentId, image: $image) {\n      ...CompetitionDetails_competition\n    }\n  }\n": types.CreateCompetitionDocument,
    "\n  query CompetitionFriends {\n    me {\n      ...FriendsPage_me\n    }\n  }\n": types.CompetitionFriendsDocument,
    "\n  fragment InfoForm_competition on Competition {\n    id\n    version\n    name\n    image\n    description\n    status\n    public\n  }\n": types.InfoForm_CompetitionFragmentDoc,
    "\n  mutation UpdateCompetitionInfo(\n    $id: ID!\n    $name: String\n    $image: String\n    $description: String\n    $status: CompetitionStatus\n    $public: Boolean\n    $expectedVersion: Int\n  ) {\n    updateCompetitionInfo(\n      id: $id\n      name: $name\n      image: $image\n      description: $description\n      status: $status\n      public: $public\n      expectedVersion: $expectedVersion\n    ) {\n      ...CompetitionDetails_competition\n    }\n  }\n": types.UpdateCompetitionInfoDocument,
    "\n  mutation DeleteCompetition($id: ID!) {\n    deleteCompetition(id: $id)\n  }\n": types.DeleteCompetitionDocument,
    "\n  mutation AddRound($competitionId: ID!, $number: Int!) {\n    addRound(competitionId: $competitionId) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n": types.AddRoundDocument,
    "\n  mutation DeleteRound($roundId: ID!) {\n    deleteRound(roundId: $roundId) {\n      ...CompetitionDetails_competition\n    }\n  }\n": types.DeleteRoundDocument,
    "\n  subscription CompetitionPresence($id: ID!) {\n    competitionPresence(id: $id) {\n      count\n      viewers {\n        id\n        username\n        profilePic\n      }\n    }\n  }\n": types.CompetitionPresenceDocument,
    "\n  query Footer {\n    appConfig {\n      donationUrl\n      issuesUrl\n      sourceUrl\n    }\n  }\n": types.FooterDocument,
    "\n  fragment FriendList_friendship on Friendship {\n    score\n    isTestFriend\n    user {\n      id\n      username\n      ...FriendRow_user\n    }\n    rivalry {\n      record {\n        wins\n        losses\n        draws\n      }\n      opponentRating\n    }\n  }\n": types.FriendList_FriendshipFragmentDoc,
    "\n  fragment FriendRequests_friendship on Friendship {\n    user {\n      id\n      username\n      ...FriendRow_user\n    }\n  }\n": types.FriendRequests_FriendshipFragmentDoc,
    "\n  fragment FriendRow_user on User {\n    id\n    username\n    profilePic\n    deleted\n  }\n": types.FriendRow_UserFragmentDoc,
    "\n  fragment FriendItem_friendship on Friendship {\n    status\n    isTestFriend\n    user {\n      id\n      username\n      deleted\n    }\n    ...FriendRequests_friendship\n    ...FriendList_friendship\n  }\n": types.FriendItem_FriendshipFragmentDoc,
    "\n  fragment FriendsPage_me on Me {\n    id\n    friends {\n      ...FriendItem_friendship\n    }\n  }\n": types.FriendsPage_MeFragmentDoc,
    "\n  mutation AcceptFriendRequest($userId: ID!) {\n    acceptFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": types.AcceptFriendRequestDocument,
    "\n  mutation RejectFriendRequest($userId: ID!) {\n    rejectFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": types.RejectFriendRequestDocument,
    "\n  mutation CancelFriendRequest($userId: ID!) {\n    cancelFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": types.CancelFriendRequestDocument,
    "\n  mutation RemoveFriend($userId: ID!) {\n    removeFriend(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n": types.RemoveFriendDocument,
    "\n  subscription FriendsPageMeChanged {\n    meChanged(current: true) {\n      ...FriendsPage_me\n    }\n  }\n": types.FriendsPageMeChangedDocument,
    "\n  mutation SendFriendRequest($username: String!) {\n    sendFriendRequest(username: $username) {\n      ...FriendsPage_me\n    }\n  }\n": types.SendFriendRequestDocument,
    "\n  fragment ActivityItem_activity on Activity {\n    id\n    at\n    kind\n    summary\n    version\n    undoable\n    actor {\n      id\n      username\n    }\n    undoneBy {\n      id\n    }\n  }\n": types.ActivityItem_ActivityFragmentDoc,
    "\n  query CompetitionActivity($id: ID!, $after: String) {\n    competition(id: $id) {\n      id\n      activity(first: 20, after: $after) {\n        edges {\n          cursor\n          node {\n            ...ActivityItem_activity\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.CompetitionActivityDocument,
    "\n  mutation UndoActivity($id: ID!) {\n    undoActivity(id: $id) {\n      ...CompetitionDetails_competition\n    }\n  }\n": types.UndoActivityDocument,
    "\n  query RivalryCompetitions($friendId: ID!) {\n    competitions(friendId: $friendId) {\n      id\n      ...CompetitionCard_competition\n    }\n  }\n": types.RivalryCompetitionsDocument,
    "\n  fragment RivalryStats_rivalry on Rivalry {\n    opponent {\n      id\n      username\n    }\n    competitions\n    ongoing\n    record {\n      wins\n      losses\n      draws\n    }\n    rounds {\n      wins\n      losses\n      draws\n    }\n    points\n    streak\n    longestStreak\n    rating\n    opponentRating\n    winProbability\n  }\n": types.RivalryStats_RivalryFragmentDoc,
    "\n  query Rivalry($username: String!) {\n    rivalry(username: $username) {\n      opponent {\n        id\n        username\n        profilePic\n        deleted\n      }\n      ...RivalryStats_rivalry\n      timeline {\n        competition {\n          id\n          name\n        }\n        completedAt\n        winner {\n          id\n        }\n        score\n        rating\n      }\n    }\n  }\n": types.RivalryDocument,
    "\n  fragment MyStanding on Me {\n    id\n    rating\n    record {\n      wins\n      losses\n      draws\n    }\n  }\n": types.MyStandingFragmentDoc,
    "\n  subscription RivalryMeChanged {\n    meChanged(current: true) {\n      id\n      ...MyStanding\n    }\n  }\n": types.RivalryMeChangedDocument,
    "\n  subscription RivalryCompetitionsChanged {\n    myCompetitionsChanged {\n      version\n      deletedId\n      competition {\n        id\n        players {\n          id\n        }\n      }\n    }\n  }\n": types.RivalryCompetitionsChangedDocument,
    "\n  query Competitions($status: CompetitionStatus, $friendId: ID) {\n    competitions(status: $status, friendId: $friendId) {\n      id\n      ...CompetitionCard_competition\n    }\n  }\n": types.CompetitionsDocument,
    "\n  query FriendsPage {\n    me {\n      ...FriendsPage_me\n    }\n  }\n": types.FriendsPageDocument,
    "\n  query Home {\n    sampleCompetition {\n      ...CompetitionCard_competition\n    }\n    appConfig {\n      issuesUrl\n      sourceUrl\n    }\n  }\n": types.HomeDocument,
    "\n  query Profile {\n    me {\n      id\n      username\n      profilePic\n      email\n      theme\n      ...MyStanding\n    }\n  }\n": types.ProfileDocument,
    "\n  query Session {\n    me {\n      id\n      username\n      profilePic\n      theme\n      usernameChosen\n    }\n  }\n": types.SessionDocument,
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
export function graphql(source: "\n  mutation ChooseUsername($username: String!) {\n    chooseUsername(username: $username) {\n      id\n      username\n      usernameChosen\n    }\n  }\n"): (typeof documents)["\n  mutation ChooseUsername($username: String!) {\n    chooseUsername(username: $username) {\n      id\n      username\n      usernameChosen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"): (typeof documents)["\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n      theme\n    }\n  }\n"): (typeof documents)["\n  mutation SetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n      theme\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($username: String!, $profilePic: String) {\n    updateProfile(username: $username, profilePic: $profilePic) {\n      id\n      username\n      profilePic\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($username: String!, $profilePic: String) {\n    updateProfile(username: $username, profilePic: $profilePic) {\n      id\n      username\n      profilePic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompetitionCard_competition on Competition {\n    id\n    name\n    image\n    status\n    currentScore\n    players {\n      id\n      username\n      profilePic\n    }\n  }\n"): (typeof documents)["\n  fragment CompetitionCard_competition on Competition {\n    id\n    name\n    image\n    status\n    currentScore\n    players {\n      id\n      username\n      profilePic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InfoPanel_competition on Competition {\n    id\n    image\n    status\n    public\n    description\n    createdAt\n    updatedAt\n    currentScore\n    viewerIsParticipant\n    players {\n      id\n      username\n      profilePic\n    }\n    ...InfoForm_competition\n  }\n"): (typeof documents)["\n  fragment InfoPanel_competition on Competition {\n    id\n    image\n    status\n    public\n    description\n    createdAt\n    updatedAt\n    currentScore\n    viewerIsParticipant\n    players {\n      id\n      username\n      profilePic\n    }\n    ...InfoForm_competition\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RacePanel_competition on Competition {\n    id\n    players {\n      id\n      username\n    }\n    roundResults\n  }\n"): (typeof documents)["\n  fragment RacePanel_competition on Competition {\n    id\n    players {\n      id\n      username\n    }\n    roundResults\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoundsPanel_competition on Competition {\n    id\n    status\n    viewerIsParticipant\n    players {\n      id\n      username\n    }\n    roundCount\n  }\n"): (typeof documents)["\n  fragment RoundsPanel_competition on Competition {\n    id\n    status\n    viewerIsParticipant\n    players {\n      id\n      username\n    }\n    roundCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoundsPanel_round on Round {\n    id\n    number\n    valid\n    ...RoundView_round\n    subRounds {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment RoundsPanel_round on Round {\n    id\n    number\n    valid\n    ...RoundView_round\n    subRounds {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RulesPanel_competition on Competition {\n    id\n    status\n    viewerIsParticipant\n    rules {\n      id\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment RulesPanel_competition on Competition {\n    id\n    status\n    viewerIsParticipant\n    rules {\n      id\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompetitionDetails_competition on Competition {\n    id\n    name\n    version\n    ...InfoPanel_competition\n    ...InfoForm_competition\n    ...RulesPanel_competition\n    ...RoundsPanel_competition\n    ...RacePanel_competition\n    status\n    viewerIsParticipant\n  }\n"): (typeof documents)["\n  fragment CompetitionDetails_competition on Competition {\n    id\n    name\n    version\n    ...InfoPanel_competition\n    ...InfoForm_competition\n    ...RulesPanel_competition\n    ...RoundsPanel_competition\n    ...RacePanel_competition\n    status\n    viewerIsParticipant\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoundView_round on Round {\n    id\n    number\n    valid\n    score\n    winner {\n      id\n      username\n    }\n    subRounds {\n      id\n      name\n      points\n      player {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RoundView_round on Round {\n    id\n    number\n    valid\n    score\n    winner {\n      id\n      username\n    }\n    subRounds {\n      id\n      name\n      points\n      player {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompetitionRound on Competition {\n    id\n    round(number: $number) {\n      ...RoundView_round\n    }\n  }\n"): (typeof documents)["\n  fragment CompetitionRound on Competition {\n    id\n    round(number: $number) {\n      ...RoundView_round\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompetitionEditable on Competition {\n    id\n    roundCount\n    roundResults\n    rules {\n      id\n      text\n    }\n    players {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment CompetitionEditable on Competition {\n    id\n    roundCount\n    roundResults\n    rules {\n      id\n      text\n    }\n    players {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompetitionVersion on Competition {\n    id\n    version\n  }\n"): (typeof documents)["\n  fragment CompetitionVersion on Competition {\n    id\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Competition($id: ID!, $round: Int!) {\n    competition(id: $id) {\n      ...CompetitionDetails_competition\n      round(number: $round) {\n        id\n        number\n        ...RoundsPanel_round\n      }\n    }\n  }\n"): (typeof documents)["\n  query Competition($id: ID!, $round: Int!) {\n    competition(id: $id) {\n      ...CompetitionDetails_competition\n      round(number: $round) {\n        id\n        number\n        ...RoundsPanel_round\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompetitionOwn($id: ID!) {\n    competition(id: $id) {\n      ...CompetitionDetails_competition\n    }\n  }\n"): (typeof documents)["\n  query CompetitionOwn($id: ID!) {\n    competition(id: $id) {\n      ...CompetitionDetails_competition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSubRound(\n    $roundId: ID!\n    $number: Int!\n    $name: String!\n    $points: Int!\n    $playerId: ID\n    $clientMutationId: ID\n  ) {\n    addSubRound(\n      roundId: $roundId\n      name: $name\n      points: $points\n      playerId: $playerId\n      clientMutationId: $clientMutationId\n    ) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddSubRound(\n    $roundId: ID!\n    $number: Int!\n    $name: String!\n    $points: Int!\n    $playerId: ID\n    $clientMutationId: ID\n  ) {\n    addSubRound(\n      roundId: $roundId\n      name: $name\n      points: $points\n      playerId: $playerId\n      clientMutationId: $clientMutationId\n    ) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubRound($subRoundId: ID!, $number: Int!, $clientMutationId: ID) {\n    deleteSubRound(subRoundId: $subRoundId, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSubRound($subRoundId: ID!, $number: Int!, $clientMutationId: ID) {\n    deleteSubRound(subRoundId: $subRoundId, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRoundValid($roundId: ID!, $number: Int!, $valid: Boolean!, $clientMutationId: ID) {\n    setRoundValid(roundId: $roundId, valid: $valid, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetRoundValid($roundId: ID!, $number: Int!, $valid: Boolean!, $clientMutationId: ID) {\n    setRoundValid(roundId: $roundId, valid: $valid, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRule($competitionId: ID!, $text: String!, $clientMutationId: ID) {\n    addRule(competitionId: $competitionId, text: $text, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n    }\n  }\n"): (typeof documents)["\n  mutation AddRule($competitionId: ID!, $text: String!, $clientMutationId: ID) {\n    addRule(competitionId: $competitionId, text: $text, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRule($ruleId: ID!, $clientMutationId: ID) {\n    removeRule(ruleId: $ruleId, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveRule($ruleId: ID!, $clientMutationId: ID) {\n    removeRule(ruleId: $ruleId, clientMutationId: $clientMutationId) {\n      ...CompetitionDetails_competition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CompetitionChanged($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      deletedId\n      deletedRoundId\n      by {\n        id\n        username\n      }\n      round {\n        ...RoundView_round\n      }\n      competition {\n        ...CompetitionDetails_competition\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CompetitionChanged($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      deletedId\n      deletedRoundId\n      by {\n        id\n        username\n      }\n      round {\n        ...RoundView_round\n      }\n      competition {\n        ...CompetitionDetails_competition\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyCompetitionsChanged {\n    myCompetitionsChanged {\n      version\n      deletedId\n      competition {\n        ...CompetitionCard_competition\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MyCompetitionsChanged {\n    myCompetitionsChanged {\n      version\n      deletedId\n      competition {\n        ...CompetitionCard_competition\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompetition($name: String!, $opponentId: ID!, $image: String) {\n    createCompetition(name: $name, opponentId: $opponentId, image: $image) {\n      ...CompetitionDetails_competition\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompetition($name: String!, $opponentId: ID!, $image: String) {\n    createCompetition(name: $name, opponentId: $opponentId, image: $image) {\n      ...CompetitionDetails_competition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompetitionFriends {\n    me {\n      ...FriendsPage_me\n    }\n  }\n"): (typeof documents)["\n  query CompetitionFriends {\n    me {\n      ...FriendsPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InfoForm_competition on Competition {\n    id\n    version\n    name\n    image\n    description\n    status\n    public\n  }\n"): (typeof documents)["\n  fragment InfoForm_competition on Competition {\n    id\n    version\n    name\n    image\n    description\n    status\n    public\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompetitionInfo(\n    $id: ID!\n    $name: String\n    $image: String\n    $description: String\n    $status: CompetitionStatus\n    $public: Boolean\n    $expectedVersion: Int\n  ) {\n    updateCompetitionInfo(\n      id: $id\n      name: $name\n      image: $image\n      description: $description\n      status: $status\n      public: $public\n      expectedVersion: $expectedVersion\n    ) {\n      ...CompetitionDetails_competition\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompetitionInfo(\n    $id: ID!\n    $name: String\n    $image: String\n    $description: String\n    $status: CompetitionStatus\n    $public: Boolean\n    $expectedVersion: Int\n  ) {\n    updateCompetitionInfo(\n      id: $id\n      name: $name\n      image: $image\n      description: $description\n      status: $status\n      public: $public\n      expectedVersion: $expectedVersion\n    ) {\n      ...CompetitionDetails_competition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompetition($id: ID!) {\n    deleteCompetition(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCompetition($id: ID!) {\n    deleteCompetition(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRound($competitionId: ID!, $number: Int!) {\n    addRound(competitionId: $competitionId) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddRound($competitionId: ID!, $number: Int!) {\n    addRound(competitionId: $competitionId) {\n      ...CompetitionDetails_competition\n      round(number: $number) {\n        ...RoundView_round\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRound($roundId: ID!) {\n    deleteRound(roundId: $roundId) {\n      ...CompetitionDetails_competition\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRound($roundId: ID!) {\n    deleteRound(roundId: $roundId) {\n      ...CompetitionDetails_competition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CompetitionPresence($id: ID!) {\n    competitionPresence(id: $id) {\n      count\n      viewers {\n        id\n        username\n        profilePic\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CompetitionPresence($id: ID!) {\n    competitionPresence(id: $id) {\n      count\n      viewers {\n        id\n        username\n        profilePic\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Footer {\n    appConfig {\n      donationUrl\n      issuesUrl\n      sourceUrl\n    }\n  }\n"): (typeof documents)["\n  query Footer {\n    appConfig {\n      donationUrl\n      issuesUrl\n      sourceUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FriendList_friendship on Friendship {\n    score\n    isTestFriend\n    user {\n      id\n      username\n      ...FriendRow_user\n    }\n    rivalry {\n      record {\n        wins\n        losses\n        draws\n      }\n      opponentRating\n    }\n  }\n"): (typeof documents)["\n  fragment FriendList_friendship on Friendship {\n    score\n    isTestFriend\n    user {\n      id\n      username\n      ...FriendRow_user\n    }\n    rivalry {\n      record {\n        wins\n        losses\n        draws\n      }\n      opponentRating\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FriendRequests_friendship on Friendship {\n    user {\n      id\n      username\n      ...FriendRow_user\n    }\n  }\n"): (typeof documents)["\n  fragment FriendRequests_friendship on Friendship {\n    user {\n      id\n      username\n      ...FriendRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FriendRow_user on User {\n    id\n    username\n    profilePic\n    deleted\n  }\n"): (typeof documents)["\n  fragment FriendRow_user on User {\n    id\n    username\n    profilePic\n    deleted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FriendItem_friendship on Friendship {\n    status\n    isTestFriend\n    user {\n      id\n      username\n      deleted\n    }\n    ...FriendRequests_friendship\n    ...FriendList_friendship\n  }\n"): (typeof documents)["\n  fragment FriendItem_friendship on Friendship {\n    status\n    isTestFriend\n    user {\n      id\n      username\n      deleted\n    }\n    ...FriendRequests_friendship\n    ...FriendList_friendship\n  }\n"];
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
export function graphql(source: "\n  mutation RejectFriendRequest($userId: ID!) {\n    rejectFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n"): (typeof documents)["\n  mutation RejectFriendRequest($userId: ID!) {\n    rejectFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelFriendRequest($userId: ID!) {\n    cancelFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n"): (typeof documents)["\n  mutation CancelFriendRequest($userId: ID!) {\n    cancelFriendRequest(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFriend($userId: ID!) {\n    removeFriend(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFriend($userId: ID!) {\n    removeFriend(userId: $userId) {\n      ...FriendsPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FriendsPageMeChanged {\n    meChanged(current: true) {\n      ...FriendsPage_me\n    }\n  }\n"): (typeof documents)["\n  subscription FriendsPageMeChanged {\n    meChanged(current: true) {\n      ...FriendsPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFriendRequest($username: String!) {\n    sendFriendRequest(username: $username) {\n      ...FriendsPage_me\n    }\n  }\n"): (typeof documents)["\n  mutation SendFriendRequest($username: String!) {\n    sendFriendRequest(username: $username) {\n      ...FriendsPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityItem_activity on Activity {\n    id\n    at\n    kind\n    summary\n    version\n    undoable\n    actor {\n      id\n      username\n    }\n    undoneBy {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment ActivityItem_activity on Activity {\n    id\n    at\n    kind\n    summary\n    version\n    undoable\n    actor {\n      id\n      username\n    }\n    undoneBy {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompetitionActivity($id: ID!, $after: String) {\n    competition(id: $id) {\n      id\n      activity(first: 20, after: $after) {\n        edges {\n          cursor\n          node {\n            ...ActivityItem_activity\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompetitionActivity($id: ID!, $after: String) {\n    competition(id: $id) {\n      id\n      activity(first: 20, after: $after) {\n        edges {\n          cursor\n          node {\n            ...ActivityItem_activity\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoActivity($id: ID!) {\n    undoActivity(id: $id) {\n      ...CompetitionDetails_competition\n    }\n  }\n"): (typeof documents)["\n  mutation UndoActivity($id: ID!) {\n    undoActivity(id: $id) {\n      ...CompetitionDetails_competition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RivalryCompetitions($friendId: ID!) {\n    competitions(friendId: $friendId) {\n      id\n      ...CompetitionCard_competition\n    }\n  }\n"): (typeof documents)["\n  query RivalryCompetitions($friendId: ID!) {\n    competitions(friendId: $friendId) {\n      id\n      ...CompetitionCard_competition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RivalryStats_rivalry on Rivalry {\n    opponent {\n      id\n      username\n    }\n    competitions\n    ongoing\n    record {\n      wins\n      losses\n      draws\n    }\n    rounds {\n      wins\n      losses\n      draws\n    }\n    points\n    streak\n    longestStreak\n    rating\n    opponentRating\n    winProbability\n  }\n"): (typeof documents)["\n  fragment RivalryStats_rivalry on Rivalry {\n    opponent {\n      id\n      username\n    }\n    competitions\n    ongoing\n    record {\n      wins\n      losses\n      draws\n    }\n    rounds {\n      wins\n      losses\n      draws\n    }\n    points\n    streak\n    longestStreak\n    rating\n    opponentRating\n    winProbability\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Rivalry($username: String!) {\n    rivalry(username: $username) {\n      opponent {\n        id\n        username\n        profilePic\n        deleted\n      }\n      ...RivalryStats_rivalry\n      timeline {\n        competition {\n          id\n          name\n        }\n        completedAt\n        winner {\n          id\n        }\n        score\n        rating\n      }\n    }\n  }\n"): (typeof documents)["\n  query Rivalry($username: String!) {\n    rivalry(username: $username) {\n      opponent {\n        id\n        username\n        profilePic\n        deleted\n      }\n      ...RivalryStats_rivalry\n      timeline {\n        competition {\n          id\n          name\n        }\n        completedAt\n        winner {\n          id\n        }\n        score\n        rating\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyStanding on Me {\n    id\n    rating\n    record {\n      wins\n      losses\n      draws\n    }\n  }\n"): (typeof documents)["\n  fragment MyStanding on Me {\n    id\n    rating\n    record {\n      wins\n      losses\n      draws\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RivalryMeChanged {\n    meChanged(current: true) {\n      id\n      ...MyStanding\n    }\n  }\n"): (typeof documents)["\n  subscription RivalryMeChanged {\n    meChanged(current: true) {\n      id\n      ...MyStanding\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RivalryCompetitionsChanged {\n    myCompetitionsChanged {\n      version\n      deletedId\n      competition {\n        id\n        players {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription RivalryCompetitionsChanged {\n    myCompetitionsChanged {\n      version\n      deletedId\n      competition {\n        id\n        players {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Competitions($status: CompetitionStatus, $friendId: ID) {\n    competitions(status: $status, friendId: $friendId) {\n      id\n      ...CompetitionCard_competition\n    }\n  }\n"): (typeof documents)["\n  query Competitions($status: CompetitionStatus, $friendId: ID) {\n    competitions(status: $status, friendId: $friendId) {\n      id\n      ...CompetitionCard_competition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FriendsPage {\n    me {\n      ...FriendsPage_me\n    }\n  }\n"): (typeof documents)["\n  query FriendsPage {\n    me {\n      ...FriendsPage_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    sampleCompetition {\n      ...CompetitionCard_competition\n    }\n    appConfig {\n      issuesUrl\n      sourceUrl\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    sampleCompetition {\n      ...CompetitionCard_competition\n    }\n    appConfig {\n      issuesUrl\n      sourceUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      id\n      username\n      profilePic\n      email\n      theme\n      ...MyStanding\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      id\n      username\n      profilePic\n      email\n      theme\n      ...MyStanding\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      id\n      username\n      profilePic\n      theme\n      usernameChosen\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      id\n      username\n      profilePic\n      theme\n      usernameChosen\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;