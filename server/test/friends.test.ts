import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { competitions, friendships } from "../src/db/schema";
import {
  DELETE_ACCOUNT,
  FRIENDS,
  graphql,
  graphqlRequest,
  refusalIn,
  signUp,
  startTestApp,
  subscribe,
  subscriptionsLive,
  wsClient,
  type FriendsAcceptMutation,
  type FriendsAcceptMutationVariables,
  type FriendsCancelMutation,
  type FriendsRejectMutation,
  type FriendsRemoveMutation,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ testFriendUsername: "Buddy" });
});
afterAll(() => app?.stop());

const FRIENDS_CHANGED = graphql(`
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
`);
const SEND = graphql(`
  mutation FriendsSend($u: String!) {
    sendFriendRequest(username: $u) {
      id
    }
  }
`);
/** The four ways to answer or end a friendship, by mutation name: each takes the other user's id. */
const CHANGES = {
  acceptFriendRequest: graphql(`
    mutation FriendsAccept($id: ID!) {
      acceptFriendRequest(userId: $id) {
        id
      }
    }
  `),
  rejectFriendRequest: graphql(`
    mutation FriendsReject($id: ID!) {
      rejectFriendRequest(userId: $id) {
        id
      }
    }
  `),
  cancelFriendRequest: graphql(`
    mutation FriendsCancel($id: ID!) {
      cancelFriendRequest(userId: $id) {
        id
      }
    }
  `),
  removeFriend: graphql(`
    mutation FriendsRemove($id: ID!) {
      removeFriend(userId: $id) {
        id
      }
    }
  `),
};
/** Any one of them: they take the same variables, and answer with one of their four answers. */
const change = (
  name: keyof typeof CHANGES,
): TypedDocumentString<
  FriendsAcceptMutation | FriendsRejectMutation | FriendsCancelMutation | FriendsRemoveMutation,
  FriendsAcceptMutationVariables
> => CHANGES[name];
const RENAME_ANA = graphql(`
  mutation FriendsRenameAna {
    updateProfile(username: "ana-renamed") {
      id
    }
  }
`);

const request = <T, V>(user: TestUser | undefined, query: TypedDocumentString<T, V>, variables?: V) =>
  graphqlRequest(app.url, query, variables, user?.cookie);
const errorOf = async (promise: ReturnType<typeof request>) => refusalIn((await promise).body);
async function friendsOf(user: TestUser) {
  const { body } = await request(user, FRIENDS);
  return body.data!.me!.friends.filter((friend) => !friend.isTestFriend);
}
async function pairRows(a: TestUser, b: TestUser) {
  const rows = await app.database.db.select().from(friendships);
  return rows.filter((row) => [a.id, b.id].includes(row.senderId) && [a.id, b.id].includes(row.receiverId));
}

