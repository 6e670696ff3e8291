// `pnpm codegen`: GraphQL Code Generator (codegen.ts), then its outputs touched, since it leaves a file it would
// write the same as it was: their time is when the code was last generated, for scripts/builds.mjs to compare.
// With --if-stale (`pnpm install`, `pnpm build`, `pnpm dev`) it runs only when a source changed since, so that
// installing and then starting generate the code once.
import { execFileSync } from "node:child_process";
import { utimesSync } from "node:fs";
import path from "node:path";
import { builds, isStale } from "./builds.mjs";

const root = path.resolve(import.meta.dirname, "..");
const codegen = builds[0];

if (process.argv.includes("--if-stale") && !isStale(root, codegen)) {
  console.log("The generated GraphQL code is up to date.");
} else {
  execFileSync("pnpm", ["exec", "graphql-codegen", "--config", "codegen.ts"], { cwd: root, stdio: "inherit" });
  const now = new Date();
  for (const output of codegen.outputs) utimesSync(path.join(root, output), now, now);
}
