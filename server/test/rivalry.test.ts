import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comparePositions, expectedScore, replay, START_RATING, type Game } from "../src/domain/rating";
import { longestStreak, outcomeFor, streak, tally } from "../src/domain/rivalry";
import type { CompetitionStatus, RivalryTestInfoMutation } from "./generated/graphql";
import {
  befriend,
  createCompetition,
  graphql,
  graphqlRefusal,
  graphqlAnswer,
  signUp,
  startTestApp,
  subscribe,
  wsClient,
  type RivalryTestFieldsFragment,
  type RivalryTestPlayedFragment,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
  RIVALRY,
} from "./support";

let app: TestApp;
let ana: TestUser, ben: TestUser, cy: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [ana, ben, cy] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
  await befriend(app.url, ana, ben);
  await befriend(app.url, ana, cy);
  await befriend(app.url, ben, cy);
});
afterAll(() => app?.stop());

graphql(`
  fragment RivalryTestPlayed on Competition {
    id
    name
    status
    completedAt
    currentScore
    players {
      id
    }
    winner {
      id
    }
    rounds {
      valid
      score
      winner {
        id
      }
    }
  }
`);

type Rivalry = RivalryTestFieldsFragment;
type PlayedCompetition = RivalryTestPlayedFragment;

const ME = graphql(`
  query RivalryTestMe {
    me {
      id
      rating
      record {
        wins
        losses
        draws
      }
      friends {
        status
        score
        user {
          id
        }
        rivalry {
          ...RivalryTestFields
        }
      }
    }
  }
`);
const PLAYED = graphql(`
  query RivalryTestCompetitions {
    competitions {
      ...RivalryTestPlayed
    }
  }
`);

const SEND_REQUEST = graphql(`
  mutation RivalrySendRequest($u: String!) {
    sendFriendRequest(username: $u) {
      id
    }
  }
`);
const RIVALRY_RATING = graphql(`
  query RivalryRatingOnly($u: String!) {
    rivalry(username: $u) {
      rating
    }
  }
`);
const MY_STANDING_CHANGED = graphql(`
  subscription RivalryStandingChanged {
    meChanged {
      rating
      record {
        wins
        losses
        draws
      }
    }
  }
`);

const call = <T, V>(user: TestUser, query: TypedDocumentString<T, V>, variables?: V) =>
  graphqlAnswer(app.url, query, variables, user.cookie);

const refusal = (user: TestUser | null, query: { toString(): string }, variables?: object) =>
  graphqlRefusal(app.url, query, variables, user?.cookie);

async function played(user: TestUser): Promise<PlayedCompetition[]> {
  return (await call(user, PLAYED)).competitions;
}

/** Every complete competition, read through the API, replayed from scratch with the pure replay. */
async function replayFromScratch() {
  const all = new Map<string, PlayedCompetition>();
  for (const user of [ana, ben, cy]) for (const competition of await played(user)) all.set(competition.id, competition);
  const games: Game[] = [...all.values()]
    .filter((competition) => competition.status === "COMPLETE")
    .map((competition) => ({
      id: competition.id,
      completedAt: new Date(competition.completedAt!),
      playerOneId: competition.players[0].id,
      playerTwoId: competition.players[1].id,
      winnerId: competition.winner?.id ?? null,
    }));
  return { all: [...all.values()], games, ...replay(games) };
}

type Replayed = Awaited<ReturnType<typeof replayFromScratch>>;

