import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  befriend,
  createCompetition,
  DELETE_COMPETITION,
  graphql,
  graphqlAnswer,
  graphqlRefusal,
  SETUP_ADD_RULE,
  SETUP_ADD_SUB_ROUND,
  SETUP_UPDATE_COMPETITION_INFO,
  signUp,
  startTestApp,
  subscribe,
  wsClient,
  type CompetitionStatus,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "./support";

let app: TestApp;
let ana: TestUser, ben: TestUser, cy: TestUser, dan: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [ana, ben, cy, dan] = [await signUp(app.url), await signUp(app.url), await signUp(app.url), await signUp(app.url)];
  await befriend(app.url, ana, ben);
  await befriend(app.url, ben, cy); // cy is a friend of a player, dan is a stranger
});
afterAll(() => app?.stop());

const answer = <T, V>(user: TestUser | undefined, query: TypedDocumentString<T, V>, variables?: V) =>
  graphqlAnswer(app.url, query, variables, user?.cookie);

graphql(`
  fragment RematchTestFields on Competition {
    id
    name
    image
    status
    public
    currentScore
    version
    roundCount
    players {
      id
    }
    rules {
      text
    }
    rematchOf {
      id
      name
    }
    rematches {
      id
      name
    }
  }
`);

const REMATCH = graphql(`
  mutation TestRematch($id: ID!, $cmid: ID) {
    rematch(id: $id, clientMutationId: $cmid) {
      ...RematchTestFields
    }
  }
`);

const COMPETITION = graphql(`
  query TestRematchCompetition($id: ID!) {
    competition(id: $id) {
      ...RematchTestFields
    }
  }
`);

const CREATED = graphql(`
  query TestRematchCreated($id: ID!) {
    competition(id: $id) {
      activity {
        edges {
          node {
            kind
            actor {
              id
            }
          }
        }
      }
    }
  }
`);

const SET_IMAGE = graphql(`
  mutation TestRematchSetImage($id: ID!, $image: String) {
    updateCompetitionInfo(id: $id, image: $image) {
      id
    }
  }
`);

const SET_VALID = graphql(`
  mutation TestRematchSetValid($id: ID!) {
    setRoundValid(roundId: $id, valid: true) {
      id
    }
  }
`);

const SERIES = graphql(`
  query TestRematchSeries($u: String!) {
    rivalry(username: $u) {
      series {
        competitions {
          id
          name
          players {
            id
          }
        }
        record {
          wins
          losses
          draws
        }
      }
    }
  }
`);

