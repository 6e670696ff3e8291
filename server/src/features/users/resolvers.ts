import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { notImplemented } from "../../domain/errors";
import type { Resolvers } from "../../graphql/generated/resolvers";

export const userResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => ctx.viewer,
    user: async (_, { username }, ctx) => {
      const [user] = await ctx.db.select().from(users).where(eq(users.username, username));
      return user ?? null;
    },
    appConfig: (_, __, { config }) => ({ googleSignInEnabled: false, ...config.footer }),
  },
  Me: {
    hasPassword: (me) => me.passwordHash !== null,
    hasGoogle: () => {
      throw notImplemented("Me.hasGoogle");
    },
    friends: () => {
      throw notImplemented("Me.friends");
    },
  },
  Theme: { SYSTEM: "system", LIGHT: "light", DARK: "dark" },
};