/** What the rivalry of `viewer` against `opponent` must be, from the replay and the competitions between them. */
function expectedRivalry(replayed: Replayed, viewer: TestUser, opponent: TestUser): Rivalry {
  const between = replayed.all.filter((competition) =>
    [viewer.id, opponent.id].every((id) => competition.players.some((player) => player.id === id)),
  );
  const complete = replayed.games
    .filter((game) => between.some((competition) => competition.id === game.id))
    .sort(comparePositions);
  const outcomes = complete.map((game) => outcomeFor(viewer.id, game.winnerId));
  const rating = (id: string) => replayed.ratings.get(id) ?? START_RATING;
  const counted = between.filter((competition) => competition.status !== "ABANDONED");
  const validRounds = counted.flatMap((competition) =>
    competition.rounds
      .filter((round) => round.valid)
      .map((round) => ({ ...round, mine: competition.players[0].id === viewer.id ? 0 : 1 })),
  );
  const byId = new Map(between.map((competition) => [competition.id, competition]));
  return {
    opponent: expect.objectContaining({ id: opponent.id, username: opponent.username }) as Rivalry["opponent"],
    competitions: between.length,
    ongoing: between.filter((competition) => competition.status === "ONGOING").length,
    record: tally(outcomes),
    rounds: tally(validRounds.map((round) => outcomeFor(viewer.id, round.winner?.id ?? null))),
    points: [
      validRounds.reduce((sum, round) => sum + round.score[round.mine], 0),
      validRounds.reduce((sum, round) => sum + round.score[1 - round.mine], 0),
    ],
    streak: streak(outcomes),
    longestStreak: longestStreak(outcomes),
    rating: Math.round(rating(viewer.id)),
    opponentRating: Math.round(rating(opponent.id)),
    winProbability: expectedScore(rating(viewer.id), rating(opponent.id)),
    timeline: complete.map((game) => {
      const competition = byId.get(game.id)!;
      const mine = competition.players[0].id === viewer.id ? 0 : 1;
      const after = replayed.after.find((each) => each.competitionId === game.id && each.userId === viewer.id)!;
      return {
        competition: { id: game.id, name: competition.name, players: competition.players, winner: competition.winner },
        completedAt: game.completedAt.toISOString(),
        winner: competition.winner,
        score: [competition.currentScore[mine], competition.currentScore[1 - mine]],
        rating: Math.round(after.rating),
      };
    }),
  };
}

/**
 * Every rivalry between the three (both ways), each user's rating and record, and each friend's rivalry and score,
 * as the API answers them, equal what a replay from scratch of every complete competition says.
 */
async function expectReplayed(): Promise<Replayed> {
  const replayed = await replayFromScratch();
  const users = [ana, ben, cy];
  for (const viewer of users) {
    const me = (await call(viewer, ME)).me!;
    const mine = replayed.games.filter((game) => [game.playerOneId, game.playerTwoId].includes(viewer.id));
    expect(me.rating).toBe(Math.round(replayed.ratings.get(viewer.id) ?? START_RATING));
    expect(me.record).toEqual(tally(mine.map((game) => outcomeFor(viewer.id, game.winnerId))));
    for (const opponent of users.filter((user) => user !== viewer)) {
      const expected = expectedRivalry(replayed, viewer, opponent);
      const { rivalry } = await call(viewer, RIVALRY, { u: opponent.username });
      expect(rivalry).toEqual(expected);
      const friendship = me.friends.find((friend) => friend.user.id === opponent.id);
      if (!friendship) continue;
      expect(friendship.rivalry).toEqual(rivalry);
      const { wins, losses, draws } = rivalry.record;
      expect(friendship.score).toEqual([wins + draws, losses + draws]);
    }
  }
  return replayed;
}

const ops = {
  info: graphql(`
    mutation RivalryTestInfo($id: ID!, $status: CompetitionStatus, $name: String) {
      updateCompetitionInfo(id: $id, status: $status, name: $name) {
        id
        status
        completedAt
      }
    }
  `),
  sub: graphql(`
    mutation RivalryTestSub($r: ID!, $p: ID, $points: Int!) {
      addSubRound(roundId: $r, name: "race", points: $points, playerId: $p) {
        id
      }
    }
  `),
  valid: graphql(`
    mutation RivalryTestValid($r: ID!) {
      setRoundValid(roundId: $r, valid: true) {
        id
      }
    }
  `),
  addRound: graphql(`
    mutation RivalryTestAddRound($c: ID!) {
      addRound(competitionId: $c) {
        id
        rounds {
          id
        }
      }
    }
  `),
  delete: graphql(`
    mutation RivalryTestDelete($c: ID!) {
      deleteCompetition(id: $c)
    }
  `),
  undo: graphql(`
    mutation RivalryTestUndo($a: ID!) {
      undoActivity(id: $a) {
        id
        status
        completedAt
      }
    }
  `),
  lastEntry: graphql(`
    query RivalryTestLastEntry($c: ID!) {
      competition(id: $c) {
        id
        activity(first: 1) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
  `),
  rounds: graphql(`
    query RivalryTestRounds($c: ID!) {
      competition(id: $c) {
        id
        rounds {
          id
        }
      }
    }
  `),
};

