import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity, competitions, friendships, invites } from "../src/db/schema";
import {
  ACCEPT_INVITE,
  CREATE_INVITE,
  createInvite,
  DELETE_ACCOUNT,
  graphql,
  graphqlAnswer,
  graphqlRefusal,
  graphqlRequest,
  SEND_FRIEND_REQUEST,
  signUp,
  startTestApp,
  subscribe,
  subscriptionsLive,
  twoFriends,
  wsClient,
  type TestApp,
  type TestUser,
} from "./support";

const PREVIEW = graphql(`
  query TestInvitePreview($token: String!) {
    invite(token: $token) {
      inviter {
        id
        username
      }
      competitionName
    }
  }
`);

const MY_INVITES = graphql(`
  query TestMyInvites {
    me {
      id
      invites {
        id
        url
        competitionName
        revoked
        expiresAt
        acceptedBy {
          id
          username
        }
      }
    }
  }
`);

const REVOKE = graphql(`
  mutation TestRevokeInvite($id: ID!) {
    revokeInvite(id: $id) {
      id
      revoked
      url
    }
  }
`);

const FRIENDS = graphql(`
  query TestInviteFriends {
    me {
      id
      friends {
        status
        user {
          id
        }
      }
    }
  }
`);

const ME_CHANGED = graphql(`
  subscription TestInviteMeChanged {
    meChanged {
      friends {
        status
        user {
          id
        }
      }
      invites {
        acceptedBy {
          id
        }
      }
    }
  }
`);

const MY_COMPETITIONS_CHANGED = graphql(`
  subscription TestInviteCompetitionsChanged {
    myCompetitionsChanged {
      version
      competition {
        id
        name
      }
    }
  }
`);

const BELL = graphql(`
  query TestInviteBell {
    me {
      id
      notifications {
        unreadCount
        edges {
          node {
            kind
            text
            actor {
              id
            }
            competition {
              id
            }
          }
        }
      }
    }
  }
`);

const GONE = { message: "This invite link is no longer valid", code: "NOT_FOUND" };
const KART = { name: " Mario Kart 8 ", image: "https://example.com/kart.png", rules: ["150cc", " No items "] };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ testFriendUsername: "Buddy" });
});
afterAll(() => app?.stop());

const preview = async (token: string) => (await graphqlAnswer(app.url, PREVIEW, { token })).invite;
const accept = (token: string, user: TestUser) => graphqlRequest(app.url, ACCEPT_INVITE, { token }, user.cookie);
const refusalOfAccept = (token: string, user?: TestUser) =>
  graphqlRefusal(app.url, ACCEPT_INVITE, { token }, user?.cookie);
const myInvites = async (user: TestUser) => (await graphqlAnswer(app.url, MY_INVITES, {}, user.cookie)).me!.invites;
async function friendsOf(user: TestUser) {
  const { me } = await graphqlAnswer(app.url, FRIENDS, {}, user.cookie);
  return me!.friends.map((friend) => ({ id: friend.user.id, status: friend.status }));
}
/** Makes the invite's 7 days over, as the database's clock would after a week. */
async function expire(id: string) {
  await app.database.db
    .update(invites)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(invites.id, id));
}
async function pairRows(a: TestUser, b: TestUser) {
  const rows = await app.database.db.select().from(friendships);
  return rows.filter((row) => [a.id, b.id].includes(row.senderId) && [a.id, b.id].includes(row.receiverId));
}
async function competitionsBetween(a: TestUser, b: TestUser) {
  const rows = await app.database.db.select().from(competitions);
  return rows.filter((row) => [a.id, b.id].includes(row.playerOneId) && [a.id, b.id].includes(row.playerTwoId));
}

