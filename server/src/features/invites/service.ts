import { randomUUID } from "node:crypto";
import { topics } from "../../db/bus";
import type { CompetitionRow } from "../../db/schema";
import type { Tx } from "../../db/client";
import { checkCompetitionSetup, type CompetitionSetup, type CompetitionSetupInput } from "../../domain/competitions";
import { ITS_YOU } from "../../domain/friends";
import { badInput } from "../../domain/errors";
import { isId } from "../../domain/ids";
import { INVITE_TOKEN_BYTES, inviteGone, inviteNotFound, OPEN_INVITES_MAX, tooManyInvites } from "../../domain/invites";
import { requireViewer, type GraphQLContext } from "../../shared/context";
import { generateToken, hashToken } from "../auth";
import { startCompetition } from "../competitions";
import { makeFriends, publishFriendsChange } from "../friends";
import { notifyInviteAccepted } from "../notifications";
import type { PublicUser } from "../users";
import { claimInvite, insertInvite, previewInvite, revokeInvite as revoke, type InviteView } from "./store";

/** What accepting did: the inviter, now a friend, and the competition it started, if any. */
export interface InviteAcceptanceView {
  friend: PublicUser;
  competition: CompetitionRow | null;
}

/** A new link, its token shown this once in `url`; refused past the open invites one may have. */
export async function createInvite(
  ctx: GraphQLContext,
  competition: CompetitionSetupInput | null | undefined,
): Promise<InviteView> {
  const viewer = requireViewer(ctx);
  const setup = competition ? checkCompetitionSetup(competition) : null;
  const token = generateToken(INVITE_TOKEN_BYTES);
  const invite = await ctx.db.transaction(async (tx) => {
    const inserted = await insertInvite(
      tx,
      { tokenHash: hashToken(token), inviterId: viewer.id, competition: setup },
      OPEN_INVITES_MAX,
    );
    if (!inserted) throw tooManyInvites();
    await ctx.bus.publish(tx, { topic: topics.user(viewer.id) });
    return inserted;
  });
  return { ...invite, url: `${ctx.publicUrl}/invite/${token}` };
}

export async function revokeInvite(ctx: GraphQLContext, id: string): Promise<InviteView> {
  const viewer = requireViewer(ctx);
  if (!isId(id)) throw inviteNotFound();
  const invite = await ctx.db.transaction(async (tx) => {
    const revoked = await revoke(tx, viewer.id, id);
    if (revoked) await ctx.bus.publish(tx, { topic: topics.user(viewer.id) });
    return revoked;
  });
  if (!invite) throw inviteNotFound();
  return invite;
}

export const inviteFor = (ctx: GraphQLContext, token: string) => previewInvite(ctx.db, hashToken(token));

/**
 * One transaction: uses the link up, makes the two friends and starts the link's competition (the inviter is
 * player one), telling both their friend lists and competition lists at commit.
 */
export async function acceptInvite(ctx: GraphQLContext, token: string): Promise<InviteAcceptanceView> {
  const viewer = requireViewer(ctx);
  const tokenHash = hashToken(token);
  return ctx.db.transaction(async (tx) => {
    const invite = await claimInvite(tx, tokenHash, viewer.id);
    if (!invite) {
      const own = (await previewInvite(tx, tokenHash))?.inviter.id === viewer.id;
      throw own ? badInput(ITS_YOU) : inviteGone();
    }
    const { inviter } = invite;
    await makeFriends(tx, inviter.id, viewer.id);
    await publishFriendsChange(ctx, tx, inviter.id, viewer.id);
    const emailDelaySeconds = ctx.config.notificationEmailDelaySeconds;
    const accepted = { inviterId: inviter.id, acceptedBy: viewer.id };
    // The inviter hears of it once: through the competition's creation when it starts one, else on its own.
    const competition = invite.competition && (await startInvited(tx, invite.competition, accepted, emailDelaySeconds));
    if (!competition) await notifyInviteAccepted(tx, accepted, emailDelaySeconds);
    return { friend: inviter, competition };
  });
}

/** The invite's competition, its inviter as player one; the two are friends by now, so it is always made. */
async function startInvited(
  tx: Tx,
  setup: CompetitionSetup,
  { inviterId, acceptedBy }: { inviterId: string; acceptedBy: string },
  emailDelaySeconds: number,
) {
  const players = { playerOneId: inviterId, playerTwoId: acceptedBy };
  const start = { by: acceptedBy, emailDelaySeconds, notice: { kind: "INVITE_ACCEPTED" as const, by: acceptedBy } };
  const competition = { id: randomUUID(), ...setup, ...players, rematchOfId: null, seriesId: null };
  const started = await startCompetition(tx, competition, start);
  if (!started) throw new Error("the invite's competition was not created");
  return started;
}
