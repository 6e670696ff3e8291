// `pnpm start`: rebuilds whatever is stale (scripts/builds.mjs), then runs the compiled server in this very
// process, so that signals reach it.
import { execSync } from "node:child_process";
import path from "node:path";
import { staleBuilds } from "./builds.mjs";

const root = path.resolve(import.meta.dirname, "..");
for (const { name, command } of staleBuilds(root)) {
  console.log(`Building the ${name} (its sources changed since the last build)...`);
  execSync(command, { cwd: root, stdio: "inherit" });
}

await import("../server/dist/main.js");
