import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { composeCommand } from "../../scripts/compose";
import { repoRoot } from "../src/config";

const dockerfile = readFileSync(path.join(repoRoot, "Dockerfile"), "utf8");

describe("the container image", () => {
  it("runs node itself as a non-root user, with a health check on /healthz", () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\/healthz/ms);
    expect(runtime).toMatch(/^CMD \["node", .*"server\/dist\/main\.js"\]$/m);
    expect(runtime).not.toMatch(/pnpm|tsx/);
  });
});

const compose = composeCommand();
describe.skipIf(!compose)("compose.yaml", () => {
  it("is valid: PostgreSQL, two Rivals instances and a proxy", () => {
    const [command, ...args] = compose!;
    const config = execFileSync(command, [...args, "config", "--services"], { cwd: repoRoot, encoding: "utf8" });
    expect(config.trim().split("\n").sort()).toEqual(["postgres", "proxy", "rivals-a", "rivals-b"]);
  });
});
