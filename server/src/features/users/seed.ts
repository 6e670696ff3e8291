import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { competitions, rounds, rules, subRounds, users, type UserRow } from "../../db/schema";
import { competitionScore, roundScore, winnerOf, type Players } from "../../domain/scoring";
import type { Logger } from "../../logger";
import { findSeededUser } from "./store";

const SAMPLE_OPPONENT = "Challenger";

/**
 * Start-up seeding, idempotent and safe with several instances: the test friend every new account starts
 * with, and the public sample competition of the home page (the test friend against a second seeded user).
 */
export async function seed(db: Db, config: Config, logger: Logger): Promise<void> {
  await db.transaction(async (tx) => {
    const testFriend = await ensureSeededUser(tx, config.testFriendUsername, logger);
    const opponent = await ensureSeededUser(tx, SAMPLE_OPPONENT, logger);
    if (testFriend && opponent) await ensureSampleCompetition(tx, config.sampleCompetitionId, [testFriend, opponent]);
  });
}

async function ensureSeededUser(tx: Tx, username: string, logger: Logger): Promise<UserRow | undefined> {
  await tx.insert(users).values({ username, seeded: true }).onConflictDoNothing();
  const user = await findSeededUser(tx, username);
  if (!user) logger.warn({ username }, "a real user has this seeded user's name: seeding skipped");
  return user;
}

const sampleRounds = [
  {
    valid: true,
    subRounds: [
      ["Rainbow Road", 3, 0],
      ["Moo Moo Meadows", 2, 1],
      ["Koopa Beach", 1, null],
    ],
  },
  {
    valid: true,
    subRounds: [
      ["Bowser's Castle", 2, 1],
      ["DK Summit", 1, 1],
    ],
  },
  { valid: false, subRounds: [["Mario Circuit", 1, 0]] },
] as const;

async function ensureSampleCompetition(tx: Tx, id: string, [one, two]: [UserRow, UserRow]): Promise<void> {
  const players: Players = [one.id, two.id];
  const scored = sampleRounds.map((round) => ({
    valid: round.valid,
    subRounds: round.subRounds.map(([name, points, player]) => ({
      name,
      points,
      playerId: player === null ? null : players[player],
    })),
  }));
  const [scoreOne, scoreTwo] = competitionScore(scored, players);
  const inserted = await tx
    .insert(competitions)
    .values({
      id,
      name: "Mario Kart: the sample season",
      description: "A season of Mario Kart between two friends, to show how Rivals keeps score.",
      playerOneId: one.id,
      playerTwoId: two.id,
      public: true,
      scoreOne,
      scoreTwo,
      winnerId: winnerOf([scoreOne, scoreTwo], players),
    })
    .onConflictDoNothing()
    .returning({ id: competitions.id });
  if (inserted.length === 0) return;
  await tx.insert(rules).values([
    { competitionId: id, position: 1, text: "150cc, no items" },
    { competitionId: id, position: 2, text: "Loser of a round picks the next cup" },
  ]);
  for (const [index, round] of scored.entries()) {
    const [scoreOne, scoreTwo] = roundScore(round.subRounds, players);
    const [row] = await tx
      .insert(rounds)
      .values({ competitionId: id, position: index + 1, valid: round.valid, scoreOne, scoreTwo })
      .returning();
    await tx
      .insert(subRounds)
      .values(round.subRounds.map((subRound, position) => ({ ...subRound, roundId: row.id, position: position + 1 })));
  }
}
