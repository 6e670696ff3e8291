import { and, desc, eq, gte, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeVouched, prepareVouched, preparedRead, type VouchedStatement } from "../../db/prepared";
import { competitionFrom } from "../../db/rows";
import { competitions, playedBy, type CompetitionRow, type RuleRow, type SubRoundRow } from "../../db/schema";
import { formatOf } from "../../domain/format";
import { roundScore, roundWinnerOf, type Players, type RoundResult, type Score } from "../../domain/scoring";
import { nameSuggestions } from "../../domain/names";
import type { CurrentState, Entry, UndoCompetition } from "../../domain/ledger";
import type { Viewer } from "../../domain/visibility";
import { linkedUserIds } from "../friends";
import { publicUserJson, type PublicUser } from "../users";

export interface SubRoundView extends Omit<SubRoundRow, "roundId"> {
  player: PublicUser | null;
}

export interface RoundView {
  id: string;
  competitionId: string;
  position: number;
  valid: boolean;
  /** 1-based, in position order. */
  number: number;
  score: Score;
  winner: PublicUser | null;
  subRounds: SubRoundView[];
}

/** What a read needs of a competition beyond its own row. */
export interface CompetitionParts {
  players?: boolean;
  rules?: boolean;
  /** Every round, with its sub-rounds. */
  rounds?: boolean;
  roundCount?: boolean;
  roundResults?: boolean;
  roundScores?: boolean;
  /** Single rounds by 1-based number, with their sub-rounds. */
  roundNumbers?: readonly number[];
  /** The round a change added or changed, by id, with its number and sub-rounds. */
  changedRoundId?: string;
  /** The competition it is a rematch of, and its rematches (rows only, before visibility). */
  rematchOf?: boolean;
  rematches?: boolean;
  /** The sub-round names used between its two players (before visibility: for its players only). */
  nameSuggestions?: boolean;
}

/** A competition's row with the parts a read asked for; parts not asked for are absent. */
export interface CompetitionAnswer extends CompetitionRow {
  players?: [PublicUser, PublicUser];
  rules?: RuleRow[];
  rounds?: RoundView[];
  roundCount?: number;
  roundResults?: RoundResult[];
  roundScores?: Score[];
  /** Each round asked for by number, or null when the competition has no such round. */
  roundsByNumber?: ReadonlyMap<number, RoundView | null>;
  /** The round asked for by `changedRoundId`, or null when it is gone. */
  changedRound?: RoundView | null;
  /** The competition it is a rematch of (null: none, or deleted), and its rematches, whoever may see them. */
  rematchOf?: CompetitionRow | null;
  rematches?: CompetitionRow[];
  nameSuggestions?: string[];
  /** Whether the viewer it was read for is an accepted friend of either player, when that was read. */
  friendOfAPlayer?: boolean;
}

/**
 * Some parts of competitions by id, in one statement. One id is read as `id = $1`: PostgreSQL plans `= any($1)` for
 * arrays of any length, a plan it finds dearer than planning each read again, so it would plan every read of one.
 */
export async function loadCompetitionParts(
  db: Db,
  ids: readonly string[],
  parts: CompetitionParts,
): Promise<Map<string, CompetitionAnswer>> {
  if (ids.length === 0) return new Map();
  const answers = await selectCompetitions(db, ids.length === 1 ? { id: ids[0] } : { ids }, parts);
  return new Map(answers.map(({ competition }) => [competition.id, competition]));
}

/**
 * One competition with the parts asked for and, for a signed-in viewer, whether they are an accepted friend of
 * either player (what visibility needs besides the row): one statement.
 */
export async function loadCompetitionFor(
  db: Db,
  id: string,
  viewerId: string | undefined,
  parts: CompetitionParts,
): Promise<{ competition: CompetitionAnswer; friendOfAPlayer: boolean } | undefined> {
  const [found] = await selectCompetitions(db, { id, viewerId }, parts);
  return found && { ...found, competition: { ...found.competition, friendOfAPlayer: found.friendOfAPlayer } };
}

