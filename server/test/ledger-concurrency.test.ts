import { describe, expect, it } from "vitest";
import { competitionScore, roundScore, winnerOf, type Players } from "../src/domain/scoring";
import {
  createCompetition,
  graphql,
  graphqlRequest,
  startTestApp,
  twoFriends,
  type LedgerConcurrencyCompetitionFragment,
  type LedgerConcurrencyEntryFragment,
  type TestUser,
  type TypedDocumentString,
} from "./support";

const STEPS_PER_PLAYER = 150;
const IN_FLIGHT_PER_PLAYER = 3;

const engines = [
  { name: "PGlite", enabled: true, overrides: { databaseUrl: undefined, pgliteDataDir: "memory://" } },
  { name: "PostgreSQL", enabled: Boolean(process.env.TEST_DATABASE_URL), overrides: {} },
];

graphql(`
  fragment LedgerConcurrencyCompetition on Competition {
    id
    version
    currentScore
    winner {
      id
    }
    rules {
      id
    }
    rounds {
      id
      valid
      score
      subRounds {
        id
        points
        player {
          id
        }
      }
    }
  }
`);
graphql(`
  fragment LedgerConcurrencyEntry on Activity {
    id
    kind
    version
    undoable
    actor {
      id
    }
    undoneBy {
      id
    }
    undoes {
      id
      undoneBy {
        id
      }
    }
  }
`);

type Competition = LedgerConcurrencyCompetitionFragment;
type Entry = LedgerConcurrencyEntryFragment;

