import { FORBIDDEN_NAME_MESSAGE, FORBIDDEN_NAMES, normalizeUsername } from "./accounts";
import { badInput } from "./errors";

/**
 * The add-friend rules of SPEC.md section 5 that need no database, in their order; returns the name to look
 * up, normalized as stored.
 */
export function checkFriendRequest(username: string, ownUsername: string): string {
  const name = normalizeUsername(username);
  if (!name) throw badInput("Please enter something");
  if (FORBIDDEN_NAMES.includes(name)) throw badInput(FORBIDDEN_NAME_MESSAGE);
  if (name === ownUsername) throw badInput(ITS_YOU);
  return name;
}

/**
 * The add-friend rules of SPEC.md section 5 that need the user found by that name (if any) and whether the two
 * are friends or have a request between them already, in their order; returns the user.
 */
export function checkRequestedUser<User extends { id: string; deleted: boolean }>(
  viewerId: string,
  user: User | undefined,
  linked: boolean,
): User {
  if (!user) throw badInput("No user with that exact name");
  if (user.id === viewerId) throw badInput(ITS_YOU);
  if (user.deleted) throw badInput("That user has been deleted");
  if (linked) throw badInput(ALREADY_LINKED);
  return user;
}

/** What a user may do to a friendship: the invitee accepts or rejects, the sender cancels, either side removes. */
/** A friendship as one of the two sees it: accepted, or a request they sent or received. */
export function friendshipStatus(
  friendship: { accepted: boolean; senderId: string },
  viewerId: string,
): "ACCEPTED" | "INCOMING" | "OUTGOING" {
  if (friendship.accepted) return "ACCEPTED";
  return friendship.senderId === viewerId ? "OUTGOING" : "INCOMING";
}

export type FriendshipChange = "accept" | "reject" | "cancel" | "remove";

/** Said when the name is the user's own, also when they renamed themselves since the request began. */
export const ITS_YOU = "That's you!";

export const ALREADY_LINKED = "Invite already sent / Friends already";

export interface CompletedCompetition {
  playerOneId: string;
  playerTwoId: string;
  winnerId: string | null;
}

/**
 * The head-to-head record against each opponent, [mine, theirs], from complete competitions: each counts for
 * its winner, a draw for both.
 */
export function headToHeadScores(userId: string, completed: readonly CompletedCompetition[]) {
  const scores = new Map<string, [number, number]>();
  for (const { playerOneId, playerTwoId, winnerId } of completed) {
    const opponent = playerOneId === userId ? playerTwoId : playerOneId;
    const score = scores.get(opponent) ?? [0, 0];
    if (winnerId !== opponent) score[0] += 1;
    if (winnerId !== userId) score[1] += 1;
    scores.set(opponent, score);
  }
  return scores;
}
