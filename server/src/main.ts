import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DataDirInUse } from "./db/dataDirLock";
import { terminalLogger } from "./logger";
import { keepYoungGeneration } from "./youngGeneration";

/** A process manager waits about this long before it kills: stop within it, or exit with 1 at its end. */
const SHUTDOWN_DELAY_MS = 10_000;

/** Runs the server until a signal stops it. A function, not the module's top level: the bundle is CommonJS (launch.ts). */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
    process.exit(1);
  }

  // A person at a terminal reads lines; anything else (a pipe, a process manager, a container) gets JSON lines.
  const app = buildApp(config, process.stdout.isTTY ? { logger: await terminalLogger(config.logLevel) } : {});
  // The logger writes asynchronously: let it finish before the process ends.
  const flushed = () => new Promise<void>((resolve) => app.logger.flush(() => resolve()));

  let running;
  try {
    running = await app.start();
  } catch (error) {
    if (error instanceof DataDirInUse) console.error(error.message);
    else app.logger.fatal({ err: error }, "Rivals failed to start");
    await flushed();
    process.exit(1);
  }
  keepYoungGeneration();

  // SIGTERM, SIGINT or a crash: stop accepting, close WebSockets with 1001 (clients reconnect elsewhere), finish
  // the requests in flight, close the database and the bus. A second signal ends the process at once.
  closeWithGrace(
    { delay: SHUTDOWN_DELAY_MS, logger: { error: (message: string) => app.logger.error(message) } },
    async ({ signal, err }) => {
      if (err) app.logger.fatal({ err }, "Rivals crashed; shutting down");
      else app.logger.info({ signal }, "shutting down");
      await app.stop();
      await flushed();
    },
  );

  // Only now: whoever waits for this line may signal the process, and its handlers are in place.
  const where = running.database.engine === "pglite" ? `PGlite in ${config.pgliteDataDir}` : "PostgreSQL";
  app.logger.info(
    { port: running.port, url: running.publicUrl, database: running.database.engine },
    `Rivals is listening on ${running.publicUrl} (${where})`,
  );
}

void main();
