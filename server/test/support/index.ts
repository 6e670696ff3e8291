export { createTestDatabase, type TestDatabase } from "./database";
export { startTestApp, type TestApp } from "./app";
export { graphqlRequest, type GraphQLResponse } from "./graphql";
export { subscribe, wsClient } from "./ws";
export { openTestDatabase } from "./db";
export { startMailServer, type ReceivedMail } from "./mail";
export { PASSWORD, sessionCookieOf, signUp, uniqueEmail, type TestUser } from "./users";
export { befriend } from "./friends";
export { createCompetition, type TestCompetition } from "./competitions";
