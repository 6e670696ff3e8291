import { randomUUID } from "node:crypto";
import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { notifying, notifyingJson, type BusEvent } from "../../db/bus";
import type { Db, Tx } from "../../db/client";
import { executeNamed, namedStatement, shapedStatement } from "../../db/prepared";
import { competitionFieldsFrom, competitionFrom } from "../../db/rows";
import {
  activity,
  clientMutations,
  competitions,
  friendships,
  rounds,
  rules,
  subRounds,
  playedBy,
  users,
  type CompetitionRow,
} from "../../db/schema";
import type { CompetitionInfo, CompetitionSetup } from "../../domain/competitions";
import type { ClientMutation } from "../../domain/editing";
import { kindOf, type Effect, type RoundSnapshot, type RuleSnapshot } from "../../domain/ledger";
import { completedAtAfter } from "../../domain/rating";
import { formatColumns, formatOf, USUAL_FORMAT, type Format } from "../../domain/format";
import { roundLowerWins, roundScore, scoreLowerWins } from "../../domain/scoring";
import { pair } from "../friends";
import { finishDetail, notificationRows, notificationsMade } from "../notifications";
import { viewing } from "./presenceStore";

/**
 * The SQL of every change to a competition. An edit is two statements inside its transaction: `lockCompetition`,
 * then one statement that makes the change, rescores the one round it touched from that round's sub-rounds, moves
 * the competition's score by what that round's result now counts for instead of before (rounds.result), bumps the
 * version, writes the change's activity entry (what it did, to reverse it), makes the other player's notification
 * and sends the bus events, all at commit. Nothing here reads every round or sub-round.
 */

const TARGET_KINDS = ["competitionId", "roundId", "subRoundId", "ruleId", "activityId"] as const;
type TargetKind = (typeof TARGET_KINDS)[number];

/** What an edit names: the competition itself, or one of its rounds, sub-rounds or rules, or an activity entry. */
export type EditTarget = { [Kind in TargetKind]: { [Key in Kind]: string } }[TargetKind];

const kindAndId = (target: EditTarget) => Object.entries(target)[0] as [TargetKind, string];

export interface Locked {
  competition: CompetitionRow;
  /** The round of the sub-round the edit names: sub-rounds never move between rounds. */
  roundId?: string;
}

/**
 * Finds the competition of the target and locks its row, in one statement. Every change of the competition's rows
 * holds this lock, so the statement after it sees them as they are; this one's own view of the rounds may be older
 * when it waited for the lock, so it only finds the competition.
 */
export async function lockCompetition(tx: Tx, target: EditTarget): Promise<Locked | undefined> {
  const [kind, id] = kindAndId(target);
  const [row] = await LOCKS[kind](tx, { id });
  if (!row) return undefined;
  const competition = competitionFrom(row.competition as Record<string, unknown>);
  return typeof row.roundId === "string" ? { competition, roundId: row.roundId } : { competition };
}

/** The competition the target names, by the target's id. */
function competitionOf(kind: TargetKind, id: SQLWrapper | string): SQL {
  switch (kind) {
    case "subRoundId":
      return sql`(select ${rounds.competitionId} from ${subRounds} join ${rounds} on ${rounds.id} = ${subRounds.roundId}
        where ${subRounds.id} = ${id})`;
    case "roundId":
      return sql`(select ${rounds.competitionId} from ${rounds} where ${rounds.id} = ${id})`;
    case "ruleId":
      return sql`(select ${rules.competitionId} from ${rules} where ${rules.id} = ${id})`;
    case "activityId":
      return sql`(select ${activity.competitionId} from ${activity} where ${activity.id} = ${id})`;
    case "competitionId":
      return sql`${id}::uuid`;
  }
}

/**
 * The lock of each kind of target, built once; a sub-round's also tells its round. The row comes as one JSON value:
 * its 21 columns cost the driver more to decode one by one.
 */
const LOCKS = Object.fromEntries(
  TARGET_KINDS.map((kind) => {
    const id = sql.placeholder("id");
    const lock =
      kind === "subRoundId"
        ? sql`select row_to_json(c) as competition, s.round_id as "roundId" from sub_rounds s
            join rounds r on r.id = s.round_id join competitions c on c.id = r.competition_id
            where s.id = ${id} for update of c`
        : sql`select row_to_json(c) as competition from competitions c where c.id = ${competitionOf(kind, id)}
            for update`;
    return [kind, namedStatement(`lock_by_${kind}`, lock)];
  }),
) as Record<TargetKind, ReturnType<typeof namedStatement>>;

/** What recording a clientMutationId found: its first coming, or a repeat, of which edit, and the competition. */
export interface Recorded {
  repeat: boolean;
  /** Whether the id came with the edit it was first recorded with. */
  sameEdit: boolean;
  competitionId: string | null;
}

/**
 * Records the user's clientMutationId, with the edit it names and the competition the target names, first thing in
 * the edit's transaction. While another transaction holds the same id this waits for it: its commit makes this a
 * repeat, its rollback (a refused edit) leaves the id to this one.
 */
