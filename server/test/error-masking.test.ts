import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql, GraphQLSocket, graphqlRequest, signUp, startTestApp, type TestApp } from "./support";

const logLines: Record<string, unknown>[] = [];
let failThemeUpdates = false;
let app: TestApp;
beforeAll(async () => {
  const logger = pino(
    { level: "info" },
    { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  app = await startTestApp(
    {},
    {
      logger,
      // An unexpected failure inside a resolver: the SQL statement that sets a theme throws.
      onQuery: (query) => {
        if (failThemeUpdates && /update "users" set "theme"/.test(query)) throw new Error("disk on fire at 0xdeadbeef");
      },
    },
  );
});
afterAll(() => app?.stop());

const SET_THEME = graphql(`
  mutation MaskingSetTheme {
    setTheme(theme: DARK) {
      id
    }
  }
`);
const unexpected = () => logLines.filter((line) => line.msg === "unexpected error in a GraphQL operation");

describe("an unexpected error", () => {
  it("is INTERNAL_SERVER_ERROR with a generic message on both transports, logged once with its request id", async () => {
    const user = await signUp(app.url);
    failThemeUpdates = true;
    const http = await graphqlRequest(app.url, SET_THEME, {}, user.cookie);
    const socket = await GraphQLSocket.open(app.url, user.cookie);
    const ws = await socket.run("1", SET_THEME);
    socket.close();
    failThemeUpdates = false;

    for (const errors of [http.body.errors, ws.errors]) {
      expect(errors).toEqual([
        { message: "Internal server error", path: ["setTheme"], extensions: { code: "INTERNAL_SERVER_ERROR" } },
      ]);
    }
    expect(JSON.stringify([http.body, ws])).not.toContain("fire");
    const logged = unexpected();
    expect(logged).toHaveLength(2);
    const ids = logged.map((line) => line.requestId);
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(2);
    expect(JSON.stringify(logged)).toContain("disk on fire");
  });
});

describe("X-Request-Id", () => {
  const post = (headers: Record<string, string>) =>
    fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query: String(SET_THEME) }),
    });

  it("keeps a well-formed id from the caller, returns it, and logs with it", async () => {
    const user = await signUp(app.url);
    failThemeUpdates = true;
    const response = await post({ cookie: user.cookie, "x-request-id": "lb-7f3a.42:retry-1" });
    failThemeUpdates = false;
    expect(response.headers.get("x-request-id")).toBe("lb-7f3a.42:retry-1");
    expect(unexpected().map((line) => line.requestId)).toContain("lb-7f3a.42:retry-1");
  });

  it("replaces a malformed one with its own, on every path", async () => {
    const malformed = (await post({ "x-request-id": "a b\u00e9<script>" })).headers.get("x-request-id");
    expect(malformed).toMatch(/^[0-9a-f-]{36}$/);
    const page = await fetch(`${app.url}/competitions`, { headers: { "x-request-id": "x".repeat(129) } });
    expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
