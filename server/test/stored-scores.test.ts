import { asc, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { competitions, rounds, subRounds } from "../src/db/schema";
import { formatOf, type Format } from "../src/domain/format";
import { competitionScore, leaderOf, roundResult, roundScore, type Players } from "../src/domain/scoring";
import {
  createCompetition,
  graphql,
  graphqlRequest,
  startTestApp,
  type StoredScoresScoreFragment,
  type TestApp,
  type TestUser,
  twoFriends,
  type TypedDocumentString,
} from "./support";

const ROUNDS = 300;
const EDITS = 200;

let app: TestApp;
let ana: TestUser, ben: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [ana, ben] = await twoFriends(app.url);
});
afterAll(() => app?.stop());

/** A tiny seeded generator, so that a failing sequence can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

graphql(`
  fragment StoredScoresScore on Competition {
    currentScore
    winner {
      id
    }
  }
`);

type Answer = StoredScoresScoreFragment;

const ADD_SUB_ROUND = graphql(`
  mutation StoredScoresAddSubRound($r: ID!, $n: String!, $p: Int!, $pl: ID) {
    addSubRound(roundId: $r, name: $n, points: $p, playerId: $pl) {
      ...StoredScoresScore
    }
  }
`);
/** A sub-round for nobody, the player left out. */
const ADD_UNPLAYED_SUB_ROUND = graphql(`
  mutation StoredScoresAddUnplayedSubRound($r: ID!, $n: String!, $p: Int!) {
    addSubRound(roundId: $r, name: $n, points: $p) {
      ...StoredScoresScore
    }
  }
`);
const SET_ROUND_VALID = graphql(`
  mutation StoredScoresSetRoundValid($r: ID!, $v: Boolean!) {
    setRoundValid(roundId: $r, valid: $v) {
      ...StoredScoresScore
    }
  }
`);
const ADD_ROUND = graphql(`
  mutation StoredScoresAddRound($c: ID!) {
    addRound(competitionId: $c) {
      ...StoredScoresScore
    }
  }
`);
const DELETE_SUB_ROUND = graphql(`
  mutation StoredScoresDeleteSubRound($s: ID!) {
    deleteSubRound(subRoundId: $s) {
      ...StoredScoresScore
    }
  }
`);
const DELETE_ROUND = graphql(`
  mutation StoredScoresDeleteRound($r: ID!) {
    deleteRound(roundId: $r) {
      ...StoredScoresScore
    }
  }
`);

const UPDATE_FORMAT = graphql(`
  mutation StoredScoresUpdateFormat($c: ID!, $f: CompetitionFormatInput!) {
    updateCompetitionFormat(id: $c, format: $f) {
      ...StoredScoresScore
    }
  }
`);

/** Sends an edit that must succeed; its one field's answer, the competition's score and winner. */
async function edit<V>(user: TestUser, query: TypedDocumentString<Record<string, Answer>, V>, variables: V) {
  const { body } = await graphqlRequest(app.url, query, variables, user.cookie);
  if (!body.data) throw new Error(`${String(query)} failed: ${JSON.stringify(body.errors)}`);
  return Object.values(body.data)[0];
}

/** The competition as stored, and as the pure scoring functions compute it by its format from all its sub-rounds. */
async function reload(competitionId: string, players: Players) {
  const { db } = app.database;
  const [competition] = await db.select().from(competitions).where(eq(competitions.id, competitionId));
  const roundRows = await db
    .select()
    .from(rounds)
    .where(eq(rounds.competitionId, competitionId))
    .orderBy(asc(rounds.position));
  const subRoundRows = await db
    .select()
    .from(subRounds)
    .where(
      inArray(
        subRounds.roundId,
        roundRows.map((round) => round.id),
      ),
    );
  const scored = roundRows.map((round) => ({
    ...round,
    subRounds: subRoundRows.filter((subRound) => subRound.roundId === round.id),
  }));
  const format = formatOf(competition);
  const score = competitionScore(scored, players, format);
  return {
    competition,
    rounds: scored,
    stored: {
      score: [competition.scoreOne, competition.scoreTwo],
      winnerId: competition.winnerId,
      rounds: roundRows.map((round) => ({ score: [round.scoreOne, round.scoreTwo], result: round.result })),
    },
    pure: {
      score,
      winnerId: leaderOf(score, players, format),
      rounds: scored.map((round) => {
        const points = roundScore(round.subRounds, players);
        return { score: points, result: roundResult(round.valid, points, players, format) };
      }),
    },
  };
}

