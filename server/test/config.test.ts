import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, repoRoot } from "../src/config";
import { runToExit } from "./support";

const execFileAsync = promisify(execFile);

describe("loadConfig", () => {
  it("has working defaults: port 3000, embedded PGlite in ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDataDir).toMatch(/data$/);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/rivals",
      PGLITE_DATA_DIR: "/var/lib/rivals",
      PUBLIC_URL: "https://rivals.example/",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ISSUES_URL: "https://example.com/issues",
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: "postgres://postgres@127.0.0.1:5432/rivals",
      pgliteDataDir: "/var/lib/rivals",
      publicUrl: "https://rivals.example",
      logLevel: "warn",
      production: true,
      footer: { issuesUrl: "https://example.com/issues", donationUrl: null, sourceUrl: null },
    });
  });

  it("bounds WebSockets: 64 KiB messages, 20 operations per socket, 100 per user, 50 sockets per address, unless set", () => {
    expect(loadConfig({}).webSocket).toEqual({
      maxPayloadBytes: 65536,
      maxOperationsPerSocket: 20,
      maxOperationsPerUser: 100,
      maxSocketsPerAddress: 50,
    });
    const env = {
      WS_MAX_PAYLOAD_BYTES: "1024",
      WS_MAX_OPERATIONS_PER_SOCKET: "5",
      WS_MAX_OPERATIONS_PER_USER: "7",
      WS_MAX_SOCKETS_PER_ADDRESS: "9",
    };
    expect(loadConfig(env).webSocket).toEqual({
      maxPayloadBytes: 1024,
      maxOperationsPerSocket: 5,
      maxOperationsPerUser: 7,
      maxSocketsPerAddress: 9,
    });
    expect(() => loadConfig({ WS_MAX_SOCKETS_PER_ADDRESS: "0" })).toThrow("must be a positive integer");
  });

  it.each([
    [{ PORT: "abc" }, 'PORT must be an integer from 0 to 65535, got "abc"'],
    [{ PORT: "70000" }, 'PORT must be an integer from 0 to 65535, got "70000"'],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL must start with postgres:// or postgresql://"],
    [{ PUBLIC_URL: "not a url" }, 'PUBLIC_URL must be a URL, got "not a url"'],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of"],
    [{ SOURCE_URL: "javascript:alert(1)" }, "SOURCE_URL must start with http:// or https://"],
    [{ VAPID_PUBLIC_KEY: "abc" }, "VAPID_PUBLIC_KEY must be an uncompressed P-256 public key"],
    [{ VAPID_PRIVATE_KEY: "a+b/" }, "VAPID_PRIVATE_KEY must be a P-256 private key, base64url (32 bytes)"],
    [{ VAPID_SUBJECT: "http://rivals.example" }, "VAPID_SUBJECT must be a mailto: or https:// URL"],
    [{ VAPID_SUBJECT: "mailto:ops@rivals.example" }, "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT"],
  ])("refuses %o with a clear message", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("names every problem at once, one line each", () => {
    const refusal = () => loadConfig({ PORT: "x", LOG_LEVEL: "loud", GOOGLE_CLIENT_ID: "id" });
    expect(refusal).toThrow(ConfigError);
    const problems = (() => {
      try {
        refusal();
      } catch (error) {
        return (error as ConfigError).problems;
      }
    })();
    expect(problems).toEqual([
      'PORT must be an integer from 0 to 65535, got "x"',
      expect.stringMatching(/^LOG_LEVEL must be one of fatal, error/),
      "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    ]);
  });

  it("turns Web Push on with the three VAPID settings, as `pnpm vapid:keys` prints them", async () => {
    const { stdout } = await execFileAsync("node", [path.join(repoRoot, "scripts/vapid-keys.mjs")]);
    const printed = Object.fromEntries(
      stdout
        .trim()
        .split("\n")
        .map((line) => {
          const [name, value] = line.split(/=(.*)/s);
          return [name, value] as const;
        }),
    );
    expect(Object.keys(printed)).toEqual(["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"]);
    expect(loadConfig(printed).push).toEqual({
      publicKey: printed.VAPID_PUBLIC_KEY,
      privateKey: printed.VAPID_PRIVATE_KEY,
      subject: printed.VAPID_SUBJECT,
    });
    expect(loadConfig({}).push).toBeNull();
  });

  it("treats blank variables as unset", () => {
    expect(loadConfig({ PORT: " ", DATABASE_URL: "", LOG_LEVEL: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      logLevel: "info",
    });
  });

  it("stops the server at start with one line per problem and exit code 1, no stack trace", async () => {
    const { code, stdout, stderr } = await runToExit({
      PORT: "",
      WS_MAX_SOCKETS_PER_ADDRESS: "many",
      DATABASE_URL: "",
    });
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([
      'Configuration error: WS_MAX_SOCKETS_PER_ADDRESS must be a positive integer, got "many"',
    ]);
    expect(stdout).toBe("");
  });
});
