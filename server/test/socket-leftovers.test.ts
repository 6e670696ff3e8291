import { afterAll, beforeAll, expect, it } from "vitest";
import {
  createCompetition,
  graphql,
  GraphQLSocket,
  graphqlRequest,
  SET_PUBLIC,
  startTestApp,
  subscriptionsLive,
  twoFriends,
  type TestApp,
} from "./support";

const CHANGED = graphql(`
  subscription SocketLeftoversChanged($id: ID!) {
    competitionChanged(id: $id) {
      version
    }
  }
`);
const ME_CHANGED = graphql(`
  subscription SocketLeftoversMeChanged {
    meChanged(current: true) {
      id
    }
  }
`);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

it("keeps nothing for a socket once it closed: no socket, address, session, user, topic or subscription", async () => {
  const [ana, ben] = await twoFriends(app.url);
  const competition = await createCompetition(app.url, ana, ben);
  await graphqlRequest(app.url, SET_PUBLIC, { id: competition.id, p: true }, ana.cookie); // for the signed out
  const cookies = [ana.cookie, ana.cookie, ben.cookie, undefined, undefined];
  const sockets = await Promise.all(cookies.map((cookie) => GraphQLSocket.open(app.url, cookie)));
  sockets.forEach((socket, index) => {
    socket.start("changed", CHANGED, { id: competition.id });
    if (cookies[index]) socket.start("me", ME_CHANGED);
  });
  await subscriptionsLive(app, 8);
  expect(app.socketStats()).toEqual({
    sockets: 5,
    addresses: 1,
    sessions: 2,
    usersRunningOperations: 2,
    subscriptions: 8,
    onlineUsers: 2,
  });
  expect(app.liveFeedStats()).toMatchObject({ topics: 1, followers: 5 }); // meChanged is not the live feed's

  sockets.forEach((socket) => socket.close());
  await Promise.all(sockets.map((socket) => socket.closed));
  await subscriptionsLive(app, 0);
  await expect
    .poll(() => app.socketStats())
    .toEqual({
      sockets: 0,
      addresses: 0,
      sessions: 0,
      usersRunningOperations: 0,
      subscriptions: 0,
      onlineUsers: 0,
    });
  await expect.poll(() => app.liveFeedStats()).toMatchObject({ topics: 0, followers: 0, friendLists: 0 });
});
