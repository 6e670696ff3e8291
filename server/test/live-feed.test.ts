import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import {
  befriend,
  createCompetition,
  graphql,
  GraphQLSocket,
  graphqlRequest,
  resultOf,
  signUp,
  startTestApp,
  subscriptionsLive,
  type SocketMessage,
  type TestApp,
  type TestUser,
  ADD_RULE,
  SET_PUBLIC,
  SEND_FRIEND_REQUEST,
} from "./support";
import type {
  LiveFeedChangedSubscription,
  LiveFeedCurrentSubscription,
  LiveFeedMeChangedSubscription,
} from "./generated/graphql";

let app: TestApp;
let ana: TestUser, ben: TestUser, cat: TestUser, dan: TestUser, eve: TestUser;

beforeAll(async () => {
  const { webSocket } = loadConfig({});
  app = await startTestApp({ webSocket: { ...webSocket, maxSocketsPerAddress: 500 } });
  [ana, ben, cat, dan, eve] = await Promise.all(Array.from({ length: 5 }, () => signUp(app.url)));
  await befriend(app.url, ana, ben);
  await befriend(app.url, ana, cat); // cat and dan are friends of a player, eve of nobody here
  await befriend(app.url, dan, ben);
});
afterAll(() => app?.stop());

const CHANGED = graphql(`
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
`);
const CURRENT = graphql(`
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
`);
const ME_CHANGED = graphql(`
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
`);

const REMOVE_FRIEND = graphql(`
  mutation LiveFeedRemoveFriend($id: ID!) {
    removeFriend(userId: $id) {
      id
    }
  }
`);
const addRule = (user: TestUser, id: string, text: string) =>
  graphqlRequest(app.url, ADD_RULE, { id, t: text }, user.cookie);
const setPublic = (user: TestUser, id: string, isPublic: boolean) =>
  graphqlRequest(app.url, SET_PUBLIC, { id, p: isPublic }, user.cookie);

/** A socket subscribed to the competition's changes, keeping the text of every frame it receives. */
async function follower(competitionId: string, user?: TestUser) {
  const socket = await GraphQLSocket.open(app.url, user?.cookie);
  const frames: string[] = [];
  socket.socket.on("message", (data: Buffer) => frames.push(data.toString()));
  socket.start("feed", CHANGED, { id: competitionId });
  return { socket, frames };
}

const nexts = (socket: GraphQLSocket) => socket.of("feed").filter((message) => message.type === "next");

async function closeAll(sockets: GraphQLSocket[]) {
  sockets.forEach((socket) => socket.close());
  await Promise.all(sockets.map((socket) => socket.closed));
}

/** Nothing left on the instance: no subscription, topic, follower or friend list. */
async function nothingLeft() {
  await subscriptionsLive(app, 0);
  await expect.poll(() => app.liveFeedStats()).toMatchObject({ topics: 0, followers: 0, friendLists: 0 });
}

