import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { SingleBar } from "cli-progress";
import { pino } from "pino";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirInUse } from "./db/dataDirLock";
import { ExportFileError } from "./domain/firebaseImport";
import { readFirebaseHashConfig } from "./features/auth/firebaseScrypt";
import { formatReport } from "./features/import/report";
import { importFirebase, type ImportFiles, type Progress } from "./features/import/service";
import { createLogger } from "./logger";

/**
 * `pnpm import:firebase` (README "Moving in from the original app"): imports the original app's Firebase exports into
 * the database the server is configured with (the same variables, the same migrations), then prints its report. The
 * progress bar goes to stderr, and only on a terminal; logs go to stderr too, so stdout is the report alone.
 */

const USAGE =
  "Usage: pnpm import:firebase --firestore <export.json> [--auth <auth-export.json> --hash-config <config.json>] [--dry-run]";

/** A problem to tell the operator in one line, ending the command with code 1. */
class Stop extends Error {}

function options(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        firestore: { type: "string" },
        auth: { type: "string" },
        "hash-config": { type: "string" },
        "dry-run": { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    throw new Stop(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) return undefined;
  if (!values.firestore) throw new Stop(`--firestore is required\n${USAGE}`);
  if (!values.auth !== !values["hash-config"]) {
    throw new Stop(`--auth and --hash-config go together: the passwords need the project's hash parameters\n${USAGE}`);
  }
  return {
    firestore: values.firestore,
    auth: values.auth,
    hashConfig: values["hash-config"],
    dryRun: values["dry-run"],
  };
}

/** A file named on the command line, read as JSON; relative to where pnpm was run from. */
async function readJson(file: string): Promise<unknown> {
  const where = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  try {
    return JSON.parse(await readFile(where, "utf8")) as unknown;
  } catch (error) {
    throw new Stop(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

async function readFiles(given: NonNullable<ReturnType<typeof options>>): Promise<ImportFiles> {
  const firestore = await readJson(given.firestore);
  if (!given.auth || !given.hashConfig) return { firestore, auth: null };
  const users = await readJson(given.auth);
  try {
    return { firestore, auth: { users, hashConfig: readFirebaseHashConfig(await readJson(given.hashConfig)) } };
  } catch (error) {
    if (error instanceof Stop) throw error;
    throw new Stop(`${given.hashConfig}: ${(error as Error).message}`);
  }
}

/** One bar per phase on stderr; cli-progress draws nothing when stderr is not a terminal. */
function progressBar(): Progress {
  const bar = new SingleBar({ format: "{phase} [{bar}] {value}/{total}", hideCursor: true, etaBuffer: 50 });
  return {
    start: (phase, total) => bar.start(total, 0, { phase: phase.padEnd(12) }),
    tick: () => bar.increment(),
    stop: () => bar.stop(),
  };
}

async function run(argv: string[]): Promise<void> {
  const given = options(argv);
  if (!given) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig();
  const files = await readFiles(given);
  const logger = createLogger(config.logLevel, pino.destination(2));
  const database = await openDatabase({ ...config, logger });
  try {
    const report = await importFirebase(database.db, files, {
      testFriendUsername: config.testFriendUsername,
      dryRun: given.dryRun,
      progress: progressBar(),
    });
    process.stdout.write(`${formatReport(report)}\n`);
  } finally {
    await database.close();
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError)
    error.problems.forEach((problem) => console.error(`Configuration error: ${problem}`));
  else if (error instanceof Stop || error instanceof ExportFileError || error instanceof DataDirInUse) {
    console.error(error.message);
  } else console.error(error);
  process.exitCode = 1;
}
