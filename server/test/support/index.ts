export { createTestDatabase, type TestDatabase } from "./database";
export { startTestApp, subscriptionsLive, testConfig, type TestApp } from "./app";
export { expectErrorLogged } from "./logs";
export { topics } from "../../src/db/bus";
export {
  asApolloClientSends,
  graphqlAnswer,
  graphqlRefusal,
  graphqlRequest,
  refusalIn,
  sendFrom,
  type GraphQLResponse,
} from "./graphql";
export { graphql } from "../generated";
export type * from "../generated/graphql";
export { subscribe, wsClient, type Push } from "./ws";
export { openTestDatabase, rowsOf } from "./db";
export { parseMail, startMailServer, type ReceivedMail } from "./mail";
export { PASSWORD, SIGN_UP, sessionCookieOf, signUp, signUpNamed, uniqueEmail, type TestUser } from "./users";
export { RIVALRY } from "./rivalryDocuments";
export { DELETE_ACCOUNT, RENAME, REQUEST_RESET, RESET_PASSWORD, SIGN_IN, SIGN_OUT } from "./accountDocuments";
export { befriend, FRIENDS, SEND_FRIEND_REQUEST, twoFriends } from "./friends";
export { ACCEPT_INVITE, CREATE_INVITE, createInvite, type TestInvite } from "./invites";
export {
  ADD_RULE,
  createCompetition,
  DELETE_COMPETITION,
  SET_PUBLIC,
  storedRounds,
  storedSubRounds,
  type TestCompetition,
} from "./competitions";
export { freePort, runToExit, startServerProcess, twoInstances, type ServerProcess } from "./process";
export { GraphQLSocket, resultOf, type SocketMessage, type SocketResult } from "./socket";
export { startTcpProxy, type TcpProxy } from "./proxy";
export { SETUP_ADD_RULE, SETUP_ADD_SUB_ROUND, SETUP_SET_THEME, SETUP_UPDATE_COMPETITION_INFO } from "./setupDocuments";
export { GOOGLE_ME, signInWithGoogle, startGoogleProvider, type GoogleProvider } from "./google";
export {
  PUSH_SERVICE_CERTIFICATE,
  startPushService,
  vapidKeys,
  type PushService,
  type ReceivedPush,
  type TestBrowser,
} from "./pushService";
export { CHROMIUM_FLAGS } from "./chromium";
