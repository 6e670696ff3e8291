import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { buildSchema as parseSchema, type GraphQLObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../src/config";
import { graphql, graphqlRequest, startTestApp, type TestApp } from "./support";

const ME = graphql(`
  query ServerMe {
    me {
      id
    }
  }
`);
const COMPETITION = graphql(`
  query ServerCompetition($id: ID!) {
    competition(id: $id) {
      id
    }
  }
`);
const INTROSPECTION = graphql(`
  query ServerIntrospection {
    __schema {
      types {
        name
        description
        fields {
          name
          description
        }
      }
    }
  }
`);

/** A POST of `chunks` as they come (chunked: no length told up front), and its answer. */
function rawPost(headers: Record<string, string>, chunks: string[]): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${app.url}/graphql`, { method: "POST", headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    // The server may answer, and close, before the whole body is sent.
    request.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" ? undefined : reject(error)));
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe("the server", () => {
  it("answers { me { id } } with null when signed out", async () => {
    const { status, body } = await graphqlRequest(app.url, ME);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { me: null } });
  });

  it("serves the web app at / and for client-side routes", async () => {
    for (const page of ["/", "/competitions/123/rounds?round=2", "/no-such-page"]) {
      const response = await fetch(`${app.url}${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it("serves the bundled GraphiQL playground at /graphiql, loading nothing from another host", async () => {
    const response = await fetch(`${app.url}/graphiql`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/graphiql/i);
    expect(html).not.toMatch(/(src|href)="https?:\/\//);
  });

  it("serves hashed assets with a long cache lifetime", async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(`${app.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("answers NOT_FOUND for a competition that does not exist, whatever the id looks like", async () => {
    for (const id of ["nope", "00000000-0000-4000-8000-000000000000", "x".repeat(10_000)]) {
      const { body } = await graphqlRequest(app.url, COMPETITION, { id });
      expect(body.errors?.[0]).toMatchObject({ message: "Competition not found", extensions: { code: "NOT_FOUND" } });
    }
  });

  it("refuses a query made of thousands of aliases before running it", async () => {
    const aliases = Array.from({ length: 2000 }, (_, i) => `a${i}: sampleCompetition { id }`).join(" ");
    const { body } = await graphqlRequest(app.url, `{ ${aliases} }`);
    expect(body.errors?.[0].message).toMatch(/more that 4000 tokens/);
    expect(body.data).toBeUndefined();
  });

  it("answers a malformed or oversized body with a clear error and no stack trace", async () => {
    const post = (body: string) =>
      fetch(`${app.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body });
    const malformed = await post("{bad");
    expect(malformed.status).toBe(400);
    const { errors } = (await malformed.json()) as { errors: { message: string }[] };
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      message: expect.stringMatching(/JSON/) as string,
      extensions: { code: "BAD_REQUEST" },
    });
    expect(errors[0].message).not.toMatch(/node_modules|<anonymous>|\n/);
    const huge = await post(JSON.stringify({ query: "x".repeat(2_000_000) }));
    expect(huge.status).toBe(413);
    expect(JSON.stringify(await huge.json())).not.toMatch(/node_modules|<anonymous>/);
  });

  it("refuses a streamed body as soon as it passes the limit, and a compressed one unread", async () => {
    const limit = app.config.webSocket.maxPayloadBytes;
    const streamed = await rawPost({ "content-type": "application/json" }, ['{"query": "', "x".repeat(limit)]);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.text)).toMatchObject({
      errors: [{ message: `A request may be at most ${limit} bytes`, extensions: { code: "BAD_REQUEST" } }],
    });
    const compressed = await rawPost({ "content-type": "application/json", "content-encoding": "gzip" }, ["{}"]);
    expect(compressed.status).toBe(415);
    const notJson = await rawPost({ "content-type": "text/plain" }, [JSON.stringify({ query: "{ me { id } }" })]);
    expect(notJson.status).toBe(400);
    expect(notJson.text).not.toMatch(/node_modules|<anonymous>/);
  });

  it("answers a malformed query with a clear error and no stack trace", async () => {
    const { body } = await graphqlRequest(app.url, "{ me { nope } }");
    expect(body.errors?.[0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(JSON.stringify(body)).not.toContain("stacktrace");
  });
});

describe("introspection", () => {
  const contract = parseSchema(readFileSync(path.join(repoRoot, "schema.graphql"), "utf8"));

  it("shows every operation of the API contract, each with a description", async () => {
    const { body } = await graphqlRequest(app.url, INTROSPECTION);
    const served = new Map(body.data!.__schema.types.map((type) => [type.name, type]));
    const apiOperations = {
      Query: ["me", "competitions", "competition", "sampleCompetition", "user"],
      Mutation: [
        "signUp",
        "signIn",
        "signOut",
        "requestPasswordReset",
        "resetPassword",
        "updateProfile",
        "setTheme",
        "deleteAccount",
        "sendFriendRequest",
        "acceptFriendRequest",
        "rejectFriendRequest",
        "cancelFriendRequest",
        "removeFriend",
        "createCompetition",
        "updateCompetitionInfo",
        "deleteCompetition",
        "addRule",
        "removeRule",
        "addRound",
        "deleteRound",
        "setRoundValid",
        "addSubRound",
        "deleteSubRound",
      ],
      Subscription: ["competitionChanged", "myCompetitionsChanged", "meChanged", "competitionViewers"],
    };
    for (const [root, names] of Object.entries(apiOperations)) {
      const fields = new Map(served.get(root)!.fields!.map((field) => [field.name, field]));
      for (const name of names) expect(fields.get(name)?.description, `${root}.${name}`).toBeTruthy();
    }
    for (const type of Object.values(contract.getTypeMap())) {
      if (type.name.startsWith("__") || ["String", "Boolean", "Int", "ID", "Float"].includes(type.name)) continue;
      expect(served.get(type.name)?.description, type.name).toBeTruthy();
      if ("getFields" in type && !["Query", "Mutation", "Subscription"].includes(type.name)) {
        for (const field of Object.values((type as GraphQLObjectType).getFields())) {
          expect(field.description, `${type.name}.${field.name}`).toBeTruthy();
        }
      }
    }
  });
});
