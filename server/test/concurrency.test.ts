import { describe, expect, it } from "vitest";
import { competitionScore, roundScore, winnerOf, type Players } from "../src/domain/scoring";
import { createCompetition, graphqlRequest, startTestApp, type TestUser, twoFriends } from "./support";

const MUTATIONS_PER_PLAYER = 500;
const IN_FLIGHT_PER_PLAYER = 4;

const engines = [
  { name: "PGlite", enabled: true, overrides: { databaseUrl: undefined, pgliteDataDir: "memory://" } },
  { name: "PostgreSQL", enabled: Boolean(process.env.TEST_DATABASE_URL), overrides: {} },
];

const COMPETITION = `id version currentScore winner { id } rules { id text }
  rounds { id valid score winner { id } subRounds { id name points player { id } } }`;

interface Competition {
  id: string;
  version: number;
  currentScore: [number, number];
  winner: { id: string } | null;
  rules: { id: string; text: string }[];
  rounds: {
    id: string;
    valid: boolean;
    score: [number, number];
    winner: { id: string } | null;
    subRounds: { id: string; name: string; points: number; player: { id: string } | null }[];
  }[];
}

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

const types: Record<string, string> = { a: "ID!", n: "String!", p: "Int!", pl: "ID", v: "Boolean!" };

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
  const { body } = await graphqlRequest<{ competition: Competition }>(
    url,
    `query ($id: ID!) { competition(id: $id) { ${COMPETITION} } }`,
    { id },
    user.cookie,
  );
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
  const mutate = async (call: string, variables: Record<string, unknown>, onAck: () => void) => {
    const field = call.slice(0, call.indexOf("("));
    const declared = Object.keys(variables).map((name) => `$${name}: ${types[name]}`);
    const query = `mutation (${declared.join(", ")}) { ${call} { ${COMPETITION} } }`;
    const { body } = await graphqlRequest(url, query, variables, user.cookie);
    if (body.errors) {
      // A target the other player just removed, or a round rule: clean refusals, nothing else is acceptable.
      expect(["NOT_FOUND", "FORBIDDEN"], JSON.stringify(body.errors)).toContain(body.errors[0].extensions?.code);
      return;
    }
    ledger.acknowledged++;
    onAck();
    const competition = body.data![field] as Competition;
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
        "addSubRound(roundId: $a, name: $n, points: $p, playerId: $pl)",
        { a: round.id, n: name, p: points, pl: player },
        () => ledger.subRoundsAdded.set(name, round.id),
      );
    } else if (roll < 0.55 && subRound) {
      await mutate("deleteSubRound(subRoundId: $a)", { a: subRound.id }, () =>
        ledger.subRoundsDeleted.add(subRound.name),
      );
    } else if (roll < 0.65) {
      ledger.attemptedNames.add(name);
      await mutate("addRule(competitionId: $a, text: $n)", { a: known.id, n: name }, () => ledger.rulesAdded.add(name));
    } else if (roll < 0.72 && rule) {
      await mutate("removeRule(ruleId: $a)", { a: rule.id }, () => ledger.rulesRemoved.add(rule.text));
    } else if (roll < 0.87 && round) {
      await mutate("setRoundValid(roundId: $a, valid: $v)", { a: round.id, v: rand() < 0.7 }, () => {});
    } else if (roll < 0.97) {
      await mutate("addRound(competitionId: $a)", { a: known.id }, () => ledger.roundsAdded++);
    } else if (round) {
      await mutate("deleteRound(roundId: $a)", { a: round.id }, () => ledger.roundsDeleted.add(round.id));
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
