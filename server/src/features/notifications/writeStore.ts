import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { notifyingRows, topics } from "../../db/bus";
import type { Db, Tx } from "../../db/client";
import { enqueueing } from "../../db/jobs";
import { executeNamed } from "../../db/prepared";
import { notifications, pushSubscriptions } from "../../db/schema";
import type { FriendshipChange } from "../../domain/friends";
import type { NotificationKind } from "../../domain/notifications";

/**
 * How other features make notifications: SQL to fold into the statement of the change that causes them, so that a
 * notification exists exactly when its change does (a crash loses none) and costs the change no statement of its
 * own. Nothing here reads a user's other notifications: coalescing finds the unread COMPETITION_CHANGED through its
 * unique index.
 */

/** The kind of job that e-mails one notification (features/notifications/email.ts). */
export const NOTIFICATION_EMAIL_JOB = "notification-email";
/** The kind of job that sends one notification to one browser by Web Push (features/notifications/push.ts). */
export const NOTIFICATION_PUSH_JOB = "notification-push";

/** One notification to make: a row of these columns, as SQL expressions. */
export interface NotificationToMake {
  userId: SQL;
  kind: NotificationKind | SQL;
  actorId: SQL;
  competitionId?: SQL;
  /** COMPETITION_FINISHED: the result from the reader's side (domain/notifications.ts FinishDetail), as jsonb. */
  detail?: SQL;
}

/** `made`'s columns as the CTEs below read them, from `from` (the rest of a select: `from … where …`). */
export function notificationRows(made: NotificationToMake, from: SQL): SQL {
  const kind = typeof made.kind === "string" ? sql`${made.kind}::text` : made.kind;
  return sql`select ${made.userId} as user_id, ${kind} as kind, ${made.actorId} as actor_id,
    ${made.competitionId ?? sql`null::uuid`} as competition_id, ${made.detail ?? sql`null::jsonb`} as detail ${from}`;
}

/**
 * The CTEs that make the notifications `rows` (notificationRows) selects, for users whose accounts are not deleted
 * (nor seeded: nobody signs in as the test friend):
 * a new row each, except that while a COMPETITION_CHANGED is unread for its user and competition, the change is
 * counted in it (`count` and `at` grow). A new notification of a kind its user gets by e-mail gets the job that
 * e-mails it, due `emailDelaySeconds` later (NOTIFICATION_EMAIL_DELAY_SECONDS), and one of a kind they get by push
 * gets a job for each of their browsers' push subscriptions, due at once. A change counted in an unread
 * notification sends nothing more: that notification was sent already. `told` is the expression (for the
 * statement's select list) that pushes each to its user's bell.
 */
export function notificationsMade(rows: SQL, emailDelaySeconds: number | SQLWrapper): { ctes: SQL[]; told: SQL } {
  return {
    ctes: [
      sql`made_notifications as (
        insert into ${notifications} (user_id, kind, actor_id, competition_id, detail)
        select made.user_id, made.kind, made.actor_id, made.competition_id, made.detail
        from (${rows}) as made join users reader on reader.id = made.user_id and not reader.deleted and not reader.seeded
        on conflict (user_id, competition_id) where kind = 'COMPETITION_CHANGED' and read_at is null
        do update set count = ${notifications.count} + 1, at = now(), actor_id = excluded.actor_id
        returning id, user_id, kind, count)`,
      enqueueing(
        "notification_emails_due",
        NOTIFICATION_EMAIL_JOB,
        sql`select jsonb_build_object('notificationId', n.id) as payload,
            now() + make_interval(secs => ${emailDelaySeconds}::int) as run_at
          from made_notifications n join users reader on reader.id = n.user_id
          where n.count = 1 and n.kind = any(reader.email_notifications) and reader.email is not null`,
      ),
      enqueueing(
        "notification_pushes_due",
        NOTIFICATION_PUSH_JOB,
        sql`select jsonb_build_object('notificationId', n.id, 'subscriptionId', s.id) as payload, now() as run_at
          from made_notifications n join users reader on reader.id = n.user_id
            join ${pushSubscriptions} s on s.user_id = n.user_id
          where n.count = 1 and n.kind = any(reader.push_notifications)`,
      ),
    ],
    told: notifyingRows(sql`select ${topics.notifications("")}::text || user_id as topic,
      json_build_object('id', id) as data from made_notifications`),
  };
}

