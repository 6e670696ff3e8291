import { eq, sql, type SQL } from "drizzle-orm";
import { notifyingUsers } from "../../db/bus";
import type { Db, Tx } from "../../db/client";
import {
  executeNamed,
  executeVouched,
  prepareVouched,
  preparedRead,
  rowVersions,
  type VouchedStatement,
} from "../../db/prepared";
import { competitionFrom } from "../../db/rows";
import { notifications, users, type CompetitionRow, type UserRow } from "../../db/schema";
import {
  kindSet,
  notificationText,
  type FinishDetail,
  type NotificationCursor,
  type NotificationKind,
} from "../../domain/notifications";
import { canViewAs } from "../../domain/visibility";
import { publicUserJson, type PublicUser } from "../users";
import { readNotifying } from "./writeStore";

/** A notification as its reader sees it. */
export interface NotificationView {
  id: string;
  kind: NotificationKind;
  /** The latest change it stands for, to the microsecond (the cursor compares it). */
  at: string;
  read: boolean;
  count: number;
  actor: PublicUser | null;
  /** Its competition, while the reader may see it. */
  competition: CompetitionRow | null;
  text: string;
}

/** A notification as PostgreSQL builds it (`notificationJson`). */
export interface NotificationJson {
  id: string;
  kind: NotificationKind;
  at: string;
  read: boolean;
  count: number;
  detail: FinishDetail | null;
  actor: PublicUser | null;
  competition: Record<string, unknown> | null;
  friendOfAPlayer: boolean;
}

/** Whether the reader is an accepted friend of a player of competition `c`. */
const friendOfAPlayer = (readerId: SQL) => sql`exists (select from friendships f where f.accepted
  and ((f.sender_id = ${readerId} and f.receiver_id in (c.player_one_id, c.player_two_id))
    or (f.receiver_id = ${readerId} and f.sender_id in (c.player_one_id, c.player_two_id))))`;

/** Notification `n` of reader `readerId`, with its actor and competition, as JSON. */
export const notificationJson = (readerId: SQL) => sql`json_build_object('id', n.id, 'kind', n.kind, 'at', n.at,
  'read', n.read_at is not null, 'count', n.count, 'detail', n.detail,
  'actor', (select ${publicUserJson("a")} from users a where a.id = n.actor_id),
  'competition', (select row_to_json(c) from competitions c where c.id = n.competition_id),
  'friendOfAPlayer', exists (select from competitions c where c.id = n.competition_id and ${friendOfAPlayer(readerId)}))`;

const unreadCount = (readerId: SQL) =>
  sql<number>`(select count(*)::int from ${notifications} where user_id = ${readerId} and read_at is null)`;

/** What the reader reads of it: the competition only while they may see it, and the sentence. */
export function viewOf(json: NotificationJson, readerId: string): NotificationView {
  const row = json.competition && competitionFrom(json.competition);
  const competition = row && canViewAs(row, readerId, json.friendOfAPlayer) ? row : null;
  const text = notificationText({
    kind: json.kind,
    actorName: json.actor?.username ?? null,
    competitionName: competition?.name ?? null,
    count: json.count,
    detail: json.detail,
  });
  const { id, kind, at, read, count, actor } = json;
  return { id, kind, at, read, count, actor, competition, text };
}

/** A page of the bell, and how many of the reader's notifications are unread. */
export interface NotificationPage {
  unreadCount: number;
  /** Newest first (by `at`): the page asked for, and one more when more follow. */
  notifications: NotificationView[];
}

interface PageRow {
  unreadCount: number;
  page: NotificationJson[];
}

