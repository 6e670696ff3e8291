import type { Resolvers } from "../../shared/generated/resolvers";
import { requestPasswordReset, resetPassword, signIn, signOut, signUp } from "./service";
import { hasGoogleAccount } from "./store";

export const authResolvers: Resolvers = {
  Mutation: {
    signUp: (_, { email, password }, ctx) => signUp(ctx, email, password),
    signIn: (_, { email, password }, ctx) => signIn(ctx, email, password),
    signOut: (_, __, ctx) => signOut(ctx),
    requestPasswordReset: (_, { email }, ctx) => requestPasswordReset(ctx, email),
    resetPassword: (_, { token, password }, ctx) => resetPassword(ctx, token, password),
  },
  Me: {
    hasGoogle: (me, _, ctx) => hasGoogleAccount(ctx.db, me.id),
  },
};
