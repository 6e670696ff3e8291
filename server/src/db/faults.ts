import { setTimeout as sleep } from "node:timers/promises";
import { errorChain, pgErrorCode } from "./client";

/** Socket errors of a connection that could not be made or was lost. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);
/** PostgreSQL's admin shutdown, crash shutdown and "cannot connect now" (starting up or recovering). */
const SHUTDOWN_CODES = new Set(["57P01", "57P02", "57P03"]);
/** What node-postgres and its pool say when a connection ends, breaks or cannot be had in time. */
const LOST_CONNECTION =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Connection refused/i;

/**
 * Whether an error means the database could not be reached (or was lost) rather than that the statement was
 * wrong: such a failure changed nothing that was acknowledged, and the same request may succeed a moment later.
 * Looks through the wrappers Drizzle and graphql-js put around the driver's error.
 */
export function isConnectionFault(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && (SOCKET_CODES.has(code) || SHUTDOWN_CODES.has(code) || code.startsWith("08"))) return true;
  for (const e of errorChain(error)) {
    const { message } = e as { message?: unknown };
    if (typeof message === "string" && LOST_CONNECTION.test(message)) return true;
  }
  return false;
}

const MAX_RETRY_DELAY_MS = 2_000;

/**
 * `read()`, retried with back-off for as long as the database cannot be reached: for live updates, which must
 * wait out a blip rather than end. Other errors, and the signal aborting, end the wait.
 */
export async function retryWhileUnreachable<T>(read: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (!isConnectionFault(error) || signal?.aborted) throw error;
      await sleep(Math.min(100 * 2 ** attempt, MAX_RETRY_DELAY_MS), undefined, { signal });
    }
  }
}
