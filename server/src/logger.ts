import { pino, type DestinationStream, type Logger } from "pino";
import type { LogLevel } from "./config";

export type { Logger };

/** JSON lines on stdout (or `destination`), one object per event. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, base: { service: "rivals" } };
  return destination ? pino(options, destination) : pino(options);
}
