import { existsSync } from "node:fs";
import { composeCommand } from "./compose";

/**
 * Vitest's global set-up: says in one line each which tests this machine skips, and how to run them, so a
 * green run never hides that they did not run.
 */
export default function testNotice(): void {
  if (!process.env.TEST_DATABASE_URL) {
    console.warn(
      "Skipping the PostgreSQL-only tests: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (a user who may create databases) to run them.",
    );
  }
  if (!composeCommand()) {
    console.warn(
      "Skipping the compose.yaml check: install Docker's compose plugin or docker-compose (apt-get install -y docker-compose) to run it.",
    );
  }
  const chromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].some((path) => !!path && existsSync(path));
  if (!chromium) {
    console.warn(
      "Skipping the browser tests: install Chromium (apt-get install -y chromium) or set CHROMIUM_PATH to run them.",
    );
  }
}
