import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testLogger } from "./support/logs";
import {
  graphql,
  GraphQLSocket,
  PASSWORD,
  SIGN_IN,
  signUp,
  startTestApp,
  subscriptionsLive,
  type TestApp,
  type TestUser,
} from "./support";

const DEBUG = 20;
const INFO = 30;

type LogLine = Record<string, unknown> & { level: number; msg: string; requestId?: string };
const lines: LogLine[] = [];
let app: TestApp;
let webDistDir: string;
let user: TestUser;

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), "rivals-dist-"));
  await mkdir(path.join(webDistDir, "assets"));
  await writeFile(path.join(webDistDir, "index.html"), "<!doctype html><title>Rivals</title>");
  await writeFile(path.join(webDistDir, "assets", "app-1234.js"), "console.log('rivals')");
  app = await startTestApp({ webDistDir }, { logger: testLogger(lines) });
  user = await signUp(app.url);
});
afterAll(async () => {
  await app?.stop();
  await rm(webDistDir, { recursive: true, force: true });
});

/** The lines about one request or operation, once there is one. */
async function linesOf(requestId: string): Promise<LogLine[]> {
  await expect.poll(() => lines.filter((line) => line.requestId === requestId).length).toBeGreaterThan(0);
  return lines.filter((line) => line.requestId === requestId);
}

/** Sends a request and returns its one log line. */
async function logged(urlPath: string, init: RequestInit = {}) {
  const response = await fetch(`${app.url}${urlPath}`, init);
  await response.arrayBuffer();
  const requestId = response.headers.get("x-request-id")!;
  const found = await linesOf(requestId);
  expect(found).toHaveLength(1);
  return found[0];
}

const postJson = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body,
});

const APP_CONFIG = graphql(`
  query RequestLogAppConfig {
    appConfig {
      issuesUrl
    }
  }
`);

describe("one log line per HTTP request", () => {
  it("names the request by its id, method, path, status and duration; the web app's files at debug", async () => {
    const line = await logged("/", { headers: { "x-request-id": "page-load-1" } });
    expect(line).toMatchObject({
      level: DEBUG,
      requestId: "page-load-1",
      req: { method: "GET", path: "/" },
      res: { statusCode: 200 },
      responseTime: expect.any(Number) as number,
      msg: "GET / 200",
    });
    expect(await logged("/assets/missing-9999.js")).toMatchObject({ level: DEBUG, res: { statusCode: 404 } });
    expect(await logged("/healthz")).toMatchObject({ level: DEBUG, msg: "GET /healthz 200" });
    expect(await logged("/readyz")).toMatchObject({ level: DEBUG, msg: "GET /readyz 200" });
  });

  it("names a GraphQL request's operation and its outcome, at info", async () => {
    const body = JSON.stringify({ query: String(SIGN_IN), variables: { email: user.email, password: "not it" } });
    expect(await logged("/graphql", postJson(body))).toMatchObject({
      level: INFO,
      req: { method: "POST", path: "/graphql" },
      res: { statusCode: 200 },
      operation: { type: "mutation", field: "signIn", outcome: "BAD_USER_INPUT" },
      msg: "POST /graphql 200",
    });
    expect(await logged("/graphql", postJson("{ not json"))).toMatchObject({
      level: INFO,
      res: { statusCode: 400 },
      msg: "POST /graphql 400",
    });
    const query = JSON.stringify({ query: String(APP_CONFIG) });
    expect(await logged("/graphql", postJson(query))).toMatchObject({
      operation: { type: "query", field: "appConfig", outcome: "ok" },
    });
    // Asked again, it is answered from the kept answers, and logged as well.
    expect(await logged("/graphql", postJson(query))).toMatchObject({
      operation: { type: "query", field: "appConfig", outcome: "ok" },
    });
  });

  it("leaves the query string out of the path: it may hold a token", async () => {
    const line = await logged("/reset-password?token=the-secret-token");
    expect(line).toMatchObject({ req: { path: "/reset-password" }, msg: "GET /reset-password 200" });
  });
});

const ME = graphql(`
  query RequestLogMe {
    me {
      id
    }
  }
`);
const ME_CHANGED = graphql(`
  subscription RequestLogMeChanged {
    meChanged {
      id
    }
  }
`);

describe("one log line per WebSocket operation", () => {
  it("names each by its id, type, root field, outcome and duration, when it ends", async () => {
    const socket = await GraphQLSocket.open(app.url, user.cookie);
    const before = lines.length;
    await socket.run("query", ME);
    await socket.run("refused", "{ nope }");
    socket.start("subscription", ME_CHANGED);
    await subscriptionsLive(app, 1);
    socket.close();
    await subscriptionsLive(app, 0);
    const operations = () => lines.slice(before).filter((line) => line.operation);
    await expect.poll(() => operations().length).toBe(3);
    expect(operations()).toEqual([
      expect.objectContaining({
        level: INFO,
        requestId: expect.any(String) as string,
        operation: { type: "query", field: "me", outcome: "ok" },
        responseTime: expect.any(Number) as number,
        msg: "WebSocket query me ok",
      }),
      expect.objectContaining({
        operation: { type: "unknown", field: "unknown", outcome: "GRAPHQL_VALIDATION_FAILED" },
      }),
      expect.objectContaining({ operation: { type: "subscription", field: "meChanged", outcome: "ok" } }),
    ]);
    expect(new Set(operations().map((line) => line.requestId)).size).toBe(3);
  });
});

it("never logs a password, a cookie, a token, an email or any other variable's value", () => {
  const text = JSON.stringify(lines);
  // The sign-up sent the email and password as variables, the sign-in a wrong password.
  const fields = lines.map((line) => (line.operation as { field?: string } | undefined)?.field);
  expect(fields).toEqual(expect.arrayContaining(["signUp", "signIn", "me"]));
  for (const secret of [PASSWORD, "not it", user.cookie.split("=")[1], user.email, "the-secret-token"]) {
    expect(text).not.toContain(secret);
  }
});
