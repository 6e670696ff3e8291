import { eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { notifying, type BusEvent } from "../../db/bus";
import type { Db, Tx } from "../../db/client";
import {
  clientMutations,
  competitions,
  friendships,
  rounds,
  rules,
  subRounds,
  users,
  type CompetitionRow,
} from "../../db/schema";
import type { CompetitionInfo } from "../../domain/competitions";
import { pair } from "../friends/store";

/**
 * The SQL of every change to a competition. An edit is two statements inside its transaction: `lockCompetition`,
 * then one statement that makes the change, rescores the one round it touched from that round's sub-rounds, moves
 * the competition's score by what that round's result now counts for instead of before (rounds.result), bumps the
 * version and sends the notifications, all at commit. Nothing here reads every round or sub-round.
 */

/** What an edit names: the competition itself, or one of its rounds, sub-rounds or rules. */
export type EditTarget = { competitionId: string } | { roundId: string } | { subRoundId: string } | { ruleId: string };

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
  if ("subRoundId" in target) {
    const [row] = await tx
      .select({ competition: competitions, roundId: subRounds.roundId })
      .from(subRounds)
      .innerJoin(rounds, eq(rounds.id, subRounds.roundId))
      .innerJoin(competitions, eq(competitions.id, rounds.competitionId))
      .where(eq(subRounds.id, target.subRoundId))
      .for("update", { of: competitions });
    return row;
  }
  const [competition] = await tx
    .select()
    .from(competitions)
    .where(eq(competitions.id, competitionOf(target)))
    .for("update");
  return competition && { competition };
}

function competitionOf(target: EditTarget): SQL | string {
  if ("subRoundId" in target)
    return sql`(select ${rounds.competitionId} from ${subRounds} join ${rounds} on ${rounds.id} = ${subRounds.roundId}
      where ${subRounds.id} = ${target.subRoundId})`;
  if ("roundId" in target)
    return sql`(select ${rounds.competitionId} from ${rounds} where ${rounds.id} = ${target.roundId})`;
  if ("ruleId" in target)
    return sql`(select ${rules.competitionId} from ${rules} where ${rules.id} = ${target.ruleId})`;
  return target.competitionId;
}

/** What recording a clientMutationId found: its first coming, or a repeat and the competition it changed. */
export interface Recorded {
  repeat: boolean;
  competitionId: string | null;
}

/**
 * Records the user's clientMutationId with the competition the target names, first thing in the edit's
 * transaction. While another transaction holds the same id this waits for it: its commit makes this a repeat, its
 * rollback (a refused edit) leaves the id to this one.
 */
export async function recordClientMutation(
  tx: Tx,
  userId: string,
  clientMutationId: string,
  target: EditTarget,
): Promise<Recorded> {
  const { rows } = await run(
    tx,
    sql`
    insert into ${clientMutations} (user_id, client_mutation_id, competition_id)
    values (${userId}, ${clientMutationId}, ${competitionOf(target)})
    on conflict (user_id, client_mutation_id) do update set repeats = ${clientMutations.repeats} + 1
    returning competition_id as "competitionId", repeats > 0 as repeat`,
  );
  return rows[0] as unknown as Recorded;
}

/** The locked competition an edit changes, its players, and the events its commit sends. */
export interface Edit {
  competition: CompetitionRow;
  events: readonly BusEvent[];
}

export interface Edited<Facts> {
  competition: CompetitionRow;
  /** What the change found under the lock; the caller refuses (rolls back) when the rules say so. */
  facts: Facts;
}

export interface SubRoundInput {
  name: string;
  points: number;
  playerId: string | null;
}

/** The score moves by what the rescored round counts for now instead of before. */
const roundRescored = scoreMoved(sql`(select round.result from round join rescored using (id))`, sql`rescored`);

export function addSubRound(tx: Tx, edit: Edit, roundId: string, subRound: SubRoundInput) {
  const { name, points, playerId } = subRound;
  return change<{ found: boolean }>(tx, edit, {
    ctes: [
      sql`round as (select id, result from rounds where id = ${roundId} and competition_id = ${edit.competition.id})`,
      sql`added as (
        insert into sub_rounds (round_id, position, name, points, player_id)
        select id, coalesce((select max(position) from sub_rounds where round_id = round.id), 0) + 1,
          ${name}::text, ${points}::int, ${playerId}::uuid
        from round returning round_id, points, player_id)`,
      rescored(
        edit,
        sql`select round_id as id from added`,
        sql`select round_id, points, player_id from sub_rounds where round_id = ${roundId}
          union all select round_id, points, player_id from added`,
      ),
    ],
    facts: sql`select exists (select from round) as found, ${roundRescored}`,
  });
}

