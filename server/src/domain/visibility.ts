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
  if (competition.public) return true;
  if (!viewer) return false;
  return (
    isPlayer(competition, viewer.id) ||
    viewer.friendIds.has(competition.playerOneId) ||
    viewer.friendIds.has(competition.playerTwoId)
  );
}
