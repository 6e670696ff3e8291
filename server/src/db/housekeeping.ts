import { lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { CLIENT_MUTATIONS_KEPT_SECONDS } from "../domain/editing";
import { INVITE_LIFETIME_SECONDS } from "../domain/invites";
import { EMAIL_EVERY_MS } from "../domain/notificationEmail";
import { FORGET_FAILURES_AFTER_SECONDS } from "../domain/throttle";
import type { Logger } from "../logger";
import type { Db } from "./client";
import { clientMutations, invites, notificationEmails, passwordResetTokens, rateLimits, sessions } from "./schema";

/** Rows per statement: each delete is short, so it never holds up the requests running beside it. */
const BATCH = 1000;

export interface HousekeepingSchedule {
  /** The first sweep, shortly after start (not during it). */
  firstAfterMs: number;
  everyMs: number;
}

export const HOUSEKEEPING: HousekeepingSchedule = { firstAfterMs: 30_000, everyMs: 60 * 60_000 };

/**
 * Deletes rows nothing can use any more: sessions and password-reset tokens past their expiry, rate-limit rows
 * past their window and past the throttle's memory of failures, clientMutationIds past the day a repeat is known
 * in, invites a week past their expiry (Me.invites lists an accepted one for a week), notification e-mails older
 * than the hour they hold the next one back. Resolves to how many of each went.
 */
export async function deleteExpiredRows(db: Db): Promise<Record<string, number>> {
  const now = sql`now()`;
  const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
  return {
    sessions: await sweep(db, sessions, [sessions.id], lt(sessions.expiresAt, now)),
    resetTokens: await sweep(db, passwordResetTokens, [passwordResetTokens.id], lt(passwordResetTokens.expiresAt, now)),
    rateLimits: await sweep(
      db,
      rateLimits,
      [rateLimits.key],
      lt(rateLimits.resetAt, secondsAgo(FORGET_FAILURES_AFTER_SECONDS)),
    ),
    clientMutations: await sweep(
      db,
      clientMutations,
      [clientMutations.userId, clientMutations.clientMutationId],
      lt(clientMutations.createdAt, secondsAgo(CLIENT_MUTATIONS_KEPT_SECONDS)),
    ),
    invites: await sweep(db, invites, [invites.id], lt(invites.expiresAt, secondsAgo(INVITE_LIFETIME_SECONDS))),
    notificationEmails: await sweep(
      db,
      notificationEmails,
      [notificationEmails.userId, notificationEmails.subjectId],
      lt(notificationEmails.sentAt, secondsAgo(EMAIL_EVERY_MS / 1000)),
    ),
  };
}

/** Deletes the rows of `table` that are `expired`, found by their primary `key`, a batch per statement. */
function sweep(db: Db, table: PgTable, key: PgColumn[], expired: SQL): Promise<number> {
  const columns = sql.join(key, sql`, `);
  return inBatches(() =>
    db
      .delete(table)
      .where(sql`(${columns}) in (select ${columns} from ${table} where ${expired} limit ${BATCH})`)
      .returning({ deleted: sql`1` }),
  );
}

/** Repeats a batch delete until a batch comes back short; resolves to the rows deleted in all. */
async function inBatches(deleteBatch: () => Promise<unknown[]>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = (await deleteBatch()).length;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** Sweeps on a timer that never keeps the process alive; a sweep that fails (the database is down) waits for the next. */
export function startHousekeeping(db: Db, logger: Logger, schedule: HousekeepingSchedule = HOUSEKEEPING): () => void {
  const sweep = () =>
    deleteExpiredRows(db).then(
      (deleted) => logger.debug({ deleted }, "expired rows deleted"),
      (error: unknown) => logger.warn({ err: error }, "housekeeping failed; it will run again"),
    );
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void sweep();
    interval = setInterval(() => void sweep(), schedule.everyMs).unref();
  }, schedule.firstAfterMs).unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