export function deleteSubRound(tx: Tx, edit: Edit, subRoundId: string, roundId: string) {
  return change<{ found: boolean }>(tx, edit, {
    ctes: [
      sql`round as (select id, result from rounds where id = ${roundId})`,
      sql`removed as (delete from sub_rounds where id = ${subRoundId} and round_id = ${roundId} returning round_id)`,
      rescored(
        edit,
        sql`select round_id as id from removed`,
        sql`select round_id, points, player_id from sub_rounds where round_id = ${roundId} and id <> ${subRoundId}`,
      ),
    ],
    facts: sql`select exists (select from removed) as found, ${roundRescored}`,
  });
}

export function setRoundValid(tx: Tx, edit: Edit, roundId: string, valid: boolean) {
  return change<{ found: boolean }>(tx, edit, {
    ctes: [
      sql`round as (select id, result from rounds where id = ${roundId} and competition_id = ${edit.competition.id})`,
      rescored(
        edit,
        sql`select id from round`,
        sql`select round_id, points, player_id from sub_rounds where round_id = ${roundId}`,
        valid,
      ),
    ],
    facts: sql`select exists (select from round) as found, ${roundRescored}`,
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
        insert into rounds (id, competition_id, position)
        select ${roundId}::uuid, ${competitionId}::uuid, coalesce((select position from last), 0) + 1
        where not coalesce((select empty from last), false) returning id)`,
    ],
    facts: sql`select coalesce((select empty from last), false) as "lastRoundEmpty", 0 as one, 0 as two`,
  });
}

export function deleteRound(tx: Tx, edit: Edit, roundId: string) {
  const competitionId = edit.competition.id;
  return change<{ found: boolean; othersExist: boolean }>(tx, edit, {
    ctes: [
      sql`round as (select id, result from rounds where id = ${roundId} and competition_id = ${competitionId})`,
      sql`others as (select exists (select from rounds where competition_id = ${competitionId} and id <> ${roundId}) as exist)`,
      sql`removed as (delete from rounds where id in (select id from round) and (select exist from others) returning id)`,
    ],
    facts: sql`select exists (select from round) as found, (select exist from others) as "othersExist",
      ${scoreMoved(sql`(select round.result from round join removed using (id))`)}`,
  });
}

export function addRule(tx: Tx, edit: Edit, text: string) {
  const competitionId = edit.competition.id;
  return change<Record<string, never>>(tx, edit, {
    ctes: [
      sql`added as (insert into rules (competition_id, position, text)
        select ${competitionId}::uuid, coalesce(max(position), 0) + 1, ${text}::text from rules where competition_id = ${competitionId})`,
    ],
    facts: sql`select 0 as one, 0 as two`,
  });
}

export function removeRule(tx: Tx, edit: Edit, ruleId: string) {
  return change<{ found: boolean }>(tx, edit, {
    ctes: [
      sql`removed as (delete from rules where id = ${ruleId} and competition_id = ${edit.competition.id} returning id)`,
    ],
    facts: sql`select exists (select from removed) as found, 0 as one, 0 as two`,
  });
}

/** Sets only the fields given: a concurrent change to another field stays. */
export function updateCompetitionInfo(tx: Tx, edit: Edit, info: Partial<CompetitionInfo>) {
  const set = Object.entries(info).map(
    ([field, value]) => sql`${sql.identifier(infoColumns[field as keyof CompetitionInfo])} = ${value}`,
  );
  return change<Record<string, never>>(tx, edit, { facts: sql`select 0 as one, 0 as two`, set });
}

const infoColumns: Record<keyof CompetitionInfo, string> = {
  name: competitions.name.name,
  image: competitions.image.name,
  description: competitions.description.name,
  status: competitions.status.name,
  public: competitions.public.name,
};

export async function deleteCompetition(tx: Tx, edit: Edit): Promise<void> {
  await tx.execute(sql`
    with removed as (delete from competitions where id = ${edit.competition.id} returning id)
    select ${notifying(edit.events)} from removed`);
}

export interface NewCompetition {
  id: string;
  name: string;
  image: string | null;
  playerOneId: string;
  playerTwoId: string;
  firstRoundId: string;
}

/**
 * Creates the competition with its first round, if its players are accepted friends and the opponent's account
 * is not deleted; one statement, so it needs no transaction of its own.
 */
export async function createCompetition(
  db: Db | Tx,
  created: NewCompetition,
  events: readonly BusEvent[],
): Promise<CompetitionRow | undefined> {
  const { rows } = await run(
    db,
    sql`
    with friends as (
      select from ${friendships} join ${users} on ${users.id} = ${created.playerTwoId}
      where ${pair(created.playerOneId, created.playerTwoId)} and ${friendships.accepted} and not ${users.deleted}),
    inserted as (
      insert into competitions (id, name, image, player_one_id, player_two_id)
      select ${created.id}::uuid, ${created.name}::text, ${created.image}::text, ${created.playerOneId}::uuid, ${created.playerTwoId}::uuid
      from friends returning *),
    first_round as (insert into rounds (id, competition_id, position) select ${created.firstRoundId}::uuid, id, 1 from inserted)
    select inserted.*, ${notifying(events)} as notified from inserted`,
  );
  return rows[0] && competitionFrom(rows[0]);
}

/**
 * The change's statement: its CTEs, then `facts` (one row: what it found, and `one`/`two`, how far each player's
 * score moves), then the competition's update that moves the score, bumps the version and notifies.
 */
async function change<Facts>(
  tx: Tx,
  edit: Edit,
  parts: { ctes?: SQL[]; facts: SQL; set?: SQL[] },
): Promise<Edited<Facts>> {
  const ctes = sql.join([...(parts.ctes ?? []), sql`facts as (${parts.facts})`], sql`, `);
  const set = sql.join([...(parts.set ?? []), sql``], sql`, `);
  const { rows } = await run(
    tx,
    sql`
    with ${ctes}
    update competitions c set ${set}
      score_one = c.score_one + f.one, score_two = c.score_two + f.two,
      winner_id = case sign((c.score_one + f.one) - (c.score_two + f.two))
        when 1 then c.player_one_id when -1 then c.player_two_id end,
      version = c.version + 1, updated_at = now()
    from facts f where c.id = ${edit.competition.id}
    returning c.*, row_to_json(f) as facts, ${notifying(edit.events)} as notified`,
  );
  const { facts, ...competition } = rows[0];
  return { competition: competitionFrom(competition), facts: facts as Facts };
}

/**
 * Rescores the round `target` names from `subRoundsOfRound` (its sub-rounds as the change leaves them: this
 * statement's own inserts and deletes are not visible to it), and sets its validity when given.
 */
function rescored(edit: Edit, target: SQL, subRoundsOfRound: SQL, valid?: boolean): SQL {
  const { playerOneId, playerTwoId } = edit.competition;
  return sql`rescored as (
    update rounds r set ${valid === undefined ? sql`` : sql`valid = ${valid},`}
      score_one = s.one, score_two = s.two
    from (
      select coalesce(sum(points) filter (where player_id is distinct from ${playerTwoId}), 0) as one,
        coalesce(sum(points) filter (where player_id is distinct from ${playerOneId}), 0) as two
      from (${subRoundsOfRound}) as sub_round
    ) as s
    where r.id in (${target}) returning r.id, r.result)`;
}

/**
 * How far each player's score moves when the rounds in `before` become those in `after` (none: they were deleted):
 * a valid round counts 1 for its winner, 1 for both when drawn (result 1, 2 or 0; -1 is not valid).
 */
function scoreMoved(before: SQL, after?: SQL): SQL {
  const counted = (rows: SQL, player: 1 | 2) =>
    sql`(select coalesce(sum((result in (0, ${sql.raw(String(player))}))::int), 0) from ${rows} as counted)`;
  const moved = (player: 1 | 2) =>
    after ? sql`${counted(after, player)} - ${counted(before, player)}` : sql`- ${counted(before, player)}`;
  return sql`${moved(1)} as one, ${moved(2)} as two`;
}

async function run(db: Db | Tx, query: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  return (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
}

const competitionColumns = Object.entries(getTableColumns(competitions));

/** A competitions row as the database returned it (snake_case, driver values), as Drizzle would type it. */
function competitionFrom(row: Record<string, unknown>): CompetitionRow {
  return Object.fromEntries(
    competitionColumns.map(([key, column]) => {
      const value = row[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as CompetitionRow;
}