export async function recordClientMutation(
  tx: Tx,
  userId: string,
  mutation: ClientMutation,
  target: EditTarget,
): Promise<Recorded> {
  const { rows } = await executeNamed(
    tx,
    sql`
    insert into ${clientMutations} (user_id, client_mutation_id, edit, competition_id)
    values (${userId}, ${mutation.id}, ${mutation.edit}, ${competitionOf(...kindAndId(target))})
    on conflict (user_id, client_mutation_id) do update set repeats = ${clientMutations.repeats} + 1
    returning competition_id as "competitionId", repeats > 0 as repeat,
      coalesce(${clientMutations.edit} = ${mutation.edit}, true) as "sameEdit"`,
  );
  return rows[0] as unknown as Recorded;
}

/** The locked competition an edit changes, its players, the events its commit sends and its activity entry. */
export interface Edit {
  competition: CompetitionRow;
  events: readonly BusEvent[];
  /** NOTIFICATION_EMAIL_DELAY_SECONDS, for the other player's notification. */
  emailDelaySeconds: number;
  activity: {
    id: string;
    actorId: string;
    /**
     * For an undo: the entry it reverses, the effect that reverses it (what this entry records), and whether that
     * entry finished the competition (the undo reopens it).
     */
    undoes?: { id: string; effect: Effect; reopens?: boolean };
  };
}

/** What a change answers of the competition after it: what the history of ratings follows (rivalry/service.ts). */
export type Outcome = Pick<CompetitionRow, (typeof OUTCOME)[number]>;
const OUTCOME = ["id", "playerOneId", "playerTwoId", "status", "completedAt", "winnerId"] as const;

export interface Edited<Facts> {
  competition: Outcome;
  /** What the change found under the lock; the caller refuses (rolls back) when the rules say so. */
  facts: Facts;
}

export interface SubRoundInput {
  name: string;
  points: number;
  playerId: string | null;
}

/** The score moves by what the rescored round counts for now instead of before. */
const roundRescored = (edit: Edit) =>
  scoreMoved(formatOf(edit.competition), sql`(select round.* from round join rescored using (id))`, sql`rescored`);

/** The facts of a change that moves no score. */
const UNSCORED = sql`0 as one, 0 as two, 0 as counted`;

export function addSubRound(tx: Tx, edit: Edit, roundId: string, subRound: SubRoundInput) {
  return change<{ found: boolean }>(tx, edit, {
    shape: "addSubRound",
    values: { roundId, ...subRound },
    effectType: "subRoundAdded",
    pieces: () => {
      const [round, name, points, player] = ["roundId", "name", "points", "playerId"].map(param);
      return {
        ctes: [
          roundOf(round),
          sql`added as (
            insert into sub_rounds (round_id, position, name, points, player_id)
            select id, coalesce((select max(position) from sub_rounds where round_id = round.id), 0) + 1,
              ${name}::text, ${points}::int, ${player}::uuid
            from round returning *)`,
          rescoredWithAdded(round),
        ],
        facts: sql`select exists (select from round) as found, ${roundRescored(edit)}`,
        effect: subRoundEffect("subRoundAdded", sql`added`),
      };
    },
  });
}

export function deleteSubRound(tx: Tx, edit: Edit, subRoundId: string, roundId: string) {
  return change<{ found: boolean }>(tx, edit, {
    shape: "deleteSubRound",
    values: { roundId, subRoundId },
    effectType: "subRoundRemoved",
    pieces: () => {
      const [round, subRound] = [param("roundId"), param("subRoundId")];
      return {
        ctes: [
          sql`round as (select id, result, score_one, score_two from rounds where id = ${round})`,
          sql`removed as (delete from sub_rounds where id = ${subRound} and round_id = ${round} returning *)`,
          rescored(
            sql`select round_id as id from removed`,
            sql`select round_id, points, player_id from sub_rounds where round_id = ${round} and id <> ${subRound}`,
          ),
        ],
        facts: sql`select exists (select from removed) as found, ${roundRescored(edit)}`,
        effect: subRoundEffect("subRoundRemoved", sql`removed`),
      };
    },
  });
}

export function setRoundValid(tx: Tx, edit: Edit, roundId: string, valid: boolean) {
  return change<{ found: boolean }>(tx, edit, {
    ctes: [
      sql`round as (select id, result, score_one, score_two, valid from rounds
        where id = ${roundId} and competition_id = ${COMPETITION_ID})`,
      rescored(
        sql`select id from round`,
        sql`select round_id, points, player_id from sub_rounds where round_id = ${roundId}`,
        valid,
      ),
    ],
    facts: sql`select exists (select from round) as found, ${roundRescored(edit)}`,
    effectType: "validitySet",
    effect: sql`(select jsonb_build_object('type', 'validitySet', 'from', valid, 'to', ${valid}::boolean,
      'round', jsonb_build_object('id', id, 'number', ${roundNumber(sql`round.id`)})) from round)`,
  });
}

