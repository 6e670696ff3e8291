import { DrizzleQueryError } from "drizzle-orm/errors";
import { GraphQLError } from "graphql";
import { DatabaseError } from "pg";
import { describe, expect, it } from "vitest";
import { isConnectionFault } from "./faults";

const pgError = (code: string) => Object.assign(new DatabaseError("failed", 0, "error"), { code });
const socketError = (code: string) => Object.assign(new Error(`connect ${code}`), { code });
/** How a failed statement reaches the error masking: the driver's error in Drizzle's, in graphql-js'. */
const asResolverError = (error: Error) =>
  new GraphQLError("failed", { originalError: new DrizzleQueryError("select 1", [], error) });

describe("isConnectionFault", () => {
  it.each([
    ["a terminated backend", pgError("57P01")],
    ["a crash shutdown", pgError("57P02")],
    ["a database starting up", pgError("57P03")],
    ["a connection exception (class 08)", pgError("08006")],
    ["a refused connection", socketError("ECONNREFUSED")],
    ["a reset connection", socketError("ECONNRESET")],
    ["a connection that timed out", socketError("ETIMEDOUT")],
    ["a connection that ended", new Error("Connection terminated unexpectedly")],
    ["a pool that could not connect in time", new Error("timeout exceeded when trying to connect")],
    ["a client that lost its connection", new Error("Client has encountered a connection error and is not queryable")],
  ])("recognises %s, also wrapped by Drizzle and graphql-js", (_, error) => {
    expect(isConnectionFault(error)).toBe(true);
    expect(isConnectionFault(asResolverError(error))).toBe(true);
  });

  it.each([
    ["a unique violation", pgError("23505")],
    ["a serialization failure", pgError("40001")],
    ["a bug", new TypeError("x is undefined")],
    ["a refusal for the user", new GraphQLError("Competition not found", { extensions: { code: "NOT_FOUND" } })],
    ["something that is not an error", "oops"],
  ])("does not mistake %s for one", (_, error) => {
    expect(isConnectionFault(error)).toBe(false);
    if (error instanceof Error) expect(isConnectionFault(asResolverError(error))).toBe(false);
  });
});
