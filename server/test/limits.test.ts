import { getIntrospectionQuery, Kind, parse, print, specifiedRules, validate, type DocumentNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as webDocuments from "../../web/src/graphql/generated/graphql";
import { nestsWithin } from "../src/graphql/limits";
import { parseOptions, validationRules } from "../src/graphql/pipeline";
import { buildSchema } from "../src/graphql/schema";
import { graphql, GraphQLSocket, graphqlRequest, startTestApp, type TestApp } from "./support";

const schema = buildSchema();

function refusalsOf(query: string): string[] {
  try {
    return validate(schema, parse(query, parseOptions), [...specifiedRules, ...validationRules]).map((e) => e.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

describe("the operation limits", () => {
  const operations = Object.entries(webDocuments).filter(
    ([name, value]) => name.endsWith("Document") && (value as DocumentNode).kind === Kind.DOCUMENT,
  );

  it("let through every operation the web app sends", () => {
    expect(operations.length).toBeGreaterThan(20);
    for (const [name, document] of operations) {
      expect({ name, refusals: refusalsOf(print(document as DocumentNode)) }).toEqual({ name, refusals: [] });
    }
  });

  it("let through GraphiQL's introspection query", () => {
    expect(refusalsOf(getIntrospectionQuery())).toEqual([]);
  });
});

describe("nestsWithin", () => {
  it("counts the levels of objects and arrays, and reads no deeper than the limit", () => {
    expect(nestsWithin(undefined, 1)).toBe(true);
    expect(nestsWithin("text", 0)).toBe(true);
    expect(nestsWithin({ a: [1, 2] }, 2)).toBe(true);
    expect(nestsWithin({ a: [1, 2] }, 1)).toBe(false);
    expect(nestsWithin({ a: 1, b: { c: { d: {} } } }, 3)).toBe(false);
    expect(nestsWithin({ a: 1, b: { c: { d: {} } } }, 4)).toBe(true);
    const deep = JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`) as unknown;
    expect(nestsWithin(deep, 10)).toBe(false);
  });
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const aliasBomb = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: appConfig { issuesUrl }`).join(" ")} }`;
const tooDeep = `{ __type(name: "Query") { ${"ofType { ".repeat(20)}name${" }".repeat(20)} } }`;
/** The same depth, one level per fragment. */
const tooDeepInFragments =
  `{ __type(name: "Query") { ...F0 } } ` +
  Array.from({ length: 20 }, (_, i) => `fragment F${i} on __Type { ofType { ...F${i + 1} } } `).join("") +
  `fragment F20 on __Type { name }`;
const manyTokens = `{ ${"appConfig { issuesUrl } ".repeat(1100)} }`;
const manyDirectives = `{ appConfig { issuesUrl ${"@include(if: true) ".repeat(30)} } }`;

describe("over-limit documents", () => {
  const cases = {
    "an alias bomb": aliasBomb,
    "a deep document": tooDeep,
    "a deep document in fragments": tooDeepInFragments,
    "over 4000 tokens": manyTokens,
    "30 directives": manyDirectives,
  };

  for (const [name, query] of Object.entries(cases)) {
    it(`are refused without sign-in the same over HTTP and the WebSocket: ${name}`, async () => {
      const http = await graphqlRequest(app.url, query);
      const socket = await GraphQLSocket.open(app.url);
      const ws = await socket.run("1", query);
      socket.close();
      expect(http.body.data ?? undefined).toBeUndefined();
      expect(http.body.errors?.length).toBeGreaterThan(0);
      expect(http.body.errors?.[0].extensions?.code).toMatch(/^GRAPHQL_(PARSE|VALIDATION)_FAILED$/);
      expect(ws.errors?.map(codeAndMessage)).toEqual(http.body.errors?.map(codeAndMessage));
    });
  }
});

const ME_CHANGED = graphql(`
  subscription LimitsMeChanged {
    meChanged {
      id
    }
  }
`);

describe("subscriptions over HTTP", () => {
  it("are refused whole: they run over the WebSocket", async () => {
    const { status, body } = await graphqlRequest(app.url, ME_CHANGED);
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [{ message: "Subscriptions run over the WebSocket", extensions: { code: "BAD_REQUEST" } }],
    });
  });
});

const codeAndMessage = (error: { message: string; extensions?: { code?: string } }) => ({
  message: error.message,
  code: error.extensions?.code,
});