/** A player's competitions, most recently updated first, with the parts asked for: one statement. */
export async function loadPlayedCompetitions(
  db: Db,
  playerId: string,
  filters: { status?: CompetitionRow["status"]; opponentId?: string },
  parts: CompetitionParts,
): Promise<CompetitionAnswer[]> {
  const answers = await selectCompetitions(db, { playerId, ...filters }, parts);
  return answers.map(({ competition }) => competition);
}

/** The ids of a player's competitions changed at or after `since`. */
export async function playedCompetitionIdsChangedSince(db: Db, playerId: string, since: Date): Promise<string[]> {
  const rows = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(playedBy(playerId), gte(competitions.updatedAt, since)));
  return rows.map((row) => row.id);
}

/** A user as the visibility rules see them: with their accepted friends. */
export async function viewerWithFriends(db: Db | Tx, id: string): Promise<Viewer> {
  return { id, friendIds: new Set(await linkedUserIds(db, id, "accepted")) };
}

interface SubRoundJson {
  id: string;
  position: number;
  name: string;
  points: number;
  playerId: string | null;
}

interface RoundJson extends Omit<RoundView, "score" | "winner" | "subRounds"> {
  subRounds: SubRoundJson[];
}

/** The parts as PostgreSQL builds them; `round<i>` holds the round numbered by the read's i-th number. */
interface PartsJson {
  players?: [PublicUser, PublicUser];
  rules?: RuleRow[];
  rounds?: RoundJson[];
  roundCount?: number;
  /** Per round in order: valid, player one's points, player two's. */
  roundResults?: RoundResult[];
  roundScores?: Score[];
  [round: `round${number}`]: RoundJson | null;
  changedRound?: RoundJson | null;
  /** competitions rows as `row_to_json` makes them. */
  rematchOf?: Record<string, unknown> | null;
  rematches?: Record<string, unknown>[];
  /** Each spelling of a sub-round name used between the two players, with how often. */
  nameSuggestions?: { name: string; count: number }[];
}

/** Which competitions a read is about: one (for a viewer), some by id, or a player's, filtered. */
type Which =
  | { id: string; viewerId?: string }
  | { ids: readonly string[] }
  | { playerId: string; status?: CompetitionRow["status"]; opponentId?: string };

const param = (name: string) => sql.placeholder(name);

/** The statement for reads of one shape (which competitions, which parts), prepared once (db/prepared.ts). */
function competitionsStatement(db: Db, which: Which, parts: CompetitionParts, numbers: readonly number[]) {
  const shape = JSON.stringify([
    // What is given decides the SQL (an empty filter is no filter), so it decides the statement's name too.
    "id" in which ? "id" : "ids" in which ? "ids" : "player",
    Object.entries(which).flatMap(([key, value]) => (value ? [key] : [])),
    parts.players,
    parts.rules,
    parts.rounds,
    parts.roundCount,
    parts.roundResults,
    parts.roundScores,
    numbers.length,
    parts.changedRoundId !== undefined,
    parts.rematchOf,
    parts.rematches,
    parts.nameSuggestions,
  ]);
  return preparedRead<VouchedStatement<CompetitionSelectRow>>(db, "competitions", shape, (name) => {
    const viewer = "viewerId" in which && !!which.viewerId;
    const partsOf = sql<PartsJson | null>`${partsJson(parts, numbers)}`;
    const friend = viewer ? friendOfAPlayer(param("viewerId")) : sql<boolean>`false`;
    const order = "playerId" in which ? [desc(competitions.updatedAt)] : [];
    // One JSON value a competition: its row's 21 columns cost the driver and Drizzle more to decode one by one.
    const selected = sql<SelectedJson>`json_build_object('row', row_to_json(${competitions}), 'parts', ${partsOf},
      'friendOfAPlayer', ${friend})`;
    return prepareVouched(db, name, {
      table: competitions,
      fields: { selected },
      columns: [sql`${competitions}.*`, partsOf, friend],
      narrow: (query) => query.where(whereOf(which)).orderBy(...order),
    });
  });
}

/** A competition as its read selects it: its row as `row_to_json` makes it, the parts asked for and the friend check. */
interface SelectedJson {
  row: Record<string, unknown>;
  parts: PartsJson | null;
  friendOfAPlayer: boolean;
}

interface CompetitionSelectRow {
  selected: SelectedJson;
}