/**
 * The result of competition `row` (an alias for a competitions row) from the side of player `reader`, as jsonb
 * (domain/notifications.ts FinishDetail).
 */
export function finishDetail(reader: SQL, row: SQL): SQL {
  return sql`jsonb_build_object(
    'mine', case when ${reader} = ${row}.player_one_id then ${row}.score_one else ${row}.score_two end,
    'theirs', case when ${reader} = ${row}.player_one_id then ${row}.score_two else ${row}.score_one end,
    'winner', case when ${row}.winner_id is null then null when ${row}.winner_id = ${reader} then 'me' else 'them' end)`;
}

/** Makes the notification on its own: for a change that writes with statements of its own. */
async function make(tx: Db | Tx, made: NotificationToMake, emailDelaySeconds: number): Promise<void> {
  const { ctes, told } = notificationsMade(notificationRows(made, sql``), emailDelaySeconds);
  await executeNamed(tx, sql`with ${sql.join(ctes, sql`, `)} select ${told} as told`);
}

/**
 * An invite was accepted (API.md "Invites and notifications"): the inviter hears who accepted it and, when it
 * started a competition, which one. One statement, for the acceptance's transaction.
 */
export function notifyInviteAccepted(
  tx: Tx,
  accepted: { inviterId: string; acceptedBy: string; competitionId?: string | null },
  emailDelaySeconds: number,
): Promise<void> {
  const { inviterId, acceptedBy, competitionId } = accepted;
  const made = {
    userId: sql`${inviterId}::uuid`,
    kind: "INVITE_ACCEPTED" as const,
    actorId: sql`${acceptedBy}::uuid`,
    competitionId: sql`${competitionId ?? null}::uuid`,
  };
  return make(tx, made, emailDelaySeconds);
}

/**
 * What a friendship change tells, in one statement of its transaction: a request notifies its receiver, an acceptance
 * its sender; answering a request reads its notification, and cancelling one takes it back while it is unread.
 */
export async function friendshipNotified(
  tx: Tx,
  change: FriendshipChange | "request",
  viewerId: string,
  otherId: string,
  emailDelaySeconds: number,
): Promise<void> {
  const viewer = sql`${viewerId}::uuid`;
  const other = sql`${otherId}::uuid`;
  const unreadRequest = (reader: SQL, sender: SQL) =>
    sql`user_id = ${reader} and actor_id = ${sender} and kind = 'FRIEND_REQUEST' and read_at is null`;
  const settled =
    change === "cancel"
      ? sql`delete from ${notifications} where ${unreadRequest(other, viewer)}`
      : change === "accept" || change === "reject"
        ? sql`update ${notifications} set read_at = now() where ${unreadRequest(viewer, other)}`
        : undefined;
  const kind = change === "request" ? "FRIEND_REQUEST" : change === "accept" ? "FRIEND_ACCEPTED" : undefined;
  if (!settled && !kind) return;
  const made = kind
    ? notificationsMade(notificationRows({ userId: other, kind, actorId: viewer }, sql``), emailDelaySeconds)
    : { ctes: [], told: sql`0` };
  const ctes = [...(settled ? [sql`settled as (${settled} returning user_id)`] : []), ...made.ctes];
  const told = settled ? sql`${made.told} + ${readNotifying(sql`select distinct user_id from settled`)}` : made.told;
  await executeNamed(tx, sql`with ${sql.join(ctes, sql`, `)} select ${told} as told`);
}

/** Tells the bell of each user `readers` selects (`user_id`) that some of their notifications were read. */
export const readNotifying = (readers: SQL) =>
  notifyingRows(sql`select ${topics.notifications("")}::text || user_id as topic, null::json as data
    from (${readers}) as readers`);
