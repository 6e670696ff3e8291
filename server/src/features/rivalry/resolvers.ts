import type { Resolvers } from "../../graphql/generated/resolvers";
import { selectedFields } from "../../graphql/selection";
import { getRivalry } from "./service";
import { rivalryParts } from "./store";

export const rivalryResolvers: Resolvers = {
  Query: {
    rivalry: (_, { username }, ctx, info) => getRivalry(ctx, username, rivalryParts(selectedFields(info))),
  },
};
