import { pino, type Logger } from "pino";
import type { LogLevel } from "./config";

export type { Logger };

/** JSON lines on stdout, one object per event. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: "rivals" } });
}
