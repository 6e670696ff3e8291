import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCompetition,
  DELETE_ACCOUNT,
  DELETE_COMPETITION,
  graphql,
  graphqlAnswer,
  graphqlRefusal,
  graphqlRequest,
  rowsOf,
  SEND_FRIEND_REQUEST,
  SETUP_ADD_RULE,
  SETUP_ADD_SUB_ROUND,
  SETUP_UPDATE_COMPETITION_INFO,
  signUp,
  startTestApp,
  subscribe,
  subscriptionsLive,
  twoFriends,
  wsClient,
  type TestApp,
  type TestUser,
} from "./support";
import { BELL, MARK_READ, NOTIFICATIONS_CHANGED, UPDATE_NOTIFICATION_SETTINGS } from "./support/notificationDocuments";

let app: TestApp;
let statements: string[] = [];

beforeAll(async () => {
  app = await startTestApp({}, { onQuery: (query) => statements.push(query) });
});
afterAll(() => app?.stop());

const bell = async (user: TestUser, variables: { first?: number; after?: string } = {}) =>
  (await graphqlAnswer(app.url, BELL, variables, user.cookie)).me!.notifications;
/** The notifications about competitions (twoFriends' users have their friend request's too). */
const aboutCompetitions = async (user: TestUser) =>
  (await bell(user)).edges.filter(({ node }) => node.kind.startsWith("COMPETITION_")).map(({ node }) => node);
const texts = async (user: TestUser) => (await aboutCompetitions(user)).map((node) => node.text);
const addRule = (user: TestUser, competitionId: string, text = "No items") =>
  graphqlAnswer(app.url, SETUP_ADD_RULE, { competitionId, text }, user.cookie);
const setStatus = (user: TestUser, id: string, status: "ONGOING" | "COMPLETE" | "ABANDONED") =>
  graphqlAnswer(app.url, SETUP_UPDATE_COMPETITION_INFO, { id, status }, user.cookie);
const markRead = (user: TestUser, variables: { ids?: string[]; all?: boolean }) =>
  graphqlAnswer(app.url, MARK_READ, variables, user.cookie).then((data) => data.markNotificationsRead);

const LATEST_ENTRY = graphql(`
  query NotificationsLatestEntry($id: ID!) {
    competition(id: $id) {
      activity(first: 1) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`);
const UNDO = graphql(`
  mutation NotificationsUndo($id: ID!) {
    undoActivity(id: $id) {
      id
    }
  }
`);
const PRESENCE = graphql(`
  subscription NotificationsPresence($id: ID!) {
    competitionPresence(id: $id) {
      count
    }
  }
`);
const ACCEPT = graphql(`
  mutation NotificationsAccept($id: ID!) {
    acceptFriendRequest(userId: $id) {
      id
    }
  }
`);
const CANCEL = graphql(`
  mutation NotificationsCancel($id: ID!) {
    cancelFriendRequest(userId: $id) {
      id
    }
  }
`);
const TEST_FRIEND = graphql(`
  query NotificationsTestFriend($u: String!) {
    user(username: $u) {
      id
    }
  }
`);
const SETTINGS = graphql(`
  query NotificationsSettings {
    me {
      notificationSettings {
        email
        push
      }
    }
  }
`);

