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
    "\n    query TestScore {\n      me {\n        id\n        friends {\n          score\n          user {\n            id\n          }\n        }\n      }\n    }\n  ": typeof types.TestScoreDocument,
    "\n    query TestList($status: CompetitionStatus, $friendId: ID) {\n      competitions(status: $status, friendId: $friendId) {\n        id\n        name\n        status\n        players {\n          id\n        }\n      }\n    }\n  ": typeof types.TestListDocument,
    "\n      query TestListAll {\n        competitions {\n          ...CompetitionTestFields\n        }\n      }\n    ": typeof types.TestListAllDocument,
    "\n      query TestSample {\n        sampleCompetition {\n          id\n          public\n          currentScore\n          winner {\n            username\n          }\n          rounds {\n            valid\n          }\n          players {\n            username\n          }\n        }\n      }\n    ": typeof types.TestSampleDocument,
    "\n  mutation FaultsAddSubRound($r: ID!, $n: String!, $p: ID) {\n    addSubRound(roundId: $r, name: $n, points: 1, playerId: $p) {\n      id\n      version\n    }\n  }\n": typeof types.FaultsAddSubRoundDocument,
    "\n  query FaultsCompetition($id: ID!) {\n    competition(id: $id) {\n      id\n      version\n      rounds {\n        id\n        subRounds {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.FaultsCompetitionDocument,
    "\n  subscription FaultsChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      competition {\n        id\n        version\n      }\n    }\n  }\n": typeof types.FaultsChangedDocument,
    "\n  subscription FaultsMineChanged {\n    myCompetitionsChanged {\n      competition {\n        id\n        version\n      }\n    }\n  }\n": typeof types.FaultsMineChangedDocument,
    "\n  subscription FaultsMeChanged {\n    meChanged {\n      id\n    }\n  }\n": typeof types.FaultsMeChangedDocument,
    "\n  subscription FaultsViewers($id: ID!) {\n    competitionViewers(id: $id) {\n      id\n      username\n    }\n  }\n": typeof types.FaultsViewersDocument,
    "\n  subscription FaultsPresence($id: ID!) {\n    competitionPresence(id: $id) {\n      count\n    }\n  }\n": typeof types.FaultsPresenceDocument,
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
    "\n      query ExportTestTheirs {\n        competitions {\n          id\n        }\n      }\n    ": typeof types.ExportTestTheirsDocument,
    "\n  query FriendsOfMe {\n    me {\n      id\n      friends {\n        status\n        score\n        isTestFriend\n        user {\n          id\n          username\n          deleted\n        }\n      }\n    }\n  }\n": typeof types.FriendsOfMeDocument,
    "\n  subscription FriendsChanged {\n    meChanged {\n      id\n      friends {\n        status\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n": typeof types.FriendsChangedDocument,
    "\n  mutation FriendsSend($u: String!) {\n    sendFriendRequest(username: $u) {\n      id\n    }\n  }\n": typeof types.FriendsSendDocument,
    "\n  query GoogleMe {\n    me {\n      id\n      email\n      profilePic\n      hasGoogle\n      hasPassword\n      usernameChosen\n    }\n  }\n": typeof types.GoogleMeDocument,
    "\n  query HygieneRules($c: ID!) {\n    competition(id: $c) {\n      id\n      rules {\n        id\n      }\n    }\n  }\n": typeof types.HygieneRulesDocument,
    "\n  fragment LedgerTestEntry on Activity {\n    id\n    kind\n    version\n    summary\n    undoable\n    actor {\n      id\n    }\n    undoneBy {\n      id\n    }\n    undoes {\n      id\n    }\n  }\n": typeof types.LedgerTestEntryFragmentDoc,
    "\n  fragment LedgerTestCompetition on Competition {\n    id\n    version\n    name\n    description\n    status\n    public\n    currentScore\n    winner {\n      id\n    }\n    rules {\n      id\n      text\n    }\n    rounds {\n      id\n      number\n      valid\n      score\n      subRounds {\n        id\n        name\n        points\n        player {\n          id\n        }\n      }\n    }\n  }\n": typeof types.LedgerTestCompetitionFragmentDoc,
    "\n  query LedgerTestRead($c: ID!) {\n    competition(id: $c) {\n      ...LedgerTestCompetition\n    }\n  }\n": typeof types.LedgerTestReadDocument,
    "\n  query LedgerTestActivity($c: ID!, $f: Int, $a: String) {\n    competition(id: $c) {\n      id\n      activity(first: $f, after: $a) {\n        edges {\n          cursor\n          node {\n            ...LedgerTestEntry\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.LedgerTestActivityDocument,
    "\n  mutation LedgerTestUndo($id: ID!, $v: Int) {\n    undoActivity(id: $id, expectedVersion: $v) {\n      ...LedgerTestCompetition\n    }\n  }\n": typeof types.LedgerTestUndoDocument,
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
    "\n  subscription MultiRulesChanged($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      competition {\n        id\n        version\n        rules {\n          text\n        }\n      }\n    }\n  }\n": typeof types.MultiRulesChangedDocument,
    "\n  mutation MultiAddRule($id: ID!, $t: String!) {\n    addRule(competitionId: $id, text: $t) {\n      id\n      version\n    }\n  }\n": typeof types.MultiAddRuleDocument,
    "\n  subscription MultiEvents($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      deletedRoundId\n      round {\n        id\n        number\n        valid\n        score\n        subRounds {\n          name\n        }\n      }\n      competition {\n        id\n        roundCount\n        roundResults\n      }\n    }\n  }\n": typeof types.MultiEventsDocument,
    "\n  mutation MultiAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      id\n      roundCount\n      rounds {\n        id\n      }\n    }\n  }\n": typeof types.MultiAddRoundDocument,
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
    "\n  query SessionCacheMe {\n    me {\n      id\n      username\n      theme\n    }\n  }\n": typeof types.SessionCacheMeDocument,
    "\n  mutation SessionCacheSetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n    }\n  }\n": typeof types.SessionCacheSetThemeDocument,
    "\n  query SessionSocketsMe {\n    me {\n      id\n      email\n      theme\n    }\n  }\n": typeof types.SessionSocketsMeDocument,
    "\n  subscription SessionSocketsMeChanged {\n    meChanged {\n      id\n      email\n      username\n    }\n  }\n": typeof types.SessionSocketsMeChangedDocument,
    "\n  mutation SessionSocketsSetTheme {\n    setTheme(theme: DARK) {\n      id\n      theme\n    }\n  }\n": typeof types.SessionSocketsSetThemeDocument,
    "\n  query ShutdownMe {\n    me {\n      id\n    }\n  }\n": typeof types.ShutdownMeDocument,
    "\n  mutation ShutdownAddSubRound($r: ID!) {\n    addSubRound(roundId: $r, name: \"Bowser's Castle\", points: 3) {\n      version\n    }\n  }\n": typeof types.ShutdownAddSubRoundDocument,
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
    "\n  mutation TestSignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      id\n      username\n    }\n  }\n": typeof types.TestSignUpDocument,
    "\n  mutation TestChooseUsername($u: String!) {\n    chooseUsername(username: $u) {\n      id\n    }\n  }\n": typeof types.TestChooseUsernameDocument,
    "\n  subscription WebSocketMeChanged {\n    meChanged {\n      id\n      username\n    }\n  }\n": typeof types.WebSocketMeChangedDocument,
    "\n  subscription LimitsMeChanged {\n    meChanged {\n      id\n    }\n  }\n": typeof types.LimitsMeChangedDocument,
    "\n  query LimitsMe {\n    me {\n      id\n      email\n    }\n  }\n": typeof types.LimitsMeDocument,
    "\n        mutation AccessibilityFurnish($id: ID!) {\n          addRule(competitionId: $id, text: \"Items on, no blue shells\") {\n            id\n          }\n          updateCompetitionInfo(\n            id: $id\n            name: \"Mario Kart 2026\"\n            description: \"Every Friday night\"\n            status: ONGOING\n            public: true\n          ) {\n            id\n            rounds {\n              id\n            }\n          }\n        }\n      ": typeof types.AccessibilityFurnishDocument,
    "\n  query AccountsPageMe {\n    me {\n      id\n      username\n      theme\n      friends {\n        status\n        isTestFriend\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n": typeof types.AccountsPageMeDocument,
    "\n  mutation PagesCreateCompetition($n: String!, $o: ID!) {\n    createCompetition(name: $n, opponentId: $o) {\n      id\n    }\n  }\n": typeof types.PagesCreateCompetitionDocument,
    "\n  query PagesRounds($id: ID!) {\n    competition(id: $id) {\n      id\n      rounds {\n        id\n      }\n    }\n  }\n": typeof types.PagesRoundsDocument,
    "\n  query PagesInfo($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      description\n      public\n    }\n  }\n": typeof types.PagesInfoDocument,
    "\n      mutation LedgerPageAddRound($id: ID!) {\n        addRound(competitionId: $id) {\n          id\n          rounds {\n            id\n          }\n        }\n      }\n    ": typeof types.LedgerPageAddRoundDocument,
    "\n      query LedgerPageStored($id: ID!) {\n        competition(id: $id) {\n          id\n          rounds {\n            id\n            subRounds {\n              id\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.LedgerPageStoredDocument,
    "\n  query LiveStanding($id: ID!) {\n    competition(id: $id) {\n      id\n      currentScore\n      rounds {\n        id\n        score\n        subRounds {\n          id\n          name\n          points\n          player {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.LiveStandingDocument,
    "\n      query LongRound150($id: ID!) {\n        competition(id: $id) {\n          roundCount\n          round(number: 150) {\n            subRounds {\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.LongRound150Document,
    "\n      query OutboxSubRounds($id: ID!) {\n        competition(id: $id) {\n          id\n          rounds {\n            id\n            subRounds {\n              id\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.OutboxSubRoundsDocument,
    "\n      query OutboxName($id: ID!) {\n        competition(id: $id) {\n          id\n          name\n        }\n      }\n    ": typeof types.OutboxNameDocument,
    "\n  query RivalryPageRivalry($u: String!) {\n    rivalry(username: $u) {\n      record {\n        wins\n        losses\n        draws\n      }\n      rounds {\n        wins\n        losses\n        draws\n      }\n      points\n      streak\n      longestStreak\n      rating\n      opponentRating\n      winProbability\n      competitions\n      ongoing\n      timeline {\n        competition {\n          id\n          name\n        }\n        score\n        rating\n      }\n    }\n  }\n": typeof types.RivalryPageRivalryDocument,
};
const documents: Documents = {
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
    "\n    query TestScore {\n      me {\n        id\n        friends {\n          score\n          user {\n            id\n          }\n        }\n      }\n    }\n  ": types.TestScoreDocument,
    "\n    query TestList($status: CompetitionStatus, $friendId: ID) {\n      competitions(status: $status, friendId: $friendId) {\n        id\n        name\n        status\n        players {\n          id\n        }\n      }\n    }\n  ": types.TestListDocument,
    "\n      query TestListAll {\n        competitions {\n          ...CompetitionTestFields\n        }\n      }\n    ": types.TestListAllDocument,
    "\n      query TestSample {\n        sampleCompetition {\n          id\n          public\n          currentScore\n          winner {\n            username\n          }\n          rounds {\n            valid\n          }\n          players {\n            username\n          }\n        }\n      }\n    ": types.TestSampleDocument,
    "\n  mutation FaultsAddSubRound($r: ID!, $n: String!, $p: ID) {\n    addSubRound(roundId: $r, name: $n, points: 1, playerId: $p) {\n      id\n      version\n    }\n  }\n": types.FaultsAddSubRoundDocument,
    "\n  query FaultsCompetition($id: ID!) {\n    competition(id: $id) {\n      id\n      version\n      rounds {\n        id\n        subRounds {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.FaultsCompetitionDocument,
    "\n  subscription FaultsChanged($id: ID!) {\n    competitionChanged(id: $id) {\n      competition {\n        id\n        version\n      }\n    }\n  }\n": types.FaultsChangedDocument,
    "\n  subscription FaultsMineChanged {\n    myCompetitionsChanged {\n      competition {\n        id\n        version\n      }\n    }\n  }\n": types.FaultsMineChangedDocument,
    "\n  subscription FaultsMeChanged {\n    meChanged {\n      id\n    }\n  }\n": types.FaultsMeChangedDocument,
    "\n  subscription FaultsViewers($id: ID!) {\n    competitionViewers(id: $id) {\n      id\n      username\n    }\n  }\n": types.FaultsViewersDocument,
    "\n  subscription FaultsPresence($id: ID!) {\n    competitionPresence(id: $id) {\n      count\n    }\n  }\n": types.FaultsPresenceDocument,
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
    "\n      query ExportTestTheirs {\n        competitions {\n          id\n        }\n      }\n    ": types.ExportTestTheirsDocument,
    "\n  query FriendsOfMe {\n    me {\n      id\n      friends {\n        status\n        score\n        isTestFriend\n        user {\n          id\n          username\n          deleted\n        }\n      }\n    }\n  }\n": types.FriendsOfMeDocument,
    "\n  subscription FriendsChanged {\n    meChanged {\n      id\n      friends {\n        status\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n": types.FriendsChangedDocument,
    "\n  mutation FriendsSend($u: String!) {\n    sendFriendRequest(username: $u) {\n      id\n    }\n  }\n": types.FriendsSendDocument,
    "\n  query GoogleMe {\n    me {\n      id\n      email\n      profilePic\n      hasGoogle\n      hasPassword\n      usernameChosen\n    }\n  }\n": types.GoogleMeDocument,
    "\n  query HygieneRules($c: ID!) {\n    competition(id: $c) {\n      id\n      rules {\n        id\n      }\n    }\n  }\n": types.HygieneRulesDocument,
    "\n  fragment LedgerTestEntry on Activity {\n    id\n    kind\n    version\n    summary\n    undoable\n    actor {\n      id\n    }\n    undoneBy {\n      id\n    }\n    undoes {\n      id\n    }\n  }\n": types.LedgerTestEntryFragmentDoc,
    "\n  fragment LedgerTestCompetition on Competition {\n    id\n    version\n    name\n    description\n    status\n    public\n    currentScore\n    winner {\n      id\n    }\n    rules {\n      id\n      text\n    }\n    rounds {\n      id\n      number\n      valid\n      score\n      subRounds {\n        id\n        name\n        points\n        player {\n          id\n        }\n      }\n    }\n  }\n": types.LedgerTestCompetitionFragmentDoc,
    "\n  query LedgerTestRead($c: ID!) {\n    competition(id: $c) {\n      ...LedgerTestCompetition\n    }\n  }\n": types.LedgerTestReadDocument,
    "\n  query LedgerTestActivity($c: ID!, $f: Int, $a: String) {\n    competition(id: $c) {\n      id\n      activity(first: $f, after: $a) {\n        edges {\n          cursor\n          node {\n            ...LedgerTestEntry\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.LedgerTestActivityDocument,
    "\n  mutation LedgerTestUndo($id: ID!, $v: Int) {\n    undoActivity(id: $id, expectedVersion: $v) {\n      ...LedgerTestCompetition\n    }\n  }\n": types.LedgerTestUndoDocument,
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
    "\n  subscription MultiRulesChanged($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      competition {\n        id\n        version\n        rules {\n          text\n        }\n      }\n    }\n  }\n": types.MultiRulesChangedDocument,
    "\n  mutation MultiAddRule($id: ID!, $t: String!) {\n    addRule(competitionId: $id, text: $t) {\n      id\n      version\n    }\n  }\n": types.MultiAddRuleDocument,
    "\n  subscription MultiEvents($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      deletedRoundId\n      round {\n        id\n        number\n        valid\n        score\n        subRounds {\n          name\n        }\n      }\n      competition {\n        id\n        roundCount\n        roundResults\n      }\n    }\n  }\n": types.MultiEventsDocument,
    "\n  mutation MultiAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      id\n      roundCount\n      rounds {\n        id\n      }\n    }\n  }\n": types.MultiAddRoundDocument,
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
    "\n  query SessionCacheMe {\n    me {\n      id\n      username\n      theme\n    }\n  }\n": types.SessionCacheMeDocument,
    "\n  mutation SessionCacheSetTheme($theme: Theme!) {\n    setTheme(theme: $theme) {\n      id\n    }\n  }\n": types.SessionCacheSetThemeDocument,
    "\n  query SessionSocketsMe {\n    me {\n      id\n      email\n      theme\n    }\n  }\n": types.SessionSocketsMeDocument,
    "\n  subscription SessionSocketsMeChanged {\n    meChanged {\n      id\n      email\n      username\n    }\n  }\n": types.SessionSocketsMeChangedDocument,
    "\n  mutation SessionSocketsSetTheme {\n    setTheme(theme: DARK) {\n      id\n      theme\n    }\n  }\n": types.SessionSocketsSetThemeDocument,
    "\n  query ShutdownMe {\n    me {\n      id\n    }\n  }\n": types.ShutdownMeDocument,
    "\n  mutation ShutdownAddSubRound($r: ID!) {\n    addSubRound(roundId: $r, name: \"Bowser's Castle\", points: 3) {\n      version\n    }\n  }\n": types.ShutdownAddSubRoundDocument,
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
    "\n  mutation TestSignUp($email: String!, $password: String!) {\n    signUp(email: $email, password: $password) {\n      id\n      username\n    }\n  }\n": types.TestSignUpDocument,
    "\n  mutation TestChooseUsername($u: String!) {\n    chooseUsername(username: $u) {\n      id\n    }\n  }\n": types.TestChooseUsernameDocument,
    "\n  subscription WebSocketMeChanged {\n    meChanged {\n      id\n      username\n    }\n  }\n": types.WebSocketMeChangedDocument,
    "\n  subscription LimitsMeChanged {\n    meChanged {\n      id\n    }\n  }\n": types.LimitsMeChangedDocument,
    "\n  query LimitsMe {\n    me {\n      id\n      email\n    }\n  }\n": types.LimitsMeDocument,
    "\n        mutation AccessibilityFurnish($id: ID!) {\n          addRule(competitionId: $id, text: \"Items on, no blue shells\") {\n            id\n          }\n          updateCompetitionInfo(\n            id: $id\n            name: \"Mario Kart 2026\"\n            description: \"Every Friday night\"\n            status: ONGOING\n            public: true\n          ) {\n            id\n            rounds {\n              id\n            }\n          }\n        }\n      ": types.AccessibilityFurnishDocument,
    "\n  query AccountsPageMe {\n    me {\n      id\n      username\n      theme\n      friends {\n        status\n        isTestFriend\n        user {\n          id\n          username\n        }\n      }\n    }\n  }\n": types.AccountsPageMeDocument,
    "\n  mutation PagesCreateCompetition($n: String!, $o: ID!) {\n    createCompetition(name: $n, opponentId: $o) {\n      id\n    }\n  }\n": types.PagesCreateCompetitionDocument,
    "\n  query PagesRounds($id: ID!) {\n    competition(id: $id) {\n      id\n      rounds {\n        id\n      }\n    }\n  }\n": types.PagesRoundsDocument,
    "\n  query PagesInfo($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      description\n      public\n    }\n  }\n": types.PagesInfoDocument,
    "\n      mutation LedgerPageAddRound($id: ID!) {\n        addRound(competitionId: $id) {\n          id\n          rounds {\n            id\n          }\n        }\n      }\n    ": types.LedgerPageAddRoundDocument,
    "\n      query LedgerPageStored($id: ID!) {\n        competition(id: $id) {\n          id\n          rounds {\n            id\n            subRounds {\n              id\n              name\n            }\n          }\n        }\n      }\n    ": types.LedgerPageStoredDocument,
    "\n  query LiveStanding($id: ID!) {\n    competition(id: $id) {\n      id\n      currentScore\n      rounds {\n        id\n        score\n        subRounds {\n          id\n          name\n          points\n          player {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n": types.LiveStandingDocument,
    "\n      query LongRound150($id: ID!) {\n        competition(id: $id) {\n          roundCount\n          round(number: 150) {\n            subRounds {\n              name\n            }\n          }\n        }\n      }\n    ": types.LongRound150Document,
    "\n      query OutboxSubRounds($id: ID!) {\n        competition(id: $id) {\n          id\n          rounds {\n            id\n            subRounds {\n              id\n              name\n            }\n          }\n        }\n      }\n    ": types.OutboxSubRoundsDocument,
    "\n      query OutboxName($id: ID!) {\n        competition(id: $id) {\n          id\n          name\n        }\n      }\n    ": types.OutboxNameDocument,
    "\n  query RivalryPageRivalry($u: String!) {\n    rivalry(username: $u) {\n      record {\n        wins\n        losses\n        draws\n      }\n      rounds {\n        wins\n        losses\n        draws\n      }\n      points\n      streak\n      longestStreak\n      rating\n      opponentRating\n      winProbability\n      competitions\n      ongoing\n      timeline {\n        competition {\n          id\n          name\n        }\n        score\n        rating\n      }\n    }\n  }\n": types.RivalryPageRivalryDocument,
};

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
export function graphql(source: "\n  query GoogleMe {\n    me {\n      id\n      email\n      profilePic\n      hasGoogle\n      hasPassword\n      usernameChosen\n    }\n  }\n"): typeof import('./graphql').GoogleMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HygieneRules($c: ID!) {\n    competition(id: $c) {\n      id\n      rules {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').HygieneRulesDocument;
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
export function graphql(source: "\n  subscription MultiRulesChanged($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      competition {\n        id\n        version\n        rules {\n          text\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MultiRulesChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MultiAddRule($id: ID!, $t: String!) {\n    addRule(competitionId: $id, text: $t) {\n      id\n      version\n    }\n  }\n"): typeof import('./graphql').MultiAddRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MultiEvents($id: ID!) {\n    competitionChanged(id: $id, current: true) {\n      version\n      deletedRoundId\n      round {\n        id\n        number\n        valid\n        score\n        subRounds {\n          name\n        }\n      }\n      competition {\n        id\n        roundCount\n        roundResults\n      }\n    }\n  }\n"): typeof import('./graphql').MultiEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MultiAddRound($c: ID!) {\n    addRound(competitionId: $c) {\n      id\n      roundCount\n      rounds {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').MultiAddRoundDocument;
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
export function graphql(source: "\n  subscription LimitsMeChanged {\n    meChanged {\n      id\n    }\n  }\n"): typeof import('./graphql').LimitsMeChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LimitsMe {\n    me {\n      id\n      email\n    }\n  }\n"): typeof import('./graphql').LimitsMeDocument;
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
export function graphql(source: "\n  mutation PagesCreateCompetition($n: String!, $o: ID!) {\n    createCompetition(name: $n, opponentId: $o) {\n      id\n    }\n  }\n"): typeof import('./graphql').PagesCreateCompetitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagesRounds($id: ID!) {\n    competition(id: $id) {\n      id\n      rounds {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').PagesRoundsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagesInfo($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      description\n      public\n    }\n  }\n"): typeof import('./graphql').PagesInfoDocument;
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


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