describe("making an invite link", () => {
  it("shows a 128-bit token once, in the link, and stores only its hash", async () => {
    const ana = await signUp(app.url);
    const { body } = await graphqlRequest(app.url, CREATE_INVITE, {}, ana.cookie);
    const invite = body.data!.createInvite;
    const token = invite.url!.slice(`${app.publicUrl}/invite/`.length);
    expect(invite.url).toBe(`${app.publicUrl}/invite/${token}`);
    // 16 random bytes in base32: 26 characters of a-z and 2-7.
    expect(token).toMatch(/^[a-z2-7]{26}$/);
    expect(invite).toMatchObject({ competitionName: null, revoked: false, acceptedBy: null });
    const days = (Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const [row] = await app.database.db.select().from(invites).where(eq(invites.id, invite.id));
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await myInvites(ana)).toEqual([
      {
        id: invite.id,
        url: null,
        competitionName: null,
        revoked: false,
        expiresAt: invite.expiresAt,
        acceptedBy: null,
      },
    ]);
    expect(await preview(token)).toEqual({ inviter: { id: ana.id, username: ana.username }, competitionName: null });
  });

  it("checks its competition as createCompetition does, and stores nothing when refused", async () => {
    const ana = await signUp(app.url);
    const refusal = (competition: object) => graphqlRefusal(app.url, CREATE_INVITE, { competition }, ana.cookie);
    const badInput = (message: string) => ({ message, code: "BAD_USER_INPUT" });
    expect(await refusal({ name: "  " })).toEqual(badInput("Competitions should have names"));
    expect(await refusal({ name: "x".repeat(101) })).toEqual(badInput("Name too long (100 max)"));
    expect(await refusal({ name: "Kart", image: "javascript:alert(1)" })).toEqual(
      badInput("Image must be an http(s) URL"),
    );
    expect(await refusal({ name: "Kart", rules: ["ok", " "] })).toEqual(badInput("Please enter something"));
    expect(await refusal({ name: "Kart", rules: ["x".repeat(501)] })).toEqual(badInput("Rule too long (500 max)"));
    expect(await refusal({ name: "Kart", rules: Array.from({ length: 51 }, (_, i) => `r${i}`) })).toEqual(
      badInput("Too many rules (50 max)"),
    );
    expect(await myInvites(ana)).toEqual([]);
  });

  it("needs a session, for making, listing, revoking and accepting", async () => {
    const unauthenticated = { message: "You must log in first.", code: "UNAUTHENTICATED" };
    expect(await graphqlRefusal(app.url, CREATE_INVITE, {})).toEqual(unauthenticated);
    expect(await graphqlRefusal(app.url, REVOKE, { id: crypto.randomUUID() })).toEqual(unauthenticated);
    expect(await refusalOfAccept("whatever")).toEqual(unauthenticated);
    expect((await graphqlAnswer(app.url, MY_INVITES)).me).toBeNull();
  });
});

