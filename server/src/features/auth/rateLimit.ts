import type { Db } from "../../db/client";
import { RivalsError } from "../../domain/errors";
import { FORGET_FAILURES_AFTER_SECONDS, retryMessage, waitAfterFailures } from "../../domain/throttle";
import { countHit, deleteFailures, lockFailures, saveFailures } from "./store";

/**
 * Counts one attempt for `key` in a fixed window and refuses past `limit`. The counter lives in the database,
 * so the limit holds across every server instance; one upsert per check keeps it atomic.
 */
export async function consumeAttempt(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  if ((await countHit(db, key, windowSeconds)) > limit)
    throw new RivalsError("RATE_LIMITED", "Too many attempts. Please try again later.");
}

/**
 * Starts a password check for `key` (an account and an address) under the growing-delay rule of
 * domain/throttle.ts: refuses while the last failure's wait lasts, and otherwise counts this attempt as a failure
 * in advance, so that parallel attempts wait their turn; `clearFailures` forgets them when the password was right.
 * In the database, `hits` is the failures in a row and `reset_at` when the next attempt may start.
 */
export async function claimPasswordAttempt(db: Db, key: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockFailures(tx, key);
    const waitSeconds = (row.nextAt.getTime() - row.now.getTime()) / 1000;
    if (waitSeconds > 0) throw new RivalsError("RATE_LIMITED", retryMessage(waitSeconds));
    const forgotten = -waitSeconds > FORGET_FAILURES_AFTER_SECONDS;
    const failures = (forgotten ? 0 : row.failures) + 1;
    await saveFailures(tx, key, failures, new Date(row.now.getTime() + waitAfterFailures(failures) * 1000));
  });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await deleteFailures(db, key);
}
