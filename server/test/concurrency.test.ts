import { describe, expect, it } from "vitest";
import { competitionScore, roundScore, winnerOf, type Players } from "../src/domain/scoring";
import {
  type ConcurrencyCompetitionFragment,
  createCompetition,
  graphql,
  graphqlRequest,
  startTestApp,
  type TestUser,
  twoFriends,
  type TypedDocumentString,
} from "./support";

const MUTATIONS_PER_PLAYER = 500;
const IN_FLIGHT_PER_PLAYER = 4;

const engines = [
  { name: "PGlite", enabled: true, overrides: { databaseUrl: undefined, pgliteDataDir: "memory://" } },
  { name: "PostgreSQL", enabled: Boolean(process.env.TEST_DATABASE_URL), overrides: {} },
];

/** What the test reads of the competition, and what every mutation answers. */
graphql(`
  fragment ConcurrencyCompetition on Competition {
    id
    version
    currentScore
    winner {
      id
    }
    rules {
      id
      text
    }
    rounds {
      id
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
  }
`);

type Competition = ConcurrencyCompetitionFragment;

const READ = graphql(`
  query ConcurrencyRead($id: ID!) {
    competition(id: $id) {
      ...ConcurrencyCompetition
    }
  }
`);

/** The kinds of edit the players make at random. */
const MUTATIONS = {
  addSubRound: graphql(`
    mutation ConcurrencyAddSubRound($a: ID!, $n: String!, $p: Int!, $pl: ID) {
      addSubRound(roundId: $a, name: $n, points: $p, playerId: $pl) {
        ...ConcurrencyCompetition
      }
    }
  `),
  deleteSubRound: graphql(`
    mutation ConcurrencyDeleteSubRound($a: ID!) {
      deleteSubRound(subRoundId: $a) {
        ...ConcurrencyCompetition
      }
    }
  `),
  addRule: graphql(`
    mutation ConcurrencyAddRule($a: ID!, $n: String!) {
      addRule(competitionId: $a, text: $n) {
        ...ConcurrencyCompetition
      }
    }
  `),
  removeRule: graphql(`
    mutation ConcurrencyRemoveRule($a: ID!) {
      removeRule(ruleId: $a) {
        ...ConcurrencyCompetition
      }
    }
  `),
  setRoundValid: graphql(`
    mutation ConcurrencySetRoundValid($a: ID!, $v: Boolean!) {
      setRoundValid(roundId: $a, valid: $v) {
        ...ConcurrencyCompetition
      }
    }
  `),
  addRound: graphql(`
    mutation ConcurrencyAddRound($a: ID!) {
      addRound(competitionId: $a) {
        ...ConcurrencyCompetition
      }
    }
  `),
  deleteRound: graphql(`
    mutation ConcurrencyDeleteRound($a: ID!) {
      deleteRound(roundId: $a) {
        ...ConcurrencyCompetition
      }
    }
  `),
};

/** What the server acknowledged, across both players. */
interface Ledger {
  acknowledged: number;
  subRoundsAdded: Map<string, string>; // name → round id
  subRoundsDeleted: Set<string>; // names
  roundsAdded: number;
  roundsDeleted: Set<string>;
  rulesAdded: Set<string>;
  rulesRemoved: Set<string>;
  attemptedNames: Set<string>;
}

function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(engines.filter((engine) => engine.enabled))("two players editing at once on $name", ({ overrides }) => {
  it(
    `applies every acknowledged edit of ${2 * MUTATIONS_PER_PLAYER} random ones exactly once`,
    { timeout: 300_000 },
    async () => {
      const app = await startTestApp(overrides);
      try {
        const [ana, ben] = await twoFriends(app.url);
        const created = await createCompetition(app.url, ana, ben);
        const players: Players = [ana.id, ben.id];
        const ledger: Ledger = {
          acknowledged: 0,
          subRoundsAdded: new Map(),
          subRoundsDeleted: new Set(),
          roundsAdded: 0,
          roundsDeleted: new Set(),
          rulesAdded: new Set(),
          rulesRemoved: new Set(),
          attemptedNames: new Set(),
        };
        const initial = await read(app.url, ana, created.id);
        await Promise.all([
          play(app.url, ana, "ana", initial, players, ledger, random(1)),
          play(app.url, ben, "ben", initial, players, ledger, random(2)),
        ]);
        const final = await read(app.url, ana, created.id);
        expectLedgerApplied(final, ledger, players);
      } finally {
        await app.stop();
      }
    },
  );
});

async function read(url: string, user: TestUser, id: string): Promise<Competition> {
  const { body } = await graphqlRequest(url, READ, { id }, user.cookie);
  return body.data!.competition;
}

