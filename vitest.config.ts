import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

const serverRequire = createRequire(new URL("./server/package.json", import.meta.url));
// graphql as Node loads it at run time (its CommonJS `main`) for every importer: two copies of graphql (ESM for
// our files, CommonJS for libraries) could not share a schema. For every project that runs the server.
const oneGraphql = { alias: [{ find: /^graphql$/, replacement: serverRequire.resolve("graphql") }] };

export default defineConfig({
  test: {
    globalSetup: ["scripts/test-notice.ts", "scripts/build-server-for-tests.ts"],
    projects: [
      {
        resolve: oneGraphql,
        test: {
          name: "server",
          include: [
            "server/src/**/*.test.ts",
            "server/test/**/*.test.ts",
            "bench/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          setupFiles: ["server/test/support/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A poll waits for a signal (a push, a closed socket, a row), not for a time: on a busy machine it may
          // come seconds late, so polls wait as long as the browser tests' do, not vitest's 1 s.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          name: "web",
          include: ["web/src/**/*.test.{ts,tsx}", "web/scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: oneGraphql,
        test: {
          name: "e2e",
          include: ["web/e2e/**/*.test.ts"],
          environment: "node",
          setupFiles: ["server/test/support/setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // A live push or a page's re-read on a busy machine can take seconds: polls wait that long, not vitest's 1 s.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