type InfoAnswer = RivalryTestInfoMutation["updateCompetitionInfo"];

/** A competition of `one` against `two` with one valid round: won by `winner` (null: a draw). */
async function decided(one: TestUser, two: TestUser, winner: TestUser | null, name = "Kart") {
  const competition = await createCompetition(app.url, one, two, name);
  const round = competition.rounds[0].id;
  await call(one, ops.sub, { r: round, p: winner?.id ?? null, points: 3 });
  await call(one, ops.valid, { r: round });
  return competition.id;
}

async function setStatus(user: TestUser, id: string, status: CompetitionStatus): Promise<InfoAnswer> {
  return (await call(user, ops.info, { id, status })).updateCompetitionInfo;
}

async function undoLast(user: TestUser, id: string): Promise<InfoAnswer> {
  const { competition } = await call(user, ops.lastEntry, { c: id });
  return (await call(user, ops.undo, { a: competition.activity.edges[0].node.id })).undoActivity;
}

describe("ratings and rivalries always equal a replay from scratch", () => {
  it("through completions, a reopening, edits, undo and redo, abandoning and deleting", async () => {
    let replayed = await expectReplayed();
    expect(replayed.games).toHaveLength(0);

    const first = await decided(ana, ben, ana, "First");
    const completed = await setStatus(ana, first, "COMPLETE");
    expect(completed.status).toBe("COMPLETE");
    expect(Date.parse(completed.completedAt!)).not.toBeNaN();
    await expectReplayed();
    expect((await call(ana, ME)).me?.rating).toBe(1516);

    const second = await decided(ben, cy, ben, "Second");
    await setStatus(cy, second, "COMPLETE");
    const third = await decided(cy, ana, null, "Third");
    await setStatus(cy, third, "COMPLETE");
    replayed = await expectReplayed();
    expect(replayed.games).toHaveLength(3);

    // Renaming while complete keeps its place in the history; rounds cannot change while complete.
    const renamed = (await call(ana, ops.info, { id: first, name: "First!" })).updateCompetitionInfo;
    expect(renamed.completedAt).toBe(completed.completedAt);
    const { competition } = await call(ana, ops.rounds, { c: first });
    expect((await refusal(ana, ops.sub, { r: competition.rounds[0].id, p: ben.id, points: 9 }))?.code).toBe(
      "FORBIDDEN",
    );
    await expectReplayed();

    // Reopened, the first game leaves the history: the later games are replayed without it.
    const reopened = await setStatus(ben, first, "ONGOING");
    expect(reopened.completedAt).toBeNull();
    replayed = await expectReplayed();
    expect(replayed.games).toHaveLength(2);

    // Edited while ongoing (ben wins a second round: a draw now), then completed again: it comes back last.
    const extra = (await call(ben, ops.addRound, { c: first })).addRound.rounds[1].id;
    await call(ben, ops.sub, { r: extra, p: ben.id, points: 5 });
    await call(ben, ops.valid, { r: extra });
    const fourth = await decided(ben, ana, ben, "Fourth");
    await setStatus(ana, fourth, "COMPLETE");
    const recompleted = await setStatus(ben, first, "COMPLETE");
    expect(Date.parse(recompleted.completedAt!)).toBeGreaterThan(Date.parse(completed.completedAt!));
    await expectReplayed();

    // Undoing the completion takes it out again; redoing it puts it back at the same moment.
    expect((await undoLast(ben, first)).completedAt).toBeNull();
    replayed = await expectReplayed();
    expect(replayed.games.map((game) => game.id)).not.toContain(first);
    expect((await undoLast(ben, first)).completedAt).toBe(recompleted.completedAt);
    await expectReplayed();

    // Undoing a reopening puts the game back where it was in the history, under the games after it.
    const secondAt = (await played(cy)).find((competition) => competition.id === second)!.completedAt;
    const before = await expectReplayed();
    await setStatus(cy, second, "ONGOING");
    await expectReplayed();
    expect((await undoLast(cy, second)).completedAt).toBe(secondAt);
    replayed = await expectReplayed();
    expect(replayed.ratings).toEqual(before.ratings);

    // Abandoned or deleted, a complete competition leaves the history; abandoned, its rounds stop counting.
    await setStatus(ana, third, "ABANDONED");
    await expectReplayed();
    await call(ben, ops.delete, { c: second });
    replayed = await expectReplayed();
    expect(replayed.games.map((game) => game.id).sort()).toEqual([first, fourth].sort());

    // Streaks: against ben, ana lost, drew, then won three in a row.
    for (const name of ["Fifth", "Sixth", "Seventh"])
      await setStatus(ben, await decided(ana, ben, ana, name), "COMPLETE");
    await decided(ben, ana, ben, "Ongoing");
    await expectReplayed();
    const { rivalry } = await call(ana, RIVALRY, { u: ben.username });
    expect(rivalry).toMatchObject({
      streak: 3,
      longestStreak: 3,
      ongoing: 1,
      record: { wins: 3, losses: 1, draws: 1 },
    });
    expect(rivalry.winProbability).toBeGreaterThan(0.5);
    // Asked alone, each reads the results it is counted from: the same as asked with the rest.
    for (const field of ["record", "streak", "longestStreak"] as const) {
      const selection = field === "record" ? "record { wins losses draws }" : field;
      const alone = await graphqlAnswer<{ rivalry: Pick<Rivalry, typeof field> }, { u: string }>(
        app.url,
        `query RivalryPart($u: String!) { rivalry(username: $u) { ${selection} } }`,
        { u: ben.username },
        ana.cookie,
      );
      expect(alone.rivalry[field]).toEqual(rivalry[field]);
    }
  });

  it("when two pairs sharing a player complete at once, again and again", async () => {
    const pairs: [TestUser, TestUser][] = [
      [ana, ben],
      [cy, ana],
      [ben, cy],
    ];
    for (let turn = 0; turn < 4; turn++) {
      const ids = await Promise.all(
        pairs.map(([one, two], index) => decided(one, two, [one, two, null][(turn + index) % 3])),
      );
      await Promise.all(ids.map((id, index) => setStatus(pairs[index][turn % 2], id, "COMPLETE")));
    }
    const reopen = (await played(ana)).filter((competition) => competition.status === "COMPLETE").slice(0, 3);
    await Promise.all(reopen.map((competition) => setStatus(ana, competition.id, "ONGOING")));
    await expectReplayed();
  });
});