async function lastRound(competitionId: string) {
  const [last] = await app.database.db
    .select({ id: rounds.id })
    .from(rounds)
    .where(eq(rounds.competitionId, competitionId))
    .orderBy(desc(rounds.position))
    .limit(1);
  return last;
}

describe("stored scores", () => {
  it(
    `equal the pure scoring functions after every one of ${EDITS} random edits (formats too) of a ${ROUNDS}-round competition`,
    { timeout: 300_000 },
    async () => {
      const next = random(18);
      const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
      const players: Players = [ana.id, ben.id];
      const playerOf = () => pick([ana.id, ben.id, null]);
      const { id } = await createCompetition(app.url, ana, ben);
      for (let r = 1; r < ROUNDS; r++) {
        const last = await lastRound(id);
        await edit(ana, ADD_SUB_ROUND, {
          r: last.id,
          n: `Track ${r}`,
          p: Math.floor(next() * 7) - 2,
          pl: playerOf(),
        });
        if (next() < 0.7) await edit(ben, SET_ROUND_VALID, { r: last.id, v: true });
        await edit(ana, ADD_ROUND, { c: id });
      }
      let state = await reload(id, players);
      expect(state.rounds).toHaveLength(ROUNDS);
      expect(state.stored).toEqual(state.pure);

      for (let i = 0; i < EDITS; i++) {
        const by = pick([ana, ben]);
        const round = pick(state.rounds);
        const dice = next();
        let answer: Answer;
        if (dice < 0.4) {
          const variables = { r: round.id, n: `Edit ${i}`, p: Math.floor(next() * 9) - 4, pl: playerOf() };
          answer = await edit(by, ADD_SUB_ROUND, variables);
        } else if (dice < 0.6 && round.subRounds.length > 0) {
          answer = await edit(by, DELETE_SUB_ROUND, { s: pick(round.subRounds).id });
        } else if (dice < 0.85) {
          answer = await edit(by, SET_ROUND_VALID, { r: round.id, v: !round.valid });
        } else if (dice < 0.9 && state.rounds.length > 1) {
          answer = await edit(by, DELETE_ROUND, { r: round.id });
        } else if (dice < 0.96) {
          answer = await edit(by, UPDATE_FORMAT, { c: id, f: otherFormat(formatOf(state.competition), pick) });
        } else {
          const last = state.rounds[state.rounds.length - 1];
          if (last.subRounds.length === 0) {
            await edit(by, ADD_UNPLAYED_SUB_ROUND, { r: last.id, n: "Last", p: 1 });
          }
          answer = await edit(by, ADD_ROUND, { c: id });
        }
        state = await reload(id, players);
        expect(state.stored, `after edit ${i}`).toEqual(state.pure);
        expect(answer.currentScore).toEqual(state.pure.score);
        expect(answer.winner?.id ?? null).toBe(state.pure.winnerId);
      }
    },
  );
});

/** A format other than `format`, with a finish no score here reaches (the competition stays ongoing). */
function otherFormat(format: Format, pick: <T>(items: readonly T[]) => T) {
  for (;;) {
    const candidate = {
      roundWinner: pick(["MORE_POINTS", "FEWER_POINTS"] as const),
      scoring: pick(["ROUNDS", "POINTS"] as const),
      finish: pick([null, { kind: "FIRST_TO" as const, count: 1_000_000 }]),
    };
    const same =
      candidate.roundWinner.toLowerCase() === format.roundWinner &&
      candidate.scoring.toLowerCase() === format.scoring &&
      (candidate.finish === null) === (format.finish === null);
    if (!same) return candidate;
  }
}
