import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import { executeNamed } from "./prepared";
import { jobs } from "./schema";

/** A job as an instance claimed it. */
export interface Job {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** How many times it was claimed, this time included. */
  attempts: number;
}

/**
 * The CTE `name` that adds a job of `kind` for each row of `rows` (a CTE with `payload` jsonb and `run_at` columns):
 * fold it into the statement whose change makes the job due, so that the job exists exactly when the change does.
 */
export function enqueueing(name: string, kind: string, rows: SQL): SQL {
  return sql`${sql.identifier(name)} as (insert into ${jobs} (kind, payload, run_at)
    select ${kind}::text, payload, run_at from (${rows}) as due)`;
}

/**
 * Claims the oldest due job of these kinds: in one statement it locks the row, skipping rows another instance has
 * locked, and moves its next run `leaseMs` ahead. Until then no other instance claims it; past that (the instance
 * died while running it) it is due again.
 */
export async function claimJob(db: Db, kinds: readonly string[], leaseMs: number): Promise<Job | undefined> {
  const { rows } = await executeNamed(
    db,
    sql`
    update ${jobs} set attempts = attempts + 1, run_at = now() + make_interval(secs => ${leaseMs / 1000})
    where id = (
      select id from ${jobs} where run_at <= now() and kind = any(${sql.param(kinds)}::text[])
      order by run_at limit 1 for update skip locked)
    returning id, kind, payload, attempts`,
  );
  return rows[0] as unknown as Job | undefined;
}

/** The job is done (or given up): it goes. */
export async function finishJob(db: Db, id: string): Promise<void> {
  await executeNamed(db, sql`delete from ${jobs} where id = ${id}`);
}

/**
 * The job runs again at `runAt`: after a failure (`error` says what went wrong), or postponed by its handler, which
 * starts its count of attempts anew (`resetAttempts`).
 */
export async function rescheduleJob(
  db: Db,
  id: string,
  runAt: Date,
  outcome: { error: string } | { resetAttempts: true },
): Promise<void> {
  const set = "error" in outcome ? sql`last_error = ${outcome.error}` : sql`attempts = 0`;
  await executeNamed(db, sql`update ${jobs} set run_at = ${runAt.toISOString()}::timestamptz, ${set} where id = ${id}`);
}
