import type { Resolvers } from "../../shared/generated/resolvers";
import { chooseUsername, deleteAccount, setTheme, updateProfile } from "./service";

/** What the viewer does to their own account that takes other features: profile changes, the theme, deletion. */
export const accountResolvers: Resolvers = {
  Mutation: {
    updateProfile: (_, { username, profilePic }, ctx) =>
      updateProfile(ctx, { username, profilePic: profilePic ?? null }),
    chooseUsername: (_, { username }, ctx) => chooseUsername(ctx, username),
    setTheme: (_, { theme }, ctx) => setTheme(ctx, theme),
    deleteAccount: (_, __, ctx) => deleteAccount(ctx),
  },
};
