/**
 * The floor: what the web app's own operations cost when nothing stands between HTTP and the database. A bare
 * `node:http` server that knows the operations by name and answers each with one hand-written SQL statement
 * (PostgreSQL builds the JSON), authenticating the session cookie as Rivals does (the SHA-256 of the token is a
 * `sessions` row). Its answers must be byte-identical to Rivals' (run.ts checks). It answers only what the bench
 * sends: anything else is a 400, a missing or foreign competition a NOT_FOUND.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

type Row = Record<string, unknown>;
type Query = (text: string, params: unknown[]) => Promise<Row[]>;

/** The database as the floor uses it: plain statements, and transactions on one connection. */
export interface FloorDb {
  query: Query;
  transaction<T>(run: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Its own pool, as large as Rivals' (10). Statements are prepared once per connection (named), as a server that
 * knows its statements would. Every statement sent counts, `begin` and `commit` included.
 */
export function postgresFloorDb(url: string, onQuery: () => void): FloorDb {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection's loss (a backend ended) is the pool's to replace, not a crash of the bench.
  pool.on("error", (error) => console.error("floor: an idle PostgreSQL connection was lost:", error.message));
  const names = new Map<string, string>();
  const nameOf = (text: string) => names.get(text) ?? names.set(text, `floor_${names.size}`).get(text);
  const counted =
    (client: pg.Pool | pg.PoolClient): Query =>
    async (text, values) => {
      onQuery();
      return (await client.query<Row>({ name: nameOf(text), text, values })).rows;
    };
  return {
    query: counted(pool),
    async transaction(run) {
      const client = await pool.connect();
      const query = counted(client);
      try {
        await query("begin", []);
        const result = await run(query);
        await query("commit", []);
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The embedded database Rivals itself opened (one PGlite per process). As with Drizzle over PGlite, PGlite's own
 * `transaction` sends `begin` and `commit`, so they are not counted on either side.
 */
export function pgliteFloorDb(client: PGlite, onQuery: () => void): FloorDb {
  const counted =
    (target: Pick<PGlite, "query">): Query =>
    async (text, params) => {
      onQuery();
      return (await target.query<Row>(text, params)).rows;
    };
  return {
    query: counted(client),
    transaction: (run) => client.transaction((tx) => run(counted(tx))),
    close: async () => {},
  };
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const userRef = (u: string) => `json_build_object('id', ${u}.id, 'username', ${u}.username, '__typename', 'User')`;
const player = (u: string) =>
  `json_build_object('id', ${u}.id, 'username', ${u}.username, 'profilePic', ${u}.profile_pic, '__typename', 'User')`;
/** $1 is the SHA-256 of the session token (null without a cookie). */
const VIEWER = `viewer as (select user_id as id from sessions where id = $1 and expires_at > now())`;

/** The round `rd` (with its `number`) as `RoundView_round` selects it, in competition `c` of players p1, p2. */
const ROUND_JSON = `json_build_object(
  'id', rd.id, 'number', rd.number, 'valid', rd.valid, 'score', json_build_array(rd.score_one, rd.score_two),
  'winner', case when rd.score_one > rd.score_two then ${userRef("p1")}
                 when rd.score_two > rd.score_one then ${userRef("p2")} end,
  'subRounds', (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'points', s.points,
                  'player', case s.player_id when p1.id then ${userRef("p1")} when p2.id then ${userRef("p2")} end,
                  '__typename', 'SubRound') order by s.position), '[]') from sub_rounds s where s.round_id = rd.id),
  '__typename', 'Round')`;

/** The competition's own fields `c` as `CompetitionDetails_competition` selects them, for the viewer `v`. */
const OWN_FIELDS = `
  'id', c.id, 'name', c.name, 'version', c.version, 'image', c.image, 'status', upper(c.status),
  'public', c.public, 'description', c.description, 'createdAt', ${iso("c.created_at")},
  'updatedAt', ${iso("c.updated_at")}, 'currentScore', json_build_array(c.score_one, c.score_two),
  'viewerIsParticipant', coalesce(v.id in (c.player_one_id, c.player_two_id), false),
  'winner', case when c.winner_id is not null then json_build_object('id', c.winner_id, '__typename', 'User') end,
  'format', json_build_object('roundWinner', upper(c.round_winner), 'scoring', upper(c.scoring),
    'finish', case when c.finish_kind is not null then json_build_object('kind', upper(c.finish_kind),
      'count', c.finish_count, '__typename', 'Finish') end, '__typename', 'CompetitionFormat'),
  'players', json_build_array(${player("p1")}, ${player("p2")}),
  '__typename', 'Competition',
  'rules', (select coalesce(json_agg(json_build_object('id', r.id, 'text', r.text, '__typename', 'Rule')
            order by r.position), '[]') from rules r where r.competition_id = c.id),
  'roundCount', (select count(*) from rounds r where r.competition_id = c.id),
  'roundResults', (select coalesce(json_agg(r.result order by r.position), '[]')
                   from rounds r where r.competition_id = c.id)`;

/** Round number `number` (an SQL expression) of `c`, or null. */
const roundNumbered = (number: string) => `(select ${ROUND_JSON} from (
  select r.*, ${number} as number from rounds r where r.competition_id = c.id
  order by r.position offset greatest(${number} - 1, 0) limit 1) rd where ${number} >= 1)`;

/** The round with id `id` (an SQL expression) of `c`, with its number, or null. */
const roundWithId = (id: string) => `(select ${ROUND_JSON} from (
  select r.*, (select count(*) from rounds o where o.competition_id = c.id and o.position <= r.position) as number
  from rounds r where r.id = ${id} and r.competition_id = c.id) rd)`;

const COMPETITION_FROM = `
from competitions c
join users p1 on p1.id = c.player_one_id
join users p2 on p2.id = c.player_two_id
left join viewer v on true`;

/** Whether the viewer `v` may see competition `o`, between the same players as `c`. */
const visible = (o: string) => `(${o}.public or v.id in (c.player_one_id, c.player_two_id) or exists (
  select 1 from friendships f where f.accepted and (
    (f.sender_id = v.id and f.receiver_id in (c.player_one_id, c.player_two_id)) or
    (f.receiver_id = v.id and f.sender_id in (c.player_one_id, c.player_two_id)))))`;

/** `SeriesLinks_competition`'s own part: the competition `c` is a rematch of, and its rematches, as `v` may see them. */
const SERIES = `
  'rematchOf', (select json_build_object('id', o.id, 'name', o.name, '__typename', 'Competition')
    from competitions o where o.id = c.rematch_of and ${visible("o")}),
  'rematches', (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'status', upper(r.status),
    'currentScore', json_build_array(r.score_one, r.score_two), '__typename', 'Competition')
    order by r.created_at, r.id), '[]') from competitions r where r.rematch_of = c.id and ${visible("r")})`;

/** Competition $2 with its round number $3 (and its series, as the page reads it), if the viewer may see it. */
const competitionRead = (series: boolean) => `
with ${VIEWER}
select json_build_object(${OWN_FIELDS}, 'round', ${roundNumbered("$3::int")}${series ? `, ${SERIES}` : ""}) as competition
${COMPETITION_FROM}
where c.id = $2 and ${visible("c")}`;
const COMPETITION = competitionRead(true);
const EDITED = competitionRead(false);

/**
 * Competition $1's own fields as anyone but its players sees them, and the round $2 the change touched (the live
 * feed's one load per change).
 */
export const COMPETITION_FOR_VIEWERS = `
with viewer as (select null::uuid as id)
select json_build_object(${OWN_FIELDS}) as competition, ${roundWithId("$2::uuid")} as round
${COMPETITION_FROM}
where c.id = $1`;

/** The viewer's competitions as `CompetitionCard_competition` selects them, last updated first; $2 status, $3 friend. */
const COMPETITIONS = `
with ${VIEWER}
select (select id from viewer) as viewer, coalesce(json_agg(json_build_object(
  'id', c.id, 'name', c.name, 'image', c.image, 'status', upper(c.status),
  'currentScore', json_build_array(c.score_one, c.score_two),
  'players', json_build_array(${player("p1")}, ${player("p2")}), '__typename', 'Competition')
  order by c.updated_at desc), '[]') as competitions
from viewer v
join competitions c on v.id in (c.player_one_id, c.player_two_id)
join users p1 on p1.id = c.player_one_id
join users p2 on p2.id = c.player_two_id
where ($2::text is null or c.status = lower($2)) and ($3::uuid is null or $3::uuid in (c.player_one_id, c.player_two_id))`;

/**
 * `FriendsPage_me`: every friendship, oldest first, with the head-to-head score and, for a friend, the record and
 * their rating (stored, shown rounded as Math.round does); $2 the test friend's name. The viewer's complete
 * competitions are counted once, by opponent, and joined to the friends (not counted once per friend).
 */
const ME = `
with ${VIEWER}, h as (
  select case when c.player_one_id = v.id then c.player_two_id else c.player_one_id end as friend_id,
    count(*) filter (where c.winner_id = v.id) as wins,
    count(*) filter (where c.winner_id <> v.id) as losses,
    count(*) filter (where c.winner_id is null) as draws
  from viewer v join competitions c on v.id in (c.player_one_id, c.player_two_id)
  where c.status = 'complete' group by 1
)
select json_build_object('id', v.id, 'friends', (
  select coalesce(json_agg(json_build_object(
    'status', case when f.accepted then 'ACCEPTED' when f.sender_id = v.id then 'OUTGOING' else 'INCOMING' end,
    'isTestFriend', u.seeded and u.username = $2,
    'user', json_build_object('id', u.id, 'username', u.username, 'deleted', u.deleted, '__typename', 'User',
      'profilePic', u.profile_pic),
    '__typename', 'Friendship',
    'score', json_build_array(coalesce(h.wins + h.draws, 0), coalesce(h.losses + h.draws, 0)),
    'rivalry', case when f.accepted then json_build_object(
      'record', json_build_object('wins', coalesce(h.wins, 0), 'losses', coalesce(h.losses, 0),
        'draws', coalesce(h.draws, 0), '__typename', 'Record'),
      'opponentRating', floor(u.rating + 0.5)::int, '__typename', 'Rivalry') end) order by f.created_at), '[]')
  from friendships f
  join users u on u.id = case when f.sender_id = v.id then f.receiver_id else f.sender_id end
  left join h on h.friend_id = u.id
  where v.id in (f.sender_id, f.receiver_id)), '__typename', 'Me') as me
from viewer v`;

/** `Session`: the signed-in user, or nothing. */
const SESSION = `
with ${VIEWER}
select json_build_object('id', u.id, 'username', u.username, 'profilePic', u.profile_pic, 'theme', upper(u.theme),
  'usernameChosen', u.username_chosen, '__typename', 'Me') as me
from viewer v join users u on u.id = v.id`;

/** Locks the competition of round $2 for its player behind session $1. */
const LOCK = `
select c.id, c.player_one_id, c.player_two_id, c.status, s.user_id
from sessions s join competitions c on c.id = (select competition_id from rounds where id = $2)
where s.id = $1 and s.expires_at > now() and s.user_id in (c.player_one_id, c.player_two_id)
for update of c`;

/**
 * Adds sub-round $2 ($3 points, to player $4 or a draw) at the end of round $1, whose competition's players are $5
 * and $6, and rescores the round from its sub-rounds, the new one counted in (the statement does not see its own
 * insert).
 */
const ADD_AND_RESCORE_ROUND = `
with added as (
  insert into sub_rounds (round_id, position, name, points, player_id)
  select $1, coalesce(max(position), 0) + 1, $2, $3, $4 from sub_rounds where round_id = $1
  returning id, round_id, points, player_id
), rescored as (
  update rounds r set score_one = t.one, score_two = t.two from (
    select coalesce(sum(s.points) filter (where s.player_id is distinct from $6::uuid), 0) as one,
           coalesce(sum(s.points) filter (where s.player_id is distinct from $5::uuid), 0) as two
    from (select points, player_id from sub_rounds where round_id = $1
          union all select points, player_id from added) s) t
  where r.id = $1
)
select id from added`;

/**
 * Rescores competition $1 from its rounds' stored results, bumps the version, writes the ledger entry of sub-round
 * $3 (by $4, as Rivals records it), makes the other player's notification as Rivals does (counted in the unread
 * COMPETITION_CHANGED, unless that player has the competition open; its e-mail job when they get that kind by
 * e-mail, and a push job for each of their devices when they get it pushed) and tells the viewers, both players'
 * lists and the other player's bell.
 */
const RESCORE_AND_NOTIFY = `
with score as (
  select count(*) filter (where result in (0, 1)) as one, count(*) filter (where result in (0, 2)) as two
  from rounds where competition_id = $1
), updated as (
  update competitions c set score_one = score.one, score_two = score.two,
    winner_id = case when score.one > score.two then c.player_one_id when score.two > score.one then c.player_two_id end,
    version = c.version + 1, updated_at = now()
  from score where c.id = $1
  returning c.id, c.version, c.player_one_id, c.player_two_id
), entry as (
  insert into activity (id, competition_id, actor_id, kind, version, effect)
  select gen_random_uuid(), u.id, $4, 'SUB_ROUND_ADDED', u.version, jsonb_build_object('type', 'subRoundAdded',
    'subRound', jsonb_build_object('id', s.id, 'position', s.position, 'name', s.name, 'points', s.points,
      'playerId', s.player_id, 'roundId', s.round_id, 'roundNumber', (select count(*) from rounds r
        where r.competition_id = u.id and r.position <= (select position from rounds where id = $2))))
  from updated u, sub_rounds s where s.id = $3
), reader as (
  select id as competition_id, case when player_one_id = $4 then player_two_id else player_one_id end as user_id
  from updated
), notified as (
  insert into notifications (user_id, kind, actor_id, competition_id)
  select r.user_id, 'COMPETITION_CHANGED', $4, r.competition_id from reader r
  join users on users.id = r.user_id and not users.deleted and not users.seeded
  where not exists (select from competition_viewers v where v.competition_id = r.competition_id
    and v.user_id = r.user_id and v.seen_at > now() - interval '90 seconds')
  on conflict (user_id, competition_id) where kind = 'COMPETITION_CHANGED' and read_at is null
  do update set count = notifications.count + 1, at = now(), actor_id = excluded.actor_id
  returning id, user_id, kind, count
), emailed as (
  insert into jobs (kind, payload) select 'notification-email', jsonb_build_object('notificationId', n.id)
  from notified n join users r on r.id = n.user_id
  where n.count = 1 and n.kind = any(r.email_notifications) and r.email is not null
), pushed as (
  insert into jobs (kind, payload) select 'notification-push', jsonb_build_object('notificationId', n.id, 'subscriptionId', s.id)
  from notified n join users r on r.id = n.user_id join push_subscriptions s on s.user_id = n.user_id
  where n.count = 1 and n.kind = any(r.push_notifications)
)
select pg_notify('rivals_events', event::text) from updated, lateral (values
  (json_build_object('topic', 'competition:' || id, 'data', json_build_object('version', version, 'roundId', $2::uuid))),
  (json_build_object('topic', 'competitions-of:' || player_one_id,
    'data', json_build_object('id', id, 'version', version, 'roundId', $2::uuid))),
  (json_build_object('topic', 'competitions-of:' || player_two_id,
    'data', json_build_object('id', id, 'version', version, 'roundId', $2::uuid)))
) as events(event)
union all
select pg_notify('rivals_events', json_build_object('topic', 'notifications:' || user_id,
  'data', json_build_object('id', id))::text) from notified`;

/** A competition's name as a notification quotes it, or `a competition` once the reader may not see it. */
const QUOTED = `coalesce('“' || c.name || '”', 'a competition')`;

/** The sentence of notification `n` (actor `a`, competition `c` when visible), as Rivals composes it. */
const NOTIFICATION_TEXT = `case n.kind
  when 'FRIEND_REQUEST' then a.username || ' sent you a friend request'
  when 'FRIEND_ACCEPTED' then a.username || ' accepted your friend request'
  when 'INVITE_ACCEPTED' then a.username || ' accepted your invite' || coalesce(' to “' || c.name || '”', '')
  when 'COMPETITION_CREATED' then a.username || ' started ' || ${QUOTED} || ' against you'
  when 'COMPETITION_CHANGED' then a.username || case when n.count = 1 then ' made a change to '
    else ' made ' || n.count || ' changes to ' end || ${QUOTED}
  else case n.detail->>'winner'
    when 'me' then 'You won ' || ${QUOTED} || ' ' || (n.detail->>'mine') || '–' || (n.detail->>'theirs')
    when 'them' then a.username || ' won ' || ${QUOTED} || ' ' || (n.detail->>'theirs') || '–' || (n.detail->>'mine')
    else case when c.id is null then 'A competition' else ${QUOTED} end
      || ' ended in a ' || (n.detail->>'mine') || '–' || (n.detail->>'theirs') || ' draw' end
end`;

/** `Bell`: the viewer's latest $2 notifications, newest first, as `NotificationItem_notification` shows them. */
const BELL = `
with ${VIEWER}
select json_build_object('id', v.id, 'notifications', json_build_object('edges', (
  select coalesce(json_agg(json_build_object('node', json_build_object('id', n.id, 'kind', n.kind,
    'text', ${NOTIFICATION_TEXT}, 'read', n.read_at is not null, 'at', ${iso("n.at")},
    'competition', case when c.id is not null then json_build_object('id', c.id, '__typename', 'Competition') end,
    '__typename', 'Notification'), '__typename', 'NotificationEdge') order by n.at desc, n.id desc), '[]')
  from (select * from notifications where user_id = v.id order by at desc, id desc limit $2) n
  left join users a on a.id = n.actor_id
  left join competitions c on c.id = n.competition_id and (c.public or v.id in (c.player_one_id, c.player_two_id)
    or exists (select 1 from friendships f where f.accepted and (
      (f.sender_id = v.id and f.receiver_id in (c.player_one_id, c.player_two_id)) or
      (f.receiver_id = v.id and f.sender_id in (c.player_one_id, c.player_two_id)))))
), '__typename', 'NotificationConnection'), '__typename', 'Me') as me
from viewer v`;

/**
 * `Rivalry.byName` of the viewer against user $2: the sub-rounds of their valid rounds of competitions not abandoned,
 * counted per spelling and player, then put together by name, compared in lower case after NFKC with runs of
 * whitespace as one space (Rivals folds case fully: the same for the bench's names); each name in its most used
 * spelling, from the viewer's side, most played first, then by name.
 * `known` is false unless the two are friends or share a competition.
 */
const BY_NAME = `
with ${VIEWER},
opponent as (select u.id from users u, viewer v where u.username = $2 and u.id <> v.id),
between_them as (select c.id from competitions c, viewer v, opponent o where c.status <> 'abandoned' and (
  (c.player_one_id = v.id and c.player_two_id = o.id) or (c.player_one_id = o.id and c.player_two_id = v.id))),
given as (
  select s.name collate "C" as name, s.player_id, count(*) as uses, sum(s.points) as points
  from between_them c join rounds r on r.competition_id = c.id and r.valid join sub_rounds s on s.round_id = r.id
  group by 1, 2),
keyed as (select *, btrim(regexp_replace(lower(normalize(name, NFKC)), '\\s+', ' ', 'g')) as key from given),
spellings as (select key, name, sum(uses) as uses from keyed group by key, name),
named as (
  select key, sum(uses) as played,
    coalesce(sum(uses) filter (where player_id = (select id from viewer)), 0) as wins,
    coalesce(sum(uses) filter (where player_id = (select id from opponent)), 0) as losses,
    coalesce(sum(uses) filter (where player_id is null), 0) as draws,
    coalesce(sum(points) filter (where player_id is distinct from (select id from opponent)), 0) as mine,
    coalesce(sum(points) filter (where player_id is distinct from (select id from viewer)), 0) as theirs,
    (select sp.name from spellings sp where sp.key = keyed.key order by sp.uses desc, sp.name collate "C" limit 1) as name
  from keyed group by key)
select (select id from viewer) as viewer,
  exists (select from opponent o, viewer v where exists (select from friendships f where f.accepted and (
    (f.sender_id = v.id and f.receiver_id = o.id) or (f.sender_id = o.id and f.receiver_id = v.id)))
    or exists (select from competitions c where (c.player_one_id = v.id and c.player_two_id = o.id)
      or (c.player_one_id = o.id and c.player_two_id = v.id))) as known,
  (select coalesce(json_agg(json_build_object('name', n.name, 'played', n.played,
    'record', json_build_object('wins', n.wins, 'losses', n.losses, 'draws', n.draws, '__typename', 'Record'),
    'points', json_build_array(n.mine, n.theirs), '__typename', 'NameRecord') order by n.played desc, n.name collate "C"), '[]')
  from named n) as by_name`;

/** How many notifications the web app's bell reads (web/src/notifications/Bell.tsx). */
const BELL_SIZE = 10;

export class Refused extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

interface Operation {
  operationName?: string;
  variables?: Record<string, unknown>;
}

type Variables = Record<string, unknown>;

export interface FloorOptions {
  db: FloorDb;
  testFriendUsername: string;
  /** A free one when absent. */
  port?: number;
}

/** One competition with its round `number`, as the page reads it or an edit answers it, or NOT_FOUND. */
export async function competition(
  db: FloorDb,
  session: string | null,
  id: unknown,
  number: unknown = 0,
  statement = COMPETITION,
) {
  const [row] = await db.query(statement, [session, id, number]);
  if (!row) throw new Refused("Competition not found", "NOT_FOUND");
  return row.competition;
}

async function addSubRound(db: FloorDb, session: string | null, v: Variables) {
  const name = typeof v.name === "string" ? v.name.trim() : "";
  const points = v.points;
  if (!name || name.length > 100 || !Number.isInteger(points) || Math.abs(points as number) > 1_000_000) {
    throw new Refused("Invalid sub-round", "BAD_USER_INPUT");
  }
  const playerId = v.playerId ?? null;
  const competitionId = await db.transaction(async (query) => {
    const [locked] = await query(LOCK, [session, v.roundId]);
    if (!locked) throw new Refused("Round not found", "NOT_FOUND");
    if (locked.status !== "ongoing") throw new Refused("Only an ongoing competition can be edited", "FORBIDDEN");
    if (playerId !== null && playerId !== locked.player_one_id && playerId !== locked.player_two_id) {
      throw new Refused("A sub-round goes to one of the two players, or is a draw", "BAD_USER_INPUT");
    }
    const [added] = await query(ADD_AND_RESCORE_ROUND, [
      v.roundId,
      name,
      points,
      playerId,
      locked.player_one_id,
      locked.player_two_id,
    ]);
    await query(RESCORE_AND_NOTIFY, [locked.id, v.roundId, added.id, locked.user_id]);
    return locked.id;
  });
  return competition(db, session, competitionId, v.number, EDITED);
}

const operations: Record<string, (options: FloorOptions, session: string | null, v: Variables) => Promise<Row>> = {
  Competition: async ({ db }, session, v) => ({ competition: await competition(db, session, v.id, v.round) }),
  Competitions: async ({ db }, session, v) => {
    const [row] = await db.query(COMPETITIONS, [session, v.status ?? null, v.friendId ?? null]);
    if (!row.viewer) throw new Refused("Please sign in", "UNAUTHENTICATED");
    return { competitions: row.competitions };
  },
  Session: async ({ db }, session) => {
    const [row] = await db.query(SESSION, [session]);
    return { me: row?.me ?? null };
  },
  FriendsPage: async ({ db, testFriendUsername }, session) => {
    const [row] = await db.query(ME, [session, testFriendUsername]);
    return { me: row?.me ?? null };
  },
  AddSubRound: async ({ db }, session, v) => ({ addSubRound: await addSubRound(db, session, v) }),
  RivalryByName: async ({ db }, session, v) => {
    const [row] = await db.query(BY_NAME, [session, v.username]);
    if (!row.viewer) throw new Refused("You must log in first.", "UNAUTHENTICATED");
    if (!row.known) throw new Refused("User not found", "NOT_FOUND");
    return { rivalry: { byName: row.by_name, __typename: "Rivalry" } };
  },
  Bell: async ({ db }, session) => {
    const [row] = await db.query(BELL, [session, BELL_SIZE]);
    return { me: row?.me ?? null };
  },
};

export function sessionId(cookieHeader: string | undefined): string | null {
  const token = cookieHeader?.match(/(?:^|;\s*)rivals_session=([^;]*)/)?.[1];
  return token ? createHash("sha256").update(token).digest("hex") : null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

async function answer(options: FloorOptions, request: IncomingMessage, response: ServerResponse) {
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(body) + "\n");
  };
  const { operationName, variables = {} } = JSON.parse(await readBody(request)) as Operation;
  const run = operationName ? operations[operationName] : undefined;
  if (request.url !== "/graphql" || !run) return send(400, { errors: [{ message: "Unknown operation" }] });
  try {
    send(200, { data: await run(options, sessionId(request.headers.cookie), variables) });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    send(200, { errors: [{ message: error.message, extensions: { code: error.code } }], data: null });
  }
}

export interface Floor {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startFloor(options: FloorOptions): Promise<Floor> {
  const server = createServer((request, response) => {
    answer(options, request, response).catch((error: unknown) => {
      console.error("floor:", error);
      response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await options.db.close();
    },
  };
}