describe("the shared live feed", () => {
  it("executes each change once per access class and sends every socket of a class the same bytes", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    await setPublic(ana, competition.id, true);
    const times = (count: number, user?: TestUser) => Array.from({ length: count }, () => user);
    const classes: Record<string, (TestUser | undefined)[]> = {
      player: times(10, ana),
      friend: [...times(10, cat), ...times(10, dan)],
      public: [...times(10, eve), ...times(10)],
    };
    const followers: Record<string, Awaited<ReturnType<typeof follower>>[]> = {};
    for (const [name, users] of Object.entries(classes)) {
      followers[name] = await Promise.all(users.map((user) => follower(competition.id, user)));
    }
    await subscriptionsLive(app, 50);

    const executionsBefore = app.liveFeedStats().executions;
    await addRule(ben, competition.id, "no blue shells");
    const all = Object.values(followers).flat();
    await expect.poll(() => all.every(({ socket }) => nexts(socket).length === 1)).toBe(true);
    expect(app.liveFeedStats().executions - executionsBefore).toBe(3);

    const payloads: Record<string, string> = {};
    for (const [name, members] of Object.entries(followers)) {
      const frames = new Set(members.map(({ frames }) => frames.find((frame) => frame.includes('"next"'))));
      expect(frames.size).toBe(1);
      payloads[name] = [...frames][0]!;
    }
    const received = (frame: string) =>
      resultOf<LiveFeedChangedSubscription>(JSON.parse(frame) as SocketMessage).data?.competitionChanged.competition;
    expect(received(payloads.player)).toMatchObject({ viewerIsParticipant: true, rules: [{ text: "no blue shells" }] });
    expect(received(payloads.friend)).toMatchObject({
      viewerIsParticipant: false,
      rules: [{ text: "no blue shells" }],
    });
    expect(JSON.parse(payloads.public)).toEqual(JSON.parse(payloads.friend));

    await closeAll(all.map(({ socket }) => socket));
    await nothingLeft();
  });

  it("ends a friend's subscription with NOT_FOUND on the next push once they are no longer friends", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    const [friend, player] = [await follower(competition.id, cat), await follower(competition.id, ben)];
    await subscriptionsLive(app, 2);
    await addRule(ana, competition.id, "while friends");
    await friend.socket.waitFor((message) => message.type === "next");

    await graphqlRequest(app.url, REMOVE_FRIEND, { id: cat.id }, ana.cookie);
    await addRule(ana, competition.id, "after unfriending");
    const refused = await friend.socket.waitFor((message) => message.type === "error");
    expect(refused.payload).toEqual([{ message: "Competition not found", extensions: { code: "NOT_FOUND" } }]);
    expect(nexts(friend.socket)).toHaveLength(1);
    await expect.poll(() => nexts(player.socket).length).toBe(2);

    await closeAll([friend.socket, player.socket]);
    await nothingLeft();
    await befriend(app.url, ana, cat);
  });

  it("ends a stranger's subscription once the competition turns private, and keeps the friends'", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    await setPublic(ana, competition.id, true);
    const [stranger, friend] = [await follower(competition.id, eve), await follower(competition.id, dan)];
    await subscriptionsLive(app, 2);

    await setPublic(ana, competition.id, false);
    const refused = await stranger.socket.waitFor((message) => message.type === "error");
    expect(resultOf(refused).errors?.[0]).toMatchObject({ extensions: { code: "NOT_FOUND" } });
    expect(nexts(stranger.socket)).toEqual([]);
    await expect.poll(() => nexts(friend.socket).length).toBe(1);
    const pushed = resultOf<LiveFeedChangedSubscription>(nexts(friend.socket)[0]).data;
    expect(pushed?.competitionChanged.competition).toMatchObject({ public: false });

    await closeAll([stranger.socket, friend.socket]);
    await nothingLeft();
  });

  it("leaves nothing behind after many subscriptions opened, completed, refused and dropped", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    // ana completes each at once (perhaps before it is set up), cat one round later; eve and nobody are refused.
    const [quick, friend, stranger, nobody] = await Promise.all(
      [ana, cat, eve, undefined].map((user) => GraphQLSocket.open(app.url, user?.cookie)),
    );
    const ids = (round: number) => Array.from({ length: 5 }, (_, n) => `${round}-${n}`);
    for (let round = 0; round < 10; round++) {
      for (const socket of [quick, friend, stranger, nobody]) {
        for (const id of ids(round)) socket.start(id, CHANGED, { id: competition.id });
      }
      for (const id of ids(round)) quick.send({ id, type: "complete" });
      if (round > 0) for (const id of ids(round - 1)) friend.send({ id, type: "complete" });
    }
    const player = await follower(competition.id, ben);
    await subscriptionsLive(app, 6);
    expect(app.liveFeedStats()).toMatchObject({ topics: 1, followers: 6, friendLists: 2 });
    await expect.poll(() => nobody.of("9-4").map((message) => message.type)).toEqual(["error"]);

    await closeAll([quick, friend, stranger, nobody, player.socket]);
    await nothingLeft();
  });

  it("pushes the competition as it is first when asked (current), so a change made while subscribing is never missed", async () => {
    const competition = await createCompetition(app.url, ana, ben);
    const eventOf = (message: SocketMessage) => resultOf<LiveFeedCurrentSubscription>(message).data?.competitionChanged;
    const versionOf = (message: SocketMessage) => eventOf(message)?.version ?? 0;
    await setPublic(ana, competition.id, true).then(() => addRule(ana, competition.id, "before"));
    const watcher = await GraphQLSocket.open(app.url);
    watcher.start("feed", CURRENT, { id: competition.id });
    const now = await watcher.waitFor((message) => message.type === "next");
    expect(eventOf(now)?.competition).toMatchObject({ rules: [{ text: "before" }] });
    await closeAll([watcher]);

    for (let trial = 0; trial < 20; trial++) {
      const socket = await GraphQLSocket.open(app.url, cat.cookie);
      socket.start("feed", CURRENT, { id: competition.id });
      const { body } = await addRule(ben, competition.id, `rule ${trial}`);
      const committed = body.data!.addRule.version;
      // The first push is the state once subscribed: it holds the change, or the change is pushed after it.
      const first = await socket.waitFor((message) => message.type === "next");
      expect(eventOf(first)?.round).toBeNull();
      const last = await socket.waitFor((message) => message.type === "next" && versionOf(message) >= committed);
      expect(versionOf(last)).toBe(committed);
      expect(nexts(socket).map(versionOf)).toEqual([...new Set(nexts(socket).map(versionOf))].sort((a, b) => a - b));
      await closeAll([socket]);
    }
    await nothingLeft();
  });

  it("pushes the viewer first when asked (current), then each change", async () => {
    const socket = await GraphQLSocket.open(app.url, eve.cookie);
    socket.start("me", ME_CHANGED);
    const meOf = (message?: SocketMessage) =>
      message && resultOf<LiveFeedMeChangedSubscription>(message).data?.meChanged;
    const first = await socket.waitFor((message) => message.id === "me" && message.type === "next");
    expect(meOf(first)?.id).toBe(eve.id);
    const before = meOf(first)?.friends.length;
    await graphqlRequest(app.url, SEND_FRIEND_REQUEST, { u: dan.username }, eve.cookie);
    await graphqlRequest(app.url, SEND_FRIEND_REQUEST, { u: eve.username }, ana.cookie);
    await expect
      .poll(() => meOf(socket.of("me").at(-1))?.friends.slice(before))
      .toEqual([
        { status: "OUTGOING", user: { username: dan.username } },
        { status: "INCOMING", user: { username: ana.username } },
      ]);
    await closeAll([socket]);
    await nothingLeft();
  });
});
