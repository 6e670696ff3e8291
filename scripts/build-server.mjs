// `pnpm build` (with the web app): compiles the server into one file, server/dist/main.js, run by plain Node, and
// the import from the original app into server/dist/import-firebase.js (`pnpm import:firebase`).
// Dependencies stay in node_modules; decision 012 says why esbuild.
import { build } from "esbuild";

await build({
  entryPoints: { main: "server/src/main.ts", "import-firebase": "server/src/importFirebase.ts" },
  outdir: "server/dist",
  bundle: true,
  packages: "external",
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
});
