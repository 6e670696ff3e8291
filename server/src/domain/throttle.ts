/**
 * The sign-in throttle's rule, per account and client address: the first failures are free, then each further
 * attempt must wait twice as long as the one before, up to a cap. Failures are forgotten after a quiet day.
 */
export const FREE_FAILURES = 5;
export const MAX_WAIT_SECONDS = 15 * 60;
export const FORGET_FAILURES_AFTER_SECONDS = 24 * 60 * 60;

/** Seconds the next attempt must wait after `failures` failures in a row: 0 before 5, then 1, 2, 4 … 900. */
export function waitAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_WAIT_SECONDS);
}

/** What a refused attempt tells the user, with the wait rounded up to whole seconds or minutes. */
export function retryMessage(waitSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  const when =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? "" : "s"}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? "" : "s"}`;
  return `Too many failed attempts. Please try again in ${when}.`;
}
