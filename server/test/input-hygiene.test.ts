import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../src/db/schema";
import { TEXT_MAX } from "../src/domain/text";
import { buildSchema } from "../src/graphql/schema";
import {
  ADD_RULE,
  befriend,
  createCompetition,
  graphql,
  graphqlRequest,
  refusalIn,
  SEND_FRIEND_REQUEST,
  signUp,
  startTestApp,
  subscribe,
  wsClient,
  type TestApp,
  type TestUser,
  type TypedDocumentString,
} from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const errorOf = async <T, V>(user: TestUser | undefined, query: string | TypedDocumentString<T, V>, variables: V) => {
  const { status, body } = await graphqlRequest(app.url, query, variables, user?.cookie);
  expect(status).toBe(200);
  return refusalIn(body);
};
const RULES = graphql(`
  query HygieneRules($c: ID!) {
    competition(id: $c) {
      id
      rules {
        id
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation HygieneUpdateProfile($u: String!) {
    updateProfile(username: $u) {
      username
    }
  }
`);
const USER = graphql(`
  query HygieneUser($u: String!) {
    user(username: $u) {
      id
    }
  }
`);
const COMPETITION = graphql(`
  query HygieneCompetition($id: ID!) {
    competition(id: $id) {
      id
    }
  }
`);
const CHANGED = graphql(`
  subscription HygieneCompetitionChanged($id: ID!) {
    competitionChanged(id: $id) {
      deletedId
    }
  }
`);

describe("usernames", () => {
  it("are one name in every look-alike spelling: the test friend's name in fullwidth is taken", async () => {
    const ana = await signUp(app.url);
    expect(await errorOf(ana, UPDATE, { u: "ＴｅｓｔFriend" })).toEqual({
      message: "Username taken",
      code: "BAD_USER_INPUT",
    });
  });

  it("are stored and looked up normalized", async () => {
    const [ana, ben] = [await signUp(app.url), await signUp(app.url)];
    const name = `Ｂｅｎ${Date.now() % 100000}`;
    const { body } = await graphqlRequest(app.url, UPDATE, { u: ` ${name} ` }, ben.cookie);
    const stored = name.normalize("NFKC");
    expect(body.data).toEqual({ updateProfile: { username: stored } });
    const [row] = await app.database.db.select().from(users).where(eq(users.id, ben.id));
    expect(row.username).toBe(stored);
    const found = await graphqlRequest(app.url, USER, { u: name });
    expect(found.body.data).toEqual({ user: { id: ben.id } });
    expect((await graphqlRequest(app.url, SEND_FRIEND_REQUEST, { u: name }, ana.cookie)).body.errors).toBeUndefined();
  });

  it("refuse invisible characters, so that nobody can pass for the test friend", async () => {
    const ana = await signUp(app.url);
    for (const lookAlike of ["Test\u200bFriend", "TestFriend\u200e", "\u202eTestFriend", "Test\u3164Friend"]) {
      expect(await errorOf(ana, UPDATE, { u: lookAlike })).toEqual({
        message: "Usernames can't contain invisible or control characters",
        code: "BAD_USER_INPUT",
      });
    }
    const [row] = await app.database.db.select().from(users).where(eq(users.id, ana.id));
    expect(row.username).toBe(ana.username);
  });
});

const HOSTILE: [string, string][] = [
  ["NUL", "a\u0000b"],
  ["a lone surrogate", "a\ud800b"],
  ["an escape sequence", "\u001b[2J"],
  // Under the body limit (WS_MAX_PAYLOAD_BYTES, 64 KB; a larger body is 413) but over any text's maximum length.
  ["60 KB of text", "x".repeat(60_000)],
];

describe("text at the edge", () => {
  let ana: TestUser;
  let competitionId: string;
  beforeAll(async () => {
    ana = await signUp(app.url);
    const ben = await signUp(app.url);
    await befriend(app.url, ana, ben);
    competitionId = (await createCompetition(app.url, ana, ben)).id;
  });

  it.each(HOSTILE)("refuses %s over HTTP with BAD_USER_INPUT, as a variable or a literal", async (_, text) => {
    const variable = await errorOf(ana, ADD_RULE, { id: competitionId, t: text });
    expect(variable?.code).toBe("BAD_USER_INPUT");
    if (text.length < 1000) {
      // graphql-js' lexer refuses a lone surrogate escape in a literal itself: a parse error, also a refusal.
      const literal = await graphqlRequest(
        app.url,
        `mutation { addRule(competitionId: "${competitionId}", text: ${JSON.stringify(text)}) { id } }`,
        {},
        ana.cookie,
      );
      expect(literal.status).toBeLessThan(500);
      expect(["BAD_USER_INPUT", "GRAPHQL_PARSE_FAILED"]).toContain(literal.body.errors?.[0]?.extensions?.code);
    }
    const { body } = await graphqlRequest(app.url, RULES, { c: competitionId }, ana.cookie);
    expect(body.data!.competition?.rules).toEqual([]);
  });

  it("gives human messages", async () => {
    const addRule = (t: string) => errorOf(ana, ADD_RULE, { id: competitionId, t });
    expect(await addRule("a\u0000")).toEqual({
      message: "Text can't contain invisible control characters",
      code: "BAD_USER_INPUT",
    });
    expect(await addRule("a\udc00")).toEqual({ message: "That isn't valid text", code: "BAD_USER_INPUT" });
    expect(await addRule("x".repeat(10_001))).toEqual({ message: "Text too long (10000 max)", code: "BAD_USER_INPUT" });
  });

  it("checks ids and unauthenticated operations too, before anything reaches the database", async () => {
    expect(await errorOf(undefined, COMPETITION, { id: "\u0000" })).toMatchObject({ code: "BAD_USER_INPUT" });
    // Written into the document as a literal, not passed as a variable: the probe is the document itself.
    expect(
      await errorOf(undefined, 'mutation { signIn(email: "a\\u0000@example.com", password: "x") { id } }', {}),
    ).toMatchObject({ code: "BAD_USER_INPUT" });
  });

  it("refuses a subscription's hostile argument over the WebSocket with BAD_USER_INPUT", async () => {
    const client = wsClient(app.url, ana.cookie);
    try {
      const subscription = subscribe(client, CHANGED, { id: "\ud800" });
      const { errors } = await subscription.next();
      expect(errors).toEqual([
        expect.objectContaining({ message: "That isn't valid text", extensions: { code: "BAD_USER_INPUT" } }),
      ]);
    } finally {
      await client.dispose();
    }
  });
});

describe("schema.graphql", () => {
  it("documents a maximum length for every String argument, within the limit for any text", () => {
    const schema = buildSchema();
    const rootFields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
      Object.values(type?.getFields() ?? {}),
    );
    const stringArguments = rootFields.flatMap((field) =>
      field.args
        .filter((arg) => String(arg.type).replace(/[![\]]/g, "") === "String")
        .map((arg) => ({ name: `${field.name}(${arg.name})`, description: arg.description ?? "" })),
    );
    expect(stringArguments.length).toBeGreaterThan(10);
    for (const { name, description } of stringArguments) {
      const limit = description.match(/(\d+) characters/)?.[1];
      expect(limit, `${name}: "${description}"`).toBeDefined();
      expect(Number(limit)).toBeLessThanOrEqual(TEXT_MAX);
    }
  });
});
