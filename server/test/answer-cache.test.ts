import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCompetition,
  graphql,
  graphqlAnswer,
  graphqlRefusal,
  rowsOf,
  signUp,
  startTestApp,
  twoFriends,
  type TestApp,
  type TestCompetition,
  type TestUser,
  SIGN_OUT,
  startTcpProxy,
  type TcpProxy,
} from "./support";

/** A query asked again is answered from memory only when the database vouches for every read behind it. */

const COMPETITION = graphql(`
  query AnswerCacheCompetition($id: ID!) {
    competition(id: $id) {
      id
      version
      name
      players {
        id
        username
      }
      rounds {
        id
        subRounds {
          name
          points
        }
      }
    }
  }
`);
const FRIENDS = graphql(`
  query AnswerCacheFriends {
    me {
      friends {
        status
        user {
          username
        }
      }
    }
  }
`);
const ADD_SUB_ROUND = graphql(`
  mutation AnswerCacheAddSubRound($roundId: ID!, $name: String!) {
    addSubRound(roundId: $roundId, name: $name, points: 1, playerId: null) {
      id
      version
    }
  }
`);
const RENAME = graphql(`
  mutation AnswerCacheRename($username: String!) {
    updateProfile(username: $username) {
      username
    }
  }
`);

let app: TestApp;
const statements: string[] = [];
let ana: TestUser, ben: TestUser;
let race: TestCompetition;

beforeAll(async () => {
  app = await startTestApp({}, { onQuery: (query) => statements.push(query) });
  [ana, ben] = await twoFriends(app.url);
  race = await createCompetition(app.url, ana, ben);
});
afterAll(() => app?.stop());

/** The answer's text and type, as sent, and the statements the request cost. */
async function asked(query: { toString(): string }, variables: object, user: TestUser, url = app.url, accept?: string) {
  const before = statements.length;
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: user.cookie, ...(accept && { accept }) },
    body: JSON.stringify({ query: String(query), variables }),
  });
  const type = response.headers.get("content-type");
  return { text: await response.text(), type, statements: statements.slice(before) };
}

