import { execFileSync } from "node:child_process";

/**
 * Vitest's global set-up: tests that start the server in its own process run the compiled one, as production
 * does, so it is compiled first (a fraction of a second), whatever was built before.
 */
export default function buildServer(): void {
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
}