/** The new round is invalid, so the score does not move. */
export function addRound(tx: Tx, edit: Edit, roundId: string) {
  const competitionId = edit.competition.id;
  return change<{ lastRoundEmpty: boolean }>(tx, edit, {
    ctes: [
      sql`last as (
        select id, position, not exists (select from sub_rounds where round_id = rounds.id) as empty
        from rounds where competition_id = ${competitionId} order by position desc limit 1)`,
      sql`added as (
        insert into rounds (id, competition_id, position, lower_wins)
        select ${roundId}::uuid, ${competitionId}::uuid, coalesce((select position from last), 0) + 1,
          ${roundLowerWins(formatOf(edit.competition))}::boolean
        where not coalesce((select empty from last), false) returning id, position)`,
    ],
    facts: sql`select coalesce((select empty from last), false) as "lastRoundEmpty", ${UNSCORED}`,
    effectType: "roundAdded",
    effect: sql`(select jsonb_build_object('type', 'roundAdded', 'round', jsonb_build_object('id', id,
      'position', position, 'valid', false, 'subRounds', '[]'::jsonb,
      'number', (select count(*) + 1 from rounds where competition_id = ${competitionId}))) from added)`,
  });
}

export function deleteRound(tx: Tx, edit: Edit, roundId: string) {
  const competitionId = edit.competition.id;
  return change<{ found: boolean; othersExist: boolean }>(tx, edit, {
    ctes: [
      sql`round as (select id, result, score_one, score_two, position, valid from rounds
        where id = ${roundId} and competition_id = ${competitionId})`,
      sql`others as (select exists (select from rounds where competition_id = ${competitionId} and id <> ${roundId}) as exist)`,
      sql`removed as (delete from rounds where id in (select id from round) and (select exist from others) returning id)`,
    ],
    facts: sql`select exists (select from round) as found, (select exist from others) as "othersExist",
      ${scoreMoved(formatOf(edit.competition), sql`(select round.* from round join removed using (id))`)}`,
    effectType: "roundRemoved",
    effect: sql`(select jsonb_build_object('type', 'roundRemoved', 'round', jsonb_build_object('id', r.id,
      'position', r.position, 'valid', r.valid, 'number', ${roundNumber(sql`r.id`)},
      'subRounds', (select coalesce(jsonb_agg(${subRoundJson("s")} order by s.position), '[]')
        from sub_rounds s where s.round_id = r.id))) from round r join removed using (id))`,
  });
}

export function addRule(tx: Tx, edit: Edit, text: string) {
  const competitionId = edit.competition.id;
  return change<Record<string, never>>(tx, edit, {
    ctes: [
      sql`added as (insert into rules (competition_id, position, text)
        select ${competitionId}::uuid, coalesce(max(position), 0) + 1, ${text}::text from rules where competition_id = ${competitionId}
        returning *)`,
    ],
    facts: sql`select ${UNSCORED}`,
    ...ruleEffect("ruleAdded", sql`added`),
  });
}

export function removeRule(tx: Tx, edit: Edit, ruleId: string) {
  return change<{ found: boolean }>(tx, edit, {
    ctes: [
      sql`removed as (delete from rules where id = ${ruleId} and competition_id = ${edit.competition.id} returning *)`,
    ],
    facts: sql`select exists (select from removed) as found, ${UNSCORED}`,
    ...ruleEffect("ruleRemoved", sql`removed`),
  });
}

/**
 * Puts a deleted round back as it was (same ids, validity and sub-rounds) at its former position; when a later
 * round has taken that position since, it and the ones after it move up by one (positions are checked at the end
 * of the statement, migration 0007).
 */
export function restoreRound(tx: Tx, edit: Edit, round: RoundSnapshot) {
  const { competition } = edit;
  const [one, two] = roundScore(round.subRounds, [competition.playerOneId, competition.playerTwoId]);
  return change<Record<string, never>>(tx, edit, {
    ctes: [
      sql`shifted as (update rounds set position = position + 1 where competition_id = ${competition.id}
        and position >= ${round.position} and exists (
          select from rounds where competition_id = ${competition.id} and position = ${round.position}))`,
      sql`restored as (insert into rounds (id, competition_id, position, valid, score_one, score_two, lower_wins)
        values (${round.id}::uuid, ${competition.id}::uuid, ${round.position}::int, ${round.valid}::boolean,
          ${one}::int, ${two}::int, ${roundLowerWins(formatOf(competition))}::boolean)
        returning id, result, score_one, score_two)`,
      sql`restored_sub_rounds as (insert into sub_rounds (id, round_id, position, name, points, player_id)
        select id, ${round.id}::uuid, position, name, points, "playerId"
        from jsonb_to_recordset(${json(round.subRounds)})
          as s(id uuid, position int, name text, points int, "playerId" uuid))`,
    ],
    facts: sql`select ${scoreMoved(formatOf(competition), sql`(select * from restored where false)`, sql`restored`)}`,
    effectType: "roundAdded",
    effect: json({ type: "roundAdded", round }),
  });
}

/** Puts a deleted sub-round back in its round at its former position, the later ones moving up when taken. */
export function restoreSubRound(
  tx: Tx,
  edit: Edit,
  subRound: SubRoundInput & { id: string; position: number; roundId: string },
) {
  const { id, roundId, position, name, points, playerId } = subRound;
  return change<{ found: boolean }>(tx, edit, {
    ctes: [
      roundOf(roundId),
      sql`shifted as (update sub_rounds set position = position + 1 where round_id = ${roundId}
        and position >= ${position} and exists (select from sub_rounds where round_id = ${roundId} and position = ${position}))`,
      sql`added as (insert into sub_rounds (id, round_id, position, name, points, player_id)
        select ${id}::uuid, id, ${position}::int, ${name}::text, ${points}::int, ${playerId}::uuid from round
        returning round_id, points, player_id)`,
      rescoredWithAdded(roundId),
    ],
    facts: sql`select exists (select from round) as found, ${roundRescored(edit)}`,
    effectType: "subRoundAdded",
    effect: json({ type: "subRoundAdded", subRound }),
  });
}