describe("a query asked again", () => {
  it("costs one statement that returns a digest, and gives the same bytes", async () => {
    const first = await asked(COMPETITION, { id: race.id }, ana);
    const again = await asked(COMPETITION, { id: race.id }, ana);
    expect(again.text).toBe(first.text);
    expect(JSON.parse(again.text)).toMatchObject({ data: { competition: { id: race.id } } });
    expect(again.statements).toHaveLength(1);
    expect(again.statements[0]).toMatch(/^select \(select encode\(sha256.*\) as digest$/s);
  });

  it("is sent as the type the request accepts, as Apollo sent it the first time", async () => {
    const apolloClient = "application/graphql-response+json,application/json;q=0.9";
    const first = await asked(COMPETITION, { id: race.id }, ana, app.url, apolloClient);
    const again = await asked(COMPETITION, { id: race.id }, ana, app.url, apolloClient);
    const plain = await asked(COMPETITION, { id: race.id }, ana);
    expect(again).toMatchObject({ text: first.text, type: first.type, statements: [expect.any(String)] });
    expect(first.type).toMatch(/^application\/graphql-response\+json/);
    expect(plain.type).toBe("application/json; charset=utf-8");
  });

  it("is never sent once its session has ended", async () => {
    const cleo = await signUp(app.url);
    await asked(FRIENDS, {}, cleo);
    await graphqlAnswer(app.url, SIGN_OUT, {}, cleo.cookie);
    expect(JSON.parse((await asked(FRIENDS, {}, cleo)).text)).toEqual({ data: { me: null } });
  });

  it("shows an edit made by the other player at once", async () => {
    await asked(COMPETITION, { id: race.id }, ana);
    const { addSubRound } = await graphqlAnswer(
      app.url,
      ADD_SUB_ROUND,
      { roundId: race.rounds[0].id, name: "Rainbow Road" },
      ben.cookie,
    );
    const after = await asked(COMPETITION, { id: race.id }, ana);
    expect(JSON.parse(after.text)).toMatchObject({
      data: { competition: { version: addSubRound.version, rounds: [{ subRounds: [{ name: "Rainbow Road" }] }] } },
    });
    // The check found the rows changed, so the competition was read again.
    expect(after.statements).toHaveLength(2);
  });

  it("shows a change nobody announced (another instance, a fix in SQL) at once", async () => {
    await asked(COMPETITION, { id: race.id }, ana);
    await app.database.db.execute(sql`update competitions set name = 'Renamed in SQL' where id = ${race.id}`);
    const after = await asked(COMPETITION, { id: race.id }, ana);
    expect(JSON.parse(after.text)).toMatchObject({ data: { competition: { name: "Renamed in SQL" } } });
  });

  it("shows a friend's new username, on the friends page and in the competition", async () => {
    await asked(FRIENDS, {}, ana);
    await asked(COMPETITION, { id: race.id }, ana);
    await graphqlAnswer(app.url, RENAME, { username: "ben-renamed" }, ben.cookie);
    const friends = JSON.parse((await asked(FRIENDS, {}, ana)).text) as { data: { me: { friends: unknown[] } } };
    expect(friends.data.me.friends).toContainEqual({ status: "ACCEPTED", user: { username: "ben-renamed" } });
    const competition = JSON.parse((await asked(COMPETITION, { id: race.id }, ana)).text) as {
      data: { competition: { players: { username: string }[] } };
    };
    expect(competition.data.competition.players.map((player) => player.username)).toContain("ben-renamed");
  });

  it("is never another viewer's answer", async () => {
    const carl = await signUp(app.url);
    await asked(COMPETITION, { id: race.id }, ana);
    expect(await graphqlRefusal(app.url, COMPETITION, { id: race.id }, carl.cookie)).toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

const FRIENDS_PAGE = graphql(`
  query AnswerCacheFriendsPage {
    me {
      friends {
        status
        score
        user {
          username
        }
        rivalry {
          record {
            wins
            losses
            draws
          }
          opponentRating
        }
      }
    }
  }
`);
const BELL = graphql(`
  query AnswerCacheBell {
    me {
      notifications(first: 2) {
        unreadCount
        edges {
          node {
            id
            read
            text
            competition {
              name
            }
          }
        }
      }
    }
  }
`);

/**
 * The friends page and the bell are vouched for by the versions of the rows they are built from (db/prepared.ts
 * `rowVersions`), not their contents: each change of one of those rows, made in SQL so that nothing announces it,
 * must show on the next read, as a read of the same query that was never kept shows it.
 */
describe("the friends page and the bell, asked again after a change nobody announced", () => {
  let dana: TestUser, eve: TestUser, finn: TestUser;
  let between: TestCompetition;
  let unaccepted = 0;
  const execute = (query: ReturnType<typeof sql>) => app.database.db.execute(query);
  beforeAll(async () => {
    [dana, eve] = await twoFriends(app.url);
    finn = await signUp(app.url);
    between = await createCompetition(app.url, dana, eve, "Baby Park");
  });

  /** Asks until the answer is kept, makes the change, then asks again: the answer is that of a query never kept. */
  async function changes(query: { toString(): string }, user: TestUser, change: () => Promise<unknown>) {
    await asked(query, {}, user);
    const kept = await asked(query, {}, user);
    expect(kept.statements, kept.text).toHaveLength(1);
    await change();
    const after = await asked(query, {}, user);
    // Another accepted type is another key: nothing is kept for it yet.
    const unkept = await asked(query, {}, user, app.url, `application/json;q=0.${++unaccepted}`);
    expect(after.text).not.toBe(kept.text);
    expect(after.text).toBe(unkept.text);
  }

  it("shows a new friend request, its acceptance and a removed friend", async () => {
    await changes(FRIENDS_PAGE, dana, () =>
      execute(sql`insert into friendships (sender_id, receiver_id) values (${finn.id}, ${dana.id})`),
    );
    await changes(FRIENDS_PAGE, dana, () =>
      execute(sql`update friendships set accepted = true where sender_id = ${finn.id}`),
    );
    await changes(FRIENDS_PAGE, dana, () => execute(sql`delete from friendships where sender_id = ${finn.id}`));
  });

  it("shows a friend renamed, a friend's rating, and a competition between them completed and its result fixed", async () => {
    await changes(FRIENDS_PAGE, dana, () =>
      execute(sql`update users set username = 'eve-in-sql' where id = ${eve.id}`),
    );
    await changes(FRIENDS_PAGE, dana, () => execute(sql`update users set rating = 1600 where id = ${eve.id}`));
    await changes(FRIENDS_PAGE, dana, () =>
      execute(sql`update competitions set status = 'complete', completed_at = now(), winner_id = ${dana.id}
        where id = ${between.id}`),
    );
    await changes(FRIENDS_PAGE, dana, () =>
      execute(sql`update competitions set winner_id = ${eve.id} where id = ${between.id}`),
    );
  });

  it("shows a new notification, one read, and one read beyond the page", async () => {
    const notify = () =>
      execute(sql`insert into notifications (user_id, kind, actor_id, competition_id)
        values (${dana.id}, 'COMPETITION_CREATED', ${eve.id}, ${between.id})`);
    await notify();
    await notify();
    await changes(BELL, dana, notify);
    const [oldest] = await rowsOf<{ id: string }>(
      app.database.db,
      sql`select id from notifications where user_id = ${dana.id} order by at, id limit 1`,
    );
    await changes(BELL, dana, () => execute(sql`update notifications set read_at = now() where id = ${oldest.id}`));
    await changes(BELL, dana, () =>
      execute(sql`update notifications set read_at = now() where user_id = ${dana.id} and read_at is null`),
    );
  });

  it("shows its actor renamed, its competition renamed, and a competition that became visible", async () => {
    await changes(BELL, dana, () => execute(sql`update users set username = 'eve-again' where id = ${eve.id}`));
    await changes(BELL, dana, () =>
      execute(sql`update competitions set name = 'Renamed in SQL' where id = ${between.id}`),
    );
    // A competition between two others, which finn may see only once he is a friend of one of its players.
    const theirs = await createCompetition(app.url, dana, eve, "Not finn's");
    await execute(sql`insert into notifications (user_id, kind, actor_id, competition_id)
      values (${finn.id}, 'COMPETITION_CHANGED', ${eve.id}, ${theirs.id})`);
    await changes(BELL, finn, () =>
      execute(sql`insert into friendships (sender_id, receiver_id, accepted) values (${finn.id}, ${eve.id}, true)`),
    );
  });
});

describe("a query whose operation cannot be picked", () => {
  it("is refused as the client's mistake, not failed as the server's", async () => {
    // Two operations and a name that matches neither, as GraphiQL sends when run just after its tab changed.
    const document = "query First { me { id } } query Second { me { username } }";
    const response = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: ana.cookie },
      body: JSON.stringify({ query: document, operationName: "Third" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ message: 'Unknown operation named "Third".', extensions: { code: "OPERATION_RESOLUTION_FAILURE" } }],
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await startTestApp({ databaseUrl: app.config.databaseUrl });
  });
  afterAll(() => other?.stop());

  it("an edit on one shows on the other's next read, without waiting for its announcement", async () => {
    await asked(COMPETITION, { id: race.id }, ana, other.url);
    const { addSubRound } = await graphqlAnswer(
      app.url,
      ADD_SUB_ROUND,
      { roundId: race.rounds[0].id, name: "Moo Moo Meadows" },
      ben.cookie,
    );
    const after = JSON.parse((await asked(COMPETITION, { id: race.id }, ana, other.url)).text) as {
      data: { competition: { version: number } };
    };
    expect(after.data.competition.version).toBe(addSubRound.version);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("when the database cannot vouch", () => {
  let proxy: TcpProxy;
  let cut: TestApp;
  beforeAll(async () => {
    proxy = await startTcpProxy(app.config.databaseUrl!);
    cut = await startTestApp({ databaseUrl: proxy.urlFor(app.config.databaseUrl!) });
  });
  afterAll(async () => {
    await cut?.stop();
    await proxy?.close();
  });

  it("is not sent: the query runs and answers UNAVAILABLE, then the answer again once it is back", async () => {
    const first = await asked(COMPETITION, { id: race.id }, ana, cut.url);
    expect(JSON.parse(first.text)).toMatchObject({ data: { competition: { id: race.id } } });
    await proxy.cut();
    try {
      expect(JSON.parse((await asked(COMPETITION, { id: race.id }, ana, cut.url)).text)).toMatchObject({
        errors: [{ extensions: { code: "UNAVAILABLE" } }],
      });
    } finally {
      await proxy.restore();
    }
    await expect.poll(async () => (await asked(COMPETITION, { id: race.id }, ana, cut.url)).text).toBe(first.text);
  });
});
