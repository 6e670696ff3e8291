import { expect } from "vitest";
import { pino, type Level } from "pino";
import type { Logger } from "../../src/logger";

const ERROR = 50;

interface LogRecord {
  level: number;
  msg: string;
  err?: { message?: string };
}

/** Error logs of the servers this test file started that no test has claimed yet. */
const errors: LogRecord[] = [];

const describe = (record: LogRecord) => [record.msg, record.err?.message].filter(Boolean).join(": ");

/**
 * The servers' logger in tests: it keeps every error log, which fails the test unless the test expects it
 * (`expectErrorLogged`), and prints what TEST_LOG_LEVEL asks for (nothing by default). Given `lines`, it also
 * writes every line of every level there, parsed, for a test to read.
 */
export function testLogger(lines?: Record<string, unknown>[]): Logger {
  const printed = process.env.TEST_LOG_LEVEL as Level | undefined;
  const destination = {
    write(line: string) {
      const record = JSON.parse(line) as LogRecord;
      if (record.level >= ERROR) errors.push(record);
      lines?.push(record as unknown as Record<string, unknown>);
      if (printed && record.level >= pino.levels.values[printed]) process.stdout.write(line);
    },
  };
  const level = lines ? "trace" : printed && pino.levels.values[printed] < ERROR ? printed : "error";
  return pino({ level, base: { service: "rivals" } }, destination);
}

/** Waits for an error log whose message (or its error's) matches `pattern`, and claims it. */
export async function expectErrorLogged(pattern: RegExp): Promise<void> {
  const index = () => errors.findIndex((record) => pattern.test(describe(record)));
  await expect.poll(index, { message: `an error log matching ${pattern}` }).toBeGreaterThanOrEqual(0);
  errors.splice(index(), 1);
}

/** Fails the current test with the error logs nobody expected, and forgets them. */
export function expectNoUnclaimedErrorLogs(): void {
  expect(errors.splice(0).map(describe), "error logs the test did not expect").toEqual([]);
}
