import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, runToExit, type TestDatabase } from "./support";

// The command itself, compiled as `pnpm import:firebase` runs it, on the database its environment names: a fresh
// PostgreSQL database with TEST_DATABASE_URL, else a PGlite folder. firebase-import.test.ts checks what it writes.

// Each run starts a process that opens (with PGlite: starts and migrates) the database: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const fixture = (name: string) => path.join(import.meta.dirname, "fixtures/firebase", name);
const files = ["--firestore", fixture("firestore.json"), "--auth", fixture("auth.json")];
const withHashes = [...files, "--hash-config", fixture("hash-config.json")];
const usage =
  "Usage: pnpm import:firebase --firestore <export.json> [--auth <auth-export.json> --hash-config <config.json>] [--dry-run]";

let database: TestDatabase;
let folder: string;
let env: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), "rivals-import-"));
  env = database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { PGLITE_DATA_DIR: path.join(folder, "data") };
});
afterAll(async () => {
  await database?.drop();
  await rm(folder, { recursive: true, force: true });
});

const importing = (args: string[]) => runToExit(env, "import-firebase.js", args);

const counts = (users: number, friendships: number, competitions: number, rounds: number, subRounds: number) => [
  `  users        ${String(users).padStart(7)}`,
  `  friendships  ${String(friendships).padStart(7)}`,
  `  competitions ${String(competitions).padStart(7)}`,
  `  rounds       ${String(rounds).padStart(7)}`,
  `  sub-rounds   ${String(subRounds).padStart(7)}`,
];
const skipped = [
  "Skipped (3):",
  '  userInfo/frank-with-a-name-too-long: username "frank-with-a-name-too-long": Username too long (20 max)',
  '  competitions/bowling: round 1, sub-round 2: points "two" are not a whole number',
  "  auth/uid-ghost: has no userInfo document: nothing to import",
];
const differences = "Score differences (the original app's stored currentScore or winner)";

describe("pnpm import:firebase", () => {
  it("reports what a dry run would import, imports it, and finds it imported the second time", async () => {
    const dryRun = await importing([...withHashes, "--dry-run"]);
    const notes = [
      "Notes (3):",
      '  userInfo/dan: picture "javascript:alert(1)" left out: Picture must be an http(s) URL',
      "  userInfo/TestFriend: the test friend: Rivals' own test friend stands for it",
      '  competitions/chess: image "ftp://example.com/chess.png" left out: Image must be an http(s) URL',
    ];
    const report = [
      ...counts(6, 6, 5, 8, 9),
      "",
      ...skipped,
      "",
      `${differences} (1):`,
      "  competitions/tennis: stored 1–1, computed 0–2; winner stored draw, computed cleo",
      "",
      ...notes,
    ];
    expect(dryRun).toEqual({
      code: 0,
      stdout: ["Dry run: nothing was written. A run would import:", ...report, ""].join("\n"),
      stderr: "",
    });
    expect(await importing(withHashes)).toEqual({
      code: 0,
      stdout: ["Imported:", ...report, ""].join("\n"),
      stderr: "",
    });

    const again = await importing(withHashes);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(
      [
        "Imported:",
        ...counts(0, 0, 0, 0, 0),
        "Imported by an earlier run, left as they are: 6 users, 6 friendships, 5 competitions",
        "",
        ...skipped,
        "",
        `${differences}: none`,
        "",
        "Notes: none",
        "",
      ].join("\n"),
    );
  });

  it("refuses what it cannot use in one line, with code 1", async () => {
    const notAnExport = path.join(folder, "not-an-export.json");
    await writeFile(notAnExport, JSON.stringify({ users: [] }));
    const badConfig = path.join(folder, "config.json");
    await writeFile(badConfig, JSON.stringify({ base64_signer_key: "a2V5", rounds: 8, mem_cost: 20 }));
    const refusals: [string[], string][] = [
      [[], `--firestore is required\n${usage}`],
      [["--firestore"], `Option '--firestore <value>' argument missing\n${usage}`],
      [["--firestore", fixture("firestore.json"), "--frobnicate"], `Unknown option '--frobnicate'\n${usage}`],
      [files, `--auth and --hash-config go together: the passwords need the project's hash parameters\n${usage}`],
      [
        ["--firestore", path.join(folder, "missing.json")],
        `Cannot read ${path.join(folder, "missing.json")}: ENOENT: no such file or directory, open '${path.join(folder, "missing.json")}'`,
      ],
      [
        ["--firestore", notAnExport],
        'The Firestore export has no "userInfo" collection (an object of documents by id)',
      ],
      [[...files, "--hash-config", badConfig], `${badConfig}: mem_cost must be a whole number from 1 to 14, got 20`],
    ];
    for (const [args, message] of refusals) {
      expect(await importing(args)).toEqual({ code: 1, stdout: "", stderr: `${message}\n` });
    }
  });
});
