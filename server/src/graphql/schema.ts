import { readFileSync } from "node:fs";
import path from "node:path";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from "graphql";
import { repoRoot } from "../config";
import { checkTextsIn } from "../domain/text";
import { accountResolvers } from "../features/account/resolvers";
import { authResolvers } from "../features/auth/resolvers";
import { activityResolvers } from "../features/competitions/activity";
import { competitionResolvers } from "../features/competitions/resolvers";
import { friendResolvers } from "../features/friends/resolvers";
import { inviteResolvers } from "../features/invites/resolvers";
import { notificationResolvers } from "../features/notifications/resolvers";
import { rivalryResolvers } from "../features/rivalry/resolvers";
import { userResolvers } from "../features/users/resolvers";

export const typeDefs = readFileSync(path.join(repoRoot, "schema.graphql"), "utf8");

/** The executable schema: `schema.graphql` with every feature's resolvers, behind the text check. */
export function buildSchema(): GraphQLSchema {
  const schema = checkingTextArguments(
    makeExecutableSchema({
      typeDefs,
      // The schema is built here and nowhere else: its fields get their resolvers as they are, where copying the
      // whole schema for it took a tenth of the start (decision 046).
      updateResolversInPlace: true,
      // schema.graphql is checked where it changes (codegen, and the introspection test builds it with graphql-js's
      // checks); at each start they cost as much as building it. No node of it needs its place in the file.
      assumeValidSDL: true,
      noLocation: true,
      resolvers: [
        authResolvers,
        userResolvers,
        accountResolvers,
        friendResolvers,
        competitionResolvers,
        activityResolvers,
        rivalryResolvers,
        inviteResolvers,
        notificationResolvers,
      ],
    }),
  );
  assertEveryOperationServed(schema);
  return schema;
}

/**
 * Every field that takes arguments checks their strings (domain/text.ts) before its resolver runs, whether
 * they came as literals or variables and whatever the transport: no resolver ever sees NUL, a lone surrogate
 * or unbounded text. A subscription checks when it starts, and its resolver too (cheap), since a subscription
 * document sent as a query runs only the resolver.
 */
function checkingTextArguments(schema: GraphQLSchema): GraphQLSchema {
  const checked =
    (resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> =>
    (source, args, context, info) => {
      checkTextsIn(args);
      return resolve(source, args, context, info);
    };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      if (field.subscribe) field.subscribe = checked(field.subscribe);
      field.resolve = checked(field.resolve ?? defaultFieldResolver);
    }
  }
  return schema;
}

/** Every operation of schema.graphql must be served: a missing resolver would answer a silent null. */
function assertEveryOperationServed(schema: GraphQLSchema): void {
  const unserved = [
    ...[schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.values(type?.getFields() ?? {})
        .filter((field) => !field.resolve)
        .map((field) => `${type?.name}.${field.name}`),
    ),
    ...Object.values(schema.getSubscriptionType()?.getFields() ?? {})
      .filter((field) => !field.subscribe)
      .map((field) => `Subscription.${field.name}`),
  ];
  if (unserved.length) throw new Error(`No resolver for ${unserved.join(", ")}`);
}
