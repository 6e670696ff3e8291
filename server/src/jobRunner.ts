import type { Db } from "./db/client";
import { claimJob, finishJob, rescheduleJob, type Job } from "./db/jobs";
import type { Logger } from "./logger";

/** What a handler says of a job it ran: done, or to run again at a later time (not a failure). */
export type JobOutcome = { done: true } | { postponeUntil: Date };

/** Runs one job of its kind; a throw is a failure, retried with backoff. */
export type JobHandler = (payload: Record<string, unknown>, job: Job) => Promise<JobOutcome>;

export interface JobSchedule {
  /** How long an idle runner waits before it looks for due jobs again. */
  pollMs: number;
  /** A claimed job is someone else's to run again after this, should its instance die while running it. */
  leaseMs: number;
  /** The wait after the first failure; it doubles with each failure, up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
  /** After this many failures in a row the job is given up (and logged). */
  maxAttempts: number;
}

export const JOB_SCHEDULE: JobSchedule = {
  pollMs: 5_000,
  leaseMs: 5 * 60_000,
  retryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  maxAttempts: 12,
};

/** When a job that failed `attempts` times runs again. */
export const retryDelayMs = (schedule: JobSchedule, attempts: number) =>
  Math.min(schedule.retryMs * 2 ** (attempts - 1), schedule.maxRetryMs);

/**
 * Runs the due jobs of the database's job table (db/jobs.ts) with the handler of their kind, one at a time, on
 * every instance: each claims the jobs it runs, so however many instances run, a job runs on one at a time. Jobs
 * live in the database, so they survive a restart of every instance. Resolves `stop` once the job it runs, if any,
 * has ended.
 */
export function startJobRunner(
  db: Db,
  handlers: Readonly<Record<string, JobHandler>>,
  logger: Logger,
  schedule: JobSchedule = JOB_SCHEDULE,
): { stop(): Promise<void> } {
  const kinds = Object.keys(handlers);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function runDue(): Promise<void> {
    for (let job = await claimJob(db, kinds, schedule.leaseMs); job && !stopped;) {
      await run(job);
      job = stopped ? undefined : await claimJob(db, kinds, schedule.leaseMs);
    }
  }

  async function run(job: Job): Promise<void> {
    const log = logger.child({ job: job.id, kind: job.kind, attempts: job.attempts });
    let outcome: JobOutcome;
    try {
      outcome = await handlers[job.kind](job.payload, job);
    } catch (error) {
      if (job.attempts >= schedule.maxAttempts) {
        log.error({ err: error }, "a job failed too often; given up");
        return finishJob(db, job.id);
      }
      const runAt = new Date(Date.now() + retryDelayMs(schedule, job.attempts));
      log.warn({ err: error, runAt }, "a job failed; it will run again");
      return rescheduleJob(db, job.id, runAt, { error: String(error) });
    }
    if ("done" in outcome) return finishJob(db, job.id);
    return rescheduleJob(db, job.id, outcome.postponeUntil, { resetAttempts: true });
  }

  function next(): void {
    if (stopped) return;
    running = runDue()
      .catch((error: unknown) => logger.warn({ err: error }, "could not run jobs; trying again later"))
      .finally(() => {
        if (!stopped) timer = setTimeout(next, schedule.pollMs).unref();
      });
  }

  timer = setTimeout(next, 0).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
