import type { UserRow } from "../../db/schema";
import { shownRating } from "../../domain/rating";
import type { Resolvers } from "../../shared/generated/resolvers";
import { meChanges } from "./service";
import { findUserByUsername } from "./store";

export const userResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => ctx.viewer,
    user: async (_, { username }, ctx) => (await findUserByUsername(ctx.db, username)) ?? null,
    appConfig: (_, __, { config }) => ({
      googleSignInEnabled: config.google !== null,
      ...config.footer,
      pushPublicKey: config.push?.publicKey ?? null,
    }),
  },
  Subscription: {
    meChanged: {
      subscribe: (_, { current }, ctx) => meChanges(ctx, current ?? false),
      resolve: (me: UserRow) => me,
    },
  },
  Me: {
    rating: (me) => shownRating(me.rating),
    record: ({ wins, losses, draws }) => ({ wins, losses, draws }),
    hasPassword: (me) => me.passwordHash !== null,
  },
  Theme: { SYSTEM: "system", LIGHT: "light", DARK: "dark" },
};
