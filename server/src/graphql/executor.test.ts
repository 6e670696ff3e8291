import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { GatewayExecutor, GatewayGraphQLRequestContext } from "@apollo/server-gateway-interface";
import { buildSchema, GraphQLError, parse } from "graphql";
import { afterEach, describe, expect, it } from "vitest";
import { executorGateway } from "./executor";

const schema = buildSchema(`type Query { echo(text: String!): String!, late: String }`);
const fields = schema.getQueryType()!.getFields();
Object.assign(fields.echo, { resolve: (_: unknown, { text }: { text: string }) => text });
Object.assign(fields.late, {
  resolve: () => {
    throw new GraphQLError("Too late", { extensions: { code: "VERSION_CONFLICT" } });
  },
});

/** Decision 028's probe: graphql-jit 0.8.9 turns this literal into code. */
const PROBE = `{ echo(text: "__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d1),[globalThis.pwned=42]:(0") }`;

async function executorOf(trusted: boolean): Promise<GatewayExecutor> {
  const { executor } = await executorGateway(schema, () => trusted).load({ apollo: {} });
  return executor!;
}

const run = (executor: GatewayExecutor, source: string) =>
  executor({ document: parse(source), request: {}, context: {} } as unknown as GatewayGraphQLRequestContext);

describe("the executor", () => {
  afterEach(() => void delete (globalThis as { pwned?: number }).pwned);

  it("compiles only what it is told to trust, since a compiled plan runs the document's literals as code", async () => {
    expect(await run(await executorOf(false), PROBE)).toMatchObject({ data: { echo: expect.any(String) as string } });
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined();
    await run(await executorOf(true), PROBE).catch(() => undefined);
    expect((globalThis as { pwned?: number }).pwned).toBe(42);
  });

  it("answers a trusted document as graphql-js does, errors and all, in the same order", async () => {
    for (const source of ['{ echo(text: "a lap") }', '{ echo(text: "a lap") late }']) {
      const [compiled, interpreted] = [
        await run(await executorOf(true), source),
        await run(await executorOf(false), source),
      ];
      expect(JSON.stringify(compiled)).toBe(JSON.stringify(interpreted));
    }
  });
});

describe("the built server", () => {
  // Compiled by the tests' global set-up. graphql's own check of its classes (jsutils/instanceOf) is in each copy.
  it("holds one graphql, whose types graphql-jit knows as its own, so that it compiles plans", () => {
    const dist = path.join(import.meta.dirname, "../../dist");
    const files = readdirSync(dist).filter((file) => /\.c?js$/.test(file));
    const copies = files.map(
      (file) => readFileSync(path.join(dist, file), "utf8").split("from another module or realm").length - 1,
    );
    expect(copies.reduce((sum, count) => sum + count, 0)).toBe(1);
  });
});
