import type { Resolvers } from "../../shared/generated/resolvers";
import { selectedFields } from "../../shared/selection";
import { getRivalry } from "./service";
import { rivalryParts } from "./store";

export const rivalryResolvers: Resolvers = {
  Query: {
    rivalry: (_, { username }, ctx, info) => getRivalry(ctx, username, rivalryParts(selectedFields(info))),
  },
};
