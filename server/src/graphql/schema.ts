import { readFileSync } from "node:fs";
import path from "node:path";
import { makeExecutableSchema } from "@graphql-tools/schema";
import type { GraphQLSchema } from "graphql";
import { repoRoot } from "../config";
import { authResolvers } from "../features/auth/resolvers";
import { competitionResolvers } from "../features/competitions/resolvers";
import { friendResolvers } from "../features/friends/resolvers";
import { userResolvers } from "../features/users/resolvers";

export const typeDefs = readFileSync(path.join(repoRoot, "schema.graphql"), "utf8");

/** The executable schema: `schema.graphql` with every feature's resolvers. */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: [authResolvers, userResolvers, friendResolvers, competitionResolvers],
  });
  assertEveryOperationServed(schema);
  return schema;
}

/** Every operation of schema.graphql must be served: a missing resolver would answer a silent null. */
function assertEveryOperationServed(schema: GraphQLSchema): void {
  const unserved = [
    ...[schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.values(type?.getFields() ?? {})
        .filter((field) => !field.resolve)
        .map((field) => `${type}.${field.name}`),
    ),
    ...Object.values(schema.getSubscriptionType()?.getFields() ?? {})
      .filter((field) => !field.subscribe)
      .map((field) => `Subscription.${field.name}`),
  ];
  if (unserved.length) throw new Error(`No resolver for ${unserved.join(", ")}`);
}