describe("sendFriendRequest", () => {
  it("applies SPEC's rules in order, with their exact messages", async () => {
    const [ana, ben, gone] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    await request(gone, DELETE_ACCOUNT);
    const bad = (username: string) => errorOf(request(ana, SEND, { u: username }));
    expect(await bad("")).toEqual({ message: "Please enter something", code: "BAD_USER_INPUT" });
    expect(await bad("Friend")).toEqual({ message: "Forbidden friends 🐰🥚", code: "BAD_USER_INPUT" });
    expect(await bad("draw")).toEqual({ message: "Forbidden friends 🐰🥚", code: "BAD_USER_INPUT" });
    expect(await bad(ana.username)).toEqual({ message: "That's you!", code: "BAD_USER_INPUT" });
    expect(await bad(ben.username.toUpperCase())).toEqual({
      message: "No user with that exact name",
      code: "BAD_USER_INPUT",
    });
    expect(await bad(gone.username)).toEqual({ message: "That user has been deleted", code: "BAD_USER_INPUT" });
    expect(await bad("Buddy")).toEqual({ message: "Invite already sent / Friends already", code: "BAD_USER_INPUT" });
    expect((await request(ana, SEND, { u: ben.username })).body.errors).toBeUndefined();
    expect(await bad(ben.username)).toEqual({
      message: "Invite already sent / Friends already",
      code: "BAD_USER_INPUT",
    });
    expect(await errorOf(request(ben, SEND, { u: ana.username }))).toMatchObject({
      message: "Invite already sent / Friends already",
    });
    expect(await errorOf(request(undefined, SEND, { u: ben.username }))).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("lets crossing requests end as one pending request, never two rows", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const results = await Promise.all([
      request(ana, SEND, { u: ben.username }),
      request(ben, SEND, { u: ana.username }),
    ]);
    const failures = results.filter(({ body }) => body.errors);
    expect(failures).toHaveLength(1);
    expect(failures[0].body.errors![0].message).toBe("Invite already sent / Friends already");
    expect(await pairRows(ana, ben)).toHaveLength(1);
  });
});

describe("answering requests", () => {
  it("shows a request on both sides, and accepting makes both friends", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    await request(ana, SEND, { u: ben.username });
    expect(await friendsOf(ana)).toEqual([
      {
        status: "OUTGOING",
        score: [0, 0],
        isTestFriend: false,
        user: { id: ben.id, username: ben.username, deleted: false },
      },
    ]);
    expect((await friendsOf(ben))[0]).toMatchObject({ status: "INCOMING", user: { id: ana.id } });

    expect(await errorOf(request(ana, change("acceptFriendRequest"), { id: ben.id }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await request(ben, change("acceptFriendRequest"), { id: ana.id })).body.errors).toBeUndefined();
    expect((await friendsOf(ana))[0].status).toBe("ACCEPTED");
    expect((await friendsOf(ben))[0].status).toBe("ACCEPTED");

    expect((await request(ana, change("removeFriend"), { id: ben.id })).body.errors).toBeUndefined();
    expect(await friendsOf(ana)).toEqual([]);
    expect(await friendsOf(ben)).toEqual([]);
  });

  it("lets the invitee reject and the sender cancel, and nobody else", async () => {
    const [ana, ben, cy] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    await request(ana, SEND, { u: ben.username });
    for (const [user, mutation, id] of [
      [cy, "acceptFriendRequest", ana.id],
      [cy, "rejectFriendRequest", ana.id],
      [cy, "cancelFriendRequest", ben.id],
      [ana, "rejectFriendRequest", ben.id],
      [ben, "cancelFriendRequest", ana.id],
      [ana, "removeFriend", ben.id],
      [ana, "acceptFriendRequest", "not-an-id"],
    ] as const) {
      expect(await errorOf(request(user, change(mutation), { id })), `${mutation} by ${user.username}`).toMatchObject({
        code: "NOT_FOUND",
      });
    }
    expect(await pairRows(ana, ben)).toEqual([expect.objectContaining({ accepted: false })]);

    await request(ben, change("rejectFriendRequest"), { id: ana.id });
    expect(await pairRows(ana, ben)).toEqual([]);
    await request(ana, SEND, { u: ben.username });
    await request(ana, change("cancelFriendRequest"), { id: ben.id });
    expect(await pairRows(ana, ben)).toEqual([]);
  });
});

describe("Me.friends", () => {
  it("marks the test friend and deleted users", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    await request(ana, SEND, { u: ben.username });
    await request(ben, DELETE_ACCOUNT);
    const { body } = await request(ana, FRIENDS);
    expect(body.data!.me?.friends).toMatchObject([
      { isTestFriend: true, status: "ACCEPTED", user: { username: "Buddy" } },
      { isTestFriend: false, user: { id: ben.id, deleted: true } },
    ]);
  });

  it("scores complete competitions between the two, mine first, in either player order", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    await request(ana, SEND, { u: ben.username });
    await request(ben, change("acceptFriendRequest"), { id: ana.id });
    const base = { name: "c", status: "complete" as const, completedAt: new Date() as Date | null };
    await app.database.db.insert(competitions).values([
      { ...base, playerOneId: ana.id, playerTwoId: ben.id, winnerId: ana.id },
      { ...base, playerOneId: ben.id, playerTwoId: ana.id, winnerId: ana.id },
      { ...base, playerOneId: ben.id, playerTwoId: ana.id, winnerId: null },
      { ...base, status: "ongoing", completedAt: null, playerOneId: ben.id, playerTwoId: ana.id, winnerId: ben.id },
      { ...base, status: "abandoned", completedAt: null, playerOneId: ben.id, playerTwoId: ana.id, winnerId: ben.id },
    ]);
    expect((await friendsOf(ana))[0].score).toEqual([3, 1]);
    expect((await friendsOf(ben))[0].score).toEqual([1, 3]);
  });
});

describe("meChanged", () => {
  it("pushes a friend request to its receiver over a real WebSocket, and a rename to friends", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const client = wsClient(app.url, ben.cookie);
    const events = subscribe(client, FRIENDS_CHANGED);
    await subscriptionsLive(app, 1);
    await request(ana, SEND, { u: ben.username });
    const received = await events.next();
    expect(received.data?.meChanged.friends).toContainEqual({
      status: "INCOMING",
      user: { id: ana.id, username: ana.username },
    });

    await request(ana, RENAME_ANA);
    const renamed = await events.next();
    expect(renamed.data?.meChanged.friends).toContainEqual({
      status: "INCOMING",
      user: { id: ana.id, username: "ana-renamed" },
    });
    await client.dispose();
  });
});
