import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replay, START_RATING } from "../src/domain/rating";
import { BELL } from "./support/notificationDocuments";
import {
  befriend,
  graphql,
  graphqlAnswer,
  graphqlRefusal,
  signUp,
  startTestApp,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "./support";

let app: TestApp;
let ana: TestUser, ben: TestUser, cy: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [ana, ben, cy] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
  await befriend(app.url, ana, ben);
});
afterAll(() => app?.stop());

const answer = <T, V>(user: TestUser, query: TypedDocumentString<T, V>, variables: V) =>
  graphqlAnswer(app.url, query, variables, user.cookie);

graphql(`
  fragment FormatsTestFields on Competition {
    id
    version
    status
    completedAt
    currentScore
    winner {
      id
    }
    format {
      roundWinner
      scoring
      finish {
        kind
        count
      }
    }
    roundResults
    roundScores
    rounds {
      id
    }
    activity(first: 1) {
      edges {
        node {
          id
          kind
          summary
        }
      }
    }
  }
`);

const CREATE = graphql(`
  mutation FormatsTestCreate($o: ID!, $f: CompetitionFormatInput) {
    createCompetition(name: "Golf", opponentId: $o, format: $f) {
      ...FormatsTestFields
    }
  }
`);
const ADD_SUB_ROUND = graphql(`
  mutation FormatsTestAddSubRound($r: ID!, $p: Int!, $pl: ID) {
    addSubRound(roundId: $r, name: "Hole", points: $p, playerId: $pl) {
      ...FormatsTestFields
    }
  }
`);
const SET_VALID = graphql(`
  mutation FormatsTestSetValid($r: ID!, $v: Boolean!) {
    setRoundValid(roundId: $r, valid: $v) {
      ...FormatsTestFields
    }
  }
`);
const ADD_ROUND = graphql(`
  mutation FormatsTestAddRound($c: ID!) {
    addRound(competitionId: $c) {
      ...FormatsTestFields
    }
  }
`);
const UPDATE_FORMAT = graphql(`
  mutation FormatsTestUpdateFormat($c: ID!, $f: CompetitionFormatInput!) {
    updateCompetitionFormat(id: $c, format: $f) {
      ...FormatsTestFields
    }
  }
`);
const UNDO = graphql(`
  mutation FormatsTestUndo($id: ID!) {
    undoActivity(id: $id) {
      ...FormatsTestFields
    }
  }
`);
const STANDING = graphql(`
  query FormatsTestStanding {
    me {
      id
      rating
      friends {
        score
        user {
          id
        }
      }
    }
  }
`);
const CREATE_INVITE = graphql(`
  mutation FormatsTestInvite($f: CompetitionFormatInput) {
    createInvite(competition: { name: "Golf", format: $f }) {
      id
    }
  }
`);

const latest = (competition: { activity: { edges: { node: { id: string; kind: string; summary: string } }[] } }) =>
  competition.activity.edges[0].node;

const USUAL = { roundWinner: "MORE_POINTS", scoring: "ROUNDS", finish: null } as const;
const BEST_OF_3 = { roundWinner: "MORE_POINTS", scoring: "ROUNDS", finish: { kind: "BEST_OF", count: 3 } } as const;

/** A round played and counted: `points` to `winner`, then marked valid, then a new blank round. */
async function playRound(competitionId: string, roundId: string, winner: TestUser, points = 1) {
  await answer(ana, ADD_SUB_ROUND, { r: roundId, p: points, pl: winner.id });
  const counted = (await answer(ana, SET_VALID, { r: roundId, v: true })).setRoundValid;
  if (counted.status !== "ONGOING") return counted;
  return (await answer(ana, ADD_ROUND, { c: competitionId })).addRound;
}

