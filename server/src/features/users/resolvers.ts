import { and, eq } from "drizzle-orm";
import { oauthAccounts, type UserRow } from "../../db/schema";
import type { Resolvers } from "../../graphql/generated/resolvers";
import { chooseUsername, deleteAccount, meChanges, setTheme, updateProfile } from "./service";
import { findUserByUsername } from "./store";

export const userResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => ctx.viewer,
    user: async (_, { username }, ctx) => (await findUserByUsername(ctx.db, username)) ?? null,
    appConfig: (_, __, { config }) => ({ googleSignInEnabled: config.google !== null, ...config.footer }),
  },
  Mutation: {
    updateProfile: (_, { username, profilePic }, ctx) =>
      updateProfile(ctx, { username, profilePic: profilePic ?? null }),
    chooseUsername: (_, { username }, ctx) => chooseUsername(ctx, username),
    setTheme: (_, { theme }, ctx) => setTheme(ctx, theme),
    deleteAccount: (_, __, ctx) => deleteAccount(ctx),
  },
  Subscription: {
    meChanged: {
      subscribe: (_, { current }, ctx) => meChanges(ctx, current ?? false),
      resolve: (me: UserRow) => me,
    },
  },
  Me: {
    hasPassword: (me) => me.passwordHash !== null,
    hasGoogle: async (me, _, ctx) => {
      const [account] = await ctx.db
        .select({ userId: oauthAccounts.userId })
        .from(oauthAccounts)
        .where(and(eq(oauthAccounts.userId, me.id), eq(oauthAccounts.provider, "google")));
      return account !== undefined;
    },
  },
  Theme: { SYSTEM: "system", LIGHT: "light", DARK: "dark" },
};