/** Puts a removed rule back at its former position, the later ones moving up when taken. */
export function restoreRule(tx: Tx, edit: Edit, rule: RuleSnapshot) {
  const competitionId = edit.competition.id;
  return change<Record<string, never>>(tx, edit, {
    ctes: [
      sql`shifted as (update rules set position = position + 1 where competition_id = ${competitionId}
        and position >= ${rule.position} and exists (
          select from rules where competition_id = ${competitionId} and position = ${rule.position}))`,
      sql`added as (insert into rules (id, competition_id, position, text)
        values (${rule.id}::uuid, ${competitionId}::uuid, ${rule.position}::int, ${rule.text}::text))`,
    ],
    facts: sql`select ${UNSCORED}`,
    effectType: "ruleAdded",
    effect: json({ type: "ruleAdded", rule }),
  });
}

/**
 * Sets only the fields given: a concurrent change to another field stays. Setting the status sets completedAt too
 * (domain/rating.ts), or puts back `completedAt` when an undo gives it, and the entry records both values.
 */
export function updateCompetitionInfo(tx: Tx, edit: Edit, info: Partial<CompetitionInfo>, completedAt?: string | null) {
  const set = Object.entries(info).map(
    ([field, value]) => sql`${sql.identifier(infoColumns[field as keyof CompetitionInfo])} = ${value}`,
  );
  const before = Object.fromEntries(
    Object.keys(info).map((field) => [field, edit.competition[field as keyof CompetitionInfo]]),
  );
  let effect = json({ type: "infoSet", before, after: info } satisfies Effect);
  if (info.status !== undefined) {
    const restored = completedAt === undefined ? undefined : completedAt === null ? null : new Date(completedAt);
    const completion = completedAtSql(
      restored !== undefined ? restored : completedAtAfter(edit.competition, info.status),
    );
    set.push(sql`completed_at = ${completion}`);
    const was = edit.competition.completedAt?.toISOString() ?? null;
    effect = sql`${effect} || jsonb_build_object('completedAt', jsonb_build_object('before', ${was}::text,
      'after', to_char(${completion} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))`;
  }
  return change<Record<string, never>>(tx, edit, {
    facts: sql`select ${UNSCORED}`,
    set,
    effectType: "infoSet",
    effect,
  });
}

/**
 * Sets the format and rescores every round by it in one statement: each round's result follows its lower_wins, and
 * the competition's score becomes the sum of what the rounds count for now (domain/scoring.ts competitionScore).
 */
export function updateCompetitionFormat(tx: Tx, edit: Edit, format: Format) {
  const { competition } = edit;
  const columns = formatColumns(format);
  const total = (player: 1 | 2) => sql`(select coalesce(sum(${countedFor(format, player)}), 0)::int from rescored)`;
  return change<Record<string, never>>(tx, edit, {
    ctes: [
      sql`rescored as (update rounds set lower_wins = ${roundLowerWins(format)}::boolean
        where competition_id = ${competition.id} returning result, score_one, score_two)`,
    ],
    facts: sql`select ${total(1)} - ${competition.scoreOne}::int as one, ${total(2)} - ${competition.scoreTwo}::int as two,
      0 as counted`,
    set: [
      sql`round_winner = ${columns.roundWinner}`,
      sql`scoring = ${columns.scoring}`,
      sql`finish_kind = ${columns.finishKind}`,
      sql`finish_count = ${columns.finishCount}::int`,
    ],
    format,
    effectType: "formatSet",
    effect: json({ type: "formatSet", before: formatOf(competition), after: format } satisfies Effect),
  });
}

/** A completedAt to store: now (the transaction's time, to the millisecond stored), a given one, or none. */
function completedAtSql(value: Date | "now" | null): SQL {
  return value === "now" ? sql`now()::timestamptz(3)` : sql`${value?.toISOString() ?? null}::timestamptz(3)`;
}

const infoColumns: Record<keyof CompetitionInfo, string> = {
  name: competitions.name.name,
  image: competitions.image.name,
  description: competitions.description.name,
  status: competitions.status.name,
  public: competitions.public.name,
};

/** Its activity goes with it. */
export async function deleteCompetition(tx: Tx, competitionId: string, events: readonly BusEvent[]): Promise<void> {
  await tx.execute(sql`
    with removed as (delete from competitions where id = ${competitionId} returning id)
    select ${notifying(events)} from removed`);
}

export interface NewCompetition extends CompetitionSetup {
  id: string;
  playerOneId: string;
  playerTwoId: string;
  firstRoundId: string;
  activityId: string;
  /** What the player who did not start it is told, and who started it: by default player one created it. */
  notice?: { kind: "COMPETITION_CREATED" | "INVITE_ACCEPTED"; by: string };
  /** NOTIFICATION_EMAIL_DELAY_SECONDS, for that notification. */
  emailDelaySeconds: number;
  /** The competition it is a rematch of, and the first competition of that one's series. */
  rematchOfId: string | null;
  seriesId: string | null;
}