describe("formats", () => {
  it("start as today's rule when none is given, and as given otherwise", async () => {
    const usual = (await answer(ana, CREATE, { o: ben.id })).createCompetition;
    expect(usual.format).toEqual(USUAL);
    const golf = { roundWinner: "FEWER_POINTS", scoring: "POINTS", finish: { kind: "FIRST_TO", count: 30 } } as const;
    expect((await answer(ana, CREATE, { o: ben.id, f: golf })).createCompetition.format).toEqual(golf);
  });

  it.each([
    [{ ...BEST_OF_3, scoring: "POINTS" }, "Best of counts rounds: choose rounds scoring"],
    [{ ...BEST_OF_3, finish: { kind: "BEST_OF", count: 4 } }, "Best of needs an odd number of rounds (1 to 999)"],
    [{ ...BEST_OF_3, finish: { kind: "FIRST_TO", count: 0 } }, "First to needs a score from 1 to 1000000"],
  ])("refuse %j at creation, in an invite and as a change", async (format, message) => {
    const refusal = { code: "BAD_USER_INPUT", message };
    expect(await graphqlRefusal(app.url, CREATE, { o: ben.id, f: format }, ana.cookie)).toEqual(refusal);
    expect(await graphqlRefusal(app.url, CREATE_INVITE, { f: format }, ana.cookie)).toEqual(refusal);
    const { id } = (await answer(ana, CREATE, { o: ben.id })).createCompetition;
    expect(await graphqlRefusal(app.url, UPDATE_FORMAT, { c: id, f: format }, ben.cookie)).toEqual(refusal);
  });

  it("refuse a change to the same format, by someone who is not a player, and once the competition is over", async () => {
    const { id } = (await answer(ana, CREATE, { o: ben.id, f: BEST_OF_3 })).createCompetition;
    expect(await graphqlRefusal(app.url, UPDATE_FORMAT, { c: id, f: BEST_OF_3 }, ana.cookie)).toEqual({
      code: "BAD_USER_INPUT",
      message: "That is the format it already has",
    });
    expect((await graphqlRefusal(app.url, UPDATE_FORMAT, { c: id, f: USUAL }, cy.cookie))?.code).toBe("NOT_FOUND");
    const { rounds } = (await answer(ana, UPDATE_FORMAT, { c: id, f: { ...BEST_OF_3, finish: null } }))
      .updateCompetitionFormat;
    await answer(ana, ADD_SUB_ROUND, { r: rounds[0].id, p: 1, pl: ana.id });
    await answer(ana, SET_VALID, { r: rounds[0].id, v: true });
    // First to 1 is met already: the change completes it, and then no format may change.
    const done = (await answer(ben, UPDATE_FORMAT, { c: id, f: { ...USUAL, finish: { kind: "FIRST_TO", count: 1 } } }))
      .updateCompetitionFormat;
    expect(done.status).toBe("COMPLETE");
    expect(await graphqlRefusal(app.url, UPDATE_FORMAT, { c: id, f: USUAL }, ana.cookie)).toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("rescore every round in one undoable change", async () => {
    const created = (await answer(ana, CREATE, { o: ben.id })).createCompetition;
    let now = await playRound(created.id, created.rounds[0].id, ana, 3);
    now = await playRound(created.id, now.rounds[1].id, ben, 5);
    now = await playRound(created.id, now.rounds[2].id, ben, 2);
    expect(now.currentScore).toEqual([1, 2]);
    expect(now.winner?.id).toBe(ben.id);
    const golf = { roundWinner: "FEWER_POINTS", scoring: "POINTS", finish: null } as const;
    const changed = (await answer(ben, UPDATE_FORMAT, { c: created.id, f: golf })).updateCompetitionFormat;
    // Each sub-round counts for its player: Ana 3, Ben 7; the lower total leads.
    expect(changed.currentScore).toEqual([3, 7]);
    expect(changed.winner?.id).toBe(ana.id);
    expect(changed.roundResults).toEqual([2, 1, 1, -1]);
    // A round's points are its sub-rounds', whoever they now make its winner: the race of a points format adds them up.
    const points = [
      [3, 0],
      [0, 5],
      [0, 2],
      [0, 0],
    ];
    expect(changed.roundScores).toEqual(points);
    expect(changed.version).toBe(now.version + 1);
    expect(latest(changed)).toMatchObject({
      kind: "FORMAT_CHANGED",
      summary: "changed the format to points counted, no set end, fewer points win a round",
    });
    const undone = (await answer(ben, UNDO, { id: latest(changed).id })).undoActivity;
    expect(undone.format).toEqual(USUAL);
    expect(undone.currentScore).toEqual([1, 2]);
    expect(undone.roundResults).toEqual([1, 2, 2, -1]);
    expect(undone.roundScores).toEqual(points);
  });

  it("finish the competition with the edit that decides it, and undoing that edit reopens it", async () => {
    const [dee, eve] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, dee, eve);
    const before = (await answer(dee, STANDING, {})).me!;
    expect(before.rating).toBe(START_RATING);
    const created = (await answer(dee, CREATE, { o: eve.id, f: BEST_OF_3 })).createCompetition;
    const play = async (roundId: string, winner: TestUser) => {
      await answer(dee, ADD_SUB_ROUND, { r: roundId, p: 1, pl: winner.id });
      return (await answer(dee, SET_VALID, { r: roundId, v: true })).setRoundValid;
    };
    await play(created.rounds[0].id, dee);
    const second = (await answer(dee, ADD_ROUND, { c: created.id })).addRound;
    // 2-0 in a best of 3: Eve cannot catch up.
    const finished = await play(second.rounds[1].id, dee);
    expect(finished.status).toBe("COMPLETE");
    expect(finished.completedAt).not.toBeNull();
    expect(finished.winner?.id).toBe(dee.id);
    expect(latest(finished).summary).toBe("marked round 2 valid, which finished the competition");
    const bell = (await answer(eve, BELL, { first: 5 })).me!.notifications.edges.map((edge) => edge.node.kind);
    expect(bell[0]).toBe("COMPETITION_FINISHED");
    const afterFinish = (await answer(dee, STANDING, {})).me!;
    const game = {
      ...finished,
      completedAt: new Date(finished.completedAt!),
      playerOneId: dee.id,
      playerTwoId: eve.id,
    };
    const replayed = replay([{ ...game, winnerId: dee.id }]);
    expect(afterFinish.rating).toBe(Math.round(replayed.ratings.get(dee.id)!));
    expect(afterFinish.friends.find((friend) => friend.user.id === eve.id)?.score).toEqual([1, 0]);
    // A round may not be added to a complete competition, but the edit that finished it may be undone.
    expect((await graphqlRefusal(app.url, ADD_ROUND, { c: created.id }, dee.cookie))?.code).toBe("FORBIDDEN");
    const reopened = (await answer(dee, UNDO, { id: latest(finished).id })).undoActivity;
    expect(reopened).toMatchObject({ status: "ONGOING", completedAt: null, currentScore: [1, 0] });
    const afterUndo = (await answer(dee, STANDING, {})).me!;
    expect(afterUndo.rating).toBe(START_RATING);
    expect(afterUndo.friends.find((friend) => friend.user.id === eve.id)?.score).toEqual([0, 0]);
    // Redoing it decides the competition again.
    const redone = (await answer(dee, UNDO, { id: latest(reopened).id })).undoActivity;
    expect(redone.status).toBe("COMPLETE");
  });

  it("finish first-to when a player's points reach the count, the lower total winning", async () => {
    const firstTo = {
      roundWinner: "FEWER_POINTS",
      scoring: "POINTS",
      finish: { kind: "FIRST_TO", count: 10 },
    } as const;
    const created = (await answer(ana, CREATE, { o: ben.id, f: firstTo })).createCompetition;
    const roundId = created.rounds[0].id;
    await answer(ana, SET_VALID, { r: roundId, v: true });
    const nine = (await answer(ana, ADD_SUB_ROUND, { r: roundId, p: 9, pl: ben.id })).addSubRound;
    expect(nine.status).toBe("ONGOING");
    // Ana's 12 points reach 10: she loses, the lower total winning.
    const over = (await answer(ben, ADD_SUB_ROUND, { r: roundId, p: 12, pl: ana.id })).addSubRound;
    expect(over).toMatchObject({ status: "COMPLETE", currentScore: [12, 9], winner: { id: ben.id } });
  });
});
