// `pnpm import:firebase`: rebuilds the server when its sources changed (scripts/builds.mjs), then runs the compiled
// import (server/src/importFirebase.ts) in this very process.
import { execSync } from "node:child_process";
import path from "node:path";
import { builds, staleBuilds } from "./builds.mjs";

const root = path.resolve(import.meta.dirname, "..");
const server = builds.find((build) => build.name === "server");
if (staleBuilds(root).includes(server)) {
  console.error("Building the server (its sources changed since the last build)...");
  execSync(server.command, { cwd: root, stdio: ["ignore", 2, 2] });
}

await import("../server/dist/import-firebase.js");