describe("who has a rivalry", () => {
  it("is NOT_FOUND for yourself, nobody, and strangers; the viewer must be signed in", async () => {
    const stranger = await signUp(app.url);
    const pending = await signUp(app.url);
    await call(ana, SEND_REQUEST, { u: pending.username });
    const query = RIVALRY_RATING;
    const notFound = { message: "User not found", code: "NOT_FOUND" };
    for (const username of [ana.username, "nobody-at-all", stranger.username, pending.username]) {
      expect(await refusal(ana, query, { u: username }), username).toEqual(notFound);
    }
    expect(await refusal(null, query, { u: ben.username })).toEqual({
      message: "You must log in first.",
      code: "UNAUTHENTICATED",
    });
    const FRIENDS = graphql(`
      query RivalryTestFriends {
        me {
          id
          friends {
            status
            user {
              id
            }
            rivalry {
              rating
            }
          }
        }
      }
    `);
    const { me } = await call(ana, FRIENDS);
    expect(me?.friends.find((friend) => friend.user.id === pending.id)).toEqual({
      status: "OUTGOING",
      user: { id: pending.id },
      rivalry: null,
    });
  });

  it("is there with a friend before any competition, and with a former friend the viewer played", async () => {
    const [dee, eve] = [await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, dee, eve);
    const query = graphql(`
      query RivalryTestSummary($u: String!) {
        rivalry(username: $u) {
          competitions
          record {
            wins
          }
          rating
          opponentRating
          timeline {
            rating
          }
        }
      }
    `);
    expect((await call(dee, query, { u: eve.username })).rivalry).toEqual({
      competitions: 0,
      record: { wins: 0 },
      rating: 1500,
      opponentRating: 1500,
      timeline: [],
    });
    await setStatus(dee, await decided(dee, eve, dee), "COMPLETE");
    const REMOVE_FRIEND = graphql(`
      mutation RivalryTestRemoveFriend($id: ID!) {
        removeFriend(userId: $id) {
          id
        }
      }
    `);
    await call(dee, REMOVE_FRIEND, { id: eve.id });
    expect((await call(eve, query, { u: dee.username })).rivalry).toEqual({
      competitions: 1,
      record: { wins: 0 },
      rating: 1484,
      opponentRating: 1516,
      timeline: [{ rating: 1484 }],
    });
  });
});

