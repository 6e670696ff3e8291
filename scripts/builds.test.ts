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

it("builds what is missing, then only what has a source newer than its build", () => {
  root = mkdtempSync(path.join(tmpdir(), "rivals-builds-"));
  write("web/src/main.tsx", 100);
  write("server/src/main.ts", 100);
  expect(names()).toEqual(["web app", "server"]);

  write("web/dist/index.html", 50);
  write("server/dist/main.js", 50);
  expect(names()).toEqual([]);

  write("web/src/routes/Home.tsx", 10); // an edit, or a pull that brought a newer file
  expect(names()).toEqual(["web app"]);
  write("server/src/config.ts", 5);
  expect(names()).toEqual(["web app", "server"]);
});