/** The bell's read, prepared once: one statement, vouched (db/prepared.ts), whatever the reader has. */
function pageStatement(db: Db): VouchedStatement<PageRow> {
  return preparedRead<VouchedStatement<PageRow>>(db, "notifications", "page", (name) => {
    const readerId = sql`${sql.placeholder("readerId")}::uuid`;
    const afterAt = sql`${sql.placeholder("afterAt")}::timestamptz`;
    const afterId = sql`${sql.placeholder("afterId")}::uuid`;
    const count = unreadCount(readerId).mapWith(Number);
    const paged = sql`${notifications} n
      where n.user_id = ${readerId} and (${afterAt} is null or (n.at, n.id) < (${afterAt}, ${afterId}))
      order by n.at desc, n.id desc limit ${sql.placeholder("limit")}`;
    const page = sql<NotificationJson[]>`(select coalesce(json_agg(x.notification order by x.at desc, x.id desc), '[]')
      from (select n.at, n.id, ${notificationJson(readerId)} as notification from ${paged}) x)`;
    // What the page is built from: each notification, its actor and its competition, and whether the reader is a
    // friend of one of its players.
    const versions = sql`(select string_agg(row(n.id, n.version, a.xmin, c.xmin, ${friendOfAPlayer(readerId)})::text,
        ',' order by n.at desc, n.id desc)
      from (select n.id, n.xmin as version, n.at, n.actor_id, n.competition_id from ${paged}) n
      left join ${users} a on a.id = n.actor_id left join competitions c on c.id = n.competition_id)`;
    return prepareVouched(db, name, {
      table: users,
      fields: { unreadCount: count, page },
      narrow: (query) => query.where(eq(users.id, readerId)),
      versions: rowVersions([count, versions], sql`from ${users} where ${users.id} = ${readerId}`),
    });
  });
}

/** The reader's notifications after `after`, newest first: `limit` of them at most. One statement. */
export async function loadNotificationPage(
  db: Db,
  readerId: string,
  limit: number,
  after: NotificationCursor | null,
): Promise<NotificationPage> {
  const [row] = await executeVouched(pageStatement(db), {
    readerId,
    limit,
    afterAt: after?.at ?? null,
    afterId: after?.id ?? null,
  });
  return {
    unreadCount: row?.unreadCount ?? 0,
    notifications: (row?.page ?? []).map((json) => viewOf(json, readerId)),
  };
}

/** What a change of the reader's notifications pushes: the one made or grown (if any) and the unread count now. */
export interface NotificationEvent {
  notification: NotificationView | null;
  unreadCount: number;
}

/** The reader's notification `id` (none: null) and their unread count, in one statement. */
export async function loadNotificationEvent(db: Db, readerId: string, id: string | null): Promise<NotificationEvent> {
  const reader = sql`${readerId}::uuid`;
  const { rows } = await executeNamed(
    db,
    sql`select ${unreadCount(reader)} as "unreadCount", (select ${notificationJson(reader)} from ${notifications} n
      where n.id = ${id}::uuid and n.user_id = ${reader}) as notification`,
  );
  const row = rows[0] as { unreadCount: number; notification: NotificationJson | null };
  return {
    unreadCount: Number(row.unreadCount),
    notification: row.notification && viewOf(row.notification, readerId),
  };
}

/** Which of the reader's unread notifications to mark read: all, some by id, or those about one competition. */
export type ToMarkRead = { all: true } | { ids: readonly string[] } | { competitionId: string };

/** Marks them read and tells the reader's bell when any were; resolves to how many. One statement. */
export async function markRead(db: Db | Tx, readerId: string, which: ToMarkRead): Promise<number> {
  const chosen =
    "all" in which
      ? sql`true`
      : "ids" in which
        ? sql`id = any(${sql.param(which.ids)}::uuid[])`
        : sql`competition_id = ${which.competitionId}::uuid`;
  const { rows } = await executeNamed(
    db,
    sql`with marked as (update ${notifications} set read_at = now()
      where user_id = ${readerId}::uuid and read_at is null and ${chosen} returning user_id)
    select (select count(*)::int from marked) as marked,
      ${readNotifying(sql`select distinct user_id from marked`)} as told`,
  );
  return Number(rows[0].marked);
}

/** Saves the kinds the user gets by e-mail and by push (each given list replaces the stored one). */
export async function saveNotificationSettings(
  tx: Tx,
  userId: string,
  settings: { email?: readonly NotificationKind[]; push?: readonly NotificationKind[] },
): Promise<UserRow> {
  const [user] = await tx
    .update(users)
    .set({
      ...(settings.email && { emailNotifications: kindSet(settings.email) }),
      ...(settings.push && { pushNotifications: kindSet(settings.push) }),
    })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** A deleted account's notifications go: nobody will read them. */
export async function forgetNotifications(tx: Tx, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}

/**
 * The user no longer gets this kind by e-mail (an unsubscribe link), told on their topic so that every instance's
 * cached viewer forgets the old settings.
 */
export async function stopEmails(db: Db, userId: string, kind: NotificationKind): Promise<void> {
  await executeNamed(
    db,
    sql`with stopped as (update ${users} set email_notifications = array_remove(email_notifications, ${kind}::text)
      where id = ${userId}::uuid returning id)
    select ${notifyingUsers(sql`select id from stopped`)} as told`,
  );
}
