/* eslint-disable */
import * as types from './graphql';



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
    "\n  mutation BenchLiveIdleSocketsInfo($c: ID!) {\n    updateCompetitionInfo(id: $c, name: \"Idle sockets\", status: ONGOING, public: true) {\n      id\n    }\n  }\n": typeof types.BenchLiveIdleSocketsInfoDocument,
    "\n  mutation BenchSeedAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {\n    addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {\n      id\n    }\n  }\n": typeof types.BenchSeedAddSubRoundDocument,
    "\n  mutation BenchSeedSetRoundValid($r: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $r, valid: $v) {\n      id\n    }\n  }\n": typeof types.BenchSeedSetRoundValidDocument,
    "\n  mutation BenchSeedAddRule($c: ID!, $t: String!) {\n    addRule(competitionId: $c, text: $t) {\n      id\n    }\n  }\n": typeof types.BenchSeedAddRuleDocument,
    "\n  mutation BenchSeedBigInfo($c: ID!, $n: String!, $i: String, $d: String, $p: Boolean!) {\n    updateCompetitionInfo(id: $c, name: $n, image: $i, description: $d, status: ONGOING, public: $p) {\n      id\n    }\n  }\n": typeof types.BenchSeedBigInfoDocument,
    "\n  mutation BenchSeedSetPicture($u: String!, $p: String) {\n    updateProfile(username: $u, profilePic: $p) {\n      id\n    }\n  }\n": typeof types.BenchSeedSetPictureDocument,
    "\n  mutation BenchSeedComplete($c: ID!, $n: String!) {\n    updateCompetitionInfo(id: $c, name: $n, status: COMPLETE, public: false) {\n      id\n    }\n  }\n": typeof types.BenchSeedCompleteDocument,
    "\n  query AccountMe {\n    me {\n      id\n      username\n      email\n      profilePic\n      theme\n      hasPassword\n      hasGoogle\n    }\n  }\n": typeof types.AccountMeDocument,
    "\n  mutation AccountSetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      theme\n    }\n  }\n": typeof types.AccountSetThemeDocument,
    "\n  query AccountPublicUser($u: String!) {\n    user(username: $u) {\n      id\n      deleted\n    }\n  }\n": typeof types.AccountPublicUserDocument,
    "\n  mutation AccountUpdate($u: String!, $p: String) {\n    updateProfile(username: $u, profilePic: $p) {\n      id\n      username\n      profilePic\n    }\n  }\n": typeof types.AccountUpdateDocument,
    "\n    mutation AccountChooseUsername($u: String!) {\n      chooseUsername(username: $u) {\n        id\n        username\n        usernameChosen\n      }\n    }\n  ": typeof types.AccountChooseUsernameDocument,
    "\n    query AccountUsernameChosen {\n      me {\n        id\n        username\n        usernameChosen\n      }\n    }\n  ": typeof types.AccountUsernameChosenDocument,
    "\n  query AnswerCacheCompetition($id: ID!) {\n    competition(id: $id) {\n      id\n      version\n      name\n      players {\n        id\n        username\n      }\n      rounds {\n        id\n        subRounds {\n          name\n          points\n        }\n      }\n    }\n  }\n": typeof types.AnswerCacheCompetitionDocument,
    "\n  query AnswerCacheFriends {\n    me {\n      friends {\n        status\n        user {\n          username\n        }\n      }\n    }\n  }\n": typeof types.AnswerCacheFriendsDocument,
    "\n  mutation AnswerCacheAddSubRound($roundId: ID!, $name: String!) {\n    addSubRound(roundId: $roundId, name: $name, points: 1, playerId: null) {\n      id\n      version\n    }\n  }\n": typeof types.AnswerCacheAddSubRoundDocument,
    "\n  mutation AnswerCacheRename($username: String!) {\n    updateProfile(username: $username) {\n      username\n    }\n  }\n": typeof types.AnswerCacheRenameDocument,
    "\n  fragment ClientMutationIdCompetition on Competition {\n    id\n    name\n    version\n    currentScore\n    rules {\n      id\n      text\n    }\n    rounds {\n      id\n      valid\n      subRounds {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ClientMutationIdCompetitionFragmentDoc,
    "\n  query ClientMutationIdRead($id: ID!) {\n    competition(id: $id) {\n      ...ClientMutationIdCompetition\n    }\n  }\n": typeof types.ClientMutationIdReadDocument,
    "\n  query ClientMutationIdNamesOfMine {\n    competitions {\n      name\n    }\n  }\n": typeof types.ClientMutationIdNamesOfMineDocument,
    "\n    mutation ClientMutationIdCreate($name: String!, $o: ID!, $m: ID) {\n      createCompetition(name: $name, opponentId: $o, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": typeof types.ClientMutationIdCreateDocument,
    "\n    mutation ClientMutationIdUpdateInfo($id: ID!, $name: String!, $m: ID) {\n      updateCompetitionInfo(id: $id, name: $name, status: ONGOING, public: false, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": typeof types.ClientMutationIdUpdateInfoDocument,
    "\n    mutation ClientMutationIdDeleteCompetition($id: ID!, $m: ID) {\n      deleteCompetition(id: $id, clientMutationId: $m)\n    }\n  ": typeof types.ClientMutationIdDeleteCompetitionDocument,
    "\n    mutation ClientMutationIdAddRule($id: ID!, $text: String!, $m: ID) {\n      addRule(competitionId: $id, text: $text, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": typeof types.ClientMutationIdAddRuleDocument,
    "\n    mutation ClientMutationIdRemoveRule($id: ID!, $m: ID) {\n      removeRule(ruleId: $id, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": typeof types.ClientMutationIdRemoveRuleDocument,
    "\n    mutation ClientMutationIdAddRound($id: ID!, $m: ID, $v: Int) {\n      addRound(competitionId: $id, clientMutationId: $m, expectedVersion: $v) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": typeof types.ClientMutationIdAddRoundDocument,
    "\n    mutation ClientMutationIdDeleteRound($id: ID!, $m: ID) {\n      deleteRound(roundId: $id, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": typeof types.ClientMutationIdDeleteRoundDocument,
    "\n    mutation ClientMutationIdSetRoundValid($id: ID!, $valid: Boolean!, $m: ID) {\n      setRoundValid(roundId: $id, valid: $valid, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": typeof types.ClientMutationIdSetRoundValidDocument,
    "\n    mutation ClientMutationIdAddSubRound($id: ID!, $name: String!, $m: ID) {\n      addSubRound(roundId: $id, name: $name, points: 3, playerId: null, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": typeof types.ClientMutationIdAddSubRoundDocument,
    "\n    mutation ClientMutationIdDeleteSubRound($id: ID!, $m: ID) {\n      deleteSubRound(subRoundId: $id, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": typeof types.ClientMutationIdDeleteSubRoundDocument,
    "\n  fragment CompetitionTestFields on Competition {\n    id\n    name\n    image\n    description\n    status\n    public\n    currentScore\n    version\n    viewerIsParticipant\n    createdAt\n    updatedAt\n    winner {\n      id\n    }\n    players {\n      id\n      username\n    }\n    rules {\n      id\n      text\n    }\n    rounds {\n      id\n      number\n      valid\n      score\n      winner {\n        id\n      }\n      subRounds {\n        id\n        name\n        points\n        player {\n          id\n        }\n      }\n    }\n  }\n": typeof types.CompetitionTestFieldsFragmentDoc,
    "\n    mutation TestCreate($name: String!, $opponentId: ID!, $image: String) {\n      createCompetition(name: $name, opponentId: $opponentId, image: $image) {\n        ...CompetitionTestFields\n      }\n    }\n  ": typeof types.TestCreateDocument,
    "\n    query TestGet($id: ID!) {\n      competition(id: $id) {\n        ...CompetitionTestFields\n      }\n    }\n  ": typeof types.TestGetDocument,
    "\n    mutation TestInfo(\n      $id: ID!\n      $name: String!\n      $image: String\n      $description: String\n      $status: CompetitionStatus!\n      $public: Boolean!\n      $v: Int\n    ) {\n      updateCompetitionInfo(\n        id: $id\n        name: $name\n        image: $image\n        description: $description\n        status: $status\n        public: $public\n        expectedVersion: $v\n      ) {\n        ...CompetitionTestFields\n      }\n    }\n  ": typeof types.TestInfoDocument,
    "\n    mutation TestDelete($id: ID!, $v: Int) {\n      deleteCompetition(id: $id, expectedVersion: $v)\n    }\n  ": typeof types.TestDeleteDocument,
    "\n    mutation TestAddRule($id: ID!, $text: String!, $v: Int) {\n      addRule(competitionId: $id, text: $text, expectedVersion: $v) {\n        ...CompetitionTestFields\n      }\n    }\n  ": typeof types.TestAddRuleDocument,
    "\n    mutation TestRemoveRule($id: ID!) {\n      removeRule(ruleId: $id) {\n        ...CompetitionTestFields\n      }\n    }\n  ": typeof types.TestRemoveRuleDocument,
    "\n    mutation TestAddRound($id: ID!, $v: Int) {\n      addRound(competitionId: $id, expectedVersion: $v) {\n        ...CompetitionTestFields\n      }\n    }\n  ": typeof types.TestAddRoundDocument,
    "\n    mutation TestDeleteRound($id: ID!) {\n      deleteRound(roundId: $id) {\n        ...CompetitionTestFields\n      }\n    }\n  ": typeof types.TestDeleteRoundDocument,
    "\n    mutation TestValid($id: ID!, $valid: Boolean!) {\n      setRoundValid(roundId: $id, valid: $valid) {\n        ...CompetitionTestFields\n      }\n    }\n  ": typeof types.TestValidDocument,
    "\n    mutation TestAddSub($id: ID!, $name: String!, $points: Int!, $player: ID, $v: Int) {\n      addSubRound(roundId: $id, name: $name, points: $points, playerId: $player, expectedVersion: $v) {\n        ...CompetitionTestFields\n      }\n    }\n  ": typeof types.TestAddSubDocument,
    "\n    mutation TestDeleteSub($id: ID!) {\n      deleteSubRound(subRoundId: $id) {\n        ...CompetitionTestFields\n      }\n    }\n  ": typeof types.TestDeleteSubDocument,
    "\n      mutation TestInfoWithoutImage($id: ID!) {\n        updateCompetitionInfo(id: $id, name: \"Kart 2\", status: ONGOING, public: true) {\n          name\n          image\n          description\n        }\n      }\n    ": typeof types.TestInfoWithoutImageDocument,
    "\n      mutation TestPartialInfo(\n        $id: ID!\n        $name: String\n        $description: String\n        $status: CompetitionStatus\n        $public: Boolean\n      ) {\n        updateCompetitionInfo(id: $id, name: $name, description: $description, status: $status, public: $public) {\n          name\n          image\n          description\n          status\n          public\n          version\n        }\n      }\n    ": typeof types.TestPartialInfoDocument,
    "\n      mutation CompetitionsRefusedEdit(\n        $id: ID!\n        $name: String\n        $image: String\n        $description: String\n        $status: CompetitionStatus\n        $public: Boolean\n      ) {\n        updateCompetitionInfo(\n          id: $id\n          name: $name\n          image: $image\n          description: $description\n          status: $status\n          public: $public\n        ) {\n          id\n        }\n      }\n    ": typeof types.CompetitionsRefusedEditDocument,
    "\n    query TestScore {\n      me {\n        id\n        friends {\n          score\n          user {\n            id\n          }\n        }\n      }\n    }\n  ": typeof types.TestScoreDocument,
    "\n    query TestList($status: CompetitionStatus, $friendId: ID) {\n      competitions(status: $status, friendId: $friendId) {\n        id\n        name\n        status\n        players {\n          id\n        }\n      }\n    }\n  ": typeof types.TestListDocument,
    "\n      query TestListAll {\n        competitions {\n          ...CompetitionTestFields\n        }\n      }\n    ": typeof types.TestListAllDocument,
    "\n      query TestSample {\n        sampleCompetition {\n          id\n          public\n          currentScore\n          winner {\n            username\n          }\n          rounds {\n            valid\n          }\n          players {\n            username\n          }\n        }\n      }\n    ": typeof types.TestSampleDocument,
    "\n  fragment ConcurrencyCompetition on Competition {\n    id\n    version\n    currentScore\n    winner {\n      id\n    }\n    rules {\n      id\n      text\n    }\n    rounds {\n      id\n      valid\n      score\n      winner {\n        id\n      }\n      subRounds {\n        id\n        name\n        points\n        player {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ConcurrencyCompetitionFragmentDoc,
    "\n  query ConcurrencyRead($id: ID!) {\n    competition(id: $id) {\n      ...ConcurrencyCompetition\n    }\n  }\n": typeof types.ConcurrencyReadDocument,
    "\n    mutation ConcurrencyAddSubRound($a: ID!, $n: String!, $p: Int!, $pl: ID) {\n      addSubRound(roundId: $a, name: $n, points: $p, playerId: $pl) {\n        ...ConcurrencyCompetition\n      }\n    }\n  ": typeof types.ConcurrencyAddSubRoundDocument,
    "\n    mutation ConcurrencyDeleteSubRound($a: ID!) {\n      deleteSubRound(subRoundId: $a) {\n        ...ConcurrencyCompetition\n      }\n    }\n  ": typeof types.ConcurrencyDeleteSubRoundDocument,
    "\n    mutation ConcurrencyAddRule($a: ID!, $n: String!) {\n      addRule(competitionId: $a, text: $n) {\n        ...ConcurrencyCompetition\n      }\n    }\n  ": typeof types.ConcurrencyAddRuleDocument,
    "\n    mutation ConcurrencyRemoveRule($a: ID!) {\n      removeRule(ruleId: $a) {\n        ...ConcurrencyCompetition\n      }\n    }\n  ": typeof types.ConcurrencyRemoveRuleDocument,
    "\n    mutation ConcurrencySetRoundValid($a: ID!, $v: Boolean!) {\n      setRoundValid(roundId: $a, valid: $v) {\n        ...ConcurrencyCompetition\n      }\n    }\n  ": typeof types.ConcurrencySetRoundValidDocument,
    "\n    mutation ConcurrencyAddRound($a: ID!) {\n      addRound(competitionId: $a) {\n        ...ConcurrencyCompetition\n      }\n    }\n  ": typeof types.ConcurrencyAddRoundDocument,
    "\n    mutation ConcurrencyDeleteRound($a: ID!) {\n      deleteRound(roundId: $a) {\n        ...ConcurrencyCompetition\n      }\n    }\n  ": typeof types.ConcurrencyDeleteRoundDocument,
    "\n  mutation FaultsAddSubRound($r: ID!, $n: String!, $p: ID) {\n    addSubRound(roundId: $r, name: $n, points: 1, playerId: $p) {\n      id\n      version\n    }\n  }\n": typeof types.FaultsAddSubRoundDocument,
    "\n  query FaultsCompetition($id: ID!) {\n    competition(id: $id) {\n      id\n      version\n      rounds {\n        id\n        subRounds {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.FaultsCompetitionDocument,
    "\n  subscription FaultsChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      competition {\n        id\n        version\n      }\n    }\n  }\n": typeof types.FaultsChangedDocument,
    "\n  subscription FaultsMineChanged {\n    myCompetitionsChanged {\n      competition {\n        id\n        version\n      }\n    }\n  }\n": typeof types.FaultsMineChangedDocument,
    "\n  subscription FaultsMeChanged {\n    meChanged {\n      id\n    }\n  }\n": typeof types.FaultsMeChangedDocument,
    "\n  subscription FaultsViewers($id: ID!) {\n    competitionViewers(id: $id) {\n      id\n      username\n    }\n  }\n": typeof types.FaultsViewersDocument,
    "\n  subscription FaultsPresence($id: ID!) {\n    competitionPresence(id: $id) {\n      count\n    }\n  }\n": typeof types.FaultsPresenceDocument,
    "\n  mutation DatabaseFaultsPublish($id: ID!) {\n    updateCompetitionInfo(id: $id, name: \"Kart\", status: ONGOING, public: true) {\n      version\n    }\n  }\n": typeof types.DatabaseFaultsPublishDocument,
    "\n  query EditStatementsRead($c: ID!) {\n    competition(id: $c) {\n      rules {\n        id\n      }\n      rounds {\n        id\n        subRounds {\n          id\n        }\n      }\n    }\n  }\n": typeof types.EditStatementsReadDocument,
    "\n  mutation EditStatementsAddSubRound($r: ID!) {\n    addSubRound(roundId: $r, name: \"Track\", points: 3, playerId: null) {\n      id\n    }\n  }\n": typeof types.EditStatementsAddSubRoundDocument,
    "\n  mutation EditStatementsAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      id\n    }\n  }\n": typeof types.EditStatementsAddRoundDocument,
    "\n  mutation EditStatementsSetRoundValid($r: ID!) {\n    setRoundValid(roundId: $r, valid: true) {\n      id\n    }\n  }\n": typeof types.EditStatementsSetRoundValidDocument,
    "\n  mutation EditStatementsAddRule($c: ID!) {\n    addRule(competitionId: $c, text: \"No items\") {\n      id\n    }\n  }\n": typeof types.EditStatementsAddRuleDocument,
    "\n  mutation EditStatementsUpdateInfo($c: ID!, $name: String, $status: CompetitionStatus, $public: Boolean) {\n    updateCompetitionInfo(id: $c, name: $name, status: $status, public: $public) {\n      id\n    }\n  }\n": typeof types.EditStatementsUpdateInfoDocument,
    "\n  mutation EditStatementsDeleteSubRound($s: ID!) {\n    deleteSubRound(subRoundId: $s) {\n      id\n    }\n  }\n": typeof types.EditStatementsDeleteSubRoundDocument,
    "\n  mutation EditStatementsDeleteRound($r: ID!) {\n    deleteRound(roundId: $r) {\n      id\n    }\n  }\n": typeof types.EditStatementsDeleteRoundDocument,
    "\n  mutation EditStatementsRemoveRule($r: ID!) {\n    removeRule(ruleId: $r) {\n      id\n    }\n  }\n": typeof types.EditStatementsRemoveRuleDocument,
    "\n  mutation EditStatementsDeleteCompetition($c: ID!) {\n    deleteCompetition(id: $c)\n  }\n": typeof types.EditStatementsDeleteCompetitionDocument,
    "\n  query EditStatementsLatestEntry($c: ID!) {\n    competition(id: $c) {\n      activity(first: 1) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.EditStatementsLatestEntryDocument,
    "\n  mutation EditStatementsUndo($a: ID!) {\n    undoActivity(id: $a) {\n      id\n    }\n  }\n": typeof types.EditStatementsUndoDocument,
    "\n  mutation MaskingSetTheme {\n    setTheme(theme: DARK) {\n      id\n    }\n  }\n": typeof types.MaskingSetThemeDocument,
    "\n  query ExportTestFields($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      image\n      description\n      status\n      public\n      version\n      createdAt\n      updatedAt\n      completedAt\n      players {\n        id\n        username\n        profilePic\n        deleted\n      }\n      currentScore\n      winner {\n        id\n        username\n        profilePic\n        deleted\n      }\n      rules {\n        id\n        text\n      }\n      rounds {\n        id\n        number\n        valid\n        score\n        winner {\n          id\n          username\n          profilePic\n          deleted\n        }\n        subRounds {\n          id\n          name\n          points\n          player {\n            id\n            username\n            profilePic\n            deleted\n          }\n        }\n      }\n    }\n  }\n": typeof types.ExportTestFieldsDocument,
    "\n  query ExportTestActivity($id: ID!) {\n    competition(id: $id) {\n      activity(first: 100) {\n        edges {\n          node {\n            id\n            at\n            actor {\n              id\n              username\n              profilePic\n              deleted\n            }\n            kind\n            summary\n            version\n            undoneBy {\n              id\n            }\n            undoes {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ExportTestActivityDocument,
    "\n  mutation ExportTestAddRound($id: ID!) {\n    addRound(competitionId: $id) {\n      id\n      rounds {\n        id\n        subRounds {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ExportTestAddRoundDocument,
    "\n  mutation ExportTestAddSubRound($id: ID!, $name: String!, $points: Int!, $player: ID) {\n    addSubRound(roundId: $id, name: $name, points: $points, playerId: $player) {\n      id\n    }\n  }\n": typeof types.ExportTestAddSubRoundDocument,
    "\n  mutation ExportTestSetInfo($id: ID!, $name: String, $public: Boolean) {\n    updateCompetitionInfo(id: $id, name: $name, public: $public) {\n      id\n    }\n  }\n": typeof types.ExportTestSetInfoDocument,
    "\n  mutation ExportTestSetRoundValid($id: ID!) {\n    setRoundValid(roundId: $id, valid: true) {\n      id\n    }\n  }\n": typeof types.ExportTestSetRoundValidDocument,
    "\n  mutation ExportTestAddRule($id: ID!) {\n    addRule(competitionId: $id, text: \"No items\") {\n      id\n    }\n  }\n": typeof types.ExportTestAddRuleDocument,
    "\n      query ExportTestTheirs {\n        competitions {\n          id\n        }\n      }\n    ": typeof types.ExportTestTheirsDocument,
    "\n  query FriendsOfMe {\n    me {\n      id\n      friends {\n        status\n        score\n        isTestFriend\n        user {\n          id\n          username\n          deleted\n        }\n      }\n    }\n  }\n": typeof types.FriendsOfMeDocument,
    "\n  subscription FriendsChanged {\n    meChanged {\n      id\n      friends {\n        status\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n": typeof types.FriendsChangedDocument,
    "\n  mutation FriendsSend($u: String!) {\n    sendFriendRequest(username: $u) {\n      id\n    }\n  }\n": typeof types.FriendsSendDocument,
    "\n    mutation FriendsAccept($id: ID!) {\n      acceptFriendRequest(userId: $id) {\n        id\n      }\n    }\n  ": typeof types.FriendsAcceptDocument,
    "\n    mutation FriendsReject($id: ID!) {\n      rejectFriendRequest(userId: $id) {\n        id\n      }\n    }\n  ": typeof types.FriendsRejectDocument,
    "\n    mutation FriendsCancel($id: ID!) {\n      cancelFriendRequest(userId: $id) {\n        id\n      }\n    }\n  ": typeof types.FriendsCancelDocument,
    "\n    mutation FriendsRemove($id: ID!) {\n      removeFriend(userId: $id) {\n        id\n      }\n    }\n  ": typeof types.FriendsRemoveDocument,
    "\n  mutation FriendsRenameAna {\n    updateProfile(username: \"ana-renamed\") {\n      id\n    }\n  }\n": typeof types.FriendsRenameAnaDocument,
    "\n  query GoogleMe {\n    me {\n      id\n      email\n      profilePic\n      hasGoogle\n      hasPassword\n      usernameChosen\n    }\n  }\n": typeof types.GoogleMeDocument,
    "\n      query GoogleAppConfig {\n        appConfig {\n          googleSignInEnabled\n        }\n      }\n    ": typeof types.GoogleAppConfigDocument,
    "\n  query HygieneRules($c: ID!) {\n    competition(id: $c) {\n      id\n      rules {\n        id\n      }\n    }\n  }\n": typeof types.HygieneRulesDocument,
    "\n  fragment LedgerConcurrencyCompetition on Competition {\n    id\n    version\n    currentScore\n    winner {\n      id\n    }\n    rules {\n      id\n    }\n    rounds {\n      id\n      valid\n      score\n      subRounds {\n        id\n        points\n        player {\n          id\n        }\n      }\n    }\n  }\n": typeof types.LedgerConcurrencyCompetitionFragmentDoc,
    "\n  fragment LedgerConcurrencyEntry on Activity {\n    id\n    kind\n    version\n    undoable\n    actor {\n      id\n    }\n    undoneBy {\n      id\n    }\n    undoes {\n      id\n      undoneBy {\n        id\n      }\n    }\n  }\n": typeof types.LedgerConcurrencyEntryFragmentDoc,
    "\n  query LedgerConcurrencyRead($id: ID!) {\n    competition(id: $id) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": typeof types.LedgerConcurrencyReadDocument,
    "\n  query LedgerConcurrencyPage($id: ID!, $f: Int, $a: String) {\n    competition(id: $id) {\n      activity(first: $f, after: $a) {\n        edges {\n          node {\n            ...LedgerConcurrencyEntry\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.LedgerConcurrencyPageDocument,
    "\n  mutation LedgerConcurrencyUndo($a: ID!) {\n    undoActivity(id: $a) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": typeof types.LedgerConcurrencyUndoDocument,
    "\n  mutation LedgerConcurrencyAddSubRound($a: ID!, $n: String!, $p: Int!, $pl: ID) {\n    addSubRound(roundId: $a, name: $n, points: $p, playerId: $pl) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": typeof types.LedgerConcurrencyAddSubRoundDocument,
    "\n  mutation LedgerConcurrencyDeleteSubRound($a: ID!) {\n    deleteSubRound(subRoundId: $a) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": typeof types.LedgerConcurrencyDeleteSubRoundDocument,
    "\n  mutation LedgerConcurrencySetRoundValid($a: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $a, valid: $v) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": typeof types.LedgerConcurrencySetRoundValidDocument,
    "\n  mutation LedgerConcurrencyAddRound($a: ID!) {\n    addRound(competitionId: $a) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": typeof types.LedgerConcurrencyAddRoundDocument,
    "\n  mutation LedgerConcurrencyDeleteRound($a: ID!) {\n    deleteRound(roundId: $a) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": typeof types.LedgerConcurrencyDeleteRoundDocument,
    "\n  mutation LedgerConcurrencyAddRule($a: ID!, $n: String!) {\n    addRule(competitionId: $a, text: $n) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": typeof types.LedgerConcurrencyAddRuleDocument,
    "\n  fragment LedgerTestEntry on Activity {\n    id\n    kind\n    version\n    summary\n    undoable\n    actor {\n      id\n    }\n    undoneBy {\n      id\n    }\n    undoes {\n      id\n    }\n  }\n": typeof types.LedgerTestEntryFragmentDoc,
    "\n  fragment LedgerTestCompetition on Competition {\n    id\n    version\n    name\n    description\n    status\n    public\n    currentScore\n    winner {\n      id\n    }\n    rules {\n      id\n      text\n    }\n    rounds {\n      id\n      number\n      valid\n      score\n      subRounds {\n        id\n        name\n        points\n        player {\n          id\n        }\n      }\n    }\n  }\n": typeof types.LedgerTestCompetitionFragmentDoc,
    "\n  query LedgerTestRead($c: ID!) {\n    competition(id: $c) {\n      ...LedgerTestCompetition\n    }\n  }\n": typeof types.LedgerTestReadDocument,
    "\n  query LedgerTestActivity($c: ID!, $f: Int, $a: String) {\n    competition(id: $c) {\n      id\n      activity(first: $f, after: $a) {\n        edges {\n          cursor\n          node {\n            ...LedgerTestEntry\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.LedgerTestActivityDocument,
    "\n  mutation LedgerTestUndo($id: ID!, $v: Int) {\n    undoActivity(id: $id, expectedVersion: $v) {\n      ...LedgerTestCompetition\n    }\n  }\n": typeof types.LedgerTestUndoDocument,
    "\n  mutation LedgerTestAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      id\n    }\n  }\n": typeof types.LedgerTestAddRoundDocument,
    "\n  mutation LedgerTestDeleteRound($r: ID!) {\n    deleteRound(roundId: $r) {\n      id\n    }\n  }\n": typeof types.LedgerTestDeleteRoundDocument,
    "\n  mutation LedgerTestSetValid($r: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $r, valid: $v) {\n      id\n    }\n  }\n": typeof types.LedgerTestSetValidDocument,
    "\n  mutation LedgerTestAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {\n    addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {\n      id\n    }\n  }\n": typeof types.LedgerTestAddSubRoundDocument,
    "\n  mutation LedgerTestDeleteSubRound($s: ID!) {\n    deleteSubRound(subRoundId: $s) {\n      id\n    }\n  }\n": typeof types.LedgerTestDeleteSubRoundDocument,
    "\n  mutation LedgerTestAddRule($c: ID!, $t: String!) {\n    addRule(competitionId: $c, text: $t) {\n      id\n    }\n  }\n": typeof types.LedgerTestAddRuleDocument,
    "\n  mutation LedgerTestRemoveRule($r: ID!) {\n    removeRule(ruleId: $r) {\n      id\n    }\n  }\n": typeof types.LedgerTestRemoveRuleDocument,
    "\n  mutation LedgerTestInfo($c: ID!, $name: String, $description: String, $status: CompetitionStatus, $public: Boolean) {\n    updateCompetitionInfo(id: $c, name: $name, description: $description, status: $status, public: $public) {\n      id\n    }\n  }\n": typeof types.LedgerTestInfoDocument,
    "\n  mutation LedgerTestStaleAddRule($c: ID!) {\n    addRule(competitionId: $c, text: \"x\", expectedVersion: 7) {\n      id\n    }\n  }\n": typeof types.LedgerTestStaleAddRuleDocument,
    "\n  mutation LedgerTestEmptyName($c: ID!) {\n    updateCompetitionInfo(id: $c, name: \"\") {\n      id\n    }\n  }\n": typeof types.LedgerTestEmptyNameDocument,
    "\n  mutation LedgerTestRepeatedAddRule($c: ID!) {\n    addRule(competitionId: $c, text: \"Once\", clientMutationId: \"ledger-repeat-1\") {\n      id\n    }\n  }\n": typeof types.LedgerTestRepeatedAddRuleDocument,
    "\n  subscription LedgerTestCompetitionChanged($c: ID!) {\n    competitionChanged(id: $c) {\n      version\n      activity {\n        kind\n        version\n        summary\n        undoable\n        actor {\n          id\n        }\n      }\n    }\n  }\n": typeof types.LedgerTestCompetitionChangedDocument,
    "\n  subscription LedgerTestMyCompetitionsChanged {\n    myCompetitionsChanged {\n      version\n      activity {\n        kind\n        version\n      }\n    }\n  }\n": typeof types.LedgerTestMyCompetitionsChangedDocument,
    "\n      query LedgerTestActors($c: ID!) {\n        competition(id: $c) {\n          id\n          activity {\n            edges {\n              node {\n                kind\n                actor {\n                  id\n                  deleted\n                }\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.LedgerTestActorsDocument,
    "\n  subscription LiveFeedChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      deletedId\n      competition {\n        id\n        version\n        public\n        viewerIsParticipant\n        rules {\n          text\n        }\n      }\n    }\n  }\n": typeof types.LiveFeedChangedDocument,
    "\n  subscription LiveFeedCurrent($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      round {\n        id\n      }\n      competition {\n        id\n        version\n        rules {\n          text\n        }\n      }\n    }\n  }\n": typeof types.LiveFeedCurrentDocument,
    "\n  subscription LiveFeedMeChanged {\n    meChanged(current: true) {\n      id\n      friends {\n        status\n        user {\n          username\n        }\n      }\n    }\n  }\n": typeof types.LiveFeedMeChangedDocument,
    "\n  mutation LiveFeedRemoveFriend($id: ID!) {\n    removeFriend(userId: $id) {\n      id\n    }\n  }\n": typeof types.LiveFeedRemoveFriendDocument,
    "\n  subscription LiveCompetitionChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      deletedId\n      competition {\n        id\n        version\n        rules {\n          text\n        }\n      }\n    }\n  }\n": typeof types.LiveCompetitionChangedDocument,
    "\n  subscription LiveViewers($id: ID!) {\n    competitionViewers(id: $id) {\n      id\n      username\n    }\n  }\n": typeof types.LiveViewersDocument,
    "\n  subscription LivePresence($id: ID!) {\n    competitionPresence(id: $id) {\n      count\n      viewers {\n        id\n        username\n      }\n    }\n  }\n": typeof types.LivePresenceDocument,
    "\n  subscription LiveWho($id: ID!) {\n    competitionChanged(id: $id) {\n      deletedId\n      by {\n        id\n        username\n      }\n    }\n  }\n": typeof types.LiveWhoDocument,
    "\n  query MetricsCompetitionName($id: ID!) {\n    competition(id: $id) {\n      name\n    }\n  }\n": typeof types.MetricsCompetitionNameDocument,
    "\n  subscription MetricsCompetitionChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      competition {\n        version\n      }\n    }\n  }\n": typeof types.MetricsCompetitionChangedDocument,
    "\n  query MetricsAnyNameAtAll {\n    viewer: me {\n      id\n    }\n  }\n": typeof types.MetricsAnyNameAtAllDocument,
    "\n  mutation MetricsAddRuleOverSocket($id: ID!) {\n    addRule(competitionId: $id, text: \"No blue shells\") {\n      version\n    }\n  }\n": typeof types.MetricsAddRuleOverSocketDocument,
    "\n  mutation MetricsAddRuleSignedOut($id: ID!) {\n    addRule(competitionId: $id, text: \"Mine\") {\n      version\n    }\n  }\n": typeof types.MetricsAddRuleSignedOutDocument,
    "\n  query MetricsPeek($id: ID!) {\n    competition(id: $id) {\n      id\n    }\n  }\n": typeof types.MetricsPeekDocument,
    "\n  mutation MetricsAddRuleTwoLaps($id: ID!) {\n    addRule(competitionId: $id, text: \"Two laps\") {\n      version\n    }\n  }\n": typeof types.MetricsAddRuleTwoLapsDocument,
    "\n  subscription MultiInstanceRulesChanged($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      competition {\n        id\n        version\n        rules {\n          text\n        }\n      }\n    }\n  }\n": typeof types.MultiInstanceRulesChangedDocument,
    "\n  subscription MultiInstanceEvents($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      deletedRoundId\n      round {\n        id\n        number\n        valid\n        score\n        subRounds {\n          name\n        }\n      }\n      competition {\n        id\n        roundCount\n        roundResults\n      }\n    }\n  }\n": typeof types.MultiInstanceEventsDocument,
    "\n  mutation MultiInstanceAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      id\n      roundCount\n      rounds {\n        id\n      }\n    }\n  }\n": typeof types.MultiInstanceAddRoundDocument,
    "\n  mutation MultiInstanceAddSubRound($r: ID!, $n: String!, $p: ID) {\n    addSubRound(roundId: $r, name: $n, points: 2, playerId: $p) {\n      id\n    }\n  }\n": typeof types.MultiInstanceAddSubRoundDocument,
    "\n  mutation MultiInstanceDeleteRound($r: ID!) {\n    deleteRound(roundId: $r) {\n      id\n    }\n  }\n": typeof types.MultiInstanceDeleteRoundDocument,
    "\n  mutation MultiInstanceSetRoundValid($r: ID!) {\n    setRoundValid(roundId: $r, valid: true) {\n      id\n    }\n  }\n": typeof types.MultiInstanceSetRoundValidDocument,
    "\n  mutation MultiInstanceAddBlueShellRule($c: ID!) {\n    addRule(competitionId: $c, text: \"No blue shells\") {\n      id\n    }\n  }\n": typeof types.MultiInstanceAddBlueShellRuleDocument,
    "\n  fragment RivalryTestPlayed on Competition {\n    id\n    name\n    status\n    completedAt\n    currentScore\n    players {\n      id\n    }\n    winner {\n      id\n    }\n    rounds {\n      valid\n      score\n      winner {\n        id\n      }\n    }\n  }\n": typeof types.RivalryTestPlayedFragmentDoc,
    "\n  query RivalryTestMe {\n    me {\n      id\n      rating\n      record {\n        wins\n        losses\n        draws\n      }\n      friends {\n        status\n        score\n        user {\n          id\n        }\n        rivalry {\n          ...RivalryTestFields\n        }\n      }\n    }\n  }\n": typeof types.RivalryTestMeDocument,
    "\n  query RivalryTestCompetitions {\n    competitions {\n      ...RivalryTestPlayed\n    }\n  }\n": typeof types.RivalryTestCompetitionsDocument,
    "\n  mutation RivalrySendRequest($u: String!) {\n    sendFriendRequest(username: $u) {\n      id\n    }\n  }\n": typeof types.RivalrySendRequestDocument,
    "\n  query RivalryRatingOnly($u: String!) {\n    rivalry(username: $u) {\n      rating\n    }\n  }\n": typeof types.RivalryRatingOnlyDocument,
    "\n  subscription RivalryStandingChanged {\n    meChanged {\n      rating\n      record {\n        wins\n        losses\n        draws\n      }\n    }\n  }\n": typeof types.RivalryStandingChangedDocument,
    "\n    mutation RivalryTestInfo($id: ID!, $status: CompetitionStatus, $name: String) {\n      updateCompetitionInfo(id: $id, status: $status, name: $name) {\n        id\n        status\n        completedAt\n      }\n    }\n  ": typeof types.RivalryTestInfoDocument,
    "\n    mutation RivalryTestSub($r: ID!, $p: ID, $points: Int!) {\n      addSubRound(roundId: $r, name: \"race\", points: $points, playerId: $p) {\n        id\n      }\n    }\n  ": typeof types.RivalryTestSubDocument,
    "\n    mutation RivalryTestValid($r: ID!) {\n      setRoundValid(roundId: $r, valid: true) {\n        id\n      }\n    }\n  ": typeof types.RivalryTestValidDocument,
    "\n    mutation RivalryTestAddRound($c: ID!) {\n      addRound(competitionId: $c) {\n        id\n        rounds {\n          id\n        }\n      }\n    }\n  ": typeof types.RivalryTestAddRoundDocument,
    "\n    mutation RivalryTestDelete($c: ID!) {\n      deleteCompetition(id: $c)\n    }\n  ": typeof types.RivalryTestDeleteDocument,
    "\n    mutation RivalryTestUndo($a: ID!) {\n      undoActivity(id: $a) {\n        id\n        status\n        completedAt\n      }\n    }\n  ": typeof types.RivalryTestUndoDocument,
    "\n    query RivalryTestLastEntry($c: ID!) {\n      competition(id: $c) {\n        id\n        activity(first: 1) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.RivalryTestLastEntryDocument,
    "\n    query RivalryTestRounds($c: ID!) {\n      competition(id: $c) {\n        id\n        rounds {\n          id\n        }\n      }\n    }\n  ": typeof types.RivalryTestRoundsDocument,
    "\n      query RivalryTestFriends {\n        me {\n          id\n          friends {\n            status\n            user {\n              id\n            }\n            rivalry {\n              rating\n            }\n          }\n        }\n      }\n    ": typeof types.RivalryTestFriendsDocument,
    "\n      query RivalryTestSummary($u: String!) {\n        rivalry(username: $u) {\n          competitions\n          record {\n            wins\n          }\n          rating\n          opponentRating\n          timeline {\n            rating\n          }\n        }\n      }\n    ": typeof types.RivalryTestSummaryDocument,
    "\n      mutation RivalryTestRemoveFriend($id: ID!) {\n        removeFriend(userId: $id) {\n          id\n        }\n      }\n    ": typeof types.RivalryTestRemoveFriendDocument,
    "\n      subscription RivalryTestCompetitionChanged($id: ID!) {\n        competitionChanged(id: $id) {\n          competition {\n            status\n            completedAt\n          }\n        }\n      }\n    ": typeof types.RivalryTestCompetitionChangedDocument,
    "\n      subscription RivalryTestMyCompetitionsChanged {\n        myCompetitionsChanged {\n          competition {\n            id\n            completedAt\n          }\n        }\n      }\n    ": typeof types.RivalryTestMyCompetitionsChangedDocument,
    "\n  fragment RoundsReadRound on Round {\n    id\n    number\n    valid\n    score\n    winner {\n      id\n    }\n    subRounds {\n      id\n      name\n      points\n      player {\n        id\n      }\n    }\n  }\n": typeof types.RoundsReadRoundFragmentDoc,
    "\n  query RoundsReadDetails($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      version\n      status\n      public\n      description\n      createdAt\n      updatedAt\n      currentScore\n      viewerIsParticipant\n      winner {\n        id\n      }\n      players {\n        id\n        username\n        profilePic\n      }\n      rules {\n        id\n        text\n      }\n      roundCount\n      roundResults\n      round(number: 2) {\n        ...RoundsReadRound\n      }\n    }\n  }\n": typeof types.RoundsReadDetailsDocument,
    "\n  query RoundsReadEveryRound($id: ID!) {\n    competition(id: $id) {\n      rounds {\n        ...RoundsReadRound\n      }\n    }\n  }\n": typeof types.RoundsReadEveryRoundDocument,
    "\n  query RoundsReadCards {\n    competitions {\n      id\n      name\n      image\n      status\n      currentScore\n      players {\n        id\n        username\n        profilePic\n      }\n    }\n  }\n": typeof types.RoundsReadCardsDocument,
    "\n  query RoundsReadFriends {\n    me {\n      id\n      friends {\n        status\n        score\n        isTestFriend\n        user {\n          id\n          username\n          profilePic\n          deleted\n        }\n      }\n    }\n  }\n": typeof types.RoundsReadFriendsDocument,
    "\n  mutation RoundsReadComplete($id: ID!) {\n    updateCompetitionInfo(id: $id, status: COMPLETE) {\n      id\n    }\n  }\n": typeof types.RoundsReadCompleteDocument,
    "\n  query RoundsReadStanding {\n    me {\n      id\n      rating\n      record {\n        wins\n        losses\n        draws\n      }\n    }\n  }\n": typeof types.RoundsReadStandingDocument,
    "\n  query RoundsReadFriendsRivalries {\n    me {\n      friends {\n        score\n        user {\n          id\n          username\n        }\n        rivalry {\n          record {\n            wins\n            losses\n            draws\n          }\n          rating\n          opponentRating\n        }\n      }\n    }\n  }\n": typeof types.RoundsReadFriendsRivalriesDocument,
    "\n  mutation RoundsReadSetValid($id: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $id, valid: $v) {\n      id\n    }\n  }\n": typeof types.RoundsReadSetValidDocument,
    "\n  mutation RoundsReadAddRace($r: ID!, $p: Int!, $w: ID) {\n    addSubRound(roundId: $r, name: \"race\", points: $p, playerId: $w) {\n      id\n    }\n  }\n": typeof types.RoundsReadAddRaceDocument,
    "\n  mutation RoundsReadDeleteRound($id: ID!) {\n    deleteRound(roundId: $id) {\n      id\n    }\n  }\n": typeof types.RoundsReadDeleteRoundDocument,
    "\n  mutation RoundsReadUndo($id: ID!) {\n    undoActivity(id: $id) {\n      id\n    }\n  }\n": typeof types.RoundsReadUndoDocument,
    "\n  query RoundsReadLinkedEntries($id: ID!) {\n    competition(id: $id) {\n      activity(first: 20) {\n        edges {\n          node {\n            id\n            undoneBy {\n              id\n              undoes {\n                id\n              }\n            }\n            undoes {\n              id\n              undoneBy {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.RoundsReadLinkedEntriesDocument,
    "\n  query RoundsReadEdges($id: ID!, $last: Int!) {\n    competition(id: $id) {\n      id\n      roundCount\n      roundResults\n      zero: round(number: 0) {\n        id\n      }\n      first: round(number: 1) {\n        ...RoundsReadRound\n      }\n      second: round(number: 2) {\n        ...RoundsReadRound\n      }\n      last: round(number: $last) {\n        ...RoundsReadRound\n      }\n      past: round(number: 1000) {\n        id\n      }\n      rounds {\n        ...RoundsReadRound\n      }\n    }\n  }\n": typeof types.RoundsReadEdgesDocument,
    "\n  mutation RoundsReadAddRound($id: ID!) {\n    addRound(competitionId: $id) {\n      id\n      rounds {\n        id\n      }\n    }\n  }\n": typeof types.RoundsReadAddRoundDocument,
    "\n  mutation RoundsReadValidate($id: ID!) {\n    setRoundValid(roundId: $id, valid: true) {\n      roundCount\n      roundResults\n      round(number: 4) {\n        ...RoundsReadRound\n      }\n    }\n  }\n": typeof types.RoundsReadValidateDocument,
    "\n  query RoundsReadActivity($id: ID!) {\n    competition(id: $id) {\n      id\n      activity(first: 2) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.RoundsReadActivityDocument,
    "\n  query ServerMe {\n    me {\n      id\n    }\n  }\n": typeof types.ServerMeDocument,
    "\n  query ServerCompetition($id: ID!) {\n    competition(id: $id) {\n      id\n    }\n  }\n": typeof types.ServerCompetitionDocument,
    "\n  query ServerIntrospection {\n    __schema {\n      types {\n        name\n        description\n        fields {\n          name\n          description\n        }\n      }\n    }\n  }\n": typeof types.ServerIntrospectionDocument,
    "\n  query SessionCacheMe {\n    me {\n      id\n      username\n      theme\n    }\n  }\n": typeof types.SessionCacheMeDocument,
    "\n  mutation SessionCacheSetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n    }\n  }\n": typeof types.SessionCacheSetThemeDocument,
    "\n  query SessionSocketsMe {\n    me {\n      id\n      email\n      theme\n    }\n  }\n": typeof types.SessionSocketsMeDocument,
    "\n  subscription SessionSocketsMeChanged {\n    meChanged {\n      id\n      email\n      username\n    }\n  }\n": typeof types.SessionSocketsMeChangedDocument,
    "\n  mutation SessionSocketsSetTheme {\n    setTheme(theme: DARK) {\n      id\n      theme\n    }\n  }\n": typeof types.SessionSocketsSetThemeDocument,
    "\n  query ShutdownMe {\n    me {\n      id\n    }\n  }\n": typeof types.ShutdownMeDocument,
    "\n  mutation ShutdownAddSubRound($r: ID!) {\n    addSubRound(roundId: $r, name: \"Bowser's Castle\", points: 3) {\n      version\n    }\n  }\n": typeof types.ShutdownAddSubRoundDocument,
    "\n  subscription SocketChurnCompetitionChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      version\n      round {\n        id\n        number\n        subRounds {\n          name\n        }\n      }\n      competition {\n        id\n        version\n        roundCount\n        roundResults\n      }\n    }\n  }\n": typeof types.SocketChurnCompetitionChangedDocument,
    "\n  fragment StoredScoresScore on Competition {\n    currentScore\n    winner {\n      id\n    }\n  }\n": typeof types.StoredScoresScoreFragmentDoc,
    "\n  mutation StoredScoresAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {\n    addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {\n      ...StoredScoresScore\n    }\n  }\n": typeof types.StoredScoresAddSubRoundDocument,
    "\n  mutation StoredScoresAddUnplayedSubRound($r: ID!, $n: String!, $p: Int!) {\n    addSubRound(roundId: $r, name: $n, points: $p) {\n      ...StoredScoresScore\n    }\n  }\n": typeof types.StoredScoresAddUnplayedSubRoundDocument,
    "\n  mutation StoredScoresSetRoundValid($r: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $r, valid: $v) {\n      ...StoredScoresScore\n    }\n  }\n": typeof types.StoredScoresSetRoundValidDocument,
    "\n  mutation StoredScoresAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      ...StoredScoresScore\n    }\n  }\n": typeof types.StoredScoresAddRoundDocument,
    "\n  mutation StoredScoresDeleteSubRound($s: ID!) {\n    deleteSubRound(subRoundId: $s) {\n      ...StoredScoresScore\n    }\n  }\n": typeof types.StoredScoresDeleteSubRoundDocument,
    "\n  mutation StoredScoresDeleteRound($r: ID!) {\n    deleteRound(roundId: $r) {\n      ...StoredScoresScore\n    }\n  }\n": typeof types.StoredScoresDeleteRoundDocument,
    "\n  subscription SubscriptionCompetitionChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      deletedId\n      competition {\n        id\n        name\n        version\n        rounds {\n          number\n        }\n      }\n    }\n  }\n": typeof types.SubscriptionCompetitionChangedDocument,
    "\n  mutation TestSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n": typeof types.TestSignInDocument,
    "\n  mutation TestSignOut {\n    signOut\n  }\n": typeof types.TestSignOutDocument,
    "\n  mutation TestRequestReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.TestRequestResetDocument,
    "\n  mutation TestResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      id\n    }\n  }\n": typeof types.TestResetPasswordDocument,
    "\n  mutation TestDeleteAccount {\n    deleteAccount\n  }\n": typeof types.TestDeleteAccountDocument,
    "\n  mutation TestRename($username: String!) {\n    updateProfile(username: $username) {\n      id\n    }\n  }\n": typeof types.TestRenameDocument,
    "\n  mutation TestCreateCompetition($name: String!, $o: ID!) {\n    createCompetition(name: $name, opponentId: $o) {\n      id\n      version\n      rounds {\n        id\n      }\n    }\n  }\n": typeof types.TestCreateCompetitionDocument,
    "\n  mutation TestSupportAddRule($id: ID!, $t: String!) {\n    addRule(competitionId: $id, text: $t) {\n      id\n      version\n    }\n  }\n": typeof types.TestSupportAddRuleDocument,
    "\n  mutation TestSupportSetPublic($id: ID!, $p: Boolean!) {\n    updateCompetitionInfo(id: $id, name: \"Kart\", status: ONGOING, public: $p) {\n      version\n    }\n  }\n": typeof types.TestSupportSetPublicDocument,
    "\n  mutation TestSupportDeleteCompetition($id: ID!) {\n    deleteCompetition(id: $id)\n  }\n": typeof types.TestSupportDeleteCompetitionDocument,
    "\n  mutation TestSendFriendRequest($u: String!) {\n    sendFriendRequest(username: $u) {\n      id\n    }\n  }\n": typeof types.TestSendFriendRequestDocument,
    "\n  mutation TestAcceptFriendRequest($id: ID!) {\n    acceptFriendRequest(userId: $id) {\n      id\n    }\n  }\n": typeof types.TestAcceptFriendRequestDocument,
    "\n  fragment RivalryTestFields on Rivalry {\n    opponent {\n      id\n      username\n      profilePic\n      deleted\n    }\n    competitions\n    ongoing\n    record {\n      wins\n      losses\n      draws\n    }\n    rounds {\n      wins\n      losses\n      draws\n    }\n    points\n    streak\n    longestStreak\n    rating\n    opponentRating\n    winProbability\n    timeline {\n      competition {\n        id\n        name\n        players {\n          id\n        }\n        winner {\n          id\n        }\n      }\n      completedAt\n      winner {\n        id\n      }\n      score\n      rating\n    }\n  }\n": typeof types.RivalryTestFieldsFragmentDoc,
    "\n  query RivalryTestRivalry($u: String!) {\n    rivalry(username: $u) {\n      ...RivalryTestFields\n    }\n  }\n": typeof types.RivalryTestRivalryDocument,
    "\n  mutation SetupAddSubRound($roundId: ID!, $name: String!, $points: Int!, $playerId: ID) {\n    addSubRound(roundId: $roundId, name: $name, points: $points, playerId: $playerId) {\n      id\n    }\n  }\n": typeof types.SetupAddSubRoundDocument,
    "\n  mutation SetupUpdateCompetitionInfo(\n    $id: ID!\n    $name: String\n    $description: String\n    $status: CompetitionStatus\n    $public: Boolean\n  ) {\n    updateCompetitionInfo(id: $id, name: $name, description: $description, status: $status, public: $public) {\n      id\n    }\n  }\n": typeof types.SetupUpdateCompetitionInfoDocument,
    "\n  mutation SetupAddRule($competitionId: ID!, $text: String!) {\n    addRule(competitionId: $competitionId, text: $text) {\n      id\n    }\n  }\n": typeof types.SetupAddRuleDocument,
    "\n  mutation SetupSetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n    }\n  }\n": typeof types.SetupSetThemeDocument,
    "\n  mutation TestSignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      id\n      username\n    }\n  }\n": typeof types.TestSignUpDocument,
    "\n  mutation TestChooseUsername($u: String!) {\n    chooseUsername(username: $u) {\n      id\n    }\n  }\n": typeof types.TestChooseUsernameDocument,
    "\n  subscription WebSocketMeChanged {\n    meChanged {\n      id\n      username\n    }\n  }\n": typeof types.WebSocketMeChangedDocument,
    "\n  subscription WebsocketLimitsMeChanged {\n    meChanged {\n      id\n    }\n  }\n": typeof types.WebsocketLimitsMeChangedDocument,
    "\n  query WebsocketLimitsMe {\n    me {\n      id\n      email\n    }\n  }\n": typeof types.WebsocketLimitsMeDocument,
    "\n  query WebsocketLimitsAppConfig {\n    appConfig {\n      issuesUrl\n    }\n  }\n": typeof types.WebsocketLimitsAppConfigDocument,
    "\n  query WebsocketLimitsCompetition($id: ID!) {\n    competition(id: $id) {\n      id\n    }\n  }\n": typeof types.WebsocketLimitsCompetitionDocument,
    "\n  mutation WebsocketLimitsSignUp($e: String!, $p: String!) {\n    signUp(email: $e, password: $p) {\n      id\n    }\n  }\n": typeof types.WebsocketLimitsSignUpDocument,
    "\n  mutation WebsocketLimitsSignIn($e: String!, $p: String!) {\n    signIn(email: $e, password: $p) {\n      id\n    }\n  }\n": typeof types.WebsocketLimitsSignInDocument,
    "\n  mutation WebsocketLimitsResetPassword {\n    resetPassword(token: \"t\", password: \"a long new password\") {\n      id\n    }\n  }\n": typeof types.WebsocketLimitsResetPasswordDocument,
    "\n  mutation WebsocketLimitsAliasedDeleteAccount {\n    bye: deleteAccount\n  }\n": typeof types.WebsocketLimitsAliasedDeleteAccountDocument,
    "\n  fragment WebsocketLimitsSignOutFields on Mutation {\n    signOut\n  }\n": typeof types.WebsocketLimitsSignOutFieldsFragmentDoc,
    "\n  mutation WebsocketLimitsSignOutInAFragment {\n    ...WebsocketLimitsSignOutFields\n  }\n": typeof types.WebsocketLimitsSignOutInAFragmentDocument,
    "\n  mutation E2eAccessibilitySignUp($e: String!, $p: String!) {\n    signUp(email: $e, password: $p) {\n      id\n    }\n  }\n": typeof types.E2eAccessibilitySignUpDocument,
    "\n        mutation AccessibilityFurnish($id: ID!) {\n          addRule(competitionId: $id, text: \"Items on, no blue shells\") {\n            id\n          }\n          updateCompetitionInfo(\n            id: $id\n            name: \"Mario Kart 2026\"\n            description: \"Every Friday night\"\n            status: ONGOING\n            public: true\n          ) {\n            id\n            rounds {\n              id\n            }\n          }\n        }\n      ": typeof types.AccessibilityFurnishDocument,
    "\n  query AccountsPageMe {\n    me {\n      id\n      username\n      theme\n      friends {\n        status\n        isTestFriend\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n": typeof types.AccountsPageMeDocument,
    "\n  query E2eChooseUsernameMe {\n    me {\n      id\n      username\n      usernameChosen\n    }\n  }\n": typeof types.E2eChooseUsernameMeDocument,
    "\n  mutation PagesCreateCompetition($n: String!, $o: ID!) {\n    createCompetition(name: $n, opponentId: $o) {\n      id\n    }\n  }\n": typeof types.PagesCreateCompetitionDocument,
    "\n  query PagesRounds($id: ID!) {\n    competition(id: $id) {\n      id\n      rounds {\n        id\n      }\n    }\n  }\n": typeof types.PagesRoundsDocument,
    "\n  mutation E2eCompetitionsAddRound($id: ID!) {\n    addRound(competitionId: $id) {\n      id\n    }\n  }\n": typeof types.E2eCompetitionsAddRoundDocument,
    "\n  query PagesInfo($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      description\n      public\n    }\n  }\n": typeof types.PagesInfoDocument,
    "\n  query E2eHomeMe {\n    me {\n      id\n    }\n  }\n": typeof types.E2eHomeMeDocument,
    "\n      mutation LedgerPageAddRound($id: ID!) {\n        addRound(competitionId: $id) {\n          id\n          rounds {\n            id\n          }\n        }\n      }\n    ": typeof types.LedgerPageAddRoundDocument,
    "\n      query LedgerPageStored($id: ID!) {\n        competition(id: $id) {\n          id\n          rounds {\n            id\n            subRounds {\n              id\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.LedgerPageStoredDocument,
    "\n  query LiveStanding($id: ID!) {\n    competition(id: $id) {\n      id\n      currentScore\n      rounds {\n        id\n        score\n        subRounds {\n          id\n          name\n          points\n          player {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.LiveStandingDocument,
    "\n      query LongRound150($id: ID!) {\n        competition(id: $id) {\n          roundCount\n          round(number: 150) {\n            subRounds {\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.LongRound150Document,
    "\n      query OutboxSubRounds($id: ID!) {\n        competition(id: $id) {\n          id\n          rounds {\n            id\n            subRounds {\n              id\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.OutboxSubRoundsDocument,
    "\n      query OutboxName($id: ID!) {\n        competition(id: $id) {\n          id\n          name\n        }\n      }\n    ": typeof types.OutboxNameDocument,
    "\n  query RivalryPageRivalry($u: String!) {\n    rivalry(username: $u) {\n      record {\n        wins\n        losses\n        draws\n      }\n      rounds {\n        wins\n        losses\n        draws\n      }\n      points\n      streak\n      longestStreak\n      rating\n      opponentRating\n      winProbability\n      competitions\n      ongoing\n      timeline {\n        competition {\n          id\n          name\n        }\n        score\n        rating\n      }\n    }\n  }\n": typeof types.RivalryPageRivalryDocument,
    "\n  mutation E2eRivalrySetRoundValid($r: ID!) {\n    setRoundValid(roundId: $r, valid: true) {\n      id\n    }\n  }\n": typeof types.E2eRivalrySetRoundValidDocument,
};
const documents: Documents = {
    "\n  mutation BenchLiveIdleSocketsInfo($c: ID!) {\n    updateCompetitionInfo(id: $c, name: \"Idle sockets\", status: ONGOING, public: true) {\n      id\n    }\n  }\n": types.BenchLiveIdleSocketsInfoDocument,
    "\n  mutation BenchSeedAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {\n    addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {\n      id\n    }\n  }\n": types.BenchSeedAddSubRoundDocument,
    "\n  mutation BenchSeedSetRoundValid($r: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $r, valid: $v) {\n      id\n    }\n  }\n": types.BenchSeedSetRoundValidDocument,
    "\n  mutation BenchSeedAddRule($c: ID!, $t: String!) {\n    addRule(competitionId: $c, text: $t) {\n      id\n    }\n  }\n": types.BenchSeedAddRuleDocument,
    "\n  mutation BenchSeedBigInfo($c: ID!, $n: String!, $i: String, $d: String, $p: Boolean!) {\n    updateCompetitionInfo(id: $c, name: $n, image: $i, description: $d, status: ONGOING, public: $p) {\n      id\n    }\n  }\n": types.BenchSeedBigInfoDocument,
    "\n  mutation BenchSeedSetPicture($u: String!, $p: String) {\n    updateProfile(username: $u, profilePic: $p) {\n      id\n    }\n  }\n": types.BenchSeedSetPictureDocument,
    "\n  mutation BenchSeedComplete($c: ID!, $n: String!) {\n    updateCompetitionInfo(id: $c, name: $n, status: COMPLETE, public: false) {\n      id\n    }\n  }\n": types.BenchSeedCompleteDocument,
    "\n  query AccountMe {\n    me {\n      id\n      username\n      email\n      profilePic\n      theme\n      hasPassword\n      hasGoogle\n    }\n  }\n": types.AccountMeDocument,
    "\n  mutation AccountSetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      theme\n    }\n  }\n": types.AccountSetThemeDocument,
    "\n  query AccountPublicUser($u: String!) {\n    user(username: $u) {\n      id\n      deleted\n    }\n  }\n": types.AccountPublicUserDocument,
    "\n  mutation AccountUpdate($u: String!, $p: String) {\n    updateProfile(username: $u, profilePic: $p) {\n      id\n      username\n      profilePic\n    }\n  }\n": types.AccountUpdateDocument,
    "\n    mutation AccountChooseUsername($u: String!) {\n      chooseUsername(username: $u) {\n        id\n        username\n        usernameChosen\n      }\n    }\n  ": types.AccountChooseUsernameDocument,
    "\n    query AccountUsernameChosen {\n      me {\n        id\n        username\n        usernameChosen\n      }\n    }\n  ": types.AccountUsernameChosenDocument,
    "\n  query AnswerCacheCompetition($id: ID!) {\n    competition(id: $id) {\n      id\n      version\n      name\n      players {\n        id\n        username\n      }\n      rounds {\n        id\n        subRounds {\n          name\n          points\n        }\n      }\n    }\n  }\n": types.AnswerCacheCompetitionDocument,
    "\n  query AnswerCacheFriends {\n    me {\n      friends {\n        status\n        user {\n          username\n        }\n      }\n    }\n  }\n": types.AnswerCacheFriendsDocument,
    "\n  mutation AnswerCacheAddSubRound($roundId: ID!, $name: String!) {\n    addSubRound(roundId: $roundId, name: $name, points: 1, playerId: null) {\n      id\n      version\n    }\n  }\n": types.AnswerCacheAddSubRoundDocument,
    "\n  mutation AnswerCacheRename($username: String!) {\n    updateProfile(username: $username) {\n      username\n    }\n  }\n": types.AnswerCacheRenameDocument,
    "\n  fragment ClientMutationIdCompetition on Competition {\n    id\n    name\n    version\n    currentScore\n    rules {\n      id\n      text\n    }\n    rounds {\n      id\n      valid\n      subRounds {\n        id\n        name\n      }\n    }\n  }\n": types.ClientMutationIdCompetitionFragmentDoc,
    "\n  query ClientMutationIdRead($id: ID!) {\n    competition(id: $id) {\n      ...ClientMutationIdCompetition\n    }\n  }\n": types.ClientMutationIdReadDocument,
    "\n  query ClientMutationIdNamesOfMine {\n    competitions {\n      name\n    }\n  }\n": types.ClientMutationIdNamesOfMineDocument,
    "\n    mutation ClientMutationIdCreate($name: String!, $o: ID!, $m: ID) {\n      createCompetition(name: $name, opponentId: $o, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": types.ClientMutationIdCreateDocument,
    "\n    mutation ClientMutationIdUpdateInfo($id: ID!, $name: String!, $m: ID) {\n      updateCompetitionInfo(id: $id, name: $name, status: ONGOING, public: false, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": types.ClientMutationIdUpdateInfoDocument,
    "\n    mutation ClientMutationIdDeleteCompetition($id: ID!, $m: ID) {\n      deleteCompetition(id: $id, clientMutationId: $m)\n    }\n  ": types.ClientMutationIdDeleteCompetitionDocument,
    "\n    mutation ClientMutationIdAddRule($id: ID!, $text: String!, $m: ID) {\n      addRule(competitionId: $id, text: $text, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": types.ClientMutationIdAddRuleDocument,
    "\n    mutation ClientMutationIdRemoveRule($id: ID!, $m: ID) {\n      removeRule(ruleId: $id, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": types.ClientMutationIdRemoveRuleDocument,
    "\n    mutation ClientMutationIdAddRound($id: ID!, $m: ID, $v: Int) {\n      addRound(competitionId: $id, clientMutationId: $m, expectedVersion: $v) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": types.ClientMutationIdAddRoundDocument,
    "\n    mutation ClientMutationIdDeleteRound($id: ID!, $m: ID) {\n      deleteRound(roundId: $id, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": types.ClientMutationIdDeleteRoundDocument,
    "\n    mutation ClientMutationIdSetRoundValid($id: ID!, $valid: Boolean!, $m: ID) {\n      setRoundValid(roundId: $id, valid: $valid, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": types.ClientMutationIdSetRoundValidDocument,
    "\n    mutation ClientMutationIdAddSubRound($id: ID!, $name: String!, $m: ID) {\n      addSubRound(roundId: $id, name: $name, points: 3, playerId: null, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": types.ClientMutationIdAddSubRoundDocument,
    "\n    mutation ClientMutationIdDeleteSubRound($id: ID!, $m: ID) {\n      deleteSubRound(subRoundId: $id, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  ": types.ClientMutationIdDeleteSubRoundDocument,
    "\n  fragment CompetitionTestFields on Competition {\n    id\n    name\n    image\n    description\n    status\n    public\n    currentScore\n    version\n    viewerIsParticipant\n    createdAt\n    updatedAt\n    winner {\n      id\n    }\n    players {\n      id\n      username\n    }\n    rules {\n      id\n      text\n    }\n    rounds {\n      id\n      number\n      valid\n      score\n      winner {\n        id\n      }\n      subRounds {\n        id\n        name\n        points\n        player {\n          id\n        }\n      }\n    }\n  }\n": types.CompetitionTestFieldsFragmentDoc,
    "\n    mutation TestCreate($name: String!, $opponentId: ID!, $image: String) {\n      createCompetition(name: $name, opponentId: $opponentId, image: $image) {\n        ...CompetitionTestFields\n      }\n    }\n  ": types.TestCreateDocument,
    "\n    query TestGet($id: ID!) {\n      competition(id: $id) {\n        ...CompetitionTestFields\n      }\n    }\n  ": types.TestGetDocument,
    "\n    mutation TestInfo(\n      $id: ID!\n      $name: String!\n      $image: String\n      $description: String\n      $status: CompetitionStatus!\n      $public: Boolean!\n      $v: Int\n    ) {\n      updateCompetitionInfo(\n        id: $id\n        name: $name\n        image: $image\n        description: $description\n        status: $status\n        public: $public\n        expectedVersion: $v\n      ) {\n        ...CompetitionTestFields\n      }\n    }\n  ": types.TestInfoDocument,
    "\n    mutation TestDelete($id: ID!, $v: Int) {\n      deleteCompetition(id: $id, expectedVersion: $v)\n    }\n  ": types.TestDeleteDocument,
    "\n    mutation TestAddRule($id: ID!, $text: String!, $v: Int) {\n      addRule(competitionId: $id, text: $text, expectedVersion: $v) {\n        ...CompetitionTestFields\n      }\n    }\n  ": types.TestAddRuleDocument,
    "\n    mutation TestRemoveRule($id: ID!) {\n      removeRule(ruleId: $id) {\n        ...CompetitionTestFields\n      }\n    }\n  ": types.TestRemoveRuleDocument,
    "\n    mutation TestAddRound($id: ID!, $v: Int) {\n      addRound(competitionId: $id, expectedVersion: $v) {\n        ...CompetitionTestFields\n      }\n    }\n  ": types.TestAddRoundDocument,
    "\n    mutation TestDeleteRound($id: ID!) {\n      deleteRound(roundId: $id) {\n        ...CompetitionTestFields\n      }\n    }\n  ": types.TestDeleteRoundDocument,
    "\n    mutation TestValid($id: ID!, $valid: Boolean!) {\n      setRoundValid(roundId: $id, valid: $valid) {\n        ...CompetitionTestFields\n      }\n    }\n  ": types.TestValidDocument,
    "\n    mutation TestAddSub($id: ID!, $name: String!, $points: Int!, $player: ID, $v: Int) {\n      addSubRound(roundId: $id, name: $name, points: $points, playerId: $player, expectedVersion: $v) {\n        ...CompetitionTestFields\n      }\n    }\n  ": types.TestAddSubDocument,
    "\n    mutation TestDeleteSub($id: ID!) {\n      deleteSubRound(subRoundId: $id) {\n        ...CompetitionTestFields\n      }\n    }\n  ": types.TestDeleteSubDocument,
    "\n      mutation TestInfoWithoutImage($id: ID!) {\n        updateCompetitionInfo(id: $id, name: \"Kart 2\", status: ONGOING, public: true) {\n          name\n          image\n          description\n        }\n      }\n    ": types.TestInfoWithoutImageDocument,
    "\n      mutation TestPartialInfo(\n        $id: ID!\n        $name: String\n        $description: String\n        $status: CompetitionStatus\n        $public: Boolean\n      ) {\n        updateCompetitionInfo(id: $id, name: $name, description: $description, status: $status, public: $public) {\n          name\n          image\n          description\n          status\n          public\n          version\n        }\n      }\n    ": types.TestPartialInfoDocument,
    "\n      mutation CompetitionsRefusedEdit(\n        $id: ID!\n        $name: String\n        $image: String\n        $description: String\n        $status: CompetitionStatus\n        $public: Boolean\n      ) {\n        updateCompetitionInfo(\n          id: $id\n          name: $name\n          image: $image\n          description: $description\n          status: $status\n          public: $public\n        ) {\n          id\n        }\n      }\n    ": types.CompetitionsRefusedEditDocument,
    "\n    query TestScore {\n      me {\n        id\n        friends {\n          score\n          user {\n            id\n          }\n        }\n      }\n    }\n  ": types.TestScoreDocument,
    "\n    query TestList($status: CompetitionStatus, $friendId: ID) {\n      competitions(status: $status, friendId: $friendId) {\n        id\n        name\n        status\n        players {\n          id\n        }\n      }\n    }\n  ": types.TestListDocument,
    "\n      query TestListAll {\n        competitions {\n          ...CompetitionTestFields\n        }\n      }\n    ": types.TestListAllDocument,
    "\n      query TestSample {\n        sampleCompetition {\n          id\n          public\n          currentScore\n          winner {\n            username\n          }\n          rounds {\n            valid\n          }\n          players {\n            username\n          }\n        }\n      }\n    ": types.TestSampleDocument,
    "\n  fragment ConcurrencyCompetition on Competition {\n    id\n    version\n    currentScore\n    winner {\n      id\n    }\n    rules {\n      id\n      text\n    }\n    rounds {\n      id\n      valid\n      score\n      winner {\n        id\n      }\n      subRounds {\n        id\n        name\n        points\n        player {\n          id\n        }\n      }\n    }\n  }\n": types.ConcurrencyCompetitionFragmentDoc,
    "\n  query ConcurrencyRead($id: ID!) {\n    competition(id: $id) {\n      ...ConcurrencyCompetition\n    }\n  }\n": types.ConcurrencyReadDocument,
    "\n    mutation ConcurrencyAddSubRound($a: ID!, $n: String!, $p: Int!, $pl: ID) {\n      addSubRound(roundId: $a, name: $n, points: $p, playerId: $pl) {\n        ...ConcurrencyCompetition\n      }\n    }\n  ": types.ConcurrencyAddSubRoundDocument,
    "\n    mutation ConcurrencyDeleteSubRound($a: ID!) {\n      deleteSubRound(subRoundId: $a) {\n        ...ConcurrencyCompetition\n      }\n    }\n  ": types.ConcurrencyDeleteSubRoundDocument,
    "\n    mutation ConcurrencyAddRule($a: ID!, $n: String!) {\n      addRule(competitionId: $a, text: $n) {\n        ...ConcurrencyCompetition\n      }\n    }\n  ": types.ConcurrencyAddRuleDocument,
    "\n    mutation ConcurrencyRemoveRule($a: ID!) {\n      removeRule(ruleId: $a) {\n        ...ConcurrencyCompetition\n      }\n    }\n  ": types.ConcurrencyRemoveRuleDocument,
    "\n    mutation ConcurrencySetRoundValid($a: ID!, $v: Boolean!) {\n      setRoundValid(roundId: $a, valid: $v) {\n        ...ConcurrencyCompetition\n      }\n    }\n  ": types.ConcurrencySetRoundValidDocument,
    "\n    mutation ConcurrencyAddRound($a: ID!) {\n      addRound(competitionId: $a) {\n        ...ConcurrencyCompetition\n      }\n    }\n  ": types.ConcurrencyAddRoundDocument,
    "\n    mutation ConcurrencyDeleteRound($a: ID!) {\n      deleteRound(roundId: $a) {\n        ...ConcurrencyCompetition\n      }\n    }\n  ": types.ConcurrencyDeleteRoundDocument,
    "\n  mutation FaultsAddSubRound($r: ID!, $n: String!, $p: ID) {\n    addSubRound(roundId: $r, name: $n, points: 1, playerId: $p) {\n      id\n      version\n    }\n  }\n": types.FaultsAddSubRoundDocument,
    "\n  query FaultsCompetition($id: ID!) {\n    competition(id: $id) {\n      id\n      version\n      rounds {\n        id\n        subRounds {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.FaultsCompetitionDocument,
    "\n  subscription FaultsChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      competition {\n        id\n        version\n      }\n    }\n  }\n": types.FaultsChangedDocument,
    "\n  subscription FaultsMineChanged {\n    myCompetitionsChanged {\n      competition {\n        id\n        version\n      }\n    }\n  }\n": types.FaultsMineChangedDocument,
    "\n  subscription FaultsMeChanged {\n    meChanged {\n      id\n    }\n  }\n": types.FaultsMeChangedDocument,
    "\n  subscription FaultsViewers($id: ID!) {\n    competitionViewers(id: $id) {\n      id\n      username\n    }\n  }\n": types.FaultsViewersDocument,
    "\n  subscription FaultsPresence($id: ID!) {\n    competitionPresence(id: $id) {\n      count\n    }\n  }\n": types.FaultsPresenceDocument,
    "\n  mutation DatabaseFaultsPublish($id: ID!) {\n    updateCompetitionInfo(id: $id, name: \"Kart\", status: ONGOING, public: true) {\n      version\n    }\n  }\n": types.DatabaseFaultsPublishDocument,
    "\n  query EditStatementsRead($c: ID!) {\n    competition(id: $c) {\n      rules {\n        id\n      }\n      rounds {\n        id\n        subRounds {\n          id\n        }\n      }\n    }\n  }\n": types.EditStatementsReadDocument,
    "\n  mutation EditStatementsAddSubRound($r: ID!) {\n    addSubRound(roundId: $r, name: \"Track\", points: 3, playerId: null) {\n      id\n    }\n  }\n": types.EditStatementsAddSubRoundDocument,
    "\n  mutation EditStatementsAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      id\n    }\n  }\n": types.EditStatementsAddRoundDocument,
    "\n  mutation EditStatementsSetRoundValid($r: ID!) {\n    setRoundValid(roundId: $r, valid: true) {\n      id\n    }\n  }\n": types.EditStatementsSetRoundValidDocument,
    "\n  mutation EditStatementsAddRule($c: ID!) {\n    addRule(competitionId: $c, text: \"No items\") {\n      id\n    }\n  }\n": types.EditStatementsAddRuleDocument,
    "\n  mutation EditStatementsUpdateInfo($c: ID!, $name: String, $status: CompetitionStatus, $public: Boolean) {\n    updateCompetitionInfo(id: $c, name: $name, status: $status, public: $public) {\n      id\n    }\n  }\n": types.EditStatementsUpdateInfoDocument,
    "\n  mutation EditStatementsDeleteSubRound($s: ID!) {\n    deleteSubRound(subRoundId: $s) {\n      id\n    }\n  }\n": types.EditStatementsDeleteSubRoundDocument,
    "\n  mutation EditStatementsDeleteRound($r: ID!) {\n    deleteRound(roundId: $r) {\n      id\n    }\n  }\n": types.EditStatementsDeleteRoundDocument,
    "\n  mutation EditStatementsRemoveRule($r: ID!) {\n    removeRule(ruleId: $r) {\n      id\n    }\n  }\n": types.EditStatementsRemoveRuleDocument,
    "\n  mutation EditStatementsDeleteCompetition($c: ID!) {\n    deleteCompetition(id: $c)\n  }\n": types.EditStatementsDeleteCompetitionDocument,
    "\n  query EditStatementsLatestEntry($c: ID!) {\n    competition(id: $c) {\n      activity(first: 1) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.EditStatementsLatestEntryDocument,
    "\n  mutation EditStatementsUndo($a: ID!) {\n    undoActivity(id: $a) {\n      id\n    }\n  }\n": types.EditStatementsUndoDocument,
    "\n  mutation MaskingSetTheme {\n    setTheme(theme: DARK) {\n      id\n    }\n  }\n": types.MaskingSetThemeDocument,
    "\n  query ExportTestFields($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      image\n      description\n      status\n      public\n      version\n      createdAt\n      updatedAt\n      completedAt\n      players {\n        id\n        username\n        profilePic\n        deleted\n      }\n      currentScore\n      winner {\n        id\n        username\n        profilePic\n        deleted\n      }\n      rules {\n        id\n        text\n      }\n      rounds {\n        id\n        number\n        valid\n        score\n        winner {\n          id\n          username\n          profilePic\n          deleted\n        }\n        subRounds {\n          id\n          name\n          points\n          player {\n            id\n            username\n            profilePic\n            deleted\n          }\n        }\n      }\n    }\n  }\n": types.ExportTestFieldsDocument,
    "\n  query ExportTestActivity($id: ID!) {\n    competition(id: $id) {\n      activity(first: 100) {\n        edges {\n          node {\n            id\n            at\n            actor {\n              id\n              username\n              profilePic\n              deleted\n            }\n            kind\n            summary\n            version\n            undoneBy {\n              id\n            }\n            undoes {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ExportTestActivityDocument,
    "\n  mutation ExportTestAddRound($id: ID!) {\n    addRound(competitionId: $id) {\n      id\n      rounds {\n        id\n        subRounds {\n          id\n        }\n      }\n    }\n  }\n": types.ExportTestAddRoundDocument,
    "\n  mutation ExportTestAddSubRound($id: ID!, $name: String!, $points: Int!, $player: ID) {\n    addSubRound(roundId: $id, name: $name, points: $points, playerId: $player) {\n      id\n    }\n  }\n": types.ExportTestAddSubRoundDocument,
    "\n  mutation ExportTestSetInfo($id: ID!, $name: String, $public: Boolean) {\n    updateCompetitionInfo(id: $id, name: $name, public: $public) {\n      id\n    }\n  }\n": types.ExportTestSetInfoDocument,
    "\n  mutation ExportTestSetRoundValid($id: ID!) {\n    setRoundValid(roundId: $id, valid: true) {\n      id\n    }\n  }\n": types.ExportTestSetRoundValidDocument,
    "\n  mutation ExportTestAddRule($id: ID!) {\n    addRule(competitionId: $id, text: \"No items\") {\n      id\n    }\n  }\n": types.ExportTestAddRuleDocument,
    "\n      query ExportTestTheirs {\n        competitions {\n          id\n        }\n      }\n    ": types.ExportTestTheirsDocument,
    "\n  query FriendsOfMe {\n    me {\n      id\n      friends {\n        status\n        score\n        isTestFriend\n        user {\n          id\n          username\n          deleted\n        }\n      }\n    }\n  }\n": types.FriendsOfMeDocument,
    "\n  subscription FriendsChanged {\n    meChanged {\n      id\n      friends {\n        status\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n": types.FriendsChangedDocument,
    "\n  mutation FriendsSend($u: String!) {\n    sendFriendRequest(username: $u) {\n      id\n    }\n  }\n": types.FriendsSendDocument,
    "\n    mutation FriendsAccept($id: ID!) {\n      acceptFriendRequest(userId: $id) {\n        id\n      }\n    }\n  ": types.FriendsAcceptDocument,
    "\n    mutation FriendsReject($id: ID!) {\n      rejectFriendRequest(userId: $id) {\n        id\n      }\n    }\n  ": types.FriendsRejectDocument,
    "\n    mutation FriendsCancel($id: ID!) {\n      cancelFriendRequest(userId: $id) {\n        id\n      }\n    }\n  ": types.FriendsCancelDocument,
    "\n    mutation FriendsRemove($id: ID!) {\n      removeFriend(userId: $id) {\n        id\n      }\n    }\n  ": types.FriendsRemoveDocument,
    "\n  mutation FriendsRenameAna {\n    updateProfile(username: \"ana-renamed\") {\n      id\n    }\n  }\n": types.FriendsRenameAnaDocument,
    "\n  query GoogleMe {\n    me {\n      id\n      email\n      profilePic\n      hasGoogle\n      hasPassword\n      usernameChosen\n    }\n  }\n": types.GoogleMeDocument,
    "\n      query GoogleAppConfig {\n        appConfig {\n          googleSignInEnabled\n        }\n      }\n    ": types.GoogleAppConfigDocument,
    "\n  query HygieneRules($c: ID!) {\n    competition(id: $c) {\n      id\n      rules {\n        id\n      }\n    }\n  }\n": types.HygieneRulesDocument,
    "\n  fragment LedgerConcurrencyCompetition on Competition {\n    id\n    version\n    currentScore\n    winner {\n      id\n    }\n    rules {\n      id\n    }\n    rounds {\n      id\n      valid\n      score\n      subRounds {\n        id\n        points\n        player {\n          id\n        }\n      }\n    }\n  }\n": types.LedgerConcurrencyCompetitionFragmentDoc,
    "\n  fragment LedgerConcurrencyEntry on Activity {\n    id\n    kind\n    version\n    undoable\n    actor {\n      id\n    }\n    undoneBy {\n      id\n    }\n    undoes {\n      id\n      undoneBy {\n        id\n      }\n    }\n  }\n": types.LedgerConcurrencyEntryFragmentDoc,
    "\n  query LedgerConcurrencyRead($id: ID!) {\n    competition(id: $id) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": types.LedgerConcurrencyReadDocument,
    "\n  query LedgerConcurrencyPage($id: ID!, $f: Int, $a: String) {\n    competition(id: $id) {\n      activity(first: $f, after: $a) {\n        edges {\n          node {\n            ...LedgerConcurrencyEntry\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.LedgerConcurrencyPageDocument,
    "\n  mutation LedgerConcurrencyUndo($a: ID!) {\n    undoActivity(id: $a) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": types.LedgerConcurrencyUndoDocument,
    "\n  mutation LedgerConcurrencyAddSubRound($a: ID!, $n: String!, $p: Int!, $pl: ID) {\n    addSubRound(roundId: $a, name: $n, points: $p, playerId: $pl) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": types.LedgerConcurrencyAddSubRoundDocument,
    "\n  mutation LedgerConcurrencyDeleteSubRound($a: ID!) {\n    deleteSubRound(subRoundId: $a) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": types.LedgerConcurrencyDeleteSubRoundDocument,
    "\n  mutation LedgerConcurrencySetRoundValid($a: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $a, valid: $v) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": types.LedgerConcurrencySetRoundValidDocument,
    "\n  mutation LedgerConcurrencyAddRound($a: ID!) {\n    addRound(competitionId: $a) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": types.LedgerConcurrencyAddRoundDocument,
    "\n  mutation LedgerConcurrencyDeleteRound($a: ID!) {\n    deleteRound(roundId: $a) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": types.LedgerConcurrencyDeleteRoundDocument,
    "\n  mutation LedgerConcurrencyAddRule($a: ID!, $n: String!) {\n    addRule(competitionId: $a, text: $n) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n": types.LedgerConcurrencyAddRuleDocument,
    "\n  fragment LedgerTestEntry on Activity {\n    id\n    kind\n    version\n    summary\n    undoable\n    actor {\n      id\n    }\n    undoneBy {\n      id\n    }\n    undoes {\n      id\n    }\n  }\n": types.LedgerTestEntryFragmentDoc,
    "\n  fragment LedgerTestCompetition on Competition {\n    id\n    version\n    name\n    description\n    status\n    public\n    currentScore\n    winner {\n      id\n    }\n    rules {\n      id\n      text\n    }\n    rounds {\n      id\n      number\n      valid\n      score\n      subRounds {\n        id\n        name\n        points\n        player {\n          id\n        }\n      }\n    }\n  }\n": types.LedgerTestCompetitionFragmentDoc,
    "\n  query LedgerTestRead($c: ID!) {\n    competition(id: $c) {\n      ...LedgerTestCompetition\n    }\n  }\n": types.LedgerTestReadDocument,
    "\n  query LedgerTestActivity($c: ID!, $f: Int, $a: String) {\n    competition(id: $c) {\n      id\n      activity(first: $f, after: $a) {\n        edges {\n          cursor\n          node {\n            ...LedgerTestEntry\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.LedgerTestActivityDocument,
    "\n  mutation LedgerTestUndo($id: ID!, $v: Int) {\n    undoActivity(id: $id, expectedVersion: $v) {\n      ...LedgerTestCompetition\n    }\n  }\n": types.LedgerTestUndoDocument,
    "\n  mutation LedgerTestAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      id\n    }\n  }\n": types.LedgerTestAddRoundDocument,
    "\n  mutation LedgerTestDeleteRound($r: ID!) {\n    deleteRound(roundId: $r) {\n      id\n    }\n  }\n": types.LedgerTestDeleteRoundDocument,
    "\n  mutation LedgerTestSetValid($r: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $r, valid: $v) {\n      id\n    }\n  }\n": types.LedgerTestSetValidDocument,
    "\n  mutation LedgerTestAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {\n    addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {\n      id\n    }\n  }\n": types.LedgerTestAddSubRoundDocument,
    "\n  mutation LedgerTestDeleteSubRound($s: ID!) {\n    deleteSubRound(subRoundId: $s) {\n      id\n    }\n  }\n": types.LedgerTestDeleteSubRoundDocument,
    "\n  mutation LedgerTestAddRule($c: ID!, $t: String!) {\n    addRule(competitionId: $c, text: $t) {\n      id\n    }\n  }\n": types.LedgerTestAddRuleDocument,
    "\n  mutation LedgerTestRemoveRule($r: ID!) {\n    removeRule(ruleId: $r) {\n      id\n    }\n  }\n": types.LedgerTestRemoveRuleDocument,
    "\n  mutation LedgerTestInfo($c: ID!, $name: String, $description: String, $status: CompetitionStatus, $public: Boolean) {\n    updateCompetitionInfo(id: $c, name: $name, description: $description, status: $status, public: $public) {\n      id\n    }\n  }\n": types.LedgerTestInfoDocument,
    "\n  mutation LedgerTestStaleAddRule($c: ID!) {\n    addRule(competitionId: $c, text: \"x\", expectedVersion: 7) {\n      id\n    }\n  }\n": types.LedgerTestStaleAddRuleDocument,
    "\n  mutation LedgerTestEmptyName($c: ID!) {\n    updateCompetitionInfo(id: $c, name: \"\") {\n      id\n    }\n  }\n": types.LedgerTestEmptyNameDocument,
    "\n  mutation LedgerTestRepeatedAddRule($c: ID!) {\n    addRule(competitionId: $c, text: \"Once\", clientMutationId: \"ledger-repeat-1\") {\n      id\n    }\n  }\n": types.LedgerTestRepeatedAddRuleDocument,
    "\n  subscription LedgerTestCompetitionChanged($c: ID!) {\n    competitionChanged(id: $c) {\n      version\n      activity {\n        kind\n        version\n        summary\n        undoable\n        actor {\n          id\n        }\n      }\n    }\n  }\n": types.LedgerTestCompetitionChangedDocument,
    "\n  subscription LedgerTestMyCompetitionsChanged {\n    myCompetitionsChanged {\n      version\n      activity {\n        kind\n        version\n      }\n    }\n  }\n": types.LedgerTestMyCompetitionsChangedDocument,
    "\n      query LedgerTestActors($c: ID!) {\n        competition(id: $c) {\n          id\n          activity {\n            edges {\n              node {\n                kind\n                actor {\n                  id\n                  deleted\n                }\n              }\n            }\n          }\n        }\n      }\n    ": types.LedgerTestActorsDocument,
    "\n  subscription LiveFeedChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      deletedId\n      competition {\n        id\n        version\n        public\n        viewerIsParticipant\n        rules {\n          text\n        }\n      }\n    }\n  }\n": types.LiveFeedChangedDocument,
    "\n  subscription LiveFeedCurrent($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      round {\n        id\n      }\n      competition {\n        id\n        version\n        rules {\n          text\n        }\n      }\n    }\n  }\n": types.LiveFeedCurrentDocument,
    "\n  subscription LiveFeedMeChanged {\n    meChanged(current: true) {\n      id\n      friends {\n        status\n        user {\n          username\n        }\n      }\n    }\n  }\n": types.LiveFeedMeChangedDocument,
    "\n  mutation LiveFeedRemoveFriend($id: ID!) {\n    removeFriend(userId: $id) {\n      id\n    }\n  }\n": types.LiveFeedRemoveFriendDocument,
    "\n  subscription LiveCompetitionChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      deletedId\n      competition {\n        id\n        version\n        rules {\n          text\n        }\n      }\n    }\n  }\n": types.LiveCompetitionChangedDocument,
    "\n  subscription LiveViewers($id: ID!) {\n    competitionViewers(id: $id) {\n      id\n      username\n    }\n  }\n": types.LiveViewersDocument,
    "\n  subscription LivePresence($id: ID!) {\n    competitionPresence(id: $id) {\n      count\n      viewers {\n        id\n        username\n      }\n    }\n  }\n": types.LivePresenceDocument,
    "\n  subscription LiveWho($id: ID!) {\n    competitionChanged(id: $id) {\n      deletedId\n      by {\n        id\n        username\n      }\n    }\n  }\n": types.LiveWhoDocument,
    "\n  query MetricsCompetitionName($id: ID!) {\n    competition(id: $id) {\n      name\n    }\n  }\n": types.MetricsCompetitionNameDocument,
    "\n  subscription MetricsCompetitionChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      competition {\n        version\n      }\n    }\n  }\n": types.MetricsCompetitionChangedDocument,
    "\n  query MetricsAnyNameAtAll {\n    viewer: me {\n      id\n    }\n  }\n": types.MetricsAnyNameAtAllDocument,
    "\n  mutation MetricsAddRuleOverSocket($id: ID!) {\n    addRule(competitionId: $id, text: \"No blue shells\") {\n      version\n    }\n  }\n": types.MetricsAddRuleOverSocketDocument,
    "\n  mutation MetricsAddRuleSignedOut($id: ID!) {\n    addRule(competitionId: $id, text: \"Mine\") {\n      version\n    }\n  }\n": types.MetricsAddRuleSignedOutDocument,
    "\n  query MetricsPeek($id: ID!) {\n    competition(id: $id) {\n      id\n    }\n  }\n": types.MetricsPeekDocument,
    "\n  mutation MetricsAddRuleTwoLaps($id: ID!) {\n    addRule(competitionId: $id, text: \"Two laps\") {\n      version\n    }\n  }\n": types.MetricsAddRuleTwoLapsDocument,
    "\n  subscription MultiInstanceRulesChanged($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      competition {\n        id\n        version\n        rules {\n          text\n        }\n      }\n    }\n  }\n": types.MultiInstanceRulesChangedDocument,
    "\n  subscription MultiInstanceEvents($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      deletedRoundId\n      round {\n        id\n        number\n        valid\n        score\n        subRounds {\n          name\n        }\n      }\n      competition {\n        id\n        roundCount\n        roundResults\n      }\n    }\n  }\n": types.MultiInstanceEventsDocument,
    "\n  mutation MultiInstanceAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      id\n      roundCount\n      rounds {\n        id\n      }\n    }\n  }\n": types.MultiInstanceAddRoundDocument,
    "\n  mutation MultiInstanceAddSubRound($r: ID!, $n: String!, $p: ID) {\n    addSubRound(roundId: $r, name: $n, points: 2, playerId: $p) {\n      id\n    }\n  }\n": types.MultiInstanceAddSubRoundDocument,
    "\n  mutation MultiInstanceDeleteRound($r: ID!) {\n    deleteRound(roundId: $r) {\n      id\n    }\n  }\n": types.MultiInstanceDeleteRoundDocument,
    "\n  mutation MultiInstanceSetRoundValid($r: ID!) {\n    setRoundValid(roundId: $r, valid: true) {\n      id\n    }\n  }\n": types.MultiInstanceSetRoundValidDocument,
    "\n  mutation MultiInstanceAddBlueShellRule($c: ID!) {\n    addRule(competitionId: $c, text: \"No blue shells\") {\n      id\n    }\n  }\n": types.MultiInstanceAddBlueShellRuleDocument,
    "\n  fragment RivalryTestPlayed on Competition {\n    id\n    name\n    status\n    completedAt\n    currentScore\n    players {\n      id\n    }\n    winner {\n      id\n    }\n    rounds {\n      valid\n      score\n      winner {\n        id\n      }\n    }\n  }\n": types.RivalryTestPlayedFragmentDoc,
    "\n  query RivalryTestMe {\n    me {\n      id\n      rating\n      record {\n        wins\n        losses\n        draws\n      }\n      friends {\n        status\n        score\n        user {\n          id\n        }\n        rivalry {\n          ...RivalryTestFields\n        }\n      }\n    }\n  }\n": types.RivalryTestMeDocument,
    "\n  query RivalryTestCompetitions {\n    competitions {\n      ...RivalryTestPlayed\n    }\n  }\n": types.RivalryTestCompetitionsDocument,
    "\n  mutation RivalrySendRequest($u: String!) {\n    sendFriendRequest(username: $u) {\n      id\n    }\n  }\n": types.RivalrySendRequestDocument,
    "\n  query RivalryRatingOnly($u: String!) {\n    rivalry(username: $u) {\n      rating\n    }\n  }\n": types.RivalryRatingOnlyDocument,
    "\n  subscription RivalryStandingChanged {\n    meChanged {\n      rating\n      record {\n        wins\n        losses\n        draws\n      }\n    }\n  }\n": types.RivalryStandingChangedDocument,
    "\n    mutation RivalryTestInfo($id: ID!, $status: CompetitionStatus, $name: String) {\n      updateCompetitionInfo(id: $id, status: $status, name: $name) {\n        id\n        status\n        completedAt\n      }\n    }\n  ": types.RivalryTestInfoDocument,
    "\n    mutation RivalryTestSub($r: ID!, $p: ID, $points: Int!) {\n      addSubRound(roundId: $r, name: \"race\", points: $points, playerId: $p) {\n        id\n      }\n    }\n  ": types.RivalryTestSubDocument,
    "\n    mutation RivalryTestValid($r: ID!) {\n      setRoundValid(roundId: $r, valid: true) {\n        id\n      }\n    }\n  ": types.RivalryTestValidDocument,
    "\n    mutation RivalryTestAddRound($c: ID!) {\n      addRound(competitionId: $c) {\n        id\n        rounds {\n          id\n        }\n      }\n    }\n  ": types.RivalryTestAddRoundDocument,
    "\n    mutation RivalryTestDelete($c: ID!) {\n      deleteCompetition(id: $c)\n    }\n  ": types.RivalryTestDeleteDocument,
    "\n    mutation RivalryTestUndo($a: ID!) {\n      undoActivity(id: $a) {\n        id\n        status\n        completedAt\n      }\n    }\n  ": types.RivalryTestUndoDocument,
    "\n    query RivalryTestLastEntry($c: ID!) {\n      competition(id: $c) {\n        id\n        activity(first: 1) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  ": types.RivalryTestLastEntryDocument,
    "\n    query RivalryTestRounds($c: ID!) {\n      competition(id: $c) {\n        id\n        rounds {\n          id\n        }\n      }\n    }\n  ": types.RivalryTestRoundsDocument,
    "\n      query RivalryTestFriends {\n        me {\n          id\n          friends {\n            status\n            user {\n              id\n            }\n            rivalry {\n              rating\n            }\n          }\n        }\n      }\n    ": types.RivalryTestFriendsDocument,
    "\n      query RivalryTestSummary($u: String!) {\n        rivalry(username: $u) {\n          competitions\n          record {\n            wins\n          }\n          rating\n          opponentRating\n          timeline {\n            rating\n          }\n        }\n      }\n    ": types.RivalryTestSummaryDocument,
    "\n      mutation RivalryTestRemoveFriend($id: ID!) {\n        removeFriend(userId: $id) {\n          id\n        }\n      }\n    ": types.RivalryTestRemoveFriendDocument,
    "\n      subscription RivalryTestCompetitionChanged($id: ID!) {\n        competitionChanged(id: $id) {\n          competition {\n            status\n            completedAt\n          }\n        }\n      }\n    ": types.RivalryTestCompetitionChangedDocument,
    "\n      subscription RivalryTestMyCompetitionsChanged {\n        myCompetitionsChanged {\n          competition {\n            id\n            completedAt\n          }\n        }\n      }\n    ": types.RivalryTestMyCompetitionsChangedDocument,
    "\n  fragment RoundsReadRound on Round {\n    id\n    number\n    valid\n    score\n    winner {\n      id\n    }\n    subRounds {\n      id\n      name\n      points\n      player {\n        id\n      }\n    }\n  }\n": types.RoundsReadRoundFragmentDoc,
    "\n  query RoundsReadDetails($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      version\n      status\n      public\n      description\n      createdAt\n      updatedAt\n      currentScore\n      viewerIsParticipant\n      winner {\n        id\n      }\n      players {\n        id\n        username\n        profilePic\n      }\n      rules {\n        id\n        text\n      }\n      roundCount\n      roundResults\n      round(number: 2) {\n        ...RoundsReadRound\n      }\n    }\n  }\n": types.RoundsReadDetailsDocument,
    "\n  query RoundsReadEveryRound($id: ID!) {\n    competition(id: $id) {\n      rounds {\n        ...RoundsReadRound\n      }\n    }\n  }\n": types.RoundsReadEveryRoundDocument,
    "\n  query RoundsReadCards {\n    competitions {\n      id\n      name\n      image\n      status\n      currentScore\n      players {\n        id\n        username\n        profilePic\n      }\n    }\n  }\n": types.RoundsReadCardsDocument,
    "\n  query RoundsReadFriends {\n    me {\n      id\n      friends {\n        status\n        score\n        isTestFriend\n        user {\n          id\n          username\n          profilePic\n          deleted\n        }\n      }\n    }\n  }\n": types.RoundsReadFriendsDocument,
    "\n  mutation RoundsReadComplete($id: ID!) {\n    updateCompetitionInfo(id: $id, status: COMPLETE) {\n      id\n    }\n  }\n": types.RoundsReadCompleteDocument,
    "\n  query RoundsReadStanding {\n    me {\n      id\n      rating\n      record {\n        wins\n        losses\n        draws\n      }\n    }\n  }\n": types.RoundsReadStandingDocument,
    "\n  query RoundsReadFriendsRivalries {\n    me {\n      friends {\n        score\n        user {\n          id\n          username\n        }\n        rivalry {\n          record {\n            wins\n            losses\n            draws\n          }\n          rating\n          opponentRating\n        }\n      }\n    }\n  }\n": types.RoundsReadFriendsRivalriesDocument,
    "\n  mutation RoundsReadSetValid($id: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $id, valid: $v) {\n      id\n    }\n  }\n": types.RoundsReadSetValidDocument,
    "\n  mutation RoundsReadAddRace($r: ID!, $p: Int!, $w: ID) {\n    addSubRound(roundId: $r, name: \"race\", points: $p, playerId: $w) {\n      id\n    }\n  }\n": types.RoundsReadAddRaceDocument,
    "\n  mutation RoundsReadDeleteRound($id: ID!) {\n    deleteRound(roundId: $id) {\n      id\n    }\n  }\n": types.RoundsReadDeleteRoundDocument,
    "\n  mutation RoundsReadUndo($id: ID!) {\n    undoActivity(id: $id) {\n      id\n    }\n  }\n": types.RoundsReadUndoDocument,
    "\n  query RoundsReadLinkedEntries($id: ID!) {\n    competition(id: $id) {\n      activity(first: 20) {\n        edges {\n          node {\n            id\n            undoneBy {\n              id\n              undoes {\n                id\n              }\n            }\n            undoes {\n              id\n              undoneBy {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.RoundsReadLinkedEntriesDocument,
    "\n  query RoundsReadEdges($id: ID!, $last: Int!) {\n    competition(id: $id) {\n      id\n      roundCount\n      roundResults\n      zero: round(number: 0) {\n        id\n      }\n      first: round(number: 1) {\n        ...RoundsReadRound\n      }\n      second: round(number: 2) {\n        ...RoundsReadRound\n      }\n      last: round(number: $last) {\n        ...RoundsReadRound\n      }\n      past: round(number: 1000) {\n        id\n      }\n      rounds {\n        ...RoundsReadRound\n      }\n    }\n  }\n": types.RoundsReadEdgesDocument,
    "\n  mutation RoundsReadAddRound($id: ID!) {\n    addRound(competitionId: $id) {\n      id\n      rounds {\n        id\n      }\n    }\n  }\n": types.RoundsReadAddRoundDocument,
    "\n  mutation RoundsReadValidate($id: ID!) {\n    setRoundValid(roundId: $id, valid: true) {\n      roundCount\n      roundResults\n      round(number: 4) {\n        ...RoundsReadRound\n      }\n    }\n  }\n": types.RoundsReadValidateDocument,
    "\n  query RoundsReadActivity($id: ID!) {\n    competition(id: $id) {\n      id\n      activity(first: 2) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.RoundsReadActivityDocument,
    "\n  query ServerMe {\n    me {\n      id\n    }\n  }\n": types.ServerMeDocument,
    "\n  query ServerCompetition($id: ID!) {\n    competition(id: $id) {\n      id\n    }\n  }\n": types.ServerCompetitionDocument,
    "\n  query ServerIntrospection {\n    __schema {\n      types {\n        name\n        description\n        fields {\n          name\n          description\n        }\n      }\n    }\n  }\n": types.ServerIntrospectionDocument,
    "\n  query SessionCacheMe {\n    me {\n      id\n      username\n      theme\n    }\n  }\n": types.SessionCacheMeDocument,
    "\n  mutation SessionCacheSetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n    }\n  }\n": types.SessionCacheSetThemeDocument,
    "\n  query SessionSocketsMe {\n    me {\n      id\n      email\n      theme\n    }\n  }\n": types.SessionSocketsMeDocument,
    "\n  subscription SessionSocketsMeChanged {\n    meChanged {\n      id\n      email\n      username\n    }\n  }\n": types.SessionSocketsMeChangedDocument,
    "\n  mutation SessionSocketsSetTheme {\n    setTheme(theme: DARK) {\n      id\n      theme\n    }\n  }\n": types.SessionSocketsSetThemeDocument,
    "\n  query ShutdownMe {\n    me {\n      id\n    }\n  }\n": types.ShutdownMeDocument,
    "\n  mutation ShutdownAddSubRound($r: ID!) {\n    addSubRound(roundId: $r, name: \"Bowser's Castle\", points: 3) {\n      version\n    }\n  }\n": types.ShutdownAddSubRoundDocument,
    "\n  subscription SocketChurnCompetitionChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      version\n      round {\n        id\n        number\n        subRounds {\n          name\n        }\n      }\n      competition {\n        id\n        version\n        roundCount\n        roundResults\n      }\n    }\n  }\n": types.SocketChurnCompetitionChangedDocument,
    "\n  fragment StoredScoresScore on Competition {\n    currentScore\n    winner {\n      id\n    }\n  }\n": types.StoredScoresScoreFragmentDoc,
    "\n  mutation StoredScoresAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {\n    addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {\n      ...StoredScoresScore\n    }\n  }\n": types.StoredScoresAddSubRoundDocument,
    "\n  mutation StoredScoresAddUnplayedSubRound($r: ID!, $n: String!, $p: Int!) {\n    addSubRound(roundId: $r, name: $n, points: $p) {\n      ...StoredScoresScore\n    }\n  }\n": types.StoredScoresAddUnplayedSubRoundDocument,
    "\n  mutation StoredScoresSetRoundValid($r: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $r, valid: $v) {\n      ...StoredScoresScore\n    }\n  }\n": types.StoredScoresSetRoundValidDocument,
    "\n  mutation StoredScoresAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      ...StoredScoresScore\n    }\n  }\n": types.StoredScoresAddRoundDocument,
    "\n  mutation StoredScoresDeleteSubRound($s: ID!) {\n    deleteSubRound(subRoundId: $s) {\n      ...StoredScoresScore\n    }\n  }\n": types.StoredScoresDeleteSubRoundDocument,
    "\n  mutation StoredScoresDeleteRound($r: ID!) {\n    deleteRound(roundId: $r) {\n      ...StoredScoresScore\n    }\n  }\n": types.StoredScoresDeleteRoundDocument,
    "\n  subscription SubscriptionCompetitionChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      deletedId\n      competition {\n        id\n        name\n        version\n        rounds {\n          number\n        }\n      }\n    }\n  }\n": types.SubscriptionCompetitionChangedDocument,
    "\n  mutation TestSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n": types.TestSignInDocument,
    "\n  mutation TestSignOut {\n    signOut\n  }\n": types.TestSignOutDocument,
    "\n  mutation TestRequestReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.TestRequestResetDocument,
    "\n  mutation TestResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      id\n    }\n  }\n": types.TestResetPasswordDocument,
    "\n  mutation TestDeleteAccount {\n    deleteAccount\n  }\n": types.TestDeleteAccountDocument,
    "\n  mutation TestRename($username: String!) {\n    updateProfile(username: $username) {\n      id\n    }\n  }\n": types.TestRenameDocument,
    "\n  mutation TestCreateCompetition($name: String!, $o: ID!) {\n    createCompetition(name: $name, opponentId: $o) {\n      id\n      version\n      rounds {\n        id\n      }\n    }\n  }\n": types.TestCreateCompetitionDocument,
    "\n  mutation TestSupportAddRule($id: ID!, $t: String!) {\n    addRule(competitionId: $id, text: $t) {\n      id\n      version\n    }\n  }\n": types.TestSupportAddRuleDocument,
    "\n  mutation TestSupportSetPublic($id: ID!, $p: Boolean!) {\n    updateCompetitionInfo(id: $id, name: \"Kart\", status: ONGOING, public: $p) {\n      version\n    }\n  }\n": types.TestSupportSetPublicDocument,
    "\n  mutation TestSupportDeleteCompetition($id: ID!) {\n    deleteCompetition(id: $id)\n  }\n": types.TestSupportDeleteCompetitionDocument,
    "\n  mutation TestSendFriendRequest($u: String!) {\n    sendFriendRequest(username: $u) {\n      id\n    }\n  }\n": types.TestSendFriendRequestDocument,
    "\n  mutation TestAcceptFriendRequest($id: ID!) {\n    acceptFriendRequest(userId: $id) {\n      id\n    }\n  }\n": types.TestAcceptFriendRequestDocument,
    "\n  fragment RivalryTestFields on Rivalry {\n    opponent {\n      id\n      username\n      profilePic\n      deleted\n    }\n    competitions\n    ongoing\n    record {\n      wins\n      losses\n      draws\n    }\n    rounds {\n      wins\n      losses\n      draws\n    }\n    points\n    streak\n    longestStreak\n    rating\n    opponentRating\n    winProbability\n    timeline {\n      competition {\n        id\n        name\n        players {\n          id\n        }\n        winner {\n          id\n        }\n      }\n      completedAt\n      winner {\n        id\n      }\n      score\n      rating\n    }\n  }\n": types.RivalryTestFieldsFragmentDoc,
    "\n  query RivalryTestRivalry($u: String!) {\n    rivalry(username: $u) {\n      ...RivalryTestFields\n    }\n  }\n": types.RivalryTestRivalryDocument,
    "\n  mutation SetupAddSubRound($roundId: ID!, $name: String!, $points: Int!, $playerId: ID) {\n    addSubRound(roundId: $roundId, name: $name, points: $points, playerId: $playerId) {\n      id\n    }\n  }\n": types.SetupAddSubRoundDocument,
    "\n  mutation SetupUpdateCompetitionInfo(\n    $id: ID!\n    $name: String\n    $description: String\n    $status: CompetitionStatus\n    $public: Boolean\n  ) {\n    updateCompetitionInfo(id: $id, name: $name, description: $description, status: $status, public: $public) {\n      id\n    }\n  }\n": types.SetupUpdateCompetitionInfoDocument,
    "\n  mutation SetupAddRule($competitionId: ID!, $text: String!) {\n    addRule(competitionId: $competitionId, text: $text) {\n      id\n    }\n  }\n": types.SetupAddRuleDocument,
    "\n  mutation SetupSetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n    }\n  }\n": types.SetupSetThemeDocument,
    "\n  mutation TestSignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      id\n      username\n    }\n  }\n": types.TestSignUpDocument,
    "\n  mutation TestChooseUsername($u: String!) {\n    chooseUsername(username: $u) {\n      id\n    }\n  }\n": types.TestChooseUsernameDocument,
    "\n  subscription WebSocketMeChanged {\n    meChanged {\n      id\n      username\n    }\n  }\n": types.WebSocketMeChangedDocument,
    "\n  subscription WebsocketLimitsMeChanged {\n    meChanged {\n      id\n    }\n  }\n": types.WebsocketLimitsMeChangedDocument,
    "\n  query WebsocketLimitsMe {\n    me {\n      id\n      email\n    }\n  }\n": types.WebsocketLimitsMeDocument,
    "\n  query WebsocketLimitsAppConfig {\n    appConfig {\n      issuesUrl\n    }\n  }\n": types.WebsocketLimitsAppConfigDocument,
    "\n  query WebsocketLimitsCompetition($id: ID!) {\n    competition(id: $id) {\n      id\n    }\n  }\n": types.WebsocketLimitsCompetitionDocument,
    "\n  mutation WebsocketLimitsSignUp($e: String!, $p: String!) {\n    signUp(email: $e, password: $p) {\n      id\n    }\n  }\n": types.WebsocketLimitsSignUpDocument,
    "\n  mutation WebsocketLimitsSignIn($e: String!, $p: String!) {\n    signIn(email: $e, password: $p) {\n      id\n    }\n  }\n": types.WebsocketLimitsSignInDocument,
    "\n  mutation WebsocketLimitsResetPassword {\n    resetPassword(token: \"t\", password: \"a long new password\") {\n      id\n    }\n  }\n": types.WebsocketLimitsResetPasswordDocument,
    "\n  mutation WebsocketLimitsAliasedDeleteAccount {\n    bye: deleteAccount\n  }\n": types.WebsocketLimitsAliasedDeleteAccountDocument,
    "\n  fragment WebsocketLimitsSignOutFields on Mutation {\n    signOut\n  }\n": types.WebsocketLimitsSignOutFieldsFragmentDoc,
    "\n  mutation WebsocketLimitsSignOutInAFragment {\n    ...WebsocketLimitsSignOutFields\n  }\n": types.WebsocketLimitsSignOutInAFragmentDocument,
    "\n  mutation E2eAccessibilitySignUp($e: String!, $p: String!) {\n    signUp(email: $e, password: $p) {\n      id\n    }\n  }\n": types.E2eAccessibilitySignUpDocument,
    "\n        mutation AccessibilityFurnish($id: ID!) {\n          addRule(competitionId: $id, text: \"Items on, no blue shells\") {\n            id\n          }\n          updateCompetitionInfo(\n            id: $id\n            name: \"Mario Kart 2026\"\n            description: \"Every Friday night\"\n            status: ONGOING\n            public: true\n          ) {\n            id\n            rounds {\n              id\n            }\n          }\n        }\n      ": types.AccessibilityFurnishDocument,
    "\n  query AccountsPageMe {\n    me {\n      id\n      username\n      theme\n      friends {\n        status\n        isTestFriend\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n": types.AccountsPageMeDocument,
    "\n  query E2eChooseUsernameMe {\n    me {\n      id\n      username\n      usernameChosen\n    }\n  }\n": types.E2eChooseUsernameMeDocument,
    "\n  mutation PagesCreateCompetition($n: String!, $o: ID!) {\n    createCompetition(name: $n, opponentId: $o) {\n      id\n    }\n  }\n": types.PagesCreateCompetitionDocument,
    "\n  query PagesRounds($id: ID!) {\n    competition(id: $id) {\n      id\n      rounds {\n        id\n      }\n    }\n  }\n": types.PagesRoundsDocument,
    "\n  mutation E2eCompetitionsAddRound($id: ID!) {\n    addRound(competitionId: $id) {\n      id\n    }\n  }\n": types.E2eCompetitionsAddRoundDocument,
    "\n  query PagesInfo($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      description\n      public\n    }\n  }\n": types.PagesInfoDocument,
    "\n  query E2eHomeMe {\n    me {\n      id\n    }\n  }\n": types.E2eHomeMeDocument,
    "\n      mutation LedgerPageAddRound($id: ID!) {\n        addRound(competitionId: $id) {\n          id\n          rounds {\n            id\n          }\n        }\n      }\n    ": types.LedgerPageAddRoundDocument,
    "\n      query LedgerPageStored($id: ID!) {\n        competition(id: $id) {\n          id\n          rounds {\n            id\n            subRounds {\n              id\n              name\n            }\n          }\n        }\n      }\n    ": types.LedgerPageStoredDocument,
    "\n  query LiveStanding($id: ID!) {\n    competition(id: $id) {\n      id\n      currentScore\n      rounds {\n        id\n        score\n        subRounds {\n          id\n          name\n          points\n          player {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n": types.LiveStandingDocument,
    "\n      query LongRound150($id: ID!) {\n        competition(id: $id) {\n          roundCount\n          round(number: 150) {\n            subRounds {\n              name\n            }\n          }\n        }\n      }\n    ": types.LongRound150Document,
    "\n      query OutboxSubRounds($id: ID!) {\n        competition(id: $id) {\n          id\n          rounds {\n            id\n            subRounds {\n              id\n              name\n            }\n          }\n        }\n      }\n    ": types.OutboxSubRoundsDocument,
    "\n      query OutboxName($id: ID!) {\n        competition(id: $id) {\n          id\n          name\n        }\n      }\n    ": types.OutboxNameDocument,
    "\n  query RivalryPageRivalry($u: String!) {\n    rivalry(username: $u) {\n      record {\n        wins\n        losses\n        draws\n      }\n      rounds {\n        wins\n        losses\n        draws\n      }\n      points\n      streak\n      longestStreak\n      rating\n      opponentRating\n      winProbability\n      competitions\n      ongoing\n      timeline {\n        competition {\n          id\n          name\n        }\n        score\n        rating\n      }\n    }\n  }\n": types.RivalryPageRivalryDocument,
    "\n  mutation E2eRivalrySetRoundValid($r: ID!) {\n    setRoundValid(roundId: $r, valid: true) {\n      id\n    }\n  }\n": types.E2eRivalrySetRoundValidDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BenchLiveIdleSocketsInfo($c: ID!) {\n    updateCompetitionInfo(id: $c, name: \"Idle sockets\", status: ONGOING, public: true) {\n      id\n    }\n  }\n"): typeof import('./graphql').BenchLiveIdleSocketsInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BenchSeedAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {\n    addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {\n      id\n    }\n  }\n"): typeof import('./graphql').BenchSeedAddSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BenchSeedSetRoundValid($r: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $r, valid: $v) {\n      id\n    }\n  }\n"): typeof import('./graphql').BenchSeedSetRoundValidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BenchSeedAddRule($c: ID!, $t: String!) {\n    addRule(competitionId: $c, text: $t) {\n      id\n    }\n  }\n"): typeof import('./graphql').BenchSeedAddRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BenchSeedBigInfo($c: ID!, $n: String!, $i: String, $d: String, $p: Boolean!) {\n    updateCompetitionInfo(id: $c, name: $n, image: $i, description: $d, status: ONGOING, public: $p) {\n      id\n    }\n  }\n"): typeof import('./graphql').BenchSeedBigInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BenchSeedSetPicture($u: String!, $p: String) {\n    updateProfile(username: $u, profilePic: $p) {\n      id\n    }\n  }\n"): typeof import('./graphql').BenchSeedSetPictureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BenchSeedComplete($c: ID!, $n: String!) {\n    updateCompetitionInfo(id: $c, name: $n, status: COMPLETE, public: false) {\n      id\n    }\n  }\n"): typeof import('./graphql').BenchSeedCompleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountMe {\n    me {\n      id\n      username\n      email\n      profilePic\n      theme\n      hasPassword\n      hasGoogle\n    }\n  }\n"): typeof import('./graphql').AccountMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      theme\n    }\n  }\n"): typeof import('./graphql').AccountSetThemeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPublicUser($u: String!) {\n    user(username: $u) {\n      id\n      deleted\n    }\n  }\n"): typeof import('./graphql').AccountPublicUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUpdate($u: String!, $p: String) {\n    updateProfile(username: $u, profilePic: $p) {\n      id\n      username\n      profilePic\n    }\n  }\n"): typeof import('./graphql').AccountUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AccountChooseUsername($u: String!) {\n      chooseUsername(username: $u) {\n        id\n        username\n        usernameChosen\n      }\n    }\n  "): typeof import('./graphql').AccountChooseUsernameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AccountUsernameChosen {\n      me {\n        id\n        username\n        usernameChosen\n      }\n    }\n  "): typeof import('./graphql').AccountUsernameChosenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnswerCacheCompetition($id: ID!) {\n    competition(id: $id) {\n      id\n      version\n      name\n      players {\n        id\n        username\n      }\n      rounds {\n        id\n        subRounds {\n          name\n          points\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AnswerCacheCompetitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnswerCacheFriends {\n    me {\n      friends {\n        status\n        user {\n          username\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AnswerCacheFriendsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerCacheAddSubRound($roundId: ID!, $name: String!) {\n    addSubRound(roundId: $roundId, name: $name, points: 1, playerId: null) {\n      id\n      version\n    }\n  }\n"): typeof import('./graphql').AnswerCacheAddSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerCacheRename($username: String!) {\n    updateProfile(username: $username) {\n      username\n    }\n  }\n"): typeof import('./graphql').AnswerCacheRenameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientMutationIdCompetition on Competition {\n    id\n    name\n    version\n    currentScore\n    rules {\n      id\n      text\n    }\n    rounds {\n      id\n      valid\n      subRounds {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ClientMutationIdCompetitionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientMutationIdRead($id: ID!) {\n    competition(id: $id) {\n      ...ClientMutationIdCompetition\n    }\n  }\n"): typeof import('./graphql').ClientMutationIdReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientMutationIdNamesOfMine {\n    competitions {\n      name\n    }\n  }\n"): typeof import('./graphql').ClientMutationIdNamesOfMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ClientMutationIdCreate($name: String!, $o: ID!, $m: ID) {\n      createCompetition(name: $name, opponentId: $o, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  "): typeof import('./graphql').ClientMutationIdCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ClientMutationIdUpdateInfo($id: ID!, $name: String!, $m: ID) {\n      updateCompetitionInfo(id: $id, name: $name, status: ONGOING, public: false, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  "): typeof import('./graphql').ClientMutationIdUpdateInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ClientMutationIdDeleteCompetition($id: ID!, $m: ID) {\n      deleteCompetition(id: $id, clientMutationId: $m)\n    }\n  "): typeof import('./graphql').ClientMutationIdDeleteCompetitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ClientMutationIdAddRule($id: ID!, $text: String!, $m: ID) {\n      addRule(competitionId: $id, text: $text, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  "): typeof import('./graphql').ClientMutationIdAddRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ClientMutationIdRemoveRule($id: ID!, $m: ID) {\n      removeRule(ruleId: $id, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  "): typeof import('./graphql').ClientMutationIdRemoveRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ClientMutationIdAddRound($id: ID!, $m: ID, $v: Int) {\n      addRound(competitionId: $id, clientMutationId: $m, expectedVersion: $v) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  "): typeof import('./graphql').ClientMutationIdAddRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ClientMutationIdDeleteRound($id: ID!, $m: ID) {\n      deleteRound(roundId: $id, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  "): typeof import('./graphql').ClientMutationIdDeleteRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ClientMutationIdSetRoundValid($id: ID!, $valid: Boolean!, $m: ID) {\n      setRoundValid(roundId: $id, valid: $valid, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  "): typeof import('./graphql').ClientMutationIdSetRoundValidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ClientMutationIdAddSubRound($id: ID!, $name: String!, $m: ID) {\n      addSubRound(roundId: $id, name: $name, points: 3, playerId: null, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  "): typeof import('./graphql').ClientMutationIdAddSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ClientMutationIdDeleteSubRound($id: ID!, $m: ID) {\n      deleteSubRound(subRoundId: $id, clientMutationId: $m) {\n        ...ClientMutationIdCompetition\n      }\n    }\n  "): typeof import('./graphql').ClientMutationIdDeleteSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompetitionTestFields on Competition {\n    id\n    name\n    image\n    description\n    status\n    public\n    currentScore\n    version\n    viewerIsParticipant\n    createdAt\n    updatedAt\n    winner {\n      id\n    }\n    players {\n      id\n      username\n    }\n    rules {\n      id\n      text\n    }\n    rounds {\n      id\n      number\n      valid\n      score\n      winner {\n        id\n      }\n      subRounds {\n        id\n        name\n        points\n        player {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CompetitionTestFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestCreate($name: String!, $opponentId: ID!, $image: String) {\n      createCompetition(name: $name, opponentId: $opponentId, image: $image) {\n        ...CompetitionTestFields\n      }\n    }\n  "): typeof import('./graphql').TestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestGet($id: ID!) {\n      competition(id: $id) {\n        ...CompetitionTestFields\n      }\n    }\n  "): typeof import('./graphql').TestGetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestInfo(\n      $id: ID!\n      $name: String!\n      $image: String\n      $description: String\n      $status: CompetitionStatus!\n      $public: Boolean!\n      $v: Int\n    ) {\n      updateCompetitionInfo(\n        id: $id\n        name: $name\n        image: $image\n        description: $description\n        status: $status\n        public: $public\n        expectedVersion: $v\n      ) {\n        ...CompetitionTestFields\n      }\n    }\n  "): typeof import('./graphql').TestInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestDelete($id: ID!, $v: Int) {\n      deleteCompetition(id: $id, expectedVersion: $v)\n    }\n  "): typeof import('./graphql').TestDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestAddRule($id: ID!, $text: String!, $v: Int) {\n      addRule(competitionId: $id, text: $text, expectedVersion: $v) {\n        ...CompetitionTestFields\n      }\n    }\n  "): typeof import('./graphql').TestAddRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestRemoveRule($id: ID!) {\n      removeRule(ruleId: $id) {\n        ...CompetitionTestFields\n      }\n    }\n  "): typeof import('./graphql').TestRemoveRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestAddRound($id: ID!, $v: Int) {\n      addRound(competitionId: $id, expectedVersion: $v) {\n        ...CompetitionTestFields\n      }\n    }\n  "): typeof import('./graphql').TestAddRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestDeleteRound($id: ID!) {\n      deleteRound(roundId: $id) {\n        ...CompetitionTestFields\n      }\n    }\n  "): typeof import('./graphql').TestDeleteRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestValid($id: ID!, $valid: Boolean!) {\n      setRoundValid(roundId: $id, valid: $valid) {\n        ...CompetitionTestFields\n      }\n    }\n  "): typeof import('./graphql').TestValidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestAddSub($id: ID!, $name: String!, $points: Int!, $player: ID, $v: Int) {\n      addSubRound(roundId: $id, name: $name, points: $points, playerId: $player, expectedVersion: $v) {\n        ...CompetitionTestFields\n      }\n    }\n  "): typeof import('./graphql').TestAddSubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestDeleteSub($id: ID!) {\n      deleteSubRound(subRoundId: $id) {\n        ...CompetitionTestFields\n      }\n    }\n  "): typeof import('./graphql').TestDeleteSubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TestInfoWithoutImage($id: ID!) {\n        updateCompetitionInfo(id: $id, name: \"Kart 2\", status: ONGOING, public: true) {\n          name\n          image\n          description\n        }\n      }\n    "): typeof import('./graphql').TestInfoWithoutImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TestPartialInfo(\n        $id: ID!\n        $name: String\n        $description: String\n        $status: CompetitionStatus\n        $public: Boolean\n      ) {\n        updateCompetitionInfo(id: $id, name: $name, description: $description, status: $status, public: $public) {\n          name\n          image\n          description\n          status\n          public\n          version\n        }\n      }\n    "): typeof import('./graphql').TestPartialInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CompetitionsRefusedEdit(\n        $id: ID!\n        $name: String\n        $image: String\n        $description: String\n        $status: CompetitionStatus\n        $public: Boolean\n      ) {\n        updateCompetitionInfo(\n          id: $id\n          name: $name\n          image: $image\n          description: $description\n          status: $status\n          public: $public\n        ) {\n          id\n        }\n      }\n    "): typeof import('./graphql').CompetitionsRefusedEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestScore {\n      me {\n        id\n        friends {\n          score\n          user {\n            id\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').TestScoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestList($status: CompetitionStatus, $friendId: ID) {\n      competitions(status: $status, friendId: $friendId) {\n        id\n        name\n        status\n        players {\n          id\n        }\n      }\n    }\n  "): typeof import('./graphql').TestListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TestListAll {\n        competitions {\n          ...CompetitionTestFields\n        }\n      }\n    "): typeof import('./graphql').TestListAllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TestSample {\n        sampleCompetition {\n          id\n          public\n          currentScore\n          winner {\n            username\n          }\n          rounds {\n            valid\n          }\n          players {\n            username\n          }\n        }\n      }\n    "): typeof import('./graphql').TestSampleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConcurrencyCompetition on Competition {\n    id\n    version\n    currentScore\n    winner {\n      id\n    }\n    rules {\n      id\n      text\n    }\n    rounds {\n      id\n      valid\n      score\n      winner {\n        id\n      }\n      subRounds {\n        id\n        name\n        points\n        player {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConcurrencyCompetitionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConcurrencyRead($id: ID!) {\n    competition(id: $id) {\n      ...ConcurrencyCompetition\n    }\n  }\n"): typeof import('./graphql').ConcurrencyReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ConcurrencyAddSubRound($a: ID!, $n: String!, $p: Int!, $pl: ID) {\n      addSubRound(roundId: $a, name: $n, points: $p, playerId: $pl) {\n        ...ConcurrencyCompetition\n      }\n    }\n  "): typeof import('./graphql').ConcurrencyAddSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ConcurrencyDeleteSubRound($a: ID!) {\n      deleteSubRound(subRoundId: $a) {\n        ...ConcurrencyCompetition\n      }\n    }\n  "): typeof import('./graphql').ConcurrencyDeleteSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ConcurrencyAddRule($a: ID!, $n: String!) {\n      addRule(competitionId: $a, text: $n) {\n        ...ConcurrencyCompetition\n      }\n    }\n  "): typeof import('./graphql').ConcurrencyAddRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ConcurrencyRemoveRule($a: ID!) {\n      removeRule(ruleId: $a) {\n        ...ConcurrencyCompetition\n      }\n    }\n  "): typeof import('./graphql').ConcurrencyRemoveRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ConcurrencySetRoundValid($a: ID!, $v: Boolean!) {\n      setRoundValid(roundId: $a, valid: $v) {\n        ...ConcurrencyCompetition\n      }\n    }\n  "): typeof import('./graphql').ConcurrencySetRoundValidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ConcurrencyAddRound($a: ID!) {\n      addRound(competitionId: $a) {\n        ...ConcurrencyCompetition\n      }\n    }\n  "): typeof import('./graphql').ConcurrencyAddRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ConcurrencyDeleteRound($a: ID!) {\n      deleteRound(roundId: $a) {\n        ...ConcurrencyCompetition\n      }\n    }\n  "): typeof import('./graphql').ConcurrencyDeleteRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FaultsAddSubRound($r: ID!, $n: String!, $p: ID) {\n    addSubRound(roundId: $r, name: $n, points: 1, playerId: $p) {\n      id\n      version\n    }\n  }\n"): typeof import('./graphql').FaultsAddSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaultsCompetition($id: ID!) {\n    competition(id: $id) {\n      id\n      version\n      rounds {\n        id\n        subRounds {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FaultsCompetitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FaultsChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      competition {\n        id\n        version\n      }\n    }\n  }\n"): typeof import('./graphql').FaultsChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FaultsMineChanged {\n    myCompetitionsChanged {\n      competition {\n        id\n        version\n      }\n    }\n  }\n"): typeof import('./graphql').FaultsMineChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FaultsMeChanged {\n    meChanged {\n      id\n    }\n  }\n"): typeof import('./graphql').FaultsMeChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FaultsViewers($id: ID!) {\n    competitionViewers(id: $id) {\n      id\n      username\n    }\n  }\n"): typeof import('./graphql').FaultsViewersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FaultsPresence($id: ID!) {\n    competitionPresence(id: $id) {\n      count\n    }\n  }\n"): typeof import('./graphql').FaultsPresenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DatabaseFaultsPublish($id: ID!) {\n    updateCompetitionInfo(id: $id, name: \"Kart\", status: ONGOING, public: true) {\n      version\n    }\n  }\n"): typeof import('./graphql').DatabaseFaultsPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditStatementsRead($c: ID!) {\n    competition(id: $c) {\n      rules {\n        id\n      }\n      rounds {\n        id\n        subRounds {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EditStatementsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditStatementsAddSubRound($r: ID!) {\n    addSubRound(roundId: $r, name: \"Track\", points: 3, playerId: null) {\n      id\n    }\n  }\n"): typeof import('./graphql').EditStatementsAddSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditStatementsAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      id\n    }\n  }\n"): typeof import('./graphql').EditStatementsAddRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditStatementsSetRoundValid($r: ID!) {\n    setRoundValid(roundId: $r, valid: true) {\n      id\n    }\n  }\n"): typeof import('./graphql').EditStatementsSetRoundValidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditStatementsAddRule($c: ID!) {\n    addRule(competitionId: $c, text: \"No items\") {\n      id\n    }\n  }\n"): typeof import('./graphql').EditStatementsAddRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditStatementsUpdateInfo($c: ID!, $name: String, $status: CompetitionStatus, $public: Boolean) {\n    updateCompetitionInfo(id: $c, name: $name, status: $status, public: $public) {\n      id\n    }\n  }\n"): typeof import('./graphql').EditStatementsUpdateInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditStatementsDeleteSubRound($s: ID!) {\n    deleteSubRound(subRoundId: $s) {\n      id\n    }\n  }\n"): typeof import('./graphql').EditStatementsDeleteSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditStatementsDeleteRound($r: ID!) {\n    deleteRound(roundId: $r) {\n      id\n    }\n  }\n"): typeof import('./graphql').EditStatementsDeleteRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditStatementsRemoveRule($r: ID!) {\n    removeRule(ruleId: $r) {\n      id\n    }\n  }\n"): typeof import('./graphql').EditStatementsRemoveRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditStatementsDeleteCompetition($c: ID!) {\n    deleteCompetition(id: $c)\n  }\n"): typeof import('./graphql').EditStatementsDeleteCompetitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditStatementsLatestEntry($c: ID!) {\n    competition(id: $c) {\n      activity(first: 1) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EditStatementsLatestEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditStatementsUndo($a: ID!) {\n    undoActivity(id: $a) {\n      id\n    }\n  }\n"): typeof import('./graphql').EditStatementsUndoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MaskingSetTheme {\n    setTheme(theme: DARK) {\n      id\n    }\n  }\n"): typeof import('./graphql').MaskingSetThemeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportTestFields($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      image\n      description\n      status\n      public\n      version\n      createdAt\n      updatedAt\n      completedAt\n      players {\n        id\n        username\n        profilePic\n        deleted\n      }\n      currentScore\n      winner {\n        id\n        username\n        profilePic\n        deleted\n      }\n      rules {\n        id\n        text\n      }\n      rounds {\n        id\n        number\n        valid\n        score\n        winner {\n          id\n          username\n          profilePic\n          deleted\n        }\n        subRounds {\n          id\n          name\n          points\n          player {\n            id\n            username\n            profilePic\n            deleted\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ExportTestFieldsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportTestActivity($id: ID!) {\n    competition(id: $id) {\n      activity(first: 100) {\n        edges {\n          node {\n            id\n            at\n            actor {\n              id\n              username\n              profilePic\n              deleted\n            }\n            kind\n            summary\n            version\n            undoneBy {\n              id\n            }\n            undoes {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ExportTestActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportTestAddRound($id: ID!) {\n    addRound(competitionId: $id) {\n      id\n      rounds {\n        id\n        subRounds {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ExportTestAddRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportTestAddSubRound($id: ID!, $name: String!, $points: Int!, $player: ID) {\n    addSubRound(roundId: $id, name: $name, points: $points, playerId: $player) {\n      id\n    }\n  }\n"): typeof import('./graphql').ExportTestAddSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportTestSetInfo($id: ID!, $name: String, $public: Boolean) {\n    updateCompetitionInfo(id: $id, name: $name, public: $public) {\n      id\n    }\n  }\n"): typeof import('./graphql').ExportTestSetInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportTestSetRoundValid($id: ID!) {\n    setRoundValid(roundId: $id, valid: true) {\n      id\n    }\n  }\n"): typeof import('./graphql').ExportTestSetRoundValidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportTestAddRule($id: ID!) {\n    addRule(competitionId: $id, text: \"No items\") {\n      id\n    }\n  }\n"): typeof import('./graphql').ExportTestAddRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ExportTestTheirs {\n        competitions {\n          id\n        }\n      }\n    "): typeof import('./graphql').ExportTestTheirsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FriendsOfMe {\n    me {\n      id\n      friends {\n        status\n        score\n        isTestFriend\n        user {\n          id\n          username\n          deleted\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FriendsOfMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FriendsChanged {\n    meChanged {\n      id\n      friends {\n        status\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FriendsChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FriendsSend($u: String!) {\n    sendFriendRequest(username: $u) {\n      id\n    }\n  }\n"): typeof import('./graphql').FriendsSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation FriendsAccept($id: ID!) {\n      acceptFriendRequest(userId: $id) {\n        id\n      }\n    }\n  "): typeof import('./graphql').FriendsAcceptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation FriendsReject($id: ID!) {\n      rejectFriendRequest(userId: $id) {\n        id\n      }\n    }\n  "): typeof import('./graphql').FriendsRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation FriendsCancel($id: ID!) {\n      cancelFriendRequest(userId: $id) {\n        id\n      }\n    }\n  "): typeof import('./graphql').FriendsCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation FriendsRemove($id: ID!) {\n      removeFriend(userId: $id) {\n        id\n      }\n    }\n  "): typeof import('./graphql').FriendsRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FriendsRenameAna {\n    updateProfile(username: \"ana-renamed\") {\n      id\n    }\n  }\n"): typeof import('./graphql').FriendsRenameAnaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoogleMe {\n    me {\n      id\n      email\n      profilePic\n      hasGoogle\n      hasPassword\n      usernameChosen\n    }\n  }\n"): typeof import('./graphql').GoogleMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query GoogleAppConfig {\n        appConfig {\n          googleSignInEnabled\n        }\n      }\n    "): typeof import('./graphql').GoogleAppConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HygieneRules($c: ID!) {\n    competition(id: $c) {\n      id\n      rules {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').HygieneRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerConcurrencyCompetition on Competition {\n    id\n    version\n    currentScore\n    winner {\n      id\n    }\n    rules {\n      id\n    }\n    rounds {\n      id\n      valid\n      score\n      subRounds {\n        id\n        points\n        player {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LedgerConcurrencyCompetitionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerConcurrencyEntry on Activity {\n    id\n    kind\n    version\n    undoable\n    actor {\n      id\n    }\n    undoneBy {\n      id\n    }\n    undoes {\n      id\n      undoneBy {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').LedgerConcurrencyEntryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerConcurrencyRead($id: ID!) {\n    competition(id: $id) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n"): typeof import('./graphql').LedgerConcurrencyReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerConcurrencyPage($id: ID!, $f: Int, $a: String) {\n    competition(id: $id) {\n      activity(first: $f, after: $a) {\n        edges {\n          node {\n            ...LedgerConcurrencyEntry\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LedgerConcurrencyPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerConcurrencyUndo($a: ID!) {\n    undoActivity(id: $a) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n"): typeof import('./graphql').LedgerConcurrencyUndoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerConcurrencyAddSubRound($a: ID!, $n: String!, $p: Int!, $pl: ID) {\n    addSubRound(roundId: $a, name: $n, points: $p, playerId: $pl) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n"): typeof import('./graphql').LedgerConcurrencyAddSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerConcurrencyDeleteSubRound($a: ID!) {\n    deleteSubRound(subRoundId: $a) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n"): typeof import('./graphql').LedgerConcurrencyDeleteSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerConcurrencySetRoundValid($a: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $a, valid: $v) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n"): typeof import('./graphql').LedgerConcurrencySetRoundValidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerConcurrencyAddRound($a: ID!) {\n    addRound(competitionId: $a) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n"): typeof import('./graphql').LedgerConcurrencyAddRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerConcurrencyDeleteRound($a: ID!) {\n    deleteRound(roundId: $a) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n"): typeof import('./graphql').LedgerConcurrencyDeleteRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerConcurrencyAddRule($a: ID!, $n: String!) {\n    addRule(competitionId: $a, text: $n) {\n      ...LedgerConcurrencyCompetition\n    }\n  }\n"): typeof import('./graphql').LedgerConcurrencyAddRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerTestEntry on Activity {\n    id\n    kind\n    version\n    summary\n    undoable\n    actor {\n      id\n    }\n    undoneBy {\n      id\n    }\n    undoes {\n      id\n    }\n  }\n"): typeof import('./graphql').LedgerTestEntryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerTestCompetition on Competition {\n    id\n    version\n    name\n    description\n    status\n    public\n    currentScore\n    winner {\n      id\n    }\n    rules {\n      id\n      text\n    }\n    rounds {\n      id\n      number\n      valid\n      score\n      subRounds {\n        id\n        name\n        points\n        player {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LedgerTestCompetitionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerTestRead($c: ID!) {\n    competition(id: $c) {\n      ...LedgerTestCompetition\n    }\n  }\n"): typeof import('./graphql').LedgerTestReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerTestActivity($c: ID!, $f: Int, $a: String) {\n    competition(id: $c) {\n      id\n      activity(first: $f, after: $a) {\n        edges {\n          cursor\n          node {\n            ...LedgerTestEntry\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LedgerTestActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestUndo($id: ID!, $v: Int) {\n    undoActivity(id: $id, expectedVersion: $v) {\n      ...LedgerTestCompetition\n    }\n  }\n"): typeof import('./graphql').LedgerTestUndoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      id\n    }\n  }\n"): typeof import('./graphql').LedgerTestAddRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestDeleteRound($r: ID!) {\n    deleteRound(roundId: $r) {\n      id\n    }\n  }\n"): typeof import('./graphql').LedgerTestDeleteRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestSetValid($r: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $r, valid: $v) {\n      id\n    }\n  }\n"): typeof import('./graphql').LedgerTestSetValidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {\n    addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {\n      id\n    }\n  }\n"): typeof import('./graphql').LedgerTestAddSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestDeleteSubRound($s: ID!) {\n    deleteSubRound(subRoundId: $s) {\n      id\n    }\n  }\n"): typeof import('./graphql').LedgerTestDeleteSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestAddRule($c: ID!, $t: String!) {\n    addRule(competitionId: $c, text: $t) {\n      id\n    }\n  }\n"): typeof import('./graphql').LedgerTestAddRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestRemoveRule($r: ID!) {\n    removeRule(ruleId: $r) {\n      id\n    }\n  }\n"): typeof import('./graphql').LedgerTestRemoveRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestInfo($c: ID!, $name: String, $description: String, $status: CompetitionStatus, $public: Boolean) {\n    updateCompetitionInfo(id: $c, name: $name, description: $description, status: $status, public: $public) {\n      id\n    }\n  }\n"): typeof import('./graphql').LedgerTestInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestStaleAddRule($c: ID!) {\n    addRule(competitionId: $c, text: \"x\", expectedVersion: 7) {\n      id\n    }\n  }\n"): typeof import('./graphql').LedgerTestStaleAddRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestEmptyName($c: ID!) {\n    updateCompetitionInfo(id: $c, name: \"\") {\n      id\n    }\n  }\n"): typeof import('./graphql').LedgerTestEmptyNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerTestRepeatedAddRule($c: ID!) {\n    addRule(competitionId: $c, text: \"Once\", clientMutationId: \"ledger-repeat-1\") {\n      id\n    }\n  }\n"): typeof import('./graphql').LedgerTestRepeatedAddRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LedgerTestCompetitionChanged($c: ID!) {\n    competitionChanged(id: $c) {\n      version\n      activity {\n        kind\n        version\n        summary\n        undoable\n        actor {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LedgerTestCompetitionChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LedgerTestMyCompetitionsChanged {\n    myCompetitionsChanged {\n      version\n      activity {\n        kind\n        version\n      }\n    }\n  }\n"): typeof import('./graphql').LedgerTestMyCompetitionsChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LedgerTestActors($c: ID!) {\n        competition(id: $c) {\n          id\n          activity {\n            edges {\n              node {\n                kind\n                actor {\n                  id\n                  deleted\n                }\n              }\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').LedgerTestActorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveFeedChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      deletedId\n      competition {\n        id\n        version\n        public\n        viewerIsParticipant\n        rules {\n          text\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LiveFeedChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveFeedCurrent($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      round {\n        id\n      }\n      competition {\n        id\n        version\n        rules {\n          text\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LiveFeedCurrentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveFeedMeChanged {\n    meChanged(current: true) {\n      id\n      friends {\n        status\n        user {\n          username\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LiveFeedMeChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveFeedRemoveFriend($id: ID!) {\n    removeFriend(userId: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').LiveFeedRemoveFriendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveCompetitionChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      deletedId\n      competition {\n        id\n        version\n        rules {\n          text\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LiveCompetitionChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveViewers($id: ID!) {\n    competitionViewers(id: $id) {\n      id\n      username\n    }\n  }\n"): typeof import('./graphql').LiveViewersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LivePresence($id: ID!) {\n    competitionPresence(id: $id) {\n      count\n      viewers {\n        id\n        username\n      }\n    }\n  }\n"): typeof import('./graphql').LivePresenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveWho($id: ID!) {\n    competitionChanged(id: $id) {\n      deletedId\n      by {\n        id\n        username\n      }\n    }\n  }\n"): typeof import('./graphql').LiveWhoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetricsCompetitionName($id: ID!) {\n    competition(id: $id) {\n      name\n    }\n  }\n"): typeof import('./graphql').MetricsCompetitionNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MetricsCompetitionChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      competition {\n        version\n      }\n    }\n  }\n"): typeof import('./graphql').MetricsCompetitionChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetricsAnyNameAtAll {\n    viewer: me {\n      id\n    }\n  }\n"): typeof import('./graphql').MetricsAnyNameAtAllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MetricsAddRuleOverSocket($id: ID!) {\n    addRule(competitionId: $id, text: \"No blue shells\") {\n      version\n    }\n  }\n"): typeof import('./graphql').MetricsAddRuleOverSocketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MetricsAddRuleSignedOut($id: ID!) {\n    addRule(competitionId: $id, text: \"Mine\") {\n      version\n    }\n  }\n"): typeof import('./graphql').MetricsAddRuleSignedOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetricsPeek($id: ID!) {\n    competition(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').MetricsPeekDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MetricsAddRuleTwoLaps($id: ID!) {\n    addRule(competitionId: $id, text: \"Two laps\") {\n      version\n    }\n  }\n"): typeof import('./graphql').MetricsAddRuleTwoLapsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MultiInstanceRulesChanged($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      competition {\n        id\n        version\n        rules {\n          text\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MultiInstanceRulesChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MultiInstanceEvents($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      deletedRoundId\n      round {\n        id\n        number\n        valid\n        score\n        subRounds {\n          name\n        }\n      }\n      competition {\n        id\n        roundCount\n        roundResults\n      }\n    }\n  }\n"): typeof import('./graphql').MultiInstanceEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MultiInstanceAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      id\n      roundCount\n      rounds {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').MultiInstanceAddRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MultiInstanceAddSubRound($r: ID!, $n: String!, $p: ID) {\n    addSubRound(roundId: $r, name: $n, points: 2, playerId: $p) {\n      id\n    }\n  }\n"): typeof import('./graphql').MultiInstanceAddSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MultiInstanceDeleteRound($r: ID!) {\n    deleteRound(roundId: $r) {\n      id\n    }\n  }\n"): typeof import('./graphql').MultiInstanceDeleteRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MultiInstanceSetRoundValid($r: ID!) {\n    setRoundValid(roundId: $r, valid: true) {\n      id\n    }\n  }\n"): typeof import('./graphql').MultiInstanceSetRoundValidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MultiInstanceAddBlueShellRule($c: ID!) {\n    addRule(competitionId: $c, text: \"No blue shells\") {\n      id\n    }\n  }\n"): typeof import('./graphql').MultiInstanceAddBlueShellRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RivalryTestPlayed on Competition {\n    id\n    name\n    status\n    completedAt\n    currentScore\n    players {\n      id\n    }\n    winner {\n      id\n    }\n    rounds {\n      valid\n      score\n      winner {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').RivalryTestPlayedFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RivalryTestMe {\n    me {\n      id\n      rating\n      record {\n        wins\n        losses\n        draws\n      }\n      friends {\n        status\n        score\n        user {\n          id\n        }\n        rivalry {\n          ...RivalryTestFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RivalryTestMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RivalryTestCompetitions {\n    competitions {\n      ...RivalryTestPlayed\n    }\n  }\n"): typeof import('./graphql').RivalryTestCompetitionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RivalrySendRequest($u: String!) {\n    sendFriendRequest(username: $u) {\n      id\n    }\n  }\n"): typeof import('./graphql').RivalrySendRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RivalryRatingOnly($u: String!) {\n    rivalry(username: $u) {\n      rating\n    }\n  }\n"): typeof import('./graphql').RivalryRatingOnlyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RivalryStandingChanged {\n    meChanged {\n      rating\n      record {\n        wins\n        losses\n        draws\n      }\n    }\n  }\n"): typeof import('./graphql').RivalryStandingChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RivalryTestInfo($id: ID!, $status: CompetitionStatus, $name: String) {\n      updateCompetitionInfo(id: $id, status: $status, name: $name) {\n        id\n        status\n        completedAt\n      }\n    }\n  "): typeof import('./graphql').RivalryTestInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RivalryTestSub($r: ID!, $p: ID, $points: Int!) {\n      addSubRound(roundId: $r, name: \"race\", points: $points, playerId: $p) {\n        id\n      }\n    }\n  "): typeof import('./graphql').RivalryTestSubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RivalryTestValid($r: ID!) {\n      setRoundValid(roundId: $r, valid: true) {\n        id\n      }\n    }\n  "): typeof import('./graphql').RivalryTestValidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RivalryTestAddRound($c: ID!) {\n      addRound(competitionId: $c) {\n        id\n        rounds {\n          id\n        }\n      }\n    }\n  "): typeof import('./graphql').RivalryTestAddRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RivalryTestDelete($c: ID!) {\n      deleteCompetition(id: $c)\n    }\n  "): typeof import('./graphql').RivalryTestDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RivalryTestUndo($a: ID!) {\n      undoActivity(id: $a) {\n        id\n        status\n        completedAt\n      }\n    }\n  "): typeof import('./graphql').RivalryTestUndoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RivalryTestLastEntry($c: ID!) {\n      competition(id: $c) {\n        id\n        activity(first: 1) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').RivalryTestLastEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RivalryTestRounds($c: ID!) {\n      competition(id: $c) {\n        id\n        rounds {\n          id\n        }\n      }\n    }\n  "): typeof import('./graphql').RivalryTestRoundsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RivalryTestFriends {\n        me {\n          id\n          friends {\n            status\n            user {\n              id\n            }\n            rivalry {\n              rating\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').RivalryTestFriendsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RivalryTestSummary($u: String!) {\n        rivalry(username: $u) {\n          competitions\n          record {\n            wins\n          }\n          rating\n          opponentRating\n          timeline {\n            rating\n          }\n        }\n      }\n    "): typeof import('./graphql').RivalryTestSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RivalryTestRemoveFriend($id: ID!) {\n        removeFriend(userId: $id) {\n          id\n        }\n      }\n    "): typeof import('./graphql').RivalryTestRemoveFriendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription RivalryTestCompetitionChanged($id: ID!) {\n        competitionChanged(id: $id) {\n          competition {\n            status\n            completedAt\n          }\n        }\n      }\n    "): typeof import('./graphql').RivalryTestCompetitionChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription RivalryTestMyCompetitionsChanged {\n        myCompetitionsChanged {\n          competition {\n            id\n            completedAt\n          }\n        }\n      }\n    "): typeof import('./graphql').RivalryTestMyCompetitionsChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoundsReadRound on Round {\n    id\n    number\n    valid\n    score\n    winner {\n      id\n    }\n    subRounds {\n      id\n      name\n      points\n      player {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').RoundsReadRoundFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoundsReadDetails($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      version\n      status\n      public\n      description\n      createdAt\n      updatedAt\n      currentScore\n      viewerIsParticipant\n      winner {\n        id\n      }\n      players {\n        id\n        username\n        profilePic\n      }\n      rules {\n        id\n        text\n      }\n      roundCount\n      roundResults\n      round(number: 2) {\n        ...RoundsReadRound\n      }\n    }\n  }\n"): typeof import('./graphql').RoundsReadDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoundsReadEveryRound($id: ID!) {\n    competition(id: $id) {\n      rounds {\n        ...RoundsReadRound\n      }\n    }\n  }\n"): typeof import('./graphql').RoundsReadEveryRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoundsReadCards {\n    competitions {\n      id\n      name\n      image\n      status\n      currentScore\n      players {\n        id\n        username\n        profilePic\n      }\n    }\n  }\n"): typeof import('./graphql').RoundsReadCardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoundsReadFriends {\n    me {\n      id\n      friends {\n        status\n        score\n        isTestFriend\n        user {\n          id\n          username\n          profilePic\n          deleted\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RoundsReadFriendsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoundsReadComplete($id: ID!) {\n    updateCompetitionInfo(id: $id, status: COMPLETE) {\n      id\n    }\n  }\n"): typeof import('./graphql').RoundsReadCompleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoundsReadStanding {\n    me {\n      id\n      rating\n      record {\n        wins\n        losses\n        draws\n      }\n    }\n  }\n"): typeof import('./graphql').RoundsReadStandingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoundsReadFriendsRivalries {\n    me {\n      friends {\n        score\n        user {\n          id\n          username\n        }\n        rivalry {\n          record {\n            wins\n            losses\n            draws\n          }\n          rating\n          opponentRating\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RoundsReadFriendsRivalriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoundsReadSetValid($id: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $id, valid: $v) {\n      id\n    }\n  }\n"): typeof import('./graphql').RoundsReadSetValidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoundsReadAddRace($r: ID!, $p: Int!, $w: ID) {\n    addSubRound(roundId: $r, name: \"race\", points: $p, playerId: $w) {\n      id\n    }\n  }\n"): typeof import('./graphql').RoundsReadAddRaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoundsReadDeleteRound($id: ID!) {\n    deleteRound(roundId: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').RoundsReadDeleteRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoundsReadUndo($id: ID!) {\n    undoActivity(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').RoundsReadUndoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoundsReadLinkedEntries($id: ID!) {\n    competition(id: $id) {\n      activity(first: 20) {\n        edges {\n          node {\n            id\n            undoneBy {\n              id\n              undoes {\n                id\n              }\n            }\n            undoes {\n              id\n              undoneBy {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RoundsReadLinkedEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoundsReadEdges($id: ID!, $last: Int!) {\n    competition(id: $id) {\n      id\n      roundCount\n      roundResults\n      zero: round(number: 0) {\n        id\n      }\n      first: round(number: 1) {\n        ...RoundsReadRound\n      }\n      second: round(number: 2) {\n        ...RoundsReadRound\n      }\n      last: round(number: $last) {\n        ...RoundsReadRound\n      }\n      past: round(number: 1000) {\n        id\n      }\n      rounds {\n        ...RoundsReadRound\n      }\n    }\n  }\n"): typeof import('./graphql').RoundsReadEdgesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoundsReadAddRound($id: ID!) {\n    addRound(competitionId: $id) {\n      id\n      rounds {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').RoundsReadAddRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoundsReadValidate($id: ID!) {\n    setRoundValid(roundId: $id, valid: true) {\n      roundCount\n      roundResults\n      round(number: 4) {\n        ...RoundsReadRound\n      }\n    }\n  }\n"): typeof import('./graphql').RoundsReadValidateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoundsReadActivity($id: ID!) {\n    competition(id: $id) {\n      id\n      activity(first: 2) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RoundsReadActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServerMe {\n    me {\n      id\n    }\n  }\n"): typeof import('./graphql').ServerMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServerCompetition($id: ID!) {\n    competition(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').ServerCompetitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServerIntrospection {\n    __schema {\n      types {\n        name\n        description\n        fields {\n          name\n          description\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ServerIntrospectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionCacheMe {\n    me {\n      id\n      username\n      theme\n    }\n  }\n"): typeof import('./graphql').SessionCacheMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionCacheSetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n    }\n  }\n"): typeof import('./graphql').SessionCacheSetThemeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionSocketsMe {\n    me {\n      id\n      email\n      theme\n    }\n  }\n"): typeof import('./graphql').SessionSocketsMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SessionSocketsMeChanged {\n    meChanged {\n      id\n      email\n      username\n    }\n  }\n"): typeof import('./graphql').SessionSocketsMeChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionSocketsSetTheme {\n    setTheme(theme: DARK) {\n      id\n      theme\n    }\n  }\n"): typeof import('./graphql').SessionSocketsSetThemeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShutdownMe {\n    me {\n      id\n    }\n  }\n"): typeof import('./graphql').ShutdownMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShutdownAddSubRound($r: ID!) {\n    addSubRound(roundId: $r, name: \"Bowser's Castle\", points: 3) {\n      version\n    }\n  }\n"): typeof import('./graphql').ShutdownAddSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SocketChurnCompetitionChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      version\n      round {\n        id\n        number\n        subRounds {\n          name\n        }\n      }\n      competition {\n        id\n        version\n        roundCount\n        roundResults\n      }\n    }\n  }\n"): typeof import('./graphql').SocketChurnCompetitionChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoredScoresScore on Competition {\n    currentScore\n    winner {\n      id\n    }\n  }\n"): typeof import('./graphql').StoredScoresScoreFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoredScoresAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {\n    addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {\n      ...StoredScoresScore\n    }\n  }\n"): typeof import('./graphql').StoredScoresAddSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoredScoresAddUnplayedSubRound($r: ID!, $n: String!, $p: Int!) {\n    addSubRound(roundId: $r, name: $n, points: $p) {\n      ...StoredScoresScore\n    }\n  }\n"): typeof import('./graphql').StoredScoresAddUnplayedSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoredScoresSetRoundValid($r: ID!, $v: Boolean!) {\n    setRoundValid(roundId: $r, valid: $v) {\n      ...StoredScoresScore\n    }\n  }\n"): typeof import('./graphql').StoredScoresSetRoundValidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoredScoresAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      ...StoredScoresScore\n    }\n  }\n"): typeof import('./graphql').StoredScoresAddRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoredScoresDeleteSubRound($s: ID!) {\n    deleteSubRound(subRoundId: $s) {\n      ...StoredScoresScore\n    }\n  }\n"): typeof import('./graphql').StoredScoresDeleteSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoredScoresDeleteRound($r: ID!) {\n    deleteRound(roundId: $r) {\n      ...StoredScoresScore\n    }\n  }\n"): typeof import('./graphql').StoredScoresDeleteRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SubscriptionCompetitionChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      deletedId\n      competition {\n        id\n        name\n        version\n        rounds {\n          number\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SubscriptionCompetitionChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      id\n    }\n  }\n"): typeof import('./graphql').TestSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSignOut {\n    signOut\n  }\n"): typeof import('./graphql').TestSignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRequestReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): typeof import('./graphql').TestRequestResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      id\n    }\n  }\n"): typeof import('./graphql').TestResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDeleteAccount {\n    deleteAccount\n  }\n"): typeof import('./graphql').TestDeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRename($username: String!) {\n    updateProfile(username: $username) {\n      id\n    }\n  }\n"): typeof import('./graphql').TestRenameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreateCompetition($name: String!, $o: ID!) {\n    createCompetition(name: $name, opponentId: $o) {\n      id\n      version\n      rounds {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').TestCreateCompetitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSupportAddRule($id: ID!, $t: String!) {\n    addRule(competitionId: $id, text: $t) {\n      id\n      version\n    }\n  }\n"): typeof import('./graphql').TestSupportAddRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSupportSetPublic($id: ID!, $p: Boolean!) {\n    updateCompetitionInfo(id: $id, name: \"Kart\", status: ONGOING, public: $p) {\n      version\n    }\n  }\n"): typeof import('./graphql').TestSupportSetPublicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSupportDeleteCompetition($id: ID!) {\n    deleteCompetition(id: $id)\n  }\n"): typeof import('./graphql').TestSupportDeleteCompetitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSendFriendRequest($u: String!) {\n    sendFriendRequest(username: $u) {\n      id\n    }\n  }\n"): typeof import('./graphql').TestSendFriendRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestAcceptFriendRequest($id: ID!) {\n    acceptFriendRequest(userId: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').TestAcceptFriendRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RivalryTestFields on Rivalry {\n    opponent {\n      id\n      username\n      profilePic\n      deleted\n    }\n    competitions\n    ongoing\n    record {\n      wins\n      losses\n      draws\n    }\n    rounds {\n      wins\n      losses\n      draws\n    }\n    points\n    streak\n    longestStreak\n    rating\n    opponentRating\n    winProbability\n    timeline {\n      competition {\n        id\n        name\n        players {\n          id\n        }\n        winner {\n          id\n        }\n      }\n      completedAt\n      winner {\n        id\n      }\n      score\n      rating\n    }\n  }\n"): typeof import('./graphql').RivalryTestFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RivalryTestRivalry($u: String!) {\n    rivalry(username: $u) {\n      ...RivalryTestFields\n    }\n  }\n"): typeof import('./graphql').RivalryTestRivalryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupAddSubRound($roundId: ID!, $name: String!, $points: Int!, $playerId: ID) {\n    addSubRound(roundId: $roundId, name: $name, points: $points, playerId: $playerId) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetupAddSubRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupUpdateCompetitionInfo(\n    $id: ID!\n    $name: String\n    $description: String\n    $status: CompetitionStatus\n    $public: Boolean\n  ) {\n    updateCompetitionInfo(id: $id, name: $name, description: $description, status: $status, public: $public) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetupUpdateCompetitionInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupAddRule($competitionId: ID!, $text: String!) {\n    addRule(competitionId: $competitionId, text: $text) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetupAddRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupSetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetupSetThemeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      id\n      username\n    }\n  }\n"): typeof import('./graphql').TestSignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestChooseUsername($u: String!) {\n    chooseUsername(username: $u) {\n      id\n    }\n  }\n"): typeof import('./graphql').TestChooseUsernameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WebSocketMeChanged {\n    meChanged {\n      id\n      username\n    }\n  }\n"): typeof import('./graphql').WebSocketMeChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WebsocketLimitsMeChanged {\n    meChanged {\n      id\n    }\n  }\n"): typeof import('./graphql').WebsocketLimitsMeChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebsocketLimitsMe {\n    me {\n      id\n      email\n    }\n  }\n"): typeof import('./graphql').WebsocketLimitsMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebsocketLimitsAppConfig {\n    appConfig {\n      issuesUrl\n    }\n  }\n"): typeof import('./graphql').WebsocketLimitsAppConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebsocketLimitsCompetition($id: ID!) {\n    competition(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').WebsocketLimitsCompetitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebsocketLimitsSignUp($e: String!, $p: String!) {\n    signUp(email: $e, password: $p) {\n      id\n    }\n  }\n"): typeof import('./graphql').WebsocketLimitsSignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebsocketLimitsSignIn($e: String!, $p: String!) {\n    signIn(email: $e, password: $p) {\n      id\n    }\n  }\n"): typeof import('./graphql').WebsocketLimitsSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebsocketLimitsResetPassword {\n    resetPassword(token: \"t\", password: \"a long new password\") {\n      id\n    }\n  }\n"): typeof import('./graphql').WebsocketLimitsResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebsocketLimitsAliasedDeleteAccount {\n    bye: deleteAccount\n  }\n"): typeof import('./graphql').WebsocketLimitsAliasedDeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebsocketLimitsSignOutFields on Mutation {\n    signOut\n  }\n"): typeof import('./graphql').WebsocketLimitsSignOutFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebsocketLimitsSignOutInAFragment {\n    ...WebsocketLimitsSignOutFields\n  }\n"): typeof import('./graphql').WebsocketLimitsSignOutInAFragmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eAccessibilitySignUp($e: String!, $p: String!) {\n    signUp(email: $e, password: $p) {\n      id\n    }\n  }\n"): typeof import('./graphql').E2eAccessibilitySignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation AccessibilityFurnish($id: ID!) {\n          addRule(competitionId: $id, text: \"Items on, no blue shells\") {\n            id\n          }\n          updateCompetitionInfo(\n            id: $id\n            name: \"Mario Kart 2026\"\n            description: \"Every Friday night\"\n            status: ONGOING\n            public: true\n          ) {\n            id\n            rounds {\n              id\n            }\n          }\n        }\n      "): typeof import('./graphql').AccessibilityFurnishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountsPageMe {\n    me {\n      id\n      username\n      theme\n      friends {\n        status\n        isTestFriend\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AccountsPageMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eChooseUsernameMe {\n    me {\n      id\n      username\n      usernameChosen\n    }\n  }\n"): typeof import('./graphql').E2eChooseUsernameMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PagesCreateCompetition($n: String!, $o: ID!) {\n    createCompetition(name: $n, opponentId: $o) {\n      id\n    }\n  }\n"): typeof import('./graphql').PagesCreateCompetitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagesRounds($id: ID!) {\n    competition(id: $id) {\n      id\n      rounds {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').PagesRoundsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eCompetitionsAddRound($id: ID!) {\n    addRound(competitionId: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').E2eCompetitionsAddRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagesInfo($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      description\n      public\n    }\n  }\n"): typeof import('./graphql').PagesInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eHomeMe {\n    me {\n      id\n    }\n  }\n"): typeof import('./graphql').E2eHomeMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation LedgerPageAddRound($id: ID!) {\n        addRound(competitionId: $id) {\n          id\n          rounds {\n            id\n          }\n        }\n      }\n    "): typeof import('./graphql').LedgerPageAddRoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LedgerPageStored($id: ID!) {\n        competition(id: $id) {\n          id\n          rounds {\n            id\n            subRounds {\n              id\n              name\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').LedgerPageStoredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveStanding($id: ID!) {\n    competition(id: $id) {\n      id\n      currentScore\n      rounds {\n        id\n        score\n        subRounds {\n          id\n          name\n          points\n          player {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LiveStandingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LongRound150($id: ID!) {\n        competition(id: $id) {\n          roundCount\n          round(number: 150) {\n            subRounds {\n              name\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').LongRound150Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query OutboxSubRounds($id: ID!) {\n        competition(id: $id) {\n          id\n          rounds {\n            id\n            subRounds {\n              id\n              name\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').OutboxSubRoundsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query OutboxName($id: ID!) {\n        competition(id: $id) {\n          id\n          name\n        }\n      }\n    "): typeof import('./graphql').OutboxNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RivalryPageRivalry($u: String!) {\n    rivalry(username: $u) {\n      record {\n        wins\n        losses\n        draws\n      }\n      rounds {\n        wins\n        losses\n        draws\n      }\n      points\n      streak\n      longestStreak\n      rating\n      opponentRating\n      winProbability\n      competitions\n      ongoing\n      timeline {\n        competition {\n          id\n          name\n        }\n        score\n        rating\n      }\n    }\n  }\n"): typeof import('./graphql').RivalryPageRivalryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eRivalrySetRoundValid($r: ID!) {\n    setRoundValid(roundId: $r, valid: true) {\n      id\n    }\n  }\n"): typeof import('./graphql').E2eRivalrySetRoundValidDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
