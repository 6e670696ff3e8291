/** Who may see a competition (SPEC.md section 6): its players, friends of either player, anyone when public. */
export interface VisibleCompetition {
  public: boolean;
  playerOneId: string;
  playerTwoId: string;
}

export interface Viewer {
  id: string;
  /** Ids of the viewer's accepted friends. */
  friendIds: ReadonlySet<string>;
}

export function isPlayer(competition: VisibleCompetition, userId: string | undefined): boolean {
  return userId === competition.playerOneId || userId === competition.playerTwoId;
}

export function canView(competition: VisibleCompetition, viewer: Viewer | null): boolean {
  const friendOfAPlayer =
    !!viewer && (viewer.friendIds.has(competition.playerOneId) || viewer.friendIds.has(competition.playerTwoId));
  return canViewAs(competition, viewer?.id, friendOfAPlayer);
}

/** canView, when all that is known of the viewer's friends is whether either player is one of them. */
export function canViewAs(
  competition: VisibleCompetition,
  viewerId: string | undefined,
  friendOfAPlayer: boolean,
): boolean {
  return competition.public || (viewerId !== undefined && (isPlayer(competition, viewerId) || friendOfAPlayer));
}

/**
 * What a viewer's view of a competition depends on, so that viewers of one class see the same thing: each
 * player (their own viewerIsParticipant), friends of either player, anyone else. Undefined when they may not see it.
 */
export function accessClass(competition: VisibleCompetition, viewer: Viewer | null): string | undefined {
  if (viewer && isPlayer(competition, viewer.id)) return `player:${viewer.id}`;
  if (viewer && (viewer.friendIds.has(competition.playerOneId) || viewer.friendIds.has(competition.playerTwoId))) {
    return "friend";
  }
  return competition.public ? "public" : undefined;
}

/**
 * Whom a viewer of a competition may know by name among those looking at it: the players, their own friends and
 * themselves. A signed-out visitor knows nobody's name: only how many are looking.
 */
export function mayNameViewer(competition: VisibleCompetition, viewer: Viewer | null, userId: string): boolean {
  return !!viewer && (userId === viewer.id || isPlayer(competition, userId) || viewer.friendIds.has(userId));
}
