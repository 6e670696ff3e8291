import { readFileSync } from "node:fs";
import path from "node:path";
import { makeExecutableSchema } from "@graphql-tools/schema";
import type { GraphQLSchema } from "graphql";
import { repoRoot } from "../config";
import { notImplemented } from "../domain/errors";
import { authResolvers } from "../features/auth/resolvers";
import { competitionResolvers } from "../features/competitions/resolvers";
import { friendResolvers } from "../features/friends/resolvers";
import { userResolvers } from "../features/users/resolvers";

export const typeDefs = readFileSync(path.join(repoRoot, "schema.graphql"), "utf8");

/** The executable schema: `schema.graphql` with every feature's resolvers. */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({ typeDefs, resolvers: [authResolvers, userResolvers, friendResolvers, competitionResolvers] });
  refuseUnbuiltOperations(schema);
  return schema;
}

/** Operations that no feature serves yet answer NOT_IMPLEMENTED, rather than a silent null. */
function refuseUnbuiltOperations(schema: GraphQLSchema): void {
  const fail = (name: string) => () => {
    throw notImplemented(name);
  };
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) field.resolve ??= fail(field.name);
  }
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    field.subscribe ??= fail(field.name);
  }
}
