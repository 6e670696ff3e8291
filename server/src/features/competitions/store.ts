import { asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import {
  competitions,
  rounds,
  rules,
  subRounds,
  users,
  type CompetitionRow,
  type RoundRow,
  type RuleRow,
  type SubRoundRow,
  type UserRow,
} from "../../db/schema";
import { roundScore, winnerOf, type Players, type Score } from "../../domain/scoring";
import type { Viewer } from "../../domain/visibility";
import { linkedUserIds } from "../friends/store";

export interface SubRoundView extends SubRoundRow {
  player: UserRow | null;
}

export interface RoundView extends RoundRow {
  number: number;
  score: Score;
  winner: UserRow | null;
  subRounds: SubRoundView[];
}

export interface CompetitionView extends CompetitionRow {
  players: [UserRow, UserRow];
  rules: RuleRow[];
  rounds: RoundView[];
}

/**
 * Loads whole competitions (players, rules, rounds, sub-rounds) in five statements, however many and however
 * large. Missing ids are simply absent from the result.
 */
export async function loadCompetitions(db: Db, ids: readonly string[]): Promise<Map<string, CompetitionView>> {
  const views = new Map<string, CompetitionView>();
  if (ids.length === 0) return views;
  const rows = await db
    .select()
    .from(competitions)
    .where(inArray(competitions.id, [...ids]));
  if (rows.length === 0) return views;
  const found = rows.map((row) => row.id);
  const playerIds = [...new Set(rows.flatMap((row) => [row.playerOneId, row.playerTwoId]))];
  const [players, ruleRows, roundRows, subRoundRows] = await Promise.all([
    db.select().from(users).where(inArray(users.id, playerIds)),
    db.select().from(rules).where(inArray(rules.competitionId, found)).orderBy(asc(rules.position)),
    db.select().from(rounds).where(inArray(rounds.competitionId, found)).orderBy(asc(rounds.position)),
    db
      .select({ subRound: subRounds })
      .from(subRounds)
      .innerJoin(rounds, eq(subRounds.roundId, rounds.id))
      .where(inArray(rounds.competitionId, found))
      .orderBy(asc(subRounds.position)),
  ]);
  const userById = new Map(players.map((user) => [user.id, user]));
  const user = (id: string | null) => (id === null ? null : (userById.get(id) ?? null));
  const subRoundsByRound = groupBy(
    subRoundRows.map(({ subRound }) => ({ ...subRound, player: user(subRound.playerId) })),
    (subRound) => subRound.roundId,
  );
  const rulesByCompetition = groupBy(ruleRows, (rule) => rule.competitionId);
  const roundsByCompetition = groupBy(roundRows, (round) => round.competitionId);
  for (const row of rows) {
    const players: Players = [row.playerOneId, row.playerTwoId];
    const roundViews = (roundsByCompetition.get(row.id) ?? []).map((round, index): RoundView => {
      const roundSubRounds = subRoundsByRound.get(round.id) ?? [];
      const score = roundScore(roundSubRounds, players);
      return { ...round, number: index + 1, score, winner: user(winnerOf(score, players)), subRounds: roundSubRounds };
    });
    views.set(row.id, {
      ...row,
      players: [userById.get(row.playerOneId)!, userById.get(row.playerTwoId)!],
      rules: rulesByCompetition.get(row.id) ?? [],
      rounds: roundViews,
    });
  }
  return views;
}

/** A user as the visibility rules see them: with their accepted friends. */
export async function viewerWithFriends(db: Db | Tx, id: string): Promise<Viewer> {
  return { id, friendIds: new Set(await linkedUserIds(db, id, "accepted")) };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
