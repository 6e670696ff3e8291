import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(1);
}

const app = buildApp(config);
// The logger writes asynchronously: let it finish before the process ends.
const exit = (code: number) => app.logger.flush(() => process.exit(code));

await app.start().catch((error: unknown) => {
  app.logger.fatal({ err: error }, "Rivals failed to start");
  exit(1);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.logger.info({ signal }, "shutting down");
    app.stop().then(
      () => exit(0),
      (error: unknown) => {
        app.logger.error({ err: error }, "shutdown failed");
        exit(1);
      },
    );
  });
}
