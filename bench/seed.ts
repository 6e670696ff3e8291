/**
 * The bench's data, made through Rivals' own API as the web app would (but the big competition's rounds): a viewer with 21 friends (20 befriended
 * and the seeded test friend) and 50 competitions, one of them 20 rounds × 10 sub-rounds with rules; ten of the
 * others are complete, so that the friends page has head-to-head records to show, completed by the opponents, so
 * that the viewer's bell has their results besides the 20 acceptances of the viewer's friend requests.
 */
import {
  befriend,
  createCompetition,
  graphql,
  graphqlRequest,
  signUp,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "@rivals/server/test-support";
import { rounds, subRounds } from "../server/src/db/schema";

export const ROUNDS = 20;
export const SUB_ROUNDS = 10;
const FRIENDS = 20;
const COMPETITIONS = 50;
const COMPLETE = 10;
const PICTURE = "https://example.com/pictures/kart.png";

const ADD_SUB_ROUND = graphql(`
  mutation BenchSeedAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {
    addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {
      id
    }
  }
`);
const SET_ROUND_VALID = graphql(`
  mutation BenchSeedSetRoundValid($r: ID!, $v: Boolean!) {
    setRoundValid(roundId: $r, valid: $v) {
      id
    }
  }
`);
const ADD_RULE = graphql(`
  mutation BenchSeedAddRule($c: ID!, $t: String!) {
    addRule(competitionId: $c, text: $t) {
      id
    }
  }
`);
const BIG_INFO = graphql(`
  mutation BenchSeedBigInfo($c: ID!, $n: String!, $i: String, $d: String, $p: Boolean!) {
    updateCompetitionInfo(id: $c, name: $n, image: $i, description: $d, status: ONGOING, public: $p) {
      id
    }
  }
`);
const SET_PICTURE = graphql(`
  mutation BenchSeedSetPicture($u: String!, $p: String) {
    updateProfile(username: $u, profilePic: $p) {
      id
    }
  }
`);
const COMPLETE_INFO = graphql(`
  mutation BenchSeedComplete($c: ID!, $n: String!) {
    updateCompetitionInfo(id: $c, name: $n, status: COMPLETE, public: false) {
      id
    }
  }
`);

export interface Fixture {
  viewer: TestUser;
  /** The 20 × 10 competition, the viewer against `opponent`. */
  competitionId: string;
  opponent: TestUser;
  /** Where the addSubRound figure adds its sub-rounds: the big competition's last round. */
  lastRoundId: string;
}

/** One operation; its errors fail the seed. */
export async function call<T = Record<string, unknown>, V = Record<string, unknown>>(
  url: string,
  user: TestUser,
  query: TypedDocumentString<T, V>,
  variables: V,
) {
  const { body } = await graphqlRequest(url, query, variables, user.cookie);
  if (!body.data) throw new Error(`seeding failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Runs `each` on every item, `width` at a time. */
export async function inParallel<T>(
  items: readonly T[],
  width: number,
  each: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await each(items[index], index);
      }
    }),
  );
}

async function addSubRound(
  url: string,
  by: TestUser,
  roundId: string,
  name: string,
  points: number,
  playerId: string | null,
) {
  await call(url, by, ADD_SUB_ROUND, { r: roundId, n: name, p: points, pl: playerId });
}

async function setRoundValid(url: string, by: TestUser, roundId: string, valid: boolean) {
  await call(url, by, SET_ROUND_VALID, { r: roundId, v: valid });
}

/** A sub-round's name by its round's and its own index (from 0). */
export type SubRoundNames = (round: number, subRound: number) => string;

/**
 * `roundCount` (20) rounds of 10 sub-rounds (named by `names`), won by either player or drawn, most rounds valid;
 * three rules. The rounds and
 * sub-rounds are rows written directly (through the API it would take 200 mutations); setting each round's
 * validity through the API then has Rivals score the round and the competition. Private unless `isPublic`.
 */
export async function bigCompetition(
  app: TestApp,
  viewer: TestUser,
  opponent: TestUser,
  isPublic = false,
  roundCount = ROUNDS,
  names: SubRoundNames = (r, s) => `Track ${r + 1}.${s + 1} — Ω`,
) {
  const {
    id,
    rounds: [first],
  } = await createCompetition(app.url, viewer, opponent, "Mario Kart: the long rivalry");
  for (const text of ["Rainbow Road counts double", "No blue shells", "Loser picks the next cup"]) {
    await call(app.url, viewer, ADD_RULE, { c: id, t: text });
  }
  const description = 'Best of 20 — "no items", loser buys 🍕\nRematch every Friday';
  const name = "Mario Kart: the long rivalry";
  await call(app.url, viewer, BIG_INFO, { c: id, n: name, i: PICTURE, d: description, p: isPublic });
  const { db } = app.database;
  const more = await db
    .insert(rounds)
    .values(Array.from({ length: roundCount - 1 }, (_, i) => ({ competitionId: id, position: i + 2 })))
    .returning({ id: rounds.id, position: rounds.position });
  const roundIds = [first.id, ...more.sort((a, b) => a.position - b.position).map((round) => round.id)];
  await db.insert(subRounds).values(
    roundIds.flatMap((roundId, r) =>
      Array.from({ length: SUB_ROUNDS }, (_, s) => ({
        roundId,
        position: s + 1,
        name: names(r, s),
        points: (((r + 1) * (s + 1)) % 7) - 2,
        playerId: [viewer.id, opponent.id, null][(r + s) % 3],
      })),
    ),
  );
  for (const [r, roundId] of roundIds.entries()) await setRoundValid(app.url, viewer, roundId, (r + 1) % 4 !== 0);
  return { competitionId: id, lastRoundId: roundIds[roundIds.length - 1] };
}

/** How many competitions the spread `addSubRound` figure rotates over. */
export const SPREAD = 50;

/**
 * Two new players' `count` competitions of 20 × 10, each as the big one: the spread `addSubRound` figure writes to
 * each in turn, so that no two writes in flight wait on one competition's lock. Seeded when the figure runs, beside
 * the bench's own data (whose other competitions are one round each, ten of them complete).
 */
export async function spreadCompetitions(app: TestApp, count = SPREAD) {
  const [editor, opponent] = [await signUp(app.url), await signUp(app.url)];
  await befriend(app.url, editor, opponent);
  const competitions: { competitionId: string; lastRoundId: string }[] = [];
  await inParallel(Array.from({ length: count }), 4, async () => {
    competitions.push(await bigCompetition(app, editor, opponent));
  });
  return { editor, competitions };
}

/** Gives the user a picture, so that answers carry one. */
export async function setPicture(url: string, user: TestUser) {
  await call(url, user, SET_PICTURE, { u: user.username, p: PICTURE });
}

export async function seed(app: TestApp): Promise<Fixture> {
  const { url } = app;
  const viewer = await signUp(url);
  await setPicture(url, viewer);
  const friends: TestUser[] = [];
  await inParallel(Array.from({ length: FRIENDS }), 4, async () => {
    const friend = await signUp(url);
    if (friends.length % 2) await setPicture(url, friend);
    await befriend(url, viewer, friend);
    friends.push(friend);
  });
  const fixture = { viewer, opponent: friends[0], ...(await bigCompetition(app, viewer, friends[0])) };
  await inParallel(Array.from({ length: COMPETITIONS - 1 }), 4, async (_, index) => {
    const opponent = friends[index % FRIENDS];
    const { id, rounds } = await createCompetition(url, viewer, opponent, `Round-robin ${index + 1}`);
    if (index >= COMPLETE) return;
    await addSubRound(url, viewer, rounds[0].id, "Decider", 5, index % 3 ? viewer.id : opponent.id);
    await setRoundValid(url, viewer, rounds[0].id, true);
    // Completed by the opponent, so that the viewer's bell says who won.
    await call(url, opponent, COMPLETE_INFO, { c: id, n: `Round-robin ${index + 1}` });
  });
  return fixture;
}
