import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roundResult, roundScore, winnerOf, type Players } from "../src/domain/scoring";
import {
  createCompetition,
  graphql,
  graphqlAnswer,
  startTestApp,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
  twoFriends,
  RIVALRY,
} from "./support";

let app: TestApp;
const statements: string[] = [];
let ana: TestUser, ben: TestUser;

beforeAll(async () => {
  app = await startTestApp({}, { onQuery: (query) => statements.push(query) });
  [ana, ben] = await twoFriends(app.url);
});
afterAll(() => app?.stop());

const call = <T, V>(query: TypedDocumentString<T, V>, variables?: V, user = ana) =>
  graphqlAnswer(app.url, query, variables, user.cookie);

graphql(`
  fragment RoundsReadRound on Round {
    id
    number
    valid
    score
    winner {
      id
    }
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
`);
const DETAILS = graphql(`
  query RoundsReadDetails($id: ID!) {
    competition(id: $id) {
      id
      name
      version
      status
      public
      description
      createdAt
      updatedAt
      currentScore
      viewerIsParticipant
      winner {
        id
      }
      players {
        id
        username
        profilePic
      }
      rules {
        id
        text
      }
      roundCount
      roundResults
      round(number: 2) {
        ...RoundsReadRound
      }
    }
  }
`);
const EVERY_ROUND = graphql(`
  query RoundsReadEveryRound($id: ID!) {
    competition(id: $id) {
      rounds {
        ...RoundsReadRound
      }
    }
  }
`);
const CARDS = graphql(`
  query RoundsReadCards {
    competitions {
      id
      name
      image
      status
      currentScore
      players {
        id
        username
        profilePic
      }
    }
  }
`);
const FRIENDS = graphql(`
  query RoundsReadFriends {
    me {
      id
      friends {
        status
        score
        isTestFriend
        user {
          id
          username
          profilePic
          deleted
        }
      }
    }
  }
`);
const COMPLETE = graphql(`
  mutation RoundsReadComplete($id: ID!) {
    updateCompetitionInfo(id: $id, status: COMPLETE) {
      id
    }
  }
`);
const STANDING = graphql(`
  query RoundsReadStanding {
    me {
      id
      rating
      record {
        wins
        losses
        draws
      }
    }
  }
`);
const FRIENDS_RIVALRIES = graphql(`
  query RoundsReadFriendsRivalries {
    me {
      friends {
        score
        user {
          id
          username
        }
        rivalry {
          record {
            wins
            losses
            draws
          }
          rating
          opponentRating
        }
      }
    }
  }
`);
const SET_VALID = graphql(`
  mutation RoundsReadSetValid($id: ID!, $v: Boolean!) {
    setRoundValid(roundId: $id, valid: $v) {
      id
    }
  }
`);
const ADD_RACE = graphql(`
  mutation RoundsReadAddRace($r: ID!, $p: Int!, $w: ID) {
    addSubRound(roundId: $r, name: "race", points: $p, playerId: $w) {
      id
    }
  }
`);
const DELETE_ROUND = graphql(`
  mutation RoundsReadDeleteRound($id: ID!) {
    deleteRound(roundId: $id) {
      id
    }
  }
`);
const UNDO = graphql(`
  mutation RoundsReadUndo($id: ID!) {
    undoActivity(id: $id) {
      id
    }
  }
`);
const LINKED_ENTRIES = graphql(`
  query RoundsReadLinkedEntries($id: ID!) {
    competition(id: $id) {
      activity(first: 20) {
        edges {
          node {
            id
            undoneBy {
              id
              undoes {
                id
              }
            }
            undoes {
              id
              undoneBy {
                id
              }
            }
          }
        }
      }
    }
  }
`);
const EDGES = graphql(`
  query RoundsReadEdges($id: ID!, $last: Int!) {
    competition(id: $id) {
      id
      roundCount
      roundResults
      zero: round(number: 0) {
        id
      }
      first: round(number: 1) {
        ...RoundsReadRound
      }
      second: round(number: 2) {
        ...RoundsReadRound
      }
      last: round(number: $last) {
        ...RoundsReadRound
      }
      past: round(number: 1000) {
        id
      }
      rounds {
        ...RoundsReadRound
      }
    }
  }
`);
const ADD_ROUND = graphql(`
  mutation RoundsReadAddRound($id: ID!) {
    addRound(competitionId: $id) {
      id
      rounds {
        id
      }
    }
  }
`);
const VALIDATE_LAST = graphql(`
  mutation RoundsReadValidate($id: ID!) {
    setRoundValid(roundId: $id, valid: true) {
      roundCount
      roundResults
      round(number: 4) {
        ...RoundsReadRound
      }
    }
  }
`);
const ACTIVITY = graphql(`
  query RoundsReadActivity($id: ID!) {
    competition(id: $id) {
      id
      activity(first: 2) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`);