/**
 * Creates the competition with its house rules and first round, if its players are accepted friends and the
 * opponent's account is not deleted, and tells the other player; one statement, so it needs no transaction of its
 * own.
 */
export async function createCompetition(
  db: Db | Tx,
  created: NewCompetition,
  events: readonly BusEvent[],
): Promise<CompetitionRow | undefined> {
  const { kind, by } = created.notice ?? { kind: "COMPETITION_CREATED", by: created.playerOneId };
  const format = formatColumns(created.format ?? USUAL_FORMAT);
  const told = notificationsMade(
    notificationRows(
      { userId: otherPlayer(sql`inserted`, by), kind, actorId: sql`${by}::uuid`, competitionId: sql`inserted.id` },
      sql`from inserted`,
    ),
    created.emailDelaySeconds,
  );
  const { rows } = await executeNamed(
    db,
    sql`
    with friends as (
      select from ${friendships} join ${users} on ${users.id} = ${created.playerTwoId}
      where ${pair(created.playerOneId, created.playerTwoId)} and ${friendships.accepted} and not ${users.deleted}),
    inserted as (
      insert into competitions (id, name, image, player_one_id, player_two_id, rematch_of, series_id,
        round_winner, scoring, finish_kind, finish_count)
      select ${created.id}::uuid, ${created.name}::text, ${created.image}::text, ${created.playerOneId}::uuid,
        ${created.playerTwoId}::uuid, ${created.rematchOfId}::uuid, ${created.seriesId}::uuid,
        ${format.roundWinner}::text, ${format.scoring}::text, ${format.finishKind}::text, ${format.finishCount}::int
      from friends returning *),
    first_round as (insert into rounds (id, competition_id, position, lower_wins)
      select ${created.firstRoundId}::uuid, id, 1, round_winner = 'fewer_points' from inserted),
    house_rules as (insert into rules (competition_id, position, text)
      select inserted.id, rule.position::int, rule.text
      from inserted, jsonb_array_elements_text(${json(created.rules)}) with ordinality as rule(text, position)),
    logged as (insert into activity (id, competition_id, actor_id, kind, version, effect)
      select ${created.activityId}::uuid, id, player_one_id, 'COMPETITION_CREATED', version,
        jsonb_build_object('type', 'created', 'name', name) from inserted),
    ${sql.join(told.ctes, sql`, `)}
    select inserted.*, ${notifying(events)} as notified, ${told.told} as told from inserted`,
  );
  return rows[0] && competitionFrom(rows[0]);
}

/** The player of competition `row` (an alias) who is not `userId`. */
const otherPlayer = (row: SQL, userId: SQLWrapper | string) =>
  sql`case when ${row}.player_one_id = ${userId}::uuid then ${row}.player_two_id else ${row}.player_one_id end`;

/** What a rematch is made from (domain/rematch.ts): the competition's row and its rules' texts, in order. */
export async function rematchSource(tx: Tx, id: string): Promise<(CompetitionRow & { rules: string[] }) | undefined> {
  const { rows } = await executeNamed(
    tx,
    sql`select c.*, (select coalesce(json_agg(r.text order by r.position), '[]') from rules r
      where r.competition_id = c.id) as rules
    from competitions c where c.id = ${id} for key share of c`,
  );
  return rows[0] && { ...competitionFrom(rows[0]), rules: rows[0].rules as string[] };
}

// Any constant: the class of the rematch locks among advisory locks of two keys.
const REMATCH_LOCK_CLASS = 7_244_103;

/**
 * The names of the rematches between two players, read once no other rematch between them can be made until this
 * transaction ends (each takes the pair's lock first), so two made at once never take the same name.
 */
export async function rematchNamesBetween(tx: Tx, playerOneId: string, playerTwoId: string): Promise<Set<string>> {
  const [low, high] = [playerOneId, playerTwoId].sort();
  await tx.execute(sql`select pg_advisory_xact_lock(${REMATCH_LOCK_CLASS}, hashtext(${`${low} ${high}`}))`);
  const { rows } = await executeNamed(
    tx,
    // Every rematch name (domain/rematch.ts rematchName) ends like this; other names cannot be taken by one.
    sql`select name from competitions where ${playedBy(playerOneId)} and ${playedBy(playerTwoId)}
      and name like '% (rematch%)'`,
  );
  return new Set(rows.map((row) => row.name as string));
}

/**
 * The change's statement: its CTEs, then `facts` (one row: what it found; `one`/`two`, how far each player's score
 * moves; `counted`, how far the number of valid rounds does), whether the change decides the competition by its
 * format (`decision`), the activity entry of its `effect` (a jsonb expression over the CTEs, null when nothing
 * changed: the edit is refused and rolled back then), the competition's update that moves the score, completes it
 * when decided (or reopens it, undoing the change that did) and bumps the version, and the other player's
 * notification; it sends the bus events. An undo records the reverse effect it was given instead, and marks the
 * entry it reverses. `format`: the format the change sets (by default the competition's own).
 */
