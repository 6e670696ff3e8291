/**
 * The bench's data, made through Rivals' own API as the web app would: a viewer with 21 friends (20 befriended
 * and the seeded test friend) and 50 competitions, one of them 20 rounds × 10 sub-rounds with rules; ten of the
 * others are complete, so that the friends page has head-to-head records to show.
 */
import { befriend, createCompetition, graphqlRequest, signUp, type TestUser } from "@rivals/server/test-support";

export const ROUNDS = 20;
export const SUB_ROUNDS = 10;
const FRIENDS = 20;
const COMPETITIONS = 50;
const COMPLETE = 10;

export interface Fixture {
  viewer: TestUser;
  /** The 20 × 10 competition, the viewer against `opponent`. */
  competitionId: string;
  opponent: TestUser;
  /** Where the addSubRound figure adds its sub-rounds: the big competition's last round. */
  lastRoundId: string;
}

/** One operation; its errors fail the seed. */
async function call<T = any>(url: string, user: TestUser, query: string, variables: Record<string, unknown>) {
  const { body } = await graphqlRequest<T>(url, query, variables, user.cookie);
  if (!body.data) throw new Error(`seeding failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Runs `each` on every item, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, each: (item: T, index: number) => Promise<void>) {
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
  const query = `mutation ($r: ID!, $n: String!, $p: Int!, $pl: ID) { addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) { id } }`;
  await call(url, by, query, { r: roundId, n: name, p: points, pl: playerId });
}

async function setRoundValid(url: string, by: TestUser, roundId: string) {
  await call(url, by, `mutation ($r: ID!) { setRoundValid(roundId: $r, valid: true) { id } }`, { r: roundId });
}

/** 20 rounds of 10 sub-rounds, won by either player or drawn, most rounds valid; three rules. */
async function bigCompetition(url: string, viewer: TestUser, opponent: TestUser): Promise<Fixture> {
  const { id } = await createCompetition(url, viewer, opponent, "Mario Kart: the long rivalry");
  for (const text of ["Rainbow Road counts double", "No blue shells", "Loser picks the next cup"]) {
    await call(url, viewer, `mutation ($c: ID!, $t: String!) { addRule(competitionId: $c, text: $t) { id } }`, {
      c: id,
      t: text,
    });
  }
  const rounds: string[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    if (round > 1) {
      await call(url, viewer, `mutation ($c: ID!) { addRound(competitionId: $c) { id } }`, { c: id });
    }
    const { competition } = await call(url, viewer, `query ($c: ID!) { competition(id: $c) { rounds { id } } }`, {
      c: id,
    });
    const roundId: string = competition.rounds[round - 1].id;
    rounds.push(roundId);
    for (let sub = 1; sub <= SUB_ROUNDS; sub++) {
      const winner = [viewer.id, opponent.id, null][(round + sub) % 3];
      await addSubRound(url, viewer, roundId, `Track ${round}.${sub}`, (round * sub) % 7, winner);
    }
    if (round % 4 !== 0) await setRoundValid(url, viewer, roundId);
  }
  return { viewer, opponent, competitionId: id, lastRoundId: rounds[rounds.length - 1] };
}

export async function seed(url: string): Promise<Fixture> {
  const viewer = await signUp(url);
  const friends: TestUser[] = [];
  await inParallel(Array.from({ length: FRIENDS }), 4, async () => {
    const friend = await signUp(url);
    await befriend(url, viewer, friend);
    friends.push(friend);
  });
  const fixture = await bigCompetition(url, viewer, friends[0]);
  await inParallel(Array.from({ length: COMPETITIONS - 1 }), 4, async (_, index) => {
    const opponent = friends[index % FRIENDS];
    const { id, rounds } = await createCompetition(url, viewer, opponent, `Round-robin ${index + 1}`);
    if (index >= COMPLETE) return;
    await addSubRound(url, viewer, rounds[0].id, "Decider", 5, index % 3 ? viewer.id : opponent.id);
    await setRoundValid(url, viewer, rounds[0].id);
    const info = `mutation ($c: ID!, $n: String!) { updateCompetitionInfo(id: $c, name: $n, status: COMPLETE, public: false) { id } }`;
    await call(url, viewer, info, { c: id, n: `Round-robin ${index + 1}` });
  });
  return fixture;
}
