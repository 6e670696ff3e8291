// `pnpm build` (with the web app): compiles the server into one file, server/dist/main.js, run by plain Node, and
// the import from the original app into server/dist/import-firebase.js (`pnpm import:firebase`).
// Decision 012 says why esbuild; decision 046 why the packages are bundled in too (but those below).
import { build } from "esbuild";

/**
 * Packages left in node_modules: native addons, and packages that load files of their own by path at run time
 * (WebAssembly, fonts, worker threads). Each is loaded only by the requests or the database that need it.
 */
export const UNBUNDLED = [
  "@node-rs/argon2",
  "@resvg/resvg-js",
  "satori",
  "@electric-sql/pglite",
  "pino",
  "pino-pretty",
];

await build({
  entryPoints: { main: "server/src/main.ts", "import-firebase": "server/src/importFirebase.ts" },
  outdir: "server/dist",
  bundle: true,
  external: UNBUNDLED,
  platform: "node",
  target: "node20",
  format: "esm",
  // CommonJS packages bundled into an ES module still call `require` (for Node's own modules).
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  sourcemap: true,
  logLevel: "warning",
});
