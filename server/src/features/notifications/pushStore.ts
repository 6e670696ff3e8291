import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executeNamed } from "../../db/prepared";
import { notifications, pushSubscriptions } from "../../db/schema";
import type { NotificationKind } from "../../domain/notifications";
import type { PushSubscriptionKeys } from "../../domain/push";
import { notificationJson, type NotificationJson } from "./store";

/**
 * Keeps a browser's subscription for the user signed in on it, with the session that made it (signing out ends it).
 * One endpoint is one browser: subscribing it again, as this user or another, replaces its row.
 */
export async function saveSubscription(
  db: Db,
  owner: { userId: string; sessionId: string },
  subscription: PushSubscriptionKeys,
): Promise<void> {
  const { endpoint, p256dh, auth } = subscription;
  await executeNamed(
    db,
    sql`insert into ${pushSubscriptions} (user_id, session_id, endpoint, p256dh, auth)
      values (${owner.userId}::uuid, ${owner.sessionId}, ${endpoint}, ${p256dh}, ${auth})
    on conflict (endpoint) do update set user_id = excluded.user_id, session_id = excluded.session_id,
      p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`,
  );
}

/** Ends the user's subscription of this endpoint; false when they had none. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const { rows } = await executeNamed(
    db,
    sql`delete from ${pushSubscriptions} where user_id = ${userId}::uuid and endpoint = ${endpoint} returning 1`,
  );
  return rows.length > 0;
}

/** The push service said the subscription is gone (404, 410), or its endpoint may not be called: it ends. */
export async function endSubscription(db: Db, id: string): Promise<void> {
  await executeNamed(db, sql`delete from ${pushSubscriptions} where id = ${id}::uuid`);
}

/** What pushing one notification to one subscription needs, read in one statement. */
export interface PushState {
  notification: NotificationJson;
  readerId: string;
  /** The kinds the reader gets by push now (they may have changed since the notification was made). */
  pushKinds: NotificationKind[];
  subscription: PushSubscriptionKeys & { id: string };
}

/**
 * The notification and the subscription as the push job finds them; undefined when either is gone, or the
 * subscription's browser is now another user's.
 */
export async function loadPushState(
  db: Db,
  notificationId: string,
  subscriptionId: string,
): Promise<PushState | undefined> {
  const { rows } = await executeNamed(
    db,
    sql`select ${notificationJson(sql`n.user_id`)} as notification, n.user_id as "readerId",
      r.push_notifications as "pushKinds",
      json_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth) as subscription
    from ${notifications} n join users r on r.id = n.user_id and not r.deleted
      join ${pushSubscriptions} s on s.user_id = n.user_id and s.id = ${subscriptionId}::uuid
    where n.id = ${notificationId}::uuid`,
  );
  return rows[0] as unknown as PushState | undefined;
}
