import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUGGESTIONS_MAX } from "../src/domain/names";
import {
  befriend,
  createCompetition,
  graphql,
  graphqlAnswer,
  graphqlRefusal,
  SET_PUBLIC,
  SETUP_ADD_SUB_ROUND,
  SETUP_UPDATE_COMPETITION_INFO,
  signUp,
  startTestApp,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "./support";

/** Sub-round names across a rivalry (API.md "Formats"): `Rivalry.byName` and `Competition.nameSuggestions`. */

const statements: string[] = [];
let app: TestApp;
let ana: TestUser, ben: TestUser, cy: TestUser, dee: TestUser;

beforeAll(async () => {
  app = await startTestApp({}, { onQuery: (query) => statements.push(query) });
  [ana, ben, cy, dee] = [await signUp(app.url), await signUp(app.url), await signUp(app.url), await signUp(app.url)];
  await befriend(app.url, ana, ben);
  await befriend(app.url, ana, cy);
  await befriend(app.url, ben, cy);
});
afterAll(() => app?.stop());

const BY_NAME = graphql(`
  query NamesTestByName($u: String!) {
    rivalry(username: $u) {
      byName {
        name
        played
        record {
          wins
          losses
          draws
        }
        points
      }
    }
  }
`);
const FRIENDS_BY_NAME = graphql(`
  query NamesTestFriendsByName {
    me {
      friends {
        user {
          id
        }
        rivalry {
          byName {
            name
            played
          }
        }
      }
    }
  }
`);
const SUGGESTIONS = graphql(`
  query NamesTestSuggestions($id: ID!) {
    competition(id: $id) {
      nameSuggestions
    }
  }
`);
const ADD_ROUND = graphql(`
  mutation NamesTestAddRound($id: ID!) {
    addRound(competitionId: $id) {
      roundCount
    }
  }
`);
const ROUND_IDS = graphql(`
  query NamesTestRoundIds($id: ID!) {
    competition(id: $id) {
      rounds {
        id
      }
    }
  }
`);
const SET_VALID = graphql(`
  mutation NamesTestSetValid($id: ID!, $v: Boolean!) {
    setRoundValid(roundId: $id, valid: $v) {
      id
    }
  }
`);

const call = <T, V>(user: TestUser | null, query: TypedDocumentString<T, V>, variables: V) =>
  graphqlAnswer(app.url, query, variables, user?.cookie);

/** A sub-round: [name, points, who it went to (null: a draw)]. */
type Played = [string, number, TestUser | null];

/**
 * A competition of `by` against `opponent` with one round per list of sub-rounds, each round made valid (or left
 * invalid when `invalid` names its index).
 */
async function played(by: TestUser, opponent: TestUser, rounds: Played[][], invalid: number[] = []) {
  const { id } = await createCompetition(app.url, by, opponent, "Kart night");
  for (const [index, subRounds] of rounds.entries()) {
    if (index > 0) await call(by, ADD_ROUND, { id });
    const roundId = (await call(by, ROUND_IDS, { id })).competition.rounds[index].id;
    for (const [name, points, player] of subRounds) {
      await call(by, SETUP_ADD_SUB_ROUND, { roundId, name, points, playerId: player?.id ?? null });
    }
    await call(by, SET_VALID, { id: roundId, v: !invalid.includes(index) });
  }
  return id;
}

const byName = async (viewer: TestUser, opponent: TestUser) =>
  (await call(viewer, BY_NAME, { u: opponent.username })).rivalry.byName;

describe("Rivalry.byName", () => {
  let counted: string;
  beforeAll(async () => {
    counted = await played(
      ana,
      ben,
      [
        [
          ["Rainbow Road", 3, ana],
          ["Moo Moo Meadows", 2, ben],
        ],
        [
          ["rainbow  road", 1, ben],
          ["Rainbow Road", 4, null],
        ],
        // Not valid: not counted.
        [["Rainbow Road", 9, ben]],
      ],
      [2],
    );
    // Ben's, so Ben is player one: each side stays the viewer's.
    await played(ben, ana, [[["ＲＡＩＮＢＯＷ ＲＯＡＤ", 2, ana]]]);
    const abandoned = await played(ana, ben, [[["Rainbow Road", 5, ben]]]);
    await call(ana, SETUP_UPDATE_COMPETITION_INFO, { id: abandoned, status: "ABANDONED" });
    // Another rivalry's names are not this one's.
    await played(ana, cy, [[["Rainbow Road", 1, cy]]]);
  });

  it("counts each name's sub-rounds of the valid rounds not abandoned, from the viewer's side", async () => {
    expect(await byName(ana, ben)).toEqual([
      { name: "Rainbow Road", played: 4, record: { wins: 2, losses: 1, draws: 1 }, points: [9, 5] },
      { name: "Moo Moo Meadows", played: 1, record: { wins: 0, losses: 1, draws: 0 }, points: [0, 2] },
    ]);
    expect(await byName(ben, ana)).toEqual([
      { name: "Rainbow Road", played: 4, record: { wins: 1, losses: 2, draws: 1 }, points: [5, 9] },
      { name: "Moo Moo Meadows", played: 1, record: { wins: 1, losses: 0, draws: 0 }, points: [2, 0] },
    ]);
    expect(await byName(ana, cy)).toEqual([
      { name: "Rainbow Road", played: 1, record: { wins: 0, losses: 1, draws: 0 }, points: [0, 1] },
    ]);
  });

  it("compares names after NFKC, case folding and collapsing whitespace, shown in the most used spelling", async () => {
    const [one, two] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, one, two);
    await played(one, two, [
      [
        ["straße", 1, one],
        ["STRASSE ", 1, two],
        ["Straße", 1, null],
        ["Straße", 1, one],
        ["Strasse 2", 1, one],
      ],
    ]);
    expect((await byName(one, two)).map(({ name, played }) => [name, played])).toEqual([
      ["Straße", 4],
      ["Strasse 2", 1],
    ]);
  });

  it("follows changes: a round made invalid leaves the counts", async () => {
    const { rounds } = (await call(ana, ROUND_IDS, { id: counted })).competition;
    await call(ana, SET_VALID, { id: rounds[1].id, v: false });
    expect((await byName(ana, ben))[0]).toEqual({
      name: "Rainbow Road",
      played: 2,
      record: { wins: 2, losses: 0, draws: 0 },
      points: [5, 0],
    });
    await call(ana, SET_VALID, { id: rounds[1].id, v: true });
    expect((await byName(ana, ben))[0].played).toBe(4);
  });

  it("is empty between friends who have played nothing, and on each friend's rivalry in the friends list", async () => {
    expect(await byName(ben, cy)).toEqual([]);
    const { friends } = (await call(ana, FRIENDS_BY_NAME, {})).me!;
    const rivalryWith = (user: TestUser) => friends.find((friend) => friend.user.id === user.id)!.rivalry!.byName;
    expect(rivalryWith(ben).map(({ name, played }) => [name, played])).toEqual([
      ["Rainbow Road", 4],
      ["Moo Moo Meadows", 1],
    ]);
    expect(rivalryWith(cy)).toEqual([{ name: "Rainbow Road", played: 1 }]);
  });

  it("is refused as the rest of a rivalry is: signed out, with a stranger, with yourself", async () => {
    expect(await graphqlRefusal(app.url, BY_NAME, { u: ben.username })).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(await graphqlRefusal(app.url, BY_NAME, { u: ben.username }, dee.cookie)).toEqual({
      message: "User not found",
      code: "NOT_FOUND",
    });
    expect(await graphqlRefusal(app.url, BY_NAME, { u: ana.username }, ana.cookie)).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("is read in one statement (besides the session lookup), however many competitions and sub-rounds", async () => {
    const statementsOf = async () => {
      await byName(ana, ben); // the session is read now, and kept for a few seconds
      const before = statements.length;
      await byName(ana, ben);
      return statements.slice(before).filter((query) => !/from "sessions"/.test(query)).length;
    };
    expect(await statementsOf()).toBe(1);
    await played(ana, ben, [[["Coconut Mall", 1, ana]], [["Coconut Mall", 1, ben]], [["Toad's Factory", 1, null]]]);
    expect(await statementsOf()).toBe(1);
  });
});

describe("Competition.nameSuggestions", () => {
  let one: TestUser, two: TestUser, other: TestUser;
  let id: string;
  beforeAll(async () => {
    [one, two, other] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, one, two);
    await befriend(app.url, one, other);
    await played(
      one,
      two,
      [
        [
          ["Rainbow Road", 1, one],
          ["rainbow road", 1, two],
          ["Coconut Mall", 1, null],
        ],
        // Names are suggested whatever became of their rounds.
        [["Moo Moo Meadows", 1, two]],
      ],
      [1],
    );
    await played(one, other, [[["Wario Stadium", 1, one]]]);
    id = await played(two, one, [
      [
        ["RAINBOW ROAD", 1, one],
        ["Rainbow Road", 1, two],
      ],
    ]);
  });

  it("are the names used between the two players in any competition, each once, the most used first", async () => {
    for (const player of [one, two]) {
      expect((await call(player, SUGGESTIONS, { id })).competition.nameSuggestions).toEqual([
        "Rainbow Road",
        "Coconut Mall",
        "Moo Moo Meadows",
      ]);
    }
  });

  it(`are at most ${SUGGESTIONS_MAX}`, async () => {
    const many = Array.from({ length: SUGGESTIONS_MAX + 5 }, (_, i): Played => [`Cup ${i}`, 1, null]);
    const crowded = await played(one, other, [[...many, ["Wario Stadium", 1, other]]]);
    const { nameSuggestions } = (await call(one, SUGGESTIONS, { id: crowded })).competition;
    expect(nameSuggestions).toHaveLength(SUGGESTIONS_MAX);
    expect(nameSuggestions[0]).toBe("Wario Stadium");
  });

  it("are given to the two players only: not to a friend of a player, nor to anyone seeing a public one", async () => {
    expect((await call(other, SUGGESTIONS, { id })).competition.nameSuggestions).toEqual([]);
    await call(two, SET_PUBLIC, { id, p: true });
    expect((await call(null, SUGGESTIONS, { id })).competition.nameSuggestions).toEqual([]);
    expect((await call(dee, SUGGESTIONS, { id })).competition.nameSuggestions).toEqual([]);
  });

  it("come with the competition, in its one statement", async () => {
    await call(one, SUGGESTIONS, { id });
    const before = statements.length;
    await call(one, SUGGESTIONS, { id });
    expect(statements.slice(before).filter((query) => !/from "sessions"/.test(query))).toHaveLength(1);
  });
});
