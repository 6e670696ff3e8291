import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executeNamed } from "../../db/prepared";
import { notificationEmails, notifications } from "../../db/schema";
import { EMAIL_EVERY_MS, type EmailFacts } from "../../domain/notificationEmail";
import { isOnline } from "./onlineStore";
import { notificationJson, type NotificationJson } from "./store";

/** Who gets an e-mail about what: the subject is the notification's competition, or its actor (friend kinds). */
export interface EmailSlot {
  userId: string;
  subjectId: string;
  notificationId: string;
}

/** What e-mailing a notification needs to decide and to say, with the database's time: one statement. */
export interface EmailState {
  facts: EmailFacts;
  now: Date;
  notification: NotificationJson;
  slot: EmailSlot;
}

interface EmailRow {
  notification: NotificationJson;
  readerId: string;
  subjectId: string;
  madeAt: string;
  emailed: boolean;
  email: string | null;
  deleted: boolean;
  emailKinds: EmailFacts["reader"]["emailKinds"];
  online: boolean;
  lastEmailAt: string | null;
  now: string;
}

/** The notification as its e-mail job finds it; undefined when it is gone. */
export async function loadEmailState(db: Db, notificationId: string): Promise<EmailState | undefined> {
  const { rows } = await executeNamed(
    db,
    sql`select ${notificationJson(sql`n.user_id`)} as notification, n.user_id as "readerId",
      coalesce(n.competition_id, n.actor_id) as "subjectId", n.made_at as "madeAt", n.emailed_at is not null as emailed,
      r.email, r.deleted, r.email_notifications as "emailKinds", ${isOnline(sql`n.user_id`)} as online,
      (select sent_at from ${notificationEmails} e where e.user_id = n.user_id
        and e.subject_id = coalesce(n.competition_id, n.actor_id) and e.notification_id <> n.id) as "lastEmailAt",
      now() as now
    from ${notifications} n join users r on r.id = n.user_id where n.id = ${notificationId}::uuid`,
  );
  const row = rows[0] as unknown as EmailRow | undefined;
  if (!row) return undefined;
  const { notification } = row;
  return {
    notification,
    now: new Date(row.now),
    slot: { userId: row.readerId, subjectId: row.subjectId, notificationId },
    facts: {
      kind: notification.kind,
      read: notification.read,
      emailed: row.emailed,
      madeAt: new Date(row.madeAt),
      reader: { email: row.email, deleted: row.deleted, emailKinds: row.emailKinds },
      online: row.online,
      lastEmailAt: row.lastEmailAt === null ? null : new Date(row.lastEmailAt),
    },
  };
}

/**
 * Takes the subject's turn for an e-mail before sending it: false when another e-mail about it went out within the
 * hour (on any instance: the row's lock makes one of two at once wait, then see the other's). A turn this
 * notification took before (its instance died before sending) is still its own.
 */
export async function takeEmailTurn(db: Db, slot: EmailSlot): Promise<boolean> {
  const { rows } = await executeNamed(
    db,
    sql`insert into ${notificationEmails} (user_id, subject_id, notification_id, sent_at)
      values (${slot.userId}::uuid, ${slot.subjectId}::uuid, ${slot.notificationId}::uuid, now())
    on conflict (user_id, subject_id) do update set notification_id = excluded.notification_id, sent_at = now()
      where ${notificationEmails.sentAt} <= now() - make_interval(secs => ${EMAIL_EVERY_MS / 1000})
        or ${notificationEmails.notificationId} = excluded.notification_id
    returning 1`,
  );
  return rows.length > 0;
}

/** The e-mail did not go out: the subject's turn is free again. */
export async function giveBackEmailTurn(db: Db, slot: EmailSlot): Promise<void> {
  await executeNamed(
    db,
    sql`delete from ${notificationEmails} where user_id = ${slot.userId}::uuid
      and subject_id = ${slot.subjectId}::uuid and notification_id = ${slot.notificationId}::uuid`,
  );
}

export async function markEmailed(db: Db, notificationId: string): Promise<void> {
  await executeNamed(db, sql`update ${notifications} set emailed_at = now() where id = ${notificationId}::uuid`);
}
