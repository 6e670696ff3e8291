import { pino, type DestinationStream, type Logger } from "pino";
import type { LogLevel } from "./config";

export type { Logger };

const base = { service: "rivals" };

/** JSON lines on stdout (or `destination`), one object per event: for production, pipes and log collectors. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return destination ? pino({ level, base }, destination) : pino({ level, base });
}

/**
 * For a person running the server in a terminal (`pnpm start`): one readable line per event, its time, level and
 * message first and its fields after, written at once so that nothing is reordered or lost when the process ends.
 */
export async function terminalLogger(level: LogLevel, destination: number | DestinationStream = 1): Promise<Logger> {
  const { default: pretty } = await import("pino-pretty");
  const readable = pretty({
    destination,
    sync: true,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,service",
  });
  return pino({ level, base }, readable);
}
