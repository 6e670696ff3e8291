import type { Resolvers } from "../../shared/generated/resolvers";
import { competitionAnswer } from "../competitions";
import { acceptInvite, createInvite, inviteFor, revokeInvite } from "./service";
import { listInvites } from "./store";

export const inviteResolvers: Resolvers = {
  Query: {
    invite: async (_, { token }, ctx) => (await inviteFor(ctx, token)) ?? null,
  },
  Mutation: {
    createInvite: (_, { competition }, ctx) => createInvite(ctx, competition),
    revokeInvite: (_, { id }, ctx) => revokeInvite(ctx, id),
    acceptInvite: (_, { token }, ctx) => acceptInvite(ctx, token),
  },
  Me: {
    invites: (me, _, ctx) => listInvites(ctx.db, me.id),
  },
  Invite: {
    url: (invite) => invite.url ?? null,
    createdAt: (invite) => invite.createdAt.toISOString(),
    expiresAt: (invite) => invite.expiresAt.toISOString(),
  },
  InviteAcceptance: {
    competition: (acceptance, _, ctx, info) =>
      acceptance.competition && competitionAnswer(ctx, acceptance.competition, info),
  },
};
