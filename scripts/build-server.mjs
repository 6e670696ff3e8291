// `pnpm build` (with the web app): compiles the server into one file, server/dist/main.js, run by plain Node.
// Dependencies stay in node_modules; decision 012 says why esbuild.
import { build } from "esbuild";

await build({
  entryPoints: ["server/src/main.ts"],
  outfile: "server/dist/main.js",
  bundle: true,
  packages: "external",
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
});
