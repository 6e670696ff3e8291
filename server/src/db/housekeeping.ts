import { inArray, lt, sql } from "drizzle-orm";
import { CLIENT_MUTATIONS_KEPT_SECONDS } from "../domain/editing";
import { FORGET_FAILURES_AFTER_SECONDS } from "../domain/throttle";
import type { Logger } from "../logger";
import type { Db } from "./client";
import { clientMutations, passwordResetTokens, rateLimits, sessions } from "./schema";

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
 * in. Resolves to how many of each went.
 */
export async function deleteExpiredRows(db: Db): Promise<Record<string, number>> {
  const forgotten = sql`now() - make_interval(secs => ${FORGET_FAILURES_AFTER_SECONDS})`;
  const repeatsForgotten = sql`now() - make_interval(secs => ${CLIENT_MUTATIONS_KEPT_SECONDS})`;
  return {
    sessions: await inBatches(() =>
      db
        .delete(sessions)
        .where(
          inArray(
            sessions.id,
            db
              .select({ id: sessions.id })
              .from(sessions)
              .where(lt(sessions.expiresAt, sql`now()`))
              .limit(BATCH),
          ),
        )
        .returning({ id: sessions.id }),
    ),
    resetTokens: await inBatches(() =>
      db
        .delete(passwordResetTokens)
        .where(
          inArray(
            passwordResetTokens.id,
            db
              .select({ id: passwordResetTokens.id })
              .from(passwordResetTokens)
              .where(lt(passwordResetTokens.expiresAt, sql`now()`))
              .limit(BATCH),
          ),
        )
        .returning({ id: passwordResetTokens.id }),
    ),
    rateLimits: await inBatches(() =>
      db
        .delete(rateLimits)
        .where(
          inArray(
            rateLimits.key,
            db.select({ key: rateLimits.key }).from(rateLimits).where(lt(rateLimits.resetAt, forgotten)).limit(BATCH),
          ),
        )
        .returning({ key: rateLimits.key }),
    ),
    clientMutations: await inBatches(() =>
      db
        .delete(clientMutations)
        .where(
          sql`(${clientMutations.userId}, ${clientMutations.clientMutationId}) in (${db
            .select({ userId: clientMutations.userId, id: clientMutations.clientMutationId })
            .from(clientMutations)
            .where(lt(clientMutations.createdAt, repeatsForgotten))
            .limit(BATCH)})`,
        )
        .returning({ id: clientMutations.clientMutationId }),
    ),
  };
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