async function change<Facts>(tx: Tx, edit: Edit, parts: ChangeParts | ShapedChange): Promise<Edited<Facts>> {
  const format = parts.format ?? formatOf(edit.competition);
  const values = editValues(edit);
  const rows =
    "shape" in parts
      ? await shapedStatement("change", changeShape(edit, parts, format), () =>
          changeStatement(edit, { ...parts, ...parts.pieces() }, format),
        )(tx, { ...values, ...parts.values })
      : (await executeNamed(tx, changeStatement(edit, parts, format), values)).rows;
  const outcome = rows[0].outcome as Record<string, unknown>;
  return { competition: competitionFieldsFrom(outcome, OUTCOME), facts: outcome.facts as Facts };
}

/** What a change is made of (`change`): its values written in as it is built, on every edit. */
interface ChangeParts {
  ctes?: SQL[];
  facts: SQL;
  set?: SQL[];
  effectType: Effect["type"];
  effect: SQL;
  format?: Format;
}

/**
 * A kind of change with a shape: it writes its values as placeholders, filled from `values`, so its statement, and
 * the `pieces` it is built from, are built once for each shape and run as a named statement: an edit neither builds
 * them nor has PostgreSQL parse its text.
 */
interface ShapedChange extends Pick<ChangeParts, "effectType" | "format"> {
  shape: string;
  values: Record<string, unknown>;
  pieces: () => Pick<ChangeParts, "ctes" | "facts" | "effect">;
}

const param = (name: string) => sql.placeholder(name);

/** The competition the change is to, in every change statement: what `editValues` fills it with. */
const COMPETITION_ID = param("competitionId");

/** What decides the text of a change statement of a kind with a shape, besides its kind: its values do not. */
const changeShape = (edit: Edit, parts: ShapedChange, format: Format) =>
  JSON.stringify([
    parts.shape,
    formatOf(edit.competition),
    format,
    mayDecide(edit.competition, parts.effectType, format),
    edit.activity.undoes ? !!edit.activity.undoes.reopens : null,
  ]);

/** The values of the placeholders every change statement has, from the edit. */
function editValues(edit: Edit): Record<string, unknown> {
  const { competition, activity, events } = edit;
  return {
    competitionId: competition.id,
    playerOneId: competition.playerOneId,
    playerTwoId: competition.playerTwoId,
    scoreOne: competition.scoreOne,
    scoreTwo: competition.scoreTwo,
    status: competition.status,
    version: competition.version + 1,
    activityId: activity.id,
    actorId: activity.actorId,
    undoesId: activity.undoes?.id ?? null,
    undoEffect: activity.undoes ? JSON.stringify(activity.undoes.effect) : null,
    emailDelaySeconds: edit.emailDelaySeconds,
    events: JSON.stringify(events),
  };
}

/** The statement of `change`, the edit's values as placeholders (`editValues`). */
function changeStatement(edit: Edit, parts: ChangeParts, format: Format): SQL {
  const decision = decides(edit, parts.effectType, format);
  const entry = logged(edit, parts.effectType, parts.effect, decision !== null);
  const set = sql.join([...(parts.set ?? []), ...statusSet(edit, decision !== null), sql``], sql`, `);
  const [ahead, behind] = scoreLowerWins(format) ? [-1, 1] : [1, -1];
  const updated = sql`updated as (
    update competitions c set ${set}
      score_one = c.score_one + f.one, score_two = c.score_two + f.two,
      winner_id = case sign((c.score_one + f.one) - (c.score_two + f.two))
        when ${ahead} then c.player_one_id when ${behind} then c.player_two_id end,
      version = c.version + 1, updated_at = now()
    from facts f ${decision ? sql`, decision d` : sql``} where c.id = ${COMPETITION_ID}
    returning c.*, row_to_json(f) as facts)`;
  const told = notificationsMade(otherPlayerTold(), param("emailDelaySeconds"));
  const ctes = [
    ...(parts.ctes ?? []),
    sql`facts as (${parts.facts})`,
    ...(decision ? [decision] : []),
    ...entry,
    updated,
    ...told.ctes,
  ];
  const events = notifyingJson(param("events"));
  return sql`
    with ${sql.join(ctes, sql`, `)}
    select ${OUTCOME_JSON} as outcome, ${events} as notified, ${told.told} as told from updated`;
}

/** The outcome's columns and the facts, as one JSON value (fewer columns for the driver to decode). */
const OUTCOME_JSON = sql.raw(
  `json_build_object(${OUTCOME.map((key) => `'${competitions[key].name}', ${competitions[key].name}`).join(", ")}, 'facts', facts)`,
);

/** The changes that may move the score, and so decide a competition. */
const SCORING_CHANGES: ReadonlySet<Effect["type"]> = new Set([
  "roundAdded",
  "roundRemoved",
  "subRoundAdded",
  "subRoundRemoved",
  "validitySet",
  "formatSet",
]);

/** Whether an ongoing competition's change may decide it: it may move the score, and the format has a finish. */
export const mayDecide = (competition: CompetitionRow, type: Effect["type"], format: Format) =>
  competition.status === "ongoing" && format.finish !== null && SCORING_CHANGES.has(type);

/**
 * The CTE `decision` (`finishes`: the change meets the finish of `format`, which the competition did not meet
 * before it, domain/scoring.ts isDecided), or null when the change cannot decide it.
 */
