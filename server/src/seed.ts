import type { Config } from "./config";
import type { Db, Tx } from "./db/client";
import type { UserRow } from "./db/schema";
import { competitionScore, roundScore, winnerOf, type Players } from "./domain/scoring";
import type { Logger } from "./logger";
import { competitionExists, insertCompetitionIfAbsent } from "./features/competitions";
import { findSeededUser, insertSeededUser } from "./features/users";

const SAMPLE_OPPONENT = "Challenger";

/**
 * Start-up seeding, idempotent and safe with several instances: the test friend every new account starts
 * with, and the public sample competition of the home page (the test friend against a second seeded user).
 */
export async function seed(db: Db, config: Config, logger: Logger): Promise<void> {
  if (await seededAlready(db, config)) return;
  await db.transaction(async (tx) => {
    const testFriend = await ensureSeededUser(tx, config.testFriendUsername, logger);
    const opponent = await ensureSeededUser(tx, SAMPLE_OPPONENT, logger);
    if (testFriend && opponent) await ensureSampleCompetition(tx, config.sampleCompetitionId, [testFriend, opponent]);
  });
}

/** Every start but the first finds all of it: three reads, where seeding takes seven statements. */
async function seededAlready(db: Db, config: Config): Promise<boolean> {
  return (
    (await findSeededUser(db, config.testFriendUsername)) !== undefined &&
    (await findSeededUser(db, SAMPLE_OPPONENT)) !== undefined &&
    (await competitionExists(db, config.sampleCompetitionId))
  );
}

async function ensureSeededUser(tx: Tx, username: string, logger: Logger): Promise<UserRow | undefined> {
  await insertSeededUser(tx, username);
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
  const scored = sampleRounds.map((round) => {
    const subRounds = round.subRounds.map(([name, points, player]) => ({
      name,
      points,
      playerId: player === null ? null : players[player],
    }));
    const [scoreOne, scoreTwo] = roundScore(subRounds, players);
    return { valid: round.valid, scoreOne, scoreTwo, subRounds };
  });
  const [scoreOne, scoreTwo] = competitionScore(scored, players);
  await insertCompetitionIfAbsent(tx, {
    competition: {
      id,
      name: "Mario Kart: the sample season",
      description: "A season of Mario Kart between two friends, to show how Rivals keeps score.",
      playerOneId: one.id,
      playerTwoId: two.id,
      public: true,
      scoreOne,
      scoreTwo,
      winnerId: winnerOf([scoreOne, scoreTwo], players),
    },
    rules: ["150cc, no items", "Loser of a round picks the next cup"],
    rounds: scored,
  });
}
