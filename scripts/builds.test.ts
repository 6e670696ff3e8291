import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { staleBuilds } from "./builds.mjs";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes `file` under the fake checkout, last modified `secondsAgo`. */
function write(file: string, secondsAgo: number) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, "x");
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, at, at);
}

const names = () => staleBuilds(root).map((build: { name: string }) => build.name);

const generated = [
  "server/src/shared/generated/resolvers.ts",
  "server/src/shared/generated/web/persisted-documents.json",
  "web/src/graphql/generated/graphql.ts",
  "server/test/generated/graphql.ts",
];

it("builds what is missing, then only what has a source newer than its build", () => {
  root = mkdtempSync(path.join(tmpdir(), "rivals-builds-"));
  write("schema.graphql", 100);
  write("web/src/main.tsx", 100);
  write("server/src/main.ts", 100);
  expect(names()).toEqual(["GraphQL code", "web app", "server"]);

  for (const file of generated) write(file, 60);
  write("web/dist/index.html", 50);
  write("server/dist/main.js", 50);
  write("server/dist/server.cjs", 50);
  expect(names()).toEqual([]);

  write("web/src/routes/Home.tsx", 10); // an edit, or a pull that brought a newer file
  expect(names()).toEqual(["GraphQL code", "web app"]);
  write("server/src/config.ts", 5);
  expect(names()).toEqual(["GraphQL code", "web app", "server"]);
});

it("generates the GraphQL code again only when an operation's file or the schema changed, and then builds on it", () => {
  root = mkdtempSync(path.join(tmpdir(), "rivals-builds-"));
  write("schema.graphql", 100);
  write("server/test/live.test.ts", 100);
  for (const file of generated) write(file, 60);
  write("web/dist/index.html", 50);
  write("server/dist/main.js", 50);
  write("server/dist/server.cjs", 50);
  expect(names()).toEqual([]);

  write("server/test/live.test.ts", 20); // a test's operation: nothing but the code is built from it
  expect(names()).toEqual(["GraphQL code"]);
  for (const file of generated) write(file, 10); // generated again (codegen.mjs touches every output)
  expect(names()).toEqual(["web app", "server"]);
});