function whereOf(which: Which): SQL | undefined {
  if ("id" in which) return eq(competitions.id, param("id"));
  if ("ids" in which) return sql`${competitions.id} = any(${param("ids")}::uuid[])`;
  return and(
    playedBy(param("playerId")),
    which.status ? eq(competitions.status, param("status")) : undefined,
    which.opponentId ? playedBy(param("opponentId")) : undefined,
  );
}

async function selectCompetitions(
  db: Db,
  which: Which,
  parts: CompetitionParts,
): Promise<{ competition: CompetitionAnswer; friendOfAPlayer: boolean }[]> {
  const asked = [...new Set(parts.roundNumbers ?? [])];
  const numbers = asked.filter((number) => number >= 1);
  const values: Record<string, unknown> = { ...which, changedRoundId: parts.changedRoundId };
  numbers.forEach((number, index) => (values[`round${index}`] = number));
  const rows = await executeVouched(competitionsStatement(db, which, parts, numbers), values);
  return rows.map(({ selected: { row, parts: json, friendOfAPlayer } }) => ({
    competition: answerOf(competitionFrom(row), json ?? {}, asked, numbers),
    friendOfAPlayer,
  }));
}

/** Is the viewer an accepted friend of either player of the competition row in scope? */
function friendOfAPlayer(viewerId: Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from friendships f where f.accepted and (
    (f.sender_id = ${viewerId} and f.receiver_id in (${competitions.playerOneId}, ${competitions.playerTwoId})) or
    (f.receiver_id = ${viewerId} and f.sender_id in (${competitions.playerOneId}, ${competitions.playerTwoId}))))`;
}

/** Round rows `r` with a `number` column, as JSON with their sub-rounds in order. */
const roundJson = sql.raw(`json_build_object('id', r.id, 'competitionId', r.competition_id, 'position', r.position,
  'valid', r.valid, 'number', r.number, 'subRounds', (
    select coalesce(json_agg(json_build_object('id', s.id, 'position', s.position, 'name', s.name,
      'points', s.points, 'playerId', s.player_id) order by s.position), '[]')
    from sub_rounds s where s.round_id = r.id))`);

/** The JSON object of the parts asked for, built by PostgreSQL in the competition's own statement. */
function partsJson(parts: CompetitionParts, numbers: readonly number[]): SQL {
  const c = competitions;
  const entries: SQL[] = [];
  const add = (key: string, value: SQL) => entries.push(sql`${sql.raw(`'${key}'`)}, ${value}`);
  if (parts.players || parts.rounds || numbers.length > 0 || parts.changedRoundId !== undefined) {
    add(
      "players",
      sql`(select json_build_array(${publicUserJson("p1")}, ${publicUserJson("p2")}) from users p1, users p2
        where p1.id = ${c.playerOneId} and p2.id = ${c.playerTwoId})`,
    );
  }
  if (parts.rules) {
    add(
      "rules",
      sql`(select coalesce(json_agg(json_build_object('id', r.id, 'competitionId', r.competition_id,
        'position', r.position, 'text', r.text) order by r.position), '[]') from rules r where r.competition_id = ${c.id})`,
    );
  }
  if (parts.rounds) {
    add(
      "rounds",
      sql`(select coalesce(json_agg(${roundJson} order by r.position), '[]') from (
        select *, row_number() over (order by position) as number from rounds where competition_id = ${c.id}) r)`,
    );
  }
  numbers.forEach((_, index) => {
    const number = param(`round${index}`);
    add(
      `round${index}`,
      sql`(select ${roundJson} from (select *, ${number}::int as number from rounds where competition_id = ${c.id}
        order by position offset ${number}::int - 1 limit 1) r)`,
    );
  });
  if (parts.changedRoundId !== undefined) {
    add(
      "changedRound",
      sql`(select ${roundJson} from (select *, (select count(*) from rounds o where o.competition_id = ${c.id}
        and o.position <= rounds.position)::int as number from rounds
        where id = ${param("changedRoundId")} and competition_id = ${c.id}) r)`,
    );
  }
  if (parts.roundCount) {
    add("roundCount", sql`(select count(*)::int from rounds where competition_id = ${c.id})`);
  }
  if (parts.rematchOf) {
    add("rematchOf", sql`(select row_to_json(o) from competitions o where o.id = ${c.rematchOfId})`);
  }
  if (parts.rematches) {
    add(
      "rematches",
      sql`(select coalesce(json_agg(row_to_json(r) order by r.created_at, r.id), '[]') from competitions r
        where r.rematch_of = ${c.id})`,
    );
  }
  if (parts.nameSuggestions) {
    add(
      "nameSuggestions",
      sql`(select coalesce(json_agg(json_build_object('name', n.name, 'count', n.count)), '[]') from (
        select s.name collate "C" as name, count(*) as count from competitions o join rounds r on r.competition_id = o.id
          join sub_rounds s on s.round_id = r.id
        where (o.player_one_id, o.player_two_id) in ((${c.playerOneId}, ${c.playerTwoId}), (${c.playerTwoId}, ${c.playerOneId}))
        group by 1) n)`,
    );
  }
  if (parts.roundResults) {
    add(
      "roundResults",
      sql`(select coalesce(json_agg(r.result order by r.position), '[]') from rounds r where r.competition_id = ${c.id})`,
    );
  }
  if (parts.roundScores) {
    add(
      "roundScores",
      sql`(select coalesce(json_agg(json_build_array(r.score_one, r.score_two) order by r.position), '[]')
        from rounds r where r.competition_id = ${c.id})`,
    );
  }
  return entries.length > 0 ? sql`json_build_object(${sql.join(entries, sql`, `)})` : sql`null`;
}

/** The row and its parts as the resolvers read them; scores and winners from the pure scoring rules. */
function answerOf(
  row: CompetitionRow,
  json: PartsJson,
  asked: readonly number[],
  numbers: readonly number[],
): CompetitionAnswer {
  const ids: Players = [row.playerOneId, row.playerTwoId];
  const format = formatOf(row);
  const { players } = json;
  const user = (id: string | null) => (id === ids[0] ? players![0] : id === ids[1] ? players![1] : null);
  // The row and the parsed JSON are this read's own: they become the answer, not copied into it.
  const round = (loaded: RoundJson): RoundView => {
    const subRounds = loaded.subRounds as SubRoundView[];
    for (const subRound of subRounds) subRound.player = user(subRound.playerId);
    const score = roundScore(subRounds, ids);
    return Object.assign(loaded, { score, winner: user(roundWinnerOf(score, ids, format)), subRounds });
  };
  const answer: CompetitionAnswer = row;
  if (players) answer.players = players;
  if (json.rules) answer.rules = json.rules;
  if (json.rounds) answer.rounds = json.rounds.map(round);
  if (json.roundCount !== undefined) answer.roundCount = json.roundCount;
  if (json.roundResults) answer.roundResults = json.roundResults;
  if (json.roundScores) answer.roundScores = json.roundScores;
  if (json.changedRound !== undefined) answer.changedRound = json.changedRound && round(json.changedRound);
  if (json.rematchOf !== undefined) answer.rematchOf = json.rematchOf && competitionFrom(json.rematchOf);
  if (json.rematches) answer.rematches = json.rematches.map(competitionFrom);
  if (json.nameSuggestions) answer.nameSuggestions = nameSuggestions(json.nameSuggestions);
  if (asked.length > 0) {
    answer.roundsByNumber = new Map(
      asked.map((number) => {
        const found = json[`round${numbers.indexOf(number)}`];
        return [number, found ? round(found) : null];
      }),
    );
  }
  return answer;
}

/** An activity entry as read, with what its sentence and the undo rules need (domain/ledger.ts). */
export interface ActivityView extends Entry {
  id: string;
  competitionId: string;
  actor: PublicUser;
  version: number;
  at: string;
  undoes: string | null;
  /**
   * On an UNDO entry: whether it re-applied a change (it reversed an undo of it, or an undo of a redo…): an even
   * number of UNDO entries leads from it to the change. Undoing an UNDO entry that is not a redo redoes.
   */
  redo: boolean;
  /** What the things it touched are like now. */
  state: CurrentState;
  /** The competition as it is now, and its players' names by id. */
  competition: UndoCompetition;
  names: Record<string, string>;
}

/** Which entries a read is about: some by id, or a page of a competition's, newest first. */
export type ActivityWhich =
  | { ids: readonly string[]; competitionId?: string }
  | { competitionId: string; beforeVersion?: number; limit: number }
  | { competitionIds: readonly string[] };

/** Activity entries with their actor, their competition as it is now and the current state of what they touched. */
export async function loadActivity(db: Db | Tx, which: ActivityWhich): Promise<ActivityView[]> {
  if ("competitionIds" in which && which.competitionIds.length === 0) return [];
  const where = and(
    "competitionIds" in which ? uuidIn(sql`a.competition_id`, which.competitionIds) : undefined,
    "ids" in which ? uuidIn(sql`a.id`, which.ids) : undefined,
    "competitionId" in which && which.competitionId ? sql`a.competition_id = ${which.competitionId}` : undefined,
    "beforeVersion" in which && which.beforeVersion !== undefined ? sql`a.version < ${which.beforeVersion}` : undefined,
  );
  const limit = "limit" in which ? sql`limit ${which.limit}` : sql``;
  const { rows } = (await db.execute<{ entry: ActivityView }>(sql`
    select json_build_object('id', a.id, 'competitionId', a.competition_id, 'actorId', a.actor_id,
      'actor', ${publicUserJson("u")}, 'kind', a.kind, 'version', a.version, 'at', a.at, 'effect', a.effect,
      'undoneBy', a.undone_by, 'undoes', a.undoes, 'redo', ${undoChainIsEven},
      'state', ${currentState},
      'names', json_build_object(c.player_one_id, p1.username, c.player_two_id, p2.username),
      'competition', json_build_object('playerOneId', c.player_one_id, 'playerTwoId', c.player_two_id,
        'public', c.public, 'name', c.name, 'image', c.image, 'description', c.description, 'status', c.status,
        'completedAt', ${ISO_COMPLETED_AT}, 'roundWinner', c.round_winner, 'scoring', c.scoring,
        'finishKind', c.finish_kind, 'finishCount', c.finish_count)
    ) as entry
    from activity a join users u on u.id = a.actor_id join competitions c on c.id = a.competition_id
      join users p1 on p1.id = c.player_one_id join users p2 on p2.id = c.player_two_id
    where ${where} order by a.version desc ${limit}`)) as { rows: { entry: ActivityView }[] };
  return rows.map((row) => row.entry);
}

/** Whether entry `a` is an UNDO entry an even number of UNDO entries away from the change they undo and redo. */
const undoChainIsEven = sql.raw(`coalesce((with recursive chain(undoes, length) as (
    select a.undoes, 1 where a.kind = 'UNDO'
    union all
    select b.undoes, chain.length + 1 from chain join activity b on b.id = chain.undoes where b.kind = 'UNDO'
  ) select max(length) % 2 = 0 from chain), false)`);

/** Competition `c`'s completedAt as the API and an entry's `finished` write it. */
const ISO_COMPLETED_AT = sql.raw(`to_char(c.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** CurrentState (domain/ledger.ts) of what entry `a` of competition `c` touched, as PostgreSQL builds it. */
const currentState = sql.raw(`json_build_object(
  'round', (select json_build_object('valid', r.valid, 'subRoundIds', (select coalesce(json_agg(s.id order by s.position), '[]')
      from sub_rounds s where s.round_id = r.id))
    from rounds r where r.id = (a.effect->'round'->>'id')::uuid and r.competition_id = c.id),
  'otherRounds', exists (select from rounds r where r.competition_id = c.id
    and r.id is distinct from (a.effect->'round'->>'id')::uuid),
  'subRound', exists (select from sub_rounds s where s.id = (a.effect->'subRound'->>'id')::uuid),
  'subRoundRound', exists (select from rounds r where r.id = (a.effect->'subRound'->>'roundId')::uuid
    and r.competition_id = c.id),
  'rule', exists (select from rules r where r.id = (a.effect->'rule'->>'id')::uuid and r.competition_id = c.id))`);

/** `column in (…ids)`, the ids typed as uuids. */
const uuidIn = (column: SQL, ids: readonly string[]) =>
  sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