function decides(edit: Edit, type: Effect["type"], format: Format): SQL | null {
  const { competition } = edit;
  if (!mayDecide(competition, type, format)) return null;
  const before = formatOf(competition);
  const bestOf = format.finish?.kind === "best_of" || before.finish?.kind === "best_of";
  const countedBefore = bestOf
    ? sql`(select count(*)::int from rounds where competition_id = ${COMPETITION_ID} and valid)`
    : sql`0`;
  const [one, two] = [param("scoreOne"), param("scoreTwo")];
  return sql`decision as (select (${decidedSql(format, sql`${one}::int + f.one`, sql`${two}::int + f.two`, sql`${countedBefore} + f.counted`)})
    and not (${decidedSql(before, sql`${one}::int`, sql`${two}::int`, countedBefore)}) as finishes from facts f)`;
}

/** domain/scoring.ts isDecided in SQL, over the expressions of the score and the number of valid rounds. */
function decidedSql({ finish }: Format, one: SQL, two: SQL, counted: SQL): SQL {
  if (!finish) return sql`false`;
  if (finish.kind === "first_to") return sql`greatest(${one}, ${two}) >= ${finish.count}::int`;
  return sql`(${counted} >= ${finish.count}::int or abs((${one}) - (${two})) > ${finish.count}::int - (${counted}))`;
}

/** The status a change sets besides its own fields: complete when it decides the competition, ongoing when it undoes the change that did. */
function statusSet(edit: Edit, decided: boolean): SQL[] {
  if (edit.activity.undoes?.reopens) return [sql`status = 'ongoing'`, sql`completed_at = null`];
  if (!decided) return [];
  return [
    sql`status = case when d.finishes then 'complete' else c.status end`,
    sql`completed_at = case when d.finishes then ${completedAtSql("now")} else c.completed_at end`,
  ];
}

/**
 * The notification of the player who did not make the change (the competition `updated`, as the change leaves it),
 * unless they have it open: COMPETITION_FINISHED when the change made it complete, however it did, and otherwise
 * COMPETITION_CHANGED.
 */
function otherPlayerTold(): SQL {
  const actor = param("actorId");
  const reader = otherPlayer(sql`u`, actor);
  const finished = sql`u.status = 'complete' and ${param("status")}::text <> 'complete'`;
  return notificationRows(
    {
      userId: reader,
      kind: sql`case when ${finished} then 'COMPETITION_FINISHED' else 'COMPETITION_CHANGED' end`,
      actorId: sql`${actor}::uuid`,
      competitionId: sql`u.id`,
      detail: sql`case when ${finished} then ${finishDetail(reader, sql`u`)} end`,
    },
    sql`from updated u where not ${viewing(sql`u.id`, reader)}`,
  );
}

/** The competition's round the change touches, as the CTE `round` (none when it is not this competition's). */
function roundOf(roundId: SQLWrapper | string): SQL {
  return sql`round as (select id, result, score_one, score_two from rounds
    where id = ${roundId} and competition_id = ${COMPETITION_ID})`;
}

/** The round rescored with the sub-round the CTE `added` inserts counted in. */
function rescoredWithAdded(roundId: SQLWrapper | string): SQL {
  return rescored(
    sql`select round_id as id from added`,
    sql`select round_id, points, player_id from sub_rounds where round_id = ${roundId}
      union all select round_id, points, player_id from added`,
  );
}

/**
 * Rescores the round `target` names from `subRoundsOfRound` (its sub-rounds as the change leaves them: this
 * statement's own inserts and deletes are not visible to it), and sets its validity when given.
 */
function rescored(target: SQL, subRoundsOfRound: SQL, valid?: boolean): SQL {
  const [playerOneId, playerTwoId] = [param("playerOneId"), param("playerTwoId")];
  return sql`rescored as (
    update rounds r set ${valid === undefined ? sql`` : sql`valid = ${valid},`}
      score_one = s.one, score_two = s.two
    from (
      select coalesce(sum(points) filter (where player_id is distinct from ${playerTwoId}), 0) as one,
        coalesce(sum(points) filter (where player_id is distinct from ${playerOneId}), 0) as two
      from (${subRoundsOfRound}) as sub_round
    ) as s
    where r.id in (${target}) returning r.id, r.result, r.score_one, r.score_two)`;
}

/**
 * How far each player's score (`one`, `two`) and the number of valid rounds (`counted`) move when the rounds in
 * `before` become those in `after` (none: they were deleted), rows of result, score_one and score_two.
 */
function scoreMoved(format: Format, before: SQL, after?: SQL): SQL {
  const sum = (rows: SQL, value: SQL) => sql`(select coalesce(sum(${value}), 0)::int from ${rows} as counted)`;
  const moved = (value: SQL) =>
    after ? sql`${sum(after, value)} - ${sum(before, value)}` : sql`- ${sum(before, value)}`;
  return sql`${moved(countedFor(format, 1))} as one, ${moved(countedFor(format, 2))} as two,
    ${moved(sql`(result <> -1)::int`)} as counted`;
}

/**
 * What a round row counts for in a player's score (domain/scoring.ts competitionScore): with ROUNDS 1 for its
 * winner, 1 for both when drawn (result 1, 2 or 0; -1 is not valid); with POINTS the player's total of a valid round.
 */