describe("notifications of a competition", () => {
  it("are made for the other player, never the author, in one sentence each", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const { id } = await createCompetition(app.url, ana, ben, "Mario Kart 8");
    expect(await texts(ben)).toEqual([`${ana.username} started “Mario Kart 8” against you`]);
    expect(await texts(ana)).toEqual([]);
    await addRule(ben, id);
    expect(await texts(ana)).toEqual([`${ben.username} made a change to “Mario Kart 8”`]);
    expect((await bell(ben)).unreadCount).toBe(1);
    expect((await aboutCompetitions(ben))[0]).toMatchObject({
      kind: "COMPETITION_CREATED",
      read: false,
      count: 1,
      actor: { id: ana.id },
      competition: { id, name: "Mario Kart 8" },
    });
  });

  it("count further changes in the unread one, growing `count` and `at`, until it is read", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const { id } = await createCompetition(app.url, ana, ben, "Kart");
    await addRule(ana, id, "One");
    const [first] = await aboutCompetitions(ben);
    await addRule(ana, id, "Two");
    await addRule(ana, id, "Three");
    const page = await aboutCompetitions(ben);
    expect(page).toHaveLength(2);
    expect(page[0]).toMatchObject({ id: first.id, count: 3, text: `${ana.username} made 3 changes to “Kart”` });
    expect(Date.parse(page[0].at)).toBeGreaterThan(Date.parse(first.at));
    expect((await bell(ben)).unreadCount).toBe(2);

    expect(await markRead(ben, { ids: [first.id] })).toBe(1);
    await addRule(ana, id, "Four");
    expect((await aboutCompetitions(ben)).map((node) => [node.count, node.read])).toEqual([
      [1, false],
      [3, true],
      [1, false],
    ]);
    expect((await bell(ben)).unreadCount).toBe(2);
  });

  it("tell who won when the status becomes complete, winner's score first, and undoing it deletes nothing", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const created = await createCompetition(app.url, ana, ben, "Golf");
    const roundId = created.rounds[0].id;
    await graphqlAnswer(
      app.url,
      SETUP_ADD_SUB_ROUND,
      { roundId, name: "Hole", points: 3, playerId: ana.id },
      ana.cookie,
    );
    await graphqlAnswer(
      app.url,
      graphql(`
        mutation NotificationsValid($r: ID!) {
          setRoundValid(roundId: $r, valid: true) {
            id
          }
        }
      `),
      { r: roundId },
      ana.cookie,
    );
    await markRead(ben, { all: true });
    await setStatus(ana, created.id, "COMPLETE");
    expect(await texts(ben)).toEqual([
      `${ana.username} won “Golf” 1–0`,
      `${ana.username} made 2 changes to “Golf”`,
      `${ana.username} started “Golf” against you`,
    ]);
    await setStatus(ben, created.id, "ONGOING");
    await setStatus(ben, created.id, "COMPLETE");
    expect((await texts(ana))[0]).toBe(`You won “Golf” 1–0`);

    const { competition } = await graphqlAnswer(app.url, LATEST_ENTRY, { id: created.id }, ben.cookie);
    await markRead(ana, { all: true });
    await graphqlAnswer(app.url, UNDO, { id: competition.activity.edges[0].node.id }, ben.cookie);
    expect((await aboutCompetitions(ana)).map((node) => [node.kind, node.read])).toEqual([
      ["COMPETITION_CHANGED", false],
      ["COMPETITION_FINISHED", true],
      ["COMPETITION_CHANGED", true],
    ]);
  });

  it("say a draw as a draw", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const { id } = await createCompetition(app.url, ana, ben, "Chess");
    await setStatus(ben, id, "COMPLETE");
    expect((await texts(ana))[0]).toBe("“Chess” ended in a 0–0 draw");
  });

  it("keep no name once the competition is deleted", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const { id } = await createCompetition(app.url, ana, ben, "Secret");
    await graphqlAnswer(app.url, DELETE_COMPETITION, { id }, ana.cookie);
    expect(await aboutCompetitions(ben)).toMatchObject([
      { competition: null, text: `${ana.username} started a competition against you` },
    ]);
  });

  it("are read by opening the competition, and none is made while it is open", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const { id } = await createCompetition(app.url, ana, ben);
    const other = await createCompetition(app.url, ana, ben, "Other");
    await addRule(ana, id);
    expect((await bell(ben)).unreadCount).toBe(3);
    const client = wsClient(app.url, ben.cookie);
    try {
      const presence = subscribe(client, PRESENCE, { id });
      await presence.next();
      expect((await bell(ben)).unreadCount).toBe(1);
      const unread = (await aboutCompetitions(ben)).filter((node) => !node.read);
      expect(unread.map((node) => node.competition?.id)).toEqual([other.id]);
      await addRule(ana, id, "Seen live");
      expect(await aboutCompetitions(ben)).toHaveLength(3);
    } finally {
      await client.dispose();
    }
  });

  it("go to nobody whose account is deleted, nor to the seeded test friend nobody signs in as", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const { id } = await createCompetition(app.url, ana, ben);
    await graphqlAnswer(app.url, DELETE_ACCOUNT, {}, ben.cookie);
    await addRule(ana, id);
    const { user: testFriend } = await graphqlAnswer(app.url, TEST_FRIEND, { u: app.config.testFriendUsername });
    await createCompetition(app.url, ana, { ...ana, id: testFriend!.id }, "Against the test friend");
    const [notified] = await rowsOf<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from notifications where user_id in (${ben.id}, ${testFriend!.id})`,
    );
    expect(notified.n).toBe(0);
  });

  it("cost an edit no statement of their own, and the bell one", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const { id } = await createCompetition(app.url, ana, ben);
    await addRule(ana, id);
    statements = [];
    await addRule(ana, id, "Again");
    // Leaving aside the session lookup and begin/commit (which Drizzle over PGlite does not report): the lock,
    // the change with its notification, then the answer's read.
    const sent = statements.filter((statement) => !/"sessions"|^(begin|commit)$/.test(statement));
    expect(sent[0]).toMatch(/for update/);
    expect(sent[1]).toMatch(/made_notifications/);
    expect(sent.slice(2).join()).not.toMatch(/notifications/);
    statements = [];
    await bell(ben, { first: 5 });
    expect(statements.filter((statement) => !/"sessions"/.test(statement))).toHaveLength(1);
  });
});

const allTexts = async (user: TestUser) => (await bell(user)).edges.map(({ node }) => node.text);

describe("friend notifications", () => {
  it("tell a request and its acceptance; answering reads the request, cancelling takes it back", async () => {
    const [ana, ben, cal] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    await graphqlAnswer(app.url, SEND_FRIEND_REQUEST, { u: ben.username }, ana.cookie);
    expect(await allTexts(ben)).toEqual([`${ana.username} sent you a friend request`]);
    await graphqlAnswer(app.url, ACCEPT, { id: ana.id }, ben.cookie);
    expect(await allTexts(ana)).toEqual([`${ben.username} accepted your friend request`]);
    expect((await bell(ben)).unreadCount).toBe(0);

    await graphqlAnswer(app.url, SEND_FRIEND_REQUEST, { u: cal.username }, ana.cookie);
    expect((await bell(cal)).unreadCount).toBe(1);
    await graphqlAnswer(app.url, CANCEL, { id: cal.id }, ana.cookie);
    expect(await bell(cal)).toMatchObject({ unreadCount: 0, edges: [] });
  });
});

describe("the bell", () => {
  it("pages newest first with cursors, and refuses a cursor that is not its own", async () => {
    const [ana, ben] = await twoFriends(app.url);
    for (const name of ["One", "Two", "Three"]) await createCompetition(app.url, ana, ben, name);
    const first = await bell(ben, { first: 2 });
    expect(first.edges.map(({ node }) => node.competition?.name)).toEqual(["Three", "Two"]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await bell(ben, { first: 2, after: first.pageInfo.endCursor! });
    expect(second.edges.map(({ node }) => node.competition?.name ?? node.kind)).toEqual(["One", "FRIEND_REQUEST"]);
    expect(second).toMatchObject({ unreadCount: 3, pageInfo: { hasNextPage: false } });
    expect(await graphqlRefusal(app.url, BELL, { after: "nonsense" }, ben.cookie)).toEqual({
      message: "Not a cursor of this list",
      code: "BAD_USER_INPUT",
    });
  });

  it("marks one or all read, only the reader's own, and says how many were unread", async () => {
    const [ana, ben] = await twoFriends(app.url);
    await createCompetition(app.url, ana, ben, "One");
    await createCompetition(app.url, ana, ben, "Two");
    const [newest] = (await bell(ben)).edges;
    expect(await markRead(ana, { ids: [newest.node.id] })).toBe(0);
    expect(await markRead(ben, { ids: [newest.node.id, "not-an-id"] })).toBe(1);
    expect(await markRead(ben, { ids: [newest.node.id] })).toBe(0);
    expect(await markRead(ben, { all: true })).toBe(1);
    expect((await bell(ben)).unreadCount).toBe(0);
    expect(await graphqlRefusal(app.url, MARK_READ, {}, ben.cookie)).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await graphqlRefusal(app.url, MARK_READ, { all: true })).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("is pushed live: each notification made or grown, and the count after reads", async () => {
    const [ana, ben] = await twoFriends(app.url);
    const client = wsClient(app.url, ben.cookie);
    try {
      const changes = subscribe(client, NOTIFICATIONS_CHANGED, { current: true });
      expect((await changes.next()).data?.notificationsChanged).toEqual({ unreadCount: 0, notification: null });
      await subscriptionsLive(app, 1);
      const { id } = await createCompetition(app.url, ana, ben, "Live");
      expect((await changes.next()).data?.notificationsChanged).toMatchObject({
        unreadCount: 1,
        notification: { kind: "COMPETITION_CREATED", text: `${ana.username} started “Live” against you` },
      });
      await addRule(ana, id);
      await addRule(ana, id);
      await changes.next();
      expect((await changes.next()).data?.notificationsChanged).toMatchObject({
        unreadCount: 2,
        notification: { kind: "COMPETITION_CHANGED", count: 2 },
      });
      await markRead(ben, { all: true });
      expect((await changes.next()).data?.notificationsChanged).toEqual({ unreadCount: 0, notification: null });
    } finally {
      await client.dispose();
    }
  });
});

describe("notification settings", () => {
  it("start with API.md's defaults and change per list", async () => {
    const ana = await signUp(app.url);
    expect((await graphqlAnswer(app.url, SETTINGS, {}, ana.cookie)).me?.notificationSettings).toEqual({
      email: ["FRIEND_REQUEST", "INVITE_ACCEPTED", "COMPETITION_CREATED", "COMPETITION_FINISHED"],
      push: [
        "FRIEND_REQUEST",
        "FRIEND_ACCEPTED",
        "INVITE_ACCEPTED",
        "COMPETITION_CREATED",
        "COMPETITION_CHANGED",
        "COMPETITION_FINISHED",
      ],
    });
    const updated = await graphqlAnswer(
      app.url,
      UPDATE_NOTIFICATION_SETTINGS,
      { email: ["COMPETITION_FINISHED", "FRIEND_REQUEST", "FRIEND_REQUEST"] },
      ana.cookie,
    );
    expect(updated.updateNotificationSettings.notificationSettings.email).toEqual([
      "FRIEND_REQUEST",
      "COMPETITION_FINISHED",
    ]);
    expect(updated.updateNotificationSettings.notificationSettings.push).toHaveLength(6);
    expect(await graphqlRefusal(app.url, UPDATE_NOTIFICATION_SETTINGS, {}, ana.cookie)).toMatchObject({
      code: "BAD_USER_INPUT",
    });
    const { body } = await graphqlRequest(app.url, UPDATE_NOTIFICATION_SETTINGS, { push: [] }, ana.cookie);
    expect(body.data?.updateNotificationSettings.notificationSettings).toMatchObject({ push: [] });
  });
});