const BELL = graphql(`
  query RematchTestBell {
    me {
      id
      notifications(first: 1) {
        edges {
          node {
            kind
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

const MY_COMPETITIONS = graphql(`
  subscription TestRematchMyCompetitions {
    myCompetitionsChanged {
      competition {
        id
        name
        rematchOf {
          id
        }
      }
    }
  }
`);

const IMAGE = "https://images.example/kart.png";

/** A competition between ana and ben, `status` by now, with a rule and an image; ana won its one round. */
async function finished(name: string, status: CompetitionStatus = "COMPLETE") {
  const created = await createCompetition(app.url, ana, ben, name);
  const id = created.id;
  await answer(ana, SETUP_ADD_RULE, { competitionId: id, text: "No blue shells" });
  await answer(ana, SET_IMAGE, { id, image: IMAGE });
  await answer(ana, SETUP_ADD_SUB_ROUND, { roundId: created.rounds[0].id, name: "Lap", points: 3, playerId: ana.id });
  await answer(ana, SET_VALID, { id: created.rounds[0].id });
  await answer(ana, SETUP_UPDATE_COMPETITION_INFO, { id, status });
  return id;
}

const rematch = (user: TestUser, id: string, cmid?: string) =>
  answer(user, REMATCH, { id, cmid }).then((a) => a.rematch);
const names = (competitions: { name: string }[]) => competitions.map((c) => c.name);

describe("rematch", () => {
  it("starts an ongoing competition between the same two, the one who asks first, with the same rules", async () => {
    const id = await finished("Kart");
    const made = await rematch(ben, id);
    expect(made).toMatchObject({
      name: "Kart (rematch)",
      image: IMAGE,
      status: "ONGOING",
      public: false,
      currentScore: [0, 0],
      version: 1,
      roundCount: 1,
      players: [{ id: ben.id }, { id: ana.id }],
      rules: [{ text: "No blue shells" }],
      rematchOf: { id, name: "Kart" },
      rematches: [],
    });
    const { competition: original } = await answer(ana, COMPETITION, { id });
    expect(original.rematches).toEqual([{ id: made.id, name: "Kart (rematch)" }]);
    const { competition: log } = await answer(ben, CREATED, { id: made.id });
    expect(log.activity.edges.map((edge) => edge.node)).toEqual([
      { kind: "COMPETITION_CREATED", actor: { id: ben.id } },
    ]);
  });

  it("names each further rematch between the two `(rematch 2)`, `(rematch 3)`…, a rematch of a rematch too", async () => {
    const id = await finished("Smash", "ABANDONED");
    const first = await rematch(ana, id);
    const second = await rematch(ana, id);
    await answer(ana, SETUP_UPDATE_COMPETITION_INFO, { id: second.id, status: "COMPLETE" });
    const third = await rematch(ben, second.id);
    expect([first.name, second.name, third.name]).toEqual([
      "Smash (rematch)",
      "Smash (rematch 2)",
      "Smash (rematch 3)",
    ]);
    expect(third.rematchOf).toEqual({ id: second.id, name: "Smash (rematch 2)" });
    const { competition: original } = await answer(ben, COMPETITION, { id });
    expect(names(original.rematches)).toEqual(["Smash (rematch)", "Smash (rematch 2)"]);
  });

  it("makes one competition per press with a name of its own when both players press at once", async () => {
    const id = await finished("Tetris");
    const presses = [ana, ben, ana, ben, ana, ben].map((user) => rematch(user, id));
    const made = await Promise.all(presses);
    expect(new Set(made.map((c) => c.id)).size).toBe(6);
    expect(names(made).sort()).toEqual([
      "Tetris (rematch 2)",
      "Tetris (rematch 3)",
      "Tetris (rematch 4)",
      "Tetris (rematch 5)",
      "Tetris (rematch 6)",
      "Tetris (rematch)",
    ]);
    const { competition: original } = await answer(ana, COMPETITION, { id });
    expect(original.rematches).toHaveLength(6);
  });

  it("makes nothing again for a repeated clientMutationId, and answers with the rematch it made", async () => {
    const id = await finished("Pong");
    const [first, again] = await Promise.all([rematch(ana, id, "rematch-pong-1"), rematch(ana, id, "rematch-pong-1")]);
    expect(again.id).toBe(first.id);
    expect((await rematch(ana, id, "rematch-pong-1")).id).toBe(first.id);
    const { competition: original } = await answer(ana, COMPETITION, { id });
    expect(original.rematches).toEqual([{ id: first.id, name: "Pong (rematch)" }]);
  });

  it("refuses, changing nothing, an ongoing competition, anyone but its players, and an unknown id", async () => {
    const ongoing = await createCompetition(app.url, ana, ben, "Still on");
    const done = await finished("Done");
    const refused = (user: TestUser | undefined, id: string) => graphqlRefusal(app.url, REMATCH, { id }, user?.cookie);
    expect(await refused(ana, ongoing.id)).toEqual({
      message: "Only a complete or abandoned competition can be rematched",
      code: "FORBIDDEN",
    });
    expect(await refused(cy, done)).toEqual({
      message: "Only the players can edit this competition",
      code: "FORBIDDEN",
    });
    expect(await refused(dan, done)).toEqual({ message: "Competition not found", code: "NOT_FOUND" });
    expect(await refused(ana, "00000000-0000-4000-8000-00000000dead")).toEqual({
      message: "Competition not found",
      code: "NOT_FOUND",
    });
    expect(await refused(ana, "not-an-id")).toEqual({ message: "Competition not found", code: "NOT_FOUND" });
    expect(await refused(undefined, done)).toEqual({ message: "You must log in first.", code: "UNAUTHENTICATED" });
    for (const id of [ongoing.id, done]) {
      expect((await answer(ana, COMPETITION, { id })).competition.rematches).toEqual([]);
    }
  });

  it("tells the other player's lists at once", async () => {
    const id = await finished("Live");
    const client = wsClient(app.url, ana.cookie);
    try {
      const pushes = subscribe(client, MY_COMPETITIONS);
      await expect.poll(() => app.followersOf(`competitions-of:${ana.id}`)).toBe(1);
      const made = await rematch(ben, id);
      const push = await pushes.next();
      expect(push.data?.myCompetitionsChanged.competition).toEqual({
        id: made.id,
        name: "Live (rematch)",
        rematchOf: { id },
      });
    } finally {
      await client.dispose();
    }
  });

  it("tells the other player with a notification that a competition was started against them", async () => {
    const id = await finished("Bell");
    const made = await rematch(ben, id);
    const { me } = await answer(ana, BELL);
    expect(me!.notifications.edges.map((edge) => edge.node)).toEqual([
      { kind: "COMPETITION_CREATED", actor: { id: ben.id }, competition: { id: made.id } },
    ]);
  });

  it("shows each viewer only the rematches and originals they may see", async () => {
    const id = await finished("Seen");
    await answer(ana, SETUP_UPDATE_COMPETITION_INFO, { id, public: true });
    const hidden = await rematch(ana, id);
    const shown = await rematch(ana, id);
    await answer(ana, SETUP_UPDATE_COMPETITION_INFO, { id: shown.id, public: true });
    // dan, a stranger, sees the public ones only; cy, a friend of ben, sees both.
    expect((await answer(dan, COMPETITION, { id })).competition.rematches).toEqual([
      { id: shown.id, name: shown.name },
    ]);
    expect(names((await answer(cy, COMPETITION, { id })).competition.rematches)).toEqual([hidden.name, shown.name]);
    expect(names((await answer(undefined, COMPETITION, { id })).competition.rematches)).toEqual([shown.name]);

    await answer(ana, SETUP_UPDATE_COMPETITION_INFO, { id, public: false });
    expect((await answer(dan, COMPETITION, { id: shown.id })).competition.rematchOf).toBeNull();
    expect((await answer(cy, COMPETITION, { id: shown.id })).competition.rematchOf).toEqual({ id, name: "Seen" });
  });

  it("groups a series on the rivalry page with its score, also once its first competition is deleted", async () => {
    const [eve, fay] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, eve, fay);
    const first = await createCompetition(app.url, eve, fay, "Chess");
    await answer(eve, SETUP_ADD_SUB_ROUND, { roundId: first.rounds[0].id, name: "Game", points: 1, playerId: eve.id });
    await answer(eve, SET_VALID, { id: first.rounds[0].id });
    await answer(eve, SETUP_UPDATE_COMPETITION_INFO, { id: first.id, status: "COMPLETE" });
    const second = await rematch(fay, first.id);
    await answer(fay, SETUP_UPDATE_COMPETITION_INFO, { id: second.id, status: "COMPLETE" }); // a 0-0 draw
    const third = await rematch(eve, second.id);
    const other = await createCompetition(app.url, fay, eve, "Go");

    const series = async () => (await answer(eve, SERIES, { u: fay.username })).rivalry.series;
    expect(await series()).toEqual([
      {
        competitions: [{ id: other.id, name: "Go", players: [{ id: fay.id }, { id: eve.id }] }],
        record: { wins: 0, losses: 0, draws: 0 },
      },
      {
        competitions: [
          { id: first.id, name: "Chess", players: [{ id: eve.id }, { id: fay.id }] },
          { id: second.id, name: "Chess (rematch)", players: [{ id: fay.id }, { id: eve.id }] },
          { id: third.id, name: "Chess (rematch 2)", players: [{ id: eve.id }, { id: fay.id }] },
        ],
        record: { wins: 1, losses: 0, draws: 1 },
      },
    ]);

    await answer(eve, DELETE_COMPETITION, { id: first.id });
    const { competition } = await answer(eve, COMPETITION, { id: second.id });
    expect(competition.rematchOf).toBeNull();
    expect((await series())[1].competitions.map((c) => c.id)).toEqual([second.id, third.id]);
  });
});