describe("live", () => {
  it("meChanged carries the new rating and record to both players and to whoever the replay moved", async () => {
    const [dee, eve, fay] = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    await befriend(app.url, dee, eve);
    await befriend(app.url, eve, fay);
    const early = await decided(dee, eve, dee);
    await setStatus(dee, early, "COMPLETE");
    await setStatus(fay, await decided(eve, fay, fay), "COMPLETE");
    const query = MY_STANDING_CHANGED;
    const clients = [dee, fay].map((user) => wsClient(app.url, user.cookie));
    try {
      const [deeEvents, fayEvents] = clients.map((client) => subscribe(client, query));
      await expect.poll(() => app.activeSubscriptions()).toBe(2);
      // Reopening dee's win over eve moves eve's rating before she lost to fay: fay's rating moves too.
      await setStatus(eve, early, "ONGOING");
      expect((await deeEvents.next()).data).toEqual({
        meChanged: { rating: 1500, record: { wins: 0, losses: 0, draws: 0 } },
      });
      expect((await fayEvents.next()).data).toEqual({
        meChanged: { rating: 1516, record: { wins: 1, losses: 0, draws: 0 } },
      });
    } finally {
      for (const client of clients) await client.dispose();
    }
  });

  it("competitionChanged and myCompetitionsChanged carry completedAt", async () => {
    const id = await decided(ana, ben, ben);
    const COMPETITION_CHANGED = graphql(`
      subscription RivalryTestCompetitionChanged($id: ID!) {
        competitionChanged(id: $id) {
          competition {
            status
            completedAt
          }
        }
      }
    `);
    const MY_COMPETITIONS_CHANGED = graphql(`
      subscription RivalryTestMyCompetitionsChanged {
        myCompetitionsChanged {
          competition {
            id
            completedAt
          }
        }
      }
    `);
    const client = wsClient(app.url, ben.cookie);
    try {
      const changed = subscribe(client, COMPETITION_CHANGED, { id });
      const mine = subscribe(client, MY_COMPETITIONS_CHANGED);
      await expect.poll(() => app.activeSubscriptions()).toBe(2);
      const { completedAt } = await setStatus(ana, id, "COMPLETE");
      expect((await changed.next()).data).toEqual({
        competitionChanged: { competition: { status: "COMPLETE", completedAt } },
      });
      expect((await mine.next()).data).toEqual({ myCompetitionsChanged: { competition: { id, completedAt } } });
    } finally {
      await client.dispose();
    }
  });
});