const READ = graphql(`
  query LedgerConcurrencyRead($id: ID!) {
    competition(id: $id) {
      ...LedgerConcurrencyCompetition
    }
  }
`);
const PAGE = graphql(`
  query LedgerConcurrencyPage($id: ID!, $f: Int, $a: String) {
    competition(id: $id) {
      activity(first: $f, after: $a) {
        edges {
          node {
            ...LedgerConcurrencyEntry
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

/** The edits the players make; each answers with the competition it changed. */
const UNDO = graphql(`
  mutation LedgerConcurrencyUndo($a: ID!) {
    undoActivity(id: $a) {
      ...LedgerConcurrencyCompetition
    }
  }
`);
const ADD_SUB_ROUND = graphql(`
  mutation LedgerConcurrencyAddSubRound($a: ID!, $n: String!, $p: Int!, $pl: ID) {
    addSubRound(roundId: $a, name: $n, points: $p, playerId: $pl) {
      ...LedgerConcurrencyCompetition
    }
  }
`);
const DELETE_SUB_ROUND = graphql(`
  mutation LedgerConcurrencyDeleteSubRound($a: ID!) {
    deleteSubRound(subRoundId: $a) {
      ...LedgerConcurrencyCompetition
    }
  }
`);
const SET_ROUND_VALID = graphql(`
  mutation LedgerConcurrencySetRoundValid($a: ID!, $v: Boolean!) {
    setRoundValid(roundId: $a, valid: $v) {
      ...LedgerConcurrencyCompetition
    }
  }
`);
const ADD_ROUND = graphql(`
  mutation LedgerConcurrencyAddRound($a: ID!) {
    addRound(competitionId: $a) {
      ...LedgerConcurrencyCompetition
    }
  }
`);
const DELETE_ROUND = graphql(`
  mutation LedgerConcurrencyDeleteRound($a: ID!) {
    deleteRound(roundId: $a) {
      ...LedgerConcurrencyCompetition
    }
  }
`);
const ADD_RULE = graphql(`
  mutation LedgerConcurrencyAddRule($a: ID!, $n: String!) {
    addRule(competitionId: $a, text: $n) {
      ...LedgerConcurrencyCompetition
    }
  }
`);

function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(engines.filter((engine) => engine.enabled))(
  "two players editing and undoing at once on $name",
  ({ overrides }) => {
    it(
      `records every one of ${2 * STEPS_PER_PLAYER} random edits and undos, once, in version order`,
      { timeout: 300_000 },
      async () => {
        const app = await startTestApp(overrides);
        try {
          const [ana, ben] = await twoFriends(app.url);
          const created = await createCompetition(app.url, ana, ben);
          const players: Players = [ana.id, ben.id];
          const acknowledged = new Map<string, number>([
            [ana.id, 1], // the creation
            [ben.id, 0],
          ]);
          const initial = await read(app.url, ana, created.id);
          await Promise.all([
            play(app.url, ana, initial, players, acknowledged, random(11)),
            play(app.url, ben, initial, players, acknowledged, random(12)),
          ]);
          const final = await read(app.url, ana, created.id);
          const entries = await allEntries(app.url, ana, created.id);

          // One entry per version, 1..N, each by whoever was told their change was made.
          expect(entries.map((entry) => entry.version)).toEqual(
            Array.from({ length: final.version }, (_, index) => final.version - index),
          );
          for (const player of players) {
            expect(entries.filter((entry) => entry.actor.id === player)).toHaveLength(acknowledged.get(player)!);
          }
          // Undo links go both ways, and nobody undid another's change.
          const byId = new Map(entries.map((entry) => [entry.id, entry]));
          for (const entry of entries) {
            if (entry.kind === "UNDO") {
              expect(entry.undoes!.undoneBy).toEqual({ id: entry.id });
              expect(byId.get(entry.undoes!.id)!.actor).toEqual(entry.actor);
            } else expect(entry.undoes).toBeNull();
            if (entry.undoneBy) expect(byId.get(entry.undoneBy.id)!.undoes?.id).toBe(entry.id);
          }
          expect(entries.filter((entry) => entry.kind === "UNDO").length).toBeGreaterThan(20);

          const scored = final.rounds.map((round) => ({
            valid: round.valid,
            subRounds: round.subRounds.map((s) => ({ playerId: s.player?.id ?? null, points: s.points })),
          }));
          for (const [index, round] of scored.entries()) {
            expect(final.rounds[index].score).toEqual(roundScore(round.subRounds, players));
          }
          const score = competitionScore(scored, players);
          expect(final.currentScore).toEqual(score);
          expect(final.winner?.id ?? null).toBe(winnerOf(score, players));
        } finally {
          await app.stop();
        }
      },
    );
  },
);

async function read(url: string, user: TestUser, id: string): Promise<Competition> {
  const { body } = await graphqlRequest(url, READ, { id }, user.cookie);
  return body.data!.competition;
}

async function page(url: string, user: TestUser, id: string, first: number, after: string | null) {
  const { body } = await graphqlRequest(url, PAGE, { id, f: first, a: after }, user.cookie);
  expect(body.errors).toBeUndefined();
  return body.data!.competition.activity;
}

async function allEntries(url: string, user: TestUser, id: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  let after: string | null = null;
  for (;;) {
    const { edges, pageInfo } = await page(url, user, id, 100, after);
    entries.push(...edges.map((edge) => edge.node));
    if (!pageInfo.hasNextPage) return entries;
    after = pageInfo.endCursor;
  }
}

async function play(
  url: string,
  user: TestUser,
  initial: Competition,
  players: Players,
  acknowledged: Map<string, number>,
  rand: () => number,
) {
  let known = initial;
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(rand() * items.length)];
  const mutate = async <V>(query: TypedDocumentString<Record<string, Competition>, V>, variables: V) => {
    const { body } = await graphqlRequest(url, query, variables, user.cookie);
    if (body.errors) {
      // The other player removed the target, a round rule, or what an undo would reverse changed since.
      expect(["NOT_FOUND", "FORBIDDEN", "CONFLICT"], JSON.stringify(body.errors)).toContain(
        body.errors[0].extensions?.code,
      );
      return;
    }
    acknowledged.set(user.id, acknowledged.get(user.id)! + 1);
    const [competition] = Object.values(body.data!);
    if (competition.version > known.version) known = competition;
  };

  const step = async () => {
    const round = pick(known.rounds);
    const subRound = pick(known.rounds.flatMap((r) => r.subRounds));
    const roll = rand();
    if (roll < 0.3) {
      const { edges } = await page(url, user, known.id, 10, null);
      const mine = edges
        .map((edge) => edge.node)
        .filter((entry) => entry.actor.id === user.id && entry.kind !== "COMPETITION_CREATED");
      const entry = pick(mine);
      if (entry) await mutate(UNDO, { a: entry.id });
    } else if (roll < 0.55 && round) {
      const points = Math.floor(rand() * 9) - 3;
      const player = pick([players[0], players[1], null]);
      await mutate(ADD_SUB_ROUND, { a: round.id, n: "Track", p: points, pl: player });
    } else if (roll < 0.65 && subRound) {
      await mutate(DELETE_SUB_ROUND, { a: subRound.id });
    } else if (roll < 0.75 && round) {
      await mutate(SET_ROUND_VALID, { a: round.id, v: rand() < 0.7 });
    } else if (roll < 0.85) {
      await mutate(ADD_ROUND, { a: known.id });
    } else if (roll < 0.92 && round) {
      await mutate(DELETE_ROUND, { a: round.id });
    } else {
      await mutate(ADD_RULE, { a: known.id, n: "Rule" });
    }
  };

  let remaining = STEPS_PER_PLAYER;
  await Promise.all(
    Array.from({ length: IN_FLIGHT_PER_PLAYER }, async () => {
      while (remaining-- > 0) await step();
    }),
  );
}