describe("accepting an invite link", () => {
  it("makes the two friends and starts the competition, the inviter as player one, and uses the link up", async () => {
    const [ana, ben, cy] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    const { token, id } = await createInvite(app.url, ana, KART);
    expect(await preview(token)).toEqual({
      inviter: { id: ana.id, username: ana.username },
      competitionName: "Mario Kart 8",
    });

    const { body } = await accept(token, ben);
    const { friend, competition } = body.data!.acceptInvite;
    expect(friend).toEqual({ id: ana.id, username: ana.username });
    expect(competition).toEqual({
      id: expect.any(String) as string,
      name: "Mario Kart 8",
      image: "https://example.com/kart.png",
      status: "ONGOING",
      version: 1,
      players: [{ id: ana.id }, { id: ben.id }],
      rules: [{ text: "150cc" }, { text: "No items" }],
    });
    expect(await friendsOf(ana)).toContainEqual({ id: ben.id, status: "ACCEPTED" });
    expect(await friendsOf(ben)).toContainEqual({ id: ana.id, status: "ACCEPTED" });
    const [entry] = await app.database.db.select().from(activity).where(eq(activity.competitionId, competition!.id));
    expect(entry).toMatchObject({ kind: "COMPETITION_CREATED", actorId: ana.id, version: 1 });

    // Used up: nobody else gets in with it, and the preview no longer tells anything.
    expect(await refusalOfAccept(token, cy)).toEqual(GONE);
    expect(await refusalOfAccept(token, ben)).toEqual(GONE);
    expect(await preview(token)).toBeNull();
    expect(await friendsOf(cy)).not.toContainEqual(expect.objectContaining({ id: ana.id }));
    expect(await competitionsBetween(ana, ben)).toHaveLength(1);
    // Listed as accepted, by whom.
    expect(await myInvites(ana)).toEqual([
      expect.objectContaining({
        id,
        competitionName: "Mario Kart 8",
        acceptedBy: { id: ben.id, username: ben.username },
      }),
    ]);
  });

  it("makes friends only, when the link has no competition", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const { token } = await createInvite(app.url, ana);
    const { body } = await accept(token, ben);
    expect(body.data!.acceptInvite).toEqual({ friend: { id: ana.id, username: ana.username }, competition: null });
    expect(await pairRows(ana, ben)).toEqual([expect.objectContaining({ accepted: true })]);
    expect(await competitionsBetween(ana, ben)).toEqual([]);
  });

  it("accepts a request either way, and is fine between friends already", async () => {
    for (const sender of ["inviter", "invitee"] as const) {
      const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
      const [from, to] = sender === "inviter" ? [ana, ben] : [ben, ana];
      await graphqlAnswer(app.url, SEND_FRIEND_REQUEST, { u: to.username }, from.cookie);
      const { token } = await createInvite(app.url, ana, { name: "Kart" });
      expect((await accept(token, ben)).body.errors).toBeUndefined();
      expect(await pairRows(ana, ben)).toEqual([expect.objectContaining({ senderId: from.id, accepted: true })]);
    }
    const [ana, ben] = await twoFriends(app.url);
    const { token } = await createInvite(app.url, ana, { name: "Rematch" });
    expect((await accept(token, ben)).body.data!.acceptInvite.competition!.name).toBe("Rematch");
    expect(await pairRows(ana, ben)).toEqual([expect.objectContaining({ accepted: true })]);
  });

  it("refuses the inviter's own link, changing nothing, and every link it cannot accept alike", async () => {
    const ana = await signUp(app.url);
    const { token } = await createInvite(app.url, ana, { name: "Kart" });
    expect(await refusalOfAccept(token, ana)).toEqual({ message: "That's you!", code: "BAD_USER_INPUT" });
    expect(await preview(token)).not.toBeNull();
    expect(await refusalOfAccept("a".repeat(26), ana)).toEqual(GONE);
    expect(await refusalOfAccept("", ana)).toEqual(GONE);
    expect(await preview("a".repeat(26))).toBeNull();
  });

  it("refuses an expired link, and the preview shows nothing", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const { token, id } = await createInvite(app.url, ana, { name: "Kart" });
    await expire(id);
    expect(await preview(token)).toBeNull();
    expect(await refusalOfAccept(token, ben)).toEqual(GONE);
    expect(await myInvites(ana)).toEqual([]);
    expect(await pairRows(ana, ben)).toEqual([]);
  });

  it("refuses a revoked link; only the inviter may revoke it", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const { token, id } = await createInvite(app.url, ana, { name: "Kart" });
    const notFound = { message: "Invite not found", code: "NOT_FOUND" };
    expect(await graphqlRefusal(app.url, REVOKE, { id }, ben.cookie)).toEqual(notFound);
    expect(await graphqlRefusal(app.url, REVOKE, { id: "not-an-id" }, ana.cookie)).toEqual(notFound);
    expect(await preview(token)).not.toBeNull();

    expect((await graphqlAnswer(app.url, REVOKE, { id }, ana.cookie)).revokeInvite).toEqual({
      id,
      revoked: true,
      url: null,
    });
    expect(await preview(token)).toBeNull();
    expect(await refusalOfAccept(token, ben)).toEqual(GONE);
    expect(await myInvites(ana)).toEqual([]);
    expect(await pairRows(ana, ben)).toEqual([]);
  });

  it("refuses the link of an account deleted since", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const { token } = await createInvite(app.url, ana, { name: "Kart" });
    await graphqlAnswer(app.url, DELETE_ACCOUNT, {}, ana.cookie);
    expect(await preview(token)).toBeNull();
    expect(await refusalOfAccept(token, ben)).toEqual(GONE);
    expect(await pairRows(ana, ben)).toEqual([]);
  });

  it("shows the inviter the new friend and competition live", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const { token } = await createInvite(app.url, ana, { name: "Live Kart" });
    const client = wsClient(app.url, ana.cookie);
    try {
      const me = subscribe(client, ME_CHANGED);
      const lists = subscribe(client, MY_COMPETITIONS_CHANGED);
      await subscriptionsLive(app, 2);
      await accept(token, ben);
      const pushed = (await me.next()).data!.meChanged;
      expect(pushed.friends).toContainEqual({ status: "ACCEPTED", user: { id: ben.id } });
      expect(pushed.invites).toEqual([{ acceptedBy: { id: ben.id } }]);
      expect((await lists.next()).data!.myCompetitionsChanged).toMatchObject({
        version: 1,
        competition: { name: "Live Kart" },
      });
      me.unsubscribe();
      lists.unsubscribe();
    } finally {
      await client.dispose();
    }
  });
});

