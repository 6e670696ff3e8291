import { and, desc, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { invites, users, type InviteRow } from "../../db/schema";
import type { CompetitionSetup } from "../../domain/competitions";
import { INVITE_LIFETIME_SECONDS } from "../../domain/invites";
import type { PublicUser } from "../users";

/** An invite as the Invite type shows it; `url` only when it was just made (its token is stored only hashed). */
export interface InviteView {
  id: string;
  url?: string;
  createdAt: Date;
  expiresAt: Date;
  competitionName: string | null;
  acceptedBy: PublicUser | null;
  revoked: boolean;
}

/** What a link offers before it is accepted. */
export interface InvitePreviewView {
  inviter: PublicUser;
  competitionName: string | null;
}

const publicUser = { id: users.id, username: users.username, profilePic: users.profilePic, deleted: users.deleted };

const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** Neither accepted, revoked nor expired. */
const isOpen = and(isNull(invites.acceptedBy), eq(invites.revoked, false), gt(invites.expiresAt, sql`now()`));

const viewOf = (row: InviteRow, acceptedBy: PublicUser | null): InviteView => ({
  id: row.id,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  competitionName: row.competition?.name ?? null,
  acceptedBy,
  revoked: row.revoked,
});

/**
 * Stores a new invite by its token's hash, for 7 days, unless the inviter already has `openMax` open ones
 * (undefined then). The inviter's row is locked first, so that two invites made at once count each other.
 */
export async function insertInvite(
  tx: Tx,
  invite: { tokenHash: string; inviterId: string; competition: CompetitionSetup | null },
  openMax: number,
): Promise<InviteView | undefined> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, invite.inviterId)).for("no key update");
  if ((await tx.$count(invites, and(eq(invites.inviterId, invite.inviterId), isOpen))) >= openMax) return undefined;
  const expiresAt = sql`now() + make_interval(secs => ${INVITE_LIFETIME_SECONDS})`;
  const [row] = await tx
    .insert(invites)
    .values({ ...invite, expiresAt })
    .returning();
  return viewOf(row, null);
}

/** The user's open invites and those accepted in the last 7 days, newest first. */
export async function listInvites(db: Db, inviterId: string): Promise<InviteView[]> {
  const recentlyAccepted = gt(invites.acceptedAt, secondsAgo(INVITE_LIFETIME_SECONDS));
  const rows = await db
    .select({ invite: invites, acceptedBy: publicUser })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.acceptedBy))
    .where(and(eq(invites.inviterId, inviterId), or(isOpen, and(eq(invites.revoked, false), recentlyAccepted))))
    .orderBy(desc(invites.createdAt));
  return rows.map((row) => viewOf(row.invite, row.acceptedBy));
}

/** Marks the inviter's invite revoked; undefined when they have none with that id. */
export async function revokeInvite(db: Db, inviterId: string, id: string): Promise<InviteView | undefined> {
  const [row] = await db
    .update(invites)
    .set({ revoked: true })
    .where(and(eq(invites.id, id), eq(invites.inviterId, inviterId)))
    .returning();
  if (!row) return undefined;
  const acceptedBy = row.acceptedBy ? await acceptor(db, row.acceptedBy) : null;
  return viewOf(row, acceptedBy);
}

async function acceptor(db: Db, id: string): Promise<PublicUser> {
  const [user] = await db.select(publicUser).from(users).where(eq(users.id, id));
  return user;
}

/** What the open link with this token's hash offers, while its inviter's account is not deleted. */
export async function previewInvite(db: Db | Tx, tokenHash: string): Promise<InvitePreviewView | undefined> {
  const [row] = await db
    .select({ inviter: publicUser, competition: invites.competition })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.inviterId))
    .where(and(eq(invites.tokenHash, tokenHash), isOpen, eq(users.deleted, false)));
  return row && { inviter: row.inviter, competitionName: row.competition?.name ?? null };
}

/**
 * Uses up the open link with this token's hash for `acceptorId`, unless it is theirs, while its inviter's account
 * is not deleted: its inviter and competition, or undefined. One statement: of two accepting at once, the second
 * waits for the first and then finds the link used.
 */
export async function claimInvite(tx: Tx, tokenHash: string, acceptorId: string) {
  const [claimed] = await tx
    .update(invites)
    .set({ acceptedBy: acceptorId, acceptedAt: sql`now()` })
    .from(users)
    .where(
      and(
        eq(invites.tokenHash, tokenHash),
        isOpen,
        ne(invites.inviterId, acceptorId),
        eq(users.id, invites.inviterId),
        eq(users.deleted, false),
      ),
    )
    .returning({ ...publicUser, competition: invites.competition });
  if (!claimed) return undefined;
  const { competition, ...inviter } = claimed;
  return { inviter, competition };
}