function countedFor(format: Format, player: 1 | 2): SQL {
  if (format.scoring === "points")
    return sql.raw(`case when result <> -1 then score_${player === 1 ? "one" : "two"} else 0 end`);
  return sql.raw(`(result in (0, ${player}))::int`);
}

/** A sub-round row `alias` as a SubRoundSnapshot. */
const subRoundJson = (alias: string) =>
  sql.raw(`jsonb_build_object('id', ${alias}.id, 'position', ${alias}.position, 'name', ${alias}.name,
    'points', ${alias}.points, 'playerId', ${alias}.player_id)`);

/** The 1-based number of the round `roundId` (an expression) among its competition's rounds. */
const roundNumber = (roundId: SQL) =>
  sql`(select count(*)::int from rounds numbered join rounds counted on counted.competition_id = numbered.competition_id
    and counted.position <= numbered.position where numbered.id = ${roundId})`;

/** The effect of adding or removing the sub-round `rows` (a CTE) returned. */
function subRoundEffect(type: "subRoundAdded" | "subRoundRemoved", rows: SQL): SQL {
  return sql`(select jsonb_build_object('type', ${type}::text, 'subRound', ${subRoundJson("s")}
    || jsonb_build_object('roundId', s.round_id, 'roundNumber', ${roundNumber(sql`s.round_id`)})) from ${rows} s)`;
}

function ruleEffect(type: "ruleAdded" | "ruleRemoved", rows: SQL) {
  const effect = sql`(select jsonb_build_object('type', ${type}::text, 'rule',
    jsonb_build_object('id', r.id, 'position', r.position, 'text', r.text)) from ${rows} r)`;
  return { effectType: type, effect };
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * The CTEs that write the edit's activity entry (and mark the entry an undo reverses); when the CTE `decision`
 * says the change finished the competition, the effect says so (Effect.finished: the completedAt it set).
 */
function logged(edit: Edit, effectType: Effect["type"], effect: SQL, decided: boolean): SQL[] {
  const { undoes } = edit.activity;
  const kind = undoes ? "UNDO" : kindOf(effectType);
  const finished = decided
    ? sql` || case when (select finishes from decision) then jsonb_build_object('finished',
        to_char(${completedAtSql("now")} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) else '{}'::jsonb end`
    : sql``;
  return [
    sql`logged as (insert into activity (id, competition_id, actor_id, kind, version, effect, undoes)
      select ${param("activityId")}::uuid, ${COMPETITION_ID}::uuid, ${param("actorId")}::uuid, ${kind}::text,
        ${param("version")}::int, e.effect${finished}, ${param("undoesId")}::uuid
      from (select ${undoes ? sql`${param("undoEffect")}::jsonb` : effect} as effect) e where e.effect is not null)`,
    ...(undoes
      ? [sql`undone as (update activity set undone_by = ${param("activityId")} where id = ${param("undoesId")})`]
      : []),
  ];
}

/** A whole competition written at once, scores included: the seeded sample, an imported one. */
export interface WholeCompetition {
  competition: typeof competitions.$inferInsert & { id: string };
  rules: readonly string[];
  rounds: readonly {
    valid: boolean;
    scoreOne: number;
    scoreTwo: number;
    subRounds: readonly SubRoundInput[];
  }[];
}

export async function competitionExists(db: Db | Tx, id: string): Promise<boolean> {
  const [found] = await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.id, id));
  return found !== undefined;
}

/**
 * Inserts the competition, unless one with its id exists, then its rules, rounds and sub-rounds in order: two
 * statements whatever its size. The competition's row, when it was inserted.
 */
export async function insertCompetitionIfAbsent(tx: Tx, whole: WholeCompetition): Promise<CompetitionRow | undefined> {
  const { id } = whole.competition;
  const [inserted] = await tx.insert(competitions).values(whole.competition).onConflictDoNothing().returning();
  if (!inserted) return undefined;
  const lowerWins = inserted.roundWinner === "fewer_points";
  const roundRows = whole.rounds.map(({ subRounds: _, ...round }, index) => ({
    ...round,
    id: randomUUID(),
    position: index + 1,
    lowerWins,
  }));
  const subRoundRows = whole.rounds.flatMap((round, index) =>
    round.subRounds.map((subRound, position) => ({
      ...subRound,
      roundId: roundRows[index].id,
      position: position + 1,
    })),
  );
  await tx.execute(sql`
    with added_rules as (
      insert into rules (competition_id, position, text)
      select ${id}::uuid, position, text from jsonb_array_elements_text(${json(whole.rules)}) with ordinality as r(text, position)),
    added_rounds as (
      insert into rounds (id, competition_id, position, valid, score_one, score_two, lower_wins)
      select id, ${id}::uuid, position, valid, "scoreOne", "scoreTwo", "lowerWins"
      from jsonb_to_recordset(${json(roundRows)})
        as r(id uuid, position int, valid boolean, "scoreOne" int, "scoreTwo" int, "lowerWins" boolean))
    insert into sub_rounds (round_id, position, name, points, player_id)
    select "roundId", position, name, points, "playerId"
    from jsonb_to_recordset(${json(subRoundRows)}) as s("roundId" uuid, position int, name text, points int, "playerId" uuid)`);
  return inserted;
}