describe("the inviter's notification", () => {
  const bellOf = async (user: TestUser) => (await graphqlAnswer(app.url, BELL, {}, user.cookie)).me!.notifications;

  it("is one INVITE_ACCEPTED naming the competition it started, and the one who accepted hears nothing", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const { token } = await createInvite(app.url, ana, KART);
    const { competition } = (await accept(token, ben)).body.data!.acceptInvite;
    expect(await bellOf(ana)).toEqual({
      unreadCount: 1,
      edges: [
        {
          node: {
            kind: "INVITE_ACCEPTED",
            text: expect.stringContaining("Mario Kart 8") as string,
            actor: { id: ben.id },
            competition: { id: competition!.id },
          },
        },
      ],
    });
    expect((await bellOf(ben)).unreadCount).toBe(0);
  });

  it("is one INVITE_ACCEPTED without a competition when the link only makes friends", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const { token } = await createInvite(app.url, ana);
    await accept(token, ben);
    const bell = await bellOf(ana);
    expect(bell.unreadCount).toBe(1);
    expect(bell.edges.map(({ node }) => node)).toEqual([
      { kind: "INVITE_ACCEPTED", text: expect.any(String) as string, actor: { id: ben.id }, competition: null },
    ]);
  });
});

describe("open invites", () => {
  it("are at most 20 per user: revoked, used and expired ones make room", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const made = [];
    for (let i = 0; i < 20; i++) made.push(await createInvite(app.url, ana));
    const limited = {
      message: "You have 20 open invites: revoke one to make another",
      code: "RATE_LIMITED",
    };
    expect(await graphqlRefusal(app.url, CREATE_INVITE, {}, ana.cookie)).toEqual(limited);
    expect(await myInvites(ana)).toHaveLength(20);

    await graphqlAnswer(app.url, REVOKE, { id: made[0].id }, ana.cookie);
    await createInvite(app.url, ana);
    expect(await graphqlRefusal(app.url, CREATE_INVITE, {}, ana.cookie)).toEqual(limited);

    await accept(made[1].token, ben);
    await createInvite(app.url, ana);
    expect(await graphqlRefusal(app.url, CREATE_INVITE, {}, ana.cookie)).toEqual(limited);

    await expire(made[2].id);
    await createInvite(app.url, ana);
    expect(await graphqlRefusal(app.url, CREATE_INVITE, {}, ana.cookie)).toEqual(limited);
  });
});

const engines = [
  { name: "PGlite", enabled: true, overrides: { databaseUrl: undefined, pgliteDataDir: "memory://" } },
  { name: "PostgreSQL", enabled: Boolean(process.env.TEST_DATABASE_URL), overrides: {} },
];

describe.each(engines.filter((engine) => engine.enabled))("at once, on $name", ({ overrides }) => {
  let racing: TestApp;
  beforeAll(async () => {
    racing = await startTestApp(overrides);
  });
  afterAll(() => racing?.stop());

  it("one link accepted by several people at once makes exactly one friendship and one competition", async () => {
    for (let round = 0; round < 5; round++) {
      const inviter = await signUp(racing.url);
      const { token } = await createInvite(racing.url, inviter, { name: `Race ${round}`, rules: ["one"] });
      const takers = await Promise.all([1, 2, 3].map(() => signUp(racing.url)));
      const answers = await Promise.all(
        takers.map((taker) => graphqlRequest(racing.url, ACCEPT_INVITE, { token }, taker.cookie)),
      );
      const won = answers.filter(({ body }) => body.data?.acceptInvite);
      expect(won).toHaveLength(1);
      expect(answers.filter(({ body }) => body.errors?.[0].message === GONE.message)).toHaveLength(2);
      const winner = takers[answers.indexOf(won[0])];
      const rows = await racing.database.db.select().from(competitions).where(eq(competitions.playerOneId, inviter.id));
      expect(rows.map((row) => row.playerTwoId)).toEqual([winner.id]);
      const friends = await racing.database.db.select().from(friendships).where(eq(friendships.senderId, inviter.id));
      expect(friends.map((row) => row.receiverId)).toEqual([winner.id]);
    }
  });

  it("invites made at once stop at the limit of 20 open", async () => {
    const ana = await signUp(racing.url);
    for (let i = 0; i < 17; i++) await createInvite(racing.url, ana);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => graphqlRequest(racing.url, CREATE_INVITE, {}, ana.cookie)),
    );
    expect(answers.filter(({ body }) => body.data?.createInvite)).toHaveLength(3);
    expect(answers.filter(({ body }) => body.errors?.[0].extensions?.code === "RATE_LIMITED")).toHaveLength(3);
    const rows = await racing.database.db.select().from(invites).where(eq(invites.inviterId, ana.id));
    expect(rows).toHaveLength(20);
  });
});
