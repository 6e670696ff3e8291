// `pnpm build` (with the web app): compiles the server into server/dist/server.cjs, which server/dist/main.js
// (launch.ts) runs with plain Node, and the import from the original app into server/dist/import-firebase.js (and
// the chunks beside it; `pnpm import:firebase`).
// Decision 012 says why esbuild; decision 046 why the packages are bundled in too (but those below).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

/**
 * Packages left in node_modules: native addons, and packages that load files of their own by path at run time
 * (WebAssembly, fonts, worker threads). satori, resvg and PGlite are loaded only when a request or the database
 * needs them (dynamic imports). pino is bundled: only its transports start worker threads from its files, and
 * Rivals uses none (JSON lines to stdout, or pino-pretty's stream at a terminal); from node_modules, its thirty files
 * took about 25 ms of every start to compile, with no code cache on Node 20 (decision 046).
 */
const UNBUNDLED = ["@node-rs/argon2", "@resvg/resvg-js", "satori", "@electric-sql/pglite", "pino-pretty"];

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

// Chunks are named by their content, and code caches by the build: the previous build's would stay behind.
rmSync("server/dist", { recursive: true, force: true });
mkdirSync("server/dist");

const shared = {
  bundle: true,
  external: UNBUNDLED,
  platform: "node",
  // A package's ES module build first (esbuild on Node takes `main` first): graphql's CommonJS build is one object
  // of all its exports, copied into every module that imports it and kept whole; its ES modules are tree-shaken.
  mainFields: ["module", "main"],
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [oneGraphql],
};

// The server: one CommonJS file, which Node 20 can load with V8's code cache (decision 046). Its process's entry is
// main.js (launch.ts), which loads it. A dynamic import of a bundled package (nodemailer, Apollo's optional plugins)
// stays in the file, and runs when it is asked for; one of a package left out stays `import()`.
const server = await build({
  ...shared,
  entryPoints: { server: "server/src/main.ts" },
  outExtension: { ".js": ".cjs" },
  outdir: "server/dist",
  format: "cjs",
  // Code that finds files from its own location (config.ts repoRoot, the share card's fonts).
  define: { "import.meta.url": "__importMetaUrl" },
  banner: { js: 'const __importMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  write: false,
});
for (const { path, text } of server.outputFiles) writeFileSync(path, path.endsWith(".cjs") ? asLoaded(text) : text);

/** The bundle as launch.ts loads it. */
function asLoaded(text) {
  // Node 20 has no `import()` in code compiled from a code cache: a package left out comes through launch.ts'
  // importPackage (the same resolution: main.js is beside the bundle).
  for (const name of UNBUNDLED) text = text.replaceAll(`import("${name}")`, `importPackage("${name}")`);
  // esbuild writes code in ASCII (its `charset`), but copies comments as they are, and a few packages' comments
  // hold other characters. Node decodes a file of ASCII only several times faster, and V8 holds it in one byte a
  // character: each other character becomes a `?` per UTF-16 unit, so that the source map's columns still hold.
  return text.replace(/[^\0-\x7f]/gu, (char) => "?".repeat(char.length));
}

// The process's entry, one file that loads nothing beside the bundle (the code cache's test copies just the two).
await build({
  ...shared,
  entryPoints: { main: "server/src/launch.ts" },
  outdir: "server/dist",
  format: "esm",
});

await build({
  ...shared,
  entryPoints: { "import-firebase": "server/src/importFirebase.ts" },
  outdir: "server/dist",
  format: "esm",
  // A dynamic import (PGlite and its Drizzle adapter) becomes a file of its own, loaded when it is asked for.
  splitting: true,
  chunkNames: "[name]-[hash]",
  // CommonJS packages bundled into an ES module still call `require` (for Node's own modules).
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
});
