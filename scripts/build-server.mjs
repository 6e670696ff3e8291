// `pnpm build` (with the web app): compiles the server into server/dist/main.js (and the chunks beside it), run by
// plain Node, and the import from the original app into server/dist/import-firebase.js (`pnpm import:firebase`).
// Decision 012 says why esbuild; decision 046 why the packages are bundled in too (but those below).
import { rmSync } from "node:fs";
import { build } from "esbuild";

/**
 * Packages left in node_modules: native addons, and packages that load files of their own by path at run time
 * (WebAssembly, fonts, worker threads). satori, resvg and PGlite are loaded only when a request or the database
 * needs them (dynamic imports).
 */
const UNBUNDLED = ["@node-rs/argon2", "@resvg/resvg-js", "satori", "@electric-sql/pglite", "pino", "pino-pretty"];

/**
 * graphql-jit imports a few of graphql's modules by their CommonJS file (`graphql/error/index.js`): each is taken
 * from the ES module beside it, so that the bundle holds one graphql. Two would hold two of each of its classes, and
 * graphql-jit, checking the schema's types against its own, would compile no plan (decision 047).
 */
const oneGraphql = {
  name: "one-graphql",
  setup(build) {
    build.onResolve({ filter: /^graphql\/.+\.js$/ }, ({ path, kind, resolveDir }) =>
      build.resolve(path.replace(/\.js$/, ".mjs"), { kind, resolveDir }),
    );
  },
};

// Chunks are named by their content: the previous build's would stay behind.
rmSync("server/dist", { recursive: true, force: true });

await build({
  entryPoints: { main: "server/src/main.ts", "import-firebase": "server/src/importFirebase.ts" },
  outdir: "server/dist",
  bundle: true,
  external: UNBUNDLED,
  platform: "node",
  // A package's ES module build first (esbuild on Node takes `main` first): graphql's CommonJS build is one object
  // of all its exports, copied into every module that imports it and kept whole; its ES modules are tree-shaken.
  mainFields: ["module", "main"],
  target: "node20",
  format: "esm",
  // A dynamic import (PGlite and its Drizzle adapter) becomes a file of its own, loaded when it is asked for: in
  // one file, the packages it imports would be loaded at start.
  splitting: true,
  // Beside main.js: code that finds files from its own location (config.ts repoRoot) works from any of them.
  chunkNames: "[name]-[hash]",
  // CommonJS packages bundled into an ES module still call `require` (for Node's own modules).
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  plugins: [oneGraphql],
  sourcemap: true,
  logLevel: "warning",
});