async function play(
  url: string,
  user: TestUser,
  tag: string,
  initial: Competition,
  players: Players,
  ledger: Ledger,
  rand: () => number,
) {
  let known = initial;
  let counter = 0;
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(rand() * items.length)];
  const mutate = async <T, V>(
    mutation: TypedDocumentString<T, V>,
    variables: V,
    answered: (data: T) => Competition,
    onAck: () => void,
  ) => {
    const { body } = await graphqlRequest(url, mutation, variables, user.cookie);
    if (body.errors) {
      // A target the other player just removed, or a round rule: clean refusals, nothing else is acceptable.
      expect(["NOT_FOUND", "FORBIDDEN"], JSON.stringify(body.errors)).toContain(body.errors[0].extensions?.code);
      return;
    }
    ledger.acknowledged++;
    onAck();
    const competition = answered(body.data!);
    if (competition.version > known.version) known = competition;
  };

  const step = async () => {
    const name = `${tag}-${counter++}`;
    const round = pick(known.rounds);
    const subRound = pick(known.rounds.flatMap((r) => r.subRounds));
    const rule = pick(known.rules);
    const roll = rand();
    if (roll < 0.4 && round) {
      ledger.attemptedNames.add(name);
      const player = pick([players[0], players[1], null]);
      const points = Math.floor(rand() * 9) - 3;
      await mutate(
        MUTATIONS.addSubRound,
        { a: round.id, n: name, p: points, pl: player },
        (data) => data.addSubRound,
        () => ledger.subRoundsAdded.set(name, round.id),
      );
    } else if (roll < 0.55 && subRound) {
      await mutate(
        MUTATIONS.deleteSubRound,
        { a: subRound.id },
        (data) => data.deleteSubRound,
        () => ledger.subRoundsDeleted.add(subRound.name),
      );
    } else if (roll < 0.65) {
      ledger.attemptedNames.add(name);
      await mutate(
        MUTATIONS.addRule,
        { a: known.id, n: name },
        (data) => data.addRule,
        () => ledger.rulesAdded.add(name),
      );
    } else if (roll < 0.72 && rule) {
      await mutate(
        MUTATIONS.removeRule,
        { a: rule.id },
        (data) => data.removeRule,
        () => ledger.rulesRemoved.add(rule.text),
      );
    } else if (roll < 0.87 && round) {
      await mutate(
        MUTATIONS.setRoundValid,
        { a: round.id, v: rand() < 0.7 },
        (data) => data.setRoundValid,
        () => {},
      );
    } else if (roll < 0.97) {
      await mutate(
        MUTATIONS.addRound,
        { a: known.id },
        (data) => data.addRound,
        () => ledger.roundsAdded++,
      );
    } else if (round) {
      await mutate(
        MUTATIONS.deleteRound,
        { a: round.id },
        (data) => data.deleteRound,
        () => ledger.roundsDeleted.add(round.id),
      );
    }
  };

  let remaining = MUTATIONS_PER_PLAYER;
  await Promise.all(
    Array.from({ length: IN_FLIGHT_PER_PLAYER }, async () => {
      while (remaining-- > 0) await step();
    }),
  );
}

function expectLedgerApplied(final: Competition, ledger: Ledger, players: Players) {
  const names = final.rounds.flatMap((round) => round.subRounds.map((subRound) => subRound.name));
  const expected = [...ledger.subRoundsAdded]
    .filter(([name, roundId]) => !ledger.subRoundsDeleted.has(name) && !ledger.roundsDeleted.has(roundId))
    .map(([name]) => name);
  expect(names.sort()).toEqual(expected.sort()); // each acknowledged one exactly once, nothing else
  for (const name of names) expect(ledger.attemptedNames.has(name)).toBe(true);

  const rules = final.rules.map((rule) => rule.text);
  expect(rules.sort()).toEqual([...ledger.rulesAdded].filter((text) => !ledger.rulesRemoved.has(text)).sort());
  expect(final.rounds).toHaveLength(1 + ledger.roundsAdded - ledger.roundsDeleted.size);
  expect(final.version).toBe(1 + ledger.acknowledged);

  const scored = final.rounds.map((round) => ({
    valid: round.valid,
    subRounds: round.subRounds.map((subRound) => ({ playerId: subRound.player?.id ?? null, points: subRound.points })),
  }));
  for (const [index, round] of scored.entries()) {
    const score = roundScore(round.subRounds, players);
    expect(final.rounds[index].score).toEqual(score);
    expect(final.rounds[index].winner?.id ?? null).toBe(winnerOf(score, players));
  }
  const score = competitionScore(scored, players);
  expect(final.currentScore).toEqual(score);
  expect(final.winner?.id ?? null).toBe(winnerOf(score, players));
  expect(ledger.acknowledged).toBeGreaterThan(MUTATIONS_PER_PLAYER);
}
