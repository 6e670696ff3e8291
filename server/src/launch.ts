/**
 * The process's entry (server/dist/main.js, decision 046): runs the server's bundle (server.cjs, built from main.ts)
 * with V8's code cache kept in server/dist/code-cache/, so that a start reads the code compiled by an earlier start
 * instead of compiling 6 MB of JavaScript again. A missing, stale or unwritable cache only means compiling.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { growYoungGenerationAsV8Does } from "./youngGeneration";

const bundle = fileURLToPath(new URL("./server.cjs", import.meta.url));
const cacheDir = fileURLToPath(new URL("./code-cache/", import.meta.url));
const require = createRequire(bundle);
/** The bundle's `import()` of a package left out of it (build-server.mjs): Node 20 has none in cached code. */
Object.assign(globalThis, { importPackage: (specifier: string): Promise<unknown> => import(specifier) });

/** Node 22 and later keep a compile cache of their own for what `require` loads. */
const enableCompileCache = (Module as { enableCompileCache?: (dir: string) => unknown }).enableCompileCache;

if (enableCompileCache) {
  enableCompileCache(cacheDir);
  require(bundle);
} else if (process.sourceMapsEnabled) {
  // Node 20 maps stack traces only for what its own loader compiled.
  require(bundle);
} else {
  runWithCodeCache();
}

/**
 * Node 20: the bundle as `vm.Script` with the cache of the same build (its size and time in the cache's name) and
 * Node; V8 checks its own version and flags and compiles when they differ. With no cache taken, the process writes
 * one as it exits, with every function compiled by then (the start's and the first requests').
 */
function runWithCodeCache() {
  const { size, mtimeMs } = statSync(bundle);
  const cacheFile = path.join(cacheDir, `server-${size}-${Math.round(mtimeMs)}-${process.version}-${process.arch}`);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // The build writes the bundle in ASCII only (build-server.mjs): read as Latin-1, it needs no decoding.
  const script = new vm.Script(Module.wrap(readFileSync(bundle, "latin1")), {
    filename: bundle,
    cachedData,
  });
  if (!cachedData || script.cachedDataRejected) process.once("exit", () => writeCache(script, cacheFile));
  const module = { exports: {} };
  const run = script.runInThisContext() as (...args: [object, NodeJS.Require, object, string, string]) => void;
  run(module.exports, require, module, bundle, path.dirname(bundle));
}

/** Written whole under another name, then renamed: a start beside this one never reads half a cache. */
function writeCache(script: vm.Script, cacheFile: string) {
  // V8 takes a code cache only in a process whose flags hash as the writer's did, and main.ts has set this one
  // since (decision 046): a start reads the cache before it sets it.
  growYoungGenerationAsV8Does();
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(`${cacheFile}.${process.pid}`, script.createCachedData());
    renameSync(`${cacheFile}.${process.pid}`, cacheFile);
  } catch {
    // Not writable (a read-only image): the next start compiles, as this one did.
  }
}
