import { asc, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { competitions, rounds, subRounds } from "../src/db/schema";
import { competitionScore, roundScore, winnerOf, type Players } from "../src/domain/scoring";
import { createCompetition, graphqlRequest, startTestApp, type TestApp, type TestUser, twoFriends } from "./support";

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

async function edit(user: TestUser, field: string, args: string, variables: Record<string, unknown>) {
  const declared = Object.keys(variables)
    .map((name) => `$${name}: ${types[name]}`)
    .join(", ");
  const query = `mutation (${declared}) { ${field}(${args}) { currentScore winner { id } } }`;
  const { body } = await graphqlRequest<Record<string, Answer>>(app.url, query, variables, user.cookie);
  if (!body.data) throw new Error(`${field} failed: ${JSON.stringify(body.errors)}`);
  return body.data[field];
}

interface Answer {
  currentScore: [number, number];
  winner: { id: string } | null;
}

const types: Record<string, string> = {
  c: "ID!",
  r: "ID!",
  s: "ID!",
  n: "String!",
  p: "Int!",
  pl: "ID",
  v: "Boolean!",
};

/** The competition as stored, and as the pure scoring function computes it from all its sub-rounds. */
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
  const score = competitionScore(scored, players);
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
      winnerId: winnerOf(score, players),
      rounds: scored.map((round) => {
        const points = roundScore(round.subRounds, players);
        const winner = winnerOf(points, players);
        return { score: points, result: !round.valid ? -1 : winner === null ? 0 : winner === players[0] ? 1 : 2 };
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
    `equal the pure scoring function after every one of ${EDITS} random edits of a ${ROUNDS}-round competition`,
    { timeout: 300_000 },
    async () => {
      const next = random(18);
      const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
      const players: Players = [ana.id, ben.id];
      const playerOf = () => pick([ana.id, ben.id, null]);
      const { id } = await createCompetition(app.url, ana, ben);
      for (let r = 1; r < ROUNDS; r++) {
        const last = await lastRound(id);
        await edit(ana, "addSubRound", "roundId: $r, name: $n, points: $p, playerId: $pl", {
          r: last.id,
          n: `Track ${r}`,
          p: Math.floor(next() * 7) - 2,
          pl: playerOf(),
        });
        if (next() < 0.7) await edit(ben, "setRoundValid", "roundId: $r, valid: $v", { r: last.id, v: true });
        await edit(ana, "addRound", "competitionId: $c", { c: id });
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
          answer = await edit(by, "addSubRound", "roundId: $r, name: $n, points: $p, playerId: $pl", variables);
        } else if (dice < 0.6 && round.subRounds.length > 0) {
          answer = await edit(by, "deleteSubRound", "subRoundId: $s", { s: pick(round.subRounds).id });
        } else if (dice < 0.85) {
          answer = await edit(by, "setRoundValid", "roundId: $r, valid: $v", { r: round.id, v: !round.valid });
        } else if (dice < 0.93 && state.rounds.length > 1) {
          answer = await edit(by, "deleteRound", "roundId: $r", { r: round.id });
        } else {
          const last = state.rounds[state.rounds.length - 1];
          if (last.subRounds.length === 0) {
            await edit(by, "addSubRound", "roundId: $r, name: $n, points: $p", { r: last.id, n: "Last", p: 1 });
          }
          answer = await edit(by, "addRound", "competitionId: $c", { c: id });
        }
        state = await reload(id, players);
        expect(state.stored, `after edit ${i}`).toEqual(state.pure);
        expect(answer.currentScore).toEqual(state.pure.score);
        expect(answer.winner?.id ?? null).toBe(state.pure.winnerId);
      }
    },
  );
});
