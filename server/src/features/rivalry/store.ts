import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { notifyingUsers } from "../../db/bus";
import type { Db, Tx } from "../../db/client";
import { namedStatement, preparedRead } from "../../db/prepared";
import { competitionFrom } from "../../db/rows";
import type { CompetitionRow } from "../../db/schema";
import { normalizeUsername } from "../../domain/accounts";
import { nameRecords, type NameRecord, type SpellingCount } from "../../domain/names";
import { expectedScore, shownRating, type Game, type Position, type RatingAfter } from "../../domain/rating";
import { seriesOf, type Series } from "../../domain/rematch";
import type { Players } from "../../domain/scoring";
import { longestStreak, outcomeFor, streak, tally, type Tally } from "../../domain/rivalry";
import { publicUserJson, type PublicUser } from "../users";

/**
 * The SQL of ratings and rivalries: the replay's reads and writes (features/rivalry/service.ts keeps them in the
 * transaction of the change that moved the history), and everything between two users read in one statement.
 */

// Any constant works: the same for every instance replaying on one database.
const RATINGS_LOCK_KEY = 7_244_102;

/** One replay at a time: each starts after the one before it committed, and sees its history and ratings. */
export async function lockRatings(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RATINGS_LOCK_KEY})`);
}

/** The history from a position on (all of it: null), and the ratings its players and `players` had before it. */
export interface History {
  games: Game[];
  /** Everyone whose rating the replay decides: the games' players and `players`. */
  players: string[];
  /** Their ratings before the position; someone without a game before it is not in here (1500). */
  start: Map<string, number>;
}

const jsonIds = (ids: readonly string[]) =>
  sql`(select value::uuid as id from json_array_elements_text(${JSON.stringify(ids)}::json))`;

const fromPosition = (from: Position | null, completedAt: SQL, id: SQL) =>
  from ? sql`(${completedAt}, ${id}) >= (${from.completedAt.toISOString()}::timestamptz, ${from.id}::uuid)` : sql`true`;

export async function loadHistory(tx: Tx, from: Position | null, players: readonly string[]): Promise<History> {
  const { rows } = (await tx.execute(sql`
    with games as (
      select c.id, c.completed_at, c.player_one_id, c.player_two_id, c.winner_id from competitions c
      where c.status = 'complete' and ${fromPosition(from, sql`c.completed_at`, sql`c.id`)}),
    players as (
      select player_one_id as id from games union select player_two_id from games union select id from ${jsonIds(players)} given)
    select
      (select coalesce(json_agg(json_build_object('id', id, 'completedAt', completed_at, 'playerOneId', player_one_id,
        'playerTwoId', player_two_id, 'winnerId', winner_id) order by completed_at, id), '[]') from games) as games,
      (select coalesce(json_object_agg(p.id, (select r.rating from ratings r
        where r.user_id = p.id and not ${fromPosition(from, sql`r.completed_at`, sql`r.competition_id`)}
        order by r.completed_at desc, r.competition_id desc limit 1)), '{}') from players p) as start`)) as {
    rows: { games: (Omit<Game, "completedAt"> & { completedAt: string })[]; start: Record<string, number | null> }[];
  };
  const [{ games, start }] = rows;
  return {
    games: games.map((game) => ({ ...game, completedAt: new Date(game.completedAt) })),
    players: Object.keys(start),
    start: new Map(Object.entries(start).filter((entry): entry is [string, number] => entry[1] !== null)),
  };
}

/** What a replay decided: every rating after each game from its start on, and everyone's rating now. */
export interface Replayed {
  from: Position | null;
  after: readonly RatingAfter[];
  ratings: ReadonlyMap<string, number>;
  /** Whose records to count again: the players of the competition that changed (everyone's, replaying all). */
  recount: readonly string[];
  /** Who has been told already (by the change's own events). */
  told: readonly string[];
}

/**
 * Stores a replay in one statement: the ratings after each game from its start on (those of games no longer
 * complete go), everyone's rating and the records counted again. Tells each user whose rating or record changed,
 * and their friends (who see it in their lists), unless told already; answers who changed.
 */
export async function saveRatings(tx: Tx, replayed: Replayed): Promise<string[]> {
  const after = replayed.after.map(({ competitionId, userId, completedAt, rating }) => ({
    competition_id: competitionId,
    user_id: userId,
    completed_at: completedAt.toISOString(),
    rating,
  }));
  const ratings = [...replayed.ratings].map(([id, rating]) => ({ id, rating }));
  const { rows } = (await tx.execute(sql`
    with kept as (
      insert into ratings (competition_id, user_id, completed_at, rating)
      select * from jsonb_to_recordset(${JSON.stringify(after)}::jsonb)
        as r(competition_id uuid, user_id uuid, completed_at timestamptz, rating float8)
      on conflict (competition_id, user_id) do update set completed_at = excluded.completed_at, rating = excluded.rating),
    dropped as (
      delete from ratings where ${fromPosition(replayed.from, sql`completed_at`, sql`competition_id`)}
        and competition_id not in (select (value->>'competition_id')::uuid from jsonb_array_elements(${JSON.stringify(after)}::jsonb))),
    records as (
      select u.id, count(c.id) filter (where c.winner_id = u.id) as wins,
        count(c.id) filter (where c.winner_id <> u.id) as losses, count(c.id) filter (where c.winner_id is null) as draws
      from ${jsonIds(replayed.recount)} u
        left join competitions c on c.status = 'complete' and u.id in (c.player_one_id, c.player_two_id)
      group by u.id),
    next as (
      select n.id, n.rating, r.wins, r.losses, r.draws
      from jsonb_to_recordset(${JSON.stringify(ratings)}::jsonb) as n(id uuid, rating float8) left join records r using (id)),
    changed as (
      update users u set rating = n.rating, wins = coalesce(n.wins, u.wins), losses = coalesce(n.losses, u.losses),
        draws = coalesce(n.draws, u.draws)
      from next n where u.id = n.id and (u.rating, u.wins, u.losses, u.draws) is distinct from
        (n.rating, coalesce(n.wins, u.wins), coalesce(n.losses, u.losses), coalesce(n.draws, u.draws))
      returning u.id),
    told as (
      select id from changed
      union select case when f.sender_id = changed.id then f.receiver_id else f.sender_id end
      from friendships f join changed on changed.id in (f.sender_id, f.receiver_id) where f.accepted)
    select (select coalesce(json_agg(id), '[]') from changed) as changed,
      ${notifyingUsers(sql`select id from told where id not in (select id from ${jsonIds(replayed.told)} given)`)} as notified`)) as {
    rows: { changed: string[] }[];
  };
  return rows[0].changed;
}

/** Whether a complete competition has no ratings yet: so after migration 0008, until they are replayed. */
export async function ratingsStale(db: Db | Tx): Promise<boolean> {
  const { rows } = (await db.execute(sql`select exists (select from competitions c where c.status = 'complete'
    and not exists (select from ratings r where r.competition_id = c.id)) as stale`)) as { rows: { stale: boolean }[] };
  return rows[0].stale;
}

/** A RivalryResult (API.md): a complete competition between the two, from the viewer's side. */
export interface RivalryResultView {
  competition: CompetitionRow & { players: [PublicUser, PublicUser] };
  completedAt: string;
  winner: PublicUser | null;
  score: [number, number];
  /** The viewer's rating right after it, rounded. */
  rating: number;
}

/**
 * A Rivalry (API.md): the viewer against the opponent. The totals (competitions, rounds, points), the record with
 * its streaks, and the timeline are there when they were read (`RivalryParts`).
 */
export interface RivalryView {
  opponent: PublicUser;
  competitions?: number;
  ongoing?: number;
  record?: Tally;
  rounds?: Tally;
  points?: [number, number];
  streak?: number;
  longestStreak?: number;
  rating: number;
  opponentRating: number;
  winProbability: number;
  timeline?: RivalryResultView[];
  byName?: NameRecord[];
  series?: Series<CompetitionRow & { players: [PublicUser, PublicUser] }>[];
}

/** What a read of a rivalry needs besides its record and ratings: the totals, the competitions of its timeline. */
export interface RivalryParts {
  totals: boolean;
  /** The complete competitions between the two: the record and streaks (and, with `timeline`, the timeline). */
  results: boolean;
  timeline: boolean;
  /** Every competition between the two, for their series. */
  series: boolean;
  /** The sub-rounds of their counted rounds, by name. */
  byName: boolean;
}

/** The parts a selection of Rivalry fields (by name) needs. */
export function rivalryParts(selected: { has(field: string): boolean }): RivalryParts {
  return {
    totals: ["competitions", "ongoing", "rounds", "points"].some((field) => selected.has(field)),
    results: ["record", "streak", "longestStreak", "timeline"].some((field) => selected.has(field)),
    timeline: selected.has("timeline"),
    series: selected.has("series"),
    byName: selected.has("byName"),
  };
}

/** The parts of a rivalry as PostgreSQL builds them. */
export interface RivalryJson {
  viewer: PublicUser;
  rating: number;
  opponentRating: number;
  competitions?: number;
  ongoing?: number;
  rounds?: Tally & { points: [number, number] };
  /** The complete competitions between the two in history order, when read. */
  results?: {
    winnerId: string | null;
    score: [number, number];
    completedAt: string;
    rating: number;
    competition?: Record<string, unknown>;
  }[];
  /** Every competition between the two, as `row_to_json` makes their rows. */
  series?: Record<string, unknown>[];
  /** The sub-rounds of the counted rounds, counted per spelling and player. */
  byName?: SpellingRow[];
}

/**
 * The sub-rounds of one spelling given to one player, as `rivalryJson` counts them: the spelling, the player (0 the
 * viewer, 1 the opponent, null a draw), how many, their points added up, and whether fewer points win their rounds.
 */
export type SpellingRow = [name: string, player: 0 | 1 | null, count: number, points: number, lowerWins: boolean];

const spellingCount =
  (players: Players) =>
  ([name, player, count, points, lowerWins]: SpellingRow): SpellingCount => ({
    name,
    playerId: player === null ? null : players[player],
    count,
    points,
    lowerWins,
  });

/**
 * One result of a rivalry, the complete competition `c` and the viewer's rating row `rt` after it in scope, as
 * `RivalryJson.results` holds it (with the competition's row for a timeline).
 */
export function resultJson(viewerId: string | SQLWrapper, parts: Pick<RivalryParts, "timeline">): SQL {
  return sql`json_build_object('winnerId', c.winner_id, 'completedAt', c.completed_at,
    'score', case when c.player_one_id = ${viewerId} then json_build_array(c.score_one, c.score_two)
      else json_build_array(c.score_two, c.score_one) end,
    'rating', rt.rating ${parts.timeline ? sql`, 'competition', row_to_json(c)` : sql``})`;
}

/** Results are listed in history order. */
export const RESULT_ORDER = sql`c.completed_at, c.id`;

/**
 * Everything between the viewer and the user `opponent` (the id and rating columns of a users row in scope) that
 * `parts` asks for, as one JSON expression: the ratings always; the results, the totals, which read every round
 * between the two, and each result's competition row (for a timeline) when asked. `read`, when given, is what a
 * read of many rivalries read once for all of them: the viewer's users row, in scope as `v`, and this rivalry's
 * results as a JSON array.
 */
export function rivalryJson(
  viewerId: string | SQLWrapper,
  opponent: { id: SQL; rating: SQL },
  parts: RivalryParts,
  read?: { results: SQL },
): SQL {
  const between = (c: string) =>
    sql`((${sql.raw(c)}.player_one_id = v.id and ${sql.raw(c)}.player_two_id = ${opponent.id})
      or (${sql.raw(c)}.player_one_id = ${opponent.id} and ${sql.raw(c)}.player_two_id = v.id))`;
  const totals = sql`'competitions', (select count(*) from competitions c where ${between("c")}),
    'ongoing', (select count(*) from competitions c where ${between("c")} and c.status = 'ongoing'),
    'rounds', (select json_build_object('wins', count(*) filter (where r.result = s.mine),
        'losses', count(*) filter (where r.result = 3 - s.mine), 'draws', count(*) filter (where r.result = 0),
        'points', json_build_array(
          coalesce(sum(case when s.mine = 1 then r.score_one else r.score_two end), 0),
          coalesce(sum(case when s.mine = 1 then r.score_two else r.score_one end), 0)))
      from (select c.id, case when c.player_one_id = v.id then 1 else 2 end as mine from competitions c
        where ${between("c")} and c.status <> 'abandoned') s
      join rounds r on r.competition_id = s.id where r.valid),`;
  const series = sql`'series', (select coalesce(json_agg(row_to_json(c)), '[]') from competitions c where ${between("c")}),`;
  const results = sql`(select coalesce(json_agg(${resultJson(sql`v.id`, parts)} order by ${RESULT_ORDER}), '[]')
      from competitions c left join ratings rt on rt.competition_id = c.id and rt.user_id = v.id
      where ${between("c")} and c.status = 'complete')`;
  // Grouped as bytes ("C"): the same groups, without the locale's slower comparisons. Each group is an array
  // (`SpellingRow`), its player by side, not by id: a third of the JSON to build, send and parse.
  const byName = sql`'byName', (select coalesce(json_agg(json_build_array(n.name,
      case n.player_id when v.id then 0 when ${opponent.id} then 1 end, n.count, n.points, n.lower_wins)), '[]')
    from (select s.name collate "C" as name, s.player_id, r.lower_wins, count(*) as count, sum(s.points) as points
      from competitions c join rounds r on r.competition_id = c.id and r.valid join sub_rounds s on s.round_id = r.id
      where ${between("c")} and c.status <> 'abandoned' group by 1, 2, 3) n),`;
  const json = sql`json_build_object(${parts.totals ? totals : sql``} ${parts.series ? series : sql``}
    ${parts.byName ? byName : sql``} ${read || parts.results ? sql`'results', ${read?.results ?? results},` : sql``}
    'viewer', ${publicUserJson("v")}, 'rating', v.rating, 'opponentRating', ${opponent.rating})`;
  return read ? json : sql`(select ${json} from users v where v.id = ${viewerId})`;
}

/** The rivalry as the API answers it, from what `rivalryJson` read. */
export function rivalryFrom(json: RivalryJson, opponent: PublicUser): RivalryView {
  const { viewer } = json;
  const players: Players = [viewer.id, opponent.id];
  const userOf = (id: string | null) => (id === viewer.id ? viewer : id === opponent.id ? opponent : null);
  const withPlayers = (competition: CompetitionRow) => ({
    ...competition,
    players: [userOf(competition.playerOneId)!, userOf(competition.playerTwoId)!] as [PublicUser, PublicUser],
  });
  return {
    opponent,
    ...(json.rounds && {
      competitions: json.competitions,
      ongoing: json.ongoing,
      rounds: { wins: json.rounds.wins, losses: json.rounds.losses, draws: json.rounds.draws },
      points: json.rounds.points,
    }),
    ...(json.results && recordOf(json.results, viewer.id)),
    rating: shownRating(json.rating),
    opponentRating: shownRating(json.opponentRating),
    winProbability: expectedScore(json.rating, json.opponentRating),
    ...(json.results?.every((result) => result.competition) && {
      timeline: json.results.map((result) => {
        return {
          competition: withPlayers(competitionFrom(result.competition!)),
          completedAt: new Date(result.completedAt).toISOString(),
          winner: userOf(result.winnerId),
          score: result.score,
          rating: shownRating(result.rating),
        };
      }),
    }),
    ...(json.byName && { byName: nameRecords(json.byName.map(spellingCount(players)), players) }),
    ...(json.series && {
      series: seriesOf(
        json.series.map((row) => withPlayers(competitionFrom(row))),
        viewer.id,
      ),
    }),
  };
}

/** The record and streaks from the viewer's side, from the results in history order. */
function recordOf(results: NonNullable<RivalryJson["results"]>, viewerId: string) {
  const outcomes = results.map((result) => outcomeFor(viewerId, result.winnerId));
  return { record: tally(outcomes), streak: streak(outcomes), longestStreak: longestStreak(outcomes) };
}

/** What `loadRivalry` finds: the opponent, whether the two are friends or have competed, and their rivalry. */
export interface FoundRivalry {
  opponent: PublicUser;
  friends: boolean;
  /** How many competitions the two have, whatever their state. */
  competitions: number;
  rivalry: RivalryJson;
}

/**
 * The read of a rivalry of one shape (its parts), built and prepared once (db/prepared.ts): the next read of that
 * shape is neither built by Drizzle nor planned by PostgreSQL again.
 */
function rivalryStatement(db: Db, parts: RivalryParts) {
  return preparedRead(db, "rivalry", JSON.stringify(parts), (name) => {
    const viewerId = sql.placeholder("viewerId");
    return namedStatement(
      name,
      sql`select ${publicUserJson("o")} as opponent,
        exists (select from friendships f where f.accepted and ((f.sender_id = ${viewerId} and f.receiver_id = o.id)
          or (f.sender_id = o.id and f.receiver_id = ${viewerId}))) as friends,
        (select count(*)::int from competitions c where (c.player_one_id = ${viewerId} and c.player_two_id = o.id)
          or (c.player_one_id = o.id and c.player_two_id = ${viewerId})) as competitions,
        ${rivalryJson(viewerId, { id: sql`o.id`, rating: sql`o.rating` }, parts)} as rivalry
      from users o where o.username = ${sql.placeholder("username")} and o.id <> ${viewerId}`,
    );
  });
}

/** The viewer against the user of this username, when that is someone else, with the `parts` asked for. */
export async function loadRivalry(
  db: Db,
  viewerId: string,
  username: string,
  parts: RivalryParts,
): Promise<FoundRivalry | undefined> {
  const rows = await rivalryStatement(db, parts)(db, { viewerId, username: normalizeUsername(username) });
  return rows[0] as unknown as FoundRivalry | undefined;
}