/** A competition of four rounds: won by ana, won by ben, drawn, and one that does not count. */
async function fourRounds() {
  const competition = await createCompetition(app.url, ana, ben);
  const sub = (round: string, points: number, player: string | null) =>
    call(ADD_RACE, { r: round, p: points, w: player });
  const addRound = async () => (await call(ADD_ROUND, { id: competition.id })).addRound.rounds;
  let roundIds = competition.rounds.map((round) => round.id);
  await sub(roundIds[0], 3, ana.id);
  roundIds = (await addRound()).map((round) => round.id);
  await sub(roundIds[1], 5, ben.id);
  await sub(roundIds[1], 1, null);
  roundIds = (await addRound()).map((round) => round.id);
  await sub(roundIds[2], 2, null);
  roundIds = (await addRound()).map((round) => round.id);
  await sub(roundIds[3], 7, ana.id);
  for (const id of roundIds.slice(0, 3)) {
    await call(SET_VALID, { id, v: true });
  }
  return { id: competition.id, roundIds };
}

/** Each round's result by the pure scoring rules, from the whole competition read back. */
function pureResults(rounds: { valid: boolean; subRounds: { points: number; player: { id: string } | null }[] }[]) {
  const players: Players = [ana.id, ben.id];
  return rounds.map((round) => {
    const score = roundScore(
      round.subRounds.map((sub) => ({ playerId: sub.player?.id ?? null, points: sub.points })),
      players,
    );
    expect(winnerOf(score, players)).toBeDefined();
    return roundResult(round.valid, score, players);
  });
}

describe("roundCount, round(number:) and roundResults", () => {
  it("answers at the edges: 0, 1, the last, past the end", async () => {
    const { id } = await fourRounds();
    const competition = (await call(EDGES, { id, last: 4 })).competition;
    expect(competition.roundCount).toBe(4);
    expect(competition.zero).toBeNull();
    expect(competition.past).toBeNull();
    expect(competition.first).toEqual(competition.rounds[0]);
    expect(competition.second).toEqual(competition.rounds[1]);
    expect(competition.last).toEqual(competition.rounds[3]);
    expect(competition.last?.number).toBe(4);
    expect(competition.roundResults).toEqual([1, 2, 0, -1]);
    expect(competition.roundResults).toEqual(pureResults(competition.rounds));
  });

  it("renumbers after a middle round is deleted", async () => {
    const { id, roundIds } = await fourRounds();
    await call(DELETE_ROUND, { id: roundIds[1] });
    const competition = (await call(EDGES, { id, last: 3 })).competition;
    expect(competition.roundCount).toBe(3);
    expect(competition.second).toMatchObject({ id: roundIds[2], number: 2 });
    expect(competition.last).toMatchObject({ id: roundIds[3], number: 3 });
    expect(competition.rounds.map((round) => round.id)).toEqual([roundIds[0], ...roundIds.slice(2)]);
    expect(competition.roundResults).toEqual([1, 0, -1]);
    expect(competition.roundResults).toEqual(pureResults(competition.rounds));
    expect((await call(EDGES, { id, last: 4 })).competition?.last).toBeNull();
  });

  it("is answered by a mutation as by a query", async () => {
    const { id, roundIds } = await fourRounds();
    const { setRoundValid } = await call(VALIDATE_LAST, { id: roundIds[3] });
    const { competition } = await call(EDGES, { id, last: 4 });
    expect(setRoundValid).toEqual({ roundCount: 4, roundResults: [1, 2, 0, 1], round: competition?.last });
  });
});

describe("a read costs one statement besides the session lookup, which is skipped while cached", () => {
  const isSessionLookup = (query: string) => /from "sessions"/.test(query);

  async function statementsOf<T, V>(query: TypedDocumentString<T, V>, variables: V) {
    await call(query, variables); // the session is read now, and kept for a few seconds
    const before = statements.length;
    await call(query, variables);
    const sent = statements.slice(before);
    expect(sent.filter(isSessionLookup).length).toBeLessThanOrEqual(1);
    return sent.filter((query) => !isSessionLookup(query)).length;
  }

  it("for the details page, the list of cards and the friends page, loading only what they select", async () => {
    const { id } = await fourRounds();
    expect(await statementsOf(DETAILS, { id })).toBe(1);
    expect(await statementsOf(EVERY_ROUND, { id })).toBe(1);
    expect(await statementsOf(CARDS, {})).toBe(1);
    expect(await statementsOf(FRIENDS, {})).toBe(1);
  });

  it("for ratings and rivalries: the profile's from the session, the friends page's and a rivalry page's in one", async () => {
    const { id } = await fourRounds();
    await call(COMPLETE, { id });
    const { id: other } = await fourRounds();
    await call(COMPLETE, { id: other });
    expect(await statementsOf(STANDING, {})).toBe(0);
    expect(await statementsOf(FRIENDS_RIVALRIES, {})).toBe(1);
    const { rivalry: answer } = await call(RIVALRY, { u: ben.username });
    expect(answer.timeline).toHaveLength(2);
    expect(await statementsOf(RIVALRY, { u: ben.username })).toBe(1);
  });

  it("for a page of activity, however many of its entries link to others", async () => {
    const { id, roundIds } = await fourRounds();
    for (const valid of [true, false, true]) {
      await call(SET_VALID, { id: roundIds[3], v: valid });
    }
    const { competition } = await call(ACTIVITY, { id });
    for (const { node } of competition.activity.edges) await call(UNDO, { id: node.id });
    expect(await statementsOf(LINKED_ENTRIES, { id })).toBe(3); // the competition, the page, and the linked entries looked up together
  });
});
