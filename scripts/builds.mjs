// What `pnpm start` builds, and when a build is stale: its sources are newer than its output (a fresh clone, a
// `git pull`, an edit), so the README's main command never serves an old build.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const builds = [
  {
    name: "web app",
    output: "web/dist/index.html",
    sources: ["web/src", "web/index.html", "web/graphiql.html", "web/vite.config.ts", "web/package.json"],
    command: "pnpm codegen && pnpm --filter @rivals/web build",
  },
  {
    name: "server",
    output: "server/dist/main.js",
    sources: ["server/src", "server/package.json", "scripts/build-server.mjs"],
    command: "node scripts/build-server.mjs",
  },
];

/** The latest modification time under `entry` (a file or a folder), in ms. */
function newest(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

/** The builds under `root` that are missing or older than one of their sources. */
export function staleBuilds(root) {
  return builds.filter(({ output, sources }) => {
    const built = path.join(root, output);
    if (!existsSync(built)) return true;
    const builtAt = statSync(built).mtimeMs;
    return sources.some((source) => existsSync(path.join(root, source)) && newest(path.join(root, source)) > builtAt);
  });
}
