import { buildSchema, GraphQLError, type GraphQLFormattedError } from "graphql";
import { describe, expect, it } from "vitest";
import { createMetrics } from "../metrics";
import { runInRequestScope, type RequestScope } from "../requestScope";
import type { GraphQLContext } from "../shared/context";
import { trustedDocuments } from "./trusted";
import { trustedMutations } from "./trustedMutations";

const schema = buildSchema(`
  type Query { lap: Int }
  type Mutation { addLap(points: Int!): Int!, refuse: Int, fail: Int, unavailable: Int }
`);
const ran: number[] = [];
const fields = schema.getMutationType()!.getFields();
Object.assign(fields.addLap, {
  resolve: (_: unknown, { points }: { points: number }) => {
    ran.push(points);
    return points;
  },
});
Object.assign(fields.refuse, {
  resolve: () => {
    throw new GraphQLError("Round not found", { extensions: { code: "NOT_FOUND" } });
  },
});
Object.assign(fields.fail, {
  resolve: () => {
    throw new Error("select * from secrets");
  },
});
Object.assign(fields.unavailable, {
  resolve: () => {
    throw new GraphQLError("Try again", { extensions: { code: "UNAVAILABLE", http: { status: 503 } } });
  },
});

const WEB = [
  "mutation AddLap($points: Int!) { addLap(points: $points) }",
  "mutation Refuse { refuse }",
  "mutation Fail { fail }",
  "mutation Unavailable { unavailable }",
  "query Lap { lap }",
];

/** The formatting Apollo is given: here, it marks what it formatted and hides messages without a code. */
const formatError = (formatted: GraphQLFormattedError) => ({
  ...formatted,
  message: formatted.extensions?.code === "INTERNAL_SERVER_ERROR" ? "Internal server error" : formatted.message,
  extensions: { ...formatted.extensions, formatted: true },
});

function runner() {
  const metrics = createMetrics();
  const mutations = trustedMutations({ schema, trusted: trustedDocuments(WEB), metrics, formatError });
  const context = async () => ({}) as GraphQLContext;
  const scope: RequestScope = { id: "r1" };
  const run = (body: unknown, accept?: string, contextOf = context) =>
    runInRequestScope(scope, () => mutations.run(body, accept, contextOf));
  return { mutations, metrics, scope, run };
}

describe("the web app's own mutations", () => {
  it("run on their plan and answer as Apollo would: JSON, errors first, a line each", async () => {
    const { run, metrics, scope } = runner();
    ran.length = 0;
    const answer = await run({ query: WEB[0], operationName: "AddLap", variables: { points: 3 } });
    expect(answer).toEqual({
      status: 200,
      contentType: "application/json; charset=utf-8",
      text: '{"data":{"addLap":3}}\n',
    });
    expect(ran).toEqual([3]);
    expect(scope.operation).toMatchObject({ type: "mutation", field: "addLap", outcome: "ok" });
    expect(await metrics.text()).toMatch(/rivals_operations_total\{[^}]*type="mutation"[^}]*field="addLap"[^}]*\} 1/);
  });

  it("format errors as Apollo does: a code for each, the formatting given, the status an error asks for", async () => {
    const { run } = runner();
    const refused = await run({ query: WEB[1] });
    expect(refused?.status).toBe(200);
    expect(JSON.parse(refused!.text)).toEqual({
      errors: [
        {
          message: "Round not found",
          path: ["refuse"],
          locations: [{ line: 1, column: 19 }],
          extensions: { code: "NOT_FOUND", formatted: true },
        },
      ],
      data: { refuse: null },
    });
    const failed = JSON.parse((await run({ query: WEB[2] }))!.text) as { errors: GraphQLFormattedError[] };
    expect(failed.errors[0]).toMatchObject({
      message: "Internal server error",
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    const unavailable = await run({ query: WEB[3] });
    expect(unavailable?.status).toBe(503);
    const { errors } = JSON.parse(unavailable!.text) as { errors: GraphQLFormattedError[] };
    expect(errors[0].extensions).toEqual({ code: "UNAVAILABLE", formatted: true });
  });

  it("answer in the type the Accept header prefers, as Apollo does", async () => {
    const { run } = runner();
    const body = { query: WEB[0], variables: { points: 1 } };
    const typeFor = async (accept: string) => (await run(body, accept))?.contentType;
    expect(await typeFor("application/graphql-response+json,application/json;q=0.9")).toBe(
      "application/graphql-response+json; charset=utf-8",
    );
    expect(await typeFor("*/*")).toBe("application/json; charset=utf-8");
  });

  it("leave to Apollo, without running anything, whatever Apollo answers otherwise", async () => {
    const { run, mutations } = runner();
    ran.length = 0;
    const addLap = { query: WEB[0], variables: { points: 1 } };
    const apollos = [
      { body: { query: WEB[0].replace("addLap(points: $points)", "addLap(points: 1)"), variables: {} } },
      { body: { query: WEB[4] } },
      { body: { ...addLap, extensions: {} } },
      { body: { ...addLap, variables: { points: "one" } } },
      { body: { query: "mutation AddLap(" } },
      { body: addLap, accept: "text/html" },
      { body: addLap, context: () => Promise.reject<GraphQLContext>(new Error("no database")) },
    ];
    for (const { body, accept, context } of apollos) {
      expect(await run(body, accept, context), JSON.stringify(body)).toBeUndefined();
    }
    expect(ran).toEqual([]);
    mutations.stop();
    expect(await run(addLap)).toBeUndefined();
    expect(ran).toEqual([]);
  });
});
