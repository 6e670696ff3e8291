// What `pnpm start` builds, and when a build is stale: its sources are newer than its output (a fresh clone, a
// `git pull`, an edit), so the README's main command never serves an old build. In this order: the generated
// GraphQL code is a source of both others.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const builds = [
  {
    name: "GraphQL code",
    // scripts/codegen.mjs touches them after every run, also when the code they hold did not change.
    outputs: [
      "server/src/shared/generated/resolvers.ts",
      "server/src/shared/generated/web/persisted-documents.json",
      "web/src/graphql/generated/graphql.ts",
      "server/test/generated/graphql.ts",
    ],
    sources: ["schema.graphql", "codegen.ts", "web/src", "server/test", "web/e2e", "bench"],
    command: "node scripts/codegen.mjs",
  },
  {
    name: "web app",
    outputs: ["web/dist/index.html"],
    sources: [
      "web/src",
      "web/src/graphql/generated",
      "web/index.html",
      "web/graphiql.html",
      "web/vite.config.ts",
      "web/package.json",
    ],
    command: "pnpm --filter @rivals/web build",
  },
  {
    name: "server",
    outputs: ["server/dist/main.js", "server/dist/server.cjs"],
    sources: [
      "server/src",
      "server/src/shared/generated",
      "server/package.json",
      "pnpm-lock.yaml",
      "scripts/build-server.mjs",
    ],
    command: "node scripts/build-server.mjs",
  },
];

/** Folders that are no one's source: what is generated or installed (named as sources of their own where they are). */
const NOT_SOURCES = new Set(["generated", "node_modules", "dist"]);

/** The latest modification time under `entry` (a file or a folder), in ms. */
function newest(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  const inside = readdirSync(entry).filter((name) => !NOT_SOURCES.has(name));
  return Math.max(0, ...inside.map((name) => newest(path.join(entry, name))));
}

/** Whether `build` under `root` is missing an output or older than one of its sources. */
export function isStale(root, { outputs, sources }) {
  const built = outputs.map((output) => path.join(root, output));
  if (!built.every((output) => existsSync(output))) return true;
  const builtAt = Math.min(...built.map((output) => statSync(output).mtimeMs));
  return sources.some((source) => existsSync(path.join(root, source)) && newest(path.join(root, source)) > builtAt);
}

/** The builds under `root` that are missing or older than one of their sources. */
export function staleBuilds(root) {
  return builds.filter((build) => isStale(root, build));
}
