import { notFound, RivalsError } from "./errors";

/** How long an invite link stays open. */
export const INVITE_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** Open invites (neither accepted, revoked nor expired) one user may have at once. */
export const OPEN_INVITES_MAX = 20;
/** Random bytes in an invite link's token: 128 bits. */
export const INVITE_TOKEN_BYTES = 16;

/** Said of every link that cannot be accepted: unknown, used, expired, revoked or from a deleted account alike. */
export const inviteGone = () => notFound("This invite link is no longer valid");
export const inviteNotFound = () => notFound("Invite not found");
export const tooManyInvites = () =>
  new RivalsError("RATE_LIMITED", `You have ${OPEN_INVITES_MAX} open invites: revoke one to make another`);
